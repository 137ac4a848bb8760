#include <QTest>

#include <algorithm>
#include <array>
#include <bit>

#include "volcanic/describe.h"
#include "volcanic/kit.h"
#include "volcanic/preview.h"
#include "volcanic_fixture.h"

using namespace rano::volcanic;
using namespace fixture;
using namespace fixture::rows;

// The design's "Sinking": a Fissure lies on the border between two Area tiles and closes the
// whole border, every hex side the two tiles share.

namespace {

// A Settler and a lying Moai of `owner` on `space`, ready to raise; `owner` is on turn.
void readyToRaise(State& s, int space, int owner) {
    putSettler(s, space, owner);
    putMoai(s, space, owner);
    s.active = s.decider = std::uint8_t(owner);
}

// The crater board with Red's Settler and lying Moai on E's geyser space (3,0), Red on turn;
// Lava on V keeps the board from running dry.
State readyOnE(const Board& b) {
    State s = emptyState(b);
    putLava(s, sp(b, 0, 0));
    readyToRaise(s, sp(b, 3, 0), 0);
    return s;
}

Choice raiseOn(int space, int geyser) {
    Choice c = Choice::at(ChoiceKind::Raise, space);
    c.flag = std::uint8_t(geyser);
    return c;
}

int count(const EventList& ev, EventKind kind) {
    return int(
        std::count_if(ev.begin(), ev.end(), [kind](const Event& e) { return e.kind == kind; }));
}

std::string raise(State& s, int space, int geyser, EventList* ev) {
    return apply(s, ("raise " + std::to_string(space) + " " + std::to_string(geyser)).c_str(), ev);
}

// Three Volcano tiles in rows (0,0)-(2,0), (0,-1)-(2,-1) and (0,-2)-(2,-2), their craters on the
// east coast pouring into the sea; P (0,1)-(2,1) below them and Q (3,1)-(5,1) east of P. Q's
// geyser on (3,1) faces P, the only one whose raise can crack; its geyser on (5,1) faces the sea.
Board lastCrackBoard() {
    return makeBoard({{{{0, 0}, {1, 0}, {2, 0}}, 2, {0}, {}},
                      {{{0, -1}, {1, -1}, {2, -1}}, 2, {0}, {}},
                      {{{0, -2}, {1, -2}, {2, -2}}, 2, {0}, {}},
                      {{{0, 1}, {1, 1}, {2, 1}}, -1, {}, {}},
                      {{{3, 1}, {4, 1}, {5, 1}}, -1, {}, {{0, 3}, {2, 0}}}},
                     {{-1, 0}});
}

} // namespace

class TestVolcanicBorders : public QObject {
    Q_OBJECT
private slots:
    // Every side two Areas share is one border: A and C meet along five sides.
    void aBorderIsEverySideTwoAreasShare() {
        const Board b = boardC();
        QCOMPARE(int(b.borders.size()), 5); // A-B, A-C, A-D, B-D, C-D
        const int ac = between(b, A, C);
        QCOMPARE(int(b.borders[std::size_t(ac)].sides), 5);
        QCOMPARE(int(b.borders[std::size_t(between(b, B, D))].sides), 5);
        QCOMPARE(int(b.borders[std::size_t(between(b, A, B))].sides), 1);
        QCOMPARE(borderBetween(b, sp(b, 0, 0), sp(b, -1, 1)), ac);
        QCOMPARE(borderBetween(b, sp(b, 2, 0), sp(b, 1, 1)), ac);
    }

