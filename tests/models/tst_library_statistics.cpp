#include <QTest>

#include "rating.h"
#include "statistics.h"

// Issue 51.3 and 51.4: the statistics per AI level, the win rate over time, the AI ladder's
// ratings fitted to its matches and a player's rating, with exact values.
namespace {

// A finished game of `game` between the human Ana (seat 0) and AIs of `levels`, with scores.
LibraryEntry game(const char* gameId, std::initializer_list<const char*> levels,
                  std::initializer_list<int> scores, int length = 20) {
    LibraryEntry e;
    e.gameId = QString::fromLatin1(gameId);
    e.status = LibraryStatus::Finished;
    e.seats.append({QStringLiteral("Ana"), QString()});
    for (const char* level : levels)
        e.seats.append({QStringLiteral("AI"), QString::fromLatin1(level)});
    for (int s : scores)
        e.scores.append(s);
    const int best = *std::max_element(e.scores.cbegin(), e.scores.cend());
    for (int s = 0; s < e.scores.size(); ++s)
        if (e.scores[s] == best) e.winners.append(s);
    e.length = length;
    e.result = libraryResult(e.seats, e.winners, e.status);
    return e;
}

} // namespace

class TestLibraryStatistics : public QObject {
    Q_OBJECT

private slots:
    void expectedScore() {
        QCOMPARE(eloExpected(1500, 1500), 0.5);
        QVERIFY(qAbs(eloExpected(1600, 1200) - 1 / 1.1) < 1e-12);
    }

    // Volcanic Isle's ladder: Medium beat Easy 51/60, Hard beat Medium 51/60, Expert beat Hard
    // 195/300: 400 log10(51/9) = 301.33 points a step, then 400 log10(195/105) = 107.54.
    void theLadderIsFittedToItsMatches() {
        const QVector<Rated> r = fitRatings(
            {{"medium", "easy", 60, 51}, {"hard", "medium", 60, 51}, {"expert", "hard", 300, 195}},
            QStringLiteral("easy"), 1200);
        QCOMPARE(r.size(), 4);
        QCOMPARE(r[0].name, QStringLiteral("medium"));
        QVERIFY(qAbs(r[0].rating - 1501.331) < 0.01);
        QCOMPARE(r[1].name, QStringLiteral("easy"));
        QCOMPARE(r[1].rating, 1200.0);
        QVERIFY(qAbs(r[2].rating - 1802.662) < 0.01);
        QVERIFY(qAbs(r[3].rating - 1910.200) < 0.01);
        // The shipped data gives the same.
        const Ladder ladder = ladderOf(QStringLiteral("volcanic-isle"));
        QCOMPARE(ladder.matches.size(), 3);
        QVERIFY(qAbs(ladder.ratings.value(QStringLiteral("hard")) - 1802.662) < 0.01);
        QVERIFY(ladder.commands[0].startsWith(QStringLiteral("./rano cli match")));
    }

    // Even results against a 1500 player leave the rating at 1500, ± 75.84 after 20 games;
    // 15 wins in 20 give 1679.26 ± 85.58 (a prior of 350 points around 1500).
    void aPlayerIsRated() {
        QVector<Outcome> even, good;
        for (int i = 0; i < 20; ++i) {
            even.append({1500, i % 2 ? 1.0 : 0.0});
            good.append({1500, i < 15 ? 1.0 : 0.0});
        }
        const PlayerRating a = ratePlayer(even, 1500);
        QVERIFY(qAbs(a.rating - 1500) < 1e-6);
        QVERIFY(qAbs(a.error - 75.843) < 0.01);
        QCOMPARE(a.games, 20);
        const PlayerRating b = ratePlayer(good, 1500);
        QVERIFY(qAbs(b.rating - 1679.264) < 0.01);
        QVERIFY(qAbs(b.error - 85.582) < 0.01);
    }

