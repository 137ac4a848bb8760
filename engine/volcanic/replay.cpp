#include "volcanic/replay.h"

#include <rano/version.h>

#include "volcanic/catalogue_json.h"
#include "volcanic/report_json.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

using nlohmann::json;

json replayToJson(const Game& game, const std::vector<Seat>& seats) {
    json j;
    j["format"] = "rano-replay";
    j["version"] = kReplayFormatVersion;
    j["game"] = "volcanic-isle";
    j["engine"] = kEngineVersion;
    j["options"] = {{"players", game.options().players},
                    {"volcanoFaces", game.options().volcanoFaces}};
    j["continent"] = continentToJson(game.board().continent);
    j["seed"] = game.seed();
    json players = json::array();
    for (const Seat& s : seats) {
        json p = {{"name", s.name}, {"kind", s.human ? "human" : "ai"}};
        if (!s.human) p["level"] = s.level;
        players.push_back(p);
    }
    j["players"] = players;
    json choices = json::array();
    json checkpoints = json::array();
    const auto& moves = game.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        choices.push_back({{"choice", toText(moves[i].choice)},
                           {"player", moves[i].player},
                           {"ms", moves[i].ms}});
        if ((i + 1) % kReplayCheckpointEvery == 0)
            checkpoints.push_back(
                {{"after", i + 1}, {"hash", hashText(game.stateAt(i + 1).hash())}});
    }
    j["choices"] = choices;
    j["checkpoints"] = checkpoints;
    const State& s = game.state();
    if (s.over()) {
        json scores = json::array();
        for (int p = 0; p < s.players; ++p)
            scores.push_back(score(s, p).total());
        j["result"] = {
            {"scores", scores}, {"winners", winnersToJson(s)}, {"hash", hashText(s.hash())}};
    } else {
        j["result"] = nullptr;
    }
    return j;
}

namespace {
struct Bad {
    std::string what;
};

const json& need(const json& j, const char* key, const char* type) {
    const auto it = j.find(key);
    if (it == j.end()) throw Bad{std::string(key) + ": missing"};
    const bool ok = std::string(type) == "string"   ? it->is_string()
                    : std::string(type) == "array"  ? it->is_array()
                    : std::string(type) == "object" ? it->is_object()
                                                    : it->is_number_integer();
    if (!ok)
        throw Bad{std::string(key) + ": expected " +
                  (std::string(type) == "integer" ? "an integer" : std::string("an ") + type)};
    return *it;
}
} // namespace

