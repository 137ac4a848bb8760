#include <QDebug>
#include <QTest>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <new>
#include <optional>
#include <vector>

#include "core/rng.h"
#include "rapanui/invariants.h"
#include "rapanui/scoring.h"
#include "rapanui/shipped.h"

// Counts every allocation of this test binary, so a test can prove a code path makes none.
namespace {
std::atomic<long> gAllocations{0};
}
void* operator new(std::size_t n) {
    ++gAllocations;
    if (void* p = std::malloc(n ? n : 1)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}

using namespace rano::rapanui;

namespace {
Board shipped(Side side) {
    Board b;
    std::string error;
    if (!shippedBoard(side, b, error)) qFatal("shipped board: %s", error.c_str());
    return b;
}

// Chain lengths over the island from every space in `from` (bit per space).
std::array<int, kMaxSpaces> distances(const Board& b, std::uint64_t from) {
    std::array<int, kMaxSpaces> d;
    d.fill(99);
    std::array<int, kMaxSpaces> queue{};
    int head = 0, tail = 0;
    for (int sp = 0; sp < b.spaceCount(); ++sp)
        if (from >> sp & 1u) {
            d[std::size_t(sp)] = 0;
            queue[std::size_t(tail++)] = sp;
        }
    while (head < tail) {
        const int v = queue[std::size_t(head++)];
        for (const std::int8_t w : b.spaces[std::size_t(v)].next)
            if (w != kNone && d[std::size_t(w)] == 99) {
                d[std::size_t(w)] = d[std::size_t(v)] + 1;
                queue[std::size_t(tail++)] = w;
            }
    }
    return d;
}

// A random player with a purpose: Villagers grow a chain from the Crater towards the nearest
// empty Ahu, one Sculptor a round, and a transport whenever there is one. Plays games to
// their rule's end.
Choice eagerChoice(const State& s, const ChoiceList& legal, rano::Rng& rng) {
    const Board& b = *s.board;
    const int me = s.decider;
    // The largest Moai first: small ones alone run out (6-8 in the box).
    if (s.phase == Phase::Sculpt && rng.below(8)) return legal[legal.size() - 1];
    for (const Choice& c : legal)
        if ((c.kind == ChoiceKind::Moai || c.kind == ChoiceKind::Pukao) && !s.stacksPastTheEnd(c))
            if (rng.below(8)) return c;
    if (s.phase == Phase::Place) {
        const PlayerState& ps = s.player[std::size_t(me)];
        if (ps.sculptors[0] + ps.sculptors[1] + ps.sculptors[2] == 0)
            for (const Choice& c : legal)
                if (c.kind == ChoiceKind::Sculptor && c.a <= 1) return c;
        // What a chain from the Crater reaches now, and how far each space is from an empty
        // Ahu the player could take.
        std::uint64_t reach = std::uint64_t(1) << b.crater, frontier = reach;
        while (frontier) {
            std::uint64_t next = 0;
            for (int v = 0; v < b.spaceCount(); ++v)
                if (frontier >> v & 1u)
                    for (const std::int8_t w : b.spaces[std::size_t(v)].next)
                        if (w != kNone && !(reach >> w & 1u) && s.owner[std::size_t(w)] != kNone)
                            next |= std::uint64_t(1) << w;
            reach |= next;
            frontier = next;
        }
        // The goal: an empty Ahu the player already stands on, else any free empty Ahu.
        std::uint64_t held = 0, free = 0;
        for (int a = 0; a < b.ahuCount(); ++a) {
            const int sp = b.ahu[std::size_t(a)];
            const int o = s.owner[std::size_t(sp)];
            if (s.moaiOn(a)) continue;
            if (o == me && s.fresh[std::size_t(sp)]) held |= std::uint64_t(1) << sp;
            if (o == kNone) free |= std::uint64_t(1) << sp;
        }
        const bool ready = (held & reach) != 0;
        const auto toGoal = distances(b, held ? held : free);
        const Choice* best = nullptr;
        int bestD = 99;
        for (const Choice& c : legal) {
            if (c.kind != ChoiceKind::Villager || ready) continue;
            bool touches = false;
            for (const std::int8_t w : b.spaces[std::size_t(c.a)].next)
                touches = touches || (w != kNone && (reach >> w & 1u));
            const int d = toGoal[std::size_t(c.a)];
            if (touches && (d < bestD || (d == bestD && rng.below(2)))) {
                best = &c;
                bestD = d;
            }
        }
        if (best && rng.below(8)) return *best;
        // Sculptors fill the columns in turn, for medium and large Moai.
        const int column = std::min(2, ps.sculptors[0] + ps.sculptors[1] + ps.sculptors[2]);
        if (ready)
            for (const Choice& c : legal)
                if (c.kind == ChoiceKind::Sculptor && c.a == column && rng.below(4)) return c;
    }
    if (s.phase == Phase::Transport && rng.below(8)) return legal[0]; // drop out
    return legal[rng.below(std::uint32_t(legal.size()))];
}

int percentile(std::vector<int> v, int pct) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, v.size() * std::size_t(pct) / 100)];
}
} // namespace

