// Rapa Nui, the card game's entry in the registry: its narration, its protocol answers,
// its soak and its speed figures.

#include "cards/game.h"
#include "cards/replay.h"
#include "core/index.h"
#include "games/any_game.h"
#include "games/bench.h"
#include "games/entries.h"
#include "games/entry_of.h"
#include "games/soak.h"

namespace rano::games {

namespace {

using nlohmann::json;
using namespace rano::cards;

class CardsGame : public AnyGameOf<Kit, Game> {
public:
    using AnyGameOf::AnyGameOf;

    // The narration tells turns, each with its player, and what a card scored.
    std::string heading(const State& s, const std::vector<Seat>& seats) const override {
        return "Turn " + std::to_string(s.turn + 1) + " (" + seats[u(s.active)].name + ")";
    }
    // Told to whoever reads the console: a face-down sacrifice keeps its type until the game is
    // over and every card is turned up.
    std::string what(const State& before, const Choice& c) const override {
        return describe(before, c, game().state().over() ? kSeesAll : kSpectator);
    }
    std::vector<std::string> followed(const State& before, const Choice& c, const NoEvents&,
                                      const State& after) const override {
        const std::string paid = describeScoring(before, c, after);
        return paid.empty() ? std::vector<std::string>() : std::vector{paid};
    }

    json applyAnswer(const json& r) override {
        const State before = state();
        // The answer is told to every listener, as a spectator (or, with "viewer", as that
        // seat): a face-down sacrifice names its type only to its owner.
        json refused;
        std::optional<int> viewer = kSpectator;
        if (r.contains("viewer") && !(viewer = viewerOf(r, refused))) return refused;
        const auto choice = playRequest(r, refused);
        if (!choice) return refused;
        json answer = {{"ok", true},
                       {"player", before.whoDecides()},
                       {"text", std::string(colourName(before.whoDecides())) + ": " +
                                    describe(before, *choice, *viewer)}};
        if (std::string paid = describeScoring(before, *choice, state()); !paid.empty())
            answer["scored"] = paid;
        return answer;
    }
};

std::unique_ptr<AnyGame> start(int players, std::uint64_t seed, const json&, bool, std::string&) {
    return std::make_unique<CardsGame>(std::make_unique<Game>(Options{players}, seed));
}

SoakOutcome soak(const SoakSetup& setup, const std::function<void(const std::string&)>& report) {
    long long moaiBuilt = 0;
    return soakAll(
        kCardsEntry, setup, report,
        [&](long long, std::uint64_t gameSeed, int players, SoakTally& tally) {
            return std::pair(playersNamed(players),
                             soakGame<Kit>(
                                 gameSeed, 5000, tally, [&] { return Game({players}, gameSeed); },
                                 [&](const Choice& c, const NoEvents&) {
                                     moaiBuilt += c.kind == ChoiceKind::Moai;
                                 }));
        },
        [&] {
            return json{{"moai_built", moaiBuilt}};
        });
}

json runBench(int players, double seconds, std::string&) {
    return benchFigures<Kit>(Game(Options{players}, 3), players, seconds);
}

} // namespace

// The draw pile runs out; the card game has no cap of ours.
constexpr const char* kPrintedEnds[] = {"deck-out"};

const GameEntry kCardsEntry = entryOf<Kit, CardsGame, Replay>({.noun = "the card game",
                                                               .boxMinutes = 30,
                                                               .lengthUnit = "turns",
                                                               .choiceExample = "buy fish",
                                                               .printedEnds = kPrintedEnds,
                                                               .capEnd = nullptr},
                                                              colourName, start, soak, runBench);

} // namespace rano::games
