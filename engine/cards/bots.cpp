#include "cards/bots.h"

#include "cards/scoring.h"
#include "core/best_pick.h"
#include "core/index.h"

namespace rano::cards {

Choice randomBotChoice(const State& s, Rng& rng) {
    ChoiceList legal;
    s.legalChoices(legal);
    return legal[rng.below(std::uint32_t(legal.size()))];
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
    ChoiceList legal;
    s.legalChoices(legal);
    const int me = s.whoDecides();
    State seen = s;
    determinize(seen, me, rng); // the bot's own guess at what it cannot see
    BestPick<Choice> pick(legal[0]);
    for (const Choice& c : legal) {
        State copy = seen;
        copy.applyLegal(c);
        const double v = greedyValue(copy, me);
        pick.offer(c, v, rng);
    }
    return pick.best();
}

std::int64_t randomPlayout(State& s, Rng& chooser) {
    ChoiceList legal;
    std::int64_t decisions = 0;
    while (!s.over()) {
        s.legalChoices(legal);
        s.applyLegal(legal[chooser.below(std::uint32_t(legal.size()))]);
        ++decisions;
    }
    return decisions;
}

} // namespace rano::cards
