#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "ai/level.h"
#include "gamefiles.h"
#include "games/registry.h"
#include "library.h"
#include "libraryindex.h"

// Issue 51.2 and 51.5: every game's file is in the library, found through a SQLite index that
// can always be built again from the files; filters, delete and undo, export; a damaged index
// or one of an older schema; a writer killed with SIGKILL loses nothing.
namespace {

// A game between greedy seats, seat 0 the human "Ana", played to its end or for `choices`
// choices, written as its replay file to `path`; returns the game's winners (empty in play).
const char* const kNames[] = {"Ana", "Hotu", "Tuki", "Moana"};

QVector<int> writeGame(const QString& path, const char* gameId, int players, std::uint64_t seed,
                       int choices = -1, const char* level = "greedy") {
    const rano::games::GameEntry* entry = rano::games::findGame(gameId);
    std::string error;
    auto game = entry->start(players, seed, nlohmann::json::object(), false, error);
    if (!game) qFatal("%s", error.c_str());
    const auto ai = rano::ai::aiLevelFromName(std::string("ai:") + level);
    while (!game->over() && (choices < 0 || int(game->choices()) < choices)) {
        game->think(*ai, seed + game->choices(), 1, 0);
        if (const std::string why = game->playThought(0); !why.empty()) qFatal("%s", why.c_str());
    }
    std::vector<rano::Seat> seats;
    for (int p = 0; p < players; ++p)
        seats.push_back(p == 0 ? rano::Seat{"Ana", true, ""} : rano::Seat{kNames[p], false, level});
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (const QString why =
            writeFileAtomically(path, QByteArray::fromStdString(game->replayFile(seats).dump(1)));
        !why.isEmpty())
        qFatal("%s", qPrintable(why));
    QVector<int> winners;
    if (game->over())
        for (int w : game->winners())
            winners.append(w);
    return winners;
}

void setPlayed(const QString& path, const QDateTime& when) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(when, QFileDevice::FileModificationTime));
}

QDateTime at(const char* text) {
    return QDateTime::fromString(QString::fromLatin1(text), Qt::ISODate);
}

QVariant role(const Library& m, int row, int role) {
    return m.data(m.index(row), role);
}

QStringList column(const Library& m, int r) {
    QStringList out;
    for (int row = 0; row < m.count(); ++row)
        out << role(m, row, r).toString();
    return out;
}

// The writer the SIGKILL test kills: adds one game after another to the library (file first,
// then the index), forever.
int runWriter(const QString& folder, const QString& indexFile) {
    LibraryIndex index;
    if (!index.open(indexFile)) return 2;
    for (int n = 0;; ++n) {
        const QString path =
            folder + QStringLiteral("/game-%1.rano.json").arg(n, 5, 10, QChar(u'0'));
        writeGame(path, "rapa-nui-cards", 2, std::uint64_t(n) + 1, 6);
        if (!index.sync({{folder, LibraryStatus::Finished}})) return 3;
    }
}

} // namespace

class TestLibrary : public QObject {
    Q_OBJECT

    QTemporaryDir home_;
    QTranslator english_;
    QString inProgress(const char* name) const {
        return gamesInProgressFolder() + u'/' + QLatin1String(name);
    }
    QString finished(const char* name) const {
        return finishedGamesFolder() + u'/' + QLatin1String(name);
    }

