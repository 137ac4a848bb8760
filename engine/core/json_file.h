#pragma once

// Reading a JSON file that a user named: a folder, a device or a missing file gets a clear
// error instead of an exception, and so does JSON that cannot be read (bad syntax, a number
// beyond a double such as 1e999).

#include <nlohmann/json.hpp>
#include <string>

namespace rano {

// The file at `path` parsed into `out`; false with `error` ("PATH: why", the path said once).
bool readJsonFile(const std::string& path, nlohmann::json& out, std::string& error);

// `text` parsed into `out`; false with `error` ("not valid JSON (...)").
bool parseJson(const std::string& text, nlohmann::json& out, std::string& error);

} // namespace rano
