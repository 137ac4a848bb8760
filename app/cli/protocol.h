#pragma once

#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "volcanic/game.h"

// The JSON-lines engine protocol (docs/protocol.md): one request in, exactly one answer out.
class ProtocolSession {
public:
    // Answers one request line. Never throws: a bad line gets {"ok":false,"error":...}.
    nlohmann::json handle(const std::string& line);
    bool quitRequested() const { return quit_; }

private:
    nlohmann::json dispatch(const nlohmann::json& request);
    nlohmann::json cmdNew(const nlohmann::json& request);
    nlohmann::json cmdLegal();
    nlohmann::json cmdApply(const nlohmann::json& request);
    nlohmann::json cmdState();
    nlohmann::json cmdLoad(const nlohmann::json& request);
    nlohmann::json cmdScores();
    nlohmann::json cmdAi(const nlohmann::json& request);
    nlohmann::json cmdUndo();

    std::unique_ptr<rano::volcanic::Game> game_;
    bool quit_ = false;
};
