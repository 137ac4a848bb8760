#include "gamefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <nlohmann/json.hpp>

#include "core/json_file.h"
#include "core/replay_record.h"

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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    if (file.size() > rano::kMaxJsonFileBytes) return {};
    const QByteArray bytes = file.readAll();
    nlohmann::json j;
    std::string error;
    if (!rano::parseJson(std::string_view(bytes.constData(), std::size_t(bytes.size())), j, error))
        return {};
    return j.is_object() ? QString::fromStdString(rano::replayGame(j)) : QString();
}
