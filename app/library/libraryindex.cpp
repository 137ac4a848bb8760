#include "libraryindex.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QVariant>
#include <algorithm>
#include <atomic>

#include "gamefolders.h"
#include "readablenames.h"

namespace {

// Version 2 adds the human players' result and the reader's problem to version 1's cards
// (docs/library.md, "Schema"), and an index by game; version 3 the names a search looks in.
const char* const kCreateGames =
    "CREATE TABLE games ("
    " path TEXT PRIMARY KEY, game TEXT NOT NULL, status INTEGER NOT NULL,"
    " played INTEGER NOT NULL, size INTEGER NOT NULL, seats TEXT NOT NULL,"
    " levels TEXT NOT NULL, scores TEXT NOT NULL, winners TEXT NOT NULL,"
    " length INTEGER NOT NULL, length_unit TEXT NOT NULL, end_reason TEXT NOT NULL,"
    " choices INTEGER NOT NULL, result TEXT NOT NULL DEFAULT '', problem TEXT NOT NULL DEFAULT '',"
    " names TEXT NOT NULL DEFAULT '')";
const char* const kIndexes[] = {
    "CREATE INDEX IF NOT EXISTS games_by_played ON games(played DESC)",
    "CREATE INDEX IF NOT EXISTS games_by_game ON games(game, played DESC)",
};

QString seatsJson(const QVector<LibrarySeat>& seats) {
    QJsonArray a;
    for (const LibrarySeat& s : seats)
        a.append(QJsonObject{{QStringLiteral("name"), s.name}, {QStringLiteral("level"), s.level}});
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

QVector<LibrarySeat> seatsFrom(const QString& text) {
    QVector<LibrarySeat> seats;
    for (const QJsonValue& v : QJsonDocument::fromJson(text.toUtf8()).array())
        seats.append({v[QStringLiteral("name")].toString(), v[QStringLiteral("level")].toString()});
    return seats;
}

QString numbersJson(const QVector<int>& numbers) {
    QJsonArray a;
    for (int n : numbers)
        a.append(n);
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

QVector<int> numbersFrom(const QString& text) {
    QVector<int> numbers;
    for (const QJsonValue& v : QJsonDocument::fromJson(text.toUtf8()).array())
        numbers.append(v.toInt());
    return numbers;
}

// The AI levels among the seats, each between spaces (" medium hard "), for a LIKE filter.
QString levelsText(const QVector<LibrarySeat>& seats) {
    QString text = QStringLiteral(" ");
    for (const LibrarySeat& s : seats)
        if (!s.level.isEmpty() && !text.contains(u' ' + s.level + u' ')) text += s.level + u' ';
    return text;
}

// LIKE's own characters taken literally (with ESCAPE '\').
QString likeLiteral(QString text) {
    text.replace(u'\\', QStringLiteral("\\\\"));
    text.replace(u'%', QStringLiteral("\\%"));
    text.replace(u'_', QStringLiteral("\\_"));
    return text;
}

// SQLite's NOT NULL refuses a null QString; an empty text is what the card means.
QString nonNull(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}

// What a search looks in: each seat's name and the file's name, case folded, one a line.
QString searchNames(const QVector<LibrarySeat>& seats, const QString& path) {
    QStringList names;
    for (const LibrarySeat& s : seats)
        names << s.name.toCaseFolded();
    names << QFileInfo(path).fileName().toCaseFolded();
    return names.join(u'\n');
}

// SQLite's own words for a failure ("database is locked"), without the driver's ("Unable to
// fetch row"), which say nothing to a player.
QString sqlWhy(const QSqlError& error) {
    const QString why = error.databaseText().trimmed();
    return why.isEmpty() ? error.driverText().trimmed() : why;
}

// SQLite's result codes (sqlite3.h): BUSY and LOCKED are another connection's transaction;
// CORRUPT and NOTADB a damaged index (so is a schema that does not read: openFile).
LibraryIndex::Problem problemOf(const QSqlError& error) {
    bool number = false;
    const int code = error.nativeErrorCode().toInt(&number) & 0xff;
    if (!number) return LibraryIndex::Problem::Failed;
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return LibraryIndex::Problem::Busy;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return LibraryIndex::Problem::Damaged;
    default:
        return LibraryIndex::Problem::Failed;
    }
}

QString newConnectionName() {
    static std::atomic<int> next{0};
    return QStringLiteral("rano-library-%1").arg(next++);
}

} // namespace

QString libraryIndexFile() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/library.sqlite");
}

