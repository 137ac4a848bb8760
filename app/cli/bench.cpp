#include "bench.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <vector>

#include "volcanic/generator.h"
#include "volcanic/playout.h"
#include "volcanic/shipped.h"

using namespace rano::volcanic;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Keeps the optimiser from deleting copies nobody reads.
template <typename T> void keep(T& value) {
    asm volatile("" : : "r"(&value) : "memory");
}

} // namespace

nlohmann::json runVolcanicBench(const Board& board, int players, double seconds) {
    const int samples = 5;
    std::vector<double> decisionRates, gameRates, copyNs, memcpyNs;
    std::uint64_t seed = 1;
    long long totalGames = 0, totalDecisions = 0;
    for (int sample = 0; sample < samples; ++sample) {
        long long decisions = 0, games = 0;
        const auto t0 = Clock::now();
        double elapsed = 0;
        while (elapsed < seconds / samples) {
            State s = State::setup(board, {players, kDefaultVolcanoFaces}, seed);
            rano::Rng chooser(seed * 7919 + 1);
            ++seed;
            decisions += randomPlayout(s, chooser);
            ++games;
            elapsed = since(t0);
        }
        decisionRates.push_back(double(decisions) / elapsed);
        gameRates.push_back(double(games) / elapsed);
        totalGames += games;
        totalDecisions += decisions;
    }

    // One state copy against a plain memcpy of the same number of bytes.
    constexpr int kCopies = 2'000'000;
    std::vector<State> states(8, State::setup(board, {players, kDefaultVolcanoFaces}, 1));
    std::vector<unsigned char> raw(sizeof(State) * 8);
    for (int sample = 0; sample < samples; ++sample) {
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

    // Random continents: seeds 1-500, the time of each generation (issue 7: <= 100 ms each).
    std::vector<double> generateMs;
    TileCatalogue catalogue;
    Continent standard;
    std::string error;
    if (shippedCatalogue(catalogue, error) && standardContinent(standard, error))
        for (std::uint64_t s = 1; s <= 500; ++s) {
            const auto t0 = Clock::now();
            const auto continent =
                generateContinent(catalogue, standard, s, kMaxGeneratedBays, error);
            generateMs.push_back(continent ? since(t0) * 1e3 : 1e9);
        }

    const double copy = median(copyNs), plain = median(memcpyNs);
    return {{"game", "volcanic-isle"},
            {"players", players},
            {"samples", samples},
            {"games", totalGames},
            {"decisions", totalDecisions},
            {"decisions_per_game", double(totalDecisions) / double(totalGames)},
            {"decisions_per_second", median(decisionRates)},
            {"games_per_second", median(gameRates)},
            {"state_bytes", sizeof(State)},
            {"state_copy_ns", copy},
            {"memcpy_ns", plain},
            {"copy_to_memcpy_ratio", copy / plain},
            {"random_continents", generateMs.size()},
            {"random_continent_ms_median", generateMs.empty() ? 0.0 : median(generateMs)},
            {"random_continent_ms_max",
             generateMs.empty() ? 0.0 : *std::max_element(generateMs.begin(), generateMs.end())}};
}
