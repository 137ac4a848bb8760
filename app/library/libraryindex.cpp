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
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>
#include <atomic>

namespace {

// Version 2 adds the human players' result and the reader's problem to version 1's cards
// (docs/library.md, "Schema"), and an index by game.
const char* const kCreateGames =
    "CREATE TABLE games ("
    " path TEXT PRIMARY KEY, game TEXT NOT NULL, status INTEGER NOT NULL,"
    " played INTEGER NOT NULL, size INTEGER NOT NULL, seats TEXT NOT NULL,"
    " levels TEXT NOT NULL, scores TEXT NOT NULL, winners TEXT NOT NULL,"
    " length INTEGER NOT NULL, length_unit TEXT NOT NULL, end_reason TEXT NOT NULL,"
    " choices INTEGER NOT NULL, result TEXT NOT NULL DEFAULT '', problem TEXT NOT NULL DEFAULT '')";
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

bool LibraryIndex::fail(const QString& what, const QString& why) {
    lastError_ = what + QStringLiteral(": ") + why;
    return false;
}

bool LibraryIndex::isOpen() const {
    return QSqlDatabase::contains(connection_) &&
           QSqlDatabase::database(connection_, false).isOpen();
}

int LibraryIndex::schemaVersion() const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
}

bool LibraryIndex::openFile(const QString& file) {
    QSqlDatabase db = QSqlDatabase::contains(connection_)
                          ? QSqlDatabase::database(connection_, false)
                          : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.close();
    db.setDatabaseName(file);
    // The app and rano-cli may write at once: wait for the other's transaction rather than
    // take a busy index for a damaged one.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open())
        return fail(QStringLiteral("cannot open the library's index"), db.lastError().text());
    QSqlQuery q(db);
    // WAL: a reader never waits for a writer; with synchronous=NORMAL a committed game can
    // be lost to a power cut but never to a killed process, and never half-written.
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) ||
        !q.exec(QStringLiteral("PRAGMA synchronous=NORMAL")))
        return fail(QStringLiteral("cannot set up the library's index"), q.lastError().text());
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next() ||
        q.value(0).toString() != u"ok")
        return fail(QStringLiteral("the library's index is damaged"),
                    q.lastError().isValid() ? q.lastError().text() : q.value(0).toString());
    const int version = schemaVersion();
    if (version > kSchemaVersion)
        return fail(QStringLiteral("the library's index is of a newer Rano"),
                    QStringLiteral("schema %1").arg(version));
    if (version == 0) return create();
    if (version < kSchemaVersion) return migrate(version);
    QSqlQuery check(db);
    if (!check.exec(
            QStringLiteral("SELECT path, game, status, played, size, seats, levels, scores, "
                           "winners, length, length_unit, end_reason, choices, result, "
                           "problem FROM games LIMIT 1")))
        return fail(QStringLiteral("the library's index is damaged"), check.lastError().text());
    return true;
}

bool LibraryIndex::open(const QString& file) {
    file_ = file;
    rebuilt_ = false;
    QDir().mkpath(QFileInfo(file).absolutePath());
    if (openFile(file)) return true;
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
    if (!openFile(file)) return false;
    rebuilt_ = true;
    lastError_ = why;
    return true;
}

bool LibraryIndex::create() {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction())
        return fail(QStringLiteral("cannot write the library's index"), db.lastError().text());
    QSqlQuery q(db);
    bool ok = q.exec(QString::fromLatin1(kCreateGames));
    for (const char* index : kIndexes)
        ok = ok && q.exec(QString::fromLatin1(index));
    ok = ok && q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!ok) {
        const QString why = q.lastError().text();
        db.rollback();
        return fail(QStringLiteral("cannot make the library's index"), why);
    }
    return db.commit() ||
           fail(QStringLiteral("cannot make the library's index"), db.lastError().text());
}

