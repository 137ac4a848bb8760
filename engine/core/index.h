#pragma once

#include <cstddef>

namespace rano {

// A seat, a count or an id used as an index: the engine keeps them as int (they are small
// and signed arithmetic on them is natural) and indexes arrays with size_t. The one cast,
// written once.
constexpr std::size_t u(int i) {
    return std::size_t(i);
}

} // namespace rano
