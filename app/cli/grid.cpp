#include "grid.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "args.h"
#include "games/bench.h"
#include "games/registry.h"
#include "match.h"
#include "match_game.h"

using rano::ai::Level;
using namespace rano::games;

namespace {

// One cell of the grid: a game on one setup, a number of players, A on one seat, B on the rest.
struct Cell {
    const GameEntry* entry = nullptr;
    std::string continent; // Volcanic Isle's "standard" or "random"; "" for the others
    int players = 0;
    Level a{}, b{};
};

struct CellResult {
    int games = 0, printed = 0, fallback = 0, capped = 0;
    double aWins = 0;
    std::vector<int> lengths;
    bool aborted = false; // a game could not be set up
    std::string error;
};

// Plays the cell's `games` games, `jobs` at once: game g on seed + g, A on seat g % players.
CellResult playCell(const Cell& cell, int games, std::uint64_t seed, double scale,
                    std::int64_t iterations, int jobs) {
    nlohmann::json setup = nlohmann::json::object();
    if (!cell.continent.empty() && cell.continent != "standard")
        setup["continent"] = cell.continent;
    const MatchSides sides{cell.a, cell.b, matchTimeFor(*cell.entry, cell.a, 0, scale),
                           matchTimeFor(*cell.entry, cell.b, 0, scale), iterations};
    CellResult r;
    std::mutex lock;
    std::atomic<int> next{0};
    const auto worker = [&] {
        for (int g = next++; g < games; g = next++) {
            const std::uint64_t gameSeed = seed + std::uint64_t(g);
            std::string error;
            auto game = cell.entry->start(cell.players, gameSeed, setup, true, error);
            if (!game) {
                const std::scoped_lock held(lock);
                r.aborted = true;
                r.error = error;
                return;
            }
            const MatchGame played =
                playMatchGame(std::move(game), gameSeed, g % cell.players, sides);
            const std::string reason = played.game->endReason();
            const std::scoped_lock held(lock);
            ++r.games;
            r.aWins += played.aWins;
            r.lengths.push_back(played.game->length());
            if (cell.entry->endsAsPrinted(reason))
                ++r.printed;
            else if (cell.entry->capEnd && reason == cell.entry->capEnd)
                ++r.capped;
            else
                ++r.fallback;
        }
    };
    std::vector<std::thread> pool;
    for (int j = 1; j < jobs; ++j)
        pool.emplace_back(worker);
    worker();
    for (auto& t : pool)
        t.join();
    return r;
}

// The bar every cell must meet: at least 95 % of its games end as the rulebook says, none at
// our round cap.
bool meetsBar(const CellResult& r) {
    return !r.aborted && r.games > 0 && r.capped == 0 && r.printed * 100 >= r.games * 95;
}

std::string percent(int n, int of) {
    char text[16];
    std::snprintf(text, sizeof text, "%.1f %%", of ? 100.0 * n / of : 0.0);
    return text;
}

std::vector<Level> levelsNamed(const std::string& list, std::string& bad) {
    std::vector<Level> levels;
    for (const std::string& name : split(list, ',')) {
        const auto level = rano::ai::aiLevelFromName(name);
        if (!level || *level < Level::Easy) {
            bad = name;
            return {};
        }
        levels.push_back(*level);
    }
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    return levels;
}

// Every cell: each level's self-play, then each adjacent pair (the stronger as A, so A's win
// rate is the ladder's step), for each game, setup and number of players.
std::vector<Cell> cellsOf(const std::vector<const GameEntry*>& games,
                          const std::vector<Level>& levels, const std::vector<int>& players,
                          const std::vector<std::string>& continents) {
    std::vector<std::pair<Level, Level>> matchups;
    for (Level l : levels)
        matchups.emplace_back(l, l);
    for (std::size_t i = 1; i < levels.size(); ++i)
        if (int(levels[i]) == int(levels[i - 1]) + 1)
            matchups.emplace_back(levels[i], levels[i - 1]);
    std::vector<Cell> cells;
    for (const GameEntry* entry : games) {
        const std::vector<std::string> setups =
            entry->takes("continent") ? continents : std::vector<std::string>{""};
        for (const std::string& continent : setups)
            for (int n : players) {
                if (n < entry->minPlayers || n > entry->maxPlayers) continue;
                for (const auto& [a, b] : matchups)
                    cells.push_back({entry, continent, n, a, b});
            }
    }
    return cells;
}

} // namespace

