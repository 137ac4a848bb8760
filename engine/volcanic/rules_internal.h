#pragma once

// Small helpers shared by the rule files (state.cpp, legal.cpp, apply.cpp, eruption.cpp,
// sinking.cpp); not part of the engine's interface.

#include <cstddef>

#include "core/index.h"
#include "volcanic/state.h"

namespace rano::volcanic::detail {

inline void emit(EventList* ev, EventKind kind, int player = -1, int space = -1, int other = -1,
                 int value = 0) {
    if (ev)
        ev->push({kind, std::int8_t(player), std::int8_t(space), std::int8_t(other),
                  std::int16_t(value)});
}

using rano::u;

} // namespace rano::volcanic::detail
