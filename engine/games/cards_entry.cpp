// Rapa Nui, the card game's entry in the registry: its narration, its protocol answers (a
// seat's view of the table among them), its soak and its speed figures.

#include "cards/game.h"
#include "cards/replay.h"
#include "core/index.h"
#include "core/json_read.h"
#include "games/any_game.h"
#include "games/bench.h"
#include "games/entries.h"
#include "games/soak.h"

namespace rano::games {

namespace {

using nlohmann::json;
using namespace rano::cards;

class CardsGame : public AnyGameOf<Kit, Game> {
public:
    using AnyGameOf::AnyGameOf;

    std::vector<std::string> narrate(const std::vector<Seat>& seats) const override {
        std::vector<std::string> lines;
        Game narrated(game().options(), game().seed());
        // Told to whoever reads the console: a face-down sacrifice keeps its type until the
        // game is over and every card is turned up.
        const int told = game().state().over() ? kSeesAll : kSpectator;
        int lastTurn = -1;
        for (const Move& m : game().moves()) {
            const State& before = narrated.state();
            if (before.turn != lastTurn) {
                lastTurn = before.turn;
                lines.push_back("Turn " + std::to_string(lastTurn + 1) + " (" +
                                seats[u(before.active)].name + ")");
            }
            lines.push_back("  " + seats[u(m.player)].name + ": " +
                            describe(before, m.choice, told));
            const State was = before;
            narrated.play(m.choice, m.ms);
            if (const std::string paid = describeScoring(was, m.choice, narrated.state());
                !paid.empty())
                lines.push_back("    - " + paid);
        }
        finalScores(narrated.state(), seats, "glory", lines);
        return lines;
    }

    json applyAnswer(const json& r) override {
        const State before = state();
        // The answer is told to every listener, as a spectator (or, with "viewer", as that
        // seat): a face-down sacrifice names its type only to its owner.
        int viewer = kSpectator;
        if (r.contains("viewer")) {
            if (!jsonread::inRange(r["viewer"], -1, before.players - 1))
                return refusal("\"viewer\" must be a seat (0-" +
                               std::to_string(before.players - 1) + ") or -1 for a spectator");
            viewer = r["viewer"].get<int>();
        }
        json refused;
        const auto choice = playRequest(r, refused);
        if (!choice) return refused;
        json answer = {{"ok", true},
                       {"player", before.whoDecides()},
                       {"text", std::string(colourName(before.whoDecides())) + ": " +
                                    describe(before, *choice, viewer)}};
        if (std::string paid = describeScoring(before, *choice, state()); !paid.empty())
            answer["scored"] = paid;
        return answer;
    }

    // The whole state, or with a "viewer" what that seat (-1: a spectator) may see.
    json stateAnswer(const json& r) const override {
        const State& s = state();
        if (!r.contains("viewer"))
            return {{"ok", true}, {"state", stateToJson(s)}, {"hash", hashText(s.hash())}};
        const json& viewer = r["viewer"];
        if (!jsonread::inRange(viewer, -1, s.players - 1))
            return refusal("\"viewer\" must be a seat (0-" + std::to_string(s.players - 1) +
                           ") or -1 for a spectator");
        return {{"ok", true}, {"view", viewToJson(s, viewer.get<int>())}};
    }
};

std::unique_ptr<AnyGame> start(int players, std::uint64_t seed, const json&, bool, std::string&) {
    return std::make_unique<CardsGame>(std::make_unique<Game>(Options{players}, seed));
}

std::unique_ptr<AnyGame> open(const json& file, std::vector<Seat>& seats, std::string& error) {
    return openReplay<CardsGame, Replay>(
        seats, error, [&](auto&... out) { return replayFromJson(file, out...); });
}

SoakOutcome soak(const SoakSetup& setup, const std::function<void(const std::string&)>& report) {
    const auto t0 = bench::Clock::now();
    SoakTally tally;
    long long moaiBuilt = 0;
    const long long violations =
        soakGames(setup, report, [&](long long, std::uint64_t gameSeed, int players) {
            return std::pair<std::string, std::string>(
                ", " + std::to_string(players) + " players",
                soakGame<Kit>(
                    gameSeed, 5000, tally, [&] { return Game({players}, gameSeed); },
                    [&](const Choice& c, const NoEvents&) {
                        moaiBuilt += c.kind == ChoiceKind::Moai;
                    }));
        });
    return tally.outcome(kCardsEntry, setup, violations, t0, {{"moai_built", moaiBuilt}});
}

json runBench(int players, double seconds, std::string&) {
    return benchFigures<Kit>(Game(Options{players}, 3), players, seconds);
}

} // namespace

const GameEntry kCardsEntry = {
    .id = Kit::kId,
    .noun = "the card game",
    .minPlayers = Kit::kMinPlayers,
    .maxPlayers = Kit::kMaxPlayers,
    .boxMinutes = 30,
    .lengthUnit = "turns",
    .choiceExample = "buy fish",
    .setupKeys = {},
    .verifyNamesGame = true,
    .seatName = colourName,
    .profile = aiProfile,
    .start = start,
    .open = open,
    .soak = soak,
    .bench = runBench,
};

} // namespace rano::games
