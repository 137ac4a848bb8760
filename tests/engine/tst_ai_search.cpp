#include <QTest>

#include <array>
#include <cstdint>
#include <vector>

#include "ai/level.h"
#include "ai/mcts.h"

// How a level's search looks and chooses, in any game.
//
// How far the search's playouts look before they judge a position. Judged right after the
// other seats have moved, a position counts their use of what the searcher set up (the Lava
// it left, the eruption it set off) but never the searcher's answer, and Volcanic Isle's
// Medium stopped raising (issue 24). A level whose playouts end on its own turn sees both.
namespace {

// A game of turns of two decisions each, among `players` seats; nothing is hidden.
struct Relay {
    static constexpr int kMaxPlayers = 4;
    struct State {
        int players = 2;
        int turn = 0;           // turns finished
        int step = 0;           // decisions made in this turn
        std::uint64_t path = 1; // the decisions made, so that the tree branches
    };
    using Choice = int;
    using ChoiceList = std::vector<int>;

    // What the evaluations saw: the turns finished when each playout stopped.
    static inline std::vector<int> judgedAfterTurns;

    static int decider(const State& s) { return s.turn < 400 ? s.turn % s.players : -1; }
    static void legal(const State&, ChoiceList& out) { out = {0, 1}; }
    static void apply(State& s, Choice c) {
        s.path = s.path * 0x9e3779b97f4a7c15ULL + std::uint64_t(c + 1);
        if (++s.step == 2) {
            s.step = 0;
            ++s.turn;
        }
    }
    static void determinize(State&, int, rano::Rng&) {}
    static std::uint64_t key(const State& s) { return s.path; }
    static std::uint32_t choiceKey(Choice c) { return std::uint32_t(c); }
    static Choice playout(const State&, rano::Rng& rng) { return int(rng.below(2)); }
    static void evaluate(const State& s, const rano::ai::Outlook&,
                         std::array<double, kMaxPlayers>& reward) {
        judgedAfterTurns.push_back(s.turn);
        reward.fill(0.5);
    }
    static int turnMarker(const State& s) { return s.turn; }
    static int turnOwner(const State& s) { return s.turn % s.players; }
};

std::vector<int> judgedTurns(int players, int playoutTurns, bool endOnOwnTurn,
                             std::int64_t iterations) {
    Relay::judgedAfterTurns.clear();
    rano::ai::Limits limits;
    limits.iterations = iterations;
    limits.playoutTurns = playoutTurns;
    limits.playoutsEndOnOwnTurn = endOnOwnTurn;
    rano::ai::Mcts<Relay>::search(Relay::State{players, 0, 0, 1}, limits, 7);
    return Relay::judgedAfterTurns;
}

// One decision among four choices whose chances of winning lie 2 points apart (0.47-0.53),
// as a Volcanic Isle evaluation that shares out the win at 15 VP of lead rates a turn's moves.
struct Fork {
    static constexpr int kMaxPlayers = 2;
    struct State {
        int chosen = -1;
    };
    using Choice = int;
    using ChoiceList = std::vector<int>;

    static int decider(const State& s) { return s.chosen < 0 ? 0 : -1; }
    static void legal(const State&, ChoiceList& out) { out = {0, 1, 2, 3}; }
    static void apply(State& s, Choice c) { s.chosen = c; }
    static void determinize(State&, int, rano::Rng&) {}
    static std::uint64_t key(const State& s) { return std::uint64_t(s.chosen + 1); }
    static std::uint32_t choiceKey(Choice c) { return std::uint32_t(c); }
    static Choice playout(const State&, rano::Rng&) { return 0; }
    static void evaluate(const State& s, const rano::ai::Outlook&,
                         std::array<double, kMaxPlayers>& reward) {
        reward[0] = 0.47 + 0.02 * s.chosen;
        reward[1] = 1 - reward[0];
    }
    static int turnMarker(const State&) { return 0; }
    static double thinkingShare(const State&) { return 1; }
};

} // namespace

