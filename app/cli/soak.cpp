#include "soak.h"

#include <cstdio>
#include <map>

#include <nlohmann/json.hpp>

#include "args.h"
#include "games/registry.h"

using namespace rano::games;

int runSoak(const std::vector<std::string>& args) {
    std::map<std::string, std::string> opt = {{"game", defaultGame().id},
                                              {"games", "1000"},
                                              {"players", "2..4"},
                                              {"seed", "1"},
                                              {"continents", "standard"}};
    if (!readOptions(args, opt,
                     "rano-cli soak [--game " + gameIds("|") +
                         "] --games N [--players 2..4] [--continents standard,random] [--seed S]"))
        return 2;
    SoakSetup setup;
    try {
        setup.games = std::stoll(opt["games"]);
        setup.seed = std::stoull(opt["seed"]);
        const std::string p = opt["players"];
        const auto dots = p.find("..");
        setup.minPlayers = std::stoi(p.substr(0, dots));
        setup.maxPlayers =
            dots == std::string::npos ? setup.minPlayers : std::stoi(p.substr(dots + 2));
    } catch (...) {
        setup.games = 0;
    }
    if (setup.games < 1 || setup.minPlayers < 2 || setup.maxPlayers > 4 ||
        setup.minPlayers > setup.maxPlayers) {
        std::fprintf(stderr, "rano-cli soak: --games >= 1, --players 2..4 (or one number)\n");
        return 2;
    }
    const GameEntry* entry = findGame(opt["game"]);
    if (!entry) {
        std::fprintf(stderr, "rano-cli soak: unknown game '%s' (known: %s)\n", opt["game"].c_str(),
                     gameIds(", ").c_str());
        return 2;
    }
    setup.continents = split(opt["continents"], ',');
    const SoakOutcome outcome =
        entry->soak(setup, [](const std::string& line) { std::printf("%s\n", line.c_str()); });
    if (outcome.summary.is_null()) {
        std::fprintf(stderr, "rano-cli soak: %s\n", outcome.error.c_str());
        return outcome.exitCode;
    }
    std::printf("%s\n", outcome.summary.dump().c_str());
    return outcome.exitCode;
}