    // A raise lays one Fissure; no Settler then crosses the border on any side (those that do
    // not touch a crater, where no Settler goes anyway).
    void aFissureBlocksEverySideOfItsBorder() {
        const Board b = boardC();
        State s = stateC(b);
        const int geyser = sp(b, 1, 0);
        putSettler(s, geyser, 0);
        putMoai(s, geyser, 0);
        EventList ev;
        QCOMPARE(raise(s, geyser, 0, &ev), std::string());
        QCOMPARE(count(ev, EventKind::FissurePlaced), 1);
        QCOMPARE(int(s.fissures), kFissureTiles - 1);
        QCOMPARE(count(ev, EventKind::AreaSinks), 0); // B and D still link A and C
        const std::pair<Hex, Hex> sides[] = {{{1, 0}, {0, 1}}, {{1, 0}, {1, 1}}, {{2, 0}, {1, 1}}};
        for (const auto& [from, to] : sides) {
            State t = s;
            t.setSettlers(sp(b, from.q, from.r), 0, 1);
            t.ap = 4;
            QCOMPARE(t.apply(Choice::move(sp(b, from.q, from.r), sp(b, to.q, to.r), false)),
                     std::string("a Fissure blocks that move"));
            QCOMPARE(t.apply(Choice::move(sp(b, to.q, to.r), sp(b, from.q, from.r), false)),
                     std::string("you have no Settler on that space"));
        }
        // The other borders stay open: from A's (2,0) into D's (2,1).
        State t = s;
        t.setSettlers(sp(b, 2, 0), 0, 1);
        t.ap = 4;
        QCOMPARE(t.apply(Choice::move(sp(b, 2, 0), sp(b, 2, 1), false)), std::string());
    }

    // A geyser facing a border that already holds a Fissure, on another of its sides: the raise
    // scores and rolls the die but lays no Fissure.
    void aRaiseFacingACrackedBorderLaysNone() {
        const Board b = boardC();
        State s = stateC(b);
        putFissure(s, between(b, A, C));
        const int geyser = sp(b, 2, 0); // faces (1,1) on C, not the side (1,0) faces
        putSettler(s, geyser, 0);
        putMoai(s, geyser, 0);
        EventList ev;
        QCOMPARE(raise(s, geyser, 0, &ev), std::string());
        QCOMPARE(count(ev, EventKind::MoaiRaised), 1);
        QCOMPARE(count(ev, EventKind::FissurePlaced), 0);
        QCOMPARE(count(ev, EventKind::DieRolled), 1);
        QCOMPARE(int(s.fissures), kFissureTiles - 1);
        QCOMPARE(int(s.player[0].vpRaises), 1); // no Village in A: 1 VP
    }

    // C is coastal; once its borders with A and D are cracked it stands alone, the smaller part
    // (3 spaces against 9), and sinks; both Fissures on its sides go back to the supply.
    void aCoastalAreaCutOffFromTheRestSinks() {
        const Board b = boardC();
        State s = stateC(b);
        putFissure(s, between(b, A, C));
        const int geyser = sp(b, 1, 1);
        blueReadyToRaise(s, geyser);
        EventList ev;
        QCOMPARE(raise(s, geyser, 0, &ev), std::string()); // lays the C-D Fissure
        QCOMPARE(count(ev, EventKind::FissurePlaced), 1);
        // Blue's Settler on C is rescued first (to A or D, across the Fissure).
        QCOMPARE(s.phase, Phase::Rescue);
        QCOMPARE(apply(s, ("rescue " + std::to_string(sp(b, 2, 1))).c_str(), &ev), std::string());
        QVERIFY(s.areaSunk(C));
        QVERIFY(!s.areaSunk(A) && !s.areaSunk(B) && !s.areaSunk(D));
        QCOMPARE(int(s.fissures), kFissureTiles);
        QCOMPARE(s.volcanoCount(), 2);
        QVERIFY(s.finalRound);
    }

    // Cracking A off on every side leaves A (3 spaces) against B, C and D (9): A sinks, though
    // it carries a Volcano and its border with C is five sides long.
    void theSmallerPartSinks() {
        const Board b = boardC();
        State s = stateC(b);
        putFissure(s, between(b, A, C));
        putFissure(s, between(b, A, B));
        putFissure(s, between(b, A, D));
        s.checkSinking = true;
        s.advance(nullptr);
        QVERIFY(s.areaSunk(A));
        QVERIFY(!s.areaSunk(B) && !s.areaSunk(C) && !s.areaSunk(D));
        QCOMPARE(int(s.fissures), kFissureTiles);
        // What match and soak report of it.
        using Tallies = std::vector<std::pair<std::string, int>>;
        QCOMPARE(Kit::tallies(s), (Tallies{{"sunk_tiles", 1},
                                           {"volcanoes_left", 2},
                                           {"lava_on_board", 1},
                                           {"stranded_lava", 1}, // no Settler on the board
                                           {"lying_moai", 0},
                                           {"free_geysers", 1},
                                           {"raised_moai", 0},
                                           {"moai_in_reserve", 28}}));
    }

