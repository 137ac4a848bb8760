#pragma once

#include <QFutureWatcher>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>

// An AI search run on a worker thread for a table: the search gets its own copy of the
// position (captured by `search`), an abort flag and a progress callback. Cancelling sets
// the flag; a cancelled search's result and late progress reports are dropped. `done` and
// `progress` run on the owner's thread, and only while the search is the current one. The
// caller remembers which position (`position`) a search started from and checks it on done.
template <typename Advice> class SearchTask {
public:
    using Progress = std::function<void(qint64 iterations)>;
    using Search = std::function<Advice(const std::atomic<bool>* abort, const Progress& progress)>;

    explicit SearchTask(QObject* owner) : owner_(owner) {
        QObject::connect(&watcher_, &QFutureWatcher<Advice>::finished, owner, [this] {
            if (!running_) return;
            running_ = false;
            const Advice advice = watcher_.result();
            if (abort_ && !*abort_ && done_) done_(advice);
        });
    }
    ~SearchTask() {
        cancel();
        watcher_.waitForFinished();
    }
    SearchTask(const SearchTask&) = delete;
    SearchTask& operator=(const SearchTask&) = delete;

    void start(std::size_t position, Search search, std::function<void(const Advice&)> done,
               Progress progress = {}) {
        cancel();
        abort_ = std::make_shared<std::atomic<bool>>(false);
        position_ = position;
        done_ = std::move(done);
        running_ = true;
        const auto abort = abort_;
        QPointer<QObject> owner(owner_);
        Progress report = [owner, abort, progress](qint64 n) {
            if (!progress) return;
            QMetaObject::invokeMethod(
                owner,
                [abort, progress, n] {
                    if (!*abort) progress(n);
                },
                Qt::QueuedConnection);
        };
        watcher_.setFuture(QtConcurrent::run(
            [search = std::move(search), abort, report] { return search(abort.get(), report); }));
    }
    // Stops the running search; its result will be ignored.
    void cancel() {
        if (abort_) *abort_ = true;
        running_ = false;
    }
    bool running() const { return running_; }
    std::size_t position() const { return position_; }
    // Blocks until the worker has returned (tests).
    void wait() { watcher_.waitForFinished(); }

private:
    QObject* owner_;
    QFutureWatcher<Advice> watcher_;
    std::shared_ptr<std::atomic<bool>> abort_;
    std::function<void(const Advice&)> done_;
    std::size_t position_ = 0;
    bool running_ = false;
};
