#include "core/json_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace rano {

bool parseJson(const std::string& text, nlohmann::json& out, std::string& error) {
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
