#include <QTest>

#include <algorithm>
#include <tuple>

#include "volcanic/describe.h"
#include "volcanic/scoring.h"
#include "volcanic_fixture.h"

using namespace rano::volcanic;
using namespace fixture;

namespace {

// Board A: a volcano (tile 1) whose one channel runs east along row 0 through tile 2
// (three spaces, two sea-facing geysers each) into tile 3; a bay east of tile 3.
Board boardA() {
    return makeBoard(
        {{{{0, 0}, {0, 1}, {-1, 1}}, 0, {0}, {}},
         {{{1, 0}, {2, 0}, {3, 0}}, -1, {}, {{0, 1}, {0, 2}, {1, 1}, {1, 2}, {2, 1}, {2, 2}}},
         {{{4, 0}, {5, 0}}, -1, {}, {}}},
        {{6, 0}});
}

// Board B: four three-space tiles in a row, each meeting the next on one side, so one
// Fissure on that side splits the continent. Tiles 1, 2 and 3 carry a Volcano (their middle
// space); tile 4 has none. Geysers on every non-crater space face the sea (north-east) or
// the next tile east.
Board boardB() {
    auto tile = [](int q0, bool volcano) {
        TileSpec t;
        t.spaces = {{q0, 0}, {q0 + 1, 0}, {q0 + 2, 0}};
        if (volcano) {
            t.crater = 1;
            t.channels = {0, 3};
        }
        t.geysers = {{0, 1}, {2, 0}};
        return t;
    };
    return makeBoard({tile(0, true), tile(3, true), tile(6, true), tile(9, false)}, {{0, -1}});
}

int sp(const Board& b, int q, int r) {
    return b.spaceAt({q, r});
}

// An empty board A with one lava off the channel's path, so that no double eruption (which
// comes when no lava is left on the board) disturbs the action under test.
State stateA(const Board& b, int players = 2, int volcanoFaces = 0) {
    State s = emptyState(b, players, volcanoFaces);
    putLava(s, sp(b, -1, 1));
    return s;
}

int count(const EventList& ev, EventKind kind) {
    return int(
        std::count_if(ev.begin(), ev.end(), [kind](const Event& e) { return e.kind == kind; }));
}

} // namespace

class TestVolcanicRules : public QObject {
    Q_OBJECT
private slots:
    // The rulebook's raise series: with v own Villages in the Area and k own raised Moai
    // there after raising, the raise scores k x v (1 VP with no Village).
    void raiseScoring_data() {
        QTest::addColumn<int>("villages");
        QTest::addColumn<int>("alreadyRaised");
        QTest::addColumn<int>("vp");
        QTest::newRow("no village") << 0 << 0 << 1;
        QTest::newRow("no village, third Moai") << 0 << 2 << 1;
        QTest::newRow("1 village, first Moai") << 1 << 0 << 1;
        QTest::newRow("1 village, second Moai") << 1 << 1 << 2;
        QTest::newRow("1 village, third Moai") << 1 << 2 << 3;
        QTest::newRow("2 villages, first Moai") << 2 << 0 << 2;
        QTest::newRow("2 villages, second Moai") << 2 << 1 << 4;
        QTest::newRow("2 villages, third Moai") << 2 << 2 << 6;
    }
    void raiseScoring() {
        QFETCH(int, villages);
        QFETCH(int, alreadyRaised);
        QFETCH(int, vp);
        const Board b = boardA();
        State s = stateA(b);
        const int at = sp(b, 1, 0), v1 = sp(b, 2, 0), v2 = sp(b, 3, 0);
        if (villages >= 1) putVillage(s, v1, 0);
        if (villages >= 2) putVillage(s, v2, 0);
        const int taken[][2] = {{v1, 0}, {v1, 1}};
        for (int i = 0; i < alreadyRaised; ++i)
            putRaised(s, taken[i][0], taken[i][1], 0);
        putSettler(s, at, 0);
        putMoai(s, at, 0);
        EventList ev;
        QCOMPARE(apply(s, ("raise " + std::to_string(at) + " 0").c_str(), &ev), std::string());
        QCOMPARE(int(s.player[0].vpRaises), vp);
        QCOMPARE(score(s, 0).total(), vp + villages * 0);
        QCOMPARE(s.raised[std::size_t(at)][0], std::int8_t(0));
        QCOMPARE(s.ground[std::size_t(at)], Ground::Empty);
        QCOMPARE(int(s.ap), 3);
        QCOMPARE(count(ev, EventKind::MoaiRaised), 1);
        QCOMPARE(count(ev, EventKind::DieRolled), 1);
        QCOMPARE(count(ev, EventKind::FissurePlaced), 0); // the geyser faces the sea
    }

