#pragma once

// The replay file every game shares (docs/replay-format.md): its header, the seats, the list
// of choices with checkpoint hashes, and the result. Each game adds its own fields (its
// options, what its board needs) and supplies its Game type; the re-simulation that checks a
// file choice by choice is written once, here.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
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
// a stranger); reads the engine version and the seed (none in a seat's record, which has
// `seen` instead). Throws Bad.
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
// A choice entry's text (its "choice"); throws Bad naming `where` when the entry is not a
// {"choice": text, "player": seat, "ms": time}.
std::string choiceText(const nlohmann::json& entry, const std::string& where);
// A choice entry's "ms", the time taken: 0 when absent, else 0 to a week. Throws Bad.
std::int64_t choiceMs(const nlohmann::json& entry, const std::string& where);

void checkCheckpoint(const nlohmann::json& checkpoints, std::size_t& next, std::size_t after,
                     std::uint64_t hash);
void checkNoCheckpointLeft(const nlohmann::json& checkpoints, std::size_t next);
void checkResult(const nlohmann::json& j, bool over, std::uint64_t hash,
                 const nlohmann::json& result, std::size_t choices);

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

// The seed of the stand-ins for what a seat's view hides, the same wherever the view is read
// (FNV-1a of its text): a seat's record is read back into the very states it was written from.
std::uint64_t standInSeed(const nlohmann::json& view);

// A choice as seat `viewer` may know it, in its text form, and back: what a seat's record
// keeps (the kit's seenText and toldChoice where it hides part of a choice, the card game's
// face-down Sacrifice; else the choice itself).
template <class Kit>
std::string seenText(const typename Kit::State& before, const typename Kit::Choice& c, int viewer) {
    if constexpr (requires { Kit::seenText(before, c, viewer); })
        return Kit::seenText(before, c, viewer);
    else
        return Kit::text(c);
}
template <class Kit>
std::optional<typename Kit::Choice> toldChoice(const typename Kit::State& before,
                                               std::string_view text) {
    if constexpr (requires { Kit::toldChoice(before, text); })
        return Kit::toldChoice(before, text);
    else
        return Kit::parse(text);
}

// The position seat `seat`'s `view` shows, as a record's reader makes it. Throws Bad naming
// `where`.
template <class Kit>
typename Kit::State standIn(const nlohmann::json& view, const typename Kit::Context& context,
                            const std::string& where) {
    typename Kit::State s;
    std::string error;
    if (!Kit::fromView(view, context, standInSeed(view), s, error)) throw Bad{where + ": " + error};
    Kit::attach(s, context);
    return s;
}

// A seat's record (an online game, as that seat saw it): `seen` holds the seat and the view it
// was shown at the start; each choice is told as the seat may know it, followed by the view
// it was shown after it (`after`) wherever playing the choice on the reader's stand-in would
// not show that very view (a die, a card turned up, a choice it saw only in part). The
// reader's states are thus the seat's views, no more: no seed, no hash of the real game.
template <class Kit, typename GameT> void writeSeen(nlohmann::json& j, const GameT& game) {
    const int seat = game.seenBy();
    const auto& context = game.context();
    nlohmann::json start = Kit::view(game.stateAt(0), seat);
    typename Kit::State reader = standIn<Kit>(start, context, "seen.start");
    j["seen"] = {{"seat", seat}, {"start", std::move(start)}};
    nlohmann::json choices = nlohmann::json::array();
    const auto& moves = game.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string text = seenText<Kit>(game.stateAt(i), moves[i].choice, seat);
        nlohmann::json entry = {{"choice", text}, {"player", moves[i].player}, {"ms", moves[i].ms}};
        nlohmann::json shown = Kit::view(game.stateAt(i + 1), seat);
        typename Kit::State next = reader;
        const auto told = toldChoice<Kit>(reader, text);
        if (!told || !Kit::apply(next, *told, nullptr).empty() || Kit::view(next, seat) != shown) {
            next = standIn<Kit>(shown, context, "choices[" + std::to_string(i) + "].after");
            entry["after"] = std::move(shown);
        }
        reader = next;
        choices.push_back(std::move(entry));
    }
    j["choices"] = std::move(choices);
    j["checkpoints"] = nlohmann::json::array();
    j["result"] = nullptr;
    if (Kit::over(reader)) j["result"] = result<Kit>(reader);
}

