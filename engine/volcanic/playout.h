#pragma once

#include <cstdint>

#include "core/rng.h"
#include "volcanic/state.h"

namespace rano::volcanic {

// Plays uniformly random legal choices until the game ends; `chooser` is the players' own
// generator, never the game's. Returns the number of decisions taken.
inline std::int64_t randomPlayout(State& s, Rng& chooser) {
    ChoiceList legal;
    std::int64_t decisions = 0;
    while (!s.over()) {
        s.legalChoices(legal);
        s.applyLegal(legal[chooser.below(std::uint32_t(legal.size()))], nullptr);
        ++decisions;
    }
    return decisions;
}

} // namespace rano::volcanic
