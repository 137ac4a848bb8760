#include "volcanic/replay.h"

#include "games/ids.h"
#include "volcanic/catalogue_json.h"

namespace rano::volcanic {

using nlohmann::json;
using replay::Bad;
using replay::need;

json replayToJson(const Game& game, const std::vector<Seat>& seats) {
    return replay::write<Kit>(
        game, seats,
        {{"options",
          {{"players", game.options().players}, {"volcanoFaces", game.options().volcanoFaces}}},
         {"continent", continentToJson(game.board().continent)}});
}

bool replayFromJson(const json& j, const TileCatalogue& catalogue, Replay& replay,
                    std::unique_ptr<Game>& game, std::string& error) {
    return replay::read<Kit>(j, games::kIds, replay, game, error, [&](Replay& r) {
        const json& options = need(j, "options", "object");
        r.options.players = need(options, "players", "integer").get<int>();
        if (r.options.players < 2 || r.options.players > kMaxPlayers)
            throw Bad{"options.players: must be 2, 3 or 4"};
        r.options.volcanoFaces = need(options, "volcanoFaces", "integer").get<int>();
        if (r.options.volcanoFaces < 0 || r.options.volcanoFaces > kDieFaces)
            throw Bad{"options.volcanoFaces: must be 0 to 6"};
        std::string why;
        if (!continentFromJson(need(j, "continent", "object"), r.continent, why))
            throw Bad{"continent: " + why};
        r.seats = replay::readSeats(j, r.options.players);
        auto board = std::make_shared<Board>();
        if (!Board::build(catalogue, r.continent, *board, why)) throw Bad{"continent: " + why};
        return std::make_unique<Game>(board, r.options, r.seed);
    });
}

} // namespace rano::volcanic
