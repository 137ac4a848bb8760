// Sinking: finding the part that sinks, rescues, and removing it.
#include <algorithm>
#include <array>
#include <bit>

#include "volcanic/rules_internal.h"

namespace rano::volcanic {

using detail::emit;
using detail::u;

int State::linkedParts(std::array<std::uint32_t, kMaxAreas>& parts) const {
    const Board& b = *board;
    std::array<std::uint32_t, kMaxAreas> links{};
    for (int i = 0; i < int(b.borders.size()); ++i) {
        if (hasFissure(i)) continue;
        const int a = b.spaces[u(b.borders[u(i)].a)].area;
        const int c = b.spaces[u(b.borders[u(i)].b)].area;
        links[u(a)] |= 1u << c;
        links[u(c)] |= 1u << a;
    }
    const std::uint32_t alive = ((1u << b.areaCount()) - 1u) & ~sunk;
    int count = 0;
    for (std::uint32_t left = alive; left;) {
        std::uint32_t part = left & (~left + 1u);
        for (std::uint32_t grown = 0; grown != part;) {
            grown = part;
            for (std::uint32_t m = grown; m; m &= m - 1)
                part |= links[u(std::countr_zero(m))] & alive;
        }
        parts[u(count++)] = part;
        left &= ~part;
    }
    return count;
}

int State::volcanoesIn(std::uint32_t areas) const {
    int n = 0;
    for (std::uint32_t m = areas; m; m &= m - 1)
        n += board->areas[u(std::countr_zero(m))].volcano != 0;
    return n;
}

int State::doomedParts(const std::array<std::uint32_t, kMaxAreas>& parts, int count,
                       std::array<int, kMaxAreas>& tied) const {
    const Board& b = *board;
    auto spacesOf = [&](std::uint32_t part) {
        int n = 0;
        for (std::uint32_t m = part; m; m &= m - 1)
            n += int(b.areas[u(std::countr_zero(m))].spaces.size());
        return n;
    };
    int tiedCount = 0, bestSpaces = 0, bestVolcanoes = 0;
    for (int i = 0; i < count; ++i) {
        const int si = spacesOf(parts[u(i)]), vi = volcanoesIn(parts[u(i)]);
        if (i == 0 || si < bestSpaces || (si == bestSpaces && vi < bestVolcanoes)) {
            bestSpaces = si;
            bestVolcanoes = vi;
            tiedCount = 0;
        }
        if (si == bestSpaces && vi == bestVolcanoes) tied[u(tiedCount++)] = i;
    }
    return tiedCount;
}

bool State::findSinkingPart() {
    const Board& b = *board;
    std::array<std::uint32_t, kMaxAreas> parts{};
    const int count = linkedParts(parts);
    if (count <= 1) return false;
    std::array<int, kMaxAreas> tied{};
    const int tiedCount = doomedParts(parts, count, tied);
    std::uint32_t chosen = parts[u(tied[0])];
    // Still tied: a drawn Volcano token decides.
    if (tiedCount > 1) {
        std::array<int, 8> tokens{}; // part index of each Volcano in a tied part
        int n = 0;
        for (int t = 0; t < tiedCount; ++t)
            for (std::uint32_t m = parts[u(tied[u(t)])]; m; m &= m - 1)
                if (b.areas[u(std::countr_zero(m))].volcano) tokens[u(n++)] = tied[u(t)];
        if (n > 0)
            chosen = parts[u(tokens[rng.below(std::uint32_t(n))])];
        else
            chosen = parts[u(tied[rng.below(std::uint32_t(tiedCount))])];
    }
    sinking = chosen;
    return true;
}

void State::rescueDestinations(ChoiceList& out) const {
    const Board& b = *board;
    std::uint64_t seen = 0;
    for (int a = 0; a < b.areaCount(); ++a) {
        if (!((sinking >> a) & 1u)) continue;
        for (int sp : b.areas[u(a)].spaces)
            for (auto n : b.spaces[u(sp)].next) {
                if (n == kNone || ((seen >> n) & 1u)) continue;
                const int na = b.spaces[u(n)].area;
                if (((sinking >> na) & 1u) || areaSunk(na) || b.spaces[u(n)].crater) continue;
                seen |= std::uint64_t(1) << n;
            }
    }
    for (int sp = 0; sp < b.spaceCount(); ++sp)
        if ((seen >> sp) & 1u) out.push(Choice::at(ChoiceKind::Rescue, sp));
}

bool State::nextRescue() {
    for (; rescueStep < players; ++rescueStep) {
        const int who = (active + rescueStep) % players;
        bool any = false;
        for (int a = 0; a < board->areaCount() && !any; ++a)
            if ((sinking >> a) & 1u)
                for (int sp : board->areas[u(a)].spaces)
                    any = any || settlers[u(sp)][u(who)] > 0;
        if (!any) continue;
        ChoiceList dest;
        rescueDestinations(dest);
        if (dest.empty()) continue;
        decider = std::int8_t(who);
        return true;
    }
    return false;
}

void State::sinkPart(EventList* ev) {
    const Board& b = *board;
    for (int a = 0; a < b.areaCount(); ++a) {
        if (!((sinking >> a) & 1u)) continue;
        const AreaInfo& area = b.areas[u(a)];
        // What the sea takes off the board, player by player, for the log (not in playouts).
        std::array<int, kMaxPlayers> villagesBack{}, moaiBack{};
        if (ev)
            for (int q = 0; q < players; ++q) {
                villagesBack[u(q)] = villagesIn(a, q);
                moaiBack[u(q)] = moaiIn(a, q);
            }
        for (int sp : area.spaces) {
            for (int q = 0; q < players; ++q) {
                PlayerState& ps = player[u(q)];
                if (settlers[u(sp)][u(q)]) {
                    emit(ev, EventKind::SettlersLost, q, sp, -1, settlers[u(sp)][u(q)]);
                    ps.settlers = std::uint8_t(ps.settlers + settlers[u(sp)][u(q)]);
                }
                ps.moai = std::uint8_t(ps.moai + carried[u(sp)][u(q)]);
                setSettlers(sp, q, 0);
                carried[u(sp)][u(q)] = 0;
            }
            for (auto& owner : raised[u(sp)]) {
                if (owner >= 0) ++player[u(owner)].moai;
                owner = -1;
            }
            if (ground[u(sp)] == Ground::Lava)
                ++lava;
            else if (ground[u(sp)] == Ground::Village)
                ++player[u(groundOwner[u(sp)])].villages;
            else if (ground[u(sp)] == Ground::Moai)
                ++player[u(groundOwner[u(sp)])].moai;
            ground[u(sp)] = Ground::Empty;
            groundOwner[u(sp)] = -1;
            for (auto border : b.spaces[u(sp)].border)
                if (border != kNone && hasFissure(border)) {
                    fissure[u(border / 64)] &= ~(std::uint64_t(1) << (border % 64));
                    ++fissures;
                }
        }
        if (area.volcano) volcanoes = std::uint16_t(volcanoes & ~(1u << area.volcano));
        sunk |= 1u << a;
        lastBreak = round;
        emit(ev, EventKind::AreaSinks, active, -1, -1, area.tile);
        for (int q = 0; q < players; ++q)
            if (villagesBack[u(q)] + moaiBack[u(q)] > 0)
                emit(ev, EventKind::PiecesSunk, q, -1, moaiBack[u(q)], villagesBack[u(q)]);
    }
    sinking = 0;
    if (volcanoCount() <= 2 && !finalRound) {
        finalRound = true;
        emit(ev, EventKind::FinalRound);
    }
}

} // namespace rano::volcanic
