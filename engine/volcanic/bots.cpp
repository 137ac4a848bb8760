#include "volcanic/bots.h"

#include <bit>

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
// Worth of being d steps away (index d; the last entry: farther or out of reach).
// A lying Moai on a free geyser with its Settler beside it (0.48 + 0.3) must be worth less
// than the raise it promises (1 VP): at 0.8 + 0.3 players kept their Moai lying and walked
// away from raises, and 2-player games ran to the round cap (issue 24, docs/rules.md).
constexpr std::array<double, 8> kLyingNearGeyser{0.48, 0.34, 0.23, 0.16, 0.11, 0.08, 0.05, 0};
// Counted once, for the player's Settler nearest to lava: the last Lava tile on the board is
// worth a Village and the double eruption after it, and a pull shared out over every Settler
// was too weak for the search to tell from its noise two steps away. The pull reaches far
// (kFarFromLava steps): late in a game the last lava may lie across the continent, and with
// no pull beyond six steps a player holding the last Moai walked its Settlers about for 25
// rounds, no step towards the lava looking better than another (issue 67).
constexpr std::uint8_t kFarFromLava = 16;
constexpr std::array<double, kFarFromLava + 1> kNearestSettlerToLava{
    2, 1.5, 1.1, 0.8, 0.55, 0.35, 0.2, 0.15, 0.12, 0.1, 0.08, 0.06, 0.05, 0.04, 0.03, 0.02, 0};
// What a raise that lays no Fissure gives up: less than its VP, so a Moai with no cracking
// geyser in reach is still raised.
constexpr double kRaiseCrackingNothing = 0.5;
constexpr std::array<double, 8> kSettlerNearMoai{0.3, 0.18, 0.11, 0.06, 0.04, 0.02, 0.01, 0};
} // namespace

Choice randomBotChoice(const State& s, Rng& rng) {
    return randomChoiceOf<ChoiceList>(s, rng);
}

Reach reachOf(const State& s) {
    Reach r;
    std::uint64_t lava = 0, geysers = 0, cracking = 0;
    for (int sp = 0; sp < s.board->spaceCount(); ++sp) {
        const auto i = u(sp);
        if (s.spaceSunk(sp)) continue;
        if (s.ground[i] == Ground::Lava) lava |= std::uint64_t(1) << sp;
        for (int g = 0; g < s.board->spaces[i].geyserCount; ++g)
            if (s.raised[i][u(g)] < 0) {
                geysers |= std::uint64_t(1) << sp;
                if (s.raiseCracks(sp, g)) cracking |= std::uint64_t(1) << sp;
            }
    }
    s.stepsFrom(lava, r.toLava, kFarFromLava);
    // Moai are drawn to the geysers whose raise would still crack the land: with 2 players
    // the 28 Moai ran out on borders already cracked before the heart split (issue 24).
    s.stepsFrom(cracking ? cracking : geysers, r.toGeyser);
    r.threatened = threatenedSpaces(s);
    return r;
}

double greedyValue(const State& s, int p, double caution) {
    return greedyValue(s, p, caution, reachOf(s));
}

double greedyValue(const State& s, int p, double caution, const Reach& reach) {
    double value = projectedScore(s, p).total();
    const std::uint64_t threatened = reach.threatened;
    const double eruptionOdds = caution * double(s.volcanoFaces) / kDieFaces;
    const PlayerState& me = s.player[u(p)];
    const bool wantsLava = me.moai > 0 || me.villages > 0;
    std::uint64_t lyingMine = 0, settlersMine = 0;
    std::uint8_t toLava = kFarFromLava;
    for (int sp = 0; sp < s.board->spaceCount(); ++sp) {
        const auto i = u(sp);
        const bool mine = s.groundOwner[i] == p;
        if ((threatened >> sp) & 1u) {
            if (mine && s.ground[i] == Ground::Village) value -= 3.5 * eruptionOdds;
            if (mine && s.ground[i] == Ground::Moai) value -= 2.5 * eruptionOdds;
            value -= 2.5 * eruptionOdds * s.carried[i][u(p)];
        }
        // A lying Moai is worth more the fewer steps it lies from a free geyser: carried
        // there and raised, it scores and cracks the land.
        if (const int lying = s.lyingMoai(sp, p); lying > 0) {
            value += lying * kLyingNearGeyser[reach.toGeyser[i]];
            lyingMine |= std::uint64_t(1) << sp;
        }
        if (s.settlers[i][u(p)] > 0) {
            settlersMine |= std::uint64_t(1) << sp;
            if (wantsLava) toLava = std::min(toLava, reach.toLava[i]);
        }
    }
    // A Settler near lava can soon build or sculpt.
    if (wantsLava) value += kNearestSettlerToLava[toLava];
    // A lying Moai with a Settler of its owner near can soon be carried or raised. Only the
    // nearest Settler counts: summed over every Settler, a Moai with three of them around it
    // was worth more than its raise, and a leader kept it lying for 38 rounds while no die was
    // rolled (issue 24, docs/rules.md "2026-11-27 (ninth session)").
    if (lyingMine && settlersMine) {
        std::array<std::uint8_t, kMaxSpaces> toSettler;
        s.stepsFrom(settlersMine, toSettler);
        for (std::uint64_t m = lyingMine; m; m &= m - 1) {
            const auto i = u(std::countr_zero(m));
            value += s.lyingMoai(int(i), p) * kSettlerNearMoai[toSettler[i]];
        }
    }
    return value;
}

double greedyChoiceValue(const State& s, const Choice& c, double caution, Rng& rng) {
    const int me = s.whoDecides();
    State copy = s;
    copy.rng = Rng(rng.next()); // the bot's own chance, never the game's
    copy.applyLegal(c, nullptr);
    // Spending AP well beats ending the turn with AP left; a Moai raised where it cracks
    // nothing is one fewer for a border that still parts the land.
    const double waste = c.kind == ChoiceKind::EndTurn ? 0.05 * s.ap
                         : c.kind == ChoiceKind::Raise && !s.raiseCracks(c.to, c.flag)
                             ? kRaiseCrackingNothing
                             : 0.0;
    return greedyValue(copy, me, caution) - waste;
}

Choice greedyBotChoice(const State& s, Rng& rng) {
    return bestChoiceOf<ChoiceList>(
        s, rng, [&](const Choice& c) { return greedyChoiceValue(s, c, 1.0, rng); });
}

} // namespace rano::volcanic
