#pragma once

// A server holds two sockets and a file a table at times, and its load test as many sockets:
// as many descriptors as the system lets this user have, not the shell's default of 1,024.

#include <sys/resource.h>

namespace rano::server {

inline void raiseOpenFileLimit() {
    rlimit files{};
    if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
        files.rlim_cur = files.rlim_max;
        setrlimit(RLIMIT_NOFILE, &files);
    }
}

} // namespace rano::server
