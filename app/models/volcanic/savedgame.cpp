#include "savedgame.h"

#include "volcanic/replay.h"
#include "volcanic/shipped.h"

bool VolcanicReviewKit::replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                               std::vector<rano::Seat>& seats, std::string& error) {
    rano::volcanic::TileCatalogue catalogue;
    rano::volcanic::Replay replay;
    if (!rano::volcanic::shippedCatalogue(catalogue, error) ||
        !rano::volcanic::replayFromJson(j, catalogue, replay, game, error))
        return false;
    seats = std::move(replay.seats);
    return true;
}
