#pragma once

// Reading a JSON file that a user named, the one way every front end reads one (rano-cli, the
// app's saved games, replays and Library): a folder, a device, a named pipe, a missing file or
// one over 8 MB gets a clear error at once, before a byte is read, and so does JSON that
// cannot be read (bad syntax, a number beyond a double such as 1e999, nesting too deep).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace rano {

// The file at `path` parsed into `out`; false with `error` ("PATH: why", the path said once).
bool readJsonFile(const std::string& path, nlohmann::json& out, std::string& error);

// The same with `why` not naming the path, for a caller whose message names it already.
bool readJsonFileWithoutPath(const std::string& path, nlohmann::json& out, std::string& why);

// The bytes of the regular file at `path`, at most kMaxJsonFileBytes; false with `why` (not
// naming the path). Anything but a regular file (after symbolic links) is refused before it is
// opened: opening a named pipe waits for a writer, and a device such as /dev/zero never ends.
// A file swapped for one of those between the check and the opening, or growing meanwhile, is
// refused too: it is opened without waiting, checked again, and read no further than the cap.
bool readFileText(const std::string& path, std::string& text, std::string& why);

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

// "" when a file of `bytes` may be read, else why not, with both sizes to the byte so that they
// differ even one byte over ("the file is too large: 8,388,609 bytes; Rano reads files up to
// 8 MB (8,388,608 bytes)").
std::string fileSizeProblem(long long bytes);

// "" when `text` nests no deeper than kMaxJsonDepth, else where it goes too deep ("nested
// deeper than 64 levels at byte 1024"). Reads strings as JSON does: a bracket in a string is
// text.
std::string jsonDepthProblem(std::string_view text);

// `text` parsed into `out`; false with `error` ("not valid JSON (...)", or too deep).
bool parseJson(std::string_view text, nlohmann::json& out, std::string& error);

} // namespace rano