    // Where Settlers can walk, over any number of turns: every space but the craters while no
    // Fissure lies; with A cracked off on every side, A's two other spaces only. Lava no Settler
    // can walk to is what match and soak tally as stranded.
    void aSettlerWalksAroundFissuresAndCraters() {
        const Board b = boardC();
        State s = stateC(b); // Lava on D's (4,1)
        const auto bit = [&](int q, int r) { return std::uint64_t(1) << sp(b, q, r); };
        const auto stranded = [&] {
            for (const auto& [name, n] : Kit::tallies(s))
                if (name == "stranded_lava") return n;
            return -1;
        };
        putSettler(s, sp(b, 1, 0), 0);
        QCOMPARE(std::popcount(s.walkableFrom(bit(1, 0))), 9);
        QVERIFY(!(s.walkableFrom(bit(1, 0)) & (bit(0, 0) | bit(4, 0) | bit(-1, 1))));
        QCOMPARE(stranded(), 0);
        putFissure(s, between(b, A, B));
        putFissure(s, between(b, A, C));
        putFissure(s, between(b, A, D));
        QCOMPARE(s.walkableFrom(bit(1, 0)), bit(1, 0) | bit(2, 0));
        QCOMPARE(stranded(), 1);
    }

    // How far a Settler walks (what the AI's heuristic measures reach by): around craters,
    // and around a cracked border the long way.
    void stepsCountTheWalkAroundFissuresAndCraters() {
        const Board b = boardC();
        State s = stateC(b);
        std::array<std::uint8_t, kMaxSpaces> steps{};
        const auto at = [&](int q, int r) { return int(steps[std::size_t(sp(b, q, r))]); };
        s.stepsFrom(std::uint64_t(1) << sp(b, 1, 0), steps);
        QCOMPARE(at(1, 0), 0);
        QCOMPARE(at(2, 0), 1);
        QCOMPARE(at(1, 1), 1);
        QCOMPARE(at(3, 0), 2);
        QCOMPARE(at(5, 0), 5);                     // B's crater (4,0) is walked round through D
        QCOMPARE(at(4, 0), int(State::kFarSteps)); // a crater: never reached
        putFissure(s, between(b, A, C));
        s.stepsFrom(std::uint64_t(1) << sp(b, 1, 0), steps);
        QCOMPARE(at(1, 1), 3); // over D instead of across the cracked border
        QCOMPARE(at(0, 1), 4);
    }

    // Only a raise cracks a border: on this board the geysers face A-C (twice) and C-D, so A-B,
    // A-D and B-D can never be cracked.
    void bordersNoGeyserFacesAreNamed() {
        const Board b = boardC();
        std::vector<int> expected{between(b, A, B), between(b, A, D), between(b, B, D)};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(bordersWithoutGeyser(b), expected);
        QCOMPARE(int(b.borders.size()), 5);
    }

    // Rules revision 7 (issue 52): Rano's continents have no border along a crater alone (the
    // validator refuses them), and the engine reads every border as the rulebook does. On this
    // board, which the validator would refuse (E meets V only along V's crater), a raise on E's
    // geyser facing V lays a Fissure there like anywhere else, and E, still linked through W,
    // does not sink.
    void aBorderAlongACraterIsABorder() {
        using namespace crater;
        const Board b = crater::board();
        QCOMPARE(int(b.borders.size()), 3);
        State s = readyOnE(b);
        const int geyser = sp(b, 3, 0);
        QCOMPARE(previewRaise(s, raiseOn(geyser, 0)).fissure, FissureOutcome::Opens);
        EventList ev;
        QCOMPARE(raise(s, geyser, 0, &ev), std::string());
        QCOMPARE(count(ev, EventKind::FissurePlaced), 1);
        QCOMPARE(count(ev, EventKind::AreaSinks), 0);
        QCOMPARE(int(s.fissures), kFissureTiles - 1);
    }

