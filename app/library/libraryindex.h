#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVector>

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
    static constexpr int kSchemaVersion = 2;

    // One folder of game files and what its games are.
    struct Folder {
        QString path;
        LibraryStatus status;
    };
    // What a sync did.
    struct SyncReport {
        int added = 0, updated = 0, removed = 0, unchanged = 0;
    };

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
    int schemaVersion() const;

    // Brings the index in line with the game files in `folders`: a file it does not know, or
    // that changed (size or time), is read again; a card whose file is gone is removed.
    bool sync(const QVector<Folder>& folders, SyncReport* report = nullptr);
    // Adds or replaces one card / removes one.
    bool put(const LibraryEntry& entry);
    // Adds or replaces many cards in one transaction.
    bool putAll(const QVector<LibraryEntry>& entries);
    bool remove(const QString& path);
    // Cards matching `filter`, newest first.
    QVector<LibraryEntry> find(const LibraryFilter& filter) const;
    int count() const;

private:
    bool create();
    bool migrate(int from);
    bool openFile(const QString& file);
    bool fail(const QString& what, const QString& why);
    bool putIn(const LibraryEntry& entry);

    QString connection_;
    QString file_;
    bool rebuilt_ = false;
    mutable QString lastError_;
};
