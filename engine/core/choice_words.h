#pragma once

// Reading a choice's text form ("move 3 4", "buy fish"): what every game's parseChoice needs.

#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace rano {

// The words of `text`, split at spaces (several spaces count as one).
inline std::vector<std::string_view> choiceWords(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ')
            ++j;
        if (j > i) out.push_back(text.substr(i, j - i));
        i = j;
    }
    return out;
}

// A whole word read as a number in [0, max], or nothing.
inline std::optional<int> choiceNumber(std::string_view w, int max) {
    int v = 0;
    const auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc() || ptr != w.data() + w.size() || v < 0 || v > max) return std::nullopt;
    return v;
}

} // namespace rano
