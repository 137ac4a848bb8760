#include "soak.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>

#include <nlohmann/json.hpp>

#include "args.h"
#include "cards/bots.h"
#include "cards/game.h"
#include "cards/invariants.h"
#include "continents.h"
#include "games.h"
#include "play.h"
#include "volcanic/bots.h"
#include "volcanic/game.h"
#include "volcanic/invariants.h"
#include "volcanic/report_json.h"

using namespace rano::volcanic;

namespace {

// The card game's soak: random and greedy seats, every invariant after every choice, and each
// game re-played from its record to the same position.
int soakCards(long long games, int minPlayers, int maxPlayers, std::uint64_t seed) {
    namespace cards = rano::cards;
    const auto t0 = std::chrono::steady_clock::now();
    long long violations = 0, decisions = 0, moaiBuilt = 0;
    for (long long g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = seed + std::uint64_t(g);
        const int players = minPlayers + int(g % (maxPlayers - minPlayers + 1));
        cards::Game game({players}, gameSeed);
        rano::Rng kinds(gameSeed * 31 + 7); // which seats are greedy
        std::array<bool, cards::kMaxPlayers> greedy{};
        for (auto& k : greedy)
            k = kinds.below(2) == 0;
        rano::Rng chooser(gameSeed ^ 0xabcdefULL);
        std::string problem = cards::checkInvariants(game.state());
        while (!game.state().over() && problem.empty()) {
            const cards::State& before = game.state();
            const int who = before.whoDecides();
            const cards::Choice c = greedy[std::size_t(who)]
                                        ? cards::greedyBotChoice(before, chooser)
                                        : cards::randomBotChoice(before, chooser);
            moaiBuilt += c.kind == cards::ChoiceKind::Moai;
            if (std::string why = game.play(c); !why.empty()) {
                problem = "a bot's legal choice was refused: " + why;
                break;
            }
            ++decisions;
            problem = cards::checkInvariants(game.state());
            if (problem.empty() && game.moves().size() > 5000)
                problem = "the game did not end after 5000 choices";
            if (!problem.empty())
                problem = "after choice " + std::to_string(game.moves().size()) + " (\"" +
                          toText(c) + "\"): " + problem;
        }
        if (problem.empty()) {
            cards::Game again({players}, gameSeed);
            for (const cards::Move& m : game.moves())
                if (!again.play(m.choice).empty()) break;
            if (again.state().hash() != game.state().hash())
                problem = "replaying the record did not reach the same position";
        }
        if (!problem.empty()) {
            ++violations;
            std::printf("game %lld (seed %llu, %d players): %s\n", g + 1,
                        static_cast<unsigned long long>(gameSeed), players, problem.c_str());
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%s\n", nlohmann::json({{"game", "rapa-nui-cards"},
                                        {"games", games},
                                        {"violations", violations},
                                        {"decisions", decisions},
                                        {"moai_built", moaiBuilt},
                                        {"seconds", seconds}})
                            .dump()
                            .c_str());
    return violations ? 1 : 0;
}

} // namespace

