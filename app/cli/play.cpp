#include "play.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "args.h"
#include "cards/state_json.h"
#include "continents.h"
#include "games.h"
#include "volcanic/ai.h"
#include "volcanic/describe.h"
#include "volcanic/replay.h"
#include "volcanic/report_json.h"
#include "volcanic/scoring.h"
#include "volcanic/state_json.h"

using nlohmann::json;
using namespace rano::volcanic;

std::uint64_t decisionSeed(std::uint64_t gameSeed, std::size_t decision, int seat) {
    rano::Rng mix(gameSeed * 0x9e3779b97f4a7c15ULL + decision * 4 + std::uint64_t(seat));
    return mix.next();
}

namespace {

template <typename Kit>
int playGame(const Kit& kit, const std::vector<std::string>& players, std::uint64_t seed, int ms,
             const Args& a) {
    std::vector<rano::Seat> seats;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string& p = players[i];
        const auto level = Kit::level(p);
        if (!level || p.rfind("ai:", 0) != 0) {
            std::fprintf(stderr,
                         "rano-cli play: unknown player '%s' (known: ai:random, ai:greedy, "
                         "ai:easy, ai:medium, ai:hard, ai:expert)\n",
                         p.c_str());
            return 2;
        }
        seats.push_back({Kit::seatName(int(i)), false, aiLevelName(*level)});
    }
    const auto game = kit.start(int(seats.size()), seed);
    const auto t0 = std::chrono::steady_clock::now();
    while (!game->state().over()) {
        const auto& s = game->state();
        const int who = s.whoDecides();
        const auto c0 = std::chrono::steady_clock::now();
        const auto level = *Kit::level(seats[std::size_t(who)].level);
        const auto c = aiChoose(s, level, decisionSeed(seed, game->moves().size(), who), ms).choice;
        const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::steady_clock::now() - c0)
                               .count();
        if (std::string why = game->play(c, spent); !why.empty()) {
            std::fprintf(stderr, "rano-cli play: internal error: %s\n", why.c_str());
            return 1;
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const auto& s = game->state();
    if (a.has("out") &&
        !writeFileAtomically(a.get("out"), replayToJson(*game, seats).dump(1) + "\n")) {
        std::fprintf(stderr, "rano-cli play: cannot write %s\n", a.get("out").c_str());
        return 1;
    }
    json scores = json::array(), won = json::array();
    for (int p = 0; p < s.players; ++p)
        scores.push_back(score(s, p).total());
    for (int p : winners(s))
        won.push_back(p);
    const json line = {{"game", Kit::kId},
                       {"seed", seed},
                       {"players", players},
                       {"scores", scores},
                       {"winners", won},
                       {Kit::kLength, Kit::length(s)},
                       {"choices", game->moves().size()},
                       {"seconds", seconds},
                       {"hash", rano::hashText(s.hash())}};
    std::printf("%s\n", line.dump().c_str());
    return 0;
}

} // namespace

int runPlay(const std::vector<std::string>& argv) {
    const Args a = parseArgs(argv, {});
    const std::string gameName = a.get("game", VolcanicKit::kId);
    if (gameName != VolcanicKit::kId && gameName != CardsKit::kId) {
        std::fprintf(stderr, "rano-cli play: unknown game '%s' (known: %s)\n", gameName.c_str(),
                     kKnownGames);
        return 2;
    }
    const auto players = split(a.get("players", "ai:greedy,ai:greedy"), ',');
    if (players.size() < 2 || players.size() > 4) {
        std::fprintf(stderr,
                     "rano-cli play: --players needs 2 to 4 seats, e.g. ai:greedy,ai:random\n");
        return 2;
    }
    std::uint64_t seed = 0;
    try {
        seed = std::stoull(a.get("seed", "1"));
    } catch (...) {
        std::fprintf(stderr, "rano-cli play: --seed needs a non-negative integer\n");
        return 2;
    }
    int ms = 0;
    try {
        ms = std::stoi(a.get("ms", "0"));
    } catch (...) {
        std::fprintf(stderr, "rano-cli play: --ms needs a number of milliseconds\n");
        return 2;
    }
    if (gameName == CardsKit::kId) {
        if (a.has("continent")) {
            std::fprintf(stderr, "rano-cli play: the card game has no continent\n");
            return 2;
        }
        return playGame(CardsKit{}, players, seed, ms, a);
    }
    std::string error;
    auto board = boardFor(json(a.get("continent", "standard")), seed, error);
    if (!board) {
        std::fprintf(stderr, "rano-cli play: %s\n", error.c_str());
        return 1;
    }
    return playGame(VolcanicKit{board}, players, seed, ms, a);
}

