#pragma once

#include <memory>

#include <nlohmann/json.hpp>

#include "cards/game.h"

struct ProtocolLimits;

// The protocol's commands for a game of Rapa Nui, the card game (docs/protocol.md). Each
// returns the whole answer, {"ok":false,"error":...} when the request is refused.
namespace cardsprotocol {
nlohmann::json legal(const rano::cards::Game& game);
nlohmann::json apply(rano::cards::Game& game, const nlohmann::json& request);
nlohmann::json state(const rano::cards::Game& game, const nlohmann::json& request);
nlohmann::json load(rano::cards::Game& game, const nlohmann::json& request);
nlohmann::json scores(const rano::cards::Game& game);
nlohmann::json ai(const rano::cards::Game& game, const nlohmann::json& request,
                  const ProtocolLimits& limits);
} // namespace cardsprotocol
