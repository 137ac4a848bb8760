#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "cards/ai.h"
#include "cards/game.h"
#include "cardsposition.h"
#include "core/replay_record.h"
#include "enginenames.h"

class CardsTable;

// The card game as the shared review (gamereview.h) and saved-game reader (gamefile.h) need
// it: every player's chance is kept with each verdict for the win-chance chart; a turn is the
// game's own count; a finished game opens on its end, one in progress on its start.
struct CardsReviewKit : EngineNames<rano::cards::Kit, rano::cards::Game> {
    using Table = CardsTable;
    static constexpr bool kChances = true;
    static int turnKey(const State& s) { return s.turn; }
    static bool openAtEnd(const Game& game) { return game.state().over(); }
    // Its choices told in the table's words (choicereview.h).
    static int turnOf(const State& s) { return s.turn; }
    static QString label(const State& s, const Choice& c, bool shown,
                         const std::vector<SeatSetup>&) {
        return CardsPosition::choiceLabel(s, c, shown);
    }
    static QString deed(const State& s, const Choice& c, int who, bool shown,
                        const std::vector<SeatSetup>& seats) {
        return CardsPosition::deedText(s, c, seats[std::size_t(who)].name, shown);
    }
    static QStringList lines(const State& before, const State& after, const Choice& c, int who,
                             const std::vector<SeatSetup>& seats, bool shown) {
        return CardsPosition::moveLines(before, after, c, who, seats, shown);
    }
    static bool replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                       std::vector<rano::Seat>& seats, std::string& error);
};
