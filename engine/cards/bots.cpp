#include "cards/bots.h"

#include "cards/scoring.h"
#include "core/bots.h"
#include "core/index.h"

namespace rano::cards {

Choice randomBotChoice(const State& s, Rng& rng) {
    return randomChoiceOf<ChoiceList>(s, rng);
}

double greedyValue(const State& s, int p) {
    const PlayerState& ps = s.player[u(p)];
    const auto stone = s.stoneCounts();
    const bool empty = stone[0] + stone[1] + stone[2] + stone[3] == 0;
    const auto value = sacrificeValues(stone);
    double v =
        ps.glory + kGloryPerMoai * ps.display[u(int(Kind::Moai))] + double(ps.wood) / kWoodPerGlory;
    for (int t = 0; t < kTypes; ++t)
        v += ps.sacrifices[u(t)] * (empty ? 1.0 : double(value[u(t)]));
    v += 0.25 * ps.display[u(int(Kind::Lumberjack))] + 0.3 * ps.display[u(int(Kind::Priest))];
    for (int t = 0; t < kTypes; ++t)
        v += 0.2 * ps.display[u(int(huntersOf(t)))];
    v += (ps.wood >= kMoaiCost ? 1.5 : 0.8) * ps.hand[u(int(Kind::Moai))];
    return v;
}

Choice greedyBotChoice(const State& s, Rng& rng) {
    const int me = s.whoDecides();
    State seen = s;
    determinize(seen, me, rng); // the bot's own guess at what it cannot see
    return bestChoiceOf<ChoiceList>(s, rng, [&](const Choice& c) {
        State copy = seen;
        copy.applyLegal(c);
        return greedyValue(copy, me);
    });
}

} // namespace rano::cards
