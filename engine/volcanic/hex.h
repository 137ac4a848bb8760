#pragma once

#include <array>
#include <cstdint>
#include <functional>

namespace rano::volcanic {

// A hexagonal space on the axial (q, r) grid, pointy-top.
// Directions 0-5 go counter-clockwise from east: E, NE, NW, W, SW, SE.
struct Hex {
    int q = 0;
    int r = 0;

    friend constexpr bool operator==(Hex, Hex) = default;
    friend constexpr auto operator<=>(Hex, Hex) = default;
    constexpr Hex operator+(Hex o) const { return {q + o.q, r + o.r}; }
    constexpr Hex operator-(Hex o) const { return {q - o.q, r - o.r}; }
};

inline constexpr int kDirections = 6;

inline constexpr std::array<Hex, kDirections> kDirectionOffsets = {
    Hex{1, 0}, Hex{1, -1}, Hex{0, -1}, Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}};

constexpr int opposite(int direction) {
    return (direction + 3) % kDirections;
}
constexpr int rotateDirection(int direction, int steps) {
    return ((direction + steps) % kDirections + kDirections) % kDirections;
}
constexpr Hex neighbour(Hex h, int direction) {
    return h + kDirectionOffsets[direction];
}

// Turns `h` by `steps` sixths of a turn counter-clockwise around the origin.
// rotate(kDirectionOffsets[d], k) == kDirectionOffsets[rotateDirection(d, k)].
constexpr Hex rotate(Hex h, int steps) {
    steps = ((steps % kDirections) + kDirections) % kDirections;
    for (int i = 0; i < steps; ++i) {
        // One step counter-clockwise in axial coordinates: (q, r) -> (q + r, -q).
        const int q = h.q + h.r;
        const int r = -h.q;
        h = {q, r};
    }
    return h;
}

constexpr int distance(Hex a, Hex b) {
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    const int ds = -dq - dr;
    const auto abs = [](int x) { return x < 0 ? -x : x; };
    return (abs(dq) + abs(dr) + abs(ds)) / 2;
}

} // namespace rano::volcanic

template <> struct std::hash<rano::volcanic::Hex> {
    std::size_t operator()(rano::volcanic::Hex h) const noexcept {
        return std::hash<long long>{}((static_cast<long long>(h.q) << 32) ^ (h.r & 0xffffffff));
    }
};
