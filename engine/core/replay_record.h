#pragma once

// The replay file every game shares (docs/replay-format.md): its header, the seats, the list
// of choices with checkpoint hashes, and the result. Each game adds its own fields (its
// options, what its board needs) and supplies its Game type; the re-simulation that checks a
// file choice by choice is written once, here.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace rano {

inline constexpr int kReplayFormatVersion = 1;
// A state hash is recorded every this many choices, so a divergence shows where it starts.
inline constexpr int kReplayCheckpointEvery = 25;

// The most seats of any game, and the longest player name a file may hold (in characters):
// a longer one is refused before anything is built from it.
inline constexpr int kMaxSeats = 4;
inline constexpr int kMaxNameLength = 40;

// The number of characters (code points) of UTF-8 `text`.
std::size_t characterCount(std::string_view text);

struct Seat {
    std::string name;
    bool human = false;
    std::string level; // for an AI: random, greedy, easy, medium, hard, expert
    friend bool operator==(const Seat&, const Seat&) = default;
};

// What a replay file holds besides its game's own fields (Volcanic Isle's continent).
template <class Options, class Move> struct ReplayOf {
    Options options;
    std::uint64_t seed = 0;
    std::vector<Seat> seats;
    std::vector<Move> moves;
    std::string engineVersion; // of the Rano that wrote it
};

// A state hash as the files write it: 16 lowercase hex digits.
std::string hashText(std::uint64_t hash);

// Which game a replay holds (the id in its "game"), or "" when `j` is not a
// replay at all; readers use it to pick the game before reading the rest.
std::string replayGame(const nlohmann::json& j);

namespace replay {

// What a file fails on, with the path of the offending field.
struct Bad {
    std::string what;
};

// `key` of `j`, which must be there and of `type` ("string", "array", "object", "integer").
const nlohmann::json& need(const nlohmann::json& j, const char* key, const char* type);

// format, version, game, engine, seed and players.
nlohmann::json header(const char* game, std::uint64_t seed, const std::vector<Seat>& seats);

struct Header {
    std::string engineVersion;
    std::uint64_t seed = 0;
};
// Checks format, version and game (a replay of another of `knownGames` is told apart from one of
// a stranger); reads the engine version and the seed. Throws Bad.
Header readHeader(const nlohmann::json& j, const char* game,
                  std::span<const std::string_view> knownGames);
// The seats of a `players`-player game. Throws Bad.
// `knownLevel` tells an AI level this Rano plays ("hard") from one it does not ("god").
std::vector<Seat> readSeats(const nlohmann::json& j, int players,
                            bool (*knownLevel)(const std::string& level));

// Writes `choices`, `checkpoints` and `result` of `game`. `result(state)` gives
// {"scores", "winners"} of a finished game.
template <typename GameT, typename Result>
void writeChoices(nlohmann::json& j, const GameT& game, Result result) {
    nlohmann::json choices = nlohmann::json::array();
    nlohmann::json checkpoints = nlohmann::json::array();
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
    const auto& s = game.state();
    if (s.over()) {
        nlohmann::json r = result(s);
        r["hash"] = hashText(s.hash());
        j["result"] = r;
    } else {
        j["result"] = nullptr;
    }
}

// The revision of a game's rules a replay was played under ("rules"; 1 when the field is
// absent), checked against `current`: an older one is refused with `older(revision)`, what
// changed since it ("where the Chief took a placement turn of its own"), a newer one asks for
// a newer Rano. Throws Bad.
void requireRules(const nlohmann::json& j, int current,
                  const std::function<std::string(int)>& older);

// A choice entry's "player": a seat number as written, never a truncated or rounded one
// (4294967297 is not seat 1). Throws Bad naming `where`.
int choiceSeat(const nlohmann::json& entry, const std::string& where);
// A choice entry's "ms", the time taken: 0 when absent, else 0 to a week. Throws Bad.
std::int64_t choiceMs(const nlohmann::json& entry, const std::string& where);

void checkCheckpoint(const nlohmann::json& checkpoints, std::size_t& next, std::size_t after,
                     std::uint64_t hash);
void checkNoCheckpointLeft(const nlohmann::json& checkpoints, std::size_t next);
void checkResult(const nlohmann::json& j, bool over, std::uint64_t hash,
                 const nlohmann::json& result, std::size_t choices);

// Re-plays `choices` of `j` on `game`: every choice must parse, be recorded for the seat that
// decides there and be legal; every checkpoint and the result must match. Throws Bad naming
// the first fault, e.g. `choices[41] ("raise 12 0"): a Fissure blocks that move`; `game` then
// holds the position reached before it.
template <typename GameT, typename Parse, typename Result>
void replayChoices(const nlohmann::json& j, GameT& game, Parse parse, Result result) {
    const nlohmann::json& choices = need(j, "choices", "array");
    const nlohmann::json& checkpoints = need(j, "checkpoints", "array");
    std::size_t nextCheckpoint = 0;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const std::string where = "choices[" + std::to_string(i) + "]";
        const nlohmann::json& entry = choices[i];
        if (!entry.is_object() || !entry.contains("choice") || !entry["choice"].is_string())
            throw Bad{where + ": expected {\"choice\": text, \"player\": seat, \"ms\": time}"};
        const std::string text = entry["choice"].template get<std::string>();
        const auto choice = parse(text);
        if (!choice) throw Bad{where + ": \"" + text + "\" is not a choice"};
        const int who = choiceSeat(entry, where);
        if (who != game.state().whoDecides())
            throw Bad{where + " (\"" + text + "\"): recorded for seat " + std::to_string(who) +
                      " but seat " + std::to_string(game.state().whoDecides()) + " decides there"};
        const std::int64_t ms = choiceMs(entry, where);
        if (std::string illegal = game.play(*choice, ms); !illegal.empty())
            throw Bad{where + " (\"" + text + "\"): " + illegal};
        checkCheckpoint(checkpoints, nextCheckpoint, i + 1, game.state().hash());
    }
    checkNoCheckpointLeft(checkpoints, nextCheckpoint);
    const auto& s = game.state();
    checkResult(j, s.over(), s.hash(), s.over() ? result(s) : nlohmann::json(), choices.size());
}

