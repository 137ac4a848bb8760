#include "volcanic/preview.h"

namespace rano::volcanic {

namespace {
// Whether no raise could lay a Fissure once `after` is played out, whichever of the tied parts
// sinks (decision 25; none sinks when tiedCount is 0).
bool noFissureAfter(const State& after, const std::array<std::uint32_t, kMaxAreas>& parts,
                    const std::array<int, kMaxAreas>& tied, int tiedCount) {
    if (tiedCount == 0) return !after.fissureStillPossible();
    for (int t = 0; t < tiedCount; ++t) {
        State sunk = after;
        sunk.sunk |= parts[std::size_t(tied[std::size_t(t)])];
        if (sunk.fissureStillPossible()) return false;
    }
    return true;
}
} // namespace

RaisePreview previewRaise(const State& s, const Choice& raise) {
    const Board& b = *s.board;
    const SpaceInfo& space = b.spaces[std::size_t(raise.to)];
    const int side = space.geyserSide[std::size_t(raise.flag)];
    RaisePreview out;
    out.points = s.raisePoints(space.area, s.active);
    out.border = space.border[std::size_t(side)];
    out.fissure = s.fissureOutcome(raise.to, side);
    out.volcanoesLeft = s.volcanoCount();

    State after = s;
    after.standMoai(raise.to, raise.flag, s.active);
    std::array<std::uint32_t, kMaxAreas> parts{};
    std::array<int, kMaxAreas> tied{};
    int tiedCount = 0;
    const bool opens = out.fissure == FissureOutcome::Opens;
    if (opens) {
        after.fissure[std::size_t(out.border) / 64] |= std::uint64_t(1) << (out.border % 64);
        --after.fissures;
        const int count = after.linkedParts(parts);
        if (count > 1) {
            tiedCount = after.doomedParts(parts, count, tied);
            for (int t = 0; t < tiedCount; ++t)
                out.sinks |= parts[std::size_t(tied[std::size_t(t)])];
            out.drawDecides = tiedCount > 1;
            out.volcanoesSunk = after.volcanoesIn(parts[std::size_t(tied[0])]);
            out.volcanoesLeft -= out.volcanoesSunk;
        }
    }
    // Laying the supply's last Fissure ends the game too (decision 11), even if a sinking
    // then brings some back; so does a continent that can crack no further (decision 25).
    const bool endsAnyway =
        s.finalRound || (opens && s.fissures == 1) || (out.sinks != 0 && out.volcanoesLeft <= 2);
    out.noFissureAfter = !endsAnyway && noFissureAfter(after, parts, tied, tiedCount);
    out.lastRound = endsAnyway || out.noFissureAfter;
    return out;
}

} // namespace rano::volcanic
