#pragma once

// The bots every game has, written once over a state that lists its legal choices
// (`legalChoices`), plays one (`applyLegal`) and says who decides and when it is over. A
// game adds only its greedy heuristic.

#include <cstdint>

#include "core/best_pick.h"
#include "core/rng.h"

namespace rano {

// A uniformly random legal choice. Deterministic for the generator's seed.
template <class ChoiceList, class State>
auto randomChoiceOf(const State& s, Rng& rng) -> typename ChoiceList::value_type {
    ChoiceList legal;
    s.legalChoices(legal);
    return legal[rng.below(std::uint32_t(legal.size()))];
}

// The legal choice `valueOf(choice)` rates highest, ties to the bot's generator: a one-step
// lookahead when `valueOf` plays the choice on a copy and weighs the position it leads to.
template <class ChoiceList, class State, class ValueOf>
auto bestChoiceOf(const State& s, Rng& rng, ValueOf valueOf) -> typename ChoiceList::value_type {
    ChoiceList legal;
    s.legalChoices(legal);
    BestPick<typename ChoiceList::value_type> pick(legal[0]);
    for (const auto& c : legal)
        pick.offer(c, valueOf(c), rng);
    return pick.best();
}

// Plays uniformly random legal choices until the game ends; `chooser` is the players' own
// generator, never the game's. Returns the number of decisions taken.
template <class ChoiceList, class State> std::int64_t randomPlayoutOf(State& s, Rng& chooser) {
    ChoiceList legal;
    std::int64_t decisions = 0;
    while (!s.over()) {
        s.legalChoices(legal);
        s.applyLegal(legal[chooser.below(std::uint32_t(legal.size()))]);
        ++decisions;
    }
    return decisions;
}

} // namespace rano
