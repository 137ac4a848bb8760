#include "rapanui/scoring.h"

namespace rano::rapanui {

std::vector<std::pair<std::string, int>> ScoreBreakdown::parts() const {
    return {
        {"offerings", offerings}, {"resources", resources}, {"tablet", tablet}, {"favor", favor}};
}

ScoreBreakdown score(const State& s, int player) {
    const PlayerState& ps = s.player[std::size_t(player)];
    ScoreBreakdown b;
    for (int t = 0; t < kOfferingTypes; ++t)
        for (int i = 0; i < kStackTiles; ++i)
            if (ps.stack[std::size_t(t)] >> i & 1u) b.offerings += stackValue(t, i);
    for (int i = 0; i < kOutstanding; ++i)
        if (ps.outstanding >> i & 1u) b.offerings += kOutstandingValue[std::size_t(i)];
    for (int r : ps.res)
        b.resources += r;
    b.tablet = ps.tablet ? 3 : 0;
    b.favor = 3 * ps.tiles[std::size_t(Tile::GainFavor)];
    return b;
}

std::vector<int> winners(const State& s) {
    std::vector<int> out;
    if (!s.over()) return out;
    int best = -1;
    for (int p = 0; p < s.players; ++p) {
        const int t = score(s, p).total();
        if (t > best) {
            best = t;
            out.clear();
        }
        if (t == best) out.push_back(p);
    }
    return out;
}

} // namespace rano::rapanui
