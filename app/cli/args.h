#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// Command-line options of rano-cli's commands: `--name value` pairs, `--flag`s and the rest.
struct Args {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>> options; // --name value ("" for flags)
    std::string unknown; // the first option the command does not take ("--frobnicate"), if any

    std::string get(const std::string& name, const std::string& fallback = {}) const;
    bool has(const std::string& name) const;
};

// `flags` are the option names that take no value, `valued` those that take one; any other
// `--name` is reported in `unknown`, so a mistyped option is refused rather than ignored.
Args parseArgs(const std::vector<std::string>& args, const std::vector<std::string>& flags,
               const std::vector<std::string>& valued);

// Reads `--name value` pairs into `options`, whose keys are the names a command takes and whose
// values their defaults. On any other argument or a name without its value, prints `usage` (the
// command and what it takes) and answers false.
bool readOptions(const std::vector<std::string>& args, std::map<std::string, std::string>& options,
                 const std::string& usage);

// `text` as a whole number from 0 to `max` (no sign, no other character), or nothing: "-1" is
// not 18446744073709551615 and "3x" is not 3.
std::optional<unsigned long long> wholeNumber(const std::string& text,
                                              unsigned long long max = ~0ull);

std::vector<std::string> split(const std::string& s, char sep);
