#include <QTest>

#include <atomic>
#include <cstdlib>
#include <new>

#include "volcanic/playout.h"
#include "volcanic/scoring.h"
#include "volcanic_fixture.h"

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

using namespace rano::volcanic;
using namespace fixture;

namespace {
// Six three-space tiles in two rows of three, the volcano tiles first; geysers everywhere,
// so random play raises Moai, cracks the land and sinks Areas.
Board board() {
    auto tile = [](int q0, int r0, bool volcano) {
        TileSpec t;
        t.spaces = {{q0, r0}, {q0 + 1, r0}, {q0 + 2, r0}};
        if (volcano) {
            t.crater = 1;
            t.channels = {0, 3, 5};
        }
        t.geysers = {{0, 1}, {0, 4}, {2, 0}, {2, 5}};
        return t;
    };
    return makeBoard({tile(0, 0, true), tile(6, 0, true), tile(2, 1, true), tile(3, 0, false),
                      tile(-1, 1, false), tile(5, 1, false)},
                     {{-1, 0}, {9, 0}, {8, 1}, {-2, 2}});
}

// Pieces and supplies always add up.
void checkConservation(const State& s) {
    int lava = 0;
    for (int i = 0; i < s.board->spaceCount(); ++i)
        lava += s.ground[std::size_t(i)] == Ground::Lava;
    QCOMPARE(lava + s.lava, kLavaTiles);
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[std::size_t(p)];
        QCOMPARE(s.villagesOnBoard(p) + ps.villages, kVillagesPerPlayer);
        QCOMPARE(s.moaiOnBoard(p) + ps.moai, kMoaiPerPlayer);
        QVERIFY(s.settlersOnBoard(p) + ps.settlers + ps.onBoat <= kSettlersPerPlayer);
    }
}
} // namespace

class TestVolcanicPlayout : public QObject {
    Q_OBJECT
private slots:
    void randomGamesEndAndConservePieces_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("2 players") << 2;
        QTest::newRow("3 players") << 3;
        QTest::newRow("4 players") << 4;
    }
    void randomGamesEndAndConservePieces() {
        QFETCH(int, players);
        const Board b = board();
        int sinkings = 0, raises = 0;
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            State s = State::setup(b, {players, kDefaultVolcanoFaces}, seed);
            rano::Rng chooser(seed + 1000);
            ChoiceList legal;
            EventList ev;
            int decisions = 0;
            while (!s.over()) {
                s.legalChoices(legal);
                QVERIFY(!legal.empty());
                ev.clear();
                QCOMPARE(s.apply(legal[chooser.below(std::uint32_t(legal.size()))], &ev),
                         std::string());
                for (const Event& e : ev) {
                    sinkings += e.kind == EventKind::AreaSinks;
                    raises += e.kind == EventKind::MoaiRaised;
                }
                checkConservation(s);
                // A turn skips decision 25's check unless a raise, a Village or a sinking may
                // have taken the last way to crack: the skipped answer must be "still possible".
                if (!s.finalRound && !s.fissureCheckDue) QVERIFY(s.fissureStillPossible());
                QVERIFY(++decisions < 100000);
            }
            QVERIFY(s.round <= kRoundCap);
            QVERIFY(!winners(s).empty());
        }
        QVERIFY(raises > 0);
        QVERIFY(sinkings > 0);
    }

    // A seed and the list of choices reproduce the game exactly.
    void sameSeedAndChoicesGiveTheSameGame() {
        const Board b = board();
        for (std::uint64_t seed : {3ull, 77ull, 1234ull}) {
            State a = State::setup(b, {4, kDefaultVolcanoFaces}, seed);
            State c = State::setup(b, {4, kDefaultVolcanoFaces}, seed);
            rano::Rng ca(seed), cc(seed);
            randomPlayout(a, ca);
            randomPlayout(c, cc);
            QCOMPARE(a.hash(), c.hash());
        }
        State x = State::setup(b, {4, kDefaultVolcanoFaces}, 1);
        State y = State::setup(b, {4, kDefaultVolcanoFaces}, 2);
        QVERIFY(x.hash() != y.hash());
    }

    void legalChoicesAndApplyAllocateNothing() {
        const Board b = board();
        State s = State::setup(b, {4, kDefaultVolcanoFaces}, 5);
        rano::Rng chooser(9);
        ChoiceList legal;
        EventList ev;
        const long before = gAllocations;
        while (!s.over()) {
            s.legalChoices(legal);
            ev.clear();
            s.applyLegal(legal[chooser.below(std::uint32_t(legal.size()))], &ev);
            State copy = s;
            (void)copy;
        }
        QCOMPARE(gAllocations - before, 0L);
    }
};

QTEST_APPLESS_MAIN(TestVolcanicPlayout)
#include "tst_volcanic_playout.moc"
