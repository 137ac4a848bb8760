#include "match.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>

#include <nlohmann/json.hpp>

#include "args.h"
#include "atomic_write.h"
#include "games/bench.h"
#include "games/registry.h"
#include "library_add.h"
#include "match_game.h"
#include "play.h"

using nlohmann::json;

std::pair<double, double> wilsonInterval(double wins, double n) {
    if (n <= 0) return {0, 1};
    const double z = 1.959964, p = wins / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

namespace {

using namespace rano::games;

struct MatchSetup {
    std::string aName, bName;
    int games = 0, players = 0, ms = 0;
    double scale = 1;
    std::uint64_t seed = 0;
    json setup = json::object(); // each game's setup ({"continent": "random"} or nothing)
    std::string out;             // a folder for each game's replay, or nothing
    bool library = false;        // each replay also in the player's library (--library)
};

// Game g's replay in the folder `out` (game-001.json, ...), A on seat aSeat; says why not.
std::string saveReplay(const GameEntry& entry, const AnyGame& game, const MatchSetup& m, int g,
                       int aSeat) {
    std::vector<rano::Seat> seats;
    for (int p = 0; p < m.players; ++p)
        seats.push_back(
            {entry.seatName(p), false,
             rano::ai::aiLevelName(*rano::ai::aiLevelFromName(p == aSeat ? m.aName : m.bName))});
    char name[32];
    std::snprintf(name, sizeof name, "game-%03d.json", g + 1);
    const std::string path = (std::filesystem::path(m.out) / name).string();
    if (std::string why = writeFileAtomically(path, game.replayFile(seats).dump(1) + "\n");
        !why.empty())
        return why;
    if (!m.library) return {};
    const std::string why = addToLibrary({std::filesystem::absolute(path).string()});
    return why.empty() ? why : "the game is not in the library: " + why;
}

// Plays the match: A takes seat g % players in game g.
int playMatch(const GameEntry& entry, const MatchSetup& m) {
    const auto a = rano::ai::aiLevelFromName(m.aName), b = rano::ai::aiLevelFromName(m.bName);
    const MatchSides sides{*a, *b, matchTimeFor(entry, *a, m.ms, m.scale),
                           matchTimeFor(entry, *b, m.ms, m.scale)};
    double aWins = 0, aScore = 0, bScore = 0, aMs = 0, bMs = 0;
    long long aDecisions = 0, bDecisions = 0, aIterations = 0;
    double aSearchSeconds = 0, aMaxTurnMs = 0, aMaxDecisionMs = 0;
    // Every game's setup is the first's (Volcanic Isle: the standard continent, or with
    // --continent random one drawn from each game's seed): one that cannot be played stops the
    // match before it starts.
    std::string error;
    std::unique_ptr<AnyGame> next = entry.start(m.players, m.seed, m.setup, true, error);
    if (!next) {
        std::fprintf(stderr, "rano-cli match: %s\n", error.c_str());
        return 1;
    }
    std::printf("%5s  %4s  %-28s  %-12s  %-6s  %s\n", "game", "seat", "scores (A marked *)",
                "winner", entry.lengthUnit, "ended");
    rano::games::bench::Endings endings;
    for (int g = 0; g < m.games; ++g) {
        const int aSeat = g % m.players; // seats rotate
        const std::uint64_t gameSeed = m.seed + std::uint64_t(g);
        MatchGame played = playMatchGame(
            g == 0 ? std::move(next) : entry.start(m.players, gameSeed, m.setup, true, error),
            gameSeed, aSeat, sides);
        const AnyGame& game = *played.game;
        aWins += played.aWins;
        aMs += played.aMs;
        bMs += played.bMs;
        aDecisions += played.aDecisions;
        bDecisions += played.bDecisions;
        aIterations += played.aIterations;
        aSearchSeconds += played.aSearchSeconds;
        aMaxDecisionMs = std::max(aMaxDecisionMs, played.aMaxDecisionMs);
        aMaxTurnMs = std::max(aMaxTurnMs, played.aMaxTurnMs);
        const auto w = game.winners();
        std::string scores, winner;
        for (int p = 0; p < m.players; ++p) {
            const int total = game.score(p);
            if (p) scores += ' ';
            scores += std::to_string(total);
            if (p == aSeat) scores += '*';
            (p == aSeat ? aScore : bScore) += p == aSeat ? total : double(total) / (m.players - 1);
        }
        for (int p : w) {
            if (!winner.empty()) winner += '+';
            winner += p == aSeat ? 'A' : 'B';
        }
        std::printf("%5d  %4d  %-28s  %-12s  %-6d  %s\n", g + 1, aSeat, scores.c_str(),
                    winner.c_str(), game.length(), game.endReason());
        endings.add(game.endReason(), game.length(), game.tallies());
        std::fflush(stdout);
        if (!m.out.empty()) {
            if (const std::string why = saveReplay(entry, game, m, g, aSeat); !why.empty()) {
                std::fprintf(stderr, "rano-cli match: %s\n", why.c_str());
                return 1;
            }
        }
    }
    const auto [low, high] = wilsonInterval(aWins, m.games);
    json line = {
        {"game", entry.id},
        {"a", m.aName},
        {"b", m.bName},
        {"players", m.players},
        {"games", m.games},
        {"seed", m.seed},
        {"ms", m.ms},
        {"scale", m.scale},
        {"a_wins", aWins},
        {"a_win_rate", aWins / m.games},
        {"a_win_rate_wilson95", {low, high}},
        {"a_mean_score", aScore / m.games},
        {"b_mean_score", bScore / m.games},
        {"a_mean_decision_ms", aDecisions ? aMs / double(aDecisions) : 0},
        {"b_mean_decision_ms", bDecisions ? bMs / double(bDecisions) : 0},
        {"a_max_decision_ms", aMaxDecisionMs},
        {"a_max_turn_ms", aMaxTurnMs},
        {"a_iterations_per_second", aSearchSeconds > 0 ? double(aIterations) / aSearchSeconds : 0}};
    // How the games ended and how long they ran (in the game's length unit).
    line.update(endings.toJson(entry.lengthUnit));
    std::printf("%s\n", line.dump().c_str());
    return 0;
}

} // namespace

int runMatch(const std::vector<std::string>& given) {
    // --library is the one flag; the rest are `--name value` pairs.
    std::vector<std::string> args;
    bool library = false;
    for (const std::string& arg : given)
        if (arg == "--library")
            library = true;
        else
            args.push_back(arg);
    std::map<std::string, std::string> opt = {
        {"game", defaultGame().id}, {"a", "ai:hard"}, {"b", "ai:greedy"}, {"games", "10"},
        {"players", "2"},           {"seed", "1"},    {"ms", "0"},        {"scale", "1"},
        {"continent", "standard"},  {"out", ""}};
    if (!readOptions(args, opt,
                     "rano-cli match [--game " + gameIds("|") +
                         "] --a ai:hard --b ai:greedy --games N --players 2|3|4 --seed S "
                         "[--ms M | --scale F] [--continent standard|random|FILE] [--out DIR "
                         "[--library]]"))
        return 2;
    const std::string game = opt["game"];
    const GameEntry* entry = findGame(game);
    if (!entry) {
        std::fprintf(stderr, "rano-cli match: unknown game '%s' (known: %s)\n", game.c_str(),
                     gameIds(", ").c_str());
        return 2;
    }
    MatchSetup m;
    m.aName = opt["a"];
    m.bName = opt["b"];
    if (opt["continent"] != "standard") m.setup["continent"] = opt["continent"];
    m.out = opt["out"];
    m.library = library;
    if (library && m.out.empty()) {
        std::fprintf(
            stderr,
            "rano-cli match: --library adds the games written with --out; give --out DIR\n");
        return 2;
    }
    try {
        m.games = std::stoi(opt["games"]);
        m.players = std::stoi(opt["players"]);
        m.ms = std::stoi(opt["ms"]);
        m.scale = std::stod(opt["scale"]);
        m.seed = std::stoull(opt["seed"]);
    } catch (...) {
        m.games = 0;
    }
    const bool levelsKnown =
        rano::ai::aiLevelFromName(m.aName) && rano::ai::aiLevelFromName(m.bName);
    if (!levelsKnown || m.games < 1 || m.players < entry->minPlayers ||
        m.players > entry->maxPlayers || m.ms < 0 || !(m.scale > 0) || m.scale > 10 ||
        (m.ms > 0 && m.scale != 1)) {
        std::fprintf(stderr,
                     "rano-cli match: --a and --b are ai:random|greedy|easy|medium|hard|expert, "
                     "--games >= 1, --players 2-4, --ms >= 0, --scale in (0, 10], not both "
                     "--ms and --scale\n");
        return 2;
    }
    // The folder is made only for a match that will be played.
    if (!m.out.empty()) {
        std::error_code made;
        std::filesystem::create_directories(m.out, made);
        if (made) {
            std::fprintf(stderr, "rano-cli match: cannot make the folder %s: %s\n", m.out.c_str(),
                         made.message().c_str());
            return 1;
        }
    }
    return playMatch(*entry, m);
}
