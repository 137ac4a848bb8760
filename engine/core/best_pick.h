#pragma once

// The best of several valued options, ties broken at random (each tied option equally
// likely, drawn as they come): how a greedy bot picks.

#include <cstdint>

#include "core/rng.h"

namespace rano {

template <class Option> class BestPick {
public:
    explicit BestPick(const Option& first) : best_(first) {}

    void offer(const Option& option, double value, Rng& rng) {
        if (value > bestValue_ + 1e-9) {
            best_ = option;
            bestValue_ = value;
            ties_ = 1;
        } else if (value > bestValue_ - 1e-9 && rng.below(std::uint32_t(++ties_)) == 0) {
            best_ = option;
        }
    }
    const Option& best() const { return best_; }

private:
    Option best_;
    double bestValue_ = -1e18;
    int ties_ = 0;
};

} // namespace rano
