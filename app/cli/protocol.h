#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "games/registry.h"

// What a session may spend: the fuzzer caps the AI's search and keeps it off the file system.
struct ProtocolLimits {
    std::int64_t maxAiIterations = 0; // 0: no cap; else every "ai" search runs at most this many
    bool readFiles = true;            // whether "new" may name a continent file
};

// {"ok":false,"error":error}: a refused request.
nlohmann::json protocolFailure(const std::string& error);

// The "ai" command's common fields: level, seed (by default the number of choices played),
// ms and iterations, capped by the session's limits.
struct AiRequest {
    std::string level;
    std::uint64_t seed = 0;
    int ms = 0;
    std::int64_t iterations = 0;
};
// Null when the request is well formed, else the refusal to answer with.
nlohmann::json readAiRequest(const nlohmann::json& request, std::size_t choicesPlayed,
                             const ProtocolLimits& limits, AiRequest& out);
std::string unknownLevel(const std::string& name);

// The "ai" command's answer: the choice, and in stats the level, the iterations, the time
// and the top choices with their win rates.
nlohmann::json aiAnswer(const rano::games::Thought& advice, const char* levelName);

// The JSON-lines engine protocol (docs/protocol.md): one request in, exactly one answer out.
class ProtocolSession {
public:
    explicit ProtocolSession(ProtocolLimits limits = {}) : limits_(limits) {}

    // Answers one request line. Never throws: a bad line gets {"ok":false,"error":...}.
    nlohmann::json handle(const std::string& line);
    // The answer as the line the program prints. A request's bytes that are not UTF-8 (echoed
    // in an error) are written as U+FFFD, so the answer is always valid JSON.
    std::string reply(const std::string& line);
    bool quitRequested() const { return quit_; }

private:
    nlohmann::json dispatch(const nlohmann::json& request);
    nlohmann::json cmdNew(const nlohmann::json& request);
    nlohmann::json cmdApply(const nlohmann::json& request);
    nlohmann::json cmdLoad(const nlohmann::json& request);
    nlohmann::json cmdAi(const nlohmann::json& request);
    nlohmann::json cmdUndo(const nlohmann::json& request);

    ProtocolLimits limits_;
    // One game at a time, of any game in the registry.
    const rano::games::GameEntry* entry_ = nullptr;
    std::unique_ptr<rano::games::AnyGame> game_;
    bool quit_ = false;
};
