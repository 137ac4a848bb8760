#include "rate_limit.h"

#include <QElapsedTimer>

namespace rano::server {

std::int64_t monotonicMs() {
    static const QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

} // namespace rano::server