namespace {

// `rano-cli replay` for a replay of the card game.
int replayCards(const json& j, const std::string& path, const Args& a) {
    namespace cards = rano::cards;
    cards::Replay replay;
    std::unique_ptr<cards::Game> game;
    std::string error;
    if (!cards::replayFromJson(j, replay, game, error)) {
        std::fprintf(stderr, "rano-cli replay: %s: %s\n", path.c_str(), error.c_str());
        return 1;
    }
    if (a.has("print")) {
        cards::Game narrated(replay.options, replay.seed);
        int lastTurn = -1;
        for (const cards::Move& m : replay.moves) {
            const cards::State& before = narrated.state();
            if (before.turn != lastTurn) {
                lastTurn = before.turn;
                std::printf("Turn %d (%s)\n", lastTurn + 1,
                            replay.seats[std::size_t(before.active)].name.c_str());
            }
            // Narrated for a spectator: face-down sacrifices keep their types.
            std::printf("  %s: %s\n", replay.seats[std::size_t(m.player)].name.c_str(),
                        cards::describe(before, m.choice, -1).c_str());
            const cards::State was = before;
            narrated.play(m.choice, m.ms);
            if (const std::string paid = cards::describeScoring(was, m.choice, narrated.state());
                !paid.empty())
                std::printf("    - %s\n", paid.c_str());
        }
        const cards::State& s = narrated.state();
        if (s.over())
            for (int p = 0; p < s.players; ++p)
                std::printf("%s: %d glory\n", replay.seats[std::size_t(p)].name.c_str(),
                            cards::score(s, p).total());
    }
    if (a.has("at")) {
        std::size_t n = 0;
        try {
            n = std::stoul(a.get("at"));
        } catch (...) {
            std::fprintf(stderr, "rano-cli replay: --at needs a choice number\n");
            return 2;
        }
        if (n > game->moves().size()) {
            std::fprintf(stderr, "rano-cli replay: --at %zu: the replay has %zu choices\n", n,
                         game->moves().size());
            return 2;
        }
        const cards::State& s = game->stateAt(n);
        std::printf(
            "%s\n",
            json({{"at", n}, {"state", cards::stateToJson(s)}, {"hash", rano::hashText(s.hash())}})
                .dump()
                .c_str());
    }
    if (a.has("verify") || (!a.has("at") && !a.has("print")))
        std::printf("%s\n", json({{"ok", true},
                                  {"game", CardsKit::kId},
                                  {"choices", game->moves().size()},
                                  {"over", game->state().over()},
                                  {"hash", rano::hashText(game->state().hash())}})
                                .dump()
                                .c_str());
    return 0;
}

} // namespace

int runReplay(const std::vector<std::string>& argv) {
    const Args a = parseArgs(argv, {"verify", "print"});
    if (a.positional.size() != 1) {
        std::fprintf(stderr, "usage: rano-cli replay FILE [--verify] [--at N] [--print]\n");
        return 2;
    }
    const std::string path = a.positional[0];
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "rano-cli replay: cannot open %s\n", path.c_str());
        return 1;
    }
    json j;
    try {
        j = json::parse(in);
    } catch (const json::parse_error& e) {
        std::fprintf(stderr, "rano-cli replay: %s: not valid JSON (%s)\n", path.c_str(), e.what());
        return 1;
    }
    if (rano::replayGame(j) == CardsKit::kId) return replayCards(j, path, a);
    std::string error;
    TileCatalogue catalogue;
    if (!rano::volcanic::shippedCatalogue(catalogue, error)) {
        std::fprintf(stderr, "rano-cli replay: %s\n", error.c_str());
        return 1;
    }
    Replay replay;
    std::unique_ptr<Game> game;
    if (!replayFromJson(j, catalogue, replay, game, error)) {
        std::fprintf(stderr, "rano-cli replay: %s: %s\n", path.c_str(), error.c_str());
        return 1;
    }
    if (a.has("print")) {
        // Re-run the game with events to narrate it.
        Game narrated(game->sharedBoard(), replay.options, replay.seed);
        int lastRound = 0;
        for (const Move& m : replay.moves) {
            const State& before = narrated.state();
            if (before.round != lastRound) {
                lastRound = before.round;
                std::printf("Round %d\n", lastRound);
            }
            const std::string what = describe(before, m.choice);
            EventList events;
            narrated.play(m.choice, m.ms, &events);
            std::printf("  %s: %s\n", replay.seats[std::size_t(m.player)].name.c_str(),
                        what.c_str());
            for (const Event& e : events)
                if (e.kind != EventKind::TurnEnded)
                    std::printf("    - %s\n", describe(narrated.board(), e).c_str());
        }
        const State& s = narrated.state();
        if (s.over())
            for (int p = 0; p < s.players; ++p)
                std::printf("%s: %d VP\n", replay.seats[std::size_t(p)].name.c_str(),
                            score(s, p).total());
    }
    if (a.has("at")) {
        std::size_t n = 0;
        try {
            n = std::stoul(a.get("at"));
        } catch (...) {
            std::fprintf(stderr, "rano-cli replay: --at needs a choice number\n");
            return 2;
        }
        if (n > game->moves().size()) {
            std::fprintf(stderr, "rano-cli replay: --at %zu: the replay has %zu choices\n", n,
                         game->moves().size());
            return 2;
        }
        const State& s = game->stateAt(n);
        std::printf("%s\n",
                    json({{"at", n}, {"state", stateToJson(s)}, {"hash", hashText(s.hash())}})
                        .dump()
                        .c_str());
    }
    if (a.has("verify") || (!a.has("at") && !a.has("print")))
        std::printf("%s\n", json({{"ok", true},
                                  {"choices", game->moves().size()},
                                  {"over", game->state().over()},
                                  {"hash", hashText(game->state().hash())}})
                                .dump()
                                .c_str());
    return 0;
}