bool LibraryIndex::migrate(int from) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction())
        return fail(QStringLiteral("cannot write the library's index"), db.lastError().text());
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
    } else {
        ok = false;
    }
    ok = ok && q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!ok) {
        const QString why = q.lastError().isValid()
                                ? q.lastError().text()
                                : QStringLiteral("no migration from schema %1").arg(from);
        db.rollback();
        return fail(QStringLiteral("cannot migrate the library's index"), why);
    }
    return db.commit() ||
           fail(QStringLiteral("cannot migrate the library's index"), db.lastError().text());
}

bool LibraryIndex::putIn(const LibraryEntry& e) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO games (path, game, status, played, size, seats, levels, scores, "
        "winners, length, length_unit, end_reason, choices, result, problem) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
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
    return q.exec() ||
           fail(QStringLiteral("cannot write the library's index"), q.lastError().text());
}

bool LibraryIndex::put(const LibraryEntry& entry) {
    return putAll({entry});
}

bool LibraryIndex::putAll(const QVector<LibraryEntry>& entries) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction())
        return fail(QStringLiteral("cannot write the library's index"), db.lastError().text());
    for (const LibraryEntry& entry : entries)
        if (!putIn(entry)) {
            db.rollback();
            return false;
        }
    return db.commit() ||
           fail(QStringLiteral("cannot write the library's index"), db.lastError().text());
}

bool LibraryIndex::remove(const QString& path) {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM games WHERE path = ?"));
    q.addBindValue(QFileInfo(path).absoluteFilePath());
    return q.exec() ||
           fail(QStringLiteral("cannot write the library's index"), q.lastError().text());
}

bool LibraryIndex::sync(const QVector<Folder>& folders, SyncReport* report) {
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
            return fail(QStringLiteral("cannot read the library's index"), q.lastError().text());
        while (q.next())
            known.insert(q.value(0).toString(),
                         {q.value(1).toLongLong(), q.value(2).toLongLong(), q.value(3).toInt()});
    }
    // Read every new or changed file before writing, so the transaction stays short.
    QVector<LibraryEntry> fresh;
    QHash<QString, bool> present;
    for (const Folder& folder : folders) {
        const QFileInfoList files =
            QDir(folder.path).entryInfoList({QStringLiteral("*.json")}, QDir::Files);
        for (const QFileInfo& info : files) {
            const QString path = info.absoluteFilePath();
            present.insert(path, true);
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
            fresh.append(readLibraryEntry(path, folder.status));
        }
    }
    QStringList gone;
    for (auto it = known.cbegin(); it != known.cend(); ++it)
        if (!present.contains(it.key()) && !QFileInfo::exists(it.key())) gone.append(it.key());
    done.removed = int(gone.size());
    if (!fresh.isEmpty() || !gone.isEmpty()) {
        if (!db.transaction())
            return fail(QStringLiteral("cannot write the library's index"), db.lastError().text());
        bool ok = true;
        for (const LibraryEntry& e : fresh)
            ok = ok && putIn(e);
        for (const QString& path : gone)
            ok = ok && remove(path);
        if (!ok) {
            db.rollback();
            return false;
        }
        if (!db.commit())
            return fail(QStringLiteral("cannot write the library's index"), db.lastError().text());
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
        // Seat names sit in the seats' JSON; a name with JSON escapes (quotes, backslashes)
        // is matched on its unescaped words, which is enough for a search box.
        sql += QStringLiteral(" AND (seats LIKE ? ESCAPE '\\' OR path LIKE ? ESCAPE '\\')");
        const QString like = u'%' + likeLiteral(filter.text.trimmed()) + u'%';
        values << like << like;
    }
    sql += QStringLiteral(" ORDER BY played DESC, path DESC");
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant& v : values)
        q.addBindValue(v);
    QVector<LibraryEntry> out;
    if (!q.exec()) {
        lastError_ = QStringLiteral("cannot read the library's index: ") + q.lastError().text();
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
