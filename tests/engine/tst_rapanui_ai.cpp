#include <QtTest>

#include <array>
#include <cmath>

#include "rapanui/bots.h"
#include "rapanui/game.h"
#include "rapanui/invariants.h"
#include "rapanui/kit.h"

using namespace rano::rapanui;

namespace {

// A finished game between two greedy bots.
State greedyGame(const Board& board, std::uint64_t seed) {
    State s = State::setup(board, {2, false}, seed);
    rano::Rng rng(seed);
    while (!s.over())
        s.applyLegal(greedyBotChoice(s, rng));
    return s;
}

} // namespace

// The search's evaluation and its self-play: games end by the rule, not at the round cap.
class TstRapaNuiAi : public QObject {
    Q_OBJECT

private slots:
    // A finished game rewards each player's own progress and, with a quarter, the win: the
    // loser gets more than nothing, and the tiles and Improvements greedyValue counts as
    // lasting still count once the game is over, so ending it is no loss to them.
    void finishedGameRewardsWinAndProgress() {
        std::string error;
        const auto board = shippedBoardFor(2, error);
        QVERIFY2(board, error.c_str());
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const State s = greedyGame(*board, seed);
            const auto w = winners(s);
            if (w.size() != 1) continue;
            std::array<double, kMaxPlayers> reward{};
            RapaNuiSearch::evaluate(s, 1.0, reward);
            const int loser = 1 - w[0];
            QVERIFY(reward[std::size_t(w[0])] > reward[std::size_t(loser)]);
            QVERIFY(reward[std::size_t(w[0])] <= 1.0);
            for (int p = 0; p < 2; ++p) {
                const double progress =
                    1 - std::exp(-(score(s, p).total() + holdingsValue(s, p)) / 30.0);
                const double win = p == w[0] ? 1.0 : 0.0;
                QVERIFY(std::abs(reward[std::size_t(p)] - (0.25 * win + 0.75 * progress)) < 1e-12);
            }
            QVERIFY(reward[std::size_t(loser)] > 0.0);
        }
    }

    // The AI at a fixed number of iterations (deterministic: no clock) plays two-player games
    // to their end by the rule. A share of the win as the evaluation sent such games to the
    // round cap: each player sculpted and left the chains to the other (docs/ai.md).
    void searchSelfPlayEndsByTheRule() {
        std::string error;
        const auto board = shippedBoardFor(2, error);
        QVERIFY2(board, error.c_str());
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            State s = State::setup(*board, {2, false}, seed);
            rano::Rng rng(seed);
            while (!s.over()) {
                const AiAdvice a = aiChoose(s, AiLevel::Medium, rng.next(), 0, 2000);
                QCOMPARE(s.apply(a.choice), std::string());
            }
            QCOMPARE(checkInvariants(s), std::string());
            qDebug("seed %d: %d rounds", int(seed), int(s.round));
            QCOMPARE(int(s.endReason), int(EndReason::Rule));
        }
    }
};

QTEST_APPLESS_MAIN(TstRapaNuiAi)
#include "tst_rapanui_ai.moc"
