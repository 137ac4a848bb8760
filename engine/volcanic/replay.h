#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/replay_record.h"
#include "volcanic/game.h"
#include "volcanic/tile.h"

namespace rano::volcanic {

using rano::kReplayCheckpointEvery;
using rano::kReplayFormatVersion;
using rano::Seat;

// A replay (docs/replay-format.md), also the save file of a game in progress.
struct Replay : ReplayOf<Options, Move> {
    Continent continent;
};

nlohmann::json replayToJson(const Game& game, const std::vector<Seat>& seats);

// Reads and re-simulates a replay: every choice must be legal where it was made, every
// checkpoint hash and the recorded result must match. On failure `error` names the place,
// e.g. "choices[41] (\"raise 12 0\"): a Fissure blocks that move". `game` then holds the
// position reached before the fault (useful for the viewer), or nothing if the header is bad.
bool replayFromJson(const nlohmann::json& j, const TileCatalogue& catalogue, Replay& replay,
                    std::unique_ptr<Game>& game, std::string& error);

} // namespace rano::volcanic
