#pragma once

#include <cstdint>
#include <memory>

#include "ai/level.h"
#include "games/registry.h"

// One game of a match (rano-cli match, rano-cli grid): two kinds of AI, A on one seat and B on
// the others, each with its time a decision.
struct MatchSides {
    rano::ai::Level a{}, b{};
    int aMs = 0, bMs = 0;
    // When > 0, each decision's search runs this many iterations instead of a time: the same
    // games on every machine, however busy.
    std::int64_t iterations = 0;
};

// A side's time a decision at `scale` times the level's own (--scale), or `ms` for both.
int matchTimeFor(const rano::games::GameEntry& entry, rano::ai::Level level, int ms, double scale);

struct MatchGame {
    std::unique_ptr<rano::games::AnyGame> game; // the finished game
    double aWins = 0;                           // A's share of the win (a tie shares it)
    double aMs = 0, bMs = 0, aMaxDecisionMs = 0, aMaxTurnMs = 0, aSearchSeconds = 0;
    long long aDecisions = 0, bDecisions = 0, aIterations = 0;
};

// Plays `game` (just started) to its end, A on `aSeat`: each decision's seed is the game's own
// (decisionSeed), so a game is the same whatever runs beside it.
MatchGame playMatchGame(std::unique_ptr<rano::games::AnyGame> game, std::uint64_t gameSeed,
                        int aSeat, const MatchSides& sides);