    void moveAndCarry() {
        const Board b = boardA();
        State s = stateA(b);
        const int a = sp(b, 1, 0), c = sp(b, 2, 0);
        putSettler(s, a, 0);
        putMoai(s, a, 0);
        ChoiceList legal;
        s.legalChoices(legal);
        QVERIFY(std::find(legal.begin(), legal.end(), Choice::move(a, c, true)) != legal.end());
        // Nothing enters a crater.
        QVERIFY(std::find(legal.begin(), legal.end(), Choice::move(a, sp(b, 0, 0), false)) ==
                legal.end());
        QCOMPARE(s.apply(Choice::move(a, c, true)), std::string());
        QCOMPARE(int(s.settlers[std::size_t(c)][0]), 1);
        QCOMPARE(int(s.carried[std::size_t(c)][0]), 1);
        QCOMPARE(s.ground[std::size_t(a)], Ground::Empty);
        QCOMPARE(int(s.ap), 3);
        // Only own Moai are carried.
        putMoai(s, c, 1);
        s.carried[std::size_t(c)][0] = 0;
        QCOMPARE(s.apply(Choice::move(c, a, true)),
                 std::string("there is no lying Moai of yours to carry"));
    }

    void fissureBlocksMoves() {
        const Board b = boardB();
        State s = emptyState(b);
        const int west = sp(b, 2, 0), east = sp(b, 3, 0);
        putSettler(s, west, 0);
        putFissure(s, borderBetween(b, west, east));
        QCOMPARE(s.apply(Choice::move(west, east, false)),
                 std::string("a Fissure blocks that move"));
        QCOMPARE(int(s.settlers[std::size_t(west)][0]), 1);
    }

    void landFromBoat() {
        const Board b = boardA();
        State s = stateA(b);
        s.player[0].onBoat = 1;
        ChoiceList legal;
        s.legalChoices(legal);
        QVERIFY(std::find(legal.begin(), legal.end(), Choice::at(ChoiceKind::Land, sp(b, 5, 0))) !=
                legal.end());
        QCOMPARE(s.apply(Choice::at(ChoiceKind::Land, sp(b, 4, 0))),
                 std::string("a Settler lands only on a space beside its Boat's bay"));
        QCOMPARE(s.apply(Choice::at(ChoiceKind::Land, sp(b, 5, 0))), std::string());
        QCOMPARE(int(s.player[0].onBoat), 0);
        QCOMPARE(int(s.settlers[std::size_t(sp(b, 5, 0))][0]), 1);
    }

    void buildVillageCostsTwoAndScoresOne() {
        const Board b = boardA();
        State s = stateA(b);
        const int x = sp(b, 2, 0);
        putSettler(s, x, 0);
        putLava(s, x);
        const int lavaBefore = s.lava;
        QCOMPARE(apply(s, ("village " + std::to_string(x)).c_str()), std::string());
        QCOMPARE(s.ground[std::size_t(x)], Ground::Village);
        QCOMPARE(int(s.lava), lavaBefore + 1);
        QCOMPARE(int(s.player[0].villages), kVillagesPerPlayer - 1);
        QCOMPARE(int(s.player[0].vpVillages), 1);
        QCOMPARE(int(s.ap), 2);
        // Without lava there is nothing to build on.
        QCOMPARE(apply(s, ("village " + std::to_string(x)).c_str()),
                 std::string("that space holds no lava"));
    }

