#pragma once

// A token bucket: `burst` messages at once, refilled at `perSecond`; the clock is passed in
// (milliseconds from any fixed start), so the limiter is plain arithmetic to test.

#include <algorithm>
#include <cstdint>

namespace rano::server {

class RateLimit {
public:
    RateLimit(double perSecond, double burst)
        : perSecond_(perSecond), burst_(burst), tokens_(burst) {}

    // Whether one more message is allowed at `nowMs`; takes its token if so.
    bool take(std::int64_t nowMs) {
        if (!ready(nowMs)) return false;
        tokens_ -= 1;
        return true;
    }
    // Whether one more would be allowed, taking nothing.
    bool ready(std::int64_t nowMs) {
        if (last_ >= 0)
            tokens_ = std::min(burst_, tokens_ + double(nowMs - last_) * perSecond_ / 1000);
        last_ = nowMs;
        return tokens_ >= 1;
    }

private:
    double perSecond_, burst_, tokens_;
    std::int64_t last_ = -1;
};

// Milliseconds on a clock that only goes forward, from the first call.
std::int64_t monotonicMs();

} // namespace rano::server