LibraryIndex::LibraryIndex() : connection_(newConnectionName()) {}

LibraryIndex::~LibraryIndex() {
    if (QSqlDatabase::contains(connection_)) {
        QSqlDatabase::database(connection_, false).close();
        QSqlDatabase::removeDatabase(connection_);
    }
}

bool LibraryIndex::fail(const QString& what, const QString& why, Problem problem) const {
    lastError_ = what + QStringLiteral(": ") + why;
    problem_ = problem;
    return false;
}

bool LibraryIndex::failSql(const QString& what, const QSqlError& error) const {
    return fail(what, sqlWhy(error), problemOf(error));
}

bool LibraryIndex::isOpen() const {
    return QSqlDatabase::contains(connection_) &&
           QSqlDatabase::database(connection_, false).isOpen();
}

int LibraryIndex::schemaVersion() const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
}

LibraryIndex::Problem LibraryIndex::openFile(const QString& file) {
    problem_ = Problem::None;
    QSqlDatabase db = QSqlDatabase::contains(connection_)
                          ? QSqlDatabase::database(connection_, false)
                          : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.close();
    db.setDatabaseName(file);
    // The app and rano-cli may write at once: wait for the other's transaction rather than
    // take a busy index for a damaged one.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs_));
    if (!db.open()) {
        failSql(QStringLiteral("cannot open the library's index"), db.lastError());
        return problem_;
    }
    QSqlQuery q(db);
    // WAL: a reader never waits for a writer; with synchronous=NORMAL a committed game can
    // be lost to a power cut but never to a killed process, and never half-written.
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) ||
        !q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"))) {
        failSql(QStringLiteral("cannot set up the library's index"), q.lastError());
        return problem_;
    }
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
        failSql(QStringLiteral("cannot check the library's index"), q.lastError());
        return problem_;
    }
    if (const QString verdict = q.value(0).toString(); verdict != u"ok") {
        fail(QStringLiteral("the library's index is damaged"), verdict, Problem::Damaged);
        return problem_;
    }
    q.finish();
    if (!createOrMigrate()) return problem_;
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("SELECT path, game, status, played, size, seats, levels, "
                                   "scores, winners, length, length_unit, end_reason, choices, "
                                   "result, problem, names FROM games LIMIT 1")))
        fail(QStringLiteral("the library's index is damaged"), sqlWhy(check.lastError()),
             problemOf(check.lastError()) == Problem::Busy ? Problem::Busy : Problem::Damaged);
    return problem_;
}

bool LibraryIndex::open(const QString& file) {
    file_ = file;
    rebuilt_ = false;
    QDir().mkpath(QFileInfo(file).absolutePath());
    // A busy index is another Rano's, in use: waited for, and never set aside. SQLite answers
    // some waits at once rather than through the busy timeout (two connections turning a new
    // file to WAL, a lock it could only wait for in a deadlock), so the tries are spaced out.
    Problem problem = openFile(file);
    for (int again = 0; again < busyTries_ && problem == Problem::Busy; ++again) {
        QThread::msleep(50UL << std::min(again, 4));
        problem = openFile(file);
    }
    if (problem == Problem::None) return true;
    if (problem != Problem::Damaged && problem != Problem::Newer) {
        QSqlDatabase::database(connection_, false).close();
        return false;
    }
    // Not an index this Rano can use: set it aside (kept for a look, never deleted) and begin
    // a new one, which the next sync fills from the game files.
    QSqlDatabase::database(connection_, false).close();
    const QString aside =
        file + QStringLiteral(".damaged-") +
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss-zzz"));
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        if (QFile::exists(file + suffix) && !QFile::rename(file + suffix, aside + suffix))
            QFile::remove(file + suffix);
    const QString why = lastError_;
    if (openFile(file) != Problem::None) return false;
    rebuilt_ = true;
    lastError_ = why;
    return true;
}