    void sculptNeedsLavaAndSettler() {
        const Board b = boardA();
        State s = stateA(b);
        const int x = sp(b, 2, 0);
        putLava(s, x);
        QCOMPARE(apply(s, ("sculpt " + std::to_string(x)).c_str()),
                 std::string("you need a Settler on that space"));
        putSettler(s, x, 0);
        QCOMPARE(apply(s, ("sculpt " + std::to_string(x)).c_str()), std::string());
        QCOMPARE(s.ground[std::size_t(x)], Ground::Moai);
        QCOMPARE(int(s.player[0].moai), kMoaiPerPlayer - 1);
    }

    void createSettlersLimitedByVillages() {
        const Board b = boardA();
        State s = stateA(b);
        const int x = sp(b, 1, 0), y = sp(b, 2, 0), z = sp(b, 3, 0);
        putSettler(s, x, 0);
        putVillage(s, y, 0);
        QCOMPARE(apply(s, ("settler " + std::to_string(z)).c_str()), std::string());
        QCOMPARE(apply(s, ("settler " + std::to_string(z)).c_str()),
                 std::string("a Settler is created in an Area with one of your Settlers and one "
                             "of your Villages, at most once per Village there each turn"));
        putVillage(s, z, 0);
        QCOMPARE(apply(s, ("settler " + std::to_string(y)).c_str()), std::string());
        QCOMPARE(s.settlersOnBoard(0), 3);
        QCOMPARE(int(s.ap), 2);
    }

    // On board B, where a Fissure can still be laid: every geyser of board A faces the sea, so
    // its games end after the first round (decision 25).
    void prayerTokenCostRisesOncePerTurn() {
        const Board b = boardB();
        State s = emptyState(b);
        putLava(s, sp(b, 0, 0));       // no double eruption
        putSettler(s, sp(b, 2, 0), 0); // beside the geyser facing the next Area
        QVERIFY(s.fissureStillPossible());
        QCOMPARE(apply(s, "prayer"), std::string());
        QCOMPARE(int(s.ap), 3);
        QCOMPARE(apply(s, "prayer"), std::string("only one Prayer token per turn"));
        QCOMPARE(apply(s, "end"), std::string());
        QCOMPARE(apply(s, "end"), std::string());    // player 1 passes
        QCOMPARE(apply(s, "prayer"), std::string()); // the second token costs 2 AP
        QCOMPARE(int(s.ap), 2);
        QCOMPARE(int(s.player[0].prayers), 2);
        QCOMPARE(int(s.prayerSupply), kPrayerTokens - 2);
    }

    void turnEndsWhenApRunOut() {
        const Board b = boardA();
        State s = stateA(b);
        const int x = sp(b, 1, 0), y = sp(b, 2, 0);
        putSettler(s, x, 0);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(s.apply(Choice::move(i % 2 ? y : x, i % 2 ? x : y, false)), std::string());
        QCOMPARE(int(s.active), 1);
        QCOMPARE(s.whoDecides(), 1);
        QCOMPARE(int(s.ap), kActionPoints);
    }

    // Lava passes over lava and hits the first other space: the Village there is destroyed
    // and lava takes its place.
    void eruptionDestroysFirstNonLavaSpace() {
        const Board b = boardA();
        State s = stateA(b);
        putLava(s, sp(b, 1, 0));
        putLava(s, sp(b, 2, 0));
        putVillage(s, sp(b, 3, 0), 1);
        EventList ev;
        s.startEruption(1, &ev);
        s.advance(&ev);
        QCOMPARE(s.ground[std::size_t(sp(b, 3, 0))], Ground::Lava);
        QCOMPARE(int(s.player[1].villages), kVillagesPerPlayer);
        QCOMPARE(count(ev, EventKind::PieceDestroyed), 1);
        QCOMPARE(describe(b, ev[1]),
                 std::string("lava destroys Blue's Village on tile 2 (space 3)"));
        QCOMPARE(s.ground[std::size_t(sp(b, 4, 0))], Ground::Empty);
    }

