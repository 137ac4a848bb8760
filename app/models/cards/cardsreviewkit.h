#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "cards/ai.h"
#include "cards/game.h"
#include "core/replay_record.h"

class CardsTable;

// The card game as the shared review (gamereview.h) and saved-game reader (gamefile.h) need
// it: every player's chance is kept with each verdict for the win-chance chart; a turn is the
// game's own count; a finished game opens on its end, one in progress on its start.
struct CardsReviewKit {
    using Game = rano::cards::Game;
    using State = rano::cards::State;
    using Choice = rano::cards::Choice;
    using Table = CardsTable;
    static constexpr bool kChances = true;
    static constexpr auto review = [](auto&&... a) { return rano::cards::reviewDecision(a...); };
    static constexpr auto parse = [](const std::string& t) { return rano::cards::parseChoice(t); };
    static constexpr auto text = [](const Choice& c) { return rano::cards::toText(c); };
    static int turnKey(const State& s) { return s.turn; }
    static bool openAtEnd(const Game& game) { return game.state().over(); }
    static bool isLevel(const std::string& name) {
        return rano::cards::aiLevelFromName(name).has_value();
    }
    static bool replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                       std::vector<rano::Seat>& seats, std::string& error);
};
