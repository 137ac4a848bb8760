#include "play.h"

#include <chrono>
#include <cstdio>
#include <optional>

#include "ai/review.h"
#include "args.h"
#include "atomic_write.h"
#include "core/json_file.h"
#include "games/registry.h"
#include "library_add.h"

using nlohmann::json;
using namespace rano::games;

std::uint64_t decisionSeed(std::uint64_t gameSeed, std::size_t decision, int seat) {
    rano::Rng mix(gameSeed * 0x9e3779b97f4a7c15ULL + decision * 4 + std::uint64_t(seat));
    return mix.next();
}

namespace {

int playGame(const GameEntry& entry, AnyGame& game, const std::vector<std::string>& players,
             std::uint64_t seed, int ms, const Args& a) {
    std::vector<rano::Seat> seats;
    std::vector<rano::ai::Level> levels;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string& p = players[i];
        const auto level = rano::ai::aiLevelFromName(p);
        if (!level || p.rfind("ai:", 0) != 0) {
            std::fprintf(stderr,
                         "rano-cli play: unknown player '%s' (known: ai:random, ai:greedy, "
                         "ai:easy, ai:medium, ai:hard, ai:expert)\n",
                         p.c_str());
            return 2;
        }
        seats.push_back({entry.seatName(int(i)), false, aiLevelName(*level)});
        levels.push_back(*level);
    }
    const auto t0 = std::chrono::steady_clock::now();
    while (!game.over()) {
        const int who = game.decider();
        const auto c0 = std::chrono::steady_clock::now();
        game.think(levels[std::size_t(who)], decisionSeed(seed, game.choices(), who), ms, 0);
        const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::steady_clock::now() - c0)
                               .count();
        if (std::string why = game.playThought(spent); !why.empty()) {
            std::fprintf(stderr, "rano-cli play: internal error: %s\n", why.c_str());
            return 1;
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (a.has("out")) {
        const std::string why =
            writeFileAtomically(a.get("out"), game.replayFile(seats).dump(1) + "\n");
        if (!why.empty()) {
            std::fprintf(stderr, "rano-cli play: %s\n", why.c_str());
            return 1;
        }
        if (a.has("library"))
            if (const std::string not_ = addToLibrary({a.get("out")}); !not_.empty()) {
                std::fprintf(stderr, "rano-cli play: the game is not in the library: %s\n",
                             not_.c_str());
                return 1;
            }
    }
    json scores = json::array(), won = json::array();
    for (int p = 0; p < game.players(); ++p)
        scores.push_back(game.score(p));
    for (int p : game.winners())
        won.push_back(p);
    const json line = {
        {"game", entry.id},          {"seed", seed},       {"players", players},
        {"scores", scores},          {"winners", won},     {entry.lengthUnit, game.length()},
        {"choices", game.choices()}, {"seconds", seconds}, {"hash", rano::hashText(game.hash())},
        {"ended", game.endReason()}};
    std::printf("%s\n", line.dump().c_str());
    return 0;
}

// The game's seed and the AI's milliseconds a decision, as `play` reads them; says why not.
struct Pace {
    std::uint64_t seed;
    int ms;
};
std::optional<Pace> readPace(const Args& a) {
    const auto seed = wholeNumber(a.get("seed", "1"));
    if (!seed) {
        std::fprintf(stderr, "rano-cli play: --seed needs a non-negative integer\n");
        return std::nullopt;
    }
    const auto ms = wholeNumber(a.get("ms", "0"), 600000);
    if (!ms) {
        std::fprintf(stderr, "rano-cli play: --ms needs a number of milliseconds (0-600000)\n");
        return std::nullopt;
    }
    return Pace{*seed, int(*ms)};
}

// `play --from FILE --at N`: the recorded game up to its choice N, played on by the seats
// given (to see how a position goes on, again and again with other seeds).
int playFrom(const Args& a) {
    json j;
    std::string error;
    if (!rano::readJsonFile(a.get("from"), j, error)) {
        std::fprintf(stderr, "rano-cli play: %s\n", error.c_str());
        return 1;
    }
    const auto at = wholeNumber(a.get("at"));
    if (!at || !j.is_object() || !j.contains("choices") || !j["choices"].is_array() ||
        *at > j["choices"].size()) {
        std::fprintf(stderr, "rano-cli play: --at needs a choice number of the recorded game "
                             "(0 to its number of choices)\n");
        return 2;
    }
    const auto n = std::ptrdiff_t(*at);
    const bool cut = *at < j["choices"].size(); // a whole record keeps its result
    j["choices"] = json(std::vector<json>(j["choices"].begin(), j["choices"].begin() + n));
    if (j.contains("checkpoints") && j["checkpoints"].is_array()) {
        json kept = json::array();
        for (const json& c : j["checkpoints"])
            if (!c.is_object() || !c.value("after", json()).is_number_unsigned() ||
                c["after"].get<std::uint64_t>() <= *at)
                kept.push_back(c);
        j["checkpoints"] = kept;
    }
    if (cut) j["result"] = nullptr;
    const GameEntry* named = gameOfFile(j);
    const GameEntry& entry = named ? *named : defaultGame();
    std::vector<rano::Seat> recorded;
    const auto game = entry.open(j, recorded, error);
    if (!game) {
        std::fprintf(stderr, "rano-cli play: %s: %s\n", a.get("from").c_str(), error.c_str());
        return 1;
    }
    const auto players = split(a.get("players", ""), ',');
    if (int(players.size()) != game->players()) {
        std::fprintf(stderr, "rano-cli play: --players needs %d seats, as the recorded game\n",
                     game->players());
        return 2;
    }
    if (game->over()) {
        std::fprintf(stderr, "rano-cli play: the game is over at choice %zu\n", std::size_t(n));
        return 2;
    }
    const auto pace = readPace(a);
    if (!pace) return 2;
    return playGame(entry, *game, players, pace->seed, pace->ms, a);
}

} // namespace

