#include <QTest>

#include "volcanic/board.h"
#include "volcanic/catalogue_json.h"
#include "volcanic/shipped.h"
#include "volcanic/state.h"
#include "volcanic/validator.h"

using namespace rano::volcanic;
using nlohmann::json;

namespace {
TileCatalogue catalogue() {
    TileCatalogue c;
    std::string error;
    if (!shippedCatalogue(c, error)) qFatal("catalogue: %s", error.c_str());
    return c;
}
Continent standard() {
    Continent c;
    std::string error;
    if (!standardContinent(c, error)) qFatal("standard: %s", error.c_str());
    return c;
}
Placement& placed(Continent& c, int tile) {
    for (Placement& p : c.tiles)
        if (p.tile == tile) return p;
    qFatal("tile %d not placed", tile);
}
QStringList messages(const std::vector<Problem>& problems) {
    QStringList list;
    for (const Problem& p : problems)
        list << QString::fromStdString(p.message);
    return list;
}
} // namespace

class TestContinent : public QObject {
    Q_OBJECT
private slots:
    void shippedCatalogueMatchesTheDesign() {
        const TileCatalogue cat = catalogue();
        QCOMPARE(int(cat.tiles.size()), 22);
        int sizes[4] = {0, 0, 0, 0}, geysers = 0;
        for (const TileDef& t : cat.tiles) {
            if (t.id <= 8) {
                QCOMPARE(int(t.spaces.size()), 3);
                QVERIFY(t.crater >= 0);
                QVERIFY(t.channels.size() == 2 || t.channels.size() == 3);
            } else {
                ++sizes[t.spaces.size()];
                QCOMPARE(t.crater, -1);
            }
            if (t.id <= 5) QVERIFY(t.coast.empty());
            geysers += int(t.geysers.size());
        }
        QCOMPARE(sizes[1], 4);
        QCOMPARE(sizes[2], 6);
        QCOMPARE(sizes[3], 4);
        QCOMPARE(geysers, 63);
    }

    void standardContinentIsValid() {
        QCOMPARE(messages(validateContinent(catalogue(), standard())), QStringList());
        QVERIFY(openStraightSides(catalogue(), standard()).empty());
    }

    // The standard continent plays well: every geyser within 2 spaces of starting lava,
    // no two craters side by side, the bay beside exactly three land spaces.
    void standardContinentPlaysWell() {
        const TileCatalogue cat = catalogue();
        Board b;
        std::string error;
        QVERIFY(Board::build(cat, standard(), b, error));
        QCOMPARE(b.spaceCount(), 52);
        const State s = State::setup(b, {4, 2}, 1);
        QCOMPARE(kLavaTiles - int(s.lava), s.lavaOnBoard());
        QVERIFY(s.lavaOnBoard() <= kLavaTiles);
        for (int i = 0; i < b.spaceCount(); ++i) {
            if (b.spaces[std::size_t(i)].geyserCount == 0) continue;
            int nearest = 99;
            for (int j = 0; j < b.spaceCount(); ++j)
                if (s.ground[std::size_t(j)] == Ground::Lava)
                    nearest = std::min(nearest, distance(b.spaces[std::size_t(i)].hex,
                                                         b.spaces[std::size_t(j)].hex));
            QVERIFY2(nearest <= 2, b.spaceName(i).c_str());
        }
        for (int v = 1; v <= 8; ++v)
            for (int w = v + 1; w <= 8; ++w) {
                const int a = b.areas[std::size_t(b.volcanoArea[std::size_t(v)])].crater;
                const int c = b.areas[std::size_t(b.volcanoArea[std::size_t(w)])].crater;
                QVERIFY(distance(b.spaces[std::size_t(a)].hex, b.spaces[std::size_t(c)].hex) >= 2);
            }
        QCOMPARE(int(b.bays.size()), 1);
        QCOMPARE(int(b.bays[0].landing.size()), 3);
    }

    // Each rule broken on purpose: the validator names it in words.
    void brokenRulesAreNamed_data() {
        QTest::addColumn<int>("breakage");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing tile") << 0 << "Tile 22 is not on the continent";
        QTest::newRow("placed twice") << 1 << "Tile 9 is placed 2 times";
        QTest::newRow("no bay") << 2 << "The continent has no landfall bay";
        QTest::newRow("bay on land") << 3 << "Bay 1 at (0, 0) lies on land (tile 1)";
        QTest::newRow("bay far at sea") << 4 << "Bay 1 at (20, 20) is not beside the coast";
        QTest::newRow("bad rotation") << 5 << "Tile 3 has rotation 7 (0-5 expected)";
    }
    void brokenRulesAreNamed() {
        QFETCH(int, breakage);
        QFETCH(QString, expected);
        Continent c = standard();
        switch (breakage) {
        case 0:
            c.tiles.pop_back();
            break;
        case 1:
            c.tiles.push_back(placed(c, 9));
            break;
        case 2:
            c.bays.clear();
            break;
        case 3:
            c.bays = {{{0, 0}}};
            break;
        case 4:
            c.bays = {{{20, 20}}};
            break;
        case 5:
            placed(c, 3).rotation = 7;
            break;
        }
        QVERIFY2(messages(validateContinent(catalogue(), c)).contains(expected),
                 qPrintable(messages(validateContinent(catalogue(), c)).join(" | ")));
    }

