#include "volcanic/replay.h"

#include "volcanic/catalogue_json.h"
#include "volcanic/report_json.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

using nlohmann::json;
using replay::Bad;
using replay::need;

namespace {
json resultOf(const State& s) {
    json scores = json::array();
    for (int p = 0; p < s.players; ++p)
        scores.push_back(score(s, p).total());
    return {{"scores", scores}, {"winners", winnersToJson(s)}};
}
} // namespace

json replayToJson(const Game& game, const std::vector<Seat>& seats) {
    json j = replay::header("volcanic-isle", game.seed(), seats);
    j["options"] = {{"players", game.options().players},
                    {"volcanoFaces", game.options().volcanoFaces}};
    j["continent"] = continentToJson(game.board().continent);
    replay::writeChoices(j, game, resultOf);
    return j;
}

bool replayFromJson(const json& j, const TileCatalogue& catalogue, Replay& replay,
                    std::unique_ptr<Game>& game, std::string& error) {
    game.reset();
    try {
        const replay::Header header = replay::readHeader(j, "volcanic-isle");
        replay.engineVersion = header.engineVersion;
        const json& options = need(j, "options", "object");
        replay.options.players = need(options, "players", "integer").get<int>();
        if (replay.options.players < 2 || replay.options.players > kMaxPlayers)
            throw Bad{"options.players: must be 2, 3 or 4"};
        replay.options.volcanoFaces = need(options, "volcanoFaces", "integer").get<int>();
        if (replay.options.volcanoFaces < 0 || replay.options.volcanoFaces > kDieFaces)
            throw Bad{"options.volcanoFaces: must be 0 to 6"};
        std::string why;
        if (!continentFromJson(need(j, "continent", "object"), replay.continent, why))
            throw Bad{"continent: " + why};
        replay.seed = header.seed;
        replay.seats = replay::readSeats(j, replay.options.players);
        auto board = std::make_shared<Board>();
        if (!Board::build(catalogue, replay.continent, *board, why)) throw Bad{"continent: " + why};
        game = std::make_unique<Game>(board, replay.options, replay.seed);
        replay::replayChoices(j, *game, parseChoice, resultOf);
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

} // namespace rano::volcanic
