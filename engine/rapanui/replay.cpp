#include "rapanui/replay.h"

#include "core/json_read.h"

#include "games/ids.h"
#include "rapanui/shipped.h"

namespace rano::rapanui {

using nlohmann::json;
using replay::Bad;
using replay::need;

std::shared_ptr<const Board> shippedBoardFor(int players, std::string& error) {
    auto board = std::make_shared<Board>();
    if (!shippedBoard(sideFor(players), *board, error)) return nullptr;
    return board;
}

json replayToJson(const Game& game, const std::vector<Seat>& seats) {
    return replay::write<Kit>(
        game, seats,
        {{"options",
          {{"players", game.options().players}, {"firstGame", game.options().firstGame}}},
         {"board", boardToJson(game.board())},
         {"rules", kRulesRevision}});
}

bool replayFromJson(const json& j, Replay& replay, std::unique_ptr<Game>& game,
                    std::string& error) {
    return replay::read<Kit>(j, games::kIds, replay, game, error, [&](Replay& r) {
        // Files written before "rules" existed were played under revision 1.
        replay::requireRules(j, kRulesRevision, [](int older) {
            return older == 1
                       ? std::string("where the Chief took a placement turn of its own, Barter "
                                     "waited for a transport turn and Offerings were paid with "
                                     "the lowest resources")
                       : std::string("where one Moai stood on an Ahu space, Barter gave 3 of one "
                                     "Resource for 3 of another and the Rongorongo Tablet could "
                                     "not copy Take Your Pick");
        });
        const json& options = need(j, "options", "object");
        if (!jsonread::inRange(need(options, "players", "integer"), Kit::kMinPlayers, kMaxPlayers))
            throw Bad{"options.players: must be 2, 3 or 4"};
        r.options.players = options["players"].get<int>();
        if (options.contains("firstGame")) {
            if (!options["firstGame"].is_boolean())
                throw Bad{"options.firstGame: expected true or false"};
            r.options.firstGame = options["firstGame"].get<bool>();
        }
        auto board = std::make_shared<Board>();
        std::string why;
        if (!boardFromJson(need(j, "board", "object"), *board, why)) throw Bad{"board: " + why};
        if (board->side != sideFor(r.options.players))
            throw Bad{"board: not the side " + std::to_string(r.options.players) +
                      " players play on"};
        r.seats = replay::readSeats(j, r.options.players, ai::isLevelName);
        return std::make_unique<Game>(board, r.options, r.seed);
    });
}

} // namespace rano::rapanui
