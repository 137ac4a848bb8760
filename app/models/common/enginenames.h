#pragma once

#include <memory>
#include <optional>
#include <string>

#include "ai/choose.h"
#include "ai/level.h"
#include "core/game_kit.h"

// What the shared table (kittable.h) and review (gamereview.h) take from a game's engine kit
// (core/game_kit.h), named once: its types, its choices in text and back, the AI's levels,
// search and review. A game's table kit and review kit derive from it and add their own.
template <rano::GameKit EngineKit, class GameT> struct EngineNames {
    using Engine = EngineKit;
    using Game = GameT;
    using State = typename EngineKit::State;
    using Choice = typename EngineKit::Choice;
    using Advice = rano::ai::Advice<Choice>;
    using Search = typename EngineKit::Search; // the search's adapter (ai/mcts.h)
    using Level = rano::ai::Level;
    static constexpr int kMaxPlayers = EngineKit::kMaxPlayers;

    static std::optional<Level> levelFromName(const std::string& name) {
        return rano::ai::aiLevelFromName(name);
    }
    static bool isLevel(const std::string& name) { return levelFromName(name).has_value(); }
    // The AI's search (on a worker), its advice to a human seat, and its review of a decision.
    static constexpr auto search = &rano::ai::aiChoose<State>;
    static constexpr auto advise = &rano::ai::aiAdvise<State>;
    static constexpr auto review = [](auto&&... a) { return rano::ai::reviewDecision(a...); };
    static std::optional<Choice> parse(const std::string& text) { return EngineKit::parse(text); }
    static std::string text(const Choice& c) { return EngineKit::text(c); }
};

// The names of a game whose states point to a board its Game owns (core/game.h's
// GameOnBoard): a worker's copy of a state keeps the board alive, and a restart shares it.
template <rano::GameKit EngineKit, class GameT>
struct OnBoardNames : EngineNames<EngineKit, GameT> {
    static auto keepAlive(const GameT& g) { return g.sharedBoard(); }
    static std::unique_ptr<GameT> restart(const GameT& source) {
        return std::make_unique<GameT>(source.sharedBoard(), source.options(), source.seed());
    }
};
