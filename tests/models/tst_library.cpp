#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
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
#include <QTextStream>
#include <QThread>
#include <QTranslator>
#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/level.h"
#include "deletedgames.h"
#include "gamefiles.h"
#include "games/registry.h"
#include "library.h"
#include "libraryindex.h"
#include "readablenames.h"

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

// The library's look at the folders runs on a worker: waits for it to end.
void settled(Library& library) {
    QTRY_VERIFY_WITH_TIMEOUT(!library.scanning(), 60000);
}

// Every file under `folder`, however deep.
QStringList filesUnder(const QString& folder) {
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::System | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
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

// The second Rano of the deleted-games test: a Library that deletes the game in the file
// named on its command line, says where the file went, then undoes it when told ("undo").
int runDeleter(const QString& fileName) {
    QStandardPaths::setTestModeEnabled(true);
    Library library;
    for (QDeadlineTimer deadline(60000); library.scanning() && !deadline.hasExpired();)
        QTest::qWait(20);
    int row = 0;
    while (row < library.count() && QFileInfo(library.path(row)).fileName() != fileName)
        ++row;
    if (!library.remove(row)) return 2;
    QTextStream out(stdout), in(stdin);
    out << "deleted\n" << Qt::flush;
    for (QString line; in.readLineInto(&line);) {
        if (line == u"undo") out << (library.undo() ? "undone\n" : "lost\n") << Qt::flush;
        if (line == u"quit") break;
    }
    return 0;
}

// One of several writers opening a new index at once, at `startMs` (ms since 1970): adds the
// game at `game`. Exits 0 when it could, 3 when it could not (the reason on stderr).
int runAdder(const QString& indexFile, const QString& game, qint64 startMs) {
    while (QDateTime::currentMSecsSinceEpoch() < startMs)
        QThread::usleep(200);
    LibraryIndex index;
    if (index.open(indexFile) && !index.rebuilt() &&
        index.put(readLibraryEntry(game, LibraryStatus::Finished)))
        return 0;
    QTextStream(stderr) << index.lastError() << (index.rebuilt() ? " (set aside)" : "") << '\n';
    return 3;
}

// Another program holding the index locked (SQLite's exclusive locking) until told to go.
int runHolder(const QString& indexFile) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hold"));
    db.setDatabaseName(indexFile);
    if (!db.open()) return 2;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA locking_mode=EXCLUSIVE")) ||
        !q.exec(QStringLiteral("BEGIN EXCLUSIVE")) ||
        !q.exec(QStringLiteral("UPDATE games SET size = size")) ||
        !q.exec(QStringLiteral("COMMIT")))
        return 3;
    QTextStream out(stdout), in(stdin);
    out << "held\n" << Qt::flush;
    QString line;
    in.readLineInto(&line);
    return 0;
}

