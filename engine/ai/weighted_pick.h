#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/fixed_list.h"
#include "core/rng.h"

namespace rano::ai {

// A playout's choice among `legal`, each drawn with odds in proportion to `weight(choice)`.
// Allocates nothing: the weights live on the stack, one per place of the list.
template <class Choice, std::size_t N, class Weight>
Choice weightedPick(const FixedList<Choice, N>& legal, Weight weight, Rng& rng) {
    std::array<std::uint32_t, N> weights{};
    std::uint32_t total = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        weights[i] = weight(legal[i]);
        total += weights[i];
    }
    std::uint32_t r = rng.below(total);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (r < weights[i]) return legal[i];
        r -= weights[i];
    }
    return legal[0];
}

} // namespace rano::ai
