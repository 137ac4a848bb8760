#include <QTest>

#include "volcanic/describe.h"
#include "volcanic/state_json.h"
#include "volcanic_fixture.h"

using namespace rano::volcanic;
using namespace fixture;
using nlohmann::json;

namespace {
// Three tiles: a volcano tile (crater in the middle, channels east and west), a plain tile
// beside it and a one-space tile touching both, so that a Fissure between the first two
// leaves the land in one piece (a loaded state is one the engine can reach).
Board board() {
    return makeBoard({{{{0, 0}, {1, 0}, {2, 0}}, 1, {0, 3}, {{0, 2}, {2, 1}}},
                      {{{3, 0}, {4, 0}}, -1, {}, {{0, 1}}},
                      {{{2, 1}}, -1, {}, {}}},
                     {{5, 0}});
}

State staged(const Board& b) {
    State s = emptyState(b, 3);
    putLava(s, 0);
    putVillage(s, 2, 1);
    putMoai(s, 3, 2);
    putSettler(s, 3, 0, 2);
    putRaised(s, 3, 0, 1);
    s.carried[4][0] = 1;
    --s.player[0].moai;
    s.player[2].prayers = 2;
    s.prayerSupply -= 2;
    putFissure(s, borderBetween(b, 2, 3));
    s.player[1].vpRaises = 5;
    s.ap = 2;
    s.round = 5;
    s.lastBreak = 3;
    return s;
}
} // namespace

class TestVolcanicStateJson : public QObject {
    Q_OBJECT
private slots:
    void roundTripKeepsEverything() {
        const Board b = board();
        const State s = staged(b);
        const json j = stateToJson(s);
        State back;
        std::string error;
        QVERIFY2(stateFromJson(json::parse(j.dump()), b, back, error), error.c_str());
        QCOMPARE(back.hash(), s.hash());
        QCOMPARE(int(back.lastBreak), 3);
        QVERIFY(stateToJson(back) == j);
        QCOMPARE(j["spaces"][2]["ground"].get<std::string>(), std::string("village"));
        QCOMPARE(int(j["fissures"].size()), 1);
    }

    // A seat's view is the state without the generator's words, which fix every future die
    // roll, Volcano token and sinking draw: twins that differ in those words alone, which no
    // seat can tell apart, give every seat the same view, the same choices told alike.
    void aSeatsViewHidesOnlyTheGenerator() {
        const Board b = board();
        const State s = staged(b);
        State t = s;
        t.rng = rano::Rng(4242);
        QVERIFY(stateToJson(s) != stateToJson(t));
        for (int viewer = -1; viewer < s.players; ++viewer) {
            const json view = viewToJson(s, viewer);
            QVERIFY(view == viewToJson(t, viewer));
            json seen = stateToJson(s);
            seen.erase("rng");
            seen["format"] = "rano-volcanic-view";
            seen["viewer"] = viewer;
            QVERIFY2(view == seen, view.dump().c_str());
        }
        ChoiceList mine, theirs;
        s.legalChoices(mine);
        t.legalChoices(theirs);
        QCOMPARE(mine.size(), theirs.size());
        QVERIFY(mine.size() > 1);
        for (std::size_t i = 0; i < mine.size(); ++i) {
            QVERIFY(mine[i] == theirs[i]);
            QCOMPARE(describe(s, mine[i]), describe(t, theirs[i]));
        }
    }

