#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace rano {

// The engine's only source of chance. Library distributions (std::uniform_int_distribution,
// std::shuffle) differ between standard libraries, which would make a seed replay differently
// on another compiler; this generator and its bounded draw are fully specified here.
// xoshiro256** seeded through splitmix64: 32 bytes of state, trivially copyable.
class Rng {
public:
    Rng() : Rng(0) {}
    explicit Rng(std::uint64_t seed);

    // Inline, as every playout of every game draws from it.
    std::uint64_t next() {
        const std::uint64_t result = std::rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = std::rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, bound); bound must be > 0. Rejection sampling keeps it exactly uniform.
    std::uint32_t below(std::uint32_t bound) {
        for (;;) {
            const auto x = static_cast<std::uint32_t>(next() >> 32);
            // Values under `threshold` (less than `bound`) would make some results more
            // likely: draw again for those. It takes a division, needed only for the rare x
            // under bound - 1.
            if (x >= bound - 1 || x >= static_cast<std::uint32_t>(-bound) % bound) return x % bound;
        }
    }

    template <typename T> void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    const std::array<std::uint64_t, 4>& words() const { return s_; }
    void setWords(const std::array<std::uint64_t, 4>& w) { s_ = w; }

    friend bool operator==(const Rng&, const Rng&) = default;

private:
    std::array<std::uint64_t, 4> s_;
};

} // namespace rano
