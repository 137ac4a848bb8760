#pragma once

#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cards/ai.h"
#include "cards/game.h"
#include "cards/state_json.h"
#include "cardsgamefile.h"
#include "enginenames.h"
#include "seatsetup.h"

// Rapa Nui, the card game as the shared table (KitTable) plays it: the engine's types and
// entry points.
struct CardsKit : EngineNames<rano::cards::Kit, rano::cards::Game> {
    static constexpr Level kHintLevel = Level::Hard;
    static constexpr Level kDefaultLevel = Level::Medium;
    // Its saved games are read the way its review reads them (gamefile.h).
    using FileKit = CardsReviewKit;

    // The state holds everything a worker needs.
    static std::nullptr_t keepAlive(const Game&) { return nullptr; }
    static std::unique_ptr<Game> restart(const Game& source) {
        return std::make_unique<Game>(source.options(), source.seed());
    }
    static std::string write(const Game& game, const std::vector<SeatSetup>& seats, int indent) {
        return cardsGameText(game, seats, indent);
    }
    // The game an online seat's view shows (kittable.h, showOnline): what the view hides is
    // dealt by `seed`, the way the AI re-deals it. The setup tells nothing more.
    static std::unique_ptr<Game> fromView(const nlohmann::json& view, const nlohmann::json&,
                                          std::uint64_t seed, std::string& error) {
        State s;
        if (!rano::cards::stateFromView(view, seed, s, error)) return nullptr;
        auto game = std::make_unique<Game>(rano::cards::Options{s.players}, 0);
        game->reset(s);
        return game;
    }
};
