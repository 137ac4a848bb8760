#include "atomic_write.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace {

std::string failure(const std::string& path, const std::string& why) {
    return path + ": cannot write (" + why + ")";
}

// The whole of `text` to `fd`, then to the disk; errno tells why not.
bool writeAll(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return ::fsync(fd) == 0;
}

} // namespace

std::string writeFileAtomically(const std::string& path, const std::string& text) {
    namespace fs = std::filesystem;
    std::error_code ec;
    // Follow the links by hand: a link to a file not made yet names where to make it.
    fs::path target = path;
    for (int hops = 0; fs::is_symlink(fs::symlink_status(target, ec)); ++hops) {
        if (hops == 40) return failure(path, "too many levels of links");
        const fs::path next = fs::read_symlink(target, ec);
        if (ec) return failure(path, ec.message());
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    const fs::file_status status = fs::status(target, ec);
    const bool exists = fs::exists(status);
    if (exists && !fs::is_regular_file(status))
        return failure(path, fs::is_directory(status) ? "it is a folder"
                                                      : "not a regular file; it is left as it is");
    const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string temporary = folder.string();
    temporary.append("/.").append(target.filename().string()).append(".XXXXXX");
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) return failure(path, std::strerror(errno));
    // mkstemp makes the file private; a new file gets the usual rights, a replaced one keeps its.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    const mode_t mode = exists ? mode_t(status.permissions()) : mode_t(0666 & ~mask);
    bool ok = ::fchmod(fd, mode) == 0 && writeAll(fd, text);
    int error = ok ? 0 : errno;
    if (::close(fd) != 0 && ok) {
        ok = false;
        error = errno;
    }
    if (ok && std::rename(temporary.c_str(), target.c_str()) != 0) {
        ok = false;
        error = errno;
    }
    if (!ok) {
        ::unlink(temporary.c_str());
        return failure(path, std::strerror(error));
    }
    return {};
}