bool LibraryIndex::createOrMigrate() {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    // The schema of today needs no write (the window's own connection opens this way).
    if (schemaVersion() == kSchemaVersion) return true;
    QSqlQuery q(db);
    // One exclusive transaction that reads the schema's version and makes or migrates it: of
    // two Ranos opening a new index at once, the second waits, then finds the schema made.
    if (!q.exec(QStringLiteral("BEGIN EXCLUSIVE")))
        return failSql(QStringLiteral("cannot write the library's index"), q.lastError());
    const int version = schemaVersion();
    bool ok = true;
    if (version > kSchemaVersion) {
        q.exec(QStringLiteral("ROLLBACK"));
        return fail(QStringLiteral("the library's index is of a newer Rano"),
                    QStringLiteral("schema %1").arg(version), Problem::Newer);
    }
    if (version == 0) {
        ok = q.exec(QString::fromLatin1(kCreateGames));
        for (const char* index : kIndexes)
            ok = ok && q.exec(QString::fromLatin1(index));
    } else if (version < kSchemaVersion) {
        ok = migrate(version);
    }
    if (ok && version != kSchemaVersion)
        ok = q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!ok) {
        const QSqlError error = q.lastError();
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        if (problem_ != Problem::None) return false; // migrate() said why
        return failSql(version == 0 ? QStringLiteral("cannot make the library's index")
                                    : QStringLiteral("cannot migrate the library's index"),
                       error);
    }
    if (!q.exec(QStringLiteral("COMMIT"))) {
        const QSqlError error = q.lastError();
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return failSql(QStringLiteral("cannot write the library's index"), error);
    }
    return true;
}

bool LibraryIndex::migrate(int from) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    bool ok = true;
    if (from == 1) {
        // Version 1 had no result or problem: the cards are read again from their files at
        // the next sync (size -1 never matches a file's).
        ok = q.exec(
                 QStringLiteral("ALTER TABLE games ADD COLUMN result TEXT NOT NULL DEFAULT ''")) &&
             q.exec(
                 QStringLiteral("ALTER TABLE games ADD COLUMN problem TEXT NOT NULL DEFAULT ''")) &&
             q.exec(QStringLiteral("UPDATE games SET size = -1"));
        for (const char* index : kIndexes)
            ok = ok && q.exec(QString::fromLatin1(index));
    } else if (from != 2) {
        return fail(QStringLiteral("cannot migrate the library's index"),
                    QStringLiteral("no migration from schema %1").arg(from), Problem::Damaged);
    }
    // Version 3 searches the seats' names and the file's name, nothing else: each card's
    // names are taken from its seats, which version 2 kept.
    ok =
        ok && q.exec(QStringLiteral("ALTER TABLE games ADD COLUMN names TEXT NOT NULL DEFAULT ''"));
    if (!ok) return failSql(QStringLiteral("cannot migrate the library's index"), q.lastError());
    QVector<QPair<QString, QString>> names;
    if (!q.exec(QStringLiteral("SELECT path, seats FROM games")))
        return failSql(QStringLiteral("cannot migrate the library's index"), q.lastError());
    while (q.next())
        names.append({q.value(0).toString(),
                      searchNames(seatsFrom(q.value(1).toString()), q.value(0).toString())});
    QSqlQuery set(db);
    set.prepare(QStringLiteral("UPDATE games SET names = ? WHERE path = ?"));
    for (const auto& [path, text] : names) {
        set.addBindValue(text);
        set.addBindValue(path);
        if (!set.exec())
            return failSql(QStringLiteral("cannot migrate the library's index"), set.lastError());
    }
    return true;
}

bool LibraryIndex::putIn(const LibraryEntry& e) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO games (path, game, status, played, size, seats, levels, scores, "
        "winners, length, length_unit, end_reason, choices, result, problem, names) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(nonNull(e.path));
    q.addBindValue(nonNull(e.gameId));
    q.addBindValue(int(e.status));
    q.addBindValue(e.played.toMSecsSinceEpoch());
    q.addBindValue(e.size);
    q.addBindValue(seatsJson(e.seats));
    q.addBindValue(levelsText(e.seats));
    q.addBindValue(numbersJson(e.scores));
    q.addBindValue(numbersJson(e.winners));
    q.addBindValue(e.length);
    q.addBindValue(nonNull(e.lengthUnit));
    q.addBindValue(nonNull(e.endReason));
    q.addBindValue(e.choices);
    q.addBindValue(nonNull(e.result));
    q.addBindValue(nonNull(e.problem));
    q.addBindValue(searchNames(e.seats, e.path));
    return q.exec() || failSql(QStringLiteral("cannot write the library's index"), q.lastError());
}