bool replayFromJson(const json& j, const TileCatalogue& catalogue, Replay& replay,
                    std::unique_ptr<Game>& game, std::string& error) {
    game.reset();
    try {
        if (!j.is_object()) throw Bad{"the file is not a Rano replay (expected a JSON object)"};
        if (need(j, "format", "string").get<std::string>() != "rano-replay")
            throw Bad{"format: expected \"rano-replay\""};
        const int version = need(j, "version", "integer").get<int>();
        if (version > kReplayFormatVersion)
            throw Bad{"version: this replay is version " + std::to_string(version) +
                      ", newer than this Rano reads (" + std::to_string(kReplayFormatVersion) +
                      "); update Rano to open it"};
        if (version < 1)
            throw Bad{"version: " + std::to_string(version) + " is not a replay version"};
        if (need(j, "game", "string").get<std::string>() != "volcanic-isle")
            throw Bad{"game: \"" + j["game"].get<std::string>() +
                      "\" is not a game this Rano plays"};
        replay.engineVersion = j.value("engine", std::string("unknown"));
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
        const json& seed = need(j, "seed", "integer");
        if (!seed.is_number_unsigned()) throw Bad{"seed: expected a non-negative integer"};
        replay.seed = seed.get<std::uint64_t>();
        const json& players = need(j, "players", "array");
        if (int(players.size()) != replay.options.players)
            throw Bad{"players: " + std::to_string(players.size()) + " seats for a " +
                      std::to_string(replay.options.players) + "-player game"};
        replay.seats.clear();
        for (std::size_t i = 0; i < players.size(); ++i) {
            try {
                if (!players[i].is_object()) throw Bad{"expected an object"};
                Seat seat;
                seat.name = need(players[i], "name", "string").get<std::string>();
                const std::string kind = need(players[i], "kind", "string").get<std::string>();
                if (kind != "human" && kind != "ai")
                    throw Bad{"kind: expected \"human\" or \"ai\""};
                seat.human = kind == "human";
                if (!seat.human)
                    seat.level = need(players[i], "level", "string").get<std::string>();
                replay.seats.push_back(seat);
            } catch (const Bad& bad) {
                throw Bad{"players[" + std::to_string(i) + "]." + bad.what};
            }
        }
        auto board = std::make_shared<Board>();
        if (!Board::build(catalogue, replay.continent, *board, why)) throw Bad{"continent: " + why};
        game = std::make_unique<Game>(board, replay.options, replay.seed);

        const json& choices = need(j, "choices", "array");
        const json& checkpoints = need(j, "checkpoints", "array");
        std::size_t nextCheckpoint = 0;
        replay.moves.clear();
        for (std::size_t i = 0; i < choices.size(); ++i) {
            const std::string where = "choices[" + std::to_string(i) + "]";
            const json& entry = choices[i];
            if (!entry.is_object() || !entry.contains("choice") || !entry["choice"].is_string())
                throw Bad{where + ": expected {\"choice\": text, \"player\": seat, \"ms\": time}"};
            const std::string text = entry["choice"].get<std::string>();
            const auto choice = parseChoice(text);
            if (!choice) throw Bad{where + ": \"" + text + "\" is not a choice"};
            const int who = entry.value("player", -1);
            if (who != game->state().whoDecides())
                throw Bad{where + " (\"" + text + "\"): recorded for seat " + std::to_string(who) +
                          " but seat " + std::to_string(game->state().whoDecides()) +
                          " decides there"};
            const std::int64_t ms = entry.value("ms", std::int64_t(0));
            if (std::string illegal = game->play(*choice, ms); !illegal.empty())
                throw Bad{where + " (\"" + text + "\"): " + illegal};
            replay.moves.push_back(game->moves().back());
            while (nextCheckpoint < checkpoints.size()) {
                const json& cp = checkpoints[nextCheckpoint];
                if (!cp.is_object() || !cp.contains("after") || !cp["after"].is_number_unsigned() ||
                    !cp.contains("hash") || !cp["hash"].is_string())
                    throw Bad{"checkpoints[" + std::to_string(nextCheckpoint) +
                              "]: expected {\"after\": n, \"hash\": text}"};
                if (cp["after"].get<std::size_t>() != i + 1) break;
                if (cp["hash"].get<std::string>() != hashText(game->state().hash()))
                    throw Bad{"checkpoints[" + std::to_string(nextCheckpoint) +
                              "]: the game diverges from the record after choice " +
                              std::to_string(i + 1) + " (the rules or the file changed)"};
                ++nextCheckpoint;
            }
        }
        if (nextCheckpoint < checkpoints.size())
            throw Bad{"checkpoints[" + std::to_string(nextCheckpoint) + "]: after choice " +
                      checkpoints[nextCheckpoint].value("after", json()).dump() +
                      ", beyond the recorded choices (the file is truncated?)"};
        const auto result = j.find("result");
        if (result == j.end()) throw Bad{"result: missing (null for a game in progress)"};
        const State& s = game->state();
        if (result->is_null()) {
            if (s.over())
                throw Bad{"result: the game is over after the recorded choices but no result is "
                          "recorded"};
        } else {
            if (!s.over())
                throw Bad{"result: a result is recorded but the game is not over after " +
                          std::to_string(choices.size()) + " choices (the file is truncated?)"};
            if (!result->is_object() || !result->contains("hash") || !(*result)["hash"].is_string())
                throw Bad{"result: expected {\"scores\", \"winners\", \"hash\"}"};
            if ((*result)["hash"].get<std::string>() != hashText(s.hash()))
                throw Bad{"result: the recorded final position differs from the replayed one"};
            json scores = json::array();
            for (int p = 0; p < s.players; ++p)
                scores.push_back(score(s, p).total());
            if (result->value("scores", json()) != scores)
                throw Bad{"result.scores: recorded " + result->value("scores", json()).dump() +
                          ", replayed " + scores.dump()};
            if (result->value("winners", json()) != winnersToJson(s))
                throw Bad{"result.winners: recorded " + result->value("winners", json()).dump() +
                          ", replayed " + winnersToJson(s).dump()};
        }
        return true;
    } catch (const Bad& bad) {
        error = bad.what;
    } catch (const json::exception& e) {
        error = std::string("malformed replay: ") + e.what();
    }
    return false;
}

} // namespace rano::volcanic