    void prayerSavesAPieceOutsideTheTurn() {
        const Board b = boardA();
        State s = stateA(b);
        putVillage(s, sp(b, 1, 0), 1);
        s.player[1].prayers = 1;
        s.startEruption(1, nullptr);
        s.advance(nullptr);
        QCOMPARE(s.phase, Phase::Prayer);
        QCOMPARE(s.whoDecides(), 1);
        QCOMPARE(apply(s, "pray"), std::string());
        QCOMPARE(s.ground[std::size_t(sp(b, 1, 0))], Ground::Village); // saved, no lava placed
        QCOMPARE(int(s.player[1].prayers), 0);
        QCOMPARE(s.whoDecides(), 0);
        QCOMPARE(s.phase, Phase::Turn);
    }

    void declinedPrayerLosesThePiece() {
        const Board b = boardA();
        State s = stateA(b);
        const int x = sp(b, 1, 0);
        putMoai(s, x, 1);
        s.carried[std::size_t(x)][0] = 1;
        s.player[0].moai -= 1;
        s.player[0].prayers = 1;
        s.player[1].prayers = 2;
        s.startEruption(1, nullptr);
        s.advance(nullptr);
        QCOMPARE(s.whoDecides(), 1); // the ground Moai is Blue's: Blue is asked first
        QCOMPARE(apply(s, "no-pray"), std::string());
        QCOMPARE(s.whoDecides(), 0); // then Red for the carried Moai
        QCOMPARE(apply(s, "pray"), std::string());
        QCOMPARE(s.ground[std::size_t(x)], Ground::Lava);
        QCOMPARE(int(s.carried[std::size_t(x)][0]), 1);
        QCOMPARE(int(s.player[1].moai), kMoaiPerPlayer);
        QCOMPARE(int(s.player[1].prayers), 2);
    }

    void noLavaInSupplyMeansNoFlow() {
        const Board b = boardA();
        State s = stateA(b);
        putVillage(s, sp(b, 1, 0), 1);
        s.lava = 0;
        s.startEruption(1, nullptr);
        s.advance(nullptr);
        QCOMPARE(s.ground[std::size_t(sp(b, 1, 0))], Ground::Village);
    }

    void doubleEruptionWhenNoLavaIsLeft() {
        const Board b = boardB();
        State s = emptyState(b);
        putSettler(s, sp(b, 9, 0), 0);
        EventList ev;
        QCOMPARE(s.apply(Choice::move(sp(b, 9, 0), sp(b, 10, 0), false), &ev), std::string());
        QCOMPARE(count(ev, EventKind::VolcanoErupts), 2);
        QVERIFY(s.lavaOnBoard() >= 2);
    }

    // "If, at any point in the game, there are no Lava tiles on the board": lava anywhere on the
    // board keeps the Volcanoes quiet (rules revision 7 drops decision 26). Board B cuts its row
    // at each crater, as Rano's own tiles never do, so the lava on (0,0) lies where Red's Settler
    // cannot go: Red builds on the last lava it can reach, and nothing erupts.
    void lavaAnywhereKeepsTheVolcanoesQuiet() {
        const Board b = boardB();
        State s = emptyState(b);
        const int far = sp(b, 0, 0), red = sp(b, 9, 0);
        putLava(s, far);
        putLava(s, red);
        putSettler(s, red, 0);
        EventList ev;
        QCOMPARE(apply(s, ("village " + std::to_string(red)).c_str(), &ev), std::string());
        QCOMPARE(count(ev, EventKind::DoubleEruption), 0);
        QCOMPARE(count(ev, EventKind::VolcanoErupts), 0);
        QCOMPARE(s.lavaOnBoard(), 1);
    }

