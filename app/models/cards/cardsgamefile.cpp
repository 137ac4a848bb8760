#include "cardsgamefile.h"

#include "cards/replay.h"

bool CardsReviewKit::replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                            std::vector<rano::Seat>& seats, std::string& error) {
    rano::cards::Replay replay;
    if (!rano::cards::replayFromJson(j, replay, game, error)) return false;
    seats = std::move(replay.seats);
    return true;
}

QString replayGameOf(const QString& path) {
    nlohmann::json j;
    std::string error;
    if (!readGameJson(path, j, error) || !j.is_object()) return {};
    return QString::fromStdString(rano::replayGame(j));
}

std::string cardsGameText(const rano::cards::Game& game, const std::vector<SeatSetup>& seats,
                          int indent) {
    return rano::cards::replayToJson(game, engineSeats(seats)).dump(indent);
}
