// Rapa Nui, the card game's entry in the registry: its narration, its protocol answers (a
// seat's view of the table among them), its soak and its speed figures.

#include "cards/game.h"
#include "cards/replay.h"
#include "core/index.h"
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
        int lastTurn = -1;
        for (const Move& m : game().moves()) {
            const State& before = narrated.state();
            if (before.turn != lastTurn) {
                lastTurn = before.turn;
                lines.push_back("Turn " + std::to_string(lastTurn + 1) + " (" +
                                seats[u(before.active)].name + ")");
            }
            // Narrated for a spectator: face-down sacrifices keep their types.
            lines.push_back("  " + seats[u(m.player)].name + ": " + describe(before, m.choice, -1));
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
        const std::string text = r["choice"].get<std::string>();
        const auto choice = parseChoice(text);
        if (!choice) return refusal("\"" + text + "\" is not a choice");
        const State before = state();
        if (std::string why = game().play(*choice); !why.empty())
            return refusal("illegal choice \"" + text + "\": " + why);
        // Told as a spectator would see it: a face-down sacrifice keeps its type.
        json answer = {{"ok", true},
                       {"player", before.whoDecides()},
                       {"text", std::string(colourName(before.whoDecides())) + ": " +
                                    describe(before, *choice, -1)}};
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
        if (!viewer.is_number_integer() || viewer.get<long long>() < -1 ||
            viewer.get<long long>() >= s.players)
            return refusal("\"viewer\" must be a seat (0-" + std::to_string(s.players - 1) +
                           ") or -1 for a spectator");
        return {{"ok", true}, {"view", viewToJson(s, viewer.get<int>())}};
    }

    json loadAnswer(const json& r) override {
        State s;
        std::string error;
        if (!stateFromJson(r["state"], s, error)) return refusal("invalid state: " + error);
        game().reset(s);
        return {{"ok", true}};
    }

    json scoresAnswer() const override {
        const State& s = state();
        json list = json::array();
        for (int p = 0; p < s.players; ++p) {
            const ScoreBreakdown b = Kit::score(s, p);
            json parts = json::object();
            for (const auto& [name, value] : b.parts())
                parts[name] = value;
            list.push_back({{"player", p}, {"total", b.total()}, {"breakdown", parts}});
        }
        return {{"ok", true}, {"scores", list}, {"winners", resultToJson(s)["winners"]}};
    }
};

std::unique_ptr<AnyGame> start(int players, std::uint64_t seed, const json&, bool, std::string&) {
    return std::make_unique<CardsGame>(std::make_unique<Game>(Options{players}, seed));
}

std::unique_ptr<AnyGame> open(const json& file, std::vector<Seat>& seats, std::string& error) {
    Replay replay;
    std::unique_ptr<Game> game;
    if (!replayFromJson(file, replay, game, error)) return nullptr;
    seats = replay.seats;
    return std::make_unique<CardsGame>(std::move(game));
}

SoakOutcome soak(const SoakSetup& setup, const std::function<void(const std::string&)>& report) {
    const auto t0 = bench::Clock::now();
    long long decisions = 0, moaiBuilt = 0;
    const long long violations =
        soakGames(setup, report, [&](long long, std::uint64_t gameSeed, int players) {
            return std::pair<std::string, std::string>(
                ", " + std::to_string(players) + " players",
                soakGame<Kit>(
                    gameSeed, 5000, decisions, [&] { return Game({players}, gameSeed); },
                    [&](const Choice& c, const NoEvents&) {
                        moaiBuilt += c.kind == ChoiceKind::Moai;
                    },
                    [](const State&) {}));
        });
    return {violations ? 1 : 0,
            {},
            {{"game", Kit::kId},
             {"games", setup.games},
             {"violations", violations},
             {"decisions", decisions},
             {"moai_built", moaiBuilt},
             {"seconds", bench::since(t0)}}};
}

json runBench(int players, double seconds, std::string&) {
    return benchFigures<Kit>(Game(Options{players}, 3), players, seconds,
                             [](State& s, Rng& chooser) { return randomPlayout(s, chooser); });
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
