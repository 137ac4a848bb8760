#include <QTest>

#include <algorithm>
#include <atomic>

#include "volcanic/ai.h"
#include "volcanic/shipped.h"

using namespace rano::volcanic;

namespace {
std::shared_ptr<Board> standardBoard() {
    TileCatalogue cat;
    Continent c;
    std::string e;
    shippedCatalogue(cat, e);
    standardContinent(c, e);
    auto b = std::make_shared<Board>();
    Board::build(cat, c, *b, e);
    return b;
}

// A position a few turns into a game, reached by greedy play.
State midGame(const Board& b, int players, int decisions) {
    State s = State::setup(b, {players, 2}, 42);
    rano::Rng rng(1);
    for (int i = 0; i < decisions && !s.over(); ++i) {
        const AiAdvice a = aiChoose(s, AiLevel::Greedy, rng.next());
        s.applyLegal(a.choice);
    }
    return s;
}
} // namespace

class TestVolcanicAi : public QObject {
    Q_OBJECT
private slots:
    void levelsByName() {
        QCOMPARE(aiLevelFromName("ai:hard"), std::optional<AiLevel>(AiLevel::Hard));
        QCOMPARE(aiLevelFromName("expert"), std::optional<AiLevel>(AiLevel::Expert));
        QVERIFY(!aiLevelFromName("ai:god").has_value());
        QVERIFY(aiProfile(AiLevel::Easy).seconds < aiProfile(AiLevel::Medium).seconds);
        QVERIFY(aiProfile(AiLevel::Medium).seconds < aiProfile(AiLevel::Hard).seconds);
        QVERIFY(aiProfile(AiLevel::Hard).seconds < aiProfile(AiLevel::Expert).seconds);
        QCOMPARE(aiProfile(AiLevel::Expert).threads, 2);
        // Expert's edge over Hard is foresight: its playouts run twice as many turns.
        QCOMPARE(aiProfile(AiLevel::Hard).playoutTurns, 8);
        QCOMPARE(aiProfile(AiLevel::Expert).playoutTurns, 16);
        // A beginner overlooks the next eruption; Medium half weighs it.
        QCOMPARE(aiProfile(AiLevel::Easy).caution, 0.0);
        QCOMPARE(aiProfile(AiLevel::Medium).caution, 0.5);
        QCOMPARE(aiProfile(AiLevel::Hard).caution, 1.0);
    }

    // A fixed seed and iteration count give the same choice and the same statistics.
    void deterministicForSeedAndIterations() {
        const auto b = standardBoard();
        const State s = midGame(*b, 3, 12);
        const AiAdvice x = aiChoose(s, AiLevel::Hard, 7, 0, 400);
        const AiAdvice y = aiChoose(s, AiLevel::Hard, 7, 0, 400);
        QCOMPARE(x.iterations, 400);
        QVERIFY(x.choice == y.choice);
        QCOMPARE(x.top.size(), y.top.size());
        for (std::size_t i = 0; i < x.top.size(); ++i) {
            QVERIFY(x.top[i].choice == y.top[i].choice);
            QCOMPARE(x.top[i].visits, y.top[i].visits);
            QCOMPARE(x.top[i].winRate, y.top[i].winRate);
        }
    }

    // The search never reads the game's own generator: states that differ only in their
    // future chance get exactly the same analysis.
    void neverReadsTheRealRng() {
        const auto b = standardBoard();
        State s = midGame(*b, 2, 9);
        State t = s;
        t.rng = rano::Rng(987654321);
        QVERIFY(s.hash() != t.hash());
        const AiAdvice x = aiChoose(s, AiLevel::Medium, 3, 0, 300);
        const AiAdvice y = aiChoose(t, AiLevel::Medium, 3, 0, 300);
        QVERIFY(x.choice == y.choice);
        QCOMPARE(x.top.size(), y.top.size());
        for (std::size_t i = 0; i < x.top.size(); ++i)
            QCOMPARE(x.top[i].visits, y.top[i].visits);
    }

