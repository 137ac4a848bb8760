#pragma once

// Reading a JSON file that a user named: a folder, a device or a missing file gets a clear
// error instead of an exception, and so does JSON that cannot be read (bad syntax, a number
// beyond a double such as 1e999).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace rano {

// The file at `path` parsed into `out`; false with `error` ("PATH: why", the path said once).
bool readJsonFile(const std::string& path, nlohmann::json& out, std::string& error);

// The file at `path` read by `fromJson(json, value, error)` into a `T`; nothing with `error`
// naming the path once, whichever step failed.
template <class T, class FromJson>
std::optional<T> loadJsonFile(const std::string& path, std::string& error, FromJson fromJson) {
    nlohmann::json j;
    T value;
    if (!readJsonFile(path, j, error)) return std::nullopt;
    if (!fromJson(j, value, error)) {
        error = path + ": " + error;
        return std::nullopt;
    }
    return value;
}

// `text` parsed into `out`; false with `error` ("not valid JSON (...)").
bool parseJson(const std::string& text, nlohmann::json& out, std::string& error);

} // namespace rano
