#include "volcanic/scoring.h"

#include <array>
#include <tuple>

namespace rano::volcanic {

std::vector<std::pair<std::string, int>> ScoreBreakdown::parts() const {
    return {{"villagesBuilt", villagesBuilt},
            {"moaiRaised", moaiRaised},
            {"villagesOnBoard", villagesOnBoard},
            {"settlersOnBoard", settlersOnBoard},
            {"prayerTokens", prayerTokens},
            {"moaiOnBoard", moaiOnBoard},
            {"moaiGroups", moaiGroups}};
}

int moaiGroupBonus(const State& s, int p) {
    const Board& b = *s.board;
    std::array<int, kMaxSpaces> count{};
    for (int sp = 0; sp < b.spaceCount(); ++sp) {
        count[std::size_t(sp)] = s.lyingMoai(sp, p);
        for (auto owner : s.raised[std::size_t(sp)])
            count[std::size_t(sp)] += owner == p;
    }
    std::array<bool, kMaxSpaces> seen{};
    std::array<int, kMaxSpaces> stack{};
    int bonus = 0;
    for (int start = 0; start < b.spaceCount(); ++start) {
        if (seen[std::size_t(start)] || count[std::size_t(start)] == 0) continue;
        int members = 0, top = 0;
        stack[std::size_t(top++)] = start;
        seen[std::size_t(start)] = true;
        while (top) {
            const int sp = stack[std::size_t(--top)];
            members += count[std::size_t(sp)];
            for (auto n : b.spaces[std::size_t(sp)].next)
                if (n != kNone && !seen[std::size_t(n)] && count[std::size_t(n)] > 0) {
                    seen[std::size_t(n)] = true;
                    stack[std::size_t(top++)] = n;
                }
        }
        if (members >= 2) bonus += 2 * members;
    }
    return bonus;
}

ScoreBreakdown projectedScore(const State& s, int p) {
    ScoreBreakdown r;
    const PlayerState& ps = s.player[std::size_t(p)];
    r.villagesBuilt = ps.vpVillages;
    r.moaiRaised = ps.vpRaises;
    r.villagesOnBoard = 3 * s.villagesOnBoard(p);
    r.settlersOnBoard = 4 * s.settlersOnBoard(p);
    r.prayerTokens = 2 * ps.prayers;
    r.moaiOnBoard = 2 * s.moaiOnBoard(p);
    r.moaiGroups = moaiGroupBonus(s, p);
    return r;
}

ScoreBreakdown score(const State& s, int p) {
    if (s.over()) return projectedScore(s, p);
    ScoreBreakdown r;
    r.villagesBuilt = s.player[std::size_t(p)].vpVillages;
    r.moaiRaised = s.player[std::size_t(p)].vpRaises;
    return r;
}

std::vector<int> winners(const State& s) {
    if (!s.over()) return {};
    using Key = std::tuple<int, int, int, int>;
    std::vector<Key> keys;
    for (int p = 0; p < s.players; ++p)
        keys.emplace_back(score(s, p).total(), s.settlersOnBoard(p), s.villagesOnBoard(p),
                          s.moaiOnBoard(p));
    Key best = keys[0];
    for (const Key& k : keys)
        best = std::max(best, k);
    std::vector<int> out;
    for (int p = 0; p < s.players; ++p)
        if (keys[std::size_t(p)] == best) out.push_back(p);
    return out;
}

} // namespace rano::volcanic
