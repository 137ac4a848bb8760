#include "core/index.h"
#include "volcanic/state.h"

namespace rano::volcanic {

// Decision 25: a Fissure needs a raise on a free geyser whose border is still open, and a raise
// needs one player's Settler to bring that player's Moai there over walkable land. A player's
// Moai lie or are carried on the board, or are sculpted from lava, which only ever comes down a
// standing Volcano's channels, while the player has one in reserve; a Moai lying anywhere may
// yet return there, struck by an eruption. Raised Moai never leave, land only parts further
// through a Fissure, and a Settler only crosses one when a sinking rescues it, after a raise, so
// when no player's region holds all three, none ever will (random continent 73 ran 30 rounds to
// the cap that way, docs/rules.md "2026-11-27 (seventh session)"; two players with every Moai
// raised, the rest of the land whole, walked their Settlers for thirty rounds, issue 52).
bool State::fissureStillPossible() const {
    if (fissures == 0) return false;
    const std::uint64_t gone = sunkSpaces();
    std::uint64_t cracking = 0;
    for (std::uint64_t m = board->geyserSpaces & ~gone; m; m &= m - 1) {
        const int sp = std::countr_zero(m);
        for (int g = 0; g < board->spaces[u(sp)].geyserCount; ++g)
            if (raised[u(sp)][u(g)] < 0 && raiseCracks(sp, g)) {
                cracking |= std::uint64_t(1) << sp;
                break;
            }
    }
    if (!cracking) return false;
    const std::uint64_t lava = lavaSpaces() & ~gone;
    std::uint64_t channels = 0;
    for (int a = 0; a < board->areaCount(); ++a) {
        const AreaInfo& area = board->areas[u(a)];
        if (!area.volcano || areaSunk(a)) continue;
        if (!(area.channelBits & gone)) {
            channels |= area.channelBits; // no channel cut short
            continue;
        }
        for (const auto& channel : area.channels)
            for (int sp : channel) {
                if ((gone >> sp) & 1u) break;
                channels |= std::uint64_t(1) << sp;
            }
    }
    std::array<std::uint64_t, kMaxPlayers> walkers{}, moai{};
    pieceSpaces(walkers, moai);
    std::uint64_t starts = 0, pieces = 0;
    for (int p = 0; p < players; ++p) {
        walkers[u(p)] |= boatLanding(p);
        pieces |= walkers[u(p)] | moai[u(p)];
        if (player[u(p)].moai > 0 || moai[u(p)]) moai[u(p)] |= lava | channels;
        if (walkers[u(p)] && moai[u(p)]) starts |= walkers[u(p)];
    }
    if (pieces & gone) {
        // Only a position imagined (a raise's preview sinks a part and leaves its pieces) has
        // pieces on sunk land: a walk leads out of there but none leads back, so the regions
        // below do not hold; each player walks from their Settlers to their Moai, then on.
        for (int p = 0; p < players; ++p) {
            if (!walkers[u(p)] || !moai[u(p)]) continue;
            const std::uint64_t mine = walkableFrom(walkers[u(p)]) & moai[u(p)];
            if (mine && (walkableFrom(mine, cracking) & cracking) != 0) return true;
        }
        return false;
    }
    // A step between two spaces may be taken both ways, so the land Settlers walk falls into
    // regions, each walked once for every player: one region must hold a player's Settler,
    // a way to a Moai of theirs and a cracking geyser. The walk stops as soon as the part of
    // a region walked holds all three (most checks of most games).
    const auto holdsAll = [&](std::uint64_t region) {
        if (!(region & cracking)) return false;
        for (int p = 0; p < players; ++p)
            if ((walkers[u(p)] & region) && (moai[u(p)] & region)) return true;
        return false;
    };
    while (starts) {
        std::uint64_t region = starts & -starts, frontier = region;
        while (frontier) {
            const int sp = std::countr_zero(frontier);
            frontier &= frontier - 1;
            const std::uint64_t fresh = stepsOutOf(sp, gone) & ~region;
            region |= fresh;
            frontier |= fresh;
            if (fresh && holdsAll(region)) return true;
        }
        if (holdsAll(region)) return true; // a region of one space
        starts &= ~region;
    }
    return false;
}

} // namespace rano::volcanic
