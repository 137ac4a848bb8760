#include "volcanic/choice.h"

#include "core/choice_words.h"

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
    const auto w = choiceWords(text);
    if (w.empty()) return std::nullopt;
    for (const Name& n : kNames) {
        if (w[0] != n.word) continue;
        const bool carry = n.kind == ChoiceKind::Move && w.size() == 4 && w[3] == "carry";
        if (int(w.size()) != 1 + n.args + (carry ? 1 : 0)) return std::nullopt;
        std::array<int, 2> v{};
        for (int i = 0; i < n.args; ++i) {
            const auto x = choiceNumber(w[std::size_t(i + 1)], 127);
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
