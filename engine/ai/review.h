#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

#include "ai/level.h"
#include "ai/mcts.h"

namespace rano::ai {

// A choice whose chance to win trails the AI's best by this much is a mistake (every game's
// review and `rano-cli replay --analyse`).
inline constexpr double kMistakeThreshold = 0.12;
// The search budget of a review, per decision: the same verdicts on every machine.
inline constexpr std::int64_t kReviewIterations = 1500;

// The seed of the review of decision `step` of a game dealt with `gameSeed`.
inline std::uint64_t reviewSeed(std::uint64_t gameSeed, std::size_t step) {
    return (gameSeed ^ 0x5deece66dULL) * 0x9e3779b97f4a7c15ULL + step;
}

// Every player's chance before a decision, adding up to 1: the mover's is `moverChance` (the
// AI's best choice there), and the others share the rest as the search valued them (`value`,
// one per seat), evenly when it valued none of them.
inline std::vector<double> sharedChances(const std::vector<double>& value, double moverChance,
                                         int mover) {
    std::vector<double> out(value.size(), 0.0);
    if (mover < 0 || std::size_t(mover) >= out.size()) return out;
    double others = 0;
    for (std::size_t p = 0; p < value.size(); ++p)
        if (int(p) != mover) others += std::max(0.0, value[p]);
    const double rest = std::clamp(1.0 - moverChance, 0.0, 1.0);
    const double even = out.size() > 1 ? rest / double(out.size() - 1) : 0.0;
    for (std::size_t p = 0; p < out.size(); ++p)
        out[p] = int(p) == mover ? 1.0 - rest
                 : others > 0    ? rest * std::max(0.0, value[p]) / others
                                 : even;
    if (out.size() == 1) out[0] = 1.0;
    return out;
}

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

// Each player's chance in `s` as a review judges it at a glance (a finished game: its result).
template <class G> std::vector<double> judgedChances(const typename G::State& s, int players) {
    std::array<double, G::kMaxPlayers> reward{};
    Outlook chance;
    chance.chanceOnly = true;
    G::evaluate(s, chance, reward);
    return std::vector<double>(reward.begin(), reward.begin() + players);
}

// Reviews the decision `played` in `s`, judged by each player's chance of winning alone
// (Outlook::chanceOnly), for any game the search plays (G: its adapter). When
// the played choice looks `confirmGap` or more below the best, a second search from the
// position it led to checks its value, so a choice the first search barely tried is not
// called a mistake on a handful of playouts. Deterministic for a seed and an iteration budget (a
// time budget, `seconds` > 0, is not).
// Its playouts look as far as `horizon` says (its playoutTurns and playoutsEndOnOwnTurn).
template <class G>
DecisionReview<typename G::Choice>
reviewDecision(const typename G::State& s, const typename G::Choice& played,
               std::int64_t iterations, const Profile& horizon, std::uint64_t seed,
               const std::atomic<bool>* abort, double confirmGap, double seconds = 0) {
    DecisionReview<typename G::Choice> review;
    review.best = played;
    Limits limits;
    limits.iterations =
        seconds > 0 ? std::max<std::int64_t>(iterations, 0) : std::max<std::int64_t>(iterations, 1);
    limits.seconds = seconds;
    limits.playoutTurns = horizon.playoutTurns;
    limits.playoutsEndOnOwnTurn = horizon.playoutsEndOnOwnTurn;
    limits.outlook.chanceOnly = true;
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
        G::evaluate(after, limits.outlook, reward);
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
