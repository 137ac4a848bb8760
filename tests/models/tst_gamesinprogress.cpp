#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "cardstable.h"
#include "gamefiles.h"
#include "gamesinprogress.h"
#include "test_seats.h"
#include "volcanictable.h"

// Issue 51.1, nothing is ever thrown away: every game in progress has its own file; starting
// a game never touches another's; Continue lists them all (GamesInProgress); abandoning is on
// purpose and keeps the file; a finished game is kept among the finished ones; the single
// autosave of older Rano becomes one game in progress.
namespace {
QVariantList named(std::initializer_list<std::pair<const char*, const char*>> list) {
    QVariantList seats;
    for (const auto& [name, kind] : list) {
        const bool human = QByteArray(kind) == "human";
        seats << QVariantMap{{"name", QString::fromUtf8(name)},
                             {"human", human},
                             {"level", human ? QString() : QString::fromLatin1(kind)}};
    }
    return seats;
}

QByteArray bytesOf(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void setPlayed(const QString& path, const QDateTime& when) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.setFileTime(when, QFileDevice::FileModificationTime));
}

QDateTime at(const char* text) {
    return QDateTime::fromString(QString::fromLatin1(text), Qt::ISODate);
}

QVariant role(const GamesInProgress& m, int row, int role) {
    return m.data(m.index(row), role);
}

QStringList filesIn(const QString& folder) {
    return QDir(folder).entryList(QDir::Files, QDir::Name);
}
} // namespace

class TestGamesInProgress : public QObject {
    Q_OBJECT

    QTemporaryDir home_;
    QString appData() const {
        return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    }

private slots:
    // Every folder these tests touch is in a home of their own.
    void initTestCase() {
        QVERIFY(home_.isValid());
        qputenv("HOME", home_.path().toLocal8Bit());
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(gamesInProgressFolder().startsWith(home_.path() + QLatin1Char('/')));
        QCOMPARE(finishedGamesFolder(), home_.filePath(QStringLiteral("Documents/Rano/Games")));
        QCOMPARE(abandonedGamesFolder(),
                 home_.filePath(QStringLiteral("Documents/Rano/Games/Abandoned")));
    }
    void init() {
        QDir(appData()).removeRecursively();
        QDir(home_.filePath(QStringLiteral("Documents"))).removeRecursively();
    }

    // Play, then New game at the same table: the first game stays in its file, the second
    // gets its own; Continue lists both, newest first, and each resumes where it was.
    void twoGamesStartedOneAfterAnotherBothRemainAndBothResume() {
        QString first, second;
        {
            VolcanicTable t;
            t.setAiDelay(5000); // no AI moves while the test looks
            // Seed 3: Ana begins.
            QVERIFY(t.newGame(named({{"Ana", "human"}, {"Hotu", "hard"}}), 3));
            first = t.autosavePath();
            QVERIFY(t.humanToDecide());
            QVERIFY(t.play(QStringLiteral("prayer")));
            QVERIFY(
                t.newGame(named({{"Ana", "human"}, {"Tuki", "easy"}, {"Ariki", "medium"}}), 34));
            second = t.autosavePath();
            QVERIFY(t.hasGame(second));
            QVERIFY(!t.hasGame(first));
        }
        QVERIFY(first != second);
        QCOMPARE(QFileInfo(first).absolutePath(), gamesInProgressFolder());
        QCOMPARE(QFileInfo(second).absolutePath(), gamesInProgressFolder());
        QCOMPARE(filesIn(gamesInProgressFolder()).size(), 2);
        setPlayed(first, at("2026-11-20T10:00:00"));
        setPlayed(second, at("2026-11-21T09:30:00"));

        GamesInProgress m;
        QCOMPARE(m.count(), 2);
        QCOMPARE(m.path(0), second); // newest first
        QCOMPARE(m.path(1), first);
        QCOMPARE(m.gameId(0), QStringLiteral("volcanic-isle"));
        QCOMPARE(role(m, 0, GamesInProgress::SeatsRole).toString(),
                 QStringLiteral("Ana, Tuki (easy), Ariki (medium)"));
        QCOMPARE(role(m, 1, GamesInProgress::SeatsRole).toString(),
                 QStringLiteral("Ana, Hotu (hard)"));
        QCOMPARE(role(m, 0, GamesInProgress::ChoicesRole).toInt(), 0);
        QCOMPARE(role(m, 1, GamesInProgress::ChoicesRole).toInt(), 1);
        QCOMPARE(role(m, 1, GamesInProgress::RoundRole).toInt(), 1);
        QCOMPARE(role(m, 1, GamesInProgress::RoundTextRole).toString(), QStringLiteral("Round 1"));
        QCOMPARE(role(m, 0, GamesInProgress::LastPlayedRole).toDateTime(),
                 at("2026-11-21T09:30:00"));
        QCOMPARE(role(m, 0, GamesInProgress::ProblemRole).toString(), QString());

        // Each resumes, in its own file.
        const QByteArray secondBefore = bytesOf(second);
        VolcanicTable a;
        a.setAiDelay(5000);
        QVERIFY2(a.loadGame(first), qPrintable(a.lastError()));
        QCOMPARE(a.autosavePath(), first);
        QCOMPARE(a.game()->moves().size(), std::size_t(1));
        QCOMPARE(a.seatSetup()[1].name, QStringLiteral("Hotu"));
        QVERIFY(a.hasGame(first));
        QVERIFY(a.humanToDecide());
        QVERIFY(a.play(QStringLiteral("end")));
        QCOMPARE(bytesOf(second), secondBefore); // the other game is not touched
        VolcanicTable b;
        b.setAiDelay(5000);
        QVERIFY2(b.loadGame(second), qPrintable(b.lastError()));
        QCOMPARE(b.autosavePath(), second);
        QCOMPARE(b.seatSetup()[2].name, QStringLiteral("Ariki"));
        QCOMPARE(filesIn(gamesInProgressFolder()).size(), 2);

        // The game just played is now the newest.
        m.refresh();
        QCOMPARE(m.path(0), first);
        QCOMPARE(role(m, 0, GamesInProgress::ChoicesRole).toInt(), 2);
    }