    // The review of a decision: deterministic, its best choice legal, the best choice itself
    // never a mistake, and ending a turn with points to spend and a Village to build rated
    // below building it.
    void reviewOfADecision() {
        const auto b = standardBoard();
        State s = midGame(*b, 2, 1); // the first player has landed and stands on lava
        ChoiceList legal;
        s.legalChoices(legal);
        const auto build = std::find_if(legal.begin(), legal.end(), [](const Choice& c) {
            return c.kind == ChoiceKind::BuildVillage;
        });
        QVERIFY(build != legal.end());
        const DecisionReview a = reviewDecision(s, Choice::endTurn(), 1500, 5);
        const DecisionReview b2 = reviewDecision(s, Choice::endTurn(), 1500, 5);
        QVERIFY(a.best == b2.best);
        QCOMPARE(a.bestWinRate, b2.bestWinRate);
        QCOMPARE(a.playedWinRate, b2.playedWinRate);
        QVERIFY(s.isLegal(a.best));
        QVERIFY(!(a.best == Choice::endTurn()));
        QVERIFY(a.playedWinRate < a.bestWinRate);
        const DecisionReview itself = reviewDecision(s, a.best, 1500, 5);
        QCOMPARE(itself.playedWinRate, itself.bestWinRate);
        const DecisionReview village = reviewDecision(s, *build, 1500, 5);
        QVERIFY(village.playedWinRate > a.playedWinRate);
    }

    void hintsRankTheTopThreeLegalChoices() {
        const auto b = standardBoard();
        const State s = midGame(*b, 4, 20);
        const AiAdvice a = aiChoose(s, AiLevel::Hard, 5, 0, 600);
        QCOMPARE(int(a.top.size()), 3);
        QVERIFY(a.top[0].visits >= a.top[1].visits && a.top[1].visits >= a.top[2].visits);
        for (const auto& alt : a.top) {
            QVERIFY(s.isLegal(alt.choice));
            QVERIFY(alt.winRate >= 0 && alt.winRate <= 1);
        }
        QVERIFY(a.choice == a.top[0].choice); // Hard makes no slips
    }

    void cancelledSearchStopsAndReportsProgress() {
        const auto b = standardBoard();
        const State s = midGame(*b, 2, 6);
        std::atomic<bool> abort{false};
        std::int64_t reported = 0;
        // Would think for a minute; the progress callback cancels it after 1,024 iterations.
        const AiAdvice a = aiChoose(s, AiLevel::Hard, 1, 60000, 0, &abort, [&](const auto& p) {
            reported = p.iterations;
            if (p.iterations >= 1024) abort = true;
        });
        QVERIFY(a.aborted);
        QCOMPARE(reported, 1024);
        QVERIFY(a.iterations >= 1024 && a.iterations < 1100);
        QVERIFY(s.isLegal(a.choice));
    }

    void forcedChoiceNeedsNoSearch() {
        const auto b = standardBoard();
        State s = midGame(*b, 2, 0);
        s.ap = 0; // only "end" is left
        const AiAdvice a = aiChoose(s, AiLevel::Expert, 1);
        QVERIFY(a.choice == Choice::endTurn());
        QCOMPARE(a.iterations, 0);
    }

    // A prayer is a reaction inside someone's turn: it gets a quarter of a level's time, so a
    // whole Hard turn (four actions and the prayers an eruption asks for) stays within 3 s.
    void aPrayerGetsAQuarterOfTheTime() {
        const auto b = standardBoard();
        State s = State::setup(*b, {2, 2}, 42);
        QCOMPARE(VolcanicSearch::thinkingShare(s), 1.0);
        for (auto& player : s.player)
            player.prayers = 2;
        rano::Rng rng(3);
        for (int i = 0; i < 2000 && !s.over() && s.phase != Phase::Prayer; ++i)
            s.applyLegal(aiChoose(s, AiLevel::Greedy, rng.next()).choice);
        QCOMPARE(s.phase, Phase::Prayer);
        QCOMPARE(VolcanicSearch::thinkingShare(s), 0.25);
    }

    // Easy is not the same every game: different seeds open differently.
    void easyVariesItsOpening() {
        const auto b = standardBoard();
        const State s = midGame(*b, 2, 1);
        int differing = 0;
        const Choice first = aiChoose(s, AiLevel::Easy, 1, 0, 200).choice;
        for (std::uint64_t seed = 2; seed <= 12; ++seed)
            differing += !(aiChoose(s, AiLevel::Easy, seed, 0, 200).choice == first);
        QVERIFY(differing >= 1);
    }
};

QTEST_APPLESS_MAIN(TestVolcanicAi)
#include "tst_volcanic_ai.moc"