    // Cracking W-E leaves E touching V only along V's crater: not "completely surrounded by
    // Fissures and/or the sea", so nothing sinks (decision 24 used to sink it).
    void anAreaTouchingOnlyACraterHoldsOn() {
        using namespace crater;
        const Board b = crater::board();
        State s = readyOnE(b);
        const int geyser = sp(b, 3, 0);
        QCOMPARE(previewRaise(s, raiseOn(geyser, 1)).fissure, FissureOutcome::Opens);
        EventList ev;
        QCOMPARE(raise(s, geyser, 1, &ev), std::string());
        QCOMPARE(count(ev, EventKind::FissurePlaced), 1);
        QCOMPARE(count(ev, EventKind::AreaSinks), 0);
        QVERIFY(!s.areaSunk(crater::E));
    }

    // Halves of 6 spaces each: A and C hold two Volcanoes, B and D one, so B and D sink.
    void onEqualHalvesTheOneWithFewerVolcanoesSinks() {
        const Board b = boardC();
        State s = stateC(b);
        putFissure(s, between(b, A, B));
        putFissure(s, between(b, A, D));
        putFissure(s, between(b, C, D));
        s.checkSinking = true;
        EventList ev;
        s.advance(&ev);
        QCOMPARE(count(ev, EventKind::AreaSinks), 2);
        QVERIFY(s.areaSunk(B) && s.areaSunk(D));
        QVERIFY(!s.areaSunk(A) && !s.areaSunk(C));
        QCOMPARE(int(s.fissures), kFissureTiles); // A-B, A-D and C-D lay on sunk sides
    }

    // Blue's raise in a three-player round (Red first) sinks B and D and leaves two Volcanoes:
    // Yellow still plays, and the game ends after Yellow, the round's last seat.
    void twoVolcanoesLeftEndsTheGameAfterTheRoundsLastSeat() {
        const Board b = boardC();
        State s = oneRaiseFromTwoVolcanoes(b, 3);
        const int geyser = sp(b, 1, 1);
        EventList ev;
        QCOMPARE(raise(s, geyser, 0, &ev), std::string());
        QVERIFY(s.areaSunk(B) && s.areaSunk(D));
        QCOMPARE(s.volcanoCount(), 2);
        QVERIFY(s.finalRound);
        QVERIFY(!s.over());
        QCOMPARE(apply(s, "end"), std::string());
        QCOMPARE(s.whoDecides(), 2);
        QVERIFY(!s.over());
        QCOMPARE(apply(s, "end"), std::string());
        QVERIFY(s.over());
    }

    // Decision 25: once no raise can ever lay a Fissure, the final round begins at the end of
    // the turn. On board C with every geyser's Moai raised, Red ends its turn: the final round
    // begins, Blue still plays, and the game ends after Blue, the round's last seat.
    void noFissurePossibleStartsTheFinalRound() {
        const Board b = boardC();
        State s = stateC(b);
        putSettler(s, sp(b, 4, 1), 0);
        QVERIFY(s.fissureStillPossible());
        for (int sp = 0; sp < b.spaceCount(); ++sp)
            for (int g = 0; g < b.spaces[std::size_t(sp)].geyserCount; ++g)
                s.raised[std::size_t(sp)][std::size_t(g)] = 0;
        QVERIFY(!s.fissureStillPossible());
        EventList ev;
        QCOMPARE(apply(s, "end", &ev), std::string());
        QCOMPARE(count(ev, EventKind::FinalRound), 1);
        const auto final = std::find_if(
            ev.begin(), ev.end(), [](const Event& e) { return e.kind == EventKind::FinalRound; });
        QCOMPARE(int(final->value), 1);
        QCOMPARE(describe(b, *final),
                 std::string("no raise can lay a Fissure any more: the final round begins"));
        QVERIFY(s.finalRound);
        QCOMPARE(s.whoDecides(), 1);
        QVERIFY(!s.over());
        QCOMPARE(apply(s, "end"), std::string());
        QVERIFY(s.over());
        QCOMPARE(std::string(Kit::endReason(s)), std::string("no-fissure-possible"));
    }