class TestAiSearch : public QObject {
    Q_OBJECT
private slots:
    // The first playout starts after seat 0's first decision, inside its turn.
    void theFirstPlayoutStopsWhereTheHorizonSays_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("playoutTurns");
        QTest::addColumn<bool>("endOnOwnTurn");
        QTest::addColumn<int>("judgedAfter");
        QTest::newRow("2 seats, 2 turns: before seat 0's next turn") << 2 << 2 << false << 2;
        QTest::newRow("2 seats, 2 turns, then to seat 0's turn end") << 2 << 2 << true << 3;
        QTest::newRow("2 seats, 8 turns, then to seat 0's turn end") << 2 << 8 << true << 9;
        QTest::newRow("4 seats, 2 turns: after seat 1's turn") << 4 << 2 << false << 2;
        QTest::newRow("4 seats, 2 turns, then to seat 0's turn end") << 4 << 2 << true << 5;
        QTest::newRow("4 seats, 8 turns, then to seat 0's turn end") << 4 << 8 << true << 9;
        QTest::newRow("3 seats, 8 turns, then to seat 0's turn end") << 3 << 8 << true << 10;
        QTest::newRow("3 seats, 1 turn: seat 0's own turn") << 3 << 1 << true << 1;
    }
    void theFirstPlayoutStopsWhereTheHorizonSays() {
        QFETCH(int, players);
        QFETCH(int, playoutTurns);
        QFETCH(bool, endOnOwnTurn);
        QFETCH(int, judgedAfter);
        const auto judged = judgedTurns(players, playoutTurns, endOnOwnTurn, 1);
        QCOMPARE(judged.size(), std::size_t(1));
        QCOMPARE(judged.front(), judgedAfter);
    }

    // However deep the tree has grown, a playout ending on the searcher's turn stops right
    // after a turn of seat 0's.
    void everyPlayoutEndsAfterTheSearchersTurn_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("2 seats") << 2;
        QTest::newRow("3 seats") << 3;
        QTest::newRow("4 seats") << 4;
    }
    void everyPlayoutEndsAfterTheSearchersTurn() {
        QFETCH(int, players);
        const auto judged = judgedTurns(players, 2, true, 500);
        QCOMPARE(judged.size(), std::size_t(500));
        for (int turns : judged)
            QCOMPARE((turns - 1) % players, 0);
        // Without it, some stop after another seat's turn.
        int others = 0;
        for (int turns : judgedTurns(players, 2, false, 500))
            others += (turns - 1) % players != 0;
        QVERIFY(others > 100);
    }

    // How much of its search a level spends on its best choice, when every choice rates within
    // a few points of the others: at the default exploration (0.6) the best of four gets under
    // half of 2,000 iterations (964); Volcanic Isle's Expert (0.25) gives it nearly three quarters
    // (1,456) and so follows its best lines deeper.
    void aNarrowerSearchSpendsMoreOnItsBestChoice_data() {
        QTest::addColumn<double>("exploration");
        QTest::addColumn<std::int64_t>("bestVisits");
        QTest::addColumn<std::int64_t>("worstVisits");
        QTest::newRow("default, 0.6") << 0.6 << std::int64_t(964) << std::int64_t(314);
        QTest::newRow("narrow, 0.25") << 0.25 << std::int64_t(1456) << std::int64_t(140);
    }
    void aNarrowerSearchSpendsMoreOnItsBestChoice() {
        QFETCH(double, exploration);
        QFETCH(std::int64_t, bestVisits);
        QFETCH(std::int64_t, worstVisits);
        rano::ai::Profile profile;
        profile.exploration = exploration;
        rano::Rng rng(11);
        const auto advice = rano::ai::searchAtProfile<Fork>(Fork::State{}, {0, 1, 2, 3}, profile, 0,
                                                            2000, rng, nullptr, {});
        QCOMPARE(advice.choice, 3);
        QCOMPARE(advice.top.front().visits, bestVisits);
        QCOMPARE(advice.top.back().visits, worstVisits); // the top three: the worst is choice 1
    }

    // A level lets actions go unused only when the search rates that clearly better than its
    // best way to act: two searches rating a pass a hair above a raise stalled Volcanic Isle's
    // games (issue 24). Choice 0 passes with actions left; the top three as the search ranked
    // them.
    void aPassWithActionsLeftMustBeClearlyBetter_data() {
        QTest::addColumn<double>("passRate");
        QTest::addColumn<double>("secondRate");
        QTest::addColumn<double>("thirdRate");
        QTest::addColumn<double>("margin");
        QTest::addColumn<int>("chosen");
        QTest::newRow("a hair better: the best action") << 0.398 << 0.380 << 0.386 << 0.03 << 2;
        QTest::newRow("2.9 points better: still acts") << 0.409 << 0.380 << 0.370 << 0.03 << 1;
        QTest::newRow("clearly better: passes") << 0.450 << 0.400 << 0.300 << 0.03 << 0;
        QTest::newRow("no margin: passes") << 0.398 << 0.386 << 0.380 << 0.0 << 0;
    }
    void aPassWithActionsLeftMustBeClearlyBetter() {
        QFETCH(double, passRate);
        QFETCH(double, secondRate);
        QFETCH(double, thirdRate);
        QFETCH(double, margin);
        QFETCH(int, chosen);
        const std::vector<rano::ai::Alternative<int>> top{
            {0, passRate, 500}, {1, secondRate, 300}, {2, thirdRate, 200}};
        const auto passes = [](int c) { return c == 0; };
        QCOMPARE(rano::ai::actingChoice(top, 0, passes, margin), chosen);
        // A choice that acts is never changed.
        QCOMPARE(rano::ai::actingChoice(top, 1, passes, margin), 1);
    }

    // Where the search cannot tell choices apart, the game's quick judgement picks: Volcanic
    // Isle's levels walked Settlers back and forth, rating every step alike, beside Moai they
    // could carry to a free geyser (issue 24). The search ranked choices 0-3 (most visited
    // first); the quick judgement prefers 3, then 2, then 1, then 0. The margin is for even
    // chances and narrows towards a sure result: 0.03 at 0.5, 0.0284 at 0.34, down to a quarter
    // of itself, 0.0075, at 0.99 and beyond; a stake in the end, which every rating carries
    // alike, comes off the rating first.
    void aTieGoesToTheQuickJudgement_data() {
        QTest::addColumn<double>("rate0");
        QTest::addColumn<double>("rate1");
        QTest::addColumn<double>("rate2");
        QTest::addColumn<double>("rate3");
        QTest::addColumn<std::int64_t>("visits3");
        QTest::addColumn<double>("margin");
        QTest::addColumn<double>("stake");
        QTest::addColumn<int>("chosen");
        QTest::newRow("all within the margin: the judgement's favourite")
            << 0.34 << 0.33 << 0.33 << 0.32 << std::int64_t(300) << 0.03 << 0.0 << 3;
        QTest::newRow("even chances under a stake of 1: the full margin")
            << 1.50 << 1.49 << 1.49 << 1.48 << std::int64_t(300) << 0.03 << 1.0 << 3;
        QTest::newRow("a sure win under a stake of 0.5 is no tie")
            << 1.49 << 1.48 << 1.48 << 1.48 << std::int64_t(900) << 0.03 << 0.5 << 0;
        QTest::newRow("the favourite rated 4 points lower: the next within")
            << 0.34 << 0.33 << 0.32 << 0.30 << std::int64_t(300) << 0.03 << 0.0 << 2;
        QTest::newRow("2.9 points lower at 0.34: beyond the narrowed margin")
            << 0.34 << 0.311 << 0.311 << 0.311 << std::int64_t(300) << 0.03 << 0.0 << 0;
        QTest::newRow("the favourite seldom visited: the next within")
            << 0.34 << 0.33 << 0.32 << 0.34 << std::int64_t(200) << 0.03 << 0.0 << 2;
        QTest::newRow("a sure win is no tie")
            << 0.99 << 0.98 << 0.98 << 0.98 << std::int64_t(900) << 0.03 << 0.0 << 0;
        QTest::newRow("a near-sure win, the others within its margin")
            << 0.99 << 0.985 << 0.98 << 0.98 << std::int64_t(900) << 0.03 << 0.0 << 1;
        QTest::newRow("a decided game, every choice rated alike: the judgement's favourite")
            << 0.001 << 0.0005 << 0.0005 << 0.0 << std::int64_t(900) << 0.03 << 0.0 << 3;
        QTest::newRow("a lost game under a stake of 1, every choice alike")
            << 1.001 << 1.0005 << 1.0005 << 1.0 << std::int64_t(900) << 0.03 << 1.0 << 3;
        QTest::newRow("a lost game, the favourite a point lower: the next within")
            << 0.011 << 0.005 << 0.004 << 0.001 << std::int64_t(900) << 0.03 << 0.0 << 2;
        QTest::newRow("none within the margin: the search's choice")
            << 0.34 << 0.20 << 0.20 << 0.20 << std::int64_t(900) << 0.03 << 0.0 << 0;
        QTest::newRow("no margin: the search's choice")
            << 0.34 << 0.34 << 0.34 << 0.34 << std::int64_t(900) << 0.0 << 0.0 << 0;
    }
    void aTieGoesToTheQuickJudgement() {
        QFETCH(double, rate0);
        QFETCH(double, rate1);
        QFETCH(double, rate2);
        QFETCH(double, rate3);
        QFETCH(std::int64_t, visits3);
        QFETCH(double, margin);
        QFETCH(double, stake);
        QFETCH(int, chosen);
        const std::vector<rano::ai::Alternative<int>> ranked{
            {0, rate0, 1000}, {1, rate1, 900}, {2, rate2, 800}, {3, rate3, visits3}};
        const auto judgement = [](int c) { return double(c); };
        QCOMPARE(rano::ai::judgedChoice(ranked, 0, judgement, margin, stake), chosen);
    }
};

QTEST_APPLESS_MAIN(TestAiSearch)
#include "tst_ai_search.moc"