    void invalidStatesAreRefusedWithAReason_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error");
        QTest::newRow("format") << "/format"
                                << "\"chess\""
                                << "state.format: expected \"rano-volcanic-state\"";
        QTest::newRow("future version") << "/version"
                                        << "8"
                                        << "state.version: 8 is newer than this Rano reads (7)";
        QTest::newRow("one Fissure per hex side")
            << "/version"
            << "1"
            << "state.version: 1 is a position under rules 1 of Rano, which laid one Fissure per "
               "hex side (a Fissure now closes the whole border between two Areas); this Rano "
               "plays rules 7 and cannot read it";
        QTest::newRow("fewer geysers")
            << "/version"
            << "2"
            << "state.version: 2 is a position under rules 2 of Rano, whose tiles had fewer "
               "geysers (66; the tiles now have 74, so a geyser named in the file is another "
               "one); this Rano plays rules 7 and cannot read it";
        QTest::newRow("held along a crater")
            << "/version"
            << "3"
            << "state.version: 3 is a position under rules 3 of Rano, in which two Areas meeting "
               "only along a crater held together (such a border now parts the land from the "
               "start, so other parts sink); this Rano plays rules 7 and cannot read it";
        QTest::newRow("went on past its last Fissure")
            << "/version"
            << "4"
            << "state.version: 4 is a position under rules 4 of Rano, in which a game went on "
               "when no raise could ever lay a Fissure again (the final round now begins then); "
               "this Rano plays rules 7 and cannot read it";
        QTest::newRow("a break still to come") << "/lastBreak"
                                               << "6"
                                               << "state.lastBreak: 6 is out of range 1..5";
        QTest::newRow("players") << "/players"
                                 << "5"
                                 << "state.players: 5 is out of range 2..4";
        QTest::newRow("phase") << "/phase"
                               << "\"dance\""
                               << "state.phase: expected one of turn, prayer, rescue, over";
        QTest::newRow("missing ap") << "/ap"
                                    << "null"
                                    << "state.ap: expected an integer";
        QTest::newRow("settler on crater") << "/spaces/1/settlers"
                                           << "[1,0,0]"
                                           << "state.spaces[1]: pieces on a crater";
        QTest::newRow("villages do not add up")
            << "/seats/1/villages"
            << "6"
            << "state.seats[1]: Villages on the board and in reserve must make 6";
        QTest::newRow("lava does not add up")
            << "/supply/lava"
            << "47"
            << "state.supply.lava: lava on the board and in supply must make 47";
        QTest::newRow("owner without piece")
            << "/spaces/0/owner"
            << "1"
            << "state.spaces[0].owner: a Village or lying Moai has an owner, nothing else does";
        QTest::newRow("fissure inside a tile")
            << "/fissures/0"
            << "[0,1]"
            << "state.fissures[0]: spaces 0 and 1 do not share a border between Areas";
        QTest::newRow("wrong decider") << "/decider"
                                       << "2"
                                       << "state.decider: in a turn the active player decides";
        QTest::newRow("rng") << "/rng/0"
                             << "\"xyz\""
                             << "state.rng[0]: expected 16 hex digits";
        QTest::newRow("unknown volcano") << "/volcanoes/0"
                                         << "5"
                                         << "state.volcanoes: Volcano 5 is not on this continent";
    }
    void invalidStatesAreRefusedWithAReason() {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, error);
        const Board b = board();
        const State s = staged(b);
        json j = stateToJson(s);
        j[json::json_pointer(pointer.toStdString())] = json::parse(value.toStdString());
        State out = s;
        out.round = 9;
        std::string why;
        QVERIFY(!stateFromJson(j, b, out, why));
        QCOMPARE(QString::fromStdString(why), error);
        QCOMPARE(int(out.round), 9); // untouched
    }

    // Issue 49 (a deeper mutation run): a Prayer question to a seat without a token, or about
    // no piece of its own, was read, and "pray" then spent a token the seat did not have.
    void aPrayerQuestionNeedsATokenAndAPiece() {
        const Board b = board();
        State s = staged(b);
        s.phase = Phase::Prayer;
        s.hit = 4;
        s.decider = 0;
        s.player[0].prayers = 1;
        s.prayerSupply -= 1;
        std::string why;
        State out;
        QVERIFY2(stateFromJson(stateToJson(s), b, out, why), why.c_str());
        json j = stateToJson(s);
        j["seats"][0]["prayers"] = 0;
        j["supply"]["prayers"] = j["supply"]["prayers"].get<int>() + 1;
        QVERIFY(!stateFromJson(j, b, out, why));
        QCOMPARE(QString::fromStdString(why), QStringLiteral("state: a Prayer question to a player "
                                                             "without a Prayer token"));
        State other = s;
        other.decider = 2; // holds 2 tokens, but no piece on the space hit
        QVERIFY(!stateFromJson(stateToJson(other), b, out, why));
        QCOMPARE(QString::fromStdString(why),
                 QStringLiteral("state: a Prayer question about no piece "
                                "of its player"));
        State idle = staged(b);
        idle.hit = 4;
        QVERIFY(!stateFromJson(stateToJson(idle), b, out, why));
        QCOMPARE(QString::fromStdString(why),
                 QStringLiteral("state.resolution: an eruption or a sinking is under way in "
                                "an ordinary turn"));
    }

    void notAnObject() {
        const Board b = board();
        State out;
        std::string why;
        QVERIFY(!stateFromJson(json::array({1, 2}), b, out, why));
        QCOMPARE(why, std::string("state: expected an object"));
    }
};

QTEST_APPLESS_MAIN(TestVolcanicStateJson)
#include "tst_volcanic_state_json.moc"
