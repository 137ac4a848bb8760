// Volcanic Isle's entry in the registry: its setup (a continent, the Volcano faces), its
// narration, its protocol answers, its soak and its speed figures.

#include <algorithm>
#include <cstdio>

#include "core/index.h"
#include "core/json_read.h"
#include "games/any_game.h"
#include "games/bench.h"
#include "games/entries.h"
#include "games/soak.h"
#include "volcanic/continent_spec.h"
#include "volcanic/game.h"
#include "volcanic/generator.h"
#include "volcanic/replay.h"
#include "volcanic/report_json.h"
#include "volcanic/shipped.h"

namespace rano::games {

namespace {

using nlohmann::json;
using namespace rano::volcanic;

class VolcanicGame : public AnyGameOf<Kit, Game> {
public:
    using AnyGameOf::AnyGameOf;

    std::vector<std::string> narrate(const std::vector<Seat>& seats) const override {
        // Re-run the game with events to narrate it.
        std::vector<std::string> lines;
        Game narrated(game().sharedBoard(), game().options(), game().seed());
        int lastRound = 0;
        for (const Move& m : game().moves()) {
            const State& before = narrated.state();
            if (before.round != lastRound) {
                lastRound = before.round;
                lines.push_back("Round " + std::to_string(lastRound));
            }
            const std::string what = describe(before, m.choice);
            EventList events;
            narrated.play(m.choice, m.ms, &events);
            lines.push_back("  " + seats[u(m.player)].name + ": " + what);
            for (const Event& e : events)
                if (e.kind != EventKind::TurnEnded)
                    lines.push_back("    - " + describe(narrated.board(), e));
        }
        finalScores(narrated.state(), seats, "VP", lines);
        return lines;
    }

    json applyAnswer(const json& r) override {
        EventList events;
        json refused;
        if (!playRequest(r, refused, &events)) return refused;
        json list = json::array();
        for (const Event& e : events)
            list.push_back(eventToJson(game().board(), e));
        return {{"ok", true}, {"events", list}};
    }
};

// The setup's "options" (the Volcano faces) and "continent"; `readFiles`: whether the
// continent may be a file.
std::unique_ptr<AnyGame> start(int players, std::uint64_t seed, const json& r, bool readFiles,
                               std::string& error) {
    Options options;
    options.players = players;
    if (r.contains("options")) {
        const json& o = r["options"];
        if (!o.is_object()) {
            error = "\"options\" must be an object";
            return nullptr;
        }
        if (o.contains("volcanoFaces")) {
            if (!jsonread::inRange(o["volcanoFaces"], 0, kDieFaces)) {
                error = "\"options.volcanoFaces\" must be 0 to 6";
                return nullptr;
            }
            options.volcanoFaces = o["volcanoFaces"].get<int>();
        }
    }
    const json continent = r.contains("continent") ? r["continent"] : json("standard");
    if (!readFiles && continent.is_string() && continent != "standard" && continent != "random") {
        error = "this session reads no continent files";
        return nullptr;
    }
    auto board = boardFor(continent, seed, error);
    if (!board) return nullptr;
    return std::make_unique<VolcanicGame>(std::make_unique<Game>(board, options, seed));
}

std::unique_ptr<AnyGame> open(const json& file, std::vector<Seat>& seats, std::string& error) {
    TileCatalogue catalogue;
    if (!shippedCatalogue(catalogue, error)) return nullptr;
    return openReplay<VolcanicGame, Replay>(
        seats, error, [&](auto&... out) { return replayFromJson(file, catalogue, out...); });
}

SoakOutcome soak(const SoakSetup& setup, const std::function<void(const std::string&)>& report) {
    const std::vector<std::string>& continents = setup.continents;
    const bool known = std::all_of(continents.begin(), continents.end(), [](const std::string& c) {
        return c == "standard" || c == "random";
    });
    if (continents.empty() || !known)
        return {2, "--continents takes standard, random or both", nullptr};
    std::string error;
    const auto standard = boardFor("standard", setup.seed, error);
    if (!standard) return {1, error, nullptr};
    const auto t0 = bench::Clock::now();
    SoakTally tally;
    long long sinkings = 0;
    const long long violations =
        soakGames(setup, report, [&](long long g, std::uint64_t gameSeed, int players) {
            // Games take the kinds of continent in turn; a random one is the one for the game's
            // seed.
            const std::string& kind = continents[std::size_t(g) % continents.size()];
            auto board = standard;
            if (kind == "random" && !(board = boardFor("random", gameSeed, error)))
                return std::pair<std::string, std::string>("", "no random continent: " + error);
            return std::pair<std::string, std::string>(
                ", " + std::to_string(players) + " players, " + kind + " continent",
                soakGame<Kit>(
                    gameSeed, 20000, tally,
                    [&] {
                        return Game(board, Options{players, kDefaultVolcanoFaces}, gameSeed);
                    },
                    [&](const Choice&, const EventList& events) {
                        for (const Event& e : events)
                            sinkings += e.kind == EventKind::AreaSinks;
                    }));
        });
    return tally.outcome(kVolcanicEntry, setup, violations, t0, {{"sinkings", sinkings}});
}

json runBench(int players, double seconds, std::string& error) {
    const auto board = boardFor("standard", 0, error);
    if (!board) return nullptr;
    const Options options{players, kDefaultVolcanoFaces};
    json figures = benchFigures<Kit>(Game(board, options, 3), players, seconds);

    // Random continents: seeds 1-500, the time of each generation (issue 7: <= 100 ms each).
    std::vector<double> generateMs;
    TileCatalogue catalogue;
    Continent standard;
    if (shippedCatalogue(catalogue, error) && standardContinent(standard, error))
        for (std::uint64_t s = 1; s <= 500; ++s) {
            const auto t0 = bench::Clock::now();
            const auto continent =
                generateContinent(catalogue, standard, s, kMaxGeneratedBays, error);
            generateMs.push_back(continent ? bench::since(t0) * 1e3 : 1e9);
        }
    figures["random_continents"] = generateMs.size();
    figures["random_continent_ms_median"] = generateMs.empty() ? 0.0 : bench::median(generateMs);
    figures["random_continent_ms_max"] =
        generateMs.empty() ? 0.0 : *std::max_element(generateMs.begin(), generateMs.end());
    return figures;
}

constexpr const char* kSetupKeys[] = {"continent", "options"};

} // namespace

const GameEntry kVolcanicEntry = {
    .id = Kit::kId,
    .noun = "Volcanic Isle",
    .minPlayers = Kit::kMinPlayers,
    .maxPlayers = Kit::kMaxPlayers,
    .boxMinutes = 60,
    .lengthUnit = "rounds",
    .choiceExample = "move 3 4",
    .setupKeys = kSetupKeys,
    .verifyNamesGame = false,
    .seatName = colourName,
    .profile = aiProfile,
    .start = start,
    .open = open,
    .soak = soak,
    .bench = runBench,
};

} // namespace rano::games