bool LibraryIndex::put(const LibraryEntry& entry) {
    return putAll({entry});
}

bool LibraryIndex::putAll(const QVector<LibraryEntry>& entries) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction())
        return failSql(QStringLiteral("cannot write the library's index"), db.lastError());
    for (const LibraryEntry& entry : entries)
        if (!putIn(entry)) {
            db.rollback();
            return false;
        }
    return db.commit() ||
           failSql(QStringLiteral("cannot write the library's index"), db.lastError());
}

bool LibraryIndex::removeIn(const QString& path) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("DELETE FROM games WHERE path = ?"));
    q.addBindValue(path);
    return q.exec() || failSql(QStringLiteral("cannot write the library's index"), q.lastError());
}

bool LibraryIndex::remove(const QString& path) {
    return removeIn(QFileInfo(path).absoluteFilePath());
}

QStringList LibraryIndex::adoptOutsiders(const QVector<Folder>& folders, const QStringList& paths,
                                         SyncReport& done) {
    QString finished;
    QSet<QString> inside;
    for (const Folder& folder : folders) {
        inside.insert(QDir::cleanPath(QFileInfo(folder.path).absoluteFilePath()));
        if (folder.status == LibraryStatus::Finished && finished.isEmpty()) finished = folder.path;
    }
    QStringList adopted;
    if (finished.isEmpty()) return adopted;
    for (const QString& path : paths) {
        // Its file gone, the card goes with the other gone ones; a file that cannot be copied
        // keeps its card as it is, to try again at the next sync.
        if (inside.contains(QFileInfo(path).absolutePath()) || !QFileInfo(path).isFile()) continue;
        if (copyGameFile(path, finished).isEmpty()) continue;
        adopted.append(path);
    }
    done.adopted = int(adopted.size());
    return adopted;
}

bool LibraryIndex::sync(const QVector<Folder>& folders, SyncReport* report,
                        const Progress& progress) {
    SyncReport done;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    struct Known {
        qint64 size;
        qint64 played;
        int status;
    };
    QHash<QString, Known> known;
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT path, size, played, status FROM games")))
            return failSql(QStringLiteral("cannot read the library's index"), q.lastError());
        while (q.next())
            known.insert(q.value(0).toString(),
                         {q.value(1).toLongLong(), q.value(2).toLongLong(), q.value(3).toInt()});
    }
    // Games from outside the folders are copied in first: the listing below finds the copies
    // as new games, and their old cards are removed with the gone ones.
    const QStringList adopted = adoptOutsiders(folders, known.keys(), done);
    for (const QString& path : adopted)
        known.remove(path);
    // What to read: every new or changed file. Devices, FIFOs and links to them are listed
    // (QDir::System) so that they show with their reason rather than vanish.
    QVector<QPair<QString, LibraryStatus>> toRead;
    QVector<LibraryEntry> unreadable;
    QSet<QString> present;
    for (const Folder& folder : folders) {
        QVector<UnreadableName> badNames;
        done.renamed += giveReadableNames(folder.path, &badNames);
        for (const UnreadableName& bad : badNames) {
            LibraryEntry e;
            e.path = bad.path;
            e.status = folder.status;
            e.problem = bad.problem;
            e.result = unreadableResult();
            unreadable.append(e);
            present.insert(e.path);
        }
        const QFileInfoList files = QDir(folder.path)
                                        .entryInfoList({QStringLiteral("*.json")},
                                                       QDir::Files | QDir::System | QDir::Hidden);
        for (const QFileInfo& info : files) {
            const QString path = info.absoluteFilePath();
            if (present.contains(path)) continue;
            present.insert(path);
            const auto was = known.constFind(path);
            if (was != known.cend() && was->size == info.size() &&
                was->played == info.lastModified().toMSecsSinceEpoch() &&
                (was->status == int(folder.status) ||
                 (folder.status == LibraryStatus::InProgress &&
                  was->status == int(LibraryStatus::Finished)))) {
                ++done.unchanged;
                continue;
            }
            ++(was == known.cend() ? done.added : done.updated);
            toRead.append({path, folder.status});
        }
    }
    QStringList gone;
    for (auto it = known.cbegin(); it != known.cend(); ++it)
        if (!present.contains(it.key()) && !QFileInfo::exists(it.key())) gone.append(it.key());
    done.removed = int(gone.size());
    gone += adopted;
    const auto commit = [&](const QVector<LibraryEntry>& cards, const QStringList& removed) {
        if (cards.isEmpty() && removed.isEmpty()) return true;
        if (!db.transaction())
            return failSql(QStringLiteral("cannot write the library's index"), db.lastError());
        bool ok = true;
        for (const LibraryEntry& e : cards)
            ok = ok && putIn(e);
        for (const QString& path : removed)
            ok = ok && removeIn(path);
        if (!ok) {
            db.rollback();
            return false;
        }
        return db.commit() ||
               failSql(QStringLiteral("cannot write the library's index"), db.lastError());
    };
    if (!commit(unreadable, gone)) return false;
    // Read kBatch files, commit them, and so on: each file is read outside the transaction,
    // so that another Rano's writes never wait long, and a kill keeps every batch committed.
    for (qsizetype first = 0; first < toRead.size(); first += kBatch) {
        QVector<LibraryEntry> fresh;
        for (qsizetype i = first; i < std::min(toRead.size(), first + kBatch); ++i)
            fresh.append(readLibraryEntry(toRead[i].first, toRead[i].second));
        if (!commit(fresh, {})) return false;
        if (report) *report = done;
        if (progress && !progress(int(first + fresh.size()), int(toRead.size()))) return true;
    }
    if (report) *report = done;
    return true;
}

