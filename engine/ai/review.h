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

// The points choice `c` of whoever decides in `s` throws away for certain, where the game
// counts such (G::pointsThrownAway: the board game's Resources lost at the top of a track, a
// point each at the end); 0 in a game that has none.
template <class G>
double thrownAway(const typename G::State& s, const typename G::Choice& c) {
    if constexpr (requires { G::pointsThrownAway(s, c); })
        return G::pointsThrownAway(s, c);
    else
        return 0;
}

// What `played` throws away for certain beyond what `best` does (thrownAway), never negative.
template <class G>
double thrownBeyond(const typename G::State& s, const typename G::Choice& played,
                    const typename G::Choice& best) {
    return std::max(0.0, thrownAway<G>(s, played) - thrownAway<G>(s, best));
}

// Whether a choice is a mistake: its chance to win trails the AI's best by kMistakeThreshold
// or more, or its expected lead in points by `mistakePoints` (the game's G::kMistakePoints) or
// more, or it throws away a point or more for certain (`thrown`, beyond what the best throws
// away: thrownAway) while the search finds it no better than the best. A single Resource lost
// at the top of its track is a point, below any margin a search can tell from chance, but
// certain. The AI's own choice never is one.
// `chanceThreshold`: kMistakeThreshold, unless a review sets its own.
inline bool isMistake(double chanceLost, double pointsLost, double mistakePoints,
                      double thrown = 0, double chanceThreshold = kMistakeThreshold) {
    return chanceLost >= chanceThreshold || pointsLost >= mistakePoints ||
           (thrown >= 1 && pointsLost >= thrown);
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
    // The points the played choice throws away for certain beyond what the best does
    // (thrownAway); when the search finds it no better, its lead counts that loss at least.
    double thrown = 0;
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
    const int mover = G::decider(s);
    // Look again from where a choice led, for the same player, with the same seed: two choices
    // looked at so are valued alike, each by its best continuation (the first search's mean
    // over the best choice's subtree counts its lesser continuations too, while a second look
    // at the played choice reads its best one).
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
    const auto judged = [&](DecisionReview<typename G::Choice>& r) {
        if (r.thrown > 0 && r.pointsLost() >= 0)
            r.playedPoints = std::min(r.playedPoints, r.bestPoints - r.thrown);
        r.mistake = !(r.best == played) && isMistake(r.bestWinRate - r.playedWinRate,
                                                     r.pointsLost(), G::kMistakePoints, r.thrown);
        return r;
    };

    // A choice that throws points away for certain is weighed against the choice the search
    // likes best among those that keep more: the search may rank two choices a point apart
    // either way, and the played one first. When a second look finds it no better, it is the
    // mistake it looks; else the verdict is the first search's.
    const double playedThrows = thrownAway<G>(s, played);
    if (playedThrows >= 1 && !(thrownAway<G>(s, review.best) < playedThrows))
        for (const auto& alt : result.ranked) {
            const double keeps = thrownAway<G>(s, alt.choice);
            if (!(keeps < playedThrows)) continue;
            DecisionReview<typename G::Choice> kept = review;
            kept.best = alt.choice;
            kept.thrown = playedThrows - keeps;
            lookFrom(played, kept.playedWinRate, kept.playedPoints);
            lookFrom(alt.choice, kept.bestWinRate, kept.bestPoints);
            review.aborted = review.aborted || kept.aborted;
            kept.aborted = review.aborted;
            if (kept.pointsLost() >= 0) return judged(kept);
            break;
        }

    review.thrown = review.best == played ? 0 : thrownBeyond<G>(s, played, review.best);
    if (review.best == played || (review.bestWinRate - review.playedWinRate < confirmGap &&
                                  review.pointsLost() < G::kMistakePoints && review.thrown < 1))
        return judged(review);
    lookFrom(played, review.playedWinRate, review.playedPoints);
    lookFrom(review.best, review.bestWinRate, review.bestPoints);
    return judged(review);
}

} // namespace rano::ai
