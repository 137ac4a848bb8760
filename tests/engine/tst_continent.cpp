#include <QTemporaryDir>
#include <QTest>
#include <fstream>

#include "shipped_data.h"
#include "volcanic/board.h"
#include "volcanic/catalogue_json.h"
#include "volcanic/state.h"
#include "volcanic/validator.h"

using namespace rano::volcanic;
using nlohmann::json;

namespace {
TileCatalogue catalogue() {
    return shippedCatalogueOrDie();
}
Continent standard() {
    return standardContinentOrDie();
}
Placement& placed(Continent& c, int tile) {
    for (Placement& p : c.tiles)
        if (p.tile == tile) return p;
    qFatal("tile %d not placed", tile);
}
std::vector<Placement> standardTiles(std::initializer_list<int> ids) {
    std::vector<Placement> out;
    const Continent c = standard();
    for (int id : ids)
        for (const Placement& p : c.tiles)
            if (p.tile == id) out.push_back(p);
    return out;
}
// The compact zone of tiles 1-5 that is Mu's heart, for the phase 1 cases.
std::vector<Placement> compactZone(std::initializer_list<int> ids) {
    return standardTiles(ids);
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
        QCOMPARE(geysers, 74);
    }

    // The bays' reach: steps from each bay to the nearest geyser and Volcano; bays 3 or
    // more steps apart in either are unbalanced.
    void bayReachAndBalance() {
        Continent c;
        c.tiles = {{9, {0, 0}, 0}}; // one space with two geysers, no Volcano
        c.bays = {{{1, 0}}, {{5, 0}}};
        const auto reach = bayReach(catalogue(), c);
        QCOMPARE(reach.size(), std::size_t(2));
        QCOMPARE(reach[0].toGeyser, 1);
        QCOMPARE(reach[1].toGeyser, 5);
        QVERIFY(baysUnbalanced(reach));
        c.bays = {{{1, 0}}, {{-1, 0}}};
        QVERIFY(!baysUnbalanced(bayReach(catalogue(), c)));
        c.bays = {{{1, 0}}};
        QVERIFY(!baysUnbalanced(bayReach(catalogue(), c)));
    }

    void standardContinentIsValid() {
        QCOMPARE(messages(validateContinent(catalogue(), standard())), QStringList());
        QVERIFY(openStraightSides(catalogue(), standard()).empty());
    }

    // A game ends when the land breaks until two Volcanoes are left, and only a raise cracks a
    // border: every border of Mu faces a geyser from one side or the other, the borders
    // between Volcano tiles included (the catalogue of rules 2 left 8 of the 50 uncrackable,
    // 1-3, 1-20, 1-21, 2-5, 3-5, 4-9, 7-12 and 8-21, so no game could end by the rulebook).
    void everyBorderOfMuFacesAGeyser() {
        Board b;
        std::string error;
        QVERIFY(Board::build(catalogue(), standard(), b, error));
        QCOMPARE(int(b.borders.size()), 48);
        for (int i : bordersWithoutGeyser(b))
            QFAIL((b.spaceName(b.borders[std::size_t(i)].a) + " / " +
                   b.spaceName(b.borders[std::size_t(i)].b) + " faces no geyser")
                      .c_str());
    }

    // Decision 2 (rules revision 7, issue 52): no border of Mu runs along a crater alone; today's
    // Mu has 48 borders.
    void muHasNoBorderAlongACrater() {
        Board b;
        std::string error;
        QVERIFY(Board::build(catalogue(), standard(), b, error));
        QCOMPARE(int(b.borders.size()), 48);
        for (const Border& border : b.borders) {
            bool crossable = false;
            for (int sp = 0; sp < b.spaceCount(); ++sp)
                for (int d = 0; d < kDirections; ++d) {
                    const SpaceInfo& s = b.spaces[std::size_t(sp)];
                    if (s.border[std::size_t(d)] != &border - b.borders.data()) continue;
                    crossable =
                        crossable ||
                        (!s.crater && !b.spaces[std::size_t(s.next[std::size_t(d)])].crater);
                }
            QVERIFY2(crossable, qPrintable(QString::fromStdString(b.spaceName(border.a))));
        }
    }

