#include "gamefolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>

#include "core/json_file.h"

namespace {

const QString kGameSuffix = QStringLiteral(".rano.json");

QString appData(const char* sub) {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u'/' +
           QLatin1String(sub);
}

// rename(2) that never replaces a file: another game may have taken the name since it was
// found free. Falls back to a plain rename where the file system cannot refuse to replace.
int renameNoReplace(const QByteArray& from, const QByteArray& to) {
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0)
        return 0;
    if (errno != EINVAL && errno != ENOSYS) return -1;
    if (QFileInfo::exists(QFile::decodeName(to))) {
        errno = EEXIST;
        return -1;
    }
    return ::rename(from.constData(), to.constData());
}

} // namespace

QString gamesInProgressFolder() {
    return appData("games-in-progress");
}

QString finishedGamesFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
           QStringLiteral("/Rano/Games");
}

QString abandonedGamesFolder() {
    return finishedGamesFolder() + QStringLiteral("/Abandoned");
}

QString libraryPicturesFolder() {
    return appData("library-pictures");
}

QString deletedGamesFolder() {
    return appData("deleted-games");
}

bool isInGameFolders(const QString& path) {
    const QString folder = QFileInfo(path).absolutePath();
    for (const QString& games :
         {gamesInProgressFolder(), finishedGamesFolder(), abandonedGamesFolder()})
        if (folder == QDir::cleanPath(games)) return true;
    return false;
}

QString freeGamePath(const QString& folder, const QString& name, const QSet<QString>& taken) {
    QString stem = name;
    if (stem.endsWith(kGameSuffix)) stem.chop(kGameSuffix.size());
    QString path = folder + u'/' + stem + kGameSuffix;
    for (int n = 2; QFileInfo::exists(path) || QFileInfo(path).isSymLink() || taken.contains(path);
         ++n)
        path = folder + u'/' + stem + u'-' + QString::number(n) + kGameSuffix;
    return path;
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    // Qt 6.4's commit() renames the file over the old one even when its final flush fails (a
    // full disk leaves a 4,096-byte save that reports success), so every byte is flushed and
    // checked here, and a short file is cancelled before commit can rename it.
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        // Not committed: the temporary file is removed and the old save stays as it was.
        file.cancelWriting();
        return file.error() == QFileDevice::NoError
                   ? QStringLiteral("the file could not be written whole")
                   : file.errorString();
    }
    if (!file.commit()) return file.errorString();
    return {};
}

QString readGameBytes(const QString& path, QByteArray& bytes) {
    // The engine's reader, as every file Rano opens: a FIFO, a device or a huge file is
    // refused before a byte is read.
    std::string text, why;
    if (!rano::readFileText(QFile::encodeName(path).toStdString(), text, why))
        return QString::fromStdString(why);
    bytes = QByteArray::fromStdString(text);
    return {};
}

QString copyGameFile(const QString& from, const QString& folder, QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return QString();
    };
    QByteArray bytes;
    if (const QString why = readGameBytes(from, bytes); !why.isEmpty()) return fail(why);
    const QDateTime played = QFileInfo(from).lastModified();
    if (!QDir().mkpath(folder)) return fail(QStringLiteral("the folder cannot be made"));
    const QString to = freeGamePath(folder, QFileInfo(from).fileName());
    if (const QString why = writeFileAtomically(to, bytes); !why.isEmpty()) return fail(why);
    // The copy keeps when it was last played.
    if (QFile copy(to); copy.open(QIODevice::ReadOnly))
        copy.setFileTime(played, QFileDevice::FileModificationTime);
    return to;
}

QString moveGameFile(const QString& from, const QString& folder, QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return QString();
    };
    const QFileInfo source(from);
    if (!source.exists() && !source.isSymLink()) return fail(QStringLiteral("no such file"));
    if (!QDir().mkpath(folder)) return fail(QStringLiteral("the folder cannot be made"));
    // A rename reads nothing and keeps the file's time (when the game was last played).
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString to = freeGamePath(folder, source.fileName());
        if (renameNoReplace(QFile::encodeName(from), QFile::encodeName(to)) == 0) return to;
        if (errno == EEXIST) continue; // the free name was taken meanwhile: find another
        if (errno != EXDEV) return fail(QString::fromLocal8Bit(std::strerror(errno)));
        // Another file system: a copy, written whole before the original goes.
        QString why;
        const QString copy = copyGameFile(from, folder, &why);
        if (copy.isEmpty()) return fail(why);
        if (!QFile::remove(from)) {
            QFile::remove(copy); // the game stays where it was, whole
            return fail(QStringLiteral("the file cannot be removed"));
        }
        return copy;
    }
    return fail(QStringLiteral("no free name in the folder"));
}
