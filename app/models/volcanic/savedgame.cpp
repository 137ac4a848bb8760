#include "savedgame.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QUrl>

#include "volcanic/replay.h"
#include "volcanic/shipped.h"

using namespace rano::volcanic;

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

bool readSavedGame(const QString& path, SavedGame& out, std::string& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString().toStdString();
        return false;
    }
    const QByteArray bytes = file.readAll();
    nlohmann::json j;
    // The parser's message says where the file goes wrong (line and column).
    try {
        j = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const nlohmann::json::exception& e) {
        error = std::string("not valid JSON (") + e.what() + ")";
        return false;
    }
    TileCatalogue catalogue;
    Replay replay;
    std::unique_ptr<Game> game;
    if (!shippedCatalogue(catalogue, error) || !replayFromJson(j, catalogue, replay, game, error) ||
        !game)
        return false;
    out.game = std::move(game);
    out.seats.clear();
    for (const Seat& s : replay.seats)
        out.seats.push_back(
            {QString::fromStdString(s.name), s.human, QString::fromStdString(s.level)});
    out.json = std::move(j);
    return true;
}