    // Two tiles that meet only along a crater are refused, naming both; beside a space that is
    // not a crater they may meet.
    void aBorderAlongACraterIsRefused() {
        const TileCatalogue cat = catalogue();
        const TileDef& volcano = cat.tile(1);
        const Hex crater = volcano.spaces[std::size_t(volcano.crater)];
        Hex along{}, beside{};
        bool foundAlong = false, foundBeside = false;
        for (int d = 0; d < kDirections; ++d) {
            const Hex h = neighbour(crater, d);
            if (std::find(volcano.spaces.begin(), volcano.spaces.end(), h) != volcano.spaces.end())
                continue;
            bool touchesOther = false;
            for (std::size_t s = 0; s < volcano.spaces.size(); ++s)
                touchesOther = touchesOther ||
                               (int(s) != volcano.crater && distance(volcano.spaces[s], h) == 1);
            (touchesOther ? beside : along) = h;
            (touchesOther ? foundBeside : foundAlong) = true;
        }
        QVERIFY(foundAlong && foundBeside);
        Continent c;
        c.tiles = {{1, {0, 0}, 0}, {9, along, 0}};
        QStringList m = messages(validateContinent(cat, c));
        QVERIFY2(m.contains("Tiles 1 and 9 meet only along a crater, where no Settler passes: "
                            "every border needs a side between two spaces that are not craters"),
                 qPrintable(m.join(" | ")));
        c.tiles = {{1, {0, 0}, 0}, {9, beside, 0}};
        m = messages(validateContinent(cat, c));
        QVERIFY2(std::none_of(m.begin(), m.end(),
                              [](const QString& x) { return x.contains("along a crater"); }),
                 qPrintable(m.join(" | ")));
        // The guided build refuses the step at once.
        const auto step =
            validatePlacementStep(cat, {{1, {0, 0}, 0}}, {9, along, 0}, SetupPhase::OuterAreas);
        QVERIFY(std::any_of(step.begin(), step.end(),
                            [](const Problem& p) { return p.kind == ProblemKind::CraterBorder; }));
    }

