#include "rapanuigamefile.h"

#include "rapanui/replay.h"

bool RapaNuiReviewKit::replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                              std::vector<rano::Seat>& seats, std::string& error) {
    rano::rapanui::Replay replay;
    if (!rano::rapanui::replayFromJson(j, replay, game, error)) return false;
    seats = std::move(replay.seats);
    return true;
}
