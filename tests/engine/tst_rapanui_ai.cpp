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

// A seat's AI: its level and its iterations a decision (no clock: the same game on any machine).
struct Seat {
    AiLevel level;
    std::int64_t iterations = 2000;
};

// Plays `s` to its end, player p's choices those of seats[p % seats.size()], the search seeds
// drawn from `seed`; the first refusal, or "".
std::string playToTheEnd(State& s, const std::vector<Seat>& seats, std::uint64_t seed) {
    rano::Rng rng(seed);
    while (!s.over()) {
        const Seat& seat = seats[std::size_t(s.whoDecides()) % seats.size()];
        if (std::string refused =
                s.apply(aiChoose(s, seat.level, rng.next(), 0, seat.iterations).choice);
            !refused.empty())
            return refused;
    }
    return {};
}

// The position after `at` choices of a stalled game kept in docs/matches/rapanui-stalls/ as a
// state file (the three-player games were played under rules 1, whose replays this Rano no
// longer plays), on the board side for `players`.
std::optional<State> stalledPosition(const std::string& game, int at, std::string& error,
                                     int players = 3) {
    static const auto three = shippedBoardFor(3, error);
    static const auto two = shippedBoardFor(2, error);
    const auto& board = players == 2 ? two : three;
    if (!board) return std::nullopt;
    std::ifstream in(std::string(RANO_STALLS_DIR) + "/" + game + "-at" + std::to_string(at) +
                     ".state.json");
    State s;
    if (!stateFromJson(nlohmann::json::parse(in), *board, s, error)) return std::nullopt;
    return s;
}

// Phase 3 of a three-player first game on the 3-4 player side (no Ahu tiles on the Ahu, no
// Tablets), Red (0) to transport first, nobody on the island yet; Red holds 1 of each
// Resource, Blue and Yellow 10 of each (40 points each), so Red's chance to win is about 0
// whatever Red does (tst_rapanui_rules' staging). The Crater is space 24; chains used below:
// 24-33-39 (Ahu 15, Reeds) and 24-16-17-18 (Ahu 8, Eggs).
State farBehindInTransport(const Board& board) {
    State s = State::setup(board, {3, true}, 1);
    s.order = {0, 1, 2, 0};
    s.phase = Phase::Transport;
    s.turn = 0;
    s.decider = 0;
    for (int p = 0; p < 3; ++p) {
        s.player[std::size_t(p)].villagersHome = 0;
        s.player[std::size_t(p)].sorcerer = Spot::Track;
        s.player[std::size_t(p)].sorcererAt = std::int8_t(p);
        s.star[std::size_t(p)] = std::int8_t(p);
        s.player[std::size_t(p)].res = p == 0 ? std::array<std::uint8_t, 4>{1, 1, 1, 1}
                                              : std::array<std::uint8_t, 4>{10, 10, 10, 10};
    }
    s.ahuTile.fill(kNone);
    return s;
}

// `n` Transporters of `p` on `space`.
void put(State& s, int p, int space, int n = 1) {
    s.owner[std::size_t(space)] = std::int8_t(p);
    s.fresh[std::size_t(space)] = std::uint8_t(s.fresh[std::size_t(space)] + n);
}

// Red holds a sculpted Moai of `size` (from the supply).
void holdMoai(State& s, int size) {
    ++s.player[0].moai[std::size_t(size)];
    --s.supply[std::size_t(size)];
}

// A finished game's progress for `p` as the evaluation counts it: 1 - exp(-points / 30), the
// points being the score and the lasting holdings.
double finishedProgress(const State& s, int p) {
    return 1 - std::exp(-(score(s, p).total() + holdingsValue(s, p)) / 30.0);
}