    // Play again, quick start and Play from here each start a game of their own: the game in
    // progress before them stays as it was.
    void everyWayOfStartingAGameGetsItsOwnFile() {
        VolcanicTable t;
        t.setAiDelay(5000);
        QVERIFY(t.newGame(named({{"Ana", "human"}, {"Hotu", "human"}}), 33));
        QVERIFY(t.play(QStringLiteral("prayer")));
        QVERIFY(t.play(QStringLiteral("end")));
        const QString first = t.autosavePath();
        const QByteArray firstBytes = bytesOf(first);
        t.playAgain(34);
        const QString again = t.autosavePath();
        t.quickStart(35);
        const QString quick = t.autosavePath();
        VolcanicTable review; // the review's Play from here, after the first game's first choice
        QVERIFY(review.loadGame(first));
        QVERIFY(t.startFrom(*review.game(), 1, review.seatSetup()));
        const QString fromHere = t.autosavePath();
        QCOMPARE((QSet<QString>{first, again, quick, fromHere}).size(), 4);
        QCOMPARE(bytesOf(first), firstBytes);
        GamesInProgress m;
        QCOMPARE(m.count(), 4);
        QStringList seatsByPath;
        for (const QString& path : {first, again, quick, fromHere})
            for (int row = 0; row < m.count(); ++row)
                if (m.path(row) == path)
                    seatsByPath << QStringLiteral("%1 %2").arg(
                        role(m, row, GamesInProgress::SeatsRole).toString(),
                        role(m, row, GamesInProgress::ChoicesRole).toString());
        QCOMPARE(seatsByPath,
                 (QStringList{QStringLiteral("Ana, Hotu 2"), QStringLiteral("Ana, Hotu 0"),
                              QStringLiteral("Player, Hotu (medium), Tuki (medium), "
                                             "Ariki (medium) 0"),
                              QStringLiteral("Ana, Hotu 1")}));
    }