    void movedTileOverlapsAndOpensSides() {
        Continent c = standard();
        placed(c, 22).position = placed(c, 21).position;
        const QStringList m = messages(validateContinent(catalogue(), c));
        QCOMPARE(m.value(0), QStringLiteral("Tiles 21 and 22 overlap at (-2, 2)"));
        QCOMPARE(m.value(1), QStringLiteral("Tiles 3 and 22 overlap at (-1, 2)"));
        QVERIFY(m.contains("Tile 21 leaves 2 straight sides open to the sea (south-west of "
                           "(-2, 3), south-east of (-2, 3))"));
    }

    void withoutTheHeartTheInnerZoneHasAHole() {
        Continent c = standard();
        std::erase_if(c.tiles, [](const Placement& p) { return p.tile == 1; });
        const QStringList m = messages(validateContinent(catalogue(), c));
        QCOMPARE(m.first(), QStringLiteral("Tile 1 is not on the continent"));
        QVERIFY(m.contains("The continent has a hole at (0, 0), enclosed by tiles 2, 3, 4 and 5"));
        QVERIFY(m.contains("The inner Volcano tiles 1-5 leave a gap at (0, 0): they must form a "
                           "zone without holes"));
    }

    void innerTileAwayFromTheOthers() {
        Continent c = standard();
        placed(c, 4).position = {20, 0};
        const QStringList m = messages(validateContinent(catalogue(), c));
        QVERIFY2(m.contains("Tile 4 touches no other inner Volcano tile; each of tiles 1-5 must "
                            "touch at least two of the others"),
                 qPrintable(m.join(" | ")));
        QVERIFY(m.contains("Tile 4 is cut off from the rest of the continent"));
    }

    void coastAgainstATile() {
        Continent c = standard();
        placed(c, 10).rotation = 1;
        QCOMPARE(messages(validateContinent(catalogue(), c)),
                 QStringList(
                     {"Tile 10 meets tile 11 with its coast at (-1, 4): tiles meet on "
                      "straight sides only",
                      "Tile 10 leaves 1 straight side open to the sea (south-west of (-1, 4))"}));
    }

    void continentJsonRoundTrip() {
        const Continent c = standard();
        Continent back;
        std::string error;
        QVERIFY(continentFromJson(json::parse(continentToJson(c).dump()), back, error));
        QVERIFY(back == c);
        TileCatalogue cat;
        QVERIFY(catalogueFromJson(json::parse(catalogueToJson(catalogue()).dump()), cat, error));
        QCOMPARE(cat.tiles.size(), catalogue().tiles.size());
    }

    void corruptFilesAreRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("not an object") << "[1,2]"
                                       << "continent: expected a JSON object";
        QTest::newRow("wrong format") << R"({"format":"x","version":1})"
                                      << "continent.format: expected \"rano-continent\"";
        QTest::newRow("future version")
            << R"({"format":"rano-continent","version":9,"tiles":[],"bays":[]})"
            << "continent.version: 9 is newer than this Rano reads (1)";
        QTest::newRow("tiles not a list")
            << R"({"format":"rano-continent","version":1,"tiles":3,"bays":[]})"
            << "continent.tiles: expected an array";
        QTest::newRow("q not a number")
            << R"({"format":"rano-continent","version":1,"tiles":[{"tile":1,"q":"a","r":0,"rotation":0}],"bays":[]})"
            << "continent.tiles[0].q: expected an integer";
        QTest::newRow("tile out of range")
            << R"({"format":"rano-continent","version":1,"tiles":[{"tile":23,"q":0,"r":0,"rotation":0}],"bays":[]})"
            << "continent.tiles[0].tile: 23 is out of range 1..22";
        QTest::newRow("missing bays") << R"({"format":"rano-continent","version":1,"tiles":[]})"
                                      << "continent.bays: missing";
    }
    void corruptFilesAreRefused() {
        QFETCH(QString, text);
        QFETCH(QString, error);
        Continent c;
        std::string why;
        QVERIFY(!continentFromJson(json::parse(text.toStdString()), c, why));
        QCOMPARE(QString::fromStdString(why), error);
    }

    void corruptCatalogueIsRefused() {
        json j = catalogueToJson(catalogue());
        std::string why;
        TileCatalogue out;
        json bad = j;
        bad["tiles"][0]["coast"] = json::array({json::array({0, 3})});
        QVERIFY(!catalogueFromJson(bad, out, why));
        QCOMPARE(why, std::string("tiles.tiles[0].coast: tile 1 is an inner Volcano tile: all its "
                                  "sides are straight"));
        bad = j;
        bad["tiles"][9]["crater"] = 0;
        QVERIFY(!catalogueFromJson(bad, out, why));
        QCOMPARE(why, std::string("tiles.tiles[9].crater: tile 10 has no Volcano (-1)"));
        bad = j;
        bad["tiles"][2]["id"] = 1;
        QVERIFY(!catalogueFromJson(bad, out, why));
        QCOMPARE(why, std::string("tiles.tiles[2].id: tile 1 appears twice"));
    }
};

QTEST_APPLESS_MAIN(TestContinent)
#include "tst_continent.moc"