    // One free geyser whose raise cracks a border, and lava that can reach it: the game goes on.
    void aCrackStillPossibleKeepsTheGameGoing() {
        const Board b = boardC();
        State s = stateC(b);
        putSettler(s, sp(b, 4, 1), 0);
        const int geyser = sp(b, 1, 1); // C's, facing D
        for (int sp = 0; sp < b.spaceCount(); ++sp)
            for (int g = 0; g < b.spaces[std::size_t(sp)].geyserCount; ++g)
                if (sp != geyser) s.raised[std::size_t(sp)][std::size_t(g)] = 0;
        QVERIFY(s.raiseCracks(geyser, 0));
        QVERIFY(s.fissureStillPossible());
        EventList ev;
        QCOMPARE(apply(s, "end", &ev), std::string());
        QCOMPARE(count(ev, EventKind::FinalRound), 0);
        QVERIFY(!s.finalRound);
        // Its border cracked, the same geyser lays nothing: no raise can crack any more.
        putFissure(s, between(b, C, D));
        QVERIFY(!s.fissureStillPossible());
    }

    // Where a Moai can come from decides too. V (0,0)-(2,0), its crater at (0,0) and its one
    // channel east over (1,0) and (2,0); P (0,1)-(2,1) below it; Q (3,1)-(5,1) east of P, with a
    // free geyser on (3,1) facing P, and Red's Settler on Q. With V-P cracked, P and Q hold no
    // lava, no Moai and no space the lava can reach: the geyser's raise would crack P-Q, but no
    // Moai can ever get there.
    void noMoaiCanReachTheLastCrackingGeyser_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<bool>("possible");
        QTest::newRow("none") << "none" << false;
        QTest::newRow("lava on P") << "lava" << true;
        QTest::newRow("a lying Moai on Q") << "moai" << true;
        QTest::newRow("a carried Moai on P") << "carried" << true;
        QTest::newRow("V-P open: the channel's spaces are linked") << "open" << true;
        QTest::newRow("lava on V, across the Fissure") << "lavaOnV" << false;
        // A raise needs the player's own Settler and Moai in the region (issue 52).
        QTest::newRow("lava on P, no Settler there") << "lavaNoSettler" << false;
        QTest::newRow("lava on P, every Moai of its Settler's player raised")
            << "lavaNoReserve" << false;
        QTest::newRow("the other player's Moai on Q") << "othersMoai" << false;
        // An eruption may strike a lying Moai and return it to the reserve.
        QTest::newRow("lava on P, no Moai in reserve but one lying on V") << "lavaMoaiOnV" << true;
    }
    void noMoaiCanReachTheLastCrackingGeyser() {
        QFETCH(QString, source);
        QFETCH(bool, possible);
        const Board b = makeBoard({{{{0, 0}, {1, 0}, {2, 0}}, 0, {0}, {}},
                                   {{{0, 1}, {1, 1}, {2, 1}}, -1, {}, {}},
                                   {{{3, 1}, {4, 1}, {5, 1}}, -1, {}, {{0, 3}}}},
                                  {{1, -1}});
        const auto at = [&](int q, int r) { return b.spaceAt({q, r}); };
        State s = emptyState(b);
        QVERIFY(s.raiseCracks(at(3, 1), 0));
        if (source != "open") putFissure(s, borderOfAreas(b, 0, 1));
        if (source != "carried" && source != "lavaNoSettler") putSettler(s, at(4, 1), 0);
        if (source == "lava" || source == "lavaNoSettler" || source == "lavaNoReserve" ||
            source == "lavaMoaiOnV")
            putLava(s, at(0, 1));
        if (source == "lavaMoaiOnV") putMoai(s, at(2, 0), 0);
        if (source == "lavaNoReserve" || source == "lavaMoaiOnV") s.player[0].moai = 0;
        if (source == "othersMoai") putMoai(s, at(5, 1), 1);
        if (source == "lavaOnV") putLava(s, at(2, 0));
        if (source == "moai") putMoai(s, at(5, 1), 0);
        if (source == "carried") {
            putSettler(s, at(1, 1), 1);
            s.carried[std::size_t(at(1, 1))][1] = 1;
        }
        QCOMPARE(s.fissureStillPossible(), possible);
    }

    // Decision 25 is checked again only after a turn that may have taken the last way to crack
    // (a raise, a Village on lava), and every such turn starts the final round. On
    // lastCrackBoard(), Blue's one lava or lying Moai on (5,1) is the only way to bring a Moai to
    // the geyser on (3,1). Red's turn ends first, so the check has found a Fissure still
    // possible; then Blue plays.
    void theTurnThatTakesTheLastWayToCrackStartsTheFinalRound_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<bool>("finalRound");
        QTest::newRow("a Village on the last lava") << "village" << true;
        QTest::newRow("the last Moai raised on the sea geyser") << "raise" << true;
        QTest::newRow("the lava sculpted: the Moai can still go") << "sculpt" << false;
        QTest::newRow("the Moai carried away: it can still come back") << "carry" << false;
    }
    void theTurnThatTakesTheLastWayToCrackStartsTheFinalRound() {
        QFETCH(QString, action);
        QFETCH(bool, finalRound);
        const Board b = lastCrackBoard();
        const auto at = [&](int q, int r) { return b.spaceAt({q, r}); };
        State s = emptyState(b);
        const int piece = at(5, 1);
        putSettler(s, piece, 1);
        if (action == "raise" || action == "carry")
            putMoai(s, piece, 1);
        else
            putLava(s, piece);
        QVERIFY(s.raiseCracks(at(3, 1), 0));
        QVERIFY(!s.raiseCracks(piece, 0));
        QCOMPARE(apply(s, "end"), std::string());
        QVERIFY(!s.finalRound);
        QCOMPARE(s.whoDecides(), 1);
        const std::string command =
            action == "raise" ? "raise " + std::to_string(piece) + " 0"
            : action == "carry"
                ? "move " + std::to_string(piece) + " " + std::to_string(at(4, 1)) + " carry"
                : action.toStdString() + " " + std::to_string(piece);
        QCOMPARE(apply(s, command.c_str()), std::string());
        EventList ev;
        QCOMPARE(apply(s, "end", &ev), std::string());
        QCOMPARE(count(ev, EventKind::FinalRound), finalRound ? 1 : 0);
        QCOMPARE(s.over(), finalRound);
        QCOMPARE(std::string(Kit::endReason(s)),
                 std::string(finalRound ? "no-fissure-possible" : ""));
        if (!finalRound) QCOMPARE(int(s.round), 2);
    }

    // The preview of a raise after which no raise could lay a Fissure says so, and that the
    // round becomes the last (decision 25), on lastCrackBoard() with Blue on turn.
    void aRaisePreviewSaysWhenNoFissureIsPossibleAfterIt_data() {
        QTest::addColumn<int>("q");
        QTest::addColumn<bool>("moreLava");
        QTest::addColumn<bool>("noFissureAfter");
        QTest::newRow("the last Moai on the sea geyser") << 5 << false << true;
        QTest::newRow("lava left beside it") << 5 << true << false;
        QTest::newRow("the last crack, Q sinks with the geyser") << 3 << true << true;
    }
    void aRaisePreviewSaysWhenNoFissureIsPossibleAfterIt() {
        QFETCH(int, q);
        QFETCH(bool, moreLava);
        QFETCH(bool, noFissureAfter);
        const Board b = lastCrackBoard();
        State s = emptyState(b);
        const int geyser = b.spaceAt({q, 1});
        readyToRaise(s, geyser, 1);
        if (moreLava) putLava(s, b.spaceAt({4, 1}));
        const RaisePreview seen = previewRaise(s, raiseOn(geyser, 0));
        QCOMPARE(seen.sinks, q == 3 ? 1u << 4 : 0u);
        QCOMPARE(seen.volcanoesLeft, 3);
        QCOMPARE(seen.noFissureAfter, noFissureAfter);
        QCOMPARE(seen.lastRound, noFissureAfter);
    }

    // What the player sees before raising (issue 23.3): the points, the Fissure and the part
    // that would sink, and then the raise does exactly that.
    void aRaisePreviewNamesThePartThatWouldSink() {
        const Board b = boardC();
        State s = stateC(b);
        putFissure(s, between(b, A, C));
        const int geyser = sp(b, 1, 1);
        readyToRaise(s, geyser, 1);
        const RaisePreview seen = previewRaise(s, raiseOn(geyser, 0));
        QCOMPARE(seen.points, 1);
        QCOMPARE(seen.fissure, FissureOutcome::Opens);
        QCOMPARE(seen.border, between(b, C, D));
        QCOMPARE(seen.sinks, 1u << C);
        QVERIFY(!seen.drawDecides);
        QCOMPARE(seen.volcanoesSunk, 1);
        QCOMPARE(seen.volcanoesLeft, 2);
        QVERIFY(seen.lastRound);
        EventList ev;
        QCOMPARE(raise(s, geyser, 0, &ev), std::string());
        QCOMPARE(int(s.player[1].vpRaises), 1);
        QCOMPARE(s.phase, Phase::Rescue);
        QCOMPARE(s.sinking, 1u << C);
    }

    // A Fissure that cuts nothing off, and a geyser facing a border already cracked.
    void aRaisePreviewWithoutSinking() {
        const Board b = boardC();
        State s = stateC(b);
        readyToRaise(s, sp(b, 1, 0), 0);
        RaisePreview seen = previewRaise(s, raiseOn(sp(b, 1, 0), 0));
        QCOMPARE(seen.fissure, FissureOutcome::Opens);
        QCOMPARE(seen.border, between(b, A, C));
        QCOMPARE(seen.sinks, 0u);
        QCOMPARE(seen.volcanoesLeft, 3);
        QVERIFY(!seen.lastRound);
        QVERIFY(s.raiseCracks(sp(b, 1, 0), 0));
        putFissure(s, between(b, A, C));
        seen = previewRaise(s, raiseOn(sp(b, 1, 0), 0));
        QCOMPARE(seen.fissure, FissureOutcome::AlreadyThere);
        QCOMPARE(seen.sinks, 0u);
        QVERIFY(!s.raiseCracks(sp(b, 1, 0), 0));
        s.fissures = 0;
        s.fissure = {};
        QCOMPARE(previewRaise(s, raiseOn(sp(b, 1, 0), 0)).fissure, FissureOutcome::NoneLeft);
        QVERIFY(!s.raiseCracks(sp(b, 1, 0), 0));
    }

    // With a Village and one raised Moai of Red's in A, the next raise there scores 2 x 1.
    void aRaisePreviewCountsThePointsOfTheArea() {
        const Board b = boardC();
        State s = stateC(b);
        putVillage(s, sp(b, 2, 0), 0);
        s.raised[std::size_t(sp(b, 2, 0))][0] = 0;
        readyToRaise(s, sp(b, 1, 0), 0);
        QCOMPARE(previewRaise(s, raiseOn(sp(b, 1, 0), 0)).points, 2);
        QCOMPARE(apply(s, ("raise " + std::to_string(sp(b, 1, 0)) + " 0").c_str()), std::string());
        QCOMPARE(int(s.player[0].vpRaises), 2);
    }

    // Two Volcano tiles of three spaces: cracking their one border leaves two equal parts with
    // a Volcano each. The preview names both and says a token decides, which it cannot know.
    void aRaisePreviewOnATieDrawsNothing() {
        const Board b = makeBoard(
            {{{{0, 0}, {1, 0}, {2, 0}}, 0, {0}, {{2, 0}}}, {{{3, 0}, {4, 0}, {5, 0}}, 2, {3}, {}}},
            {{1, -1}});
        State s = emptyState(b);
        putLava(s, b.spaceAt({1, 0}));
        const int geyser = b.spaceAt({2, 0});
        readyToRaise(s, geyser, 0);
        const RaisePreview seen = previewRaise(s, raiseOn(geyser, 0));
        QCOMPARE(seen.sinks, 3u);
        QVERIFY(seen.drawDecides);
        QCOMPARE(seen.volcanoesSunk, 1);
        QCOMPARE(seen.volcanoesLeft, 1);
        QVERIFY(seen.lastRound);
    }
};

QTEST_APPLESS_MAIN(TestVolcanicBorders)
#include "tst_volcanic_borders.moc"