    // When last played, in the interface language's short date and time.
    void lastPlayedInTheInterfaceLanguage() {
        VolcanicTable t;
        QVERIFY(t.newGame(named({{"Ana", "human"}, {"Seat 2", "human"}}), 33));
        setPlayed(t.autosavePath(), at("2026-11-21T21:30:00"));
        GamesInProgress m;
        QSignalSpy rewritten(&m, &QAbstractItemModel::dataChanged);
        QCOMPARE(m.language(), QStringLiteral("en"));
        QCOMPARE(role(m, 0, GamesInProgress::LastPlayedTextRole).toString(),
                 QStringLiteral("11/21/26 9:30 PM"));
        m.setLanguage(QStringLiteral("fr"));
        QCOMPARE(rewritten.count(), 1);
        QCOMPARE(role(m, 0, GamesInProgress::LastPlayedTextRole).toString(),
                 QStringLiteral("21/11/2026 21:30"));
        m.setLanguage(QStringLiteral("ja"));
        QCOMPARE(role(m, 0, GamesInProgress::LastPlayedTextRole).toString(),
                 QStringLiteral("2026/11/21 21:30"));
    }

    // Abandoning moves the file to the abandoned games, whole, and Continue lists it no more;
    // the table that held it lets go and writes it no more.
    void abandoningMovesTheFileAndItIsNotListed() {
        VolcanicTable v;
        QVERIFY(v.newGame(named({{"Ana", "human"}, {"Seat 2", "human"}}), 33));
        const QString volcanic = v.autosavePath();
        setPlayed(volcanic, at("2026-11-20T10:00:00"));
        CardsTable c;
        QVERIFY(c.newGame(seats({"human", "human"}), 77));
        QVERIFY(c.choose(0));
        const QString cards = c.autosavePath();
        setPlayed(cards, at("2026-11-21T10:00:00"));
        const QByteArray cardsBytes = bytesOf(cards);

        GamesInProgress m;
        QCOMPARE(m.count(), 2);
        QCOMPARE(m.gameId(0), QStringLiteral("rapa-nui-cards"));
        QCOMPARE(role(m, 0, GamesInProgress::RoundTextRole).toString(), QStringLiteral("Turn 1"));
        QSignalSpy counted(&m, &GamesInProgress::countChanged);
        c.letGo(cards);
        QVERIFY(!c.hasGame(cards));
        QVERIFY2(m.abandon(cards), qPrintable(m.lastError()));
        QCOMPARE(counted.count(), 1);
        QCOMPARE(m.count(), 1);
        QCOMPARE(m.path(0), volcanic);
        QVERIFY(!QFile::exists(cards));
        const QString kept =
            abandonedGamesFolder() + QLatin1Char('/') + QFileInfo(cards).fileName();
        QCOMPARE(bytesOf(kept), cardsBytes);
        QCOMPARE(QFileInfo(kept).lastModified(), at("2026-11-21T10:00:00"));
        // The table plays on if asked, but its game is abandoned: nothing comes back.
        QVERIFY(c.choose(0));
        QCOMPARE(filesIn(gamesInProgressFolder()), QStringList{QFileInfo(volcanic).fileName()});
        m.refresh();
        QCOMPARE(m.count(), 1);

        // Only a game in progress can be abandoned.
        QVERIFY(!m.abandon(kept));
        QCOMPARE(m.lastError(), QStringLiteral("This game is not among the games in progress."));
        QCOMPARE(bytesOf(kept), cardsBytes);
    }

    // The single autosave of each game before this folder existed is one game in progress,
    // named by when it was last played, and resumes.
    void anOldSingleAutosaveIsMigrated() {
        QDir().mkpath(appData());
        const QString oldVolcanic = appData() + QStringLiteral("/autosave.rano.json");
        const QString oldCards = appData() + QStringLiteral("/autosave-cards.rano.json");
        {
            VolcanicTable t;
            t.setAutosavePath(oldVolcanic); // where Rano autosaved before
            QVERIFY(t.newGame(named({{"Ana", "human"}, {"Hotu", "human"}}), 33));
            QVERIFY(t.play(QStringLiteral("prayer")));
            CardsTable c;
            c.setAutosavePath(oldCards);
            QVERIFY(c.newGame(seats({"human", "human", "human"}), 5));
        }
        setPlayed(oldVolcanic, at("2026-11-19T08:30:00"));
        setPlayed(oldCards, at("2026-11-18T20:05:00"));

        GamesInProgress m;
        QCOMPARE(m.count(), 2);
        QCOMPARE(m.path(0),
                 gamesInProgressFolder() + QStringLiteral("/2026-11-19-083000.rano.json"));
        QCOMPARE(m.gameId(0), QStringLiteral("volcanic-isle"));
        QCOMPARE(m.path(1),
                 gamesInProgressFolder() + QStringLiteral("/2026-11-18-200500.rano.json"));
        QCOMPARE(m.gameId(1), QStringLiteral("rapa-nui-cards"));
        QCOMPARE(role(m, 0, GamesInProgress::LastPlayedRole).toDateTime(),
                 at("2026-11-19T08:30:00"));
        QCOMPARE(role(m, 1, GamesInProgress::SeatsRole).toString(),
                 QStringLiteral("Seat 1, Seat 2, Seat 3"));
        QVERIFY(!QFile::exists(oldVolcanic));
        QVERIFY(!QFile::exists(oldCards));
        VolcanicTable t;
        QVERIFY2(t.loadGame(m.path(0)), qPrintable(t.lastError()));
        QCOMPARE(t.game()->moves().size(), std::size_t(1));
        QCOMPARE(t.autosavePath(), m.path(0));
        // Once moved, nothing is moved again.
        GamesInProgress again;
        QCOMPARE(again.count(), 2);
    }