    // With no lava left the log says so.
    void theDoubleEruptionSaysWhy() {
        const Board b = boardB();
        State s = emptyState(b);
        putSettler(s, sp(b, 9, 0), 0);
        EventList ev;
        QCOMPARE(s.apply(Choice::move(sp(b, 9, 0), sp(b, 10, 0), false), &ev), std::string());
        QCOMPARE(count(ev, EventKind::VolcanoErupts), 2);
        const auto why = std::find_if(ev.begin(), ev.end(), [](const Event& e) {
            return e.kind == EventKind::DoubleEruption;
        });
        QVERIFY(why != ev.end());
        QCOMPARE(describe(b, *why),
                 std::string("no lava is left on the board: two Volcanoes erupt"));
    }

    // "If, at any point in the game, there are no Lava tiles on the board, immediately resolve
    // two eruptions": a raise whose Fissure sinks the last lava brings the two eruptions before
    // its die is rolled, even when the die erupts too (it would bring lava back first).
    void doubleEruptionComesBeforeTheRaisesDie() {
        const Board b = boardB();
        State s = emptyState(b, 2, 6); // every face of the die erupts
        const int at = sp(b, 8, 0);    // tile 3's east space, its geyser facing tile 4
        putSettler(s, at, 0);
        putMoai(s, at, 0);
        putLava(s, sp(b, 10, 0)); // the only lava, on tile 4, which the Fissure cuts off
        EventList ev;
        QCOMPARE(apply(s, ("raise " + std::to_string(at) + " 0").c_str(), &ev), std::string());
        QVERIFY(s.areaSunk(3));
        QCOMPARE(count(ev, EventKind::VolcanoErupts), 3);
        const auto first = [&ev](EventKind kind) {
            return std::find_if(ev.begin(), ev.end(),
                                [kind](const Event& e) { return e.kind == kind; }) -
                   ev.begin();
        };
        QVERIFY(first(EventKind::AreaSinks) < first(EventKind::VolcanoErupts));
        QVERIFY(first(EventKind::VolcanoErupts) < first(EventKind::DieRolled));
        // The die's eruption is the third, after the two of the double eruption.
        const auto eruptionsBeforeDie =
            std::count_if(ev.begin(), ev.begin() + first(EventKind::DieRolled),
                          [](const Event& e) { return e.kind == EventKind::VolcanoErupts; });
        QCOMPARE(int(eruptionsBeforeDie), 2);
    }

    void raiseRollsTheDie() {
        const Board b = boardA();
        State s = stateA(b, 2, 6); // every face erupts
        const int at = sp(b, 1, 0);
        putSettler(s, at, 0);
        putMoai(s, at, 0);
        putLava(s, sp(b, 4, 0));
        EventList ev;
        QCOMPARE(apply(s, ("raise " + std::to_string(at) + " 1").c_str(), &ev), std::string());
        QCOMPARE(count(ev, EventKind::DieRolled), 1);
        QCOMPARE(count(ev, EventKind::VolcanoErupts), 1);
        // The channel passes the raised Moai's space (its ground is free) and pours there.
        QCOMPARE(s.ground[std::size_t(at)], Ground::Lava);
        QCOMPARE(s.raised[std::size_t(at)][1], std::int8_t(0));
    }

    // The smaller part sinks.
    void smallestPartSinks() {
        const Board b = boardB();
        State s = emptyState(b);
        putFissure(s, borderBetween(b, sp(b, 2, 0), sp(b, 3, 0)));
        s.checkSinking = true;
        EventList ev;
        s.advance(&ev);
        QVERIFY(s.areaSunk(0));
        QVERIFY(!s.areaSunk(1) && !s.areaSunk(2) && !s.areaSunk(3));
        QCOMPARE(s.volcanoCount(), 2);
        QCOMPARE(int(s.fissures), kFissureTiles); // the Fissure returns with the sunk Area
        QVERIFY(s.finalRound);                    // two Volcanoes left
        QCOMPARE(count(ev, EventKind::FinalRound), 1);
    }

