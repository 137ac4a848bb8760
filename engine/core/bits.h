#pragma once

#include <cstdint>

namespace rano {

// The number of bits set, by the classic SWAR sum. std::popcount compiles to a call into
// libgcc (__popcountdi2) on the baseline x86-64 the package targets, which has no POPCNT
// instruction; the engines count bits in their hot paths (issue 67).
constexpr int bitCount(std::uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return int((x * 0x0101010101010101ULL) >> 56);
}

static_assert(bitCount(0) == 0 && bitCount(0xffffffffffffffffULL) == 64 && bitCount(0x8001) == 2);

} // namespace rano
