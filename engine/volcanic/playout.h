#pragma once

#include <cstdint>

#include "core/bots.h"
#include "volcanic/state.h"

namespace rano::volcanic {

// Uniformly random choices to the end (core/bots.h); the number of decisions taken.
inline std::int64_t randomPlayout(State& s, Rng& chooser) {
    return randomPlayoutOf<ChoiceList>(s, chooser);
}

} // namespace rano::volcanic
