#include <QtTest>

#include <array>

#include "rapanui/bots.h"
#include "rapanui/game.h"
#include "rapanui/invariants.h"

using namespace rano::rapanui;

// The greedy bot plays the game as it is meant to end: by the rule, with medium and large
// Moai, not only small ones (8 small Moai, 6 with two players, run out and nothing smaller
// stands in for them).
class TstRapaNuiBots : public QObject {
    Q_OBJECT

private slots:
    void greedySelfPlayEndsByTheRule() {
        for (int players = 2; players <= 4; ++players) {
            std::string error;
            const auto board = shippedBoardFor(players, error);
            QVERIFY2(board, error.c_str());
            int byRule = 0;
            std::array<int, kSizes> carried{};
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                State s = State::setup(*board, {players, seed % 4 == 1}, seed);
                rano::Rng rng(seed);
                int n = 0;
                while (!s.over() && n++ < 20000) {
                    const Choice c = greedyBotChoice(s, rng);
                    if (c.kind == ChoiceKind::Moai) ++carried[std::size_t(c.a)];
                    QCOMPARE(s.apply(c), std::string());
                    QCOMPARE(checkInvariants(s), std::string());
                }
                QVERIFY(s.over());
                if (s.endReason != EndReason::Rule)
                    qDebug("seed %d: end %d round %d empty %d left %d", int(seed), int(s.endReason),
                           int(s.round), s.emptyAhu(), s.moaiLeft());
                byRule += s.endReason == EndReason::Rule;
            }
            qDebug("%d players: %d of 20 by the rule; Moai carried %d small, %d medium, %d large",
                   players, byRule, carried[0], carried[1], carried[2]);
            QVERIFY(byRule >= 18);
            QVERIFY(carried[1] > 0 && carried[2] > 0);
        }
    }

    void greedyBeatsRandom() {
        std::string error;
        const auto board = shippedBoardFor(2, error);
        int greedyWins = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Game game(board, {2, false}, seed);
            rano::Rng rng(seed);
            const int greedySeat = int(seed % 2);
            while (!game.state().over()) {
                const State& s = game.state();
                game.play(s.whoDecides() == greedySeat ? greedyBotChoice(s, rng)
                                                       : randomBotChoice(s, rng));
            }
            const auto w = winners(game.state());
            greedyWins += w.size() == 1 && w[0] == greedySeat;
        }
        QVERIFY2(greedyWins >= 18, qPrintable(QString::number(greedyWins)));
    }
};

QTEST_APPLESS_MAIN(TstRapaNuiBots)
#include "tst_rapanui_bots.moc"
