#include "savedgame.h"

#include <QFile>

#include "volcanic/replay.h"
#include "volcanic/shipped.h"

using namespace rano::volcanic;

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
