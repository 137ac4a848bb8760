#include "cards/replay.h"

#include "core/json_read.h"
#include "games/ids.h"

namespace rano::cards {

using nlohmann::json;
using replay::Bad;
using replay::need;

json resultToJson(const State& s) {
    return replay::result<Kit>(s);
}

json replayToJson(const Game& game, const std::vector<Seat>& seats) {
    return replay::write<Kit>(game, seats, {{"options", {{"players", game.options().players}}}});
}

bool replayFromJson(const json& j, Replay& replay, std::unique_ptr<Game>& game,
                    std::string& error) {
    return replay::read<Kit>(j, games::kIds, replay, game, error, [&](Replay& r) {
        const json& options = need(j, "options", "object");
        if (!jsonread::inRange(need(options, "players", "integer"), 2, kMaxPlayers))
            throw Bad{"options.players: must be 2, 3 or 4"};
        r.options.players = options["players"].get<int>();
        r.seats = replay::readSeats(j, r.options.players, ai::isLevelName);
        return std::make_unique<Game>(r.options, r.seed);
    });
}

} // namespace rano::cards