    // Newest first: a win and a loss against Hard, two wins and a shared win against Medium
    // (one game with a Medium and an Easy AI counts for Medium), a loss against Easy; a card
    // game, an abandoned game and a game without a human are not counted.
    void statisticsPerLevel() {
        QVector<LibraryEntry> entries{
            game("volcanic-isle", {"hard"}, {40, 30}, 18),
            game("volcanic-isle", {"hard"}, {20, 30}, 22),
            game("volcanic-isle", {"medium", "easy"}, {50, 30, 20}, 16),
            game("volcanic-isle", {"medium"}, {35, 35}, 20),
            game("volcanic-isle", {"medium"}, {60, 10}, 24),
            game("volcanic-isle", {"easy"}, {10, 12}, 30),
            game("rapa-nui-cards", {"easy"}, {100, 12}),
        };
        LibraryEntry abandoned = game("volcanic-isle", {"easy"}, {99, 0});
        abandoned.status = LibraryStatus::Abandoned;
        abandoned.result = libraryResult(abandoned.seats, abandoned.winners, abandoned.status);
        LibraryEntry watched = game("volcanic-isle", {"easy"}, {99, 0});
        watched.seats[0].level = QStringLiteral("hard");
        entries << abandoned << watched;

        const QVector<LevelStatistics> rows =
            levelStatistics(entries, QStringLiteral("volcanic-isle"), 0);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0].level, QStringLiteral("easy"));
        QCOMPARE(rows[0].games, 1);
        QCOMPARE(rows[0].wins, 0);
        QCOMPARE(rows[0].streak, -1);
        QCOMPARE(rows[1].level, QStringLiteral("medium"));
        QCOMPARE(rows[1].games, 3);
        QCOMPARE(rows[1].wins, 3); // the shared win counts
        QCOMPARE(rows[1].averageScore, (50 + 35 + 60) / 3.0);
        QCOMPARE(rows[1].bestScore, 60);
        QCOMPARE(rows[1].averageLength, 20.0);
        QCOMPARE(rows[1].streak, 3);
        QCOMPARE(rows[2].level, QStringLiteral("hard"));
        QCOMPARE(rows[2].games, 2);
        QCOMPARE(rows[2].winRate, 0.5);
        QCOMPARE(rows[2].streak, 1);
        QCOMPARE(rows[3].level, QString());
        QCOMPARE(rows[3].games, 6);
        QCOMPARE(rows[3].wins, 4);
        QCOMPARE(rows[3].bestScore, 60);
        QCOMPARE(rows[3].streak, 1);

        const QVector<LevelStatistics> three =
            levelStatistics(entries, QStringLiteral("volcanic-isle"), 3);
        QCOMPARE(three.size(), 2);
        QCOMPARE(three[0].level, QStringLiteral("medium"));
        QCOMPARE(three[0].games, 1);

        // Oldest first, over the last 2: L, W, W(shared), W, L, W.
        QCOMPARE(rollingWinRate(entries, QStringLiteral("volcanic-isle"), 0, 2),
                 (QVector<double>{0, 0.5, 1, 1, 0.5, 0.5}));

        // Against the ladder: one result per AI seat, by the scores.
        Ladder ladder;
        ladder.ratings = {{"easy", 1200}, {"medium", 1500}, {"hard", 1800}};
        const QVector<Outcome> outcomes =
            outcomesAgainstLadder(entries, QStringLiteral("volcanic-isle"), ladder);
        QCOMPARE(outcomes.size(), 7);
        QCOMPARE(outcomes[0].opponent, 1800.0);
        QCOMPARE(outcomes[0].score, 1.0);
        QCOMPARE(outcomes[1].score, 0.0);
        QCOMPARE(outcomes[3].opponent, 1200.0); // the Easy AI of the three-seat game
        QCOMPARE(outcomes[4].score, 0.5);
    }
};

QTEST_GUILESS_MAIN(TestLibraryStatistics)
#include "tst_library_statistics.moc"
