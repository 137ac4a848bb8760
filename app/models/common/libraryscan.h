#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QVector>

#include "libraryindex.h"

// The library's look at the game folders, on a worker thread (docs/library.md): it opens the
// index (making, migrating or setting it aside as needed), then reads every new or changed
// game file, committing LibraryIndex::kBatch at a time. The window never waits for it; a
// Rano killed meanwhile keeps every batch committed, and the next look goes on from there.
class LibraryScan : public QObject {
    Q_OBJECT
public:
    // What the worker reports, in order: the index opened (or not), each batch, the end.
    struct Step {
        enum Kind { Opened, Batch, Done } kind = Done;
        bool ok = true;
        bool rebuilt = false;
        int read = 0, toRead = 0;
        LibraryIndex::Problem problem = LibraryIndex::Problem::None;
        QString error;
    };

    explicit LibraryScan(QObject* parent = nullptr);
    // Stops the worker after its current batch and waits for it.
    ~LibraryScan() override;

    // Starts a look at `folders` through the index at `indexFile`, once the last one has
    // reported its end (finished); true when it started.
    bool start(const QString& indexFile, const QVector<LibraryIndex::Folder>& folders);
    bool running() const { return watcher_.isRunning(); }
    // Stops the worker after its current batch (what it committed stays).
    void cancel();

signals:
    void opened(bool ok, bool rebuilt, LibraryIndex::Problem problem, const QString& error);
    void progressed(int read, int toRead);
    void finished(bool ok, LibraryIndex::Problem problem, const QString& error);

private:
    void deliver(int begin, int end);
    // A thread of its own: a first look at thousands of games takes a minute or more, and the
    // shared pool's threads are the AI's and the hints'.
    QThreadPool pool_;
    QFutureWatcher<Step> watcher_;
};
