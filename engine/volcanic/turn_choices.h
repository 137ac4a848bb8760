#pragma once

// The legal choices of a turn, handed one by one to a callback in legalChoices()' order: the
// AI's playout weighs them as they come instead of listing them first (ai.cpp).

#include "volcanic/state.h"

namespace rano::volcanic {

// Calls `take(choice)` for every legal choice of the active player's turn (phase Turn), in
// the order legalChoices() lists them.
// `takeMany(first, count)` is handed a run of moves at once, where a list can copy them.
template <class Take, class TakeMany>
void forEachTurnChoice(const State& s, Take&& take, TakeMany&& takeMany) {
    const int p = s.active;
    const PlayerState& me = s.player[u(p)];
    take(Choice::endTurn());
    if (s.ap == 0) return;
    const Board& b = *s.board;
    if (me.onBoat > 0)
        for (int sp : b.bays[me.bay].landing)
            if (!s.spaceSunk(sp)) take(Choice::at(ChoiceKind::Land, sp));
    // Only the spaces holding one of p's Settlers, and their open sides, are visited.
    const std::uint64_t gone = s.sunkSpaces();
    // Read once: the choices written may alias the state, as far as the compiler knows.
    const std::uint64_t fissures = s.fissure[0];
    const std::uint64_t mine = s.settlerSpaces(p);
    std::uint32_t areas = 0; // the Areas holding one of them, a bit each
    for (std::uint64_t m = mine; m; m &= m - 1) {
        const int sp = std::countr_zero(m);
        const SpaceInfo& info = b.spaces[u(sp)];
        areas |= 1u << info.area;
        const bool canCarry = s.lyingMoai(sp, p) > 0;
        if (!(info.walkSpaces & gone) && !(info.walkBorders & fissures)) {
            // Every side open: no test.
            if (canCarry)
                for (int i = 0; i < info.walkCount; ++i) {
                    take(Choice::move(sp, info.walkTo[u(i)], false));
                    take(Choice::move(sp, info.walkTo[u(i)], true));
                }
            else
                takeMany(info.walkMoves.data(), int(info.walkCount));
        } else {
            for (int i = 0; i < info.walkCount; ++i) {
                const int to = info.walkTo[u(i)];
                if (((gone >> to) & 1u) || (fissures & info.walkBorderBit[u(i)])) continue;
                take(Choice::move(sp, to, false));
                if (canCarry) take(Choice::move(sp, to, true));
            }
        }
        if (s.ground[u(sp)] == Ground::Lava) {
            if (s.ap >= 2 && me.villages > 0) take(Choice::at(ChoiceKind::BuildVillage, sp));
            if (me.moai > 0) take(Choice::at(ChoiceKind::Sculpt, sp));
        }
        if (canCarry)
            for (int g = 0; g < info.geyserCount; ++g)
                if (s.raised[u(sp)][u(g)] < 0) take(Choice::at(ChoiceKind::Raise, sp, g));
    }
    if (me.settlers > 0) {
        // Only those Areas, in increasing order as a walk over every Area would meet them.
        const std::uint64_t villages = s.groundSpaces(Ground::Village);
        for (std::uint32_t m = areas & ~s.sunk; m; m &= m - 1) {
            const int a = std::countr_zero(m);
            if (s.created[u(a)] >= s.villagesIn(a, p, villages)) continue;
            // In increasing order, as the Area lists its spaces.
            for (std::uint64_t land = b.areas[u(a)].landBits; land; land &= land - 1)
                take(Choice::at(ChoiceKind::CreateSettler, std::countr_zero(land)));
        }
    }
    if (!s.prayerTaken && s.prayerSupply > 0 && s.ap >= 1 + me.prayers)
        take(Choice::of(ChoiceKind::TakePrayer));
}

template <class Take> void forEachTurnChoice(const State& s, Take&& take) {
    forEachTurnChoice(s, take, [&](const Choice* first, int count) {
        for (int i = 0; i < count; ++i)
            take(first[i]);
    });
}

} // namespace rano::volcanic