int runPlay(const std::vector<std::string>& argv) {
    const Args a = parseArgs(argv, {"library"},
                             {"game", "players", "seed", "ms", "continent", "out", "from", "at"});
    if (!a.unknown.empty()) {
        std::fprintf(stderr, "rano-cli play: unknown option %s\n", a.unknown.c_str());
        return 2;
    }
    if (a.has("library") && !a.has("out")) {
        std::fprintf(
            stderr, "rano-cli play: --library adds the game written with --out; give --out FILE\n");
        return 2;
    }
    if (a.has("from")) return playFrom(a);
    const std::string gameName = a.get("game", defaultGame().id);
    const GameEntry* entry = findGame(gameName);
    if (!entry) {
        std::fprintf(stderr, "rano-cli play: unknown game '%s' (known: %s)\n", gameName.c_str(),
                     gameIds(", ").c_str());
        return 2;
    }
    const auto players = split(a.get("players", "ai:greedy,ai:greedy"), ',');
    if (int(players.size()) < entry->minPlayers || int(players.size()) > entry->maxPlayers) {
        std::fprintf(stderr,
                     "rano-cli play: --players needs 2 to 4 seats, e.g. ai:greedy,ai:random\n");
        return 2;
    }
    const auto pace = readPace(a);
    if (!pace) return 2;
    json setup = json::object();
    if (a.has("continent")) {
        if (!entry->takes("continent")) {
            std::fprintf(stderr, "rano-cli play: %s has no continent\n", entry->noun);
            return 2;
        }
        setup["continent"] = a.get("continent");
    }
    std::string error;
    const auto game = entry->start(int(players.size()), pace->seed, setup, true, error);
    if (!game) {
        std::fprintf(stderr, "rano-cli play: %s\n", error.c_str());
        return 1;
    }
    return playGame(*entry, *game, players, pace->seed, pace->ms, a);
}

