#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/replay_record.h"
#include "volcanic/ai.h"
#include "volcanic/game.h"

class VolcanicTable;

// Volcanic Isle as the shared review (gamereview.h) and saved-game reader (gamefile.h) need
// it: the engine's decision review, whose verdicts keep no per-player chances (the score chart
// shows victory points); a turn is one player's run of choices in one round; a game opens on
// its last position; a file is read with the shipped tiles.
struct VolcanicReviewKit {
    using Game = rano::volcanic::Game;
    using State = rano::volcanic::State;
    using Choice = rano::volcanic::Choice;
    using Table = VolcanicTable;
    static constexpr bool kChances = false;
    static constexpr auto review = [](auto&&... a) { return rano::volcanic::reviewDecision(a...); };
    static constexpr auto parse = [](const std::string& t) {
        return rano::volcanic::parseChoice(t);
    };
    static constexpr auto text = [](const Choice& c) { return rano::volcanic::toText(c); };
    static int turnKey(const State& s) { return s.round * 8 + s.active; }
    static bool openAtEnd(const Game&) { return true; }
    static bool isLevel(const std::string& name) {
        return rano::volcanic::aiLevelFromName(name).has_value();
    }
    static bool replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                       std::vector<rano::Seat>& seats, std::string& error);
};
