#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cards/game.h"
#include "core/replay_record.h"

namespace rano::cards {

using rano::Seat;

// A replay of the card game (docs/replay-format.md), also the save file of a game in progress.
using Replay = ReplayOf<Options, Move>;

// {"scores": [...], "winners": [...]}: the totals of a finished game and its winners.
nlohmann::json resultToJson(const State& s);

nlohmann::json replayToJson(const Game& game, const std::vector<Seat>& seats);

// Reads and re-simulates a replay: every choice must be legal where it was made, every
// checkpoint hash and the recorded result must match. On failure `error` names the place,
// e.g. "choices[12] (\"buy fish\"): ...". `game` then holds the position reached before the
// fault, or nothing if the header is bad.
bool replayFromJson(const nlohmann::json& j, Replay& replay, std::unique_ptr<Game>& game,
                    std::string& error);

} // namespace rano::cards
