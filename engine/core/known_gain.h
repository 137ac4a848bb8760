#pragma once

#include <optional>

#include "core/game_kit.h"

namespace rano {

// What a choice scores the player who takes it, at once, when that player can know it:
// nothing drawn by chance or turned up on the way (K::revealed). Otherwise nothing, so that
// a hint never tells what a die or a hidden card would do.
template <GameKit K>
std::optional<int> knownGain(const typename K::State& s, const typename K::Choice& c) {
    const int me = K::decider(s);
    if (me < 0) return std::nullopt;
    typename K::State after = s;
    if (!K::apply(after, c, nullptr).empty() || K::revealed(s, after)) return std::nullopt;
    return K::score(after, me).total() - K::score(s, me).total();
}

} // namespace rano
