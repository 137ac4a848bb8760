#include "volcanic/choice.h"

#include <charconv>
#include <vector>

namespace rano::volcanic {

namespace {
struct Name {
    ChoiceKind kind;
    const char* word;
    int args; // numbers after the word
};
constexpr Name kNames[] = {
    {ChoiceKind::EndTurn, "end", 0},
    {ChoiceKind::Move, "move", 2},
    {ChoiceKind::Land, "land", 1},
    {ChoiceKind::BuildVillage, "village", 1},
    {ChoiceKind::CreateSettler, "settler", 1},
    {ChoiceKind::Sculpt, "sculpt", 1},
    {ChoiceKind::Raise, "raise", 2},
    {ChoiceKind::TakePrayer, "prayer", 0},
    {ChoiceKind::Pray, "pray", 0},
    {ChoiceKind::DontPray, "no-pray", 0},
    {ChoiceKind::Rescue, "rescue", 1},
};

std::vector<std::string_view> words(std::string_view text) {
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

std::optional<int> number(std::string_view w) {
    int v = 0;
    const auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc() || ptr != w.data() + w.size() || v < 0 || v > 127) return std::nullopt;
    return v;
}
} // namespace

std::string toText(const Choice& c) {
    for (const Name& n : kNames) {
        if (n.kind != c.kind) continue;
        std::string s = n.word;
        switch (c.kind) {
        case ChoiceKind::Move:
            s += ' ' + std::to_string(c.from) + ' ' + std::to_string(c.to);
            if (c.flag) s += " carry";
            break;
        case ChoiceKind::Raise:
            s += ' ' + std::to_string(c.to) + ' ' + std::to_string(c.flag);
            break;
        default:
            if (n.args == 1) s += ' ' + std::to_string(c.to);
        }
        return s;
    }
    return "?";
}

std::optional<Choice> parseChoice(std::string_view text) {
    const auto w = words(text);
    if (w.empty()) return std::nullopt;
    for (const Name& n : kNames) {
        if (w[0] != n.word) continue;
        const bool carry = n.kind == ChoiceKind::Move && w.size() == 4 && w[3] == "carry";
        if (int(w.size()) != 1 + n.args + (carry ? 1 : 0)) return std::nullopt;
        std::array<int, 2> v{};
        for (int i = 0; i < n.args; ++i) {
            const auto x = number(w[std::size_t(i + 1)]);
            if (!x) return std::nullopt;
            v[std::size_t(i)] = *x;
        }
        switch (n.kind) {
        case ChoiceKind::Move:
            return Choice::move(v[0], v[1], carry);
        case ChoiceKind::Raise:
            if (v[1] > 1) return std::nullopt;
            return Choice::at(ChoiceKind::Raise, v[0], v[1]);
        default:
            return n.args == 1 ? Choice::at(n.kind, v[0]) : Choice::of(n.kind);
        }
    }
    return std::nullopt;
}

} // namespace rano::volcanic
