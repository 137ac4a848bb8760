#pragma once

#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "continents.h"
#include "enginenames.h"
#include "savedgame.h"
#include "seatsetup.h"
#include "volcanic/ai.h"
#include "volcanic/game.h"
#include "volcanic/replay.h"
#include "volcanic/state_json.h"

// Volcanic Isle as the shared table (KitTable) plays it: the engine's types and entry points.
struct VolcanicKit : OnBoardNames<rano::volcanic::Kit, rano::volcanic::Game> {
    static constexpr Level kHintLevel = Level::Hard;
    static constexpr Level kDefaultLevel = Level::Medium;
    // Its saved games are read the way its review reads them (gamefile.h).
    using FileKit = VolcanicReviewKit;

    static std::string write(const Game& game, const std::vector<SeatSetup>& seats, int indent) {
        return rano::volcanic::replayToJson(game, engineSeats(seats)).dump(indent);
    }
    // The game an online seat's view shows (kittable.h, showOnline), on the continent of the
    // table's `setup` (docs/online.md; Mu, the standard continent, when it names none): the
    // chance to come, which the view hides, drawn from `seed`.
    static std::unique_ptr<Game> fromView(const nlohmann::json& view, const nlohmann::json& setup,
                                          std::uint64_t seed, std::string& error) {
        QString why;
        const auto continent = setup.is_object() ? setup.find("continent") : setup.end();
        const auto board = continent != setup.end() ? continentBoardFromJson(*continent, why)
                                                    : continentBoard(-1, why);
        if (!board) {
            error = why.toStdString();
            return nullptr;
        }
        State s;
        if (!rano::volcanic::stateFromView(view, *board, seed, s, error)) return nullptr;
        auto game =
            std::make_unique<Game>(board, rano::volcanic::Options{s.players, s.volcanoFaces}, 0);
        game->reset(s);
        return game;
    }
};
