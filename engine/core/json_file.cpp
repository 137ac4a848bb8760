#include "core/json_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace rano {

std::string fileSizeProblem(long long bytes) {
    if (bytes <= kMaxJsonFileBytes) return {};
    return "the file is too large (" + std::to_string(bytes >> 20) +
           " MB; Rano reads files up to " + std::to_string(kMaxJsonFileBytes >> 20) + " MB)";
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

bool readJsonFile(const std::string& path, nlohmann::json& out, std::string& error) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        error = path + ": cannot open the file (no such file)";
        return false;
    }
    if (fs::is_directory(status)) {
        error = path + ": cannot open the file (it is a folder)";
        return false;
    }
    if (!fs::is_regular_file(status)) {
        error = path + ": cannot open the file (not a regular file)";
        return false;
    }
    if (const auto size = fs::file_size(path, ec); !ec) {
        if (const std::string big = fileSizeProblem(static_cast<long long>(size)); !big.empty()) {
            error = path + ": " + big;
            return false;
        }
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = path + ": cannot open the file (" + std::strerror(errno) + ")";
        return false;
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        error = path + ": cannot read the file";
        return false;
    }
    if (!parseJson(text.str(), out, error)) {
        error = path + ": " + error;
        return false;
    }
    return true;
}

} // namespace rano