    // Four games: a card game Ana won and one she lost, finished; a Rapa Nui game abandoned; a
    // Volcanic Isle game in progress against a Medium AI; each last played a day apart.
    void fourGames() {
        // The first seeds from 1 that make the human seat win alone, and lose.
        std::uint64_t seed = 1;
        while (writeGame(finished("cards-won.rano.json"), "rapa-nui-cards", 2, seed) !=
               QVector<int>{0})
            ++seed;
        seed = 1;
        while (writeGame(finished("cards-lost.rano.json"), "rapa-nui-cards", 3, seed).contains(0))
            ++seed;
        writeGame(abandonedGamesFolder() + QStringLiteral("/rapa-nui.rano.json"), "rapa-nui", 4, 7,
                  12);
        writeGame(inProgress("volcanic.rano.json"), "volcanic-isle", 2, 9, 10, "medium");
        setPlayed(finished("cards-won.rano.json"), at("2026-11-20T10:00:00"));
        setPlayed(finished("cards-lost.rano.json"), at("2026-11-21T10:00:00"));
        setPlayed(abandonedGamesFolder() + QStringLiteral("/rapa-nui.rano.json"),
                  at("2026-11-22T10:00:00"));
        setPlayed(inProgress("volcanic.rano.json"), at("2026-11-23T10:00:00"));
    }

private slots:
    void initTestCase() {
        QVERIFY(home_.isValid());
        qputenv("HOME", home_.path().toLocal8Bit());
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(Library::indexFile().startsWith(home_.path() + u'/'));
        // The English plural forms ("1 turn", "7 turns") come from the app's English file.
        QVERIFY(english_.load(QStringLiteral(RANO_EN_QM)));
        QCoreApplication::installTranslator(&english_);
    }
    void init() {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        QDir(home_.filePath(QStringLiteral("Documents"))).removeRecursively();
    }

    // Games saved before the library are all in it at its first start, newest first, each
    // with its game, seats, scores, result, length and ending.
    void listsEveryGameNewestFirst() {
        fourGames();
        Library library;
        QCOMPARE(library.count(), 4);
        QCOMPARE(library.total(), 4);
        QCOMPARE(column(library, Library::GameIdRole),
                 (QStringList{"volcanic-isle", "rapa-nui", "rapa-nui-cards", "rapa-nui-cards"}));
        QCOMPARE(column(library, Library::ResultRole),
                 (QStringList{"playing", "abandoned", "lost", "won"}));
        QCOMPARE(column(library, Library::ResultTextRole),
                 (QStringList{"In progress", "Abandoned", "Lost", "Won"}));
        QCOMPARE(role(library, 0, Library::SeatsRole).toString(),
                 QStringLiteral("Ana, Hotu (medium)"));
        QCOMPARE(role(library, 0, Library::InProgressRole).toBool(), true);
        QCOMPARE(role(library, 3, Library::InProgressRole).toBool(), false);
        QCOMPARE(role(library, 3, Library::EndTextRole).toString(),
                 QStringLiteral("Played to the end"));
        QCOMPARE(role(library, 0, Library::EndTextRole).toString(), QString());
        QVERIFY(role(library, 3, Library::LengthTextRole).toString().endsWith(u" turns"));
        QVERIFY(QRegularExpression(QStringLiteral("^Ana \\d+ · Hotu \\d+$"))
                    .match(role(library, 3, Library::ScoresTextRole).toString())
                    .hasMatch());
        QVERIFY(QRegularExpression(QStringLiteral("^Ana \\d+ · Hotu \\d+ · Tuki \\d+$"))
                    .match(role(library, 2, Library::ScoresTextRole).toString())
                    .hasMatch());
        QVERIFY(QFile::exists(Library::indexFile()));
    }

    void filtersByGameLevelResultAndName() {
        fourGames();
        Library library;
        library.setGameFilter(QStringLiteral("rapa-nui-cards"));
        QCOMPARE(library.count(), 2);
        library.setResultFilter(QStringLiteral("won"));
        QCOMPARE(library.count(), 1);
        QCOMPARE(QFileInfo(library.path(0)).fileName(), QStringLiteral("cards-won.rano.json"));
        library.setGameFilter(QString());
        library.setResultFilter(QString());
        library.setLevelFilter(QStringLiteral("medium"));
        QCOMPARE(column(library, Library::GameIdRole), QStringList{"volcanic-isle"});
        library.setLevelFilter(QStringLiteral("greedy"));
        QCOMPARE(library.count(), 3);
        library.setLevelFilter(QString());
        library.setSearch(QStringLiteral("hotu"));
        QCOMPARE(library.count(), 4); // every game has a seat named Hotu
        library.setSearch(QStringLiteral("100%_"));
        QCOMPARE(library.count(), 0); // LIKE's wildcards are taken literally
        library.setSearch(QStringLiteral("cards-lost"));
        QCOMPARE(library.count(), 1);
        QCOMPARE(library.total(), 4);
    }

