#include "gamefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <nlohmann/json.hpp>

#include "core/json_file.h"
#include "core/replay_record.h"
#include "gamefile.h"

QString localPath(const QString& pathOrUrl) {
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

QString fileNameFor(const QString& name, const QString& fallback) {
    QString file = name.trimmed();
    static const QRegularExpression forbidden(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    file.replace(forbidden, QStringLiteral("-"));
    if (file.isEmpty() || file.startsWith(QLatin1Char('.'))) file.prepend(fallback);
    return file;
}

QUrl folderIn(QStandardPaths::StandardLocation location, const QString& sub) {
    const QString folder = QStandardPaths::writableLocation(location) + QLatin1Char('/') + sub;
    QDir().mkpath(folder);
    return QUrl::fromLocalFile(folder);
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    // Qt 6.4's commit() renames the file over the old one even when its final flush fails (a
    // full disk leaves a 4,096-byte save that reports success), so every byte is flushed and
    // checked here, and a short file is cancelled before commit can rename it.
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        // Not committed: the temporary file is removed and the old save stays as it was.
        return file.error() == QFileDevice::NoError
                   ? QStringLiteral("the file could not be written whole")
                   : file.errorString();
    }
    if (!file.commit()) return file.errorString();
    return {};
}

void removeStaleTemporaries(const QString& savePath) {
    const QFileInfo save(savePath);
    QDir dir = save.absoluteDir();
    const QStringList stale =
        dir.entryList({save.fileName() + QStringLiteral(".??????")}, QDir::Files | QDir::Hidden);
    for (const QString& name : stale)
        dir.remove(name);
}

QString gameOfReplay(const QString& path) {
    nlohmann::json j;
    std::string error;
    if (!readGameJson(path, j, error)) return {};
    return j.is_object() ? QString::fromStdString(rano::replayGame(j)) : QString();
}

QString gamesInProgressFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/games-in-progress");
}

QString finishedGamesFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
           QStringLiteral("/Rano/Games");
}

QString libraryPicturesFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/library-pictures");
}

QString abandonedGamesFolder() {
    return finishedGamesFolder() + QStringLiteral("/Abandoned");
}

namespace {
const QString kGameSuffix = QStringLiteral(".rano.json");

// `name` ("2026-11-27-190302.rano.json") in `folder`, or the first of "-2", "-3", ... that no
// file there has and `taken` does not hold.
QString freePath(const QString& folder, const QString& name, const QSet<QString>& taken = {}) {
    QString stem = name;
    if (stem.endsWith(kGameSuffix)) stem.chop(kGameSuffix.size());
    QString path = folder + QLatin1Char('/') + stem + kGameSuffix;
    for (int n = 2; QFileInfo::exists(path) || taken.contains(path); ++n)
        path =
            folder + QLatin1Char('/') + stem + QLatin1Char('-') + QString::number(n) + kGameSuffix;
    return path;
}
} // namespace

QString newGameFilePath(const QString& folder, const QDateTime& started) {
    // The names given out in this process: a game whose file is not written yet keeps its own.
    static QSet<QString> given;
    const QString path =
        freePath(folder, started.toString(QStringLiteral("yyyy-MM-dd-HHmmss")), given);
    given.insert(path);
    return path;
}

QString moveGameFile(const QString& from, const QString& folder, QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return QString();
    };
    QFile source(from);
    if (!source.open(QIODevice::ReadOnly)) return fail(source.errorString());
    const QByteArray bytes = source.readAll();
    const QDateTime played = source.fileTime(QFileDevice::FileModificationTime);
    source.close();
    if (!QDir().mkpath(folder)) return fail(QStringLiteral("the folder cannot be made"));
    const QString to = freePath(folder, QFileInfo(from).fileName());
    if (const QString why = writeFileAtomically(to, bytes); !why.isEmpty()) return fail(why);
    if (!source.remove()) {
        QFile::remove(to); // the game stays where it was, whole
        return fail(source.errorString());
    }
    // The moved file keeps when it was last played.
    if (QFile moved(to); moved.open(QIODevice::ReadOnly))
        moved.setFileTime(played, QFileDevice::FileModificationTime);
    return to;
}

int adoptOldAutosaves() {
    const QDir data(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    const QStringList old =
        data.entryList({QStringLiteral("autosave*") + kGameSuffix}, QDir::Files, QDir::Name);
    if (old.isEmpty()) return 0;
    const QString folder = gamesInProgressFolder();
    QDir().mkpath(folder);
    int moved = 0;
    for (const QString& name : old) {
        const QString from = data.filePath(name);
        removeStaleTemporaries(from);
        const QDateTime played = QFileInfo(from).lastModified();
        // A rename in the same folder tree keeps the file's time: when it was last played.
        if (QFile::rename(from, newGameFilePath(folder, played))) ++moved;
    }
    return moved;
}
