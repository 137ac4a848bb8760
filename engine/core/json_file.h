#pragma once

// Reading a JSON file that a user named: a folder, a device or a missing file gets a clear
// error instead of an exception, and so does JSON that cannot be read (bad syntax, a number
// beyond a double such as 1e999).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

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

// How deep arrays and objects may nest in any JSON Rano reads. Its own files nest at most 6
// deep; the parser copes with more, but copying, comparing and printing a value recurse once
// a level, so a file nested 100,000 deep would overflow the stack long after it was read.
inline constexpr int kMaxJsonDepth = 64;

// The largest JSON file Rano reads: a whole game is about 50 KB, 200 times less. Reading the
// largest takes a fraction of a second; bigger files are refused before they are read.
inline constexpr long long kMaxJsonFileBytes = 8ll << 20;

// "" when a file of `bytes` may be read, else why not ("the file is too large (52 MB; Rano
// reads files up to 8 MB)").
std::string fileSizeProblem(long long bytes);

// "" when `text` nests no deeper than kMaxJsonDepth, else where it goes too deep ("nested
// deeper than 64 levels at byte 1024"). Reads strings as JSON does: a bracket in a string is
// text.
std::string jsonDepthProblem(std::string_view text);

// `text` parsed into `out`; false with `error` ("not valid JSON (...)", or too deep).
bool parseJson(std::string_view text, nlohmann::json& out, std::string& error);

} // namespace rano