    // The folders are the truth: a new game, a changed one and a gone one are seen.
    void followsTheFolders() {
        fourGames();
        LibraryIndex index;
        QVERIFY(index.open(Library::indexFile()));
        LibraryIndex::SyncReport report;
        QVERIFY(index.sync(Library::gameFolders(), &report));
        QCOMPARE(report.added, 4);
        writeGame(inProgress("volcanic.rano.json"), "volcanic-isle", 2, 9, 14, "medium");
        setPlayed(inProgress("volcanic.rano.json"), at("2026-11-24T10:00:00"));
        writeGame(finished("new.rano.json"), "rapa-nui-cards", 2, 11);
        QVERIFY(QFile::remove(finished("cards-lost.rano.json")));
        QVERIFY(index.sync(Library::gameFolders(), &report));
        QCOMPARE(report.added, 1);
        QCOMPARE(report.updated, 1);
        QCOMPARE(report.removed, 1);
        QCOMPARE(report.unchanged, 2);
        QCOMPARE(index.count(), 4);
        const auto rows = index.find({QStringLiteral("volcanic-isle"), {}, {}, {}});
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows[0].choices, 14);
    }

    void deleteThenUndo() {
        fourGames();
        Library library;
        QSignalSpy deleted(&library, &Library::deletedChanged);
        const QString path = library.path(2);
        QVERIFY(library.remove(2));
        QCOMPARE(library.count(), 3);
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(Library::deletedFolder()).entryList(QDir::Files).size(), 1);
        QVERIFY(!library.deletedText().isEmpty());
        library.refresh(); // the deleted game stays out of the list
        QCOMPARE(library.count(), 3);
        QVERIFY(library.undo());
        QCOMPARE(library.count(), 4);
        QVERIFY(QFile::exists(path));
        QCOMPARE(library.path(2), path);
        QCOMPARE(library.deletedText(), QString());
        QCOMPARE(deleted.count(), 2);
        QVERIFY(!library.undo());
    }

    // A deleted game not brought back is gone at the next start.
    void deletedGamesGoAtTheNextStart() {
        fourGames();
        {
            Library library;
            QVERIFY(library.remove(0));
        }
        Library again;
        QCOMPARE(again.count(), 3);
        QVERIFY(QDir(Library::deletedFolder()).entryList(QDir::Files).isEmpty());
    }

    void exportWritesTheSameFile() {
        fourGames();
        Library library;
        QTemporaryDir out;
        const QString target = out.filePath(library.exportName(3));
        QCOMPARE(library.exportName(3),
                 QStringLiteral("rapa-nui-cards-2026-11-20-100000.rano.json"));
        QVERIFY(library.exportGame(3, QUrl::fromLocalFile(target).toString()));
        QFile a(library.path(3)), b(target);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
        QVERIFY(!library.exportGame(3, QStringLiteral("/proc/no/such/folder/x.rano.json")));
        QVERIFY(library.lastError().startsWith(QStringLiteral("The game cannot be written to")));
    }

    // A picture of the final position, named after the game's file, shows on its card.
    void showsThePictureOfTheFinalPosition() {
        fourGames();
        QDir().mkpath(libraryPicturesFolder());
        QImage image(36, 20, QImage::Format_RGB32);
        image.fill(Qt::darkCyan);
        QVERIFY(image.save(libraryPicturesFolder() + QStringLiteral("/cards-won.rano.json.png")));
        Library library;
        QCOMPARE(role(library, 3, Library::PictureRole).toUrl(),
                 QUrl::fromLocalFile(libraryPicturesFolder() +
                                     QStringLiteral("/cards-won.rano.json.png")));
        QCOMPARE(role(library, 2, Library::PictureRole).toUrl(), QUrl());
    }

    // A file that is no game is listed with why, never dropped.
    void listsAFileItCannotRead() {
        QDir().mkpath(finishedGamesFolder());
        QFile f(finished("broken.rano.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"game\": \"volcanic-isle\", \"moves\": [");
        f.close();
        Library library;
        QCOMPARE(library.count(), 1);
        QVERIFY(role(library, 0, Library::ProblemRole).toString().contains(u"line 1"));
        QCOMPARE(role(library, 0, Library::LengthTextRole).toString(), QString());
    }

    // A damaged index is set aside and built again from the files: no game is lost.
    void aDamagedIndexIsRebuilt() {
        fourGames();
        QDir().mkpath(QFileInfo(Library::indexFile()).absolutePath());
        QFile f(Library::indexFile());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(8192, 'x'));
        f.close();
        Library library;
        QVERIFY(library.rebuilt());
        QCOMPARE(library.count(), 4);
        const QStringList aside = QDir(QFileInfo(Library::indexFile()).absolutePath())
                                      .entryList({QStringLiteral("library.sqlite.damaged-*")});
        QCOMPARE(aside.size(), 1);
    }

    void anIndexOfANewerRanoIsSetAside() {
        fourGames();
        {
            QDir().mkpath(QFileInfo(Library::indexFile()).absolutePath());
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
            db.setDatabaseName(Library::indexFile());
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 99")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("newer"));
        LibraryIndex index;
        QVERIFY(index.open(Library::indexFile()));
        QVERIFY(index.rebuilt());
        QCOMPARE(index.schemaVersion(), LibraryIndex::kSchemaVersion);
        QVERIFY(index.lastError().contains(u"newer Rano"));
    }

    // An index of schema 1 (no result, no problem) is migrated, and its cards read again.
    void migratesSchemaOne() {
        fourGames();
        {
            QDir().mkpath(QFileInfo(Library::indexFile()).absolutePath());
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            db.setDatabaseName(Library::indexFile());
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral(
                "CREATE TABLE games (path TEXT PRIMARY KEY, game TEXT NOT NULL, status INTEGER "
                "NOT NULL, played INTEGER NOT NULL, size INTEGER NOT NULL, seats TEXT NOT NULL, "
                "levels TEXT NOT NULL, scores TEXT NOT NULL, winners TEXT NOT NULL, length "
                "INTEGER NOT NULL, length_unit TEXT NOT NULL, end_reason TEXT NOT NULL, "
                "choices INTEGER NOT NULL)")));
            QVERIFY(q.exec(QStringLiteral("CREATE INDEX games_by_played ON games(played DESC)")));
            q.prepare(QStringLiteral("INSERT INTO games VALUES (?, 'rapa-nui-cards', 1, ?, ?, "
                                     "'[{\"name\":\"Ana\",\"level\":\"\"}]', ' ', '[]', '[0]', 1, "
                                     "'turns', 'deck-out', 1)"));
            const QFileInfo won(finished("cards-won.rano.json"));
            q.addBindValue(won.absoluteFilePath());
            q.addBindValue(won.lastModified().toMSecsSinceEpoch());
            q.addBindValue(won.size());
            QVERIFY(q.exec());
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 1")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        LibraryIndex index;
        QVERIFY(index.open(Library::indexFile()));
        QVERIFY(!index.rebuilt());
        QCOMPARE(index.schemaVersion(), 2);
        LibraryIndex::SyncReport report;
        QVERIFY(index.sync(Library::gameFolders(), &report));
        QCOMPARE(report.updated, 1); // the old card is read again
        QCOMPARE(report.added, 3);
        const auto won = index.find({{}, {}, QStringLiteral("won"), {}});
        QCOMPARE(won.size(), 1);
        QVERIFY(won[0].seats.size() == 2 && won[0].length > 1);
    }

    // rano-cli play and match add their games to the player's library when asked (--library).
    void theCliAddsItsGamesWhenAsked() {
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.remove(QStringLiteral("XDG_DATA_HOME"));
        const auto run = [&](const QStringList& args) {
            QProcess cli;
            cli.setProcessEnvironment(env);
            cli.start(QStringLiteral(RANO_CLI), args);
            return cli.waitForFinished(60000) && cli.exitStatus() == QProcess::NormalExit
                       ? cli.exitCode()
                       : -1;
        };
        const QString game = home.filePath(QStringLiteral("one.rano.json"));
        QCOMPARE(run({"play", "--game", "rapa-nui-cards", "--players", "ai:greedy,ai:easy",
                      "--seed", "1", "--out", game}),
                 0);
        const QString index =
            home.filePath(QStringLiteral(".local/share/Rano/Rano/library.sqlite"));
        QVERIFY(!QFile::exists(index)); // not asked
        QCOMPARE(run({"play", "--game", "rapa-nui-cards", "--players", "ai:greedy,ai:easy",
                      "--seed", "1", "--out", game, "--library"}),
                 0);
        QCOMPARE(run({"match", "--game", "rapa-nui-cards", "--a", "ai:greedy", "--b", "ai:random",
                      "--games", "2", "--players", "2", "--seed", "1", "--out",
                      home.filePath(QStringLiteral("match")), "--library"}),
                 0);
        QCOMPARE(run({"play", "--game", "rapa-nui-cards", "--players", "ai:greedy,ai:easy",
                      "--library"}),
                 2); // --library needs --out
        LibraryIndex library;
        QVERIFY(library.open(index));
        const QVector<LibraryEntry> cards = library.find({});
        QCOMPARE(cards.size(), 3);
        for (const LibraryEntry& e : cards) {
            QCOMPARE(e.gameId, QStringLiteral("rapa-nui-cards"));
            QCOMPARE(e.result, QStringLiteral("watched"));
            QCOMPARE(e.endReason, QStringLiteral("deck-out"));
        }
        QCOMPARE(library.find({{}, QStringLiteral("easy"), {}, {}}).size(), 1);
        QCOMPARE(library.find({{}, QStringLiteral("random"), {}, {}}).size(), 2);
    }

    // A writer killed (SIGKILL) while it adds games: the index opens clean, and after a sync
    // it holds every game file on disk.
    void aKilledWriterLosesNothing() {
        const QString folder = finishedGamesFolder();
        QDir().mkpath(folder);
        for (int round = 0; round < 3; ++round) {
            QProcess writer;
            writer.start(QCoreApplication::applicationFilePath(),
                         {QStringLiteral("--writer"), folder, Library::indexFile()});
            QVERIFY(writer.waitForStarted());
            QTest::qWait(400 + 250 * round);
            writer.kill();
            QVERIFY(writer.waitForFinished());
            LibraryIndex index;
            QVERIFY(index.open(Library::indexFile()));
            QVERIFY(!index.rebuilt());
            QVERIFY(index.count() <= QDir(folder).entryList({"*.rano.json"}, QDir::Files).size());
            QVERIFY(index.sync({{folder, LibraryStatus::Finished}}));
            const QStringList files = QDir(folder).entryList({"*.rano.json"}, QDir::Files);
            QVERIFY(!files.isEmpty());
            QCOMPARE(index.count(), files.size());
        }
    }
};

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc == 4 && QByteArray(argv[1]) == "--writer")
        return runWriter(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    TestLibrary test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_library.moc"