int runSoak(const std::vector<std::string>& args) {
    std::map<std::string, std::string> opt = {{"game", "volcanic-isle"},
                                              {"games", "1000"},
                                              {"players", "2..4"},
                                              {"seed", "1"},
                                              {"continents", "standard"}};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string key = args[i].rfind("--", 0) == 0 ? args[i].substr(2) : "";
        if (!opt.count(key) || i + 1 >= args.size()) {
            std::fprintf(stderr,
                         "usage: rano-cli soak [--game volcanic-isle|rapa-nui-cards] --games N "
                         "[--players 2..4] [--continents standard,random] [--seed S]\n");
            return 2;
        }
        opt[key] = args[++i];
    }
    long long games = 0;
    int minPlayers = 2, maxPlayers = 4;
    std::uint64_t seed = 1;
    try {
        games = std::stoll(opt["games"]);
        seed = std::stoull(opt["seed"]);
        const std::string p = opt["players"];
        const auto dots = p.find("..");
        minPlayers = std::stoi(p.substr(0, dots));
        maxPlayers = dots == std::string::npos ? minPlayers : std::stoi(p.substr(dots + 2));
    } catch (...) {
        games = 0;
    }
    if (games < 1 || minPlayers < 2 || maxPlayers > 4 || minPlayers > maxPlayers) {
        std::fprintf(stderr, "rano-cli soak: --games >= 1, --players 2..4 (or one number)\n");
        return 2;
    }
    if (opt["game"] == "rapa-nui-cards") return soakCards(games, minPlayers, maxPlayers, seed);
    if (opt["game"] != "volcanic-isle") {
        std::fprintf(stderr, "rano-cli soak: unknown game '%s' (known: %s)\n", opt["game"].c_str(),
                     kKnownGames);
        return 2;
    }
    const std::vector<std::string> continents = split(opt["continents"], ',');
    const bool known = std::all_of(continents.begin(), continents.end(), [](const std::string& c) {
        return c == "standard" || c == "random";
    });
    if (continents.empty() || !known) {
        std::fprintf(stderr, "rano-cli soak: --continents takes standard, random or both\n");
        return 2;
    }
    std::string error;
    const auto standard = boardFor("standard", seed, error);
    if (!standard) {
        std::fprintf(stderr, "rano-cli soak: %s\n", error.c_str());
        return 1;
    }
    const auto t0 = std::chrono::steady_clock::now();
    long long violations = 0, decisions = 0, sinkings = 0, capped = 0;
    for (long long g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = seed + std::uint64_t(g);
        const int players = minPlayers + int(g % (maxPlayers - minPlayers + 1));
        // Games take the kinds of continent in turn; a random one is the one for the game's seed.
        const std::string& kind = continents[std::size_t(g) % continents.size()];
        auto board = standard;
        if (kind == "random" && !(board = boardFor("random", gameSeed, error))) {
            ++violations;
            std::printf("game %lld (seed %llu): no random continent: %s\n", g + 1,
                        static_cast<unsigned long long>(gameSeed), error.c_str());
            continue;
        }
        Game game(board, Options{players, kDefaultVolcanoFaces}, gameSeed);
        rano::Rng kinds(gameSeed * 31 + 7); // which seats are greedy
        std::array<bool, kMaxPlayers> greedy{};
        for (auto& k : greedy)
            k = kinds.below(2) == 0;
        rano::Rng chooser(gameSeed ^ 0xabcdefULL);
        std::string problem;
        while (!game.state().over() && problem.empty()) {
            const State before = game.state();
            const int who = before.whoDecides();
            const Choice c = greedy[std::size_t(who)] ? greedyBotChoice(before, chooser)
                                                      : randomBotChoice(before, chooser);
            EventList events;
            if (std::string why = game.play(c, 0, &events); !why.empty()) {
                problem = "a bot's legal choice was refused: " + why;
                break;
            }
            ++decisions;
            for (const Event& e : events)
                sinkings += e.kind == EventKind::AreaSinks;
            problem = checkInvariants(before, c, game.state());
            if (problem.empty() && game.moves().size() > 20000)
                problem = "the game did not end after 20000 choices";
            if (!problem.empty())
                problem = "after choice " + std::to_string(game.moves().size()) + " (\"" +
                          toText(c) + "\"): " + problem;
        }
        if (problem.empty()) {
            capped += game.state().round >= kRoundCap;
            Game again(board, Options{players, kDefaultVolcanoFaces}, gameSeed);
            for (const Move& m : game.moves())
                if (!again.play(m.choice).empty()) break;
            if (again.state().hash() != game.state().hash())
                problem = "replaying the record did not reach the same position";
        }
        if (!problem.empty()) {
            ++violations;
            std::printf("game %lld (seed %llu, %d players, %s continent): %s\n", g + 1,
                        static_cast<unsigned long long>(gameSeed), players, kind.c_str(),
                        problem.c_str());
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%s\n", nlohmann::json({{"games", games},
                                        {"violations", violations},
                                        {"decisions", decisions},
                                        {"sinkings", sinkings},
                                        {"games_at_round_cap", capped},
                                        {"seconds", seconds}})
                            .dump()
                            .c_str());
    return violations ? 1 : 0;
}
