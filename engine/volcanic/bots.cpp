#include "volcanic/bots.h"

#include "core/bots.h"
#include "core/index.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

namespace {

// Where the next eruption would strike: the lava target of every channel.
std::uint64_t threatenedSpaces(const State& s) {
    std::uint64_t threatened = 0;
    for (int a = 0; a < s.board->areaCount(); ++a) {
        const AreaInfo& area = s.board->areas[u(a)];
        for (int ch = 0; area.volcano && ch < int(area.channels.size()); ++ch)
            if (const int target = s.lavaTarget(a, ch); target >= 0)
                threatened |= std::uint64_t(1) << target;
    }
    return threatened;
}
} // namespace

Choice randomBotChoice(const State& s, Rng& rng) {
    return randomChoiceOf<ChoiceList>(s, rng);
}

double greedyValue(const State& s, int p, double caution) {
    double value = projectedScore(s, p).total();
    const std::uint64_t threatened = threatenedSpaces(s);
    const double eruptionOdds = caution * double(s.volcanoFaces) / kDieFaces;
    for (int sp = 0; sp < s.board->spaceCount(); ++sp) {
        const auto i = u(sp);
        const bool mine = s.groundOwner[i] == p;
        if ((threatened >> sp) & 1u) {
            if (mine && s.ground[i] == Ground::Village) value -= 3.5 * eruptionOdds;
            if (mine && s.ground[i] == Ground::Moai) value -= 2.5 * eruptionOdds;
            value -= 2.5 * eruptionOdds * s.carried[i][u(p)];
        }
        if (s.settlers[i][u(p)] == 0) continue;
        // A Settler standing on lava can build or sculpt; one beside its lying Moai and a free
        // geyser can raise.
        if (s.ground[i] == Ground::Lava) value += 0.6;
        if (s.lyingMoai(sp, p) > 0)
            for (int g = 0; g < s.board->spaces[i].geyserCount; ++g)
                value += s.raised[i][u(g)] < 0 ? 0.8 : 0.0;
        for (auto n : s.board->spaces[i].next)
            if (n != kNone && s.ground[u(n)] == Ground::Lava) value += 0.1;
    }
    return value;
}

Choice greedyBotChoice(const State& s, Rng& rng) {
    const int me = s.whoDecides();
    return bestChoiceOf<ChoiceList>(s, rng, [&](const Choice& c) {
        State copy = s;
        copy.rng = Rng(rng.next()); // the bot's own chance, never the game's
        copy.applyLegal(c, nullptr);
        // Spending AP well beats ending the turn with AP left.
        return greedyValue(copy, me) - (c.kind == ChoiceKind::EndTurn ? 0.05 * s.ap : 0.0);
    });
}

} // namespace rano::volcanic