int runReplay(const std::vector<std::string>& argv) {
    const Args a = parseArgs(argv, {"verify", "print", "analyse"}, {"at", "ms", "iterations"});
    if (!a.unknown.empty()) {
        std::fprintf(stderr, "rano-cli replay: unknown option %s\n", a.unknown.c_str());
        return 2;
    }
    if (a.positional.size() != 1) {
        std::fprintf(stderr, "usage: rano-cli replay FILE [--verify] [--at N] [--print] "
                             "[--analyse [--iterations N | --ms M]]\n");
        return 2;
    }
    const std::string path = a.positional[0];
    json j;
    std::string error;
    if (!rano::readJsonFile(path, j, error)) {
        std::fprintf(stderr, "rano-cli replay: %s\n", error.c_str());
        return 1;
    }
    // A file that names no game this Rano plays is read as the default game's, which says why
    // it cannot be.
    const GameEntry* named = gameOfFile(j);
    const GameEntry& entry = named ? *named : defaultGame();
    std::vector<rano::Seat> seats;
    const auto game = entry.open(j, seats, error);
    if (!game) {
        std::fprintf(stderr, "rano-cli replay: %s: %s\n", path.c_str(), error.c_str());
        return 1;
    }
    if (a.has("print"))
        for (const std::string& line : game->narrate(seats))
            std::printf("%s\n", line.c_str());
    if (a.has("at")) {
        const auto at = wholeNumber(a.get("at"));
        if (!at) {
            std::fprintf(stderr, "rano-cli replay: --at needs a choice number (0 or more)\n");
            return 2;
        }
        const std::size_t n = std::size_t(*at);
        if (n > game->choices()) {
            std::fprintf(stderr, "rano-cli replay: --at %zu: the replay has %zu choices\n", n,
                         game->choices());
            return 2;
        }
        std::printf("%s\n", json({{"at", n},
                                  {"state", game->stateJson(n)},
                                  {"hash", rano::hashText(game->hashAt(n))}})
                                .dump()
                                .c_str());
    }
    if (a.has("analyse")) {
        std::int64_t iterations = rano::ai::kReviewIterations;
        double seconds = 0;
        if (a.has("iterations")) {
            const auto n = wholeNumber(a.get("iterations"));
            if (!n || *n < 1) {
                std::fprintf(stderr, "rano-cli replay: --iterations needs a number (1 or more)\n");
                return 2;
            }
            iterations = std::int64_t(*n);
        }
        if (a.has("ms")) {
            const auto ms = wholeNumber(a.get("ms"));
            if (!ms || *ms < 1 || a.has("iterations")) {
                std::fprintf(stderr, "rano-cli replay: --ms needs milliseconds (1 or more), "
                                     "without --iterations\n");
                return 2;
            }
            iterations = 0;
            seconds = double(*ms) / 1000.0;
        }
        game->analyse(iterations, seconds, [](const rano::games::ChoiceVerdict& v) {
            std::printf("%s\n", json({{"step", v.step},
                                      {"player", v.player},
                                      {"choice", v.choice},
                                      {"best", v.best},
                                      {"before", v.before},
                                      {"after", v.after},
                                      {"best_chance", v.bestChance},
                                      {"played_chance", v.playedChance},
                                      {"best_points", v.bestPoints},
                                      {"played_points", v.playedPoints},
                                      {"thrown_away", v.thrown},
                                      {"mistake", v.mistake}})
                                    .dump()
                                    .c_str());
            std::fflush(stdout);
        });
    } else if (a.has("iterations") || a.has("ms")) {
        std::fprintf(stderr, "rano-cli replay: --iterations and --ms go with --analyse\n");
        return 2;
    }
    if (a.has("verify") || (!a.has("at") && !a.has("print") && !a.has("analyse"))) {
        json line = {{"ok", true},
                     {"choices", game->choices()},
                     {"over", game->over()},
                     {"hash", rano::hashText(game->hash())}};
        if (entry.verifyNamesGame) line["game"] = entry.id;
        std::printf("%s\n", line.dump().c_str());
    }
    return 0;
}