    // Equal sizes: the part with fewer Volcanoes sinks.
    void volcanoTieBreak() {
        const Board b = boardB();
        State s = emptyState(b);
        putFissure(s, borderBetween(b, sp(b, 5, 0), sp(b, 6, 0)));
        s.checkSinking = true;
        s.advance(nullptr);
        QVERIFY(!s.areaSunk(0) && !s.areaSunk(1));
        QVERIFY(s.areaSunk(2) && s.areaSunk(3));
    }

    // Equal sizes and Volcanoes: a drawn token picks, differently for different seeds.
    void tokenTieBreakAndCascade() {
        const Board b = boardB();
        int firstWest = 0, firstEast = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            State s = emptyState(b);
            s.rng = rano::Rng(seed);
            // Tile 1 | tiles 2-3 | tile 4 (no Volcano): tile 4 is smallest... make the two ends
            // equal instead: split tile 1 off and tiles 3-4 off, leaving tile 2 in between.
            putFissure(s, borderBetween(b, sp(b, 2, 0), sp(b, 3, 0)));
            putFissure(s, borderBetween(b, sp(b, 5, 0), sp(b, 6, 0)));
            s.checkSinking = true;
            EventList ev;
            s.advance(&ev);
            // Parts: tile 1 (3 spaces, 1 Volcano), tile 2 (3, 1), tiles 3-4 (6, 1).
            // Tiles 1 and 2 tie; one sinks by token, then the cascade sinks the other
            // (3 spaces against 6).
            QCOMPARE(count(ev, EventKind::AreaSinks), 2);
            QVERIFY(s.areaSunk(0) && s.areaSunk(1));
            QVERIFY(!s.areaSunk(2) && !s.areaSunk(3));
            const auto firstSunk = std::find_if(ev.begin(), ev.end(), [](const Event& e) {
                return e.kind == EventKind::AreaSinks;
            });
            (firstSunk->value == 1 ? firstWest : firstEast)++;
        }
        QVERIFY2(firstWest > 5 && firstEast > 5, "both tied parts must be drawn over 40 seeds");
    }

    void rescuesBeforeSinking() {
        const Board b = boardB();
        State s = emptyState(b, 3);
        const int w = sp(b, 0, 0), edge = sp(b, 2, 0), dest = sp(b, 3, 0);
        putSettler(s, w, 0, 2);
        putSettler(s, edge, 1, 2);
        putSettler(s, edge, 2, 1);
        putVillage(s, edge, 2);
        putMoai(s, w, 0);
        putRaised(s, edge, 0, 0);
        s.active = 1; // Blue's turn: Blue rescues all, then Yellow one, then Red one
        s.decider = 1;
        putFissure(s, borderBetween(b, edge, dest));
        s.checkSinking = true;
        EventList ev;
        s.advance(&ev);
        QCOMPARE(s.phase, Phase::Rescue);
        QCOMPARE(s.whoDecides(), 1);
        ChoiceList legal;
        s.legalChoices(legal);
        QCOMPARE(int(legal.size()), 1); // the only surviving space beside tile 1
        QCOMPARE(apply(s, ("rescue " + std::to_string(dest)).c_str(), &ev), std::string());
        QCOMPARE(s.whoDecides(), 2);
        QCOMPARE(apply(s, ("rescue " + std::to_string(dest)).c_str(), &ev), std::string());
        QCOMPARE(s.whoDecides(), 0);
        QCOMPARE(apply(s, ("rescue " + std::to_string(dest)).c_str(), &ev), std::string());
        QVERIFY(s.areaSunk(0));
        QCOMPARE(int(s.settlers[std::size_t(dest)][1]), 2);
        QCOMPARE(int(s.settlers[std::size_t(dest)][2]), 1);
        QCOMPARE(int(s.settlers[std::size_t(dest)][0]), 1);
        QCOMPARE(int(s.player[0].settlers), kSettlersPerPlayer - 1); // one Red Settler lost
        QCOMPARE(int(s.player[2].villages), kVillagesPerPlayer);     // the Village went back
        // What the sea took, player by player, for the log: Red's two Moai (one lying, one
        // raised), Yellow's Village; Blue had no piece there.
        std::vector<std::tuple<int, int, int>> sunk;
        for (const Event& e : ev)
            if (e.kind == EventKind::PiecesSunk) sunk.emplace_back(e.player, e.value, e.other);
        QCOMPARE(sunk, (std::vector<std::tuple<int, int, int>>{{0, 0, 2}, {2, 1, 0}}));
        QCOMPARE(describe(b, Event{EventKind::PiecesSunk, 2, -1, 3, 1}),
                 std::string("the sea sends Yellow's 1 Village and 3 Moai back to the reserve"));
        QCOMPARE(s.whoDecides(), 1);
        QCOMPARE(s.phase, Phase::Turn);
    }

    // After the trigger, the round is played out so everyone has had the same turns.
    void finalRoundEndsTheGame() {
        const Board b = boardB();
        State s = emptyState(b, 3);
        s.first = 1;
        s.active = 2;
        s.decider = 2;
        s.finalRound = true;
        QCOMPARE(apply(s, "end"), std::string()); // Yellow -> Red, the last seat of the round
        QVERIFY(!s.over());
        QCOMPARE(s.whoDecides(), 0);
        QCOMPARE(apply(s, "end"), std::string());
        QVERIFY(s.over());
        QCOMPARE(s.whoDecides(), -1);
        ChoiceList legal;
        s.legalChoices(legal);
        QVERIFY(legal.empty());
        QCOMPARE(apply(s, "end"), std::string("the game is over"));
    }

    void roundCapEndsTheGame() {
        const Board b = boardB();
        State s = emptyState(b, 2);
        s.round = kRoundCap;
        s.active = 1;
        s.decider = 1;
        QCOMPARE(apply(s, "end"), std::string());
        QVERIFY(s.over());
    }

    // The rulebook's adjacency bonus: 2, 3, 4 linked Moai give 4, 6, 8 VP.
    void moaiGroupBonus_data() {
        QTest::addColumn<int>("moai");
        QTest::addColumn<int>("bonus");
        QTest::newRow("single") << 1 << 0;
        QTest::newRow("two") << 2 << 4;
        QTest::newRow("three") << 3 << 6;
        QTest::newRow("four") << 4 << 8;
    }
    void moaiGroupBonus() {
        QFETCH(int, moai);
        QFETCH(int, bonus);
        const Board b = boardB();
        State s = emptyState(b);
        const int row[] = {sp(b, 9, 0), sp(b, 10, 0), sp(b, 11, 0)};
        for (int i = 0; i < moai; ++i) {
            if (i < 3)
                putMoai(s, row[i], 0);
            else
                putRaised(s, row[2], 0, 0); // a raised Moai on the same space links too
        }
        putMoai(s, sp(b, 0, 0) + 2, 1); // another colour never links
        QCOMPARE(rano::volcanic::moaiGroupBonus(s, 0), bonus);
    }

    void finalScoringBreakdown() {
        const Board b = boardB();
        State s = emptyState(b);
        s.player[0].vpVillages = 2;
        s.player[0].vpRaises = 7;
        s.player[0].prayers = 1;
        putVillage(s, sp(b, 9, 0), 0);
        putVillage(s, sp(b, 0, 0), 0);
        putSettler(s, sp(b, 9, 0), 0, 3);
        putMoai(s, sp(b, 10, 0), 0);
        putMoai(s, sp(b, 11, 0), 0);
        putMoai(s, sp(b, 3, 0), 0);
        s.phase = Phase::Over;
        const ScoreBreakdown r = score(s, 0);
        QCOMPARE(r.villagesBuilt, 2);
        QCOMPARE(r.moaiRaised, 7);
        QCOMPARE(r.villagesOnBoard, 6);
        QCOMPARE(r.settlersOnBoard, 12);
        QCOMPARE(r.prayerTokens, 2);
        QCOMPARE(r.moaiOnBoard, 6);
        QCOMPARE(r.moaiGroups, 4);
        QCOMPARE(r.total(), 39);
        int sum = 0;
        for (const auto& part : r.parts())
            sum += part.second;
        QCOMPARE(sum, r.total());
    }

    void tieBreaks_data() {
        QTest::addColumn<int>("redSettlers");
        QTest::addColumn<int>("blueSettlers");
        QTest::addColumn<int>("redVillages");
        QTest::addColumn<int>("blueVillages");
        QTest::addColumn<int>("redMoai");
        QTest::addColumn<QList<int>>("expected");
        // Both on 24 VP in every row: the tie-breaks decide.
        QTest::newRow("more settlers") << 3 << 0 << 0 << 4 << 0 << QList<int>{0};
        QTest::newRow("then villages") << 0 << 0 << 4 << 0 << 0 << QList<int>{0};
        QTest::newRow("then moai") << 0 << 0 << 0 << 0 << 1 << QList<int>{0};
        QTest::newRow("shared win") << 3 << 3 << 0 << 0 << 0 << QList<int>{0, 1};
    }
    void tieBreaks() {
        QFETCH(int, redSettlers);
        QFETCH(int, blueSettlers);
        QFETCH(int, redVillages);
        QFETCH(int, blueVillages);
        QFETCH(int, redMoai);
        QFETCH(QList<int>, expected);
        const Board b = boardB();
        State s = emptyState(b);
        const int free[] = {sp(b, 9, 0), sp(b, 10, 0), sp(b, 11, 0), sp(b, 6, 0),
                            sp(b, 7, 0), sp(b, 8, 0),  sp(b, 0, 0),  sp(b, 2, 0)};
        int next = 0;
        for (int i = 0; i < redVillages; ++i)
            putVillage(s, free[next++], 0);
        for (int i = 0; i < blueVillages; ++i)
            putVillage(s, free[next++], 1);
        putSettler(s, free[0], 0, redSettlers);
        putSettler(s, free[0], 1, blueSettlers);
        for (int i = 0; i < redMoai; ++i)
            putRaised(s, free[7], i, 0);
        s.player[0].vpRaises = std::int16_t(24 - 4 * redSettlers - 3 * redVillages - 2 * redMoai);
        s.player[1].vpRaises = std::int16_t(24 - 4 * blueSettlers - 3 * blueVillages);
        s.phase = Phase::Over;
        QCOMPARE(score(s, 0).total(), 24);
        QCOMPARE(score(s, 1).total(), 24);
        const auto w = winners(s);
        QCOMPARE(QList<int>(w.begin(), w.end()), expected);
    }

    void choiceTextRoundTrips_data() {
        QTest::addColumn<QString>("text");
        for (const char* t :
             {"end", "move 3 4", "move 3 4 carry", "land 5", "village 3", "settler 3", "sculpt 3",
              "raise 3 0", "raise 3 1", "prayer", "pray", "no-pray", "rescue 7"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void choiceTextRoundTrips() {
        QFETCH(QString, text);
        const auto c = parseChoice(text.toStdString());
        QVERIFY(c.has_value());
        QCOMPARE(QString::fromStdString(toText(*c)), text);
    }

    void badChoiceTextIsRefused_data() {
        QTest::addColumn<QString>("text");
        for (const char* t : {"", "fly 3", "move 3", "move 3 x", "raise 3 2", "village -1",
                              "land 999", "end now", "move 3 4 drop"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void badChoiceTextIsRefused() {
        QFETCH(QString, text);
        QVERIFY(!parseChoice(text.toStdString()).has_value());
    }
};

QTEST_APPLESS_MAIN(TestVolcanicRules)
#include "tst_volcanic_rules.moc"
