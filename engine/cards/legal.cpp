// Which choices are legal now, and why another one is not.

#include "cards/state.h"
#include "core/index.h"

namespace rano::cards {

void State::legalChoices(ChoiceList& out) const {
    out.clear();
    if (phase == Phase::Over) return;
    const PlayerState& me = player[u(decider)];
    switch (phase) {
    case Phase::Buy:
        out.push(Choice::of(ChoiceKind::Skip));
        for (int t = 0; t < kTypes; ++t)
            if (stack[u(t)] > 0 && price(decider, t) <= me.wood)
                out.push(Choice::with(ChoiceKind::Buy, t));
        return;
    case Phase::Play:
        if (me.hand[u(int(Kind::Lumberjack))]) out.push(Choice::of(ChoiceKind::Lumberjack));
        if (me.hand[u(int(Kind::Priest))]) out.push(Choice::of(ChoiceKind::Priest));
        if (me.hand[u(int(Kind::Moai))] && me.wood >= kMoaiCost)
            out.push(Choice::of(ChoiceKind::Moai));
        for (int t = 0; t < kTypes; ++t)
            for (int n = 1; n <= me.hand[u(int(huntersOf(t)))] && n - 1 <= me.wood; ++n)
                out.push(Choice::hunters(t, n));
        // Only a hand of Moai that cannot be paid for plays nothing: one Moai leaves.
        if (out.empty()) out.push(Choice::of(ChoiceKind::DiscardMoai));
        return;
    case Phase::Sacrifice:
        for (int t = 0; t < kTypes; ++t)
            if (me.sacrifices[u(t)]) out.push(Choice::with(ChoiceKind::Sacrifice, t));
        return;
    case Phase::Offer:
        for (int t = 0; t < kTypes; ++t)
            if (stack[u(t)]) out.push(Choice::with(ChoiceKind::Offer, t));
        return;
    case Phase::Draw:
        for (int c = 0; c < kColumns; ++c)
            if (height[u(c)]) out.push(Choice::with(ChoiceKind::Draw, c));
        return;
    case Phase::MoaiReward:
        out.push(Choice::of(ChoiceKind::Glory));
        out.push(Choice::of(ChoiceKind::Wood));
        return;
    case Phase::Substitute:
        for (int t = 0; t < kTypes; ++t)
            if (stack[u(t)]) out.push(Choice::with(ChoiceKind::Substitute, t));
        return;
    case Phase::Over:
        return;
    }
}

std::string State::reasonIllegal(const Choice& c) const {
    if (isLegal(c)) return {};
    if (over()) return "the game is over";
    const PlayerState& me = player[u(decider)];
    const bool typed = c.kind == ChoiceKind::Buy || c.kind == ChoiceKind::Hunters ||
                       c.kind == ChoiceKind::Sacrifice || c.kind == ChoiceKind::Offer ||
                       c.kind == ChoiceKind::Substitute;
    if (typed && (c.arg < 0 || c.arg >= kTypes)) return "no such Sacrifice type";
    const std::string type = typed ? typeWord(c.arg) : "";
    switch (phase) {
    case Phase::Buy:
        if (c.kind != ChoiceKind::Buy) return "now: buy a Sacrifice card or skip";
        if (!stack[u(c.arg)]) return "the " + type + " stack is empty";
        return "a " + type + " Sacrifice card costs " + std::to_string(price(decider, c.arg)) +
               " wood, more than the " + std::to_string(me.wood) + " held";
    case Phase::Play:
        switch (c.kind) {
        case ChoiceKind::Lumberjack:
        case ChoiceKind::Priest:
            return std::string("no ") + (c.kind == ChoiceKind::Priest ? "Priest" : "Lumberjack") +
                   " in hand";
        case ChoiceKind::Moai:
            if (!me.hand[u(int(Kind::Moai))]) return "no Moai in hand";
            return "a Moai costs " + std::to_string(kMoaiCost) + " wood, more than the " +
                   std::to_string(me.wood) + " held";
        case ChoiceKind::Hunters:
            if (c.count < 1 || c.count > 3) return "play 1 to 3 Hunters & Gatherers";
            if (me.hand[u(int(huntersOf(c.arg)))] < c.count)
                return "not " + std::to_string(c.count) + " " + type + " in hand";
            return "laying " + std::to_string(c.count) + " Hunters & Gatherers costs " +
                   std::to_string(c.count - 1) + " wood, more than the " + std::to_string(me.wood) +
                   " held";
        case ChoiceKind::DiscardMoai:
            return "a Moai leaves the game only when no card can be played";
        default:
            return "now: play cards from hand";
        }
    case Phase::Sacrifice:
        if (c.kind != ChoiceKind::Sacrifice) return "now: lay a Sacrifice card on the Stone";
        return "no " + type + " Sacrifice card held";
    case Phase::Offer:
        if (c.kind != ChoiceKind::Offer) return "now: add a card from an open stack to the Stone";
        return "the " + type + " stack is empty";
    case Phase::Draw:
        if (c.kind != ChoiceKind::Draw) return "now: draw a card from a column";
        return "no column " + std::to_string(c.arg);
    case Phase::MoaiReward:
        return "now: take the Moai reward as glory or as wood";
    case Phase::Substitute:
        if (c.kind != ChoiceKind::Substitute) return "now: pick another Sacrifice type";
        return "the " + type + " stack is empty";
    case Phase::Over:
        break;
    }
    return "not legal now";
}

} // namespace rano::cards