// {"scores": [...], "winners": [...]}: the totals of a finished game of `Kit` and its winners.
template <class Kit> nlohmann::json result(const typename Kit::State& s) {
    nlohmann::json scores = nlohmann::json::array();
    for (int p = 0; p < Kit::players(s); ++p)
        scores.push_back(Kit::score(s, p).total());
    nlohmann::json list = nlohmann::json::array();
    for (int w : Kit::winners(s))
        list.push_back(w);
    return {{"scores", scores}, {"winners", list}};
}

// The file of a game of `Kit`: the header, the game's own fields (`fields`: its options,
// anything its Context needs) and the choices.
template <class Kit, class GameT>
nlohmann::json write(const GameT& game, const std::vector<Seat>& seats,
                     const nlohmann::json& fields) {
    nlohmann::json j = header(Kit::kId, game.seed(), seats);
    for (const auto& [key, value] : fields.items())
        j[key] = value;
    writeChoices(j, game, result<Kit>);
    return j;
}

// Reads and re-simulates a replay of `Kit`'s game: the header, then `start(replay)`, which
// reads the game's own fields and the seats into `replay` and makes the Game, then every
// choice. On failure `error` names the place; `game` then holds the position reached before
// the fault, or nothing if the header or the game's fields are bad.
template <class Kit, class GameT, class ReplayT, class Start>
bool read(const nlohmann::json& j, std::span<const std::string_view> knownGames, ReplayT& replay,
          std::unique_ptr<GameT>& game, std::string& error, Start start) {
    game.reset();
    try {
        const Header h = readHeader(j, Kit::kId, knownGames);
        replay.engineVersion = h.engineVersion;
        replay.seed = h.seed;
        game = start(replay);
        replayChoices(j, *game, Kit::parse, result<Kit>);
        replay.moves = game->moves();
        return true;
    } catch (const Bad& bad) {
        error = bad.what;
    } catch (const nlohmann::json::exception& e) {
        error = std::string("malformed replay: ") + e.what();
    }
    if (game) replay.moves = game->moves();
    return false;
}

} // namespace replay
} // namespace rano
