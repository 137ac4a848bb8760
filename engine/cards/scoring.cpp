#include "cards/scoring.h"

#include <algorithm>
#include <tuple>

namespace rano::cards {

std::vector<std::pair<std::string, int>> ScoreBreakdown::parts() const {
    return {{"glory", glory},
            {"moai", moai},
            {"wood", wood},
            {"fish", sacrifices[0]},
            {"mulberry", sacrifices[1]},
            {"sweetPotato", sacrifices[2]},
            {"grain", sacrifices[3]}};
}

std::array<int, kTypes> sacrificeValues(const std::array<int, kTypes>& stone) {
    std::array<int, kTypes> value{};
    if (std::all_of(stone.begin(), stone.end(), [](int n) { return n == 0; })) return value;
    for (int t = 0; t < kTypes; ++t) {
        // Dense ranking: the number of distinct counts above this one.
        int above = 0;
        for (int c = 0; c < kTypes; ++c) {
            bool distinct = stone[std::size_t(c)] > stone[std::size_t(t)];
            for (int d = 0; d < c && distinct; ++d)
                distinct = stone[std::size_t(d)] != stone[std::size_t(c)];
            above += distinct;
        }
        value[std::size_t(t)] = std::max(0, 3 - above);
    }
    return value;
}

std::array<int, kTypes> sacrificeValues(const State& s) {
    return sacrificeValues(s.stoneCounts());
}

ScoreBreakdown projectedScore(const State& s, int p) {
    ScoreBreakdown r;
    const PlayerState& ps = s.player[std::size_t(p)];
    r.glory = ps.glory;
    r.moai = kGloryPerMoai * ps.display[std::size_t(Kind::Moai)];
    r.wood = std::max(0, int(ps.wood)) / kWoodPerGlory;
    const auto value = sacrificeValues(s);
    for (int t = 0; t < kTypes; ++t)
        r.sacrifices[std::size_t(t)] = ps.sacrifices[std::size_t(t)] * value[std::size_t(t)];
    return r;
}

ScoreBreakdown score(const State& s, int p) {
    if (s.over()) return projectedScore(s, p);
    ScoreBreakdown r;
    r.glory = s.player[std::size_t(p)].glory;
    return r;
}

std::vector<int> winners(const State& s) {
    if (!s.over()) return {};
    using Key = std::tuple<int, int, int>;
    std::vector<Key> keys;
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[std::size_t(p)];
        keys.emplace_back(score(s, p).total(), ps.display[std::size_t(Kind::Moai)], ps.wood);
    }
    const Key best = *std::max_element(keys.begin(), keys.end());
    std::vector<int> out;
    for (int p = 0; p < s.players; ++p)
        if (keys[std::size_t(p)] == best) out.push_back(p);
    return out;
}

DrawOutlook drawOutlook(const State& s, int column) {
    DrawOutlook out;
    const int height = s.height[std::size_t(column)];
    if (height >= 2) out.uncovered = int(s.column[std::size_t(column)][std::size_t(height - 2)]);
    out.endsGame = height == 1 && s.lastRefillNext();
    out.scored = !out.endsGame && s.player[std::size_t(s.active)].handSize() + 1 >= kHandSize;
    return out;
}

} // namespace rano::cards
