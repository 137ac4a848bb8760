#pragma once

// The AI's entry points, written once for every game: a level's choice, and the review of a
// recorded decision. `Kit` is a game kit (core/game_kit.h): its Search adapter, its bots and
// its levels' profiles.

#include <atomic>
#include <cstdint>
#include <functional>

#include "ai/level.h"
#include "ai/mcts.h"
#include "ai/review.h"
#include "core/rng.h"

namespace rano::ai {

// The level's choice for whoever decides in `s`. `ms` overrides the level's time;
// `iterations` (when > 0) replaces time, which makes the result deterministic for a seed.
template <class Kit>
Advice<typename Kit::Choice>
chooseAtLevel(const typename Kit::State& s, Level level, std::uint64_t seed, int ms,
              std::int64_t iterations, const std::atomic<bool>* abort,
              const std::function<void(const Progress<typename Kit::Choice>&)>& progress) {
    Advice<typename Kit::Choice> advice;
    Rng rng(seed);
    typename Kit::ChoiceList legal;
    Kit::Search::legal(s, legal);
    if (legal.empty()) return advice;
    if (level == Level::Random || level == Level::Greedy) {
        advice.choice = level == Level::Random ? Kit::randomBot(s, rng) : Kit::greedyBot(s, rng);
        return advice;
    }
    if (legal.size() == 1) { // nothing to think about
        advice.choice = legal[0];
        advice.top.push_back({legal[0], 0.0, 0});
        return advice;
    }
    return searchAtProfile<typename Kit::Search>(s, legal, Kit::profile(level), ms, iterations, rng,
                                                 abort, progress);
}

// The review of `played` in `s` (ai/review.h) at Hard's playout horizon.
template <class Kit>
DecisionReview<typename Kit::Choice>
reviewAtHard(const typename Kit::State& s, const typename Kit::Choice& played,
             std::int64_t iterations, std::uint64_t seed, const std::atomic<bool>* abort,
             double confirmGap) {
    return reviewDecision<typename Kit::Search>(
        s, played, iterations, Kit::profile(Level::Hard).playoutTurns, seed, abort, confirmGap);
}

} // namespace rano::ai