    // A finished game leaves the games in progress for the finished ones, whole.
    void aFinishedGameIsKeptAmongTheFinishedGames() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"greedy", "greedy"}), 2));
        const QString path = t.autosavePath();
        QVERIFY(QFile::exists(path));
        QTRY_VERIFY_WITH_TIMEOUT(t.over(), 60000);
        QVERIFY(!QFile::exists(path));
        const QString finished =
            finishedGamesFolder() + QLatin1Char('/') + QFileInfo(path).fileName();
        QVERIFY(QFile::exists(finished));
        QCOMPARE(GamesInProgress().count(), 0);
        VolcanicTable u;
        QVERIFY2(u.loadGame(finished), qPrintable(u.lastError()));
        QVERIFY(u.over());
        QCOMPARE(u.game()->moves().size(), t.game()->moves().size());
        QCOMPARE(filesIn(gamesInProgressFolder()), QStringList{}); // not a game in progress
    }

    // A game in progress opened from a file elsewhere (Open…) goes on in a file of its own
    // among the games in progress; the file it came from stays as it was.
    void aGameOpenedFromElsewhereBecomesAGameInProgressOfItsOwn() {
        VolcanicTable t;
        QVERIFY(t.newGame(named({{"Ana", "human"}, {"Hotu", "human"}}), 33));
        QVERIFY(t.play(QStringLiteral("prayer")));
        QVERIFY(t.saveGameNamed(QStringLiteral("mine")));
        const QString saved = home_.filePath(QStringLiteral("Documents/Rano/mine.rano.json"));
        const QByteArray savedBytes = bytesOf(saved);
        VolcanicTable u;
        QVERIFY2(u.loadGame(saved), qPrintable(u.lastError()));
        QVERIFY(u.autosavePath() != saved);
        QVERIFY(u.autosavePath() != t.autosavePath());
        QCOMPARE(QFileInfo(u.autosavePath()).absolutePath(), gamesInProgressFolder());
        QVERIFY(QFile::exists(u.autosavePath()));
        QVERIFY(u.play(QStringLiteral("end")));
        QCOMPARE(bytesOf(saved), savedBytes);
        QCOMPARE(GamesInProgress().count(), 2);
    }

    // A file that cannot be read is listed with why, so that it can be abandoned.
    void anUnreadableFileIsListedWithWhy() {
        QDir().mkpath(gamesInProgressFolder());
        const QString bad =
            gamesInProgressFolder() + QStringLiteral("/2026-01-01-000000.rano.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\":\"rano-replay\",\"vers");
        f.close();
        GamesInProgress m;
        QCOMPARE(m.count(), 1);
        QCOMPARE(m.gameId(0), QString());
        const QString problem = role(m, 0, GamesInProgress::ProblemRole).toString();
        QVERIFY2(problem.contains(QStringLiteral("not valid JSON")), qPrintable(problem));
        QCOMPARE(role(m, 0, GamesInProgress::RoundTextRole).toString(), QString());
        QVERIFY(m.abandon(bad));
        QCOMPARE(m.count(), 0);
        QVERIFY(
            QFile::exists(abandonedGamesFolder() + QStringLiteral("/2026-01-01-000000.rano.json")));
    }
};

QTEST_GUILESS_MAIN(TestGamesInProgress)
#include "tst_gamesinprogress.moc"
