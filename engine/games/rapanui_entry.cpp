// Rapa Nui, the board game's entry in the registry: its setup (the first-game option), its
// narration, its protocol answers, its soak (how games end) and its speed figures.

#include <algorithm>

#include "core/index.h"
#include "games/any_game.h"
#include "games/bench.h"
#include "games/entries.h"
#include "games/entry_of.h"
#include "games/setup_option.h"
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
    const auto firstGame = [&](const json& v) {
        if (v.is_boolean()) options.firstGame = v.get<bool>();
        return v.is_boolean();
    };
    if (!readOption(r, "firstGame", "true or false", firstGame, error)) return nullptr;
    auto board = shippedBoardFor(players, error);
    if (!board) return nullptr;
    return std::make_unique<RapaNuiGame>(std::make_unique<Game>(board, options, seed));
}

SoakOutcome soak(const SoakSetup& setup, const std::function<void(const std::string&)>& report) {
    std::string error;
    const auto two = shippedBoardFor(2, error);
    const auto many = shippedBoardFor(4, error);
    if (!two || !many) return {1, error, nullptr};
    long long pukao = 0;
    std::array<long long, kSizes> erected{};
    return soakAll(
        kRapaNuiEntry, setup, report,
        [&](long long, std::uint64_t gameSeed, int players, SoakTally& tally) {
            const auto& board = players == 2 ? two : many;
            return std::pair(playersNamed(players),
                             soakGame<Kit>(
                                 gameSeed, 20000, tally,
                                 [&] {
                                     return Game(board, Options{players, false}, gameSeed);
                                 },
                                 [&](const Choice& c, const NoEvents&) {
                                     if (c.kind == ChoiceKind::Moai) ++erected[u(c.a)];
                                     pukao += c.kind == ChoiceKind::Pukao;
                                 }));
        },
        [&] {
            return json{{"moai_transported",
                         {{"small", erected[0]}, {"medium", erected[1]}, {"large", erected[2]}}},
                        {"pukao_transported", pukao}};
        });
}

json runBench(int players, double seconds, std::string& error) {
    const auto board = shippedBoardFor(players, error);
    if (!board) return nullptr;
    return benchFigures<Kit>(Game(board, Options{players, false}, 3), players, seconds);
}

constexpr const char* kSetupKeys[] = {"options"};
constexpr const char* kOptionKeys[] = {"firstGame"};
// Few empty Ahu left at a round's end.
constexpr const char* kPrintedEnds[] = {"rule"};

} // namespace

const GameEntry kRapaNuiEntry =
    entryOf<Kit, RapaNuiGame, Replay>({.noun = "Rapa Nui",
                                       .boxMinutes = 60,
                                       .lengthUnit = "rounds",
                                       .choiceExample = "villager 12",
                                       .setupKeys = kSetupKeys,
                                       .optionKeys = kOptionKeys,
                                       .printedEnds = kPrintedEnds},
                                      colourName, start, soak, runBench);

} // namespace rano::games
