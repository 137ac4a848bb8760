#pragma once

#include <algorithm>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/replay_record.h"
#include "enginenames.h"
#include "volcanic/ai.h"
#include "volcanic/game.h"

class VolcanicTable;

// Volcanic Isle as the shared review (gamereview.h) and saved-game reader (gamefile.h) need
// it: the engine's decision review, with every player's chance kept for the win-chance chart;
// a turn is one player's run of choices in one round; a game opens on
// its last position; a file is read with the shipped tiles.
struct VolcanicReviewKit : EngineNames<rano::volcanic::Kit, rano::volcanic::Game> {
    using Table = VolcanicTable;
    static constexpr bool kChances = true;
    // A Prayer answered during another player's turn is a turn of its own in the list, so the
    // row shown is always the deciding player's.
    static int turnKey(const State& s) {
        return (s.round * 8 + s.active) * 8 + std::max(0, rano::volcanic::Kit::decider(s));
    }
    static bool openAtEnd(const Game&) { return true; }
    static bool replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                       std::vector<rano::Seat>& seats, std::string& error);
};
