#include "match.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>

#include <nlohmann/json.hpp>

#include "continents.h"
#include "play.h"
#include "volcanic/ai.h"
#include "volcanic/game.h"
#include "volcanic/scoring.h"

using nlohmann::json;
using namespace rano::volcanic;

std::pair<double, double> wilsonInterval(double wins, double n) {
    if (n <= 0) return {0, 1};
    const double z = 1.959964, p = wins / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

int runMatch(const std::vector<std::string>& args) {
    std::map<std::string, std::string> opt = {
        {"game", "volcanic-isle"}, {"a", "ai:hard"}, {"b", "ai:greedy"}, {"games", "10"},
        {"players", "2"},          {"seed", "1"},    {"ms", "0"},        {"scale", "1"}};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string key = args[i].rfind("--", 0) == 0 ? args[i].substr(2) : "";
        if (!opt.count(key) || i + 1 >= args.size()) {
            std::fprintf(stderr,
                         "usage: rano-cli match --game volcanic-isle --a ai:hard --b ai:greedy "
                         "--games N --players 2|3|4 --seed S [--ms M | --scale F]\n");
            return 2;
        }
        opt[key] = args[++i];
    }
    if (opt["game"] != "volcanic-isle") {
        std::fprintf(stderr, "rano-cli match: unknown game '%s' (known: volcanic-isle)\n",
                     opt["game"].c_str());
        return 2;
    }
    const auto a = aiLevelFromName(opt["a"]), b = aiLevelFromName(opt["b"]);
    int games = 0, players = 0, ms = 0;
    double scale = 1;
    std::uint64_t seed = 0;
    try {
        games = std::stoi(opt["games"]);
        players = std::stoi(opt["players"]);
        ms = std::stoi(opt["ms"]);
        scale = std::stod(opt["scale"]);
        seed = std::stoull(opt["seed"]);
    } catch (...) {
        games = 0;
    }
    if (!a || !b || games < 1 || players < 2 || players > 4 || ms < 0 || !(scale > 0) ||
        scale > 10 || (ms > 0 && scale != 1)) {
        std::fprintf(stderr,
                     "rano-cli match: --a and --b are ai:random|greedy|easy|medium|hard|expert, "
                     "--games >= 1, --players 2-4, --ms >= 0, --scale in (0, 10], not both "
                     "--ms and --scale\n");
        return 2;
    }
    // --scale keeps the levels' own ratios of time (a ladder at a fraction of the cost);
    // --ms gives both sides the same time.
    const auto timeFor = [&](AiLevel level) {
        return ms > 0 ? ms : int(std::lround(aiProfile(level).seconds * 1000 * scale));
    };
    const int aMsBudget = timeFor(*a), bMsBudget = timeFor(*b);
    std::string error;
    const auto board = boardFor("standard", seed, error);
    if (!board) {
        std::fprintf(stderr, "rano-cli match: %s\n", error.c_str());
        return 1;
    }
    double aWins = 0, aScore = 0, bScore = 0, aMs = 0, bMs = 0;
    long long aDecisions = 0, bDecisions = 0, aIterations = 0;
    double aSearchSeconds = 0;
    std::printf("%5s  %4s  %-28s  %-12s  %s\n", "game", "seat", "scores (A marked *)", "winner",
                "rounds");
    for (int g = 0; g < games; ++g) {
        const int aSeat = g % players; // seats rotate
        const std::uint64_t gameSeed = seed + std::uint64_t(g);
        Game game(board, Options{players, kDefaultVolcanoFaces}, gameSeed);
        while (!game.state().over()) {
            const State& s = game.state();
            const int who = s.whoDecides();
            const bool isA = who == aSeat;
            const auto t0 = std::chrono::steady_clock::now();
            const AiAdvice advice =
                aiChoose(s, isA ? *a : *b, decisionSeed(gameSeed, game.moves().size(), who),
                         isA ? aMsBudget : bMsBudget);
            const double spent =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                    .count();
            (isA ? aMs : bMs) += spent;
            (isA ? aDecisions : bDecisions) += 1;
            if (isA) {
                aIterations += advice.iterations;
                aSearchSeconds += advice.seconds;
            }
            game.play(advice.choice, std::int64_t(spent));
        }
        const State& s = game.state();
        const auto w = winners(s);
        std::string scores, winner;
        for (int p = 0; p < players; ++p) {
            const int total = score(s, p).total();
            if (p) scores += ' ';
            scores += std::to_string(total);
            if (p == aSeat) scores += '*';
            (p == aSeat ? aScore : bScore) += p == aSeat ? total : double(total) / (players - 1);
        }
        for (int p : w) {
            if (!winner.empty()) winner += '+';
            winner += p == aSeat ? 'A' : 'B';
            if (p == aSeat) aWins += 1.0 / double(w.size());
        }
        std::printf("%5d  %4d  %-28s  %-12s  %d\n", g + 1, aSeat, scores.c_str(), winner.c_str(),
                    s.round);
        std::fflush(stdout);
    }
    const auto [low, high] = wilsonInterval(aWins, games);
    const json line = {
        {"game", "volcanic-isle"},
        {"a", opt["a"]},
        {"b", opt["b"]},
        {"players", players},
        {"games", games},
        {"seed", seed},
        {"ms", ms},
        {"scale", scale},
        {"a_wins", aWins},
        {"a_win_rate", aWins / games},
        {"a_win_rate_wilson95", {low, high}},
        {"a_mean_score", aScore / games},
        {"b_mean_score", bScore / games},
        {"a_mean_decision_ms", aDecisions ? aMs / double(aDecisions) : 0},
        {"b_mean_decision_ms", bDecisions ? bMs / double(bDecisions) : 0},
        {"a_iterations_per_second", aSearchSeconds > 0 ? double(aIterations) / aSearchSeconds : 0}};
    std::printf("%s\n", line.dump().c_str());
    return 0;
}
