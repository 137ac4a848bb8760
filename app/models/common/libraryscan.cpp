#include "libraryscan.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

LibraryScan::LibraryScan(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(1);
    connect(&watcher_, &QFutureWatcher<Step>::resultsReadyAt, this, &LibraryScan::deliver);
}

LibraryScan::~LibraryScan() {
    cancel();
    watcher_.waitForFinished();
}

void LibraryScan::cancel() {
    if (watcher_.isRunning()) watcher_.cancel();
}

bool LibraryScan::start(const QString& indexFile, const QVector<LibraryIndex::Folder>& folders) {
    // A look that reported its end may still be leaving its thread: a moment's wait.
    watcher_.waitForFinished();
    watcher_.setFuture(QtConcurrent::run(&pool_, [indexFile, folders](QPromise<Step>& promise) {
        // The worker's own connection: a Qt SQL connection is used only by its thread.
        LibraryIndex index;
        if (!index.open(indexFile)) {
            promise.addResult(
                Step{Step::Opened, false, false, 0, 0, index.problem(), index.lastError()});
            return;
        }
        promise.addResult(Step{Step::Opened, true, index.rebuilt(), 0, 0,
                               LibraryIndex::Problem::None,
                               index.rebuilt() ? index.lastError() : QString()});
        const bool ok = index.sync(folders, nullptr, [&promise](int read, int toRead) {
            promise.addResult(Step{Step::Batch, true, false, read, toRead, {}, {}});
            return !promise.isCanceled();
        });
        promise.addResult(
            Step{Step::Done, ok, false, 0, 0, index.problem(), ok ? QString() : index.lastError()});
    }));
    return true;
}

void LibraryScan::deliver(int begin, int end) {
    for (int i = begin; i < end; ++i) {
        const Step step = watcher_.resultAt(i);
        switch (step.kind) {
        case Step::Opened:
            emit opened(step.ok, step.rebuilt, step.problem, step.error);
            if (!step.ok) emit finished(false, step.problem, step.error);
            break;
        case Step::Batch:
            emit progressed(step.read, step.toRead);
            break;
        case Step::Done:
            emit finished(step.ok, step.problem, step.error);
            break;
        }
    }
}