QVector<LibraryEntry> LibraryIndex::find(const LibraryFilter& filter) const {
    QString sql = QStringLiteral(
        "SELECT path, game, status, played, size, seats, scores, winners, length, length_unit, "
        "end_reason, choices, result, problem FROM games WHERE 1");
    QVariantList values;
    if (!filter.gameId.isEmpty()) {
        sql += QStringLiteral(" AND game = ?");
        values << filter.gameId;
    }
    if (!filter.level.isEmpty()) {
        sql += QStringLiteral(" AND levels LIKE ? ESCAPE '\\'");
        values << QStringLiteral("%% %1 %%").arg(likeLiteral(filter.level));
    }
    if (!filter.result.isEmpty()) {
        sql += QStringLiteral(" AND result = ?");
        values << filter.result;
    }
    if (!filter.text.trimmed().isEmpty()) {
        // The seats' names and the file's name, case folded (searchNames): not the folders,
        // not the seats' JSON.
        sql += QStringLiteral(" AND names LIKE ? ESCAPE '\\'");
        values << u'%' + likeLiteral(filter.text.trimmed().toCaseFolded()) + u'%';
    }
    sql += QStringLiteral(" ORDER BY played DESC, path DESC");
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant& v : values)
        q.addBindValue(v);
    QVector<LibraryEntry> out;
    if (!q.exec()) {
        failSql(QStringLiteral("cannot read the library's index"), q.lastError());
        return out;
    }
    while (q.next()) {
        LibraryEntry e;
        e.path = q.value(0).toString();
        e.gameId = q.value(1).toString();
        e.status = LibraryStatus(q.value(2).toInt());
        e.played = QDateTime::fromMSecsSinceEpoch(q.value(3).toLongLong());
        e.size = q.value(4).toLongLong();
        e.seats = seatsFrom(q.value(5).toString());
        e.scores = numbersFrom(q.value(6).toString());
        e.winners = numbersFrom(q.value(7).toString());
        e.length = q.value(8).toInt();
        e.lengthUnit = q.value(9).toString();
        e.endReason = q.value(10).toString();
        e.choices = q.value(11).toInt();
        e.result = q.value(12).toString();
        e.problem = q.value(13).toString();
        out.append(std::move(e));
    }
    return out;
}

int LibraryIndex::count() const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    return q.exec(QStringLiteral("SELECT COUNT(*) FROM games")) && q.next() ? q.value(0).toInt()
                                                                            : 0;
}
