#include "core/index.h"
#include "volcanic/state.h"

namespace rano::volcanic {

// Decision 25: a Fissure needs a raise on a free geyser whose border is still open, and a raise
// needs a Moai carried there over walkable land. Moai come from lying or carried ones and from
// lava, and lava only ever comes down a standing Volcano's channels. Raised Moai never leave and
// land only parts further through a Fissure, so when no walkable region holds both, none ever
// will (random continent 73 ran 30 rounds to the cap that way, docs/rules.md "2026-11-27
// (seventh session)").
bool State::fissureStillPossible() const {
    if (fissures == 0) return false;
    // Checked at the end of every turn that may have taken the last way (fissureCheckDue), so
    // the walk stops at the first cracking geyser it reaches: most often one lies a step or two
    // from a source.
    std::uint64_t sources = 0, cracking = 0;
    for (int sp = 0; sp < board->spaceCount(); ++sp) {
        if (spaceSunk(sp)) continue;
        const auto i = u(sp);
        const std::uint64_t bit = std::uint64_t(1) << sp;
        if (ground[i] == Ground::Lava || ground[i] == Ground::Moai) sources |= bit;
        for (int p = 0; p < players; ++p)
            if (carried[i][u(p)] > 0) sources |= bit;
        for (int g = 0; g < board->spaces[i].geyserCount; ++g)
            if (raised[i][u(g)] < 0 && raiseCracks(sp, g)) cracking |= bit;
    }
    if (!cracking) return false;
    for (int a = 0; a < board->areaCount(); ++a) {
        const AreaInfo& area = board->areas[u(a)];
        if (!area.volcano || areaSunk(a)) continue;
        for (const auto& channel : area.channels)
            for (int sp : channel) {
                if (spaceSunk(sp)) break;
                sources |= std::uint64_t(1) << sp;
            }
    }
    return (walkableFrom(sources, cracking) & cracking) != 0;
}

} // namespace rano::volcanic
