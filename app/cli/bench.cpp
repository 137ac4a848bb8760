#include "bench.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <vector>

#include "cards/ai.h"
#include "cards/bots.h"
#include "cards/game.h"
#include "volcanic/ai.h"
#include "volcanic/bots.h"
#include "volcanic/game.h"
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

struct PlayoutFigures {
    long long games = 0, decisions = 0;
    double decisionsPerSecond = 0, gamesPerSecond = 0;
};

// Random games from `setup(seed)` for `seconds`, in 5 samples; medians of the rates.
template <typename Setup> PlayoutFigures measurePlayouts(Setup setup, double seconds) {
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
            rano::Rng chooser(seed * 7919 + 1);
            ++seed;
            decisions += randomPlayout(s, chooser);
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
// each: iterations per second (median over the positions).
template <typename Game, typename Level, typename Greedy>
double measureSearch(Game game, Level hard, Greedy greedy, int positions, int msEach) {
    std::vector<double> rates;
    rano::Rng rng(5);
    while (!game.state().over() && int(rates.size()) < positions) {
        const auto advice = aiChoose(game.state(), hard, rng.next(), msEach);
        if (advice.seconds > 0) rates.push_back(double(advice.iterations) / advice.seconds);
        for (int i = 0; i < 7 && !game.state().over(); ++i)
            game.play(greedy(game.state(), rng));
    }
    return rates.empty() ? 0.0 : median(rates);
}

} // namespace

nlohmann::json runVolcanicBench(const std::shared_ptr<const Board>& shared, int players,
                                double seconds) {
    const Board& board = *shared;
    const Options options{players, kDefaultVolcanoFaces};
    const PlayoutFigures f = measurePlayouts(
        [&](std::uint64_t seed) { return State::setup(board, options, seed); }, seconds);
    const auto [copy, plain] = measureCopies(State::setup(board, options, 1));
    const double iterations =
        measureSearch(Game(shared, options, 3), AiLevel::Hard, greedyBotChoice, 9, 300);

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

    return {{"game", "volcanic-isle"},
            {"players", players},
            {"samples", 5},
            {"games", f.games},
            {"decisions", f.decisions},
            {"decisions_per_game", double(f.decisions) / double(f.games)},
            {"decisions_per_second", f.decisionsPerSecond},
            {"games_per_second", f.gamesPerSecond},
            {"state_bytes", sizeof(State)},
            {"state_copy_ns", copy},
            {"memcpy_ns", plain},
            {"copy_to_memcpy_ratio", copy / plain},
            {"hard_iterations_per_second", iterations},
            {"random_continents", generateMs.size()},
            {"random_continent_ms_median", generateMs.empty() ? 0.0 : median(generateMs)},
            {"random_continent_ms_max",
             generateMs.empty() ? 0.0 : *std::max_element(generateMs.begin(), generateMs.end())}};
}

nlohmann::json runCardsBench(int players, double seconds) {
    namespace cards = rano::cards;
    const cards::Options options{players};
    const PlayoutFigures f = measurePlayouts(
        [&](std::uint64_t seed) { return cards::State::setup(options, seed); }, seconds);
    const auto [copy, plain] = measureCopies(cards::State::setup(options, 1));
    const double iterations = measureSearch(cards::Game(options, 3), cards::AiLevel::Hard,
                                            cards::greedyBotChoice, 9, 300);
    return {{"game", "rapa-nui-cards"},
            {"players", players},
            {"samples", 5},
            {"games", f.games},
            {"decisions", f.decisions},
            {"decisions_per_game", double(f.decisions) / double(f.games)},
            {"decisions_per_second", f.decisionsPerSecond},
            {"games_per_second", f.gamesPerSecond},
            {"state_bytes", sizeof(cards::State)},
            {"state_copy_ns", copy},
            {"memcpy_ns", plain},
            {"copy_to_memcpy_ratio", copy / plain},
            {"hard_iterations_per_second", iterations}};
}
