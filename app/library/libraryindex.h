#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>

#include "libraryentry.h"

// The library's index (docs/library.md): one SQLite database, through Qt SQL, with a card per
// game file. The files are the games; the index only finds them fast, so it can always be
// built again from them: a damaged or missing index is set aside and rebuilt, never a lost
// game. Every write is one transaction; a crash in the middle leaves the index as it was.
// The player's library index: library.sqlite in the application data folder (the app's and
// rano-cli's, both named "Rano" by "Rano").
QString libraryIndexFile();

class LibraryIndex {
public:
    // The schema this Rano writes (PRAGMA user_version); older ones are migrated on open.
    static constexpr int kSchemaVersion = 3;
    // How many files a sync reads between two commits: a sync killed midway keeps what it read.
    static constexpr int kBatch = 100;
    // How many more times open() tries a busy index (each waiting for the busy timeout, and
    // 50 ms to 0.8 s between them) before it says so.
    static constexpr int kBusyTries = 8;

    // Why the index could not be opened or written. Only Damaged and Newer set the file aside:
    // a busy index (another Rano writing it) is waited for and never taken for a damaged one.
    enum class Problem { None, Busy, Damaged, Newer, Failed };

    // One folder of game files and what its games are.
    struct Folder {
        QString path;
        LibraryStatus status;
    };
    // What a sync did.
    struct SyncReport {
        int added = 0, updated = 0, removed = 0, unchanged = 0;
        // Game files whose name was not UTF-8, given a readable one (gamefolders.h).
        int renamed = 0;
        // Games the index had from outside the folders, copied into the finished games.
        int adopted = 0;
    };
    // Called after each batch a sync commits, with the files read so far and how many it
    // reads in all; returning false stops the sync there (what it committed stays).
    using Progress = std::function<bool(int read, int toRead)>;

    LibraryIndex();
    ~LibraryIndex();
    LibraryIndex(const LibraryIndex&) = delete;
    LibraryIndex& operator=(const LibraryIndex&) = delete;

    // Opens (or creates) the index at `file`, migrating an older schema. A file that is not an
    // index this Rano can read (damaged, or of a newer schema) is renamed "…damaged-<time>"
    // and a new index begins: rebuilt() says so, and the next sync fills it from the files.
    bool open(const QString& file);
    bool isOpen() const;
    bool rebuilt() const { return rebuilt_; }
    QString lastError() const { return lastError_; }
    Problem problem() const { return problem_; }
    // How long a statement waits for another process's transaction before it counts as busy,
    // and how many more times open() tries a busy index.
    void setBusyTimeout(int ms) { busyTimeoutMs_ = ms; }
    void setBusyTries(int tries) { busyTries_ = tries; }
    int schemaVersion() const;

    // Brings the index in line with the game files in `folders`: a file it does not know, or
    // that changed (size or time), is read again; a card whose file is gone is removed. The
    // files are read and committed kBatch at a time, so a sync killed or stopped midway keeps
    // what it read and the next one goes on from there. A game the index has from outside the
    // folders (an older rano-cli's --library) is first copied into the folder of finished
    // games, so that the index can always be built again from the folders alone.
    bool sync(const QVector<Folder>& folders, SyncReport* report = nullptr,
              const Progress& progress = {});
    // Adds or replaces one card / removes one.
    bool put(const LibraryEntry& entry);
    // Adds or replaces many cards in one transaction.
    bool putAll(const QVector<LibraryEntry>& entries);
    bool remove(const QString& path);
    // Cards matching `filter`, newest first.
    QVector<LibraryEntry> find(const LibraryFilter& filter) const;
    int count() const;

private:
    bool createOrMigrate();
    bool migrate(int from);
    Problem openFile(const QString& file);
    bool fail(const QString& what, const QString& why, Problem problem = Problem::Failed) const;
    bool failSql(const QString& what, const class QSqlError& error) const;
    bool putIn(const LibraryEntry& entry);
    bool removeIn(const QString& path);
    // Copies the games of `paths` that lie outside `folders` into the finished games; returns
    // the paths copied, whose cards are to go.
    QStringList adoptOutsiders(const QVector<Folder>& folders, const QStringList& paths,
                               SyncReport& done);

    QString connection_;
    QString file_;
    bool rebuilt_ = false;
    int busyTimeoutMs_ = 5000;
    int busyTries_ = kBusyTries;
    mutable QString lastError_;
    mutable Problem problem_ = Problem::None;
};
