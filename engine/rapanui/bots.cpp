#include "rapanui/bots.h"

#include <algorithm>
#include <array>

#include "core/bots.h"
#include "core/index.h"
#include "rapanui/scoring.h"

namespace rano::rapanui {

namespace {

// What a sculpted Moai of each size is worth before it stands: a little more than the 1/3/5
// resources erecting gives, for the Ahu tile that comes with it; less than both together, so
// carrying it is worth it.
constexpr std::array<double, kSizes> kMoaiWorth = {1.2, 3.2, 5.2};

// How much of a round's Moai a chain `missing` links short of an Ahu keeps, with `home`
// Villagers still to place: Moai not erected by the round's end go back to the supply.
double chainShare(int missing, int home) {
    if (missing == 0) return 1.0;
    if (missing <= home) return 0.85 - 0.08 * missing;
    return std::max(0.05, 0.4 - 0.08 * missing);
}

// The Moai `n` Sculptors per column would carve from the supply, largest first, valued as
// kMoaiWorth; `count` is how many. A Sculptor for a size run out earns nothing more than a
// smaller Moai: in a 2-player game stalled to the round cap (issue 67, Expert), both players
// kept Sculptors in the medium and large columns with only small Moai left, round after round,
// and had too few Villagers left for the chain to the last empty Ahu.
double quarryWorth(const std::array<int, kSizes>& n, std::array<std::uint8_t, kSizes> supply,
                   double& count) {
    const int large = std::min({n[0], n[1], n[2]});
    const int medium = std::min(n[0] - large, n[1] - large);
    const int small = n[0] - large - medium;
    // Carved in the order sculpting carves (largest first), a kind of set at a time, to see
    // which sets carve nothing.
    const auto fromLarge = State::carve(supply, large, 0, 0);
    const auto fromMedium = State::carve(supply, 0, medium, 0);
    const auto fromSmall = State::carve(supply, 0, 0, small);
    double worth = 0;
    count = 0;
    for (int z = 0; z < kSizes; ++z) {
        const int carved = fromLarge[u(z)] + fromMedium[u(z)] + fromSmall[u(z)];
        worth += carved * kMoaiWorth[u(z)];
        count += carved;
    }
    // Sculptors whose sizes have run out carve nothing, but they are steps towards the smallest
    // Moai the supply still holds. Each Moai begun counts the square of the share of its columns
    // filled, the idle Sculptors gathered into as few as they fill: each Sculptor added towards
    // one reads better than the one before, and three Sculptors in one column read less than one
    // Moai begun in two. With only large Moai left, a lone small-column Sculptor had read as a
    // small Moai and the second as nothing more: Medium and Easy kept one or three small-column
    // Sculptors each, round after round, and a 2-player game ran to the round cap with three
    // large Moai in the supply (issue 67). Before any such reading, greedy players never began a
    // larger Moai with the small ones gone and 4 of 100 2-player games ran to the cap.
    int next = 0;
    while (next < kSizes && supply[u(next)] == 0)
        ++next;
    if (next == kSizes) return worth;
    const auto total = [](const std::array<int, kSizes>& c) { return c[0] + c[1] + c[2]; };
    const int failedMedium = medium - total(fromMedium);
    const int failedSmall = small - total(fromSmall);
    const std::array<int, kSizes> idle = {failedMedium + failedSmall,
                                          failedMedium + n[1] - large - medium, n[2] - large};
    const int columns = next + 1;
    for (int begun = 0;; ++begun) {
        int filled = 0;
        for (int i = 0; i < columns; ++i)
            filled += idle[u(i)] > begun;
        if (filled == 0) return worth;
        worth += kMoaiWorth[u(next)] * filled * filled / (columns * columns);
    }
}

// Links missing between the chains out of the Crater and the nearest empty Ahu `p` stands on
// or could stand on: a 0-1 search where a held space (anyone's, or the Pukao Quarry) costs
// nothing and a free one costs a Villager.
int missingLinks(const State& s, int p) {
    const Board& b = *s.board;
    std::array<std::int8_t, kMaxSpaces> d;
    d.fill(99);
    // Each space is left once, along at most 4 sides: at most 4 x kMaxSpaces pushes each way.
    constexpr int kPushes = 4 * kMaxSpaces + 1;
    std::array<std::int8_t, 2 * kPushes> deque{};
    int front = kPushes, back = kPushes;
    d[u(b.crater)] = 0;
    deque[u(back++)] = std::int8_t(b.crater);
    std::array<std::uint8_t, kMaxSpaces> done{};
    while (front < back) {
        const int v = deque[u(front++)];
        if (done[u(v)]) continue;
        done[u(v)] = 1;
        const Space& sp = b.spaces[u(v)];
        const int o = s.owner[u(v)];
        if (sp.ahu != kNone && s.moaiOn(sp.ahu) == 0 &&
            ((o == p && s.fresh[u(v)] > 0) || o == kNone))
            return d[u(v)];
        for (const std::int8_t w : sp.next) {
            if (w == kNone || done[u(w)]) continue;
            const int ow = s.owner[u(w)];
            const bool held = w == b.quarry || (ow != kNone && s.fresh[u(w)] + s.tired[u(w)] > 0);
            if (!held && ow != kNone) continue;
            const int cost = d[u(v)] + (held ? 0 : 1);
            if (d[u(w)] <= cost) continue;
            d[u(w)] = std::int8_t(cost);
            if (held)
                deque[u(--front)] = w;
            else
                deque[u(back++)] = w;
        }
    }
    return 99;
}

} // namespace

Choice randomBotChoice(const State& s, Rng& rng) {
    return randomChoiceOf<ChoiceList>(s, rng);
}

GreedyView greedyView(const State& s, int p) {
    const PlayerState& ps = s.player[u(p)];
    const double holdings = holdingsValue(s, p);
    GreedyView view{double(score(s, p).total()), 0, 0};
    view.held = view.value + holdings;
    if (s.over()) return view;
    // An erection under way: the resources it is about to give.
    if ((s.phase == Phase::Erect || s.phase == Phase::Style) && s.decider == p)
        view.value += s.gain;
    double worth = 0, count = 0;
    // A player out of the transport phase carries nothing more this round: their Moai go back
    // to the supply at its end. Counted as held, they made dropping out look as good as
    // erecting to a search that does not see the round's end (Easy, issue 67).
    if (!ps.dropped)
        for (int size = 0; size < kSizes; ++size) {
            worth += ps.moai[u(size)] * kMoaiWorth[u(size)];
            count += ps.moai[u(size)];
        }
    std::array<int, kSizes> column{};
    for (int c = 0; c < kSizes; ++c)
        column[u(c)] = ps.sculptors[u(c)] + ps.extra[u(c)];
    // Sculptors count before sculpting; after it their Moai do. Every Moai takes a Sculptor
    // of the small column.
    double carved = 0;
    worth += 0.8 * quarryWorth(column, s.supply, carved);
    count += 0.8 * carved;
    const int missing = std::min(8, missingLinks(s, p));
    const double share = chainShare(missing, ps.villagersHome);
    view.value += worth * share - 0.15 * missing;
    view.value += holdings;
    view.erecting = count * share;
    return view;
}

double greedyValue(const State& s, int p) {
    return greedyView(s, p).value;
}

double holdingsValue(const State& s, int p) {
    const PlayerState& ps = s.player[u(p)];
    double v = 0;
    for (int t = 0; t < kTileKinds; ++t)
        v += 0.6 * ps.tiles[u(t)];
    return v + 0.5 * ps.improvementCount();
}

Choice greedyBotChoice(const State& s, Rng& rng) {
    const int me = s.whoDecides();
    return bestChoiceOf<ChoiceList>(s, rng, [&](const Choice& c) {
        if (s.stacksPastTheEnd(c)) return -1e9; // it would leave the game without its end
        State copy = s;
        copy.applyLegal(c);
        return greedyValue(copy, me);
    });
}

} // namespace rano::rapanui
