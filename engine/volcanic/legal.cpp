// Which choices are legal now, and why another one is not.
#include <algorithm>
#include <bit>

#include "volcanic/rules_internal.h"

namespace rano::volcanic {

using detail::emit;
using detail::u;

void State::legalChoices(ChoiceList& out) const {
    out.clear();
    if (phase == Phase::Over) return;
    if (phase == Phase::Prayer) {
        if (player[detail::u(decider)].prayers > 0) out.push(Choice::of(ChoiceKind::Pray));
        out.push(Choice::of(ChoiceKind::DontPray));
        return;
    }
    if (phase == Phase::Rescue) {
        rescueDestinations(out);
        return;
    }
    const int p = active;
    const PlayerState& me = player[u(p)];
    out.push(Choice::endTurn());
    if (ap == 0) return;
    const Board& b = *board;
    if (me.onBoat > 0)
        for (int sp : b.bays[me.bay].landing)
            if (!spaceSunk(sp)) out.push(Choice::at(ChoiceKind::Land, sp));
    for (int sp = 0; sp < b.spaceCount(); ++sp) {
        if (settlers[u(sp)][u(p)] == 0) continue;
        const SpaceInfo& info = b.spaces[u(sp)];
        const bool canCarry = lyingMoai(sp, p) > 0;
        for (int d = 0; d < kDirections; ++d) {
            if (!canStep(sp, d)) continue;
            const int to = info.next[u(d)];
            out.push(Choice::move(sp, to, false));
            if (canCarry) out.push(Choice::move(sp, to, true));
        }
        if (ground[u(sp)] == Ground::Lava) {
            if (ap >= 2 && me.villages > 0) out.push(Choice::at(ChoiceKind::BuildVillage, sp));
            if (me.moai > 0) out.push(Choice::at(ChoiceKind::Sculpt, sp));
        }
        if (canCarry)
            for (int g = 0; g < info.geyserCount; ++g)
                if (raised[u(sp)][u(g)] < 0) out.push(Choice::at(ChoiceKind::Raise, sp, g));
    }
    if (me.settlers > 0) {
        for (int a = 0; a < b.areaCount(); ++a) {
            if (areaSunk(a)) continue;
            const AreaInfo& area = b.areas[u(a)];
            bool hasSettler = false;
            for (int sp : area.spaces)
                hasSettler = hasSettler || settlers[u(sp)][u(p)] > 0;
            if (!hasSettler || created[u(a)] >= villagesIn(a, p)) continue;
            for (int sp : area.spaces)
                if (!b.spaces[u(sp)].crater) out.push(Choice::at(ChoiceKind::CreateSettler, sp));
        }
    }
    if (!prayerTaken && prayerSupply > 0 && ap >= 1 + me.prayers)
        out.push(Choice::of(ChoiceKind::TakePrayer));
}

std::string State::reasonIllegal(const Choice& c) const {
    if (phase == Phase::Over) return "the game is over";
    if (isLegal(c)) return {};
    const bool turnChoice = c.kind != ChoiceKind::Pray && c.kind != ChoiceKind::DontPray &&
                            c.kind != ChoiceKind::Rescue;
    if (phase == Phase::Prayer && c.kind != ChoiceKind::Pray && c.kind != ChoiceKind::DontPray)
        return "a Prayer decision is pending: answer pray or no-pray";
    if (phase == Phase::Rescue && c.kind != ChoiceKind::Rescue)
        return "a rescue is pending: choose where the Settlers go";
    if (phase == Phase::Turn && !turnChoice) return "no Prayer or rescue decision is pending";
    const int spaces = board->spaceCount();
    if ((c.to >= spaces) || (c.from >= spaces)) return "no such space on this continent";
    const PlayerState& me = player[active];
    switch (c.kind) {
    case ChoiceKind::Move:
        if (ap < 1) return "no action point left";
        if (c.from < 0 || settlers[u(c.from)][active] == 0)
            return "you have no Settler on that space";
        if (c.to < 0 ||
            std::find(board->spaces[u(c.from)].next.begin(), board->spaces[u(c.from)].next.end(),
                      c.to) == board->spaces[u(c.from)].next.end())
            return "a Settler moves to an adjacent space only";
        if (board->spaces[u(c.to)].crater) return "nothing may enter a crater";
        if (spaceSunk(c.to)) return "that space has sunk";
        if (c.flag && lyingMoai(c.from, active) == 0)
            return "there is no lying Moai of yours to carry";
        return "a Fissure blocks that move";
    case ChoiceKind::Land:
        if (me.onBoat == 0) return "you have no Settler on your Boat";
        return "a Settler lands only on a space beside its Boat's bay";
    case ChoiceKind::BuildVillage:
        if (ap < 2) return "building a Village costs 2 AP";
        if (me.villages == 0) return "you have no Village left in reserve";
        [[fallthrough]];
    case ChoiceKind::Sculpt:
        if (ap < 1) return "no action point left";
        if (c.kind == ChoiceKind::Sculpt && me.moai == 0) return "you have no Moai left in reserve";
        if (c.to < 0 || settlers[u(c.to)][active] == 0) return "you need a Settler on that space";
        return "that space holds no lava";
    case ChoiceKind::CreateSettler:
        if (me.settlers == 0) return "you have no Settler left in reserve";
        return "a Settler is created in an Area with one of your Settlers and one of your "
               "Villages, at most once per Village there each turn";
    case ChoiceKind::Raise:
        return "raising needs your Settler and your lying Moai on a space with a free geyser";
    case ChoiceKind::TakePrayer:
        if (prayerTaken) return "only one Prayer token per turn";
        if (prayerSupply == 0) return "no Prayer token left in the supply";
        return "not enough action points for another Prayer token";
    default:
        return "that choice is not possible now";
    }
}

} // namespace rano::volcanic
