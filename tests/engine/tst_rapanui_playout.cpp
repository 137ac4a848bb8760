#include <QDebug>
#include <QTest>

#include <algorithm>
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

// A random player with a purpose: Villagers grow chains from the Crater and the Pukao Quarry,
// and a transport is always taken when there is one. Plays real games to their rule's end.
Choice eagerChoice(const State& s, const ChoiceList& legal, rano::Rng& rng) {
    std::array<Choice, kMaxChoices> pick;
    std::size_t n = 0;
    const Board& b = *s.board;
    const PlayerState& me = s.player[std::size_t(s.decider)];
    for (const Choice& c : legal)
        if (c.kind == ChoiceKind::Sculptor && c.a == 0 && me.sculptors[0] == 0 && rng.below(2))
            return c;
    for (const Choice& c : legal) {
        bool good = false;
        if (c.kind == ChoiceKind::Moai || c.kind == ChoiceKind::Pukao) good = true;
        if (c.kind == ChoiceKind::Sculptor) good = rng.below(3) == 0;
        if (c.kind == ChoiceKind::Sculpt || c.kind == ChoiceKind::Offer) good = true;
        if (c.kind == ChoiceKind::Villager)
            for (const std::int8_t w : b.spaces[std::size_t(c.a)].next)
                good = good || (w != kNone && (w == b.crater || w == b.quarry ||
                                               s.owner[std::size_t(w)] == s.decider));
        if (good) pick[n++] = c;
    }
    if (n == 0 || rng.below(10) == 0) return legal[rng.below(std::uint32_t(legal.size()))];
    return pick[rng.below(std::uint32_t(n))];
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
    // game ends, and every invariant holds after every choice.
    void randomGamesEnd() {
        const Board two = shipped(Side::Two), many = shipped(Side::ThreeFour);
        for (int players = 2; players <= 4; ++players) {
            int games = 0, byRule = 0, byCap = 0;
            std::vector<int> rounds, decisions;
            int erected = 0, styled = 0;
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                const bool eager = seed % 2 == 0;
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
                    erected += c.kind == ChoiceKind::Moai;
                    styled += c.kind == ChoiceKind::Pukao;
                    const std::string broken = checkInvariants(s);
                    if (!broken.empty())
                        qFatal("seed %d, %d players, after \"%s\": %s", int(seed), players,
                               toText(c).c_str(), broken.c_str());
                }
                ++games;
                byRule += s.endReason == EndReason::Rule;
                byCap += s.endReason == EndReason::RoundCap;
                rounds.push_back(s.round);
                decisions.push_back(n);
                QVERIFY(!winners(s).empty());
                for (int p = 0; p < players; ++p) {
                    int sum = 0;
                    for (const auto& [name, v] : score(s, p).parts())
                        sum += v;
                    QCOMPARE(sum, score(s, p).total());
                }
            }
            QCOMPARE(byRule + byCap, games);
            QVERIFY(erected > 0);
            QVERIFY(styled > 0);
            qDebug("%d players: %d games (half uniform, half eager random), %d by the rule, %d by "
                   "the round cap; rounds median %d, 90th percentile %d; decisions per game "
                   "median %d, 90th percentile %d; %d Moai erected, %d styled",
                   players, games, byRule, byCap, percentile(rounds, 50), percentile(rounds, 90),
                   percentile(decisions, 50), percentile(decisions, 90), erected, styled);
        }
    }

    // legalChoices and applyLegal allocate nothing; the figure is a rough speed, not a target.
    void noAllocationInPlay() {
        const Board many = shipped(Side::ThreeFour), two = shipped(Side::Two);
        long decisions = 0;
        long allocations = 0;
        const auto start = std::chrono::steady_clock::now();
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            const int players = 2 + int(seed % 3);
            State s = State::setup(players == 2 ? two : many, {players, false}, seed);
            rano::Rng rng(seed);
            ChoiceList legal;
            const long before = gAllocations.load();
            while (!s.over()) {
                s.legalChoices(legal);
                s.applyLegal(legal[rng.below(std::uint32_t(legal.size()))]);
                ++decisions;
            }
            allocations += gAllocations.load() - before;
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QCOMPARE(allocations, 0L);
        qDebug("random play: %ld decisions in %.2f s, about %.0f decisions/s (one core, shared)",
               decisions, seconds, double(decisions) / seconds);
    }
};

QTEST_APPLESS_MAIN(TestRapaNuiPlayout)
#include "tst_rapanui_playout.moc"
