#include "cardsgamefile.h"

#include <QFile>

#include "cards/replay.h"
#include "core/replay_record.h"

using namespace rano::cards;

namespace {
bool readJson(const QString& path, nlohmann::json& j, std::string& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString().toStdString();
        return false;
    }
    const QByteArray bytes = file.readAll();
    // The parser's message says where the file goes wrong (line and column).
    try {
        j = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const nlohmann::json::exception& e) {
        error = std::string("not valid JSON (") + e.what() + ")";
        return false;
    }
    return true;
}
} // namespace

QString replayGameOf(const QString& path) {
    nlohmann::json j;
    std::string error;
    if (!readJson(path, j, error) || !j.is_object()) return {};
    return QString::fromStdString(rano::replayGame(j));
}

bool readCardsGame(const QString& path, CardsGameFile& out, std::string& error) {
    nlohmann::json j;
    if (!readJson(path, j, error)) return false;
    Replay replay;
    std::unique_ptr<Game> game;
    if (!replayFromJson(j, replay, game, error) || !game) return false;
    out.game = std::move(game);
    out.seats.clear();
    for (const rano::Seat& s : replay.seats)
        out.seats.push_back(
            {QString::fromStdString(s.name), s.human, QString::fromStdString(s.level)});
    out.json = std::move(j);
    return true;
}

std::string cardsGameText(const Game& game, const std::vector<SeatSetup>& seats, int indent) {
    std::vector<rano::Seat> list;
    for (const SeatSetup& s : seats)
        list.push_back({s.name.toStdString(), s.human, s.level.toStdString()});
    return replayToJson(game, list).dump(indent);
}
