#include "cards/replay.h"

#include "cards/scoring.h"

namespace rano::cards {

using nlohmann::json;
using replay::Bad;
using replay::need;

json resultToJson(const State& s) {
    json scores = json::array();
    for (int p = 0; p < s.players; ++p)
        scores.push_back(score(s, p).total());
    json list = json::array();
    for (int w : winners(s))
        list.push_back(w);
    return {{"scores", scores}, {"winners", list}};
}

json replayToJson(const Game& game, const std::vector<Seat>& seats) {
    json j = replay::header("rapa-nui-cards", game.seed(), seats);
    j["options"] = {{"players", game.options().players}};
    replay::writeChoices(j, game, resultToJson);
    return j;
}

bool replayFromJson(const json& j, Replay& replay, std::unique_ptr<Game>& game,
                    std::string& error) {
    game.reset();
    try {
        const replay::Header header = replay::readHeader(j, "rapa-nui-cards");
        replay.engineVersion = header.engineVersion;
        replay.seed = header.seed;
        const json& options = need(j, "options", "object");
        replay.options.players = need(options, "players", "integer").get<int>();
        if (replay.options.players < 2 || replay.options.players > kMaxPlayers)
            throw Bad{"options.players: must be 2, 3 or 4"};
        replay.seats = replay::readSeats(j, replay.options.players);
        game = std::make_unique<Game>(replay.options, replay.seed);
        replay::replayChoices(j, *game, parseChoice, resultToJson);
        replay.moves = game->moves();
        return true;
    } catch (const Bad& bad) {
        error = bad.what;
    } catch (const json::exception& e) {
        error = std::string("malformed replay: ") + e.what();
    }
    if (game) replay.moves = game->moves();
    return false;
}

} // namespace rano::cards
