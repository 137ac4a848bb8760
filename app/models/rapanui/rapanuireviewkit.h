#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/replay_record.h"
#include "enginenames.h"
#include "rapanui/game.h"
#include "rapanui/kit.h"
#include "rapanuiposition.h"

class RapaNuiTable;

// Rapa Nui, the board game as the shared review (gamereview.h) and saved-game reader
// (gamefile.h) need it: every player's chance is kept with each verdict for the win-chance
// chart; a turn is one player's moment of a phase in a round; a finished game opens on its
// end, one in progress on its start. The board travels inside the file.
struct RapaNuiReviewKit : EngineNames<rano::rapanui::Kit, rano::rapanui::Game> {
    using Table = RapaNuiTable;
    static constexpr bool kChances = true;
    static int turnKey(const State& s) { return rano::rapanui::RapaNuiSearch::turnMarker(s); }
    static bool openAtEnd(const Game& game) { return game.state().over(); }
    // Its choices told in the table's words (choicereview.h), grouped by round; nothing is
    // hidden.
    static int turnOf(const State& s) { return s.round; }
    static QString label(const State& s, const Choice& c, bool,
                         const std::vector<SeatSetup>& seats) {
        return RapaNuiPosition::choiceLabel(s, c, seats);
    }
    static QString deed(const State& s, const Choice& c, int who, bool,
                        const std::vector<SeatSetup>& seats) {
        return RapaNuiPosition::deedText(s, c, who, seats);
    }
    static QStringList lines(const State& before, const State& after, const Choice& c, int who,
                             const std::vector<SeatSetup>& seats, bool) {
        return RapaNuiPosition::moveLines(before, after, c, who, seats);
    }
    static bool replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                       std::vector<rano::Seat>& seats, std::string& error);
};
