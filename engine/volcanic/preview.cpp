#include "volcanic/preview.h"

namespace rano::volcanic {

RaisePreview previewRaise(const State& s, const Choice& raise) {
    const Board& b = *s.board;
    const SpaceInfo& space = b.spaces[std::size_t(raise.to)];
    const int side = space.geyserSide[std::size_t(raise.flag)];
    RaisePreview out;
    out.points = s.raisePoints(space.area, s.active);
    out.border = space.border[std::size_t(side)];
    out.fissure = s.fissureOutcome(raise.to, side);
    out.volcanoesLeft = s.volcanoCount();
    if (out.fissure != FissureOutcome::Opens) return out;

    State cracked = s;
    cracked.fissure[std::size_t(out.border) / 64] |= std::uint64_t(1) << (out.border % 64);
    std::array<std::uint32_t, kMaxAreas> parts{};
    const int count = cracked.linkedParts(parts);
    if (count > 1) {
        std::array<int, kMaxAreas> tied{};
        const int tiedCount = cracked.doomedParts(parts, count, tied);
        for (int t = 0; t < tiedCount; ++t)
            out.sinks |= parts[std::size_t(tied[std::size_t(t)])];
        out.drawDecides = tiedCount > 1;
        out.volcanoesSunk = cracked.volcanoesIn(parts[std::size_t(tied[0])]);
        out.volcanoesLeft -= out.volcanoesSunk;
    }
    // Laying the supply's last Fissure ends the game too (decision 11), even if a sinking
    // then brings some back.
    out.lastRound = s.finalRound || s.fissures == 1 || (out.sinks != 0 && out.volcanoesLeft <= 2);
    return out;
}

} // namespace rano::volcanic
