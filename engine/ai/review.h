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
// review and `rano-cli replay --analyse`); so is one whose lead in points trails it by the
// game's own measure (G::kMistakePoints, isMistake).
inline constexpr double kMistakeThreshold = 0.12;
// What a game's mistake in points (G::kMistakePoints) weighs, in chance of winning, when the
// review's search picks the choices it follows and its best (Limits::pointsWeight): a third of
// a mistake in chance. The chance of winning leads wherever it differs; where it is flat (a
// player near 0 % or 100 %) the points still tell the choices apart.
inline constexpr double kPointsWeighed = kMistakeThreshold / 3;
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

// Whether a choice is a mistake: its chance to win trails the AI's best by kMistakeThreshold
// or more, or its expected lead in points by `mistakePoints` (the game's G::kMistakePoints) or
// more. The AI's own choice never is one.
inline bool isMistake(double chanceLost, double pointsLost, double mistakePoints) {
    return chanceLost >= kMistakeThreshold || pointsLost >= mistakePoints;
}

// The AI's view of one recorded decision, for a replay's analysis: its best choice there, and
// the chance to win (for the player deciding) after that choice and after the one played, with
// the lead in points the player may expect after each (their points at the game's end, or as
// the game looks set to end where the search stops looking, less the best of the others'
// points; G::evaluatePoints); `value` is every player's chance in the position, as the first search
// saw it.
template <class Choice> struct DecisionReview {
    Choice best{};
    double bestWinRate = 0;
    double playedWinRate = 0;
    double bestPoints = 0;
    double playedPoints = 0;
    std::vector<double> value;
    bool mistake = false; // isMistake, at the game's kMistakePoints
    bool aborted = false;

    double pointsLost() const { return bestPoints - playedPoints; }
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
// (Outlook::chanceOnly) and their expected lead in points (G::evaluatePoints), for any game the
// search plays (G: its adapter, with its kMistakePoints). The search follows the choices whose
// chance and points (weighed as kPointsWeighed says) look best. When the played choice looks
// `confirmGap` or more below the best in chance, or kMistakePoints or more in points, a search
// from the position it led to and one from where the best leads check both values, so a choice
// the first search barely tried is not called a mistake on a handful of playouts. Deterministic for
// a seed and an iteration budget (a time budget, `seconds` > 0, is not). Its playouts look as far
// as `horizon` says (its playoutTurns and playoutsEndOnOwnTurn).
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
    limits.pointsWeight = kPointsWeighed / G::kMistakePoints;
    const auto result = Mcts<G, true>::search(s, limits, seed, abort);
    review.aborted = result.aborted;
    review.value = result.value;
    if (result.ranked.empty()) return review;
    review.best = result.ranked.front().choice;
    review.bestWinRate = result.ranked.front().winRate;
    review.bestPoints = result.ranked.front().points;
    review.playedWinRate = review.bestWinRate;
    review.playedPoints = review.bestPoints;
    for (const auto& alt : result.ranked)
        if (alt.choice == played) {
            review.playedWinRate = alt.winRate;
            review.playedPoints = alt.points;
        }
    const auto judged = [&] {
        review.mistake =
            !(review.best == played) && isMistake(review.bestWinRate - review.playedWinRate,
                                                  review.pointsLost(), G::kMistakePoints);
        return review;
    };
    if (review.best == played || (review.bestWinRate - review.playedWinRate < confirmGap &&
                                  review.pointsLost() < G::kMistakePoints))
        return judged();
    // Look again from where the played choice led, and from where the best one leads, for the
    // same player, with the same seed: both values are then the best continuation's, measured
    // alike (the first search's mean over the best choice's subtree counts its lesser
    // continuations too, while a second look at the played choice reads its best one).
    const int mover = G::decider(s);
    const auto lookFrom = [&](const typename G::Choice& c, double& chance, double& points) {
        typename G::State after = s;
        G::apply(after, c);
        if (G::decider(after) < 0) {
            std::array<double, G::kMaxPlayers> reward{}, lead{};
            G::evaluatePoints(after, limits.outlook, reward, lead);
            chance = reward[std::size_t(mover)];
            points = lead[std::size_t(mover)];
            return;
        }
        const auto again = Mcts<G, true>::search(after, limits, seed ^ 0xa5a5a5a5ULL, abort);
        review.aborted = review.aborted || again.aborted;
        if (G::decider(after) == mover && !again.ranked.empty()) {
            chance = again.ranked.front().winRate;
            points = again.ranked.front().points;
        } else if (std::size_t(mover) < again.value.size()) {
            chance = again.value[std::size_t(mover)];
            points = again.points[std::size_t(mover)];
        }
    };
    lookFrom(played, review.playedWinRate, review.playedPoints);
    lookFrom(review.best, review.bestWinRate, review.bestPoints);
    return judged();
}

} // namespace rano::ai
