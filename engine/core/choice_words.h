#pragma once

// Reading a choice's text form ("move 3 4", "buy fish"): what every game's parseChoice needs.

#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace rano {

// The words of `text`, split at single spaces. A choice has one text form (a replay and the
// protocol compare them), so "end " or "move  3 4" give no words at all: nothing to parse.
inline std::vector<std::string_view> choiceWords(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i <= text.size()) {
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ')
            ++j;
        if (j == i) return {}; // an empty word: a space at an end, or two in a row
        out.push_back(text.substr(i, j - i));
        i = j + 1;
    }
    return out;
}

// A whole word read as a number in [0, max], or nothing; "025" is not 25.
inline std::optional<int> choiceNumber(std::string_view w, int max) {
    if (w.size() > 1 && w[0] == '0') return std::nullopt;
    int v = 0;
    const auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc() || ptr != w.data() + w.size() || v < 0 || v > max) return std::nullopt;
    return v;
}

} // namespace rano
