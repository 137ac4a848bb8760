#pragma once

#include <string>
#include <utility>
#include <vector>

// Command-line options of rano-cli's commands: `--name value` pairs, `--flag`s and the rest.
struct Args {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>> options; // --name value ("" for flags)

    std::string get(const std::string& name, const std::string& fallback = {}) const;
    bool has(const std::string& name) const;
};

// `flags` are the option names that take no value.
Args parseArgs(const std::vector<std::string>& args, const std::vector<std::string>& flags);

std::vector<std::string> split(const std::string& s, char sep);

// Writes `text` to a temporary file beside `path`, then renames it over `path`: a reader sees
// the old file or the new one, never half of one.
bool writeFileAtomically(const std::string& path, const std::string& text);
