#include "deletedgames.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

namespace {

const QString kLockSuffix = QStringLiteral(".lock");

// A lock held for as long as its window runs: never stale by age, only by a process gone.
std::unique_ptr<QLockFile> lockFor(const QString& folder) {
    auto lock = std::make_unique<QLockFile>(folder + kLockSuffix);
    lock->setStaleLockTime(0);
    return lock;
}

} // namespace

DeletedGames::DeletedGames(const QString& root) : root_(root) {
    tidy(root_);
}

DeletedGames::~DeletedGames() {
    if (!lock_) return;
    QDir(folder_).removeRecursively();
    lock_->unlock();
}

QString DeletedGames::folder() {
    if (lock_) return folder_;
    if (!QDir().mkpath(root_)) return {};
    for (int attempt = 0; attempt < 8; ++attempt) {
        const QString folder = root_ + u'/' + QString::number(QCoreApplication::applicationPid()) +
                               u'-' + QString::number(QRandomGenerator::global()->generate(), 36);
        auto lock = lockFor(folder);
        // The lock first, then the folder: a Library tidying meanwhile sees it held.
        if (!lock->tryLock(0)) continue;
        if (!QDir().mkpath(folder)) return {};
        folder_ = folder;
        lock_ = std::move(lock);
        return folder_;
    }
    return {};
}

int DeletedGames::tidy(const QString& root) {
    QDir dir(root);
    if (!dir.exists()) return 0;
    int removed = 0;
    const QDateTime oldest = QDateTime::currentDateTime().addDays(-kLooseFileDays);
    const QFileInfoList entries =
        dir.entryInfoList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QFileInfo& entry : entries) {
        const QString path = entry.absoluteFilePath();
        if (entry.isDir() && !entry.isSymLink()) {
            // A window's folder: its lock free means its window is gone (closed or killed).
            auto lock = lockFor(path);
            if (!lock->tryLock(0)) continue;
            if (QDir(path).removeRecursively()) ++removed;
            lock->unlock();
        } else if (path.endsWith(kLockSuffix)) {
            // A lock whose folder is gone: free it if its window is gone too.
            if (QFileInfo::exists(path.chopped(kLockSuffix.size()))) continue;
            if (auto lock = lockFor(path.chopped(kLockSuffix.size())); lock->tryLock(0))
                lock->unlock();
        } else if (entry.metadataChangeTime() < oldest) {
            // A game an older Rano deleted straight into this folder: its window cannot be
            // told, so it is kept a day from its deletion (the rename that moved it here).
            if (QFile::remove(path)) ++removed;
        }
    }
    return removed;
}
