#include "match.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>

#include <nlohmann/json.hpp>

#include "continents.h"
#include "games.h"
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

struct MatchSetup {
    std::string aName, bName;
    int games = 0, players = 0, ms = 0;
    double scale = 1;
    std::uint64_t seed = 0;
};

// Plays the match of one game's kit: A takes seat g % players in game g.
template <typename Kit> int playMatch(const Kit& kit, const MatchSetup& m) {
    const auto a = Kit::level(m.aName), b = Kit::level(m.bName);
    // --scale keeps the levels' own ratios of time (a ladder at a fraction of the cost);
    // --ms gives both sides the same time.
    const auto timeFor = [&](typename Kit::AiLevel level) {
        return m.ms > 0 ? m.ms : int(std::lround(aiProfile(level).seconds * 1000 * m.scale));
    };
    const int aMsBudget = timeFor(*a), bMsBudget = timeFor(*b);
    double aWins = 0, aScore = 0, bScore = 0, aMs = 0, bMs = 0;
    long long aDecisions = 0, bDecisions = 0, aIterations = 0;
    double aSearchSeconds = 0, aMaxTurnMs = 0, aMaxDecisionMs = 0;
    std::printf("%5s  %4s  %-28s  %-12s  %s\n", "game", "seat", "scores (A marked *)", "winner",
                Kit::kLength);
    for (int g = 0; g < m.games; ++g) {
        const int aSeat = g % m.players; // seats rotate
        const std::uint64_t gameSeed = m.seed + std::uint64_t(g);
        const auto game = kit.start(m.players, gameSeed);
        int aTurn = -1;
        double aTurnMs = 0;
        while (!game->state().over()) {
            const auto& s = game->state();
            const int who = s.whoDecides();
            const bool isA = who == aSeat;
            const auto t0 = std::chrono::steady_clock::now();
            const auto advice =
                aiChoose(s, isA ? *a : *b, decisionSeed(gameSeed, game->moves().size(), who),
                         isA ? aMsBudget : bMsBudget);
            const double spent =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                    .count();
            (isA ? aMs : bMs) += spent;
            if (isA) aMaxDecisionMs = std::max(aMaxDecisionMs, spent);
            // A's own turn: what A thinks in it, summed (decisions in others' turns, such as
            // a sacrifice, are not part of it).
            if (isA && s.active == aSeat) {
                if (Kit::turnOf(s) != aTurn) {
                    aTurn = Kit::turnOf(s);
                    aTurnMs = 0;
                }
                aTurnMs += spent;
                aMaxTurnMs = std::max(aMaxTurnMs, aTurnMs);
            }
            (isA ? aDecisions : bDecisions) += 1;
            if (isA) {
                aIterations += advice.iterations;
                aSearchSeconds += advice.seconds;
            }
            game->play(advice.choice, std::int64_t(spent));
        }
        const auto& s = game->state();
        const auto w = winners(s);
        std::string scores, winner;
        for (int p = 0; p < m.players; ++p) {
            const int total = score(s, p).total();
            if (p) scores += ' ';
            scores += std::to_string(total);
            if (p == aSeat) scores += '*';
            (p == aSeat ? aScore : bScore) += p == aSeat ? total : double(total) / (m.players - 1);
        }
        for (int p : w) {
            if (!winner.empty()) winner += '+';
            winner += p == aSeat ? 'A' : 'B';
            if (p == aSeat) aWins += 1.0 / double(w.size());
        }
        std::printf("%5d  %4d  %-28s  %-12s  %d\n", g + 1, aSeat, scores.c_str(), winner.c_str(),
                    Kit::length(s));
        std::fflush(stdout);
    }
    const auto [low, high] = wilsonInterval(aWins, m.games);
    const json line = {
        {"game", Kit::kId},
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
    std::printf("%s\n", line.dump().c_str());
    return 0;
}

} // namespace

int runMatch(const std::vector<std::string>& args) {
    std::map<std::string, std::string> opt = {
        {"game", "volcanic-isle"}, {"a", "ai:hard"}, {"b", "ai:greedy"}, {"games", "10"},
        {"players", "2"},          {"seed", "1"},    {"ms", "0"},        {"scale", "1"}};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string key = args[i].rfind("--", 0) == 0 ? args[i].substr(2) : "";
        if (!opt.count(key) || i + 1 >= args.size()) {
            std::fprintf(stderr,
                         "usage: rano-cli match [--game volcanic-isle|rapa-nui-cards] --a ai:hard "
                         "--b ai:greedy --games N --players 2|3|4 --seed S [--ms M | --scale F]\n");
            return 2;
        }
        opt[key] = args[++i];
    }
    const std::string game = opt["game"];
    if (game != VolcanicKit::kId && game != CardsKit::kId) {
        std::fprintf(stderr, "rano-cli match: unknown game '%s' (known: %s)\n", game.c_str(),
                     kKnownGames);
        return 2;
    }
    MatchSetup m;
    m.aName = opt["a"];
    m.bName = opt["b"];
    try {
        m.games = std::stoi(opt["games"]);
        m.players = std::stoi(opt["players"]);
        m.ms = std::stoi(opt["ms"]);
        m.scale = std::stod(opt["scale"]);
        m.seed = std::stoull(opt["seed"]);
    } catch (...) {
        m.games = 0;
    }
    const bool levelsKnown = game == VolcanicKit::kId
                                 ? VolcanicKit::level(m.aName) && VolcanicKit::level(m.bName)
                                 : CardsKit::level(m.aName) && CardsKit::level(m.bName);
    if (!levelsKnown || m.games < 1 || m.players < 2 || m.players > 4 || m.ms < 0 ||
        !(m.scale > 0) || m.scale > 10 || (m.ms > 0 && m.scale != 1)) {
        std::fprintf(stderr,
                     "rano-cli match: --a and --b are ai:random|greedy|easy|medium|hard|expert, "
                     "--games >= 1, --players 2-4, --ms >= 0, --scale in (0, 10], not both "
                     "--ms and --scale\n");
        return 2;
    }
    if (game == CardsKit::kId) return playMatch(CardsKit{}, m);
    std::string error;
    const auto board = boardFor("standard", m.seed, error);
    if (!board) {
        std::fprintf(stderr, "rano-cli match: %s\n", error.c_str());
        return 1;
    }
    return playMatch(VolcanicKit{board}, m);
}
