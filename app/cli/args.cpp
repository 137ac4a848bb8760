#include "args.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <sstream>

std::string Args::get(const std::string& name, const std::string& fallback) const {
    for (const auto& [k, v] : options)
        if (k == name) return v;
    return fallback;
}

bool Args::has(const std::string& name) const {
    for (const auto& [k, v] : options)
        if (k == name) return true;
    return false;
}

Args parseArgs(const std::vector<std::string>& args, const std::vector<std::string>& flags,
               const std::vector<std::string>& valued) {
    Args a;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i].rfind("--", 0) == 0) {
            const std::string name = args[i].substr(2);
            const bool isFlag = std::find(flags.begin(), flags.end(), name) != flags.end();
            if (!isFlag && std::find(valued.begin(), valued.end(), name) == valued.end() &&
                a.unknown.empty())
                a.unknown = args[i];
            if (!isFlag && i + 1 < args.size())
                a.options.emplace_back(name, args[++i]);
            else
                a.options.emplace_back(name, "");
        } else {
            a.positional.push_back(args[i]);
        }
    }
    return a;
}

bool readOptions(const std::vector<std::string>& args, std::map<std::string, std::string>& options,
                 const std::string& usage) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string key = args[i].rfind("--", 0) == 0 ? args[i].substr(2) : "";
        if (!options.count(key) || i + 1 >= args.size()) {
            std::fprintf(stderr, "usage: %s\n", usage.c_str());
            return false;
        }
        options[key] = args[++i];
    }
    return true;
}

std::optional<unsigned long long> wholeNumber(const std::string& text, unsigned long long max) {
    unsigned long long v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || v > max)
        return std::nullopt;
    return v;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::stringstream in(s);
    for (std::string item; std::getline(in, item, sep);)
        out.push_back(item);
    return out;
}
