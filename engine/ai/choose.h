#pragma once

// The AI's entry points, written once for every game: a level's choice, and the review of a
// recorded decision. `Kit` is a game kit (core/game_kit.h): its Search adapter, its bots and
// its levels' profiles.

#include <atomic>
#include <cstdint>
#include <functional>
#include <utility>

#include "ai/level.h"
#include "ai/mcts.h"
#include "ai/review.h"
#include "core/rng.h"

namespace rano::ai {

// The choice of `level` for whoever decides in `s`, searched at `profile`'s knobs. `ms`
// overrides the level's time; `iterations` (when > 0) replaces time, which makes the result
// deterministic for a seed.
template <class Kit>
Advice<typename Kit::Choice>
chooseAtProfile(const typename Kit::State& s, Level level, const Profile& profile,
                std::uint64_t seed, int ms, std::int64_t iterations, const std::atomic<bool>* abort,
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
    // A forced move needs no thought to be played; a hint (chanceOnly) still searches it, so
    // that it says the player's real chance rather than 0 %.
    if (legal.size() == 1 && !profile.chanceOnly) {
        advice.choice = legal[0];
        advice.top.push_back({legal[0], 0.0, 0});
        return advice;
    }
    return searchAtProfile<typename Kit::Search>(s, legal, profile, ms, iterations, rng, abort,
                                                 progress);
}

// The level's choice for whoever decides in `s`, at the level's own knobs.
template <class Kit>
Advice<typename Kit::Choice>
chooseAtLevel(const typename Kit::State& s, Level level, std::uint64_t seed, int ms,
              std::int64_t iterations, const std::atomic<bool>* abort,
              const std::function<void(const Progress<typename Kit::Choice>&)>& progress) {
    return chooseAtProfile<Kit>(s, level, Kit::profile(level), seed, ms, iterations, abort,
                                progress);
}

// The review of `played` in `s` (ai/review.h) at Hard's playout horizon.
template <class Kit>
DecisionReview<typename Kit::Choice>
reviewAtHard(const typename Kit::State& s, const typename Kit::Choice& played,
             std::int64_t iterations, std::uint64_t seed, const std::atomic<bool>* abort,
             double confirmGap, double seconds = 0) {
    return reviewDecision<typename Kit::Search>(s, played, iterations, Kit::profile(Level::Hard),
                                                seed, abort, confirmGap, seconds);
}

// The kit of a game's State: its kit header declares `Kit kitOf(const State&);`, found by
// argument-dependent lookup.
template <class State> using KitOf = decltype(kitOf(std::declval<const State&>()));

// A level's choice for whoever decides in `s`, for any game (chooseAtLevel). Reads only what
// that player may see: the search re-deals what is hidden in its own copies.
template <class State, class Kit = KitOf<State>>
Advice<typename Kit::Choice>
aiChoose(const State& s, Level level, std::uint64_t seed, int ms = 0, std::int64_t iterations = 0,
         const std::atomic<bool>* abort = nullptr,
         const std::function<void(const Progress<typename Kit::Choice>&)>& progress = {}) {
    return chooseAtLevel<Kit>(s, level, seed, ms, iterations, abort, progress);
}

// The same level's advice to a human seat, what a hint shows: the level's search with no stake
// in the game's end (Outlook::endStake, stepStake, gatheredStake) and nothing but the chance of
// winning in its judgement (Outlook::chanceOnly), so the chances it ranks by and shows are
// chances of winning.
template <class State, class Kit = KitOf<State>>
Advice<typename Kit::Choice>
aiAdvise(const State& s, Level level, std::uint64_t seed, int ms = 0, std::int64_t iterations = 0,
         const std::atomic<bool>* abort = nullptr,
         const std::function<void(const Progress<typename Kit::Choice>&)>& progress = {}) {
    Profile profile = Kit::profile(level);
    profile.endStake = 0;
    profile.stepStake = 0;
    profile.gatheredStake = 0;
    profile.judgedStake = 0;
    profile.chanceOnly = true;
    return chooseAtProfile<Kit>(s, level, profile, seed, ms, iterations, abort, progress);
}

// The AI's view of one recorded decision, for a replay's analysis (reviewAtHard).
template <class State, class Kit = KitOf<State>>
DecisionReview<typename Kit::Choice>
reviewDecision(const State& s, const typename Kit::Choice& played, std::int64_t iterations,
               std::uint64_t seed, const std::atomic<bool>* abort = nullptr,
               double confirmGap = 0.12) {
    return reviewAtHard<Kit>(s, played, iterations, seed, abort, confirmGap);
}

} // namespace rano::ai
