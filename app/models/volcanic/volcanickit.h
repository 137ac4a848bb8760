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
struct VolcanicKit : EngineNames<rano::volcanic::Kit, rano::volcanic::Game> {
    static constexpr Level kHintLevel = Level::Hard;
    static constexpr Level kDefaultLevel = Level::Medium;

    // A worker's copy of the state points at the board: the worker keeps it alive.
    static std::shared_ptr<const rano::volcanic::Board> keepAlive(const Game& g) {
        return g.sharedBoard();
    }
    static std::unique_ptr<Game> restart(const Game& source) {
        return std::make_unique<Game>(source.sharedBoard(), source.options(), source.seed());
    }
    static bool read(const QString& path, std::unique_ptr<Game>& game,
                     std::vector<SeatSetup>& seats, std::string& error) {
        SavedGame saved;
        if (!readSavedGame(path, saved, error)) return false;
        game = std::move(saved.game);
        seats = std::move(saved.seats);
        return true;
    }
    static std::string write(const Game& game, const std::vector<SeatSetup>& seats, int indent) {
        std::vector<rano::Seat> out;
        for (const SeatSetup& s : seats)
            out.push_back({s.name.toStdString(), s.human, s.level.toStdString()});
        return rano::volcanic::replayToJson(game, out).dump(indent);
    }
};
