#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/replay_record.h"
#include "rapanui/game.h"

namespace rano::rapanui {

using rano::Seat;

// A replay of the board game (docs/replay-format.md), also the save file of a game in
// progress. The board travels inside the file: a replay stays playable when Rano's boards
// change.
using Replay = ReplayOf<Options, Move>;

nlohmann::json replayToJson(const Game& game, const std::vector<Seat>& seats);

// Reads and re-simulates a replay: the board must pass the validator, every choice must be
// legal where it was made, every checkpoint hash and the recorded result must match. On
// failure `error` names the place, e.g. "choices[12] (\"villager 7\"): ...". `game` then
// holds the position reached before the fault, or nothing if the header or board is bad.
bool replayFromJson(const nlohmann::json& j, Replay& replay, std::unique_ptr<Game>& game,
                    std::string& error);

} // namespace rano::rapanui
