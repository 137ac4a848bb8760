#include "cards/choice.h"
#include "cards/state.h"

#include "core/choice_words.h"

namespace rano::cards {

namespace {
constexpr const char* kKindWords[kKinds] = {"moai",     "priest",       "lumberjack", "fish",
                                            "mulberry", "sweet-potato", "grain"};

} // namespace

const char* kindWord(Kind k) {
    return int(k) < kKinds ? kKindWords[int(k)] : "?";
}

const char* typeWord(int type) {
    return type >= 0 && type < kTypes ? kKindWords[kFirstHunters + type] : "?";
}

std::optional<Kind> kindFromWord(std::string_view word) {
    for (int k = 0; k < kKinds; ++k)
        if (word == kKindWords[k]) return Kind(k);
    return std::nullopt;
}

std::optional<int> typeFromWord(std::string_view word) {
    const auto k = kindFromWord(word);
    if (!k || !isHunters(*k)) return std::nullopt;
    return typeOf(*k);
}

std::string toText(const Choice& c) {
    const std::string type = typeWord(c.arg);
    switch (c.kind) {
    case ChoiceKind::Skip:
        return "skip";
    case ChoiceKind::Buy:
        return "buy " + type;
    case ChoiceKind::Lumberjack:
        return "play lumberjack";
    case ChoiceKind::Priest:
        return "play priest";
    case ChoiceKind::Moai:
        return "play moai";
    case ChoiceKind::Hunters:
        return "play " + type + " " + std::to_string(c.count);
    case ChoiceKind::DiscardMoai:
        return "discard moai";
    case ChoiceKind::Sacrifice:
        return "sacrifice " + type;
    case ChoiceKind::Offer:
        return "offer " + type;
    case ChoiceKind::Draw:
        return "draw " + std::to_string(c.arg);
    case ChoiceKind::Glory:
        return "glory";
    case ChoiceKind::Wood:
        return "wood";
    case ChoiceKind::Substitute:
        return "take " + type;
    }
    return "?";
}

std::optional<Choice> parseChoice(std::string_view text) {
    const auto w = choiceWords(text);
    if (w.empty()) return std::nullopt;
    if (w.size() == 1) {
        if (w[0] == "skip") return Choice::of(ChoiceKind::Skip);
        if (w[0] == "glory") return Choice::of(ChoiceKind::Glory);
        if (w[0] == "wood") return Choice::of(ChoiceKind::Wood);
        return std::nullopt;
    }
    if (w.size() == 2 && w[0] == "discard" && w[1] == "moai")
        return Choice::of(ChoiceKind::DiscardMoai);
    if (w.size() == 2 && w[0] == "draw") {
        if (w[1].size() != 1 || w[1][0] < '0' || w[1][0] >= '0' + kColumns) return std::nullopt;
        return Choice::with(ChoiceKind::Draw, w[1][0] - '0');
    }
    if (w[0] == "play") {
        const auto kind = kindFromWord(w[1]);
        if (!kind) return std::nullopt;
        if (!isHunters(*kind)) {
            if (w.size() != 2) return std::nullopt;
            return Choice::of(*kind == Kind::Moai     ? ChoiceKind::Moai
                              : *kind == Kind::Priest ? ChoiceKind::Priest
                                                      : ChoiceKind::Lumberjack);
        }
        if (w.size() != 3 || w[2].size() != 1 || w[2][0] < '1' || w[2][0] > '3')
            return std::nullopt;
        return Choice::hunters(typeOf(*kind), w[2][0] - '0');
    }
    if (w.size() != 2) return std::nullopt;
    const auto type = typeFromWord(w[1]);
    if (!type) return std::nullopt;
    if (w[0] == "buy") return Choice::with(ChoiceKind::Buy, *type);
    if (w[0] == "sacrifice") return Choice::with(ChoiceKind::Sacrifice, *type);
    if (w[0] == "offer") return Choice::with(ChoiceKind::Offer, *type);
    if (w[0] == "take") return Choice::with(ChoiceKind::Substitute, *type);
    return std::nullopt;
}

std::optional<Kind> cardPlayed(const Choice& c) {
    switch (c.kind) {
    case ChoiceKind::Lumberjack:
        return Kind::Lumberjack;
    case ChoiceKind::Priest:
        return Kind::Priest;
    case ChoiceKind::Moai:
    case ChoiceKind::DiscardMoai:
        return Kind::Moai;
    case ChoiceKind::Hunters:
        return huntersOf(c.arg);
    default:
        return std::nullopt;
    }
}

} // namespace rano::cards
