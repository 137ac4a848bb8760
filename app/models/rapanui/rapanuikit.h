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
struct RapaNuiKit : OnBoardNames<rano::rapanui::Kit, rano::rapanui::Game> {
    static constexpr Level kHintLevel = Level::Hard;
    static constexpr Level kDefaultLevel = Level::Medium;
    // Its saved games are read the way its review reads them (gamefile.h).
    using FileKit = RapaNuiReviewKit;

    static std::string write(const Game& game, const std::vector<SeatSetup>& seats, int indent) {
        return rano::rapanui::replayToJson(game, engineSeats(seats)).dump(indent);
    }
};
