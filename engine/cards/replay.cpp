#include "cards/replay.h"

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
        r.options.players = need(options, "players", "integer").get<int>();
        if (r.options.players < 2 || r.options.players > kMaxPlayers)
            throw Bad{"options.players: must be 2, 3 or 4"};
        r.seats = replay::readSeats(j, r.options.players);
        return std::make_unique<Game>(r.options, r.seed);
    });
}

} // namespace rano::cards
