#include "match_game.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "play.h"

int matchTimeFor(const rano::games::GameEntry& entry, rano::ai::Level level, int ms, double scale) {
    // --scale keeps the levels' own ratios of time (a ladder at a fraction of the cost);
    // --ms gives both sides the same time.
    return ms > 0 ? ms : int(std::lround(entry.profile(level).seconds * 1000 * scale));
}

MatchGame playMatchGame(std::unique_ptr<rano::games::AnyGame> game, std::uint64_t gameSeed,
                        int aSeat, const MatchSides& sides) {
    MatchGame m;
    int aTurn = -1;
    double aTurnMs = 0;
    while (!game->over()) {
        const int who = game->decider();
        const bool isA = who == aSeat;
        const auto t0 = std::chrono::steady_clock::now();
        const auto advice =
            game->think(isA ? sides.a : sides.b, decisionSeed(gameSeed, game->choices(), who),
                        isA ? sides.aMs : sides.bMs, sides.iterations);
        const double spent =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        (isA ? m.aMs : m.bMs) += spent;
        (isA ? m.aDecisions : m.bDecisions) += 1;
        if (isA) {
            m.aMaxDecisionMs = std::max(m.aMaxDecisionMs, spent);
            m.aIterations += advice.iterations;
            m.aSearchSeconds += advice.seconds;
            // A's own turn: what A thinks in it, summed (decisions in others' turns, such as
            // a sacrifice, are not part of it).
            if (game->active() == aSeat) {
                if (game->turnMarker() != aTurn) {
                    aTurn = game->turnMarker();
                    aTurnMs = 0;
                }
                aTurnMs += spent;
                m.aMaxTurnMs = std::max(m.aMaxTurnMs, aTurnMs);
            }
        }
        game->playThought(std::int64_t(spent));
    }
    const auto winners = game->winners();
    for (int p : winners)
        if (p == aSeat) m.aWins += 1.0 / double(winners.size());
    m.game = std::move(game);
    return m;
}
