// Take back stops at a choice that drew chance or turned up hidden information (issue 22.4):
// undoing Volcanic Isle's raise would tell the player what the die will show, undoing the
// card game's draw that refilled a column would leave the four cards turned up known.

#include <QTest>

#include "cards/game.h"
#include "core/rng.h"
#include "rapanui/game.h"
#include "volcanic/continent_spec.h"
#include "volcanic/game.h"

using rano::Rng;

namespace {

// Plays greedy choices until one reveals (Kit::revealed) or `limit` choices are made; true if
// one did.
template <class Kit, class GameT> bool playUntilReveal(GameT& game, Rng& rng, int limit) {
    for (int i = 0; i < limit && !Kit::over(game.state()); ++i) {
        const auto before = game.state();
        if (!game.play(Kit::greedyBot(before, rng)).empty()) return false;
        if (Kit::revealed(before, game.state())) return true;
    }
    return false;
}

// After a reveal: nothing can be taken back; a plain choice after it can, down to the reveal.
template <class Kit, class GameT> void checkFloorAfterReveal(GameT& game, Rng& rng) {
    const std::size_t revealedAt = game.moves().size();
    QVERIFY(game.moves().back().revealed);
    QCOMPARE(game.undoFloor(), revealedAt);
    QVERIFY(!game.canUndo());
    // The next plain choice can be taken back, and then the reveal stands again.
    while (!Kit::over(game.state())) {
        const auto before = game.state();
        QVERIFY(game.play(Kit::greedyBot(before, rng)).empty());
        if (Kit::revealed(before, game.state())) return; // another reveal: nothing to test
        QCOMPARE(game.undoFloor(), revealedAt);
        QVERIFY(game.canUndo());
        QVERIFY(game.undo());
        QCOMPARE(game.moves().size(), revealedAt);
        QVERIFY(!game.canUndo());
        return;
    }
}

} // namespace

class TestTakeBack : public QObject {
    Q_OBJECT
private slots:
    // A raise rolls the Volcano die: its result is part of the game from then on.
    void volcanicIsleStopsAtTheDie() {
        std::string error;
        auto board = rano::volcanic::boardFor("standard", 7, error);
        QVERIFY2(board, error.c_str());
        rano::volcanic::Game game(board, {4, rano::volcanic::kDefaultVolcanoFaces}, 7);
        Rng rng(1);
        QVERIFY(game.canUndo() == false); // nothing played yet
        QVERIFY(playUntilReveal<rano::volcanic::Kit>(game, rng, 400));
        // The choice that revealed is a raise: it rolled the Volcano die.
        const auto& last = game.moves().back().choice;
        QVERIFY2(last.kind == rano::volcanic::ChoiceKind::Raise,
                 rano::volcanic::toText(last).c_str());
        checkFloorAfterReveal<rano::volcanic::Kit>(game, rng);
    }

    // A draw that empties a column refills it from the deck: four cards turned up.
    void cardGameStopsAtARefill() {
        rano::cards::Game game({3}, 11);
        Rng rng(2);
        QVERIFY(playUntilReveal<rano::cards::Kit>(game, rng, 400));
        const auto& before = game.stateAt(game.moves().size() - 1);
        QVERIFY(game.state().deckSize < before.deckSize || game.state().over());
        checkFloorAfterReveal<rano::cards::Kit>(game, rng);
    }

    // Rapa Nui, the board game has no chance after setup: every choice can be taken back.
    void rapaNuiTakesEveryChoiceBack() {
        std::string error;
        auto board = rano::rapanui::shippedBoardFor(3, error);
        QVERIFY2(board, error.c_str());
        rano::rapanui::Game game(board, {3, false}, 5);
        Rng rng(3);
        QVERIFY(!playUntilReveal<rano::rapanui::Kit>(game, rng, 300));
        QCOMPARE(game.undoFloor(), std::size_t(0));
        QVERIFY(game.canUndo());
        const std::size_t played = game.moves().size();
        while (game.canUndo())
            QVERIFY(game.undo());
        QCOMPARE(game.moves().size(), std::size_t(0));
        QVERIFY(played > 0);
    }
};

QTEST_APPLESS_MAIN(TestTakeBack)
#include "tst_take_back.moc"
