#include <QTest>

#include "cards/ai.h"
#include "cards/bots.h"
#include "cards/scoring.h"

using namespace rano::cards;

namespace {
State midGame(std::uint64_t seed, int players, int decisions) {
    State s = State::setup({players}, seed);
    rano::Rng rng(seed);
    for (int i = 0; i < decisions && !s.over(); ++i)
        s.applyLegal(greedyBotChoice(s, rng));
    return s;
}
} // namespace

class TestCardsAi : public QObject {
    Q_OBJECT
private slots:
    void levelsByName() {
        QCOMPARE(aiLevelFromName("ai:hard"), std::optional<AiLevel>(AiLevel::Hard));
        QCOMPARE(aiLevelFromName("expert"), std::optional<AiLevel>(AiLevel::Expert));
        QVERIFY(!aiLevelFromName("ai:god").has_value());
        QVERIFY(aiProfile(AiLevel::Easy).seconds < aiProfile(AiLevel::Medium).seconds);
        QVERIFY(aiProfile(AiLevel::Medium).seconds < aiProfile(AiLevel::Hard).seconds);
        QVERIFY(aiProfile(AiLevel::Hard).seconds < aiProfile(AiLevel::Expert).seconds);
    }

    // A fixed seed and iteration count give the same choice and the same statistics.
    void deterministicForSeedAndIterations() {
        const State s = midGame(4, 3, 25);
        const AiAdvice x = aiChoose(s, AiLevel::Hard, 7, 0, 300);
        const AiAdvice y = aiChoose(s, AiLevel::Hard, 7, 0, 300);
        QVERIFY(s.isLegal(x.choice));
        QVERIFY(x.choice == y.choice);
        QCOMPARE(x.top.size(), y.top.size());
        for (std::size_t i = 0; i < x.top.size(); ++i) {
            QVERIFY(x.top[i].choice == y.top[i].choice);
            QCOMPARE(x.top[i].visits, y.top[i].visits);
        }
    }

    // The search never reads a hidden card: positions that differ only in what the player to
    // move cannot see (the deck's order, the others' face-down cards and the holdings that go
    // with them) get exactly the same analysis.
    void neverReadsHiddenCards() {
        int faceDownDiffered = 0, positions = 0;
        for (std::uint64_t seed = 2; seed < 200 && faceDownDiffered < 2; ++seed) {
            // Greedy play up to a face-down card that the player to move did not lay.
            State s = State::setup({2}, seed);
            rano::Rng rng(seed);
            auto othersHidden = [&] {
                for (int i = 0; i < s.faceDownCount; ++i)
                    if (s.faceDown[std::size_t(i)].owner != s.whoDecides()) return true;
                return false;
            };
            while (!s.over() && (!othersHidden() || s.phase != Phase::Play))
                s.applyLegal(greedyBotChoice(s, rng));
            if (s.over()) continue;
            ++positions;
            State t = s;
            rano::Rng deal(seed);
            determinize(t, s.whoDecides(), deal); // another truth the player cannot tell apart
            for (int i = 0; i < s.faceDownCount; ++i)
                faceDownDiffered +=
                    s.faceDown[std::size_t(i)].type != t.faceDown[std::size_t(i)].type;
            const AiAdvice x = aiChoose(s, AiLevel::Medium, 3, 0, 300);
            const AiAdvice y = aiChoose(t, AiLevel::Medium, 3, 0, 300);
            QVERIFY(x.choice == y.choice);
            QCOMPARE(x.top.size(), y.top.size());
            for (std::size_t i = 0; i < x.top.size(); ++i)
                QCOMPARE(x.top[i].visits, y.top[i].visits);
        }
        QVERIFY(positions > 0);
        QVERIFY(faceDownDiffered > 0);
    }

    // Hard, on a small iteration budget, beats a random player in most of a few games.
    void hardBeatsRandom() {
        int wins = 0;
        const int games = 6;
        for (int g = 0; g < games; ++g) {
            State s = State::setup({2}, std::uint64_t(100 + g));
            const int hard = g % 2;
            rano::Rng rng{std::uint64_t(g)};
            while (!s.over()) {
                const Choice c = s.whoDecides() == hard
                                     ? aiChoose(s, AiLevel::Hard, rng.next(), 0, 150).choice
                                     : randomBotChoice(s, rng);
                QVERIFY(s.isLegal(c));
                s.applyLegal(c);
            }
            const auto w = winners(s);
            wins += std::find(w.begin(), w.end(), hard) != w.end();
        }
        QVERIFY2(wins >= 4, qPrintable(QString("Hard won %1 of %2").arg(wins).arg(games)));
    }
};

QTEST_APPLESS_MAIN(TestCardsAi)
#include "tst_cards_ai.moc"
