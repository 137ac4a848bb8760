#pragma once

// The games rano-cli plays, each behind the same small kit, so that play, match and the
// protocol are written once for all of them: how to start a game, which AI levels it names,
// and how its length is counted.

#include <memory>
#include <optional>
#include <string>

#include "cards/ai.h"
#include "cards/describe.h"
#include "cards/game.h"
#include "cards/replay.h"
#include "cards/scoring.h"
#include "volcanic/ai.h"
#include "volcanic/describe.h"
#include "volcanic/game.h"
#include "volcanic/replay.h"
#include "volcanic/scoring.h"

inline constexpr const char* kKnownGames = "volcanic-isle, rapa-nui-cards";

struct VolcanicKit {
    static constexpr const char* kId = "volcanic-isle";
    static constexpr const char* kLength = "rounds";
    using Game = rano::volcanic::Game;
    using State = rano::volcanic::State;
    using AiLevel = rano::volcanic::AiLevel;

    std::shared_ptr<const rano::volcanic::Board> board;

    std::unique_ptr<Game> start(int players, std::uint64_t seed) const {
        return std::make_unique<Game>(
            board, rano::volcanic::Options{players, rano::volcanic::kDefaultVolcanoFaces}, seed);
    }
    static std::optional<AiLevel> level(const std::string& name) {
        return rano::volcanic::aiLevelFromName(name);
    }
    static int length(const State& s) { return s.round; }
    // Tells one player's turn from the next.
    static int turnOf(const State& s) { return s.round * rano::volcanic::kMaxPlayers + s.active; }
    static const char* seatName(int seat) { return rano::volcanic::colourName(seat); }
};

struct CardsKit {
    static constexpr const char* kId = "rapa-nui-cards";
    static constexpr const char* kLength = "turns";
    using Game = rano::cards::Game;
    using State = rano::cards::State;
    using AiLevel = rano::cards::AiLevel;

    std::unique_ptr<Game> start(int players, std::uint64_t seed) const {
        return std::make_unique<Game>(rano::cards::Options{players}, seed);
    }
    static std::optional<AiLevel> level(const std::string& name) {
        return rano::cards::aiLevelFromName(name);
    }
    static int length(const State& s) { return s.turn; }
    static int turnOf(const State& s) { return s.turn; }
    static const char* seatName(int seat) { return rano::cards::colourName(seat); }
};