int runGrid(const std::vector<std::string>& given) {
    const char* usage =
        "usage: rano-cli grid [--game all|G[,G...]] [--levels easy,medium,hard,expert] "
        "[--players 2,3,4] [--continents standard,random] [--games N] [--scale F] [--seed S] "
        "[--iterations N] [--jobs J] [--load L]";
    const Args args = parseArgs(given, {},
                                {"game", "levels", "players", "continents", "games", "scale",
                                 "seed", "iterations", "jobs", "load"});
    if (!args.unknown.empty() || !args.positional.empty()) {
        std::fprintf(stderr, "%s\n", usage);
        return 2;
    }
    std::vector<const GameEntry*> games;
    const std::string gameList = args.get("game", "all");
    if (gameList == "all") {
        for (const GameEntry* entry : allGames())
            games.push_back(entry);
    } else {
        for (const std::string& id : split(gameList, ',')) {
            const GameEntry* entry = findGame(id);
            if (!entry) {
                std::fprintf(stderr, "rano-cli grid: unknown game '%s' (known: %s)\n", id.c_str(),
                             gameIds(", ").c_str());
                return 2;
            }
            games.push_back(entry);
        }
    }
    std::string bad;
    const std::vector<Level> levels =
        levelsNamed(args.get("levels", "easy,medium,hard,expert"), bad);
    if (levels.empty()) {
        std::fprintf(stderr,
                     "rano-cli grid: '%s' is not a searching level (easy, medium, hard, "
                     "expert)\n",
                     bad.c_str());
        return 2;
    }
    std::vector<int> players;
    for (const std::string& n : split(args.get("players", "2,3,4"), ',')) {
        const auto count = wholeNumber(n, 4);
        if (!count || *count < 2) {
            std::fprintf(stderr, "rano-cli grid: --players lists counts from 2 to 4\n");
            return 2;
        }
        players.push_back(int(*count));
    }
    const std::vector<std::string> continents =
        split(args.get("continents", "standard,random"), ',');
    for (const std::string& c : continents)
        if (c != "standard" && c != "random") {
            std::fprintf(stderr, "rano-cli grid: --continents lists standard and random\n");
            return 2;
        }
    const auto gameCount = wholeNumber(args.get("games", "40"), 100000);
    const auto seed = wholeNumber(args.get("seed", "1"));
    const auto jobs = wholeNumber(args.get("jobs", "1"), 64);
    const auto load = wholeNumber(args.get("load", "0"), 64);
    const auto iterations = wholeNumber(args.get("iterations", "0"), 100'000'000);
    double scale = 0;
    try {
        scale = std::stod(args.get("scale", "0.1"));
    } catch (...) {
    }
    if (!gameCount || *gameCount < 1 || !seed || !jobs || *jobs < 1 || !load || !iterations ||
        !(scale > 0) || scale > 10) {
        std::fprintf(stderr, "rano-cli grid: --games >= 1, --jobs 1-64, --load 0-64, --iterations "
                             "0-100000000, --scale in (0, 10]\n");
        return 2;
    }

    // A busy machine, on demand: `load` threads that only spin while the grid plays.
    std::atomic<bool> done{false};
    std::vector<std::thread> spinners;
    for (unsigned long long i = 0; i < *load; ++i)
        spinners.emplace_back([&done] {
            volatile unsigned long long sink = 0;
            while (!done.load(std::memory_order_relaxed))
                sink = sink + 1;
        });

    const std::vector<Cell> cells = cellsOf(games, levels, players, continents);
    char thought[64];
    if (*iterations)
        std::snprintf(thought, sizeof thought, "%llu iterations a decision", *iterations);
    else
        std::snprintf(thought, sizeof thought, "time a decision: %g of each level's", scale);
    std::printf("Games a cell: %llu; %s; seeds %llu-%llu; %llu at once; %llu spinning "
                "threads\n\n",
                *gameCount, thought, *seed, *seed + *gameCount - 1, *jobs, *load);
    std::printf("| game | continent | players | A | B | games | printed end | our fallbacks | "
                "round cap | median length | 90th percentile | A's wins [95 %% Wilson] | bar |\n"
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    std::fflush(stdout);
    int missed = 0;
    for (const Cell& cell : cells) {
        const CellResult r =
            playCell(cell, int(*gameCount), *seed, scale, std::int64_t(*iterations), int(*jobs));
        if (r.aborted) {
            std::fprintf(stderr, "rano-cli grid: %s: %s\n", cell.entry->id, r.error.c_str());
            done = true;
            for (auto& t : spinners)
                t.join();
            return 1;
        }
        const bool met = meetsBar(r);
        missed += !met;
        const auto [low, high] = wilsonInterval(r.aWins, r.games);
        std::printf("| %s | %s | %d | %s | %s | %d | %s | %s | %s | %d %s | %d | %.1f (%.1f %%) "
                    "[%.3f, %.3f] | %s |\n",
                    cell.entry->id, cell.continent.empty() ? "-" : cell.continent.c_str(),
                    cell.players, rano::ai::aiLevelName(cell.a), rano::ai::aiLevelName(cell.b),
                    r.games, percent(r.printed, r.games).c_str(),
                    percent(r.fallback, r.games).c_str(), percent(r.capped, r.games).c_str(),
                    bench::percentile(r.lengths, 50), cell.entry->lengthUnit,
                    bench::percentile(r.lengths, 90), r.aWins, 100 * r.aWins / r.games, low, high,
                    met ? "met" : "**missed**");
        std::fflush(stdout);
    }
    done = true;
    for (auto& t : spinners)
        t.join();
    std::printf("\n%zu cells, %d below the bar (at least 95 %% by the printed end, none at the "
                "round cap)\n",
                cells.size(), missed);
    return missed ? 1 : 0;
}
