#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

#include "ai/level.h"
#include "ai/mcts.h"

namespace rano::ai {

// The AI's view of one recorded decision, for a replay's analysis: its best choice there, and
// the chance to win (for the player deciding) after that choice and after the one played;
// `value` is every player's chance in the position, as the first search saw it.
template <class Choice> struct DecisionReview {
    Choice best{};
    double bestWinRate = 0;
    double playedWinRate = 0;
    std::vector<double> value;
    bool aborted = false;
};

// Reviews the decision `played` in `s` for any game the search plays (G: its adapter). When
// the played choice looks `confirmGap` or more below the best, a second search from the
// position it led to checks its value, so a choice the first search barely tried is not
// called a mistake on a handful of playouts. Deterministic for a seed and an iteration budget.
// Its playouts look as far as `horizon` says (its playoutTurns and playoutsEndOnOwnTurn).
template <class G>
DecisionReview<typename G::Choice>
reviewDecision(const typename G::State& s, const typename G::Choice& played,
               std::int64_t iterations, const Profile& horizon, std::uint64_t seed,
               const std::atomic<bool>* abort, double confirmGap) {
    DecisionReview<typename G::Choice> review;
    review.best = played;
    Limits limits;
    limits.iterations = std::max<std::int64_t>(iterations, 1);
    limits.playoutTurns = horizon.playoutTurns;
    limits.playoutsEndOnOwnTurn = horizon.playoutsEndOnOwnTurn;
    const auto result = Mcts<G>::search(s, limits, seed, abort);
    review.aborted = result.aborted;
    review.value = result.value;
    if (result.ranked.empty()) return review;
    review.best = result.ranked.front().choice;
    review.bestWinRate = result.ranked.front().winRate;
    review.playedWinRate = review.bestWinRate;
    for (const auto& alt : result.ranked)
        if (alt.choice == played) review.playedWinRate = alt.winRate;
    if (review.best == played || review.bestWinRate - review.playedWinRate < confirmGap)
        return review;
    // Look again from where the played choice led, for the same player.
    const int mover = G::decider(s);
    typename G::State after = s;
    G::apply(after, played);
    if (G::decider(after) < 0) {
        std::array<double, G::kMaxPlayers> reward{};
        G::evaluate(after, Outlook{}, reward);
        review.playedWinRate = reward[std::size_t(mover)];
        return review;
    }
    const auto again = Mcts<G>::search(after, limits, seed ^ 0xa5a5a5a5ULL, abort);
    review.aborted = again.aborted;
    if (G::decider(after) == mover && !again.ranked.empty())
        review.playedWinRate = again.ranked.front().winRate;
    else if (std::size_t(mover) < again.value.size())
        review.playedWinRate = again.value[std::size_t(mover)];
    return review;
}

} // namespace rano::ai
