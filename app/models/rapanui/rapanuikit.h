#pragma once

#include <memory>
#include <string>
#include <vector>

#include "enginenames.h"
#include "rapanui/game.h"
#include "rapanui/kit.h"
#include "rapanui/replay.h"
#include "rapanui/state_json.h"
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
    // The game an online seat's view shows (kittable.h, showOnline): nothing is hidden, so it
    // is the game's own position, on the shipped board for its number of players.
    static std::unique_ptr<Game> fromView(const nlohmann::json& view, const nlohmann::json&,
                                          std::uint64_t, std::string& error) {
        const int players = view.is_object() ? view.value("players", 0) : 0;
        const auto board = rano::rapanui::shippedBoardFor(players, error);
        if (!board) return nullptr;
        State s;
        if (!rano::rapanui::stateFromView(view, *board, s, error)) return nullptr;
        auto game =
            std::make_unique<Game>(board, rano::rapanui::Options{s.players, s.firstGame != 0}, 0);
        game->reset(s);
        return game;
    }
};
