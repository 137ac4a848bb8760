#include "core/replay_record.h"

#include <algorithm>
#include <cstdio>
#include <limits>

#include <rano/version.h>

#include "core/json_read.h"

namespace rano {

using nlohmann::json;

std::string hashText(std::uint64_t hash) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash));
    return buf;
}

std::string replayGame(const json& j) {
    if (!j.is_object() || j.value("format", json()) != "rano-replay") return {};
    const auto game = j.find("game");
    return game != j.end() && game->is_string() ? game->get<std::string>() : std::string();
}

std::size_t characterCount(std::string_view text) {
    // Every byte but UTF-8's continuation bytes (10xxxxxx) starts a character.
    return std::size_t(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

namespace replay {

const json& need(const json& j, const char* key, const char* type) {
    const auto it = j.find(key);
    if (it == j.end()) throw Bad{std::string(key) + ": missing"};
    const std::string t = type;
    const bool ok = t == "string"   ? it->is_string()
                    : t == "array"  ? it->is_array()
                    : t == "object" ? it->is_object()
                                    : it->is_number_integer();
    if (!ok) throw Bad{std::string(key) + ": expected " + (t == "string" ? "a string" : "an " + t)};
    return *it;
}

json header(const char* game, std::uint64_t seed, const std::vector<Seat>& seats) {
    json j;
    j["format"] = "rano-replay";
    j["version"] = kReplayFormatVersion;
    j["game"] = game;
    j["engine"] = kEngineVersion;
    j["seed"] = seed;
    json players = json::array();
    for (const Seat& s : seats) {
        json p = {{"name", s.name}, {"kind", s.human ? "human" : "ai"}};
        if (!s.human) p["level"] = s.level;
        players.push_back(p);
    }
    j["players"] = players;
    return j;
}

Header readHeader(const json& j, const char* game, std::span<const std::string_view> knownGames) {
    if (!j.is_object()) throw Bad{"the file is not a Rano replay (expected a JSON object)"};
    if (need(j, "format", "string").get<std::string>() != "rano-replay")
        throw Bad{"format: expected \"rano-replay\""};
    const json& versionField = need(j, "version", "integer");
    if (!jsonread::inRange(versionField, 1, 1 << 30))
        throw Bad{"version: " + versionField.dump() + " is not a replay version"};
    const int version = versionField.get<int>();
    if (version > kReplayFormatVersion)
        throw Bad{"version: this replay is version " + std::to_string(version) +
                  ", newer than this Rano reads (" + std::to_string(kReplayFormatVersion) +
                  "); update Rano to open it"};
    const std::string named = need(j, "game", "string").get<std::string>();
    if (named != game) {
        if (std::find(knownGames.begin(), knownGames.end(), named) != knownGames.end())
            throw Bad{"game: this is a replay of \"" + named + "\", not of \"" + game + "\""};
        throw Bad{"game: \"" + named + "\" is not a game this Rano plays"};
    }
    Header h;
    h.engineVersion = j.value("engine", std::string("unknown"));
    if (j.contains("seen") && !j.contains("seed")) return h;
    const json& seed = need(j, "seed", "integer");
    if (!seed.is_number_unsigned() &&
        !jsonread::inRange(seed, 0, std::numeric_limits<long long>::max()))
        throw Bad{"seed: expected a non-negative integer"};
    h.seed = seed.get<std::uint64_t>();
    return h;
}

std::vector<Seat> readSeats(const json& j, int players,
                            bool (*knownLevel)(const std::string& level)) {
    const json& list = need(j, "players", "array");
    if (int(list.size()) != players)
        throw Bad{"players: " + std::to_string(list.size()) + " seats for a " +
                  std::to_string(players) + "-player game"};
    std::vector<Seat> seats;
    for (std::size_t i = 0; i < list.size(); ++i) {
        try {
            if (!list[i].is_object()) throw Bad{"expected an object"};
            Seat seat;
            const json& name = need(list[i], "name", "string");
            if (name.get_ref<const std::string&>().size() > 4 * kMaxNameLength ||
                characterCount(name.get_ref<const std::string&>()) > kMaxNameLength)
                throw Bad{"name: longer than " + std::to_string(kMaxNameLength) + " characters"};
            seat.name = name.get<std::string>();
            const std::string kind = need(list[i], "kind", "string").get<std::string>();
            if (kind != "human" && kind != "ai") throw Bad{"kind: expected \"human\" or \"ai\""};
            seat.human = kind == "human";
            if (!seat.human) {
                seat.level = need(list[i], "level", "string").get<std::string>();
                if (!knownLevel(seat.level))
                    throw Bad{"level: \"" + seat.level +
                              "\" is not an AI level (random, greedy, easy, medium, hard, expert)"};
            }
            seats.push_back(seat);
        } catch (const Bad& bad) {
            throw Bad{"players[" + std::to_string(i) + "]." + bad.what};
        }
    }
    return seats;
}

void requireRules(const json& j, int current, const std::function<std::string(int)>& older) {
    int rules = 1;
    if (j.contains("rules")) {
        if (!jsonread::inRange(need(j, "rules", "integer"), 1, 1 << 30))
            throw Bad{"rules: " + j["rules"].dump() + " is not a rules revision"};
        rules = j["rules"].get<int>();
    }
    if (rules < current)
        throw Bad{"rules: this game was played under rules " + std::to_string(rules) +
                  " of Rano, " + older(rules) + "; this Rano plays rules " +
                  std::to_string(current) + " and cannot replay it"};
    if (rules > current)
        throw Bad{"rules: " + std::to_string(rules) + " is newer than this Rano plays (" +
                  std::to_string(current) + "); update Rano to open it"};
}

int choiceSeat(const json& entry, const std::string& where) {
    const auto it = entry.find("player");
    if (it == entry.end()) throw Bad{where + ".player: missing"};
    if (!jsonread::inRange(*it, 0, kMaxSeats - 1))
        throw Bad{where + ".player: " + it->dump() + " is not a seat (0 to " +
                  std::to_string(kMaxSeats - 1) + ")"};
    return it->get<int>();
}

std::string choiceText(const json& entry, const std::string& where) {
    if (!entry.is_object() || !entry.contains("choice") || !entry["choice"].is_string())
        throw Bad{where + ": expected {\"choice\": text, \"player\": seat, \"ms\": time}"};
    return entry["choice"].get<std::string>();
}

std::int64_t choiceMs(const json& entry, const std::string& where) {
    const auto it = entry.find("ms");
    if (it == entry.end()) return 0;
    constexpr long long kWeekMs = 7ll * 24 * 3600 * 1000;
    if (!jsonread::inRange(*it, 0, kWeekMs))
        throw Bad{where + ".ms: " + it->dump() + " is not a time in milliseconds (0 to " +
                  std::to_string(kWeekMs) + ")"};
    return it->get<std::int64_t>();
}

void checkCheckpoint(const json& checkpoints, std::size_t& next, std::size_t after,
                     std::uint64_t hash) {
    while (next < checkpoints.size()) {
        const json& cp = checkpoints[next];
        if (!cp.is_object() || !cp.contains("after") || !cp["after"].is_number_unsigned() ||
            !cp.contains("hash") || !cp["hash"].is_string())
            throw Bad{"checkpoints[" + std::to_string(next) +
                      "]: expected {\"after\": n, \"hash\": text}"};
        if (cp["after"].get<std::size_t>() != after) return;
        if (cp["hash"].get<std::string>() != hashText(hash))
            throw Bad{"checkpoints[" + std::to_string(next) +
                      "]: the game diverges from the record after choice " + std::to_string(after) +
                      " (the rules or the file changed)"};
        ++next;
    }
}

void checkNoCheckpointLeft(const json& checkpoints, std::size_t next) {
    if (next < checkpoints.size())
        throw Bad{"checkpoints[" + std::to_string(next) + "]: after choice " +
                  checkpoints[next].value("after", json()).dump() +
                  ", beyond the recorded choices (the file is truncated?)"};
}

void checkResult(const json& j, bool over, std::uint64_t hash, const json& replayed,
                 std::size_t choices) {
    const auto result = j.find("result");
    if (result == j.end()) throw Bad{"result: missing (null for a game in progress)"};
    if (result->is_null()) {
        if (over)
            throw Bad{"result: the game is over after the recorded choices but no result is "
                      "recorded"};
        return;
    }
    if (!over)
        throw Bad{"result: a result is recorded but the game is not over after " +
                  std::to_string(choices) + " choices (the file is truncated?)"};
    if (!result->is_object() || !result->contains("hash") || !(*result)["hash"].is_string())
        throw Bad{"result: expected {\"scores\", \"winners\", \"hash\"}"};
    if ((*result)["hash"].get<std::string>() != hashText(hash))
        throw Bad{"result: the recorded final position differs from the replayed one"};
    for (const char* key : {"scores", "winners"})
        if (result->value(key, json()) != replayed.value(key, json()))
            throw Bad{std::string("result.") + key + ": recorded " +
                      result->value(key, json()).dump() + ", replayed " +
                      replayed.value(key, json()).dump()};
}

std::uint64_t standInSeed(const json& view) {
    std::uint64_t h = 1469598103934665603ULL;
    for (const unsigned char c : view.dump()) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}

} // namespace replay
} // namespace rano