    // The standard continent plays well: every geyser within 2 spaces of starting lava,
    // no two craters side by side, the bay beside four land spaces.
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
        QCOMPARE(int(b.bays[0].landing.size()), 4);
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
        QCOMPARE(m.value(0), QStringLiteral("Tiles 21 and 22 overlap at (2, 0)"));
        QVERIFY2(m.contains("Tile 21 leaves 3 straight sides open to the sea (east of (2, 0), "
                            "east of (3, -1), south-east of (3, -1))"),
                 qPrintable(m.join(" | ")));
    }

    void withoutTheHeartTheInnerZoneHasAHole() {
        Continent c = standard();
        std::erase_if(c.tiles, [](const Placement& p) { return p.tile == 1; });
        QStringList m = messages(validateContinent(catalogue(), c));
        QCOMPARE(m.first(), QStringLiteral("Tile 1 is not on the continent"));
        QVERIFY(m.contains("The continent has a hole at (0, 0), enclosed by tiles 2, 3, 4, 5, "
                           "16 and 21"));
        // Tiles 1-5 alone, without tile 1 in their midst: the heart falls in two.
        c.tiles = compactZone({2, 3, 4, 5});
        m = messages(validateContinent(catalogue(), c));
        QVERIFY2(m.contains("Tiles 2 and 5 are cut off from the rest of the continent"),
                 qPrintable(m.join(" | ")));
        QVERIFY2(m.contains("Tile 3 touches only one other inner Volcano tile (tile 4); each of "
                            "tiles 1-5 must touch at least two of the others"),
                 qPrintable(m.join(" | ")));
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

    // The part named is the one away from the rest, wherever it lies (issue 50.14: a tile moved
    // west of the island named the other 21 as cut off).
    void theCutOffPartIsTheSmallerOne() {
        Continent c = standard();
        placed(c, 9).position = {-20, 0};
        QStringList m = messages(validateContinent(catalogue(), c));
        QVERIFY2(m.contains("Tile 9 is cut off from the rest of the continent"),
                 qPrintable(m.join(" | ")));
        placed(c, 10).position = {-20, 2};
        m = messages(validateContinent(catalogue(), c));
        QVERIFY2(m.contains("Tiles 9 and 10 are cut off from the rest of the continent"),
                 qPrintable(m.join(" | ")));
    }

    void coastAgainstATile() {
        Continent c = standard();
        placed(c, 9).rotation = 1;
        QCOMPARE(messages(validateContinent(catalogue(), c)),
                 QStringList({"Tile 9 meets tile 12 with its coast at (-4, 3): tiles meet on "
                              "straight sides only",
                              "Tile 9 leaves 1 straight side open to the sea (north-west of (-4, "
                              "3))"}));
    }

    void continentJsonRoundTrip() {
        const Continent c = standard();
        Continent back;
        std::string error;
        QVERIFY(continentFromJson(json::parse(continentToJson(c).dump()), back, error));
        QVERIFY(back == c);
        TileCatalogue cat;
        QVERIFY(catalogueFromJson(json::parse(catalogueToJson(catalogue()).dump()), cat, error));
        QVERIFY(catalogueToJson(cat) == catalogueToJson(catalogue()));
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

    void corruptCatalogueIsRefused_data() {
        QTest::addColumn<int>("breakage");
        QTest::addColumn<QString>("error");
        QTest::newRow("future version")
            << 0 << "tiles.version: 2 is newer than this Rano reads (1)";
        QTest::newRow("wrong format") << 1 << "tiles.format: expected \"rano-tiles\"";
        QTest::newRow("tile missing") << 2 << "tiles.tiles: expected 22 tiles, found 21";
        QTest::newRow("space not a pair")
            << 3 << "tiles.tiles[3].spaces[1]: expected [q, r] integers";
        QTest::newRow("space of text") << 4 << "tiles.tiles[3].spaces[0]: expected [q, r] integers";
        QTest::newRow("inner tile with coast")
            << 5
            << "tiles.tiles[0].coast: tile 1 is an inner Volcano tile: all its sides are straight";
        QTest::newRow("outer tile with crater")
            << 6 << "tiles.tiles[9].crater: tile 10 has no Volcano (-1)";
        QTest::newRow("id twice") << 7 << "tiles.tiles[2].id: tile 1 appears twice";
        QTest::newRow("one channel")
            << 8 << "tiles.tiles[5].channels: a Volcano has 2 or 3 lava channels";
        QTest::newRow("geyser in crater")
            << 9 << "tiles.tiles[0].geysers[0]: a geyser cannot be in the crater";
        QTest::newRow("coastal Volcano without coast")
            << 10 << "tiles.tiles[6].coast: tile 7 is a coastal Volcano tile: some sides are coast";
        QTest::newRow("spaces apart")
            << 11 << "tiles.tiles[12].spaces: the spaces of a tile must touch each other";
        QTest::newRow("geyser facing the coast")
            << 12 << "tiles.tiles[6].geysers[0]: a geyser faces a straight side, not the coast";
        QTest::newRow("channels of text") << 13 << "tiles.tiles[2].channels: expected an array";
    }
    void corruptCatalogueIsRefused() {
        QFETCH(int, breakage);
        QFETCH(QString, error);
        const TileCatalogue cat = catalogue();
        json bad = catalogueToJson(cat);
        const TileDef& seven = cat.tile(7); // its coast runs along a space beside its crater
        const auto seaSide =
            std::find_if(seven.coast.begin(), seven.coast.end(),
                         [&](const SideDef& side) { return side.space != seven.crater; });
        switch (breakage) {
        case 0:
            bad["version"] = 2;
            break;
        case 1:
            bad["format"] = "rano-continent";
            break;
        case 2:
            bad["tiles"].erase(21);
            break;
        case 3:
            bad["tiles"][3]["spaces"][1] = json::array({1});
            break;
        case 4:
            bad["tiles"][3]["spaces"][0] = json::array({"a", 0});
            break;
        case 5:
            bad["tiles"][0]["coast"] = json::array({json::array({0, 3})});
            break;
        case 6:
            bad["tiles"][9]["crater"] = 0;
            break;
        case 7:
            bad["tiles"][2]["id"] = 1;
            break;
        case 8:
            bad["tiles"][5]["channels"] = json::array({0});
            break;
        case 9:
            bad["tiles"][0]["geysers"] =
                json::array({{{"space", cat.tile(1).crater}, {"side", 0}}});
            break;
        case 10:
            bad["tiles"][6]["coast"] = json::array();
            break;
        case 11:
            bad["tiles"][12]["spaces"] = json::array({json::array({0, 0}), json::array({2, 0})});
            break;
        case 12:
            QVERIFY(seaSide != seven.coast.end());
            bad["tiles"][6]["geysers"] =
                json::array({{{"space", seaSide->space}, {"side", seaSide->direction}}});
            break;
        case 13:
            bad["tiles"][2]["channels"] = "east";
            break;
        }
        TileCatalogue out;
        std::string why;
        QVERIFY(!catalogueFromJson(bad, out, why));
        QCOMPARE(QString::fromStdString(why), error);
    }

    // The files on disk are the ones built into the program.
    void resourceFilesLoad() {
        const std::string dir = RANO_RESOURCE_DIR;
        std::string error;
        const auto cat = loadCatalogueFile(dir + "/volcanic/tiles.json", error);
        QVERIFY2(cat, error.c_str());
        QVERIFY(catalogueToJson(*cat) == catalogueToJson(catalogue()));
        const auto mu = loadContinentFile(dir + "/volcanic/standard.json", error);
        QVERIFY2(mu, error.c_str());
        QVERIFY(*mu == standard());
        QCOMPARE(mu->name, std::string("Mu"));
        QVERIFY(validateContinent(*cat, *mu).empty());
    }

    void badFilesOnDiskAreRefused_data() {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("error");
        const std::string whole = continentToJson(standard()).dump(1);
        QTest::newRow("truncated") << QString::fromStdString(whole.substr(0, whole.size() / 2))
                                   << "FILE: not valid JSON ([json.exception.parse_error.101]";
        QTest::newRow("empty") << ""
                               << "FILE: not valid JSON ([json.exception.parse_error.101]";
        QTest::newRow("wrong type")
            << R"({"format":"rano-continent","version":1,"tiles":[{"tile":1,"q":0,"r":0,"rotation":"left"}],"bays":[]})"
            << "FILE: continent.tiles[0].rotation: expected an integer";
        QTest::newRow("future version")
            << R"({"format":"rano-continent","version":2,"tiles":[],"bays":[]})"
            << "FILE: continent.version: 2 is newer than this Rano reads (1)";
        QTest::newRow("a catalogue") << QString::fromStdString(catalogueToJson(catalogue()).dump())
                                     << "FILE: continent.format: expected \"rano-continent\"";
    }
    void badFilesOnDiskAreRefused() {
        QFETCH(QString, content);
        QFETCH(QString, error);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("bad.json").toStdString();
        std::ofstream(path, std::ios::binary) << content.toStdString();
        std::string why;
        QVERIFY(!loadContinentFile(path, why));
        // Parse errors are compared up to nlohmann's own wording.
        const QString expected = error.replace("FILE", QString::fromStdString(path));
        QVERIFY2(QString::fromStdString(why).startsWith(expected), why.c_str());
        if (!expected.endsWith("]")) QCOMPARE(QString::fromStdString(why), expected);
        QVERIFY(!loadCatalogueFile(dir.filePath("none.json").toStdString(), why));
        QCOMPARE(why,
                 dir.filePath("none.json").toStdString() + ": cannot open the file (no such file)");
    }

    // Phase 1 on its own: the zone of tiles 1-5 with tile 4 hanging off tile 2.
    void innerTileTouchingOnlyOne() {
        Continent c;
        c.tiles = compactZone({1, 2, 3, 5});
        c.tiles.push_back({4, {0, -2}, 0});
        QVERIFY(messages(validateContinent(catalogue(), c))
                    .contains("Tile 4 touches only one other inner Volcano tile (tile 2); each of "
                              "tiles 1-5 must touch at least two of the others"));
    }

    // The editor's guided mode, one tile at a time. Phase 1 builds the compact zone above;
    // phases 2 and 3 join Mu's tiles where Mu has them.
    void placementSteps_data() {
        QTest::addColumn<QList<int>>("placed"); // tiles already down
        QTest::addColumn<bool>("onMu");         // where Mu has them, else in the compact zone
        QTest::addColumn<int>("tile");
        QTest::addColumn<int>("q");
        QTest::addColumn<int>("r");
        QTest::addColumn<int>("rotation");
        QTest::addColumn<int>("phase");
        QTest::addColumn<QStringList>("expected");
        const QList<int> inner{1, 2, 3, 5};
        const QList<int> zone{1, 2, 3, 4, 5};
        const QList<int> zone7{1, 2, 3, 4, 5, 7};
        const QList<int> volcanoes{1, 2, 3, 4, 5, 6, 7, 8};
        QTest::newRow("first tile")
            << QList<int>{} << false << 1 << 0 << 0 << 0 << 1 << QStringList();
        QTest::newRow("wrong phase")
            << QList<int>{} << false << 7 << 4 << -1 << 0 << 1
            << QStringList{"Tile 7 does not belong to phase 1 (phase 1 places tiles 1-5)"};
        QTest::newRow("bad rotation") << inner << false << 4 << 2 << -1 << 6 << 1
                                      << QStringList{"Tile 4 has rotation 6 (0-5 expected)"};
        QTest::newRow("twice") << inner << false << 3 << 5 << 5 << 0 << 1
                               << QStringList{"Tile 3 is already placed"};
        QTest::newRow("overlap") << inner << false << 4 << 0 << 0 << 0 << 1
                                 << QStringList{"Tile 4 would overlap tile 1 at (0, 0)",
                                                "Tile 4 would overlap tile 5 at (1, -1)"};
        // Tile 4 away from tile 3 leaves tile 3 beside tile 1 alone.
        QTest::newRow("touching one")
            << inner << false << 4 << -2 << 1 << 0 << 1
            << QStringList{"Tile 3 touches only one other inner Volcano tile (tile 1); each of "
                           "tiles 1-5 must touch at least two of the others"};
        // Mu's heart leaves no room for a hole without a contact along a crater too.
        QTest::newRow("gap") << QList<int>{1, 2, 3, 4} << false << 5 << 3 << -2 << 1 << 1
                             << QStringList{"Tiles 2 and 5 meet only along a crater, where no "
                                            "Settler passes: every border needs a side between "
                                            "two spaces that are not craters",
                                            "The inner Volcano tiles 1-5 leave a gap at (1, -1): "
                                            "they must form a zone without holes"};
        QTest::newRow("Mu's fifth inner tile")
            << inner << true << 4 << -2 << 2 << 0 << 1 << QStringList();
        QTest::newRow("phase 2 too early")
            << QList<int>{1, 2, 3} << true << 7 << -2 << 0 << 0 << 2
            << QStringList{"Phase 2 starts once tiles 1-5 are placed (tiles 4 and 5 are missing)",
                           "Tile 7 does not touch the tiles placed so far"};
        QTest::newRow("coastal Volcano joins")
            << zone << true << 7 << 0 << 4 << 0 << 2 << QStringList();
        QTest::newRow("coastal Volcano fits")
            << zone7 << true << 6 << -3 << 1 << 0 << 2 << QStringList();
        QTest::newRow("own coast against a tile")
            << zone7 << true << 6 << -2 << 1 << 1 << 2
            << QStringList{"Tile 6 meets tile 4 with its coast at (-2, 1): tiles meet on straight "
                           "sides only"};
        QTest::newRow("against a placed coast")
            << zone7 << true << 6 << -3 << 5 << 0 << 2
            << QStringList{"Tile 7 meets tile 6 with its coast at (-1, 4): tiles meet on straight "
                           "sides only",
                           "Tile 6 must join the zone of tiles 1-5"};
        QTest::newRow("away from the zone")
            << zone7 << true << 6 << -3 << 5 << 1 << 2
            << QStringList{"Tile 6 must join the zone of tiles 1-5"};
        QTest::newRow("phase 3 too early")
            << zone7 << true << 15 << -2 << 0 << 0 << 3
            << QStringList{"Phase 3 starts once tiles 1-8 are placed (tiles 6 and 8 are missing)"};
        QTest::newRow("three open edges")
            << volcanoes << true << 18 << -2 << -1 << 1 << 3
            << QStringList{"Tile 18 would leave 3 straight edges open (sides east of (-2, -1), "
                           "south-west of (-2, -1), north-east of (-1, -2), south-east of (-1, "
                           "-2)); at most 2 may stay open for the tiles still to come"};
        QTest::newRow("outer tile fits")
            << volcanoes << true << 11 << -3 << 0 << 0 << 3 << QStringList();
    }
    void placementSteps() {
        QFETCH(QList<int>, placed);
        QFETCH(bool, onMu);
        QFETCH(int, tile);
        QFETCH(int, q);
        QFETCH(int, r);
        QFETCH(int, rotation);
        QFETCH(int, phase);
        QFETCH(QStringList, expected);
        std::vector<Placement> down;
        for (int id : placed)
            down.push_back(onMu ? standardTiles({id}).at(0) : compactZone({id}).at(0));
        QCOMPARE(messages(validatePlacementStep(catalogue(), down, {tile, {q, r}, rotation},
                                                SetupPhase(phase))),
                 expected);
    }

    // Mu itself can be built in guided mode, phase by phase; a continent with a phase 2 tile
    // away from the zone cannot.
    void muFollowsTheGuidedPhases() {
        const std::vector<Placement> order = guidedBuildOrder(catalogue(), standard());
        QCOMPARE(int(order.size()), 22);
        QList<int> tiles;
        for (const Placement& p : order)
            tiles << p.tile;
        QCOMPARE(tiles, (QList<int>{1, 2,  3,  4,  5,  6,  7,  8,  11, 10, 12,
                                    9, 13, 15, 14, 16, 17, 18, 19, 20, 21, 22}));
        Continent moved = standard();
        placed(moved, 6).position = {9, 9};
        QVERIFY(guidedBuildOrder(catalogue(), moved).empty());
    }

    void phasesOfTiles() {
        QCOMPARE(setupPhaseOf(1), SetupPhase::InnerVolcanoes);
        QCOMPARE(setupPhaseOf(5), SetupPhase::InnerVolcanoes);
        QCOMPARE(setupPhaseOf(6), SetupPhase::CoastalVolcanoes);
        QCOMPARE(setupPhaseOf(8), SetupPhase::CoastalVolcanoes);
        QCOMPARE(setupPhaseOf(9), SetupPhase::OuterAreas);
        QCOMPARE(setupPhaseOf(22), SetupPhase::OuterAreas);
    }
};

QTEST_APPLESS_MAIN(TestContinent)
#include "tst_continent.moc"
