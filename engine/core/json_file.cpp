#include "core/json_file.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace rano {

namespace {

// 8388609 as "8,388,609".
std::string withThousands(long long n) {
    const std::string digits = std::to_string(n);
    std::string out;
    const std::size_t first = digits.front() == '-' ? 1 : 0;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > first && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// `size` says how large the file is ("8,388,609 bytes").
std::string tooLarge(const std::string& size) {
    return "the file is too large: " + size + "; Rano reads files up to " +
           std::to_string(kMaxJsonFileBytes >> 20) + " MB (" + withThousands(kMaxJsonFileBytes) +
           " bytes)";
}

std::string systemError(int code) {
    return std::error_code(code, std::generic_category()).message();
}

// Closes a file descriptor on every way out.
struct FileDescriptor {
    int fd;
    ~FileDescriptor() {
        if (fd >= 0) ::close(fd);
    }
};

} // namespace

std::string fileSizeProblem(long long bytes) {
    if (bytes <= kMaxJsonFileBytes) return {};
    return tooLarge(withThousands(bytes) + " bytes");
}

bool readFileText(const std::string& path, std::string& text, std::string& why) {
    namespace fs = std::filesystem;
    text.clear();
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec); // through symbolic links
    if (!fs::exists(status)) {
        why = "cannot open the file (" +
              (ec && ec != std::errc::no_such_file_or_directory ? ec.message()
                                                                : std::string("no such file")) +
              ")";
        return false;
    }
    if (fs::is_directory(status)) {
        why = "cannot open the file (it is a folder)";
        return false;
    }
    if (!fs::is_regular_file(status)) {
        why = "cannot open the file (not a regular file)";
        return false;
    }
    // O_NONBLOCK: a named pipe put in the file's place since the check is opened without
    // waiting for a writer, and then refused below; a regular file reads as ever.
    const FileDescriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)};
    if (file.fd < 0) {
        why = "cannot open the file (" + systemError(errno) + ")";
        return false;
    }
    struct stat opened {};
    if (::fstat(file.fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        why = "cannot open the file (not a regular file)";
        return false;
    }
    if (why = fileSizeProblem(static_cast<long long>(opened.st_size)); !why.empty()) return false;
    // Never more than the cap and one byte, whatever the size said: a file may grow meanwhile.
    const std::size_t cap = std::size_t(kMaxJsonFileBytes);
    text.resize(std::min<std::size_t>(std::size_t(opened.st_size), cap) + 1);
    std::size_t done = 0;
    while (true) {
        if (done == text.size()) {
            if (done > cap) {
                text.clear();
                why = tooLarge("more than " + withThousands(kMaxJsonFileBytes) + " bytes");
                return false;
            }
            text.resize(std::min(cap + 1, text.size() * 2));
        }
        const ssize_t n = ::read(file.fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            text.clear();
            why = "cannot read the file (" + systemError(errno) + ")";
            return false;
        }
        if (n == 0) break;
        done += std::size_t(n);
    }
    text.resize(done);
    return true;
}

std::string jsonDepthProblem(std::string_view text) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i; // the escaped character, a quote included
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth)
                return "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels at byte " +
                       std::to_string(i);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return {};
}

bool parseJson(std::string_view text, nlohmann::json& out, std::string& error) {
    if (const std::string deep = jsonDepthProblem(text); !deep.empty()) {
        error = "not valid JSON for Rano (" + deep + ")";
        return false;
    }
    try {
        out = nlohmann::json::parse(text);
        return true;
    } catch (const nlohmann::json::exception& e) {
        error = std::string("not valid JSON (") + e.what() + ")";
        return false;
    }
}

bool readJsonFileWithoutPath(const std::string& path, nlohmann::json& out, std::string& why) {
    std::string text;
    return readFileText(path, text, why) && parseJson(text, out, why);
}

bool readJsonFile(const std::string& path, nlohmann::json& out, std::string& error) {
    if (readJsonFileWithoutPath(path, out, error)) return true;
    error = path + ": " + error;
    return false;
}

} // namespace rano
