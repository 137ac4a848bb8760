// Which choices are legal now, and why another one is not.
#include <algorithm>
#include <bit>
#include <cstring>

#include "volcanic/rules_internal.h"
#include "volcanic/turn_choices.h"

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
    Choice* items = out.data();
    std::size_t n = 0;
    const auto take = [&](const Choice& c) {
        if (n < out.capacity()) items[n++] = c; // as push(), which drops what does not fit
    };
    forEachTurnChoice(*this, take, [&](const Choice* first, int count) {
        if (n + kDirections > out.capacity()) {
            for (int i = 0; i < count; ++i)
                take(first[i]);
            return;
        }
        // A space's every move at once, a fixed size (no call to memmove); the places past
        // `count` are written over next, or lie past the list's end.
        std::memcpy(static_cast<void*>(items + n), first, kDirections * sizeof(Choice));
        n += std::size_t(count);
    });
    out.resize(n);
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
