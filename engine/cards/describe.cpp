#include "cards/describe.h"

namespace rano::cards {

namespace {
std::string woodText(int n) {
    return std::to_string(n) + " wood";
}
} // namespace

const char* colourName(int seat) {
    static constexpr const char* kNames[] = {"Red", "Blue", "Yellow", "Green"};
    return seat >= 0 && seat < 4 ? kNames[seat] : "Nobody";
}

const char* typeName(int type) {
    static constexpr const char* kNames[] = {"Fish", "Mulberry", "Sweet Potato", "Grain"};
    return type >= 0 && type < kTypes ? kNames[type] : "?";
}

std::string kindName(Kind k) {
    switch (k) {
    case Kind::Moai:
        return "Moai";
    case Kind::Priest:
        return "Priest";
    case Kind::Lumberjack:
        return "Lumberjack";
    default:
        return std::string("Hunters & Gatherers (") + typeName(typeOf(k)) + ")";
    }
}

std::string describe(const State& s, const Choice& c, int viewer) {
    const int who = s.whoDecides();
    const std::string type = typeName(c.arg);
    switch (c.kind) {
    case ChoiceKind::Skip:
        return "Buy no Sacrifice card";
    case ChoiceKind::Buy:
        return "Buy a " + type + " Sacrifice card (" + woodText(s.price(who, c.arg)) + ")";
    case ChoiceKind::Lumberjack:
        return "Play a Lumberjack";
    case ChoiceKind::Priest:
        return "Play a Priest";
    case ChoiceKind::Moai:
        return "Build a Moai (" + woodText(kMoaiCost) + ") and start a Sacrifice Round";
    case ChoiceKind::Hunters:
        return "Play " + std::to_string(c.count) + " Hunters & Gatherers (" + type + ")" +
               (c.count > 1 ? " (" + woodText(c.count - 1) + ")" : "");
    case ChoiceKind::DiscardMoai:
        return "Put a Moai out of the game (none can be built)";
    case ChoiceKind::Sacrifice:
        if (who == s.active)
            return viewer == who || viewer == kSeesAll ? "Sacrifice a " + type + " card face down"
                                                       : std::string("Sacrifice a card face down");
        return "Sacrifice a " + type + " card";
    case ChoiceKind::Offer:
        return "Add a " + type + " card from the open stack to the Stone";
    case ChoiceKind::Draw: {
        const int top = s.topOf(c.arg);
        return "Take the top card of column " + std::to_string(c.arg + 1) +
               (top >= 0 ? " (" + kindName(Kind(top)) + ")" : "");
    }
    case ChoiceKind::Glory:
    case ChoiceKind::Wood: {
        const int n = who >= 0 ? s.player[std::size_t(who)].display[std::size_t(Kind::Moai)] +
                                     (s.hasBonus(who, Kind::Moai) ? 1 : 0)
                               : 0;
        return "Take " + std::to_string(n) + (c.kind == ChoiceKind::Glory ? " glory" : " wood") +
               " for the Moai";
    }
    case ChoiceKind::Substitute:
        return "Take a " + type + " Sacrifice card instead";
    }
    return "?";
}

std::string describeScoring(const State& before, const Choice& c, const State& after) {
    if (c.kind != ChoiceKind::Draw || after.over() ||
        after.player[std::size_t(before.active)].handSize() <
            before.player[std::size_t(before.active)].handSize() + 1 ||
        after.player[std::size_t(before.active)].handSize() < kHandSize)
        return {};
    const int kind = after.topOf(c.arg);
    if (kind < 0) return {};
    std::string paid;
    for (int p = 0; p < after.players; ++p) {
        const PlayerState& was = before.player[std::size_t(p)];
        const PlayerState& now = after.player[std::size_t(p)];
        std::string gains;
        const auto add = [&](int n, const std::string& what) {
            if (n <= 0) return;
            gains += (gains.empty() ? " +" : ", +") + std::to_string(n) + " " + what;
        };
        add(now.glory - was.glory, "glory");
        add(now.wood - was.wood, "wood");
        for (int t = 0; t < kTypes; ++t)
            add(now.sacrifices[std::size_t(t)] - was.sacrifices[std::size_t(t)], typeName(t));
        if (!gains.empty()) paid += (paid.empty() ? "" : ", ") + std::string(colourName(p)) + gains;
    }
    const std::string head = kindName(Kind(kind)) + " scored";
    if (!paid.empty()) return head + ": " + paid;
    return Kind(kind) == Kind::Moai && after.phase == Phase::MoaiReward
               ? head + ": Moai owners choose glory or wood"
               : head + ": nobody gains";
}

} // namespace rano::cards