// A first start's look at a folder of games, killed midway by the test.
int runScanner(const QString& folder, const QString& indexFile) {
    LibraryIndex index;
    if (!index.open(indexFile)) return 2;
    return index.sync({{folder, LibraryStatus::Finished}}) ? 0 : 3;
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
        settled(library);
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
        settled(library);
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
        // Issue 66.9: the names only, not the seats' JSON nor the folders.
        for (const QString& notAName :
             {QStringLiteral("level"), QStringLiteral("name"), QStringLiteral("Documents"),
              QFileInfo(home_.path()).fileName(), QStringLiteral("Games"),
              QStringLiteral("greedy")}) {
            library.setSearch(notAName);
            QVERIFY2(library.count() == 0, qPrintable(notAName));
        }
        library.setSearch(QStringLiteral("ANA"));
        QCOMPARE(library.count(), 4);
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
        settled(library);
        QSignalSpy deleted(&library, &Library::deletedChanged);
        const QString path = library.path(2);
        QVERIFY(library.remove(2));
        QCOMPARE(library.count(), 3);
        QVERIFY(!QFile::exists(path));
        QCOMPARE(filesUnder(Library::deletedFolder()).filter(u".rano.json").size(), 1);
        QVERIFY(!library.deletedText().isEmpty());
        library.refresh(); // the deleted game stays out of the list
        settled(library);
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
            settled(library);
            QVERIFY(library.remove(0));
        }
        Library again;
        settled(again);
        QCOMPARE(again.count(), 3);
        QVERIFY(filesUnder(Library::deletedFolder()).isEmpty());
    }

    void exportWritesTheSameFile() {
        fourGames();
        Library library;
        settled(library);
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
        settled(library);
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
        settled(library);
        QCOMPARE(library.count(), 1);
        QVERIFY(role(library, 0, Library::ProblemRole).toString().contains(u"line 1"));
        QCOMPARE(role(library, 0, Library::LengthTextRole).toString(), QString());
        // Who played it is not known: not "AIs only" (issue 66.13).
        QCOMPARE(role(library, 0, Library::ResultRole).toString(), QStringLiteral("unreadable"));
        QCOMPARE(role(library, 0, Library::ResultTextRole).toString(),
                 QStringLiteral("Cannot be read"));
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
        settled(library);
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
        QCOMPARE(index.schemaVersion(), 3);
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

    // Issue 66.1: a second start leaves the games another window deleted and still offers to
    // bring back; a window that ended (closed or killed) leaves its deleted games to go.
    void aSecondStartKeepsTheGamesAnotherWindowMayUndo() {
        fourGames();
        const QString game = finished("cards-won.rano.json");
        QProcess first;
        first.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--deleter"), QStringLiteral("cards-won.rano.json")});
        QVERIFY(first.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(first.canReadLine(), 60000);
        QCOMPARE(first.readLine(), QByteArray("deleted\n"));
        QVERIFY(!QFile::exists(game));
        {
            Library second; // the second start
            settled(second);
            QCOMPARE(second.count(), 3);
            QCOMPARE(filesUnder(Library::deletedFolder()).filter(u".rano.json").size(), 1);
        }
        first.write("undo\n");
        QTRY_VERIFY_WITH_TIMEOUT(first.canReadLine(), 20000);
        QCOMPARE(first.readLine(), QByteArray("undone\n"));
        QVERIFY(QFile::exists(game));
        first.write("quit\n");
        QVERIFY(first.waitForFinished(20000));
        QCOMPARE(first.exitCode(), 0);

        // Killed with a game deleted: nothing can undo it any more, the next start empties it.
        QProcess killed;
        killed.start(QCoreApplication::applicationFilePath(),
                     {QStringLiteral("--deleter"), QStringLiteral("cards-won.rano.json")});
        QVERIFY(killed.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(killed.canReadLine(), 60000);
        killed.kill();
        QVERIFY(killed.waitForFinished());
        QCOMPARE(filesUnder(Library::deletedFolder()).filter(u".rano.json").size(), 1);
        Library next;
        settled(next);
        QCOMPARE(next.count(), 3);
        QCOMPARE(filesUnder(Library::deletedFolder()), QStringList());
    }

    // A game an older Rano deleted straight into the folder waits a day from its deletion.
    void looseDeletedGamesWaitADay() {
        QDir().mkpath(Library::deletedFolder());
        const QString loose = Library::deletedFolder() + QStringLiteral("/old.rano.json");
        QFile f(loose);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{}");
        f.close();
        QCOMPARE(DeletedGames::tidy(Library::deletedFolder()), 0);
        QVERIFY(QFile::exists(loose));
    }

    // Issue 66.2: writers opening a new index at once each add their game; none takes the
    // schema another made for damage, nothing is set aside.
    void writersOpeningANewIndexAtOnceLoseNothing() {
        QTemporaryDir dir;
        QStringList games;
        for (int n = 0; n < 4; ++n) {
            games << dir.filePath(QStringLiteral("game-%1.rano.json").arg(n));
            writeGame(games.last(), "rapa-nui-cards", 2, std::uint64_t(n) + 1, 4);
        }
        for (int trial = 0; trial < 8; ++trial) {
            const QString index = dir.filePath(QStringLiteral("index-%1.sqlite").arg(trial));
            const qint64 start = QDateTime::currentMSecsSinceEpoch() + 400;
            std::vector<std::unique_ptr<QProcess>> writers;
            for (const QString& game : games) {
                writers.push_back(std::make_unique<QProcess>());
                writers.back()->start(
                    QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--adder"), index, game, QString::number(start)});
            }
            for (auto& w : writers) {
                QVERIFY(w->waitForFinished(60000));
                QVERIFY2(w->exitCode() == 0, w->readAllStandardError().constData());
            }
            QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}), QStringList());
            LibraryIndex opened;
            QVERIFY(opened.open(index));
            QCOMPARE(opened.count(), 4);
        }
    }

    // Issue 66.3: an index another program holds locked is busy, not damaged: it is not set
    // aside, the reason says so in SQLite's words, and once free it opens with every card.
    void aBusyIndexIsNotSetAside() {
        fourGames();
        {
            LibraryIndex index;
            QVERIFY(index.open(Library::indexFile()));
            QVERIFY(index.sync(Library::gameFolders()));
        }
        QProcess holder;
        holder.start(QCoreApplication::applicationFilePath(),
                     {QStringLiteral("--hold"), Library::indexFile()});
        QVERIFY(holder.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(holder.canReadLine(), 20000);
        QCOMPARE(holder.readLine(), QByteArray("held\n"));
        LibraryIndex index;
        index.setBusyTimeout(100);
        QVERIFY(!index.open(Library::indexFile()));
        QCOMPARE(index.problem(), LibraryIndex::Problem::Busy);
        QVERIFY(!index.rebuilt());
        QVERIFY2(index.lastError().contains(u"locked"), qPrintable(index.lastError()));
        QVERIFY(!index.lastError().contains(u"Unable to fetch row"));
        const QString folder = QFileInfo(Library::indexFile()).absolutePath();
        QCOMPARE(QDir(folder).entryList({QStringLiteral("library.sqlite.damaged-*")}),
                 QStringList());
        holder.write("go\n");
        QVERIFY(holder.waitForFinished(20000));
        QVERIFY(index.open(Library::indexFile()));
        QVERIFY(!index.rebuilt());
        QCOMPARE(index.count(), 4);
    }

    // Issue 66.4: the CLI's games live in the folders, not only in the index: after the index
    // is lost, a look at the folders finds them all again.
    void theCliGamesOutliveTheIndex() {
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.remove(QStringLiteral("XDG_DATA_HOME"));
        env.remove(QStringLiteral("XDG_DOCUMENTS_DIR"));
        QProcess cli;
        cli.setProcessEnvironment(env);
        const QString out = home.filePath(QStringLiteral("elsewhere/one.rano.json"));
        QDir().mkpath(QFileInfo(out).absolutePath());
        cli.start(QStringLiteral(RANO_CLI),
                  {"play", "--game", "rapa-nui-cards", "--players", "ai:greedy,ai:easy", "--seed",
                   "3", "--out", out, "--library"});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QString games = home.filePath(QStringLiteral("Documents/Rano/Games"));
        QCOMPARE(QDir(games).entryList({QStringLiteral("*.rano.json")}),
                 QStringList{QStringLiteral("one.rano.json")});
        QFile a(out), b(games + QStringLiteral("/one.rano.json"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
        const QString indexFile =
            home.filePath(QStringLiteral(".local/share/Rano/Rano/library.sqlite"));
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(indexFile + suffix); // a rebuild
        LibraryIndex index;
        QVERIFY(index.open(indexFile));
        QVERIFY(index.sync({{games, LibraryStatus::Finished}}));
        const auto cards = index.find({});
        QCOMPARE(cards.size(), 1);
        QCOMPARE(cards[0].path, QFileInfo(b).absoluteFilePath());
        QCOMPARE(cards[0].gameId, QStringLiteral("rapa-nui-cards"));
    }

    // An index that has a game from outside the folders (an older rano-cli's --library)
    // copies it into the finished games at its next look, so a rebuild keeps it.
    void aGameFromOutsideTheFoldersIsCopiedIn() {
        fourGames();
        QTemporaryDir elsewhere;
        const QString outside = elsewhere.filePath(QStringLiteral("match-1.rano.json"));
        writeGame(outside, "rapa-nui", 2, 5, 30);
        {
            LibraryIndex index;
            QVERIFY(index.open(Library::indexFile()));
            QVERIFY(index.put(readLibraryEntry(outside, LibraryStatus::Finished)));
            LibraryIndex::SyncReport report;
            QVERIFY(index.sync(Library::gameFolders(), &report));
            QCOMPARE(report.adopted, 1);
            QCOMPARE(index.count(), 5);
        }
        QVERIFY(QFile::exists(finished("match-1.rano.json")));
        QVERIFY(QFile::remove(Library::indexFile()));
        Library library;
        settled(library);
        QCOMPARE(library.count(), 5);
        QVERIFY(library.rebuilt() || library.total() == 5);
    }

    // Issue 66.5: a valid game whose file name is not UTF-8 is listed, readable, under a
    // name that says its odd bytes.
    void aFileNameThatIsNotUtf8IsListed() {
        QDir().mkpath(finishedGamesFolder());
        writeGame(finished("plain.rano.json"), "rapa-nui-cards", 2, 2);
        const QByteArray odd =
            QFile::encodeName(finishedGamesFolder()) + "/partie-\xE9t\xE9.rano.json";
        QCOMPARE(
            ::rename(QFile::encodeName(finished("plain.rano.json")).constData(), odd.constData()),
            0);
        Library library;
        settled(library);
        QCOMPARE(library.count(), 1);
        QCOMPARE(QFileInfo(library.path(0)).fileName(), QStringLiteral("partie-%E9t%E9.rano.json"));
        QCOMPARE(role(library, 0, Library::ProblemRole).toString(), QString());
        QCOMPARE(library.gameId(0), QStringLiteral("rapa-nui-cards"));
        QCOMPARE(readableName("a%b\xFF"), QStringLiteral("a%25b%FF"));
        QCOMPARE(readableName("\xE3\x81\x82\xE3\x81"), QStringLiteral("\u3042%E3%81"));
    }

    // Issue 66.6: the window never waits for the folders: the Library answers at once and
    // fills as a worker reads, showing how far it is.
    void theListFillsWhileAWorkerReads() {
        QDir().mkpath(finishedGamesFolder());
        writeGame(finished("model.rano.json"), "rapa-nui-cards", 2, 1);
        for (int n = 0; n < 250; ++n)
            QVERIFY(QFile::copy(finished("model.rano.json"),
                                finished(qPrintable(QStringLiteral("copy-%1.rano.json").arg(n)))));
        Library library;
        QVERIFY(library.scanning()); // the constructor did not read the files
        QSignalSpy progress(&library, &Library::scanChanged);
        settled(library);
        QCOMPARE(library.count(), 251);
        QVERIFY(progress.count() >= 3); // batches of LibraryIndex::kBatch
        QCOMPARE(library.scanned(), 0);
        QCOMPARE(library.toScan(), 0);
    }

    // A first look killed midway keeps every batch it committed; the next reads the rest.
    void aKilledFirstLookKeepsWhatItRead() {
        const QString folder = finishedGamesFolder();
        QDir().mkpath(folder);
        writeGame(folder + QStringLiteral("/model.rano.json"), "volcanic-isle", 2, 1, 120);
        const int files = 1200;
        for (int n = 1; n < files; ++n)
            QVERIFY(QFile::copy(folder + QStringLiteral("/model.rano.json"),
                                folder + QStringLiteral("/copy-%1.rano.json").arg(n)));
        QProcess scanner;
        scanner.start(QCoreApplication::applicationFilePath(),
                      {QStringLiteral("--scanner"), folder, Library::indexFile()});
        QVERIFY(scanner.waitForStarted());
        int seen = 0;
        for (QDeadlineTimer deadline(60000);
             seen < LibraryIndex::kBatch && !deadline.hasExpired();) {
            QTest::qWait(20);
            LibraryIndex look;
            look.setBusyTimeout(100);
            if (QFile::exists(Library::indexFile()) && look.open(Library::indexFile()))
                seen = look.count();
        }
        QCOMPARE(scanner.state(), QProcess::Running);
        scanner.kill();
        QVERIFY(scanner.waitForFinished());
        LibraryIndex index;
        QVERIFY(index.open(Library::indexFile()));
        QVERIFY(!index.rebuilt());
        const int kept = index.count();
        QVERIFY2(kept >= LibraryIndex::kBatch && kept < files, qPrintable(QString::number(kept)));
        QCOMPARE(kept % LibraryIndex::kBatch, 0);
        LibraryIndex::SyncReport report;
        QVERIFY(index.sync({{folder, LibraryStatus::Finished}}, &report));
        QCOMPARE(report.added, files - kept);
        QCOMPARE(index.count(), files);
    }

    // Issue 66.7: deleting reads nothing and exporting reads only a regular file of at most
    // 8 MB: a huge sparse file, a link to /dev/zero and a FIFO neither hang nor crash.
    void oddFilesAreDeletedAndNotExported() {
        const QString folder = finishedGamesFolder();
        QDir().mkpath(folder);
        QFile huge(folder + QStringLiteral("/huge.rano.json"));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(qint64(40) << 30)); // 40 GB, sparse
        huge.close();
        QVERIFY(
            QFile::link(QStringLiteral("/dev/zero"), folder + QStringLiteral("/zero.rano.json")));
        QCOMPARE(::mkfifo(QFile::encodeName(folder + QStringLiteral("/fifo.rano.json")).constData(),
                          0600),
                 0);
        Library library;
        settled(library);
        QCOMPARE(library.count(), 3);
        QTemporaryDir out;
        for (int row = 0; row < 3; ++row) {
            QVERIFY(!role(library, row, Library::ProblemRole).toString().isEmpty());
            QCOMPARE(role(library, row, Library::ResultRole).toString(),
                     QStringLiteral("unreadable"));
            QCOMPARE(role(library, row, Library::ResultTextRole).toString(),
                     QStringLiteral("Cannot be read"));
            QVERIFY(!library.exportGame(row, out.filePath(QStringLiteral("x.rano.json"))));
            const QString name = QFileInfo(library.path(row)).fileName();
            if (name == u"huge.rano.json")
                QVERIFY2(library.lastError().startsWith(
                             QStringLiteral("The game cannot be read: the file is too large: "
                                            "42,949,672,960 bytes; Rano reads files up to 8 MB")),
                         qPrintable(library.lastError()));
            else
                QCOMPARE(library.lastError(),
                         QStringLiteral("The game cannot be read: cannot open the file (not a "
                                        "regular file)"));
        }
        for (int n = 0; n < 3; ++n) {
            const QString path = library.path(0);
            QVERIFY(library.remove(0));
            QVERIFY(!QFileInfo(path).exists() && !QFileInfo(path).isSymLink());
            QVERIFY(library.undo());
            QVERIFY(QFileInfo(path).exists() || QFileInfo(path).isSymLink());
            QVERIFY(library.remove(0));
        }
        QCOMPARE(library.count(), 0);
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
    const QByteArray mode = argc > 1 ? QByteArray(argv[1]) : QByteArray();
    const auto arg = [&](int i) { return QString::fromLocal8Bit(argv[i]); };
    if (argc == 4 && mode == "--writer") return runWriter(arg(2), arg(3));
    if (argc == 3 && mode == "--deleter") return runDeleter(arg(2));
    if (argc == 5 && mode == "--adder") return runAdder(arg(2), arg(3), arg(4).toLongLong());
    if (argc == 3 && mode == "--hold") return runHolder(arg(2));
    if (argc == 4 && mode == "--scanner") return runScanner(arg(2), arg(3));
    TestLibrary test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_library.moc"