Choice move(const char* text) {
    const auto c = parseChoice(text);
    if (!c) qFatal("unparsable choice %s", text);
    return *c;
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
                const double win = p == w[0] ? 1.0 : 0.0;
                QVERIFY(std::abs(reward[std::size_t(p)] -
                                 (0.25 * win + 0.75 * finishedProgress(s, p))) < 1e-12);
            }
            QVERIFY(reward[std::size_t(loser)] > 0.0);
        }
    }

    // Expert plays against the table: its reward gives up half the others' mean progress
    // (ai::Outlook::rivalry), so what its opponent builds counts against it; the other levels
    // weigh their own progress alone.
    void expertGivesUpHalfTheOthersProgress() {
        std::string error;
        const auto board = shippedBoardFor(2, error);
        QVERIFY2(board, error.c_str());
        const State s = greedyGame(*board, 1);
        const auto w = winners(s);
        QCOMPARE(int(w.size()), 1);
        QCOMPARE(aiProfile(AiLevel::Hard).outlook().rivalry, 0.0);
        const rano::ai::Outlook expert = aiProfile(AiLevel::Expert).outlook();
        QCOMPARE(expert.rivalry, 0.5);
        std::array<double, kMaxPlayers> reward{};
        RapaNuiSearch::evaluate(s, expert, reward);
        for (int p = 0; p < 2; ++p) {
            const double win = p == w[0] ? 1.0 : 0.0;
            const double expected =
                0.25 * win + 0.75 * (finishedProgress(s, p) - 0.5 * finishedProgress(s, 1 - p));
            QVERIFY(std::abs(reward[std::size_t(p)] - expected) < 1e-12);
        }
        // A review's chance of winning leaves the rivalry out, as it does every level's stake.
        rano::ai::Outlook chance = expert;
        chance.chanceOnly = true;
        RapaNuiSearch::evaluate(s, chance, reward);
        QCOMPARE(reward[std::size_t(w[0])], 1.0);
        QCOMPARE(reward[std::size_t(1 - w[0])], 0.0);
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
        QCOMPARE(playToTheEnd(s, {{AiLevel::Medium}}, std::uint64_t(seed)), std::string());
        const int from = position->round;
        qDebug("round %d to %d", from, int(s.round));
        QCOMPARE(int(s.endReason), int(EndReason::Rule));
        QVERIFY(s.round - from <= 3);
    }

    // A two-player Expert game (`match --a ai:expert --b ai:expert --scale 0.1 --seed 9200`,
    // its game 33) ran to the round cap: from round 9 on, with only small Moai left, both
    // players kept Sculptors in the medium and large columns, whose Moai were gone, and had
    // too few Villagers left for a chain to the last three empty Ahu (one more Moai ends it).
    // From round 18 Expert now ends it by round 21 (19 and 18 with these seeds); before, seed 1
    // ended it in round 25; at the match's time (150 ms a decision) 2 of 3 reached the cap.
    void sculptorsForMoaiRunOutLeaveTheChainItsVillagers_data() {
        QTest::addColumn<int>("seed");
        QTest::newRow("seed 1") << 1;
        QTest::newRow("seed 2") << 2;
    }
    void sculptorsForMoaiRunOutLeaveTheChainItsVillagers() {
        QFETCH(int, seed);
        std::string error;
        const auto position = stalledPosition("expert2-seed9232", 397, error, 2);
        QVERIFY2(position, error.c_str());
        QCOMPARE(int(position->round), 18);
        QCOMPARE(position->ahuToEnd(), 1);
        State s = *position;
        QCOMPARE(playToTheEnd(s, {{AiLevel::Expert}}, std::uint64_t(seed)), std::string());
        qDebug("round 18 to %d", int(s.round));
        QCOMPARE(int(s.endReason), int(EndReason::Rule));
        QVERIFY(s.round <= 21);
    }

    // What the greedy reading makes of Sculptors whose sizes have run out, in that game's
    // position at round 13 (only 3 large Moai in the supply; Green has its 5 Villagers home):
    // steps towards a large Moai, each Moai begun the square of the share of its three columns
    // filled, so with the chain's share unchanged the gains stand as 1 : 1 : 4 : 3 : 5 : 9.
    void idleSculptorsAreStepsTowardsTheSmallestMoaiLeft() {
        std::string error;
        const auto position = stalledPosition("medium-easy2-seed9202", 297, error, 2);
        QVERIFY2(position, error.c_str());
        const State& s = *position;
        const auto gain = [&](std::array<std::uint8_t, kSizes> sculptors,
                              std::array<std::uint8_t, kSizes> supply) {
            State before = s, after = s;
            before.supply = after.supply = supply;
            after.player[0].sculptors = sculptors;
            return greedyValue(after, 0) - greedyValue(before, 0);
        };
        const std::array<std::uint8_t, kSizes> largeOnly{0, 0, 3};
        const double one = gain({1, 0, 0}, largeOnly);
        QVERIFY(one > 0.1);
        QVERIFY(qFuzzyCompare(gain({0, 1, 0}, largeOnly), one));
        QVERIFY(qFuzzyCompare(gain({1, 1, 0}, largeOnly), 4 * one));
        QVERIFY(qFuzzyCompare(gain({3, 0, 0}, largeOnly), 3 * one));
        QVERIFY(qFuzzyCompare(gain({2, 1, 0}, largeOnly), 5 * one));
        QVERIFY(qFuzzyCompare(gain({1, 1, 1}, largeOnly), 9 * one)); // a large Moai: 5.2
        // With medium Moai left too, a lone small-column Sculptor is half a medium one begun
        // (3.2 / 4); with small ones left, it carves one (1.2).
        const double perPoint = one / (5.2 / 9); // what a point of the Quarry's worth gains
        QVERIFY(qFuzzyCompare(gain({1, 0, 0}, {0, 2, 3}), perPoint * 3.2 / 4));
        QVERIFY(qFuzzyCompare(gain({1, 0, 0}, {1, 2, 3}), perPoint * 1.2));
    }

    // A two-player game of Medium (Green) against Easy (Blue) at a tenth of their time (`match
    // --game rapa-nui --a ai:medium --b ai:easy --players 2 --scale 0.1 --seed 9100`, its game
    // 103) ran to the round cap: from round 9 only large Moai were left, one more on an empty
    // Ahu would end the game, and each player placed one or three Sculptors in the small column
    // round after round, never the three columns a large Moai takes. Both at 400 iterations,
    // ten seeds from round 13 now end by round 18 (these four in rounds 14, 13, 16, 13); with
    // the reading of before, 5 of the 10 ran to the cap. At Medium's 1,500 iterations (a tenth
    // of its time) 3 of 10 still do: Medium, behind, does not end a game it would lose, and Easy,
    // ahead, does not find the three Sculptors and the chain alone (docs/history/
    // issue67-endings.md, "Only large Moai left").
    void sculptorsBeginALargeMoaiWhenOnlyLargeOnesAreLeft_data() {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 4; ++seed)
            QTest::addRow("seed %d", seed) << seed;
    }
    void sculptorsBeginALargeMoaiWhenOnlyLargeOnesAreLeft() {
        QFETCH(int, seed);
        std::string error;
        const auto position = stalledPosition("medium-easy2-seed9202", 297, error, 2);
        QVERIFY2(position, error.c_str());
        QCOMPARE(int(position->round), 13);
        QCOMPARE(position->ahuToEnd(), 1);
        QCOMPARE(int(position->supply[2]), 3);
        QCOMPARE(position->supply[0] + position->supply[1], 0);
        State s = *position;
        QCOMPARE(
            playToTheEnd(s, {{AiLevel::Medium, 400}, {AiLevel::Easy, 400}}, std::uint64_t(seed)),
            std::string());
        qDebug("round 13 to %d", int(s.round));
        QCOMPARE(int(s.endReason), int(EndReason::Rule));
        QVERIFY(s.round <= 18);
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

    // Dropping out of the transport phase while holding a Moai with a whole chain of one's own
    // Transporters to an empty Ahu is a mistake, even for a player with no chance left (issue
    // 68.9: the analysis missed such passes). Red, far behind, holds a large Moai with the chain
    // 24-33-39 to Ahu 15: dropping out sends it back to the supply at the round's end, and with
    // it the 5 Reeds its erection gives. Red's chance is about 0 either way, so a threshold on
    // the chance alone sees nothing; the review (1,500 iterations, Hard's horizon) erects it and
    // finds the drop-out about 4 points worse.
    void aPassWithAMoaiToErectIsAMistake() {
        std::string error;
        const auto board = shippedBoardFor(3, error);
        QVERIFY2(board, error.c_str());
        State s = farBehindInTransport(*board);
        holdMoai(s, 2);
        put(s, 0, 33);
        put(s, 0, 39);
        const Choice erect = move("moai large to 15");
        QVERIFY(s.isLegal(erect));
        const Choice pass = Choice::of(ChoiceKind::DropOut);
        QVERIFY(s.isLegal(pass));
        const DecisionReview r = reviewDecision(s, pass, 1500, 5);
        qDebug("best %s: %.3f, %.2f points; the drop-out: %.3f, %.2f points",
               toText(r.best).c_str(), r.bestWinRate, r.bestPoints, r.playedWinRate,
               r.playedPoints);
        QCOMPARE(toText(r.best), toText(erect));
        QVERIFY(r.bestWinRate - r.playedWinRate < rano::ai::kMistakeThreshold);
        QCOMPARE(qRound(r.pointsLost()), 4);
        QVERIFY(r.mistake);
        // Carrying it is the AI's own choice: no mistake.
        const DecisionReview carried = reviewDecision(s, erect, 1500, 5);
        QVERIFY(!carried.mistake);
    }

    // An erection that loses Resources to the track's end (decision 7: a track stops at 10) when
    // an equal one loses none is a mistake (issue 68.9): Red, far behind, holds a medium Moai
    // with two chains of their own, to Ahu 15 (Reeds) and Ahu 8 (Eggs), and has 10 Reeds and 1
    // Egg. Erecting on Ahu 15 loses its 3 Reeds; on Ahu 8 all 3 Eggs are taken. Two
    // Transporters stand on each Ahu space, so either erection leaves the other chain whole (an
    // erection tires one). Red's chance is about 0 either way. The review finds the first about
    // 2 points worse: the game's judgement of the positions a few turns on (greedyValue) gives
    // back about a point of the 3. With 9 Reeds (2 lost) it reads 0.7, below the board game's
    // 1.5 (RapaNuiSearch::kMistakePoints).
    void anErectionThatLosesResourcesToTheCapIsAMistake() {
        std::string error;
        const auto board = shippedBoardFor(3, error);
        QVERIFY2(board, error.c_str());
        State s = farBehindInTransport(*board);
        s.player[0].res[0] = 10;
        holdMoai(s, 1);
        for (const int space : {33, 16, 17})
            put(s, 0, space);
        put(s, 0, 39, 2);
        put(s, 0, 18, 2);
        const Choice capped = move("moai medium to 15");
        const Choice whole = move("moai medium to 8");
        QVERIFY(s.isLegal(capped));
        QVERIFY(s.isLegal(whole));
        for (const Choice& c : {capped, whole}) {
            State after = s;
            after.applyLegal(c);
            while (!after.over() && after.phase == Phase::Erect)
                after.applyLegal(move("erect 0 higher"));
            QCOMPARE(int(after.player[0].res[0] + after.player[0].res[1]),
                     c == capped ? 10 + 1 : 10 + 4);
            // What each leaves Red at once: the 3 Reeds lost are 3 points.
            std::array<double, kMaxPlayers> reward{}, lead{};
            RapaNuiSearch::evaluatePoints(after, {}, reward, lead);
            QCOMPARE(lead[0], c == capped ? -26.85 : -23.85);
        }
        const DecisionReview r = reviewDecision(s, capped, 1500, 5);
        qDebug("best %s: %.3f, %.2f points; the capped erection: %.3f, %.2f points",
               toText(r.best).c_str(), r.bestWinRate, r.bestPoints, r.playedWinRate,
               r.playedPoints);
        QCOMPARE(toText(r.best), toText(whole));
        QVERIFY(r.bestWinRate - r.playedWinRate < rano::ai::kMistakeThreshold);
        // The 3 Reeds are lost for certain: the lead counts them at least.
        QCOMPARE(r.thrown, 3.0);
        QCOMPARE(qRound(r.pointsLost()), 3);
        QVERIFY(r.mistake);
    }

    // A single Resource lost at the top of its track is a point thrown away for certain: less
    // than the game's mistake in points (a margin the search can tell from chance), yet a
    // mistake when a second look finds the erection no better than one that keeps it
    // (ai::thrownAway). Red erects a medium Moai (3 Reeds) with Fervent and 8 Reeds: all
    // three as Reeds lose one, one taken higher loses none. The AI's own choice is none.
    void anErectionThatLosesOneResourceToTheCapIsAMistake() {
        std::string error;
        const auto board = shippedBoardFor(3, error);
        QVERIFY2(board, error.c_str());
        State s = farBehindInTransport(*board);
        s.player[0].res[0] = 8;
        s.player[0].improvements |= 1u << int(Improvement::Fervent);
        holdMoai(s, 1);
        for (const int space : {33, 16, 17})
            put(s, 0, space);
        put(s, 0, 39, 2);
        s.applyLegal(move("moai medium to 15"));
        QCOMPARE(int(s.phase), int(Phase::Erect));
        const Choice lossy = move("erect 0 higher");
        const Choice kept = move("erect 1 higher");
        QVERIFY(s.isLegal(lossy));
        QVERIFY(s.isLegal(kept));
        QCOMPARE(RapaNuiSearch::pointsThrownAway(s, lossy), 1.0);
        QCOMPARE(RapaNuiSearch::pointsThrownAway(s, kept), 0.0);
        const DecisionReview r = reviewDecision(s, lossy, 1500, 5);
        qDebug("best %s: %.3f, %.2f points; all as Reeds: %.3f, %.2f points, %.0f thrown",
               toText(r.best).c_str(), r.bestWinRate, r.bestPoints, r.playedWinRate, r.playedPoints,
               r.thrown);
        QCOMPARE(RapaNuiSearch::pointsThrownAway(s, r.best), 0.0);
        QCOMPARE(r.thrown, 1.0);
        QVERIFY(r.bestWinRate - r.playedWinRate < rano::ai::kMistakeThreshold);
        QCOMPARE(qRound(r.pointsLost()), 1);
        QVERIFY(r.mistake);
        const DecisionReview own = reviewDecision(s, r.best, 1500, 5);
        QCOMPARE(own.thrown, 0.0);
        QVERIFY(!own.mistake);
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
            QCOMPARE(playToTheEnd(s, {{AiLevel::Medium}}, seed), std::string());
            QCOMPARE(checkInvariants(s), std::string());
            qDebug("seed %d: %d rounds", int(seed), int(s.round));
            QCOMPARE(int(s.endReason), int(EndReason::Rule));
        }
    }

    // Expert, which denies its opponent the links and Ahu it counts on, still ends its games
    // by the rule against Hard, either seat first.
    void expertAgainstHardEndsByTheRule() {
        std::string error;
        const auto board = shippedBoardFor(2, error);
        QVERIFY2(board, error.c_str());
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            State s = State::setup(*board, {2, false}, seed);
            const bool expertFirst = seed == 1;
            QCOMPARE(playToTheEnd(s,
                                  {{expertFirst ? AiLevel::Expert : AiLevel::Hard, 1000},
                                   {expertFirst ? AiLevel::Hard : AiLevel::Expert, 1000}},
                                  seed),
                     std::string());
            QCOMPARE(checkInvariants(s), std::string());
            qDebug("seed %d: %d rounds", int(seed), int(s.round));
            QCOMPARE(int(s.endReason), int(EndReason::Rule));
        }
    }
};

QTEST_APPLESS_MAIN(TstRapaNuiAi)
#include "tst_rapanui_ai.moc"
