#pragma once

// The engine's speed figures, for any kit: random play, state copies against memcpy, and
// Hard's search iterations per second on one core.

#include <algorithm>
#include <chrono>
#include <cstring>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "ai/choose.h"
#include "core/bots.h"
#include "core/game_kit.h"

namespace rano::games {

namespace bench {

using Clock = std::chrono::steady_clock;

inline double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// The value `pct` per cent of `v` stay at or below (the nearest rank); 0 for none.
inline int percentile(std::vector<int> v, int pct) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, v.size() * std::size_t(pct) / 100)];
}

// What a finished game counts besides its length, in the kit's words (Volcanic Isle: the tiles
// that sank, the Volcanoes left).
using Tallies = std::vector<std::pair<std::string, int>>;

// How a run of games ended and how long they ran: what match and soak both report.
struct Endings {
    std::map<std::string, long long> ended;          // games by end reason (Kit::endReason)
    std::vector<int> lengths;                        // in the game's length unit
    std::map<std::string, std::vector<int>> tallied; // each tally, game by game

    void add(const char* reason, int length, const Tallies& tallies = {}) {
        ++ended[reason];
        lengths.push_back(length);
        for (const auto& [name, value] : tallies)
            tallied[name].push_back(value);
    }
    // {"ended", "length_unit", "length_median", "length_p90"} and, for each tally,
    // "<tally>_mean" and "<tally>_median" over the games.
    nlohmann::json toJson(const char* unit) const {
        nlohmann::json j = {{"ended", ended},
                            {"length_unit", unit},
                            {"length_median", percentile(lengths, 50)},
                            {"length_p90", percentile(lengths, 90)}};
        for (const auto& [name, values] : tallied) {
            double sum = 0;
            for (int v : values)
                sum += v;
            j[name + "_mean"] = values.empty() ? 0.0 : sum / double(values.size());
            j[name + "_median"] = percentile(values, 50);
        }
        return j;
    }
};

// The kit's tallies of a finished game (Kit::tallies, for the kits that have some).
template <typename Kit> Tallies talliesOf(const typename Kit::State& s) {
    if constexpr (requires { Kit::tallies(s); })
        return Kit::tallies(s);
    else
        return {};
}

inline double since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Keeps the optimiser from deleting copies nobody reads.
template <typename T> void keep(T& value) {
    asm volatile("" : : "r"(&value) : "memory");
}

struct PlayoutFigures {
    long long games = 0, decisions = 0;
    double decisionsPerSecond = 0, gamesPerSecond = 0;
};

// Random games from `setup(seed)` for `seconds`, in 5 samples; medians of the rates.
// `playout(state, chooser)` plays one to its end and returns its number of decisions.
template <typename Setup, typename Playout>
PlayoutFigures measurePlayouts(Setup setup, Playout playout, double seconds) {
    const int samples = 5;
    std::vector<double> decisionRates, gameRates;
    std::uint64_t seed = 1;
    PlayoutFigures f;
    for (int sample = 0; sample < samples; ++sample) {
        long long decisions = 0, games = 0;
        const auto t0 = Clock::now();
        double elapsed = 0;
        while (elapsed < seconds / samples) {
            auto s = setup(seed);
            Rng chooser(seed * 7919 + 1);
            ++seed;
            decisions += playout(s, chooser);
            ++games;
            elapsed = since(t0);
        }
        decisionRates.push_back(double(decisions) / elapsed);
        gameRates.push_back(double(games) / elapsed);
        f.games += games;
        f.decisions += decisions;
    }
    f.decisionsPerSecond = median(decisionRates);
    f.gamesPerSecond = median(gameRates);
    return f;
}

// One state copy against a plain memcpy of the same number of bytes (medians, ns).
template <typename State> std::pair<double, double> measureCopies(const State& start) {
    constexpr int kCopies = 2'000'000;
    std::vector<double> copyNs, memcpyNs;
    std::vector<State> states(8, start);
    std::vector<unsigned char> raw(sizeof(State) * 8);
    for (int sample = 0; sample < 5; ++sample) {
        auto t0 = Clock::now();
        for (int i = 0; i < kCopies; ++i) {
            states[std::size_t((i + 1) & 7)] = states[std::size_t(i & 7)];
            keep(states[std::size_t((i + 1) & 7)]);
        }
        copyNs.push_back(since(t0) * 1e9 / kCopies);
        t0 = Clock::now();
        for (int i = 0; i < kCopies; ++i) {
            std::memcpy(raw.data() + sizeof(State) * std::size_t((i + 1) & 7),
                        raw.data() + sizeof(State) * std::size_t(i & 7), sizeof(State));
            keep(raw);
        }
        memcpyNs.push_back(since(t0) * 1e9 / kCopies);
    }
    return {median(copyNs), median(memcpyNs)};
}

// Hard's search on one core from the positions of a game between greedy bots, a fixed time
// each: iterations per second, and the wait after the search's clock stops (the tree let go,
// the choice judged), in ms (medians over the positions, and the longest wait).
struct SearchFigures {
    double iterationsPerSecond = 0, waitAfterMs = 0, longestWaitAfterMs = 0;
};
template <GameKit Kit, typename GameT>
SearchFigures measureSearch(GameT game, int positions, int msEach) {
    std::vector<double> rates, waits;
    Rng rng(5);
    while (!Kit::over(game.state()) && int(rates.size()) < positions) {
        const auto t0 = Clock::now();
        const auto advice = ai::chooseAtLevel<Kit>(game.state(), ai::Level::Hard, rng.next(),
                                                   msEach, 0, nullptr, {});
        const double wall = since(t0);
        if (advice.seconds > 0) {
            rates.push_back(double(advice.iterations) / advice.seconds);
            waits.push_back((wall - advice.seconds) * 1000);
        }
        for (int i = 0; i < 7 && !Kit::over(game.state()); ++i)
            game.play(Kit::greedyBot(game.state(), rng));
    }
    if (rates.empty()) return {};
    return {median(rates), median(waits), *std::max_element(waits.begin(), waits.end())};
}

} // namespace bench

// The figures every game reports: random play from `game`'s setup, copies of its start, and
// Hard's search from the positions of a greedy game.
template <GameKit Kit, typename GameT>
nlohmann::json benchFigures(const GameT& game, int players, double seconds) {
    const auto context = game.context();
    const auto options = game.options();
    const bench::PlayoutFigures f = bench::measurePlayouts(
        [&](std::uint64_t seed) { return Kit::setup(context, options, seed); },
        [](typename Kit::State& s, Rng& chooser) {
            return randomPlayoutOf<typename Kit::ChoiceList>(s, chooser);
        },
        seconds);
    const auto [copy, plain] = bench::measureCopies(Kit::setup(context, options, 1));
    const bench::SearchFigures search = bench::measureSearch<Kit>(game, 9, 300);
    return {{"game", Kit::kId},
            {"players", players},
            {"samples", 5},
            {"games", f.games},
            {"decisions", f.decisions},
            {"decisions_per_game", double(f.decisions) / double(f.games)},
            {"decisions_per_second", f.decisionsPerSecond},
            {"games_per_second", f.gamesPerSecond},
            {"state_bytes", sizeof(typename Kit::State)},
            {"state_copy_ns", copy},
            {"memcpy_ns", plain},
            {"copy_to_memcpy_ratio", copy / plain},
            {"hard_iterations_per_second", search.iterationsPerSecond},
            {"hard_wait_after_search_ms", search.waitAfterMs},
            {"hard_longest_wait_after_search_ms", search.longestWaitAfterMs}};
}

} // namespace rano::games
