#pragma once

#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "enginenames.h"
#include "savedgame.h"
#include "seatsetup.h"
#include "volcanic/ai.h"
#include "volcanic/game.h"
#include "volcanic/replay.h"

// Volcanic Isle as the shared table (KitTable) plays it: the engine's types and entry points.
struct VolcanicKit : OnBoardNames<rano::volcanic::Kit, rano::volcanic::Game> {
    static constexpr Level kHintLevel = Level::Hard;
    static constexpr Level kDefaultLevel = Level::Medium;
    // Its saved games are read the way its review reads them (gamefile.h).
    using FileKit = VolcanicReviewKit;

    static std::string write(const Game& game, const std::vector<SeatSetup>& seats, int indent) {
        return rano::volcanic::replayToJson(game, engineSeats(seats)).dump(indent);
    }
};
