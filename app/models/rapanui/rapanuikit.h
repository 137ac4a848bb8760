#pragma once

#include <memory>
#include <string>
#include <vector>

#include "enginenames.h"
#include "rapanui/game.h"
#include "rapanui/kit.h"
#include "rapanui/replay.h"
#include "rapanuireviewkit.h"
#include "seatsetup.h"

// Rapa Nui, the board game as the shared table (KitTable) plays it: the engine's types and
// entry points.
struct RapaNuiKit : EngineNames<rano::rapanui::Kit, rano::rapanui::Game> {
    static constexpr Level kHintLevel = Level::Hard;
    static constexpr Level kDefaultLevel = Level::Medium;
    // Its saved games are read the way its review reads them (gamefile.h).
    using FileKit = RapaNuiReviewKit;

    // A worker's copy of the state points at the board: the worker keeps it alive.
    static std::shared_ptr<const rano::rapanui::Board> keepAlive(const Game& g) {
        return g.sharedBoard();
    }
    static std::unique_ptr<Game> restart(const Game& source) {
        return std::make_unique<Game>(source.sharedBoard(), source.options(), source.seed());
    }
    static std::string write(const Game& game, const std::vector<SeatSetup>& seats, int indent) {
        return rano::rapanui::replayToJson(game, engineSeats(seats)).dump(indent);
    }
};
