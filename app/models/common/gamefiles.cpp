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

QString newGameFilePath(const QString& folder, const QDateTime& started) {
    // The names given out in this process: a game whose file is not written yet keeps its own.
    static QSet<QString> given;
    const QString path =
        freeGamePath(folder, started.toString(QStringLiteral("yyyy-MM-dd-HHmmss")), given);
    given.insert(path);
    return path;
}

int adoptOldAutosaves() {
    const QDir data(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    const QStringList old =
        data.entryList({QStringLiteral("autosave*.rano.json")}, QDir::Files, QDir::Name);
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
