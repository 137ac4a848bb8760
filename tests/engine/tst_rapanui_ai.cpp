#include <QtTest>

#include <array>
#include <cmath>
#include <fstream>
#include <optional>

#include "rapanui/bots.h"
#include "rapanui/game.h"
#include "rapanui/invariants.h"
#include "rapanui/kit.h"
#include "rapanui/replay.h"
#include "rapanui/state_json.h"

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

// The position after `at` choices of a stalled game kept in docs/matches/rapanui-stalls/.
// A position of a stalled three-player game (docs/matches/rapanui-stalls/), kept as a state
// file: the games were played under rules 1, whose replays this Rano no longer plays.
std::optional<State> stalledPosition(const std::string& game, int at, std::string& error) {
    static const auto board = shippedBoardFor(3, error);
    if (!board) return std::nullopt;
    std::ifstream in(std::string(RANO_STALLS_DIR) + "/" + game + "-at" + std::to_string(at) +
                     ".state.json");
    State s;
    if (!stateFromJson(nlohmann::json::parse(in), *board, s, error)) return std::nullopt;
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
            RapaNuiSearch::evaluate(s, {}, reward);
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

    // Before the end the win's quarter grows as the rule's end comes near: the same position
    // with one more Ahu holding a Moai pays the likely winner more, and the player furthest
    // behind less than a quarter as much. Round 20 of a three-player game, 6 Ahu empty, 3 to
    // fill.
    void theLeaderGainsFromTheLastAhu() {
        std::string error;
        const auto position = stalledPosition("medium3-seed28", 434, error);
        QVERIFY2(position, error.c_str());
        const State s = *position;
        QCOMPARE(s.emptyAhu(), 6);
        QCOMPARE(s.ahuToEnd(), 3);
        State filled = s;
        filled.ahuMoai[7][0] = 1;
        QCOMPARE(filled.ahuToEnd(), 2);
        std::array<double, kMaxPlayers> before{}, after{};
        RapaNuiSearch::evaluate(s, {}, before);
        RapaNuiSearch::evaluate(filled, {}, after);
        // The likely winner by points held: the score and the lasting holdings.
        const auto held = [&](int p) { return greedyView(s, p).held; };
        int leader = 0, last = 0;
        for (int p = 1; p < 3; ++p) {
            if (held(p) > held(leader)) leader = p;
            if (held(p) < held(last)) last = p;
        }
        QVERIFY(leader != last);
        const double gain = after[std::size_t(leader)] - before[std::size_t(leader)];
        const double lastGain = after[std::size_t(last)] - before[std::size_t(last)];
        qDebug("leader %d gains %.4f, the last %d gains %.4f", leader, gain, last, lastGain);
        QVERIFY(gain > 0.01);
        QVERIFY(lastGain < gain / 4);
    }

    // Three Medium AIs at a fixed number of iterations play on from positions where the
    // players used to stack Villagers on full Ahu and nobody sculpted until the round cap
    // (three-player games kept in docs/matches/rapanui-stalls/): they fill the last Ahu the
    // rule needs within three rounds. Before the win's quarter counted the nearing end
    // (docs/history/rapanui-ai-stalls.md), the same runs took 0-10 rounds, 5.3 on average,
    // and 2 of 12 (seeds 1-3) reached the round cap.
    void stalledPositionEndsByTheRule_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("at");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 2; ++seed) {
            QTest::addRow("seed28 at 434, %d", seed) << "medium3-seed28" << 434 << seed;
            QTest::addRow("seed14 at 540, %d", seed) << "medium3-seed14" << 540 << seed;
            QTest::addRow("seed8 at 405, %d", seed) << "medium3-seed8" << 405 << seed;
            QTest::addRow("seed8 at 511, %d", seed) << "medium3-seed8" << 511 << seed;
        }
    }
    void stalledPositionEndsByTheRule() {
        QFETCH(QString, file);
        QFETCH(int, at);
        QFETCH(int, seed);
        std::string error;
        const auto position = stalledPosition(file.toStdString(), at, error);
        QVERIFY2(position, error.c_str());
        State s = *position;
        rano::Rng rng{std::uint64_t(seed)};
        while (!s.over()) {
            const AiAdvice a = aiChoose(s, AiLevel::Medium, rng.next(), 0, 2000);
            QCOMPARE(s.apply(a.choice), std::string());
        }
        const int from = position->round;
        qDebug("round %d to %d", from, int(s.round));
        QCOMPARE(int(s.endReason), int(EndReason::Rule));
        QVERIFY(s.round - from <= 3);
    }

    // The search's turns (its playouts' length, a turn's thinking time in `match`) are the
    // rulebook's: "on your turn, place one" figurine, "transport either 1 Moai or 1 Pukao";
    // an Improvement or a tile's power used before or after it, and the Chief placed with
    // it, are part of that turn. A player who places or transports several times in a row,
    // the others done, takes several turns.
    void aTurnIsOnePlacementOrOneTransport() {
        std::string error;
        const auto board = shippedBoardFor(2, error);
        QVERIFY2(board, error.c_str());
        int freeActions = 0, turnsInARow = 0, after = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            State s = State::setup(*board, {2, false}, seed);
            rano::Rng rng(seed);
            int lastMarker = -1, lastPlayer = -1;
            bool lastWasFree = false;
            Choice last;
            while (!s.over()) {
                const bool turnPhase = s.phase == Phase::Place || s.phase == Phase::Transport;
                const Choice c = seed % 2 ? greedyBotChoice(s, rng) : randomBotChoice(s, rng);
                if (turnPhase) {
                    const int marker = RapaNuiSearch::turnMarker(s);
                    const int player = s.decider;
                    // After the turn's move (s.acted) the turn goes on with free actions.
                    if (lastWasFree || s.acted) QCOMPARE(marker, lastMarker);
                    if (!lastWasFree && !s.acted && lastMarker >= 0) {
                        QVERIFY2(marker != lastMarker,
                                 ("a new turn after " + toText(last)).c_str());
                        turnsInARow += player == lastPlayer;
                    }
                    const bool free = c.kind == ChoiceKind::Improve || c.kind == ChoiceKind::Rest ||
                                      c.kind == ChoiceKind::Barter;
                    freeActions += free;
                    after += s.acted;
                    // A free action after the move may end the turn: then a new one starts.
                    lastWasFree = free && !s.acted;
                    lastMarker = marker;
                    lastPlayer = player;
                    last = c;
                }
                QCOMPARE(s.apply(c), std::string());
            }
        }
        qDebug("%d free actions, %d turns right after the same player's", freeActions, turnsInARow);
        QVERIFY(freeActions > 0);
        QVERIFY(after > 0);
        QVERIFY(turnsInARow > 0);
    }

    // An Easy player who holds a Moai with a chain to an empty Ahu (or a Pukao) carries it:
    // dropping out of the transport phase then wastes the turn (issue 67: in a coached game two
    // Easy AIs dropped out round after round with such Moai). Every such position of 12 greedy
    // games, each decided by Easy at a glance (100 iterations, the slips included).
    void easyCarriesAMoaiItCanCarry() {
        std::string error;
        const auto board = shippedBoardFor(2, error);
        QVERIFY2(board, error.c_str());
        int positions = 0, carried = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            State s = State::setup(*board, {2, false}, seed);
            rano::Rng rng(seed);
            while (!s.over()) {
                ChoiceList legal; // the AI's: no Moai beside another past the spare ones
                RapaNuiSearch::legal(s, legal);
                bool canCarry = false, canDropOut = false;
                for (std::size_t i = 0; i < legal.size(); ++i) {
                    canCarry = canCarry || legal[i].kind == ChoiceKind::Pukao ||
                               (legal[i].kind == ChoiceKind::Moai && s.moaiOn(legal[i].b) == 0);
                    canDropOut = canDropOut || legal[i].kind == ChoiceKind::DropOut;
                }
                QCOMPARE(RapaNuiSearch::wastesActions(s, Choice::of(ChoiceKind::DropOut)),
                         canDropOut && canCarry);
                if (canCarry && canDropOut) {
                    ++positions;
                    const AiAdvice a = aiChoose(s, AiLevel::Easy, rng.next(), 0, 100);
                    carried += a.choice.kind != ChoiceKind::DropOut;
                }
                QCOMPARE(s.apply(greedyBotChoice(s, rng)), std::string());
            }
        }
        qDebug("%d positions with a piece to carry, %d carried", positions, carried);
        QVERIFY(positions >= 12);
        QCOMPARE(carried, positions);
    }

    // The AI at a fixed number of iterations (deterministic: no clock) plays two-player games
    // to their end by the rule. A share of the win as the evaluation sent such games to the
    // round cap: each player sculpted and left the chains to the other
    // (docs/history/rapanui-ai-stalls.md).
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