class TestRapaNuiPlayout : public QObject {
    Q_OBJECT
private slots:
    // Random legal choices for 2, 3 and 4 players, both board sides, first games too: every
    // game ends (by the rule or the round cap), and every invariant holds after every choice.
    void randomGamesEnd() {
        const Board two = shipped(Side::Two), many = shipped(Side::ThreeFour);
        for (int players = 2; players <= 4; ++players) {
            // Per policy (0 uniform, 1 eager): games, ends by the rule, rounds, decisions.
            std::array<int, 2> games{}, byRule{}, byCap{}, noMoai{}, erected{}, styled{};
            std::array<std::vector<int>, 2> rounds, decisions;
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                const int eager = seed % 2 == 0;
                const Options options{players, seed % 4 == 1};
                State s = State::setup(players == 2 ? two : many, options, seed);
                rano::Rng rng(seed * 7 + std::uint64_t(players));
                ChoiceList legal;
                int n = 0;
                QCOMPARE(checkInvariants(s), std::string());
                while (!s.over()) {
                    QVERIFY2(n < 200000, "the game does not end");
                    s.legalChoices(legal);
                    QVERIFY(!legal.empty());
                    const Choice c = eager ? eagerChoice(s, legal, rng)
                                           : legal[rng.below(std::uint32_t(legal.size()))];
                    QVERIFY(s.isLegal(c));
                    QCOMPARE(parseChoice(toText(c)), std::optional<Choice>(c));
                    s.applyLegal(c);
                    ++n;
                    erected[eager] += c.kind == ChoiceKind::Moai;
                    styled[eager] += c.kind == ChoiceKind::Pukao;
                    const std::string broken = checkInvariants(s);
                    if (!broken.empty())
                        qFatal("seed %d, %d players, after \"%s\": %s", int(seed), players,
                               toText(c).c_str(), broken.c_str());
                }
                ++games[eager];
                byRule[eager] += s.endReason == EndReason::Rule;
                byCap[eager] += s.endReason == EndReason::RoundCap;
                noMoai[eager] += s.endReason == EndReason::NoMoai;
                rounds[eager].push_back(s.round);
                decisions[eager].push_back(n);
                QVERIFY(!winners(s).empty());
                for (int p = 0; p < players; ++p) {
                    int sum = 0;
                    for (const auto& [name, v] : score(s, p).parts())
                        sum += v;
                    QCOMPARE(sum, score(s, p).total());
                }
            }
            for (int e = 0; e < 2; ++e) {
                QCOMPARE(byRule[e] + byCap[e] + noMoai[e], games[e]);
                qDebug("%d players, %s random: %d games, %d by the rule, %d by the round cap, "
                       "%d with too few Moai; rounds median %d, 90th percentile %d; decisions per "
                       "game median %d, 90th percentile %d; %d Moai erected, %d Pukao",
                       players, e ? "eager" : "uniform", games[e], byRule[e], byCap[e], noMoai[e],
                       percentile(rounds[e], 50), percentile(rounds[e], 90),
                       percentile(decisions[e], 50), percentile(decisions[e], 90), erected[e],
                       styled[e]);
            }
            // Uniform play rarely builds a chain; the eager player ends its games by the rule.
            QVERIFY(byRule[1] >= games[1] * 9 / 10);
            QVERIFY(erected[1] > 0 && styled[1] > 0);
        }
    }

    // legalChoices and applyLegal allocate nothing; the figure is a rough speed, not a target.
    void noAllocationInPlay() {
        const Board many = shipped(Side::ThreeFour), two = shipped(Side::Two);
        std::array<long, 2> decisions{};
        long allocations = 0;
        std::array<double, 2> seconds{};
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const int players = 2 + int(seed % 3);
            const bool eager = seed % 2 == 0; // transports, payments, erecting, styling
            State s = State::setup(players == 2 ? two : many, {players, false}, seed);
            rano::Rng rng(seed);
            ChoiceList legal;
            const long before = gAllocations.load();
            const auto start = std::chrono::steady_clock::now();
            while (!s.over()) {
                s.legalChoices(legal);
                s.applyLegal(eager ? eagerChoice(s, legal, rng)
                                   : legal[rng.below(std::uint32_t(legal.size()))]);
                ++decisions[eager];
            }
            seconds[eager] +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            allocations += gAllocations.load() - before;
        }
        QCOMPARE(allocations, 0L);
        for (int e = 0; e < 2; ++e)
            qDebug("%s random play: %ld decisions in %.3f s, about %.0f decisions/s (one core of a "
                   "shared machine%s)",
                   e ? "eager" : "uniform", decisions[e], seconds[e],
                   double(decisions[e]) / seconds[e],
                   e ? ", the eager player's own search included" : "");
    }
};

QTEST_APPLESS_MAIN(TestRapaNuiPlayout)
#include "tst_rapanui_playout.moc"
