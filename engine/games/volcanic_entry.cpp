// Volcanic Isle's entry in the registry: its setup (a continent, the Volcano faces), its
// narration, its protocol answers, its soak and its speed figures.

#include <algorithm>
#include <cstdio>

#include "core/index.h"
#include "core/json_read.h"
#include "games/any_game.h"
#include "games/bench.h"
#include "games/entries.h"
#include "games/entry_of.h"
#include "games/setup_option.h"
#include "games/soak.h"
#include "volcanic/catalogue_json.h"
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

    // Each choice is told with its events, but for the end of a turn.
    std::vector<std::string> followed(const State&, const Choice&, const EventList& events,
                                      const State&) const override {
        std::vector<std::string> lines;
        for (const Event& e : events)
            if (e.kind != EventKind::TurnEnded) lines.push_back(describe(game().board(), e));
        return lines;
    }

    json publicSetup() const override {
        return {{"continent", continentToJson(game().board().continent)}};
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
    const auto volcanoFaces = [&](const json& v) {
        if (!jsonread::inRange(v, 0, kDieFaces)) return false;
        options.volcanoFaces = v.get<int>();
        return true;
    };
    if (!readOption(r, "volcanoFaces", "0 to 6", volcanoFaces, error)) return nullptr;
    const json continent = r.contains("continent") ? r["continent"] : json("standard");
    if (!readFiles && continent.is_string() && continent != "standard" && continent != "random") {
        error = "this session reads no continent files";
        return nullptr;
    }
    auto board = boardFor(continent, seed, error);
    if (!board) return nullptr;
    return std::make_unique<VolcanicGame>(std::make_unique<Game>(board, options, seed));
}

// A file is read against the shipped tiles its continent is laid with.
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
    long long sinkings = 0;
    return soakAll(
        kVolcanicEntry, setup, report,
        [&](long long g, std::uint64_t gameSeed, int players, SoakTally& tally) {
            // Games take the kinds of continent in turn; a random one is the one for the game's
            // seed.
            const std::string& kind = continents[std::size_t(g) % continents.size()];
            auto board = standard;
            if (kind == "random" && !(board = boardFor("random", gameSeed, error)))
                return std::pair<std::string, std::string>("", "no random continent: " + error);
            return std::pair(
                playersNamed(players) + ", " + kind + " continent",
                soakGame<Kit>(
                    gameSeed, 20000, tally,
                    [&] {
                        return Game(board, Options{players, kDefaultVolcanoFaces}, gameSeed);
                    },
                    [&](const Choice&, const EventList& events) {
                        for (const Event& e : events)
                            sinkings += e.kind == EventKind::AreaSinks;
                    }));
        },
        [&] {
            return json{{"sinkings", sinkings}};
        });
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
constexpr const char* kOptionKeys[] = {"volcanoFaces"};

} // namespace

// Two Volcanoes or fewer left after a sinking; "fissure-supply" (decision 11) and
// "no-fissure-possible" (decision 25) are ours.
constexpr const char* kPrintedEnds[] = {"two-volcanoes"};

const GameEntry kVolcanicEntry =
    entryOf<Kit, VolcanicGame, Replay>({.noun = "Volcanic Isle",
                                        .boxMinutes = 60,
                                        .lengthUnit = "rounds",
                                        .choiceExample = "move 3 4",
                                        .setupKeys = kSetupKeys,
                                        .optionKeys = kOptionKeys,
                                        .verifyNamesGame = false,
                                        .printedEnds = kPrintedEnds},
                                       colourName, start, soak, runBench, open);

} // namespace rano::games