// Reads a seat's record (writeSeen's) into `game`, made with the record's options and
// context. Throws Bad naming the first fault.
template <class Kit, typename GameT> void replaySeen(const nlohmann::json& j, GameT& game) {
    const nlohmann::json& seen = need(j, "seen", "object");
    const int players = Kit::players(game.state());
    const nlohmann::json& seatField = need(seen, "seat", "integer");
    if (!seatField.is_number_integer() || seatField.get<long long>() < 0 ||
        seatField.get<long long>() >= players)
        throw Bad{"seen.seat: " + seatField.dump() + " is not a seat of this game"};
    const int seat = seatField.get<int>();
    game.reset(standIn<Kit>(need(seen, "start", "object"), game.context(), "seen.start"));
    if (Kit::players(game.state()) != players)
        throw Bad{"seen.start: a view of a " + std::to_string(Kit::players(game.state())) +
                  "-player game"};
    game.setSeenBy(seat);
    const nlohmann::json& choices = need(j, "choices", "array");
    if (!need(j, "checkpoints", "array").empty())
        throw Bad{"checkpoints: a seat's record has none"};
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const std::string where = "choices[" + std::to_string(i) + "]";
        const nlohmann::json& entry = choices[i];
        const std::string text = choiceText(entry, where);
        if (Kit::over(game.state())) throw Bad{where + " (\"" + text + "\"): the game is over"};
        const auto choice = toldChoice<Kit>(game.state(), text);
        if (!choice) throw Bad{where + ": \"" + text + "\" is not a choice"};
        const int who = choiceSeat(entry, where);
        if (who != Kit::decider(game.state()))
            throw Bad{where + " (\"" + text + "\"): recorded for seat " + std::to_string(who) +
                      " but seat " + std::to_string(Kit::decider(game.state())) + " decides there"};
        const std::int64_t ms = choiceMs(entry, where);
        if (const auto after = entry.find("after"); after != entry.end()) {
            if (!after->is_object()) throw Bad{where + ".after: expected an object (a view)"};
            auto next = standIn<Kit>(*after, game.context(), where + ".after");
            if (Kit::players(next) != players) throw Bad{where + ".after: a view of another game"};
            game.record(*choice, who, ms, next);
        } else if (std::string illegal = game.play(*choice, ms); !illegal.empty()) {
            throw Bad{where + " (\"" + text + "\"): " + illegal};
        }
    }
    const auto& s = game.state();
    const auto recorded = j.find("result");
    if (recorded == j.end()) throw Bad{"result: missing (null for a game in progress)"};
    if (recorded->is_null() != !Kit::over(s))
        throw Bad{recorded->is_null()
                      ? "result: the game is over after the recorded choices "
                        "but no result is recorded"
                      : "result: a result is recorded but the game is not over "
                        "after " +
                            std::to_string(choices.size()) + " choices (the file is truncated?)"};
    if (!recorded->is_null())
        for (const char* key : {"scores", "winners"})
            if (recorded->value(key, nlohmann::json()) !=
                result<Kit>(s).value(key, nlohmann::json()))
                throw Bad{std::string("result.") + key + ": recorded " +
                          recorded->value(key, nlohmann::json()).dump() + ", replayed " +
                          result<Kit>(s).value(key, nlohmann::json()).dump()};
}

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
        const std::string text = choiceText(entry, where);
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

// The file of a game of `Kit`: the header, the game's own fields (`fields`: its options,
// anything its Context needs) and the choices.
// A game seen by one seat (GameOf::seenBy) is written as that seat's record (writeSeen).
template <class Kit, class GameT>
nlohmann::json write(const GameT& game, const std::vector<Seat>& seats,
                     const nlohmann::json& fields) {
    nlohmann::json j = header(Kit::kId, game.seed(), seats);
    for (const auto& [key, value] : fields.items())
        j[key] = value;
    if (game.seenBy() >= 0) {
        j.erase("seed");
        writeSeen<Kit>(j, game);
    } else {
        writeChoices(j, game, result<Kit>);
    }
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
        if (j.contains("seen"))
            replaySeen<Kit>(j, *game);
        else
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
