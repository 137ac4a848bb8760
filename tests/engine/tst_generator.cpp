#include <QTest>

#include <algorithm>
#include <set>

#include "shipped_data.h"
#include "volcanic/board.h"
#include "volcanic/generator.h"
#include "volcanic/validator.h"

using namespace rano::volcanic;

namespace {
TileCatalogue catalogue() {
    return shippedCatalogueOrDie();
}
Continent standard() {
    return standardContinentOrDie();
}
Continent generated(std::uint64_t seed, int bays = kMaxGeneratedBays) {
    std::string error;
    const auto c = generateContinent(catalogue(), standard(), seed, bays, error);
    if (!c) qFatal("seed %llu: %s", static_cast<unsigned long long>(seed), error.c_str());
    return *c;
}
Hex craterOf(const TileCatalogue& cat, const Continent& c, int tile) {
    for (const Placement& p : c.tiles)
        if (p.tile == tile) {
            const TileDef& def = cat.tile(tile);
            return p.position + rotate(def.spaces[std::size_t(def.crater)], p.rotation);
        }
    qFatal("tile %d not placed", tile);
}
} // namespace

class TestGenerator : public QObject {
    Q_OBJECT
private slots:
    // Issue 7: the generator yields only valid continents over 600 seeds, each one a board
    // the game can be played on, with four bays of at least two landing spaces. Issue 52's first
    // search took about 136 ms a continent, so 3,000 seeds outgrew Qt Test's five minutes; since
    // issue 67 a continent takes about 2 ms and this test about 2 s. `rano-cli bench` covers
    // seeds 1-500 as well.
    void sixHundredSeedsGiveValidPlayableContinents() {
        const TileCatalogue cat = catalogue();
        const Continent base = standard();
        std::set<std::vector<int>> distinct;
        for (std::uint64_t seed = 0; seed < 600; ++seed) {
            std::string error;
            const auto c = generateContinent(cat, base, seed, 4, error);
            QVERIFY2(c, error.c_str());
            const auto problems = validateContinent(cat, *c);
            QVERIFY2(
                problems.empty(),
                qPrintable(QString("seed %1: %2")
                               .arg(seed)
                               .arg(problems.empty() ? "" : problems.front().message.c_str())));
            QCOMPARE(int(c->tiles.size()), kTileCount);
            QCOMPARE(int(c->bays.size()), 4);
            // Built phase by phase, as the rulebook's advanced setup and guided mode build.
            QVERIFY2(int(guidedBuildOrder(cat, *c).size()) == kTileCount,
                     qPrintable(QString("seed %1 cannot be built in guided mode").arg(seed)));
            Board board;
            QVERIFY2(Board::build(cat, *c, board, error), error.c_str());
            for (const auto& bay : board.bays)
                QVERIFY(bay.landing.size() >= 2);
            std::vector<int> key;
            for (const Placement& p : c->tiles)
                key.insert(key.end(), {p.tile, p.position.q, p.position.r, p.rotation});
            distinct.insert(key);
        }
        // Seeds make different islands: at most 1 % may repeat a tile layout.
        // Fewer hearts meet issue 52's rule (about 250): 576 of these 600 continents differ.
        QVERIFY2(distinct.size() >= 570, qPrintable(QString::number(distinct.size())));
    }

    void aSeedAlwaysGivesTheSameContinent() {
        QCOMPARE(generated(42), generated(42));
        QCOMPARE(generated(42).name, std::string("Random 42"));
        QCOMPARE(generated(42).author, std::string("Rano"));
        QVERIFY(!(generated(42) == generated(43)));
    }

    // The Volcanoes move from seed to seed: over 200 seeds, tile 1's crater stands on many
    // different spaces, and on a space of the standard continent's heart each time.
    void volcanoesMoveBetweenSeeds() {
        const TileCatalogue cat = catalogue();
        std::set<Hex> craters;
        for (std::uint64_t seed = 0; seed < 200; ++seed)
            craters.insert(craterOf(cat, generated(seed), 1));
        QVERIFY2(craters.size() >= 20, qPrintable(QString::number(craters.size())));
    }

    // Issue 24: a game ends only when raises cut the heart apart, and a border that no geyser
    // faces can never be cracked. Of 20 hearts drawn, the generator keeps the valid one with
    // the fewest such borders: over seeds 0-99 at most 2 on a continent and 109 in all, on
    // issue 52's tiles (one heart per seed, as before, left 4.9 a continent over seeds 1-300,
    // up to 9).
    void fewBordersFaceNoGeyser() {
        const TileCatalogue cat = catalogue();
        int total = 0, most = 0;
        for (std::uint64_t seed = 0; seed < 100; ++seed) {
            Board b;
            std::string error;
            QVERIFY(Board::build(cat, generated(seed), b, error));
            const int unfaced = int(bordersWithoutGeyser(b).size());
            total += unfaced;
            most = std::max(most, unfaced);
        }
        QCOMPARE(most, 2);
        QCOMPARE(total, 109);
    }

    void tilesAreListedByNumber() {
        const Continent c = generated(7);
        for (std::size_t i = 0; i < c.tiles.size(); ++i)
            QCOMPARE(c.tiles[i].tile, int(i) + 1);
    }

    void bayCountIsTheOneAskedFor_data() {
        QTest::addColumn<int>("bays");
        for (int b = kMinGeneratedBays; b <= kMaxGeneratedBays; ++b)
            QTest::addRow("%d", b) << b;
    }
    void bayCountIsTheOneAskedFor() {
        QFETCH(int, bays);
        const Continent c = generated(11, bays);
        QCOMPARE(int(c.bays.size()), bays);
        std::set<Hex> places;
        for (const Bay& b : c.bays)
            places.insert(b.sea);
        QCOMPARE(int(places.size()), bays);
    }

    void badRequestsAreRefusedWithAReason() {
        std::string error;
        QVERIFY(!generateContinent(catalogue(), standard(), 1, 0, error));
        QCOMPARE(error, std::string("a random continent has 1-4 landfall bays, not 0"));
        QVERIFY(!generateContinent(catalogue(), standard(), 1, 5, error));
        QCOMPARE(error, std::string("a random continent has 1-4 landfall bays, not 5"));
        Continent broken = standard();
        broken.tiles.pop_back();
        QVERIFY(!generateContinent(catalogue(), broken, 1, 4, error));
        QCOMPARE(error, std::string("the continent to build on breaks the setup rules"));
    }
};

QTEST_APPLESS_MAIN(TestGenerator)
#include "tst_generator.moc"
