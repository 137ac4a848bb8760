// Rapa Nui, the board game's entry in the registry: its setup (the first-game option), its
// narration, its protocol answers, its soak (how games end) and its speed figures.

#include <algorithm>

#include "core/index.h"
#include "games/any_game.h"
#include "games/bench.h"
#include "games/entries.h"
#include "games/soak.h"
#include "rapanui/game.h"
#include "rapanui/replay.h"

namespace rano::games {

namespace {

using nlohmann::json;
using namespace rano::rapanui;

class RapaNuiGame : public AnyGameOf<Kit, Game> {
public:
    using AnyGameOf::AnyGameOf;

    std::vector<std::string> narrate(const std::vector<Seat>& seats) const override {
        std::vector<std::string> lines;
        Game narrated(game().sharedBoard(), game().options(), game().seed());
        int lastRound = 0;
        for (const Move& m : game().moves()) {
            const State& before = narrated.state();
            if (before.round != lastRound) {
                lastRound = before.round;
                lines.push_back("Round " + std::to_string(lastRound));
            }
            lines.push_back("  " + seats[u(m.player)].name + ": " + describe(before, m.choice));
            narrated.play(m.choice, m.ms);
        }
        finalScores(narrated.state(), seats, "points", lines);
        return lines;
    }

    json applyAnswer(const json& r) override {
        const State before = state();
        json refused;
        const auto choice = playRequest(r, refused);
        if (!choice) return refused;
        return {{"ok", true},
                {"player", before.whoDecides()},
                {"text",
                 std::string(colourName(before.whoDecides())) + ": " + describe(before, *choice)}};
    }
};

// The setup's "options": {"firstGame": true} plays the first-game set.
std::unique_ptr<AnyGame> start(int players, std::uint64_t seed, const json& r, bool,
                               std::string& error) {
    Options options;
    options.players = players;
    if (r.contains("options")) {
        const json& o = r["options"];
        if (!o.is_object()) {
            error = "\"options\" must be an object";
            return nullptr;
        }
        if (o.contains("firstGame")) {
            if (!o["firstGame"].is_boolean()) {
                error = "\"options.firstGame\" must be true or false";
                return nullptr;
            }
            options.firstGame = o["firstGame"].get<bool>();
        }
    }
    auto board = shippedBoardFor(players, error);
    if (!board) return nullptr;
    return std::make_unique<RapaNuiGame>(std::make_unique<Game>(board, options, seed));
}

std::unique_ptr<AnyGame> open(const json& file, std::vector<Seat>& seats, std::string& error) {
    return openReplay<RapaNuiGame, Replay>(
        seats, error, [&](auto&... out) { return replayFromJson(file, out...); });
}

SoakOutcome soak(const SoakSetup& setup, const std::function<void(const std::string&)>& report) {
    std::string error;
    const auto two = shippedBoardFor(2, error);
    const auto many = shippedBoardFor(4, error);
    if (!two || !many) return {1, error, nullptr};
    const auto t0 = bench::Clock::now();
    SoakTally tally;
    long long pukao = 0;
    std::array<long long, kSizes> erected{};
    const long long violations =
        soakGames(setup, report, [&](long long, std::uint64_t gameSeed, int players) {
            const auto& board = players == 2 ? two : many;
            return std::pair<std::string, std::string>(
                ", " + std::to_string(players) + " players",
                soakGame<Kit>(
                    gameSeed, 20000, tally,
                    [&] {
                        return Game(board, Options{players, false}, gameSeed);
                    },
                    [&](const Choice& c, const NoEvents&) {
                        if (c.kind == ChoiceKind::Moai) ++erected[u(c.a)];
                        pukao += c.kind == ChoiceKind::Pukao;
                    }));
        });
    return tally.outcome(kRapaNuiEntry, setup, violations, t0,
                         {{"moai_transported",
                           {{"small", erected[0]}, {"medium", erected[1]}, {"large", erected[2]}}},
                          {"pukao_transported", pukao}});
}

json runBench(int players, double seconds, std::string& error) {
    const auto board = shippedBoardFor(players, error);
    if (!board) return nullptr;
    return benchFigures<Kit>(Game(board, Options{players, false}, 3), players, seconds);
}

constexpr const char* kSetupKeys[] = {"options"};

} // namespace

const GameEntry kRapaNuiEntry = {
    .id = Kit::kId,
    .noun = "Rapa Nui",
    .minPlayers = Kit::kMinPlayers,
    .maxPlayers = Kit::kMaxPlayers,
    .boxMinutes = 60,
    .lengthUnit = "rounds",
    .choiceExample = "villager 12",
    .setupKeys = kSetupKeys,
    .verifyNamesGame = true,
    .seatName = colourName,
    .profile = aiProfile,
    .start = start,
    .open = open,
    .soak = soak,
    .bench = runBench,
};

} // namespace rano::games
