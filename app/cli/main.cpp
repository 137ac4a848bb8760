#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include <rano/version.h>

#include "games/registry.h"
#include "grid.h"
#include "library_bench.h"
#include "map.h"
#include "match.h"
#include "play.h"
#include "protocol.h"
#include "soak.h"

namespace {
void printHelp() {
    std::printf(
        "usage: rano-cli COMMAND [ARGS]\n"
        "\n"
        "  play [--game %s] --players ai:hard,ai:greedy[,...]\n"
        "       [--continent standard|random|FILE]\n"
        "       [--seed N]"
        " [--ms M] [--out FILE [--library]]\n"
        "                            play a whole game between AIs; prints one JSON line\n"
        "                            (levels: random, greedy, easy, medium, hard, expert);\n"
        "                            --library: the game also in the app's Library\n"
        "  play --from FILE --at N --players ai:medium,...  [--seed N] [--ms M] [--out FILE]\n"
        "                            a recorded game up to its choice N, played on by AIs\n"
        "  replay FILE [--verify] [--at N] [--print] [--analyse [--iterations N | --ms M]]\n"
        "                            re-simulate a replay: check it, show the state after\n"
        "                            choice N, narrate it turn by turn, or analyse it as the\n"
        "                            review does (a JSON line a choice: each player's chance\n"
        "                            to win before and after it, the AI's best, mistakes)\n"
        "  protocol                  the JSON-lines engine protocol on stdin/stdout\n"
        "                            (docs/protocol.md)\n"
        "  match [--game G] --a ai:hard --b ai:greedy --games N --players 2|3|4 --seed S\n"
        "        [--ms M | --scale F] [--continent standard|random|FILE] [--out DIR [--library]]\n"
        "                            games between two kinds of AI, seats rotating; --ms\n"
        "                            gives both M ms a decision, --scale F each level F\n"
        "                            times its own time; --continent random: each game on\n"
        "                            a continent drawn from its seed; --out: each game's\n"
        "                            replay in DIR (game-001.json, ...), and with --library\n"
        "                            in the app's Library too\n"
        "  grid [--game all|G,...] [--levels easy,medium,hard,expert] [--players 2,3,4]\n"
        "       [--continents standard,random] [--games N] [--scale F] [--seed S]\n"
        "       [--iterations N] [--jobs J] [--load L]\n"
        "                            how every AI level's games end: each level's self-play\n"
        "                            and each adjacent pair, in every game, setup and number\n"
        "                            of players (40 games a cell at --scale 0.1 unless told);\n"
        "                            a Markdown table, exit 1 if a cell ends fewer than 95 %%\n"
        "                            of its games by the rulebook's end or any at the round\n"
        "                            cap; --iterations: a search's size instead of its time\n"
        "                            (the same games on any machine); --jobs: games at once;\n"
        "                            --load: threads that spin meanwhile, a busy machine\n"
        "  map validate FILE         check a continent against the advanced-setup rules\n"
        "  map random [--seed N] [--bays 1-4] [--out FILE]\n"
        "                            a seeded random continent (JSON; stdout without --out)\n"
        "  soak [--game G] --games N [--players 2..4] [--continents standard,random] [--seed S]\n"
        "                            random and greedy games, every invariant checked after\n"
        "                            every choice; exits 1 on any violation\n"
        "  bench [--game G] [--seconds S] [--players N]\n"
        "  bench --library N [--runs R] [--cold]\n"
        "                            engine speed figures as JSON; --library: how fast the\n"
        "                            library opens and filters with N games (medians, ms);\n"
        "                            --cold: the first look at N game files no index knows\n"
        "  --version                 print the engine version\n"
        "  --help                    print this help\n",
        rano::games::gameIds("|").c_str());
}

int runProtocol() {
    ProtocolSession session;
    std::string line;
    while (!session.quitRequested() && std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        std::cout << session.reply(line) << '\n' << std::flush;
    }
    return 0;
}

int runBench(const std::vector<std::string>& args) {
    if (std::find(args.begin(), args.end(), "--library") != args.end())
        return runLibraryBench(args);
    double seconds = 5;
    int players = 4;
    std::string game = rano::games::defaultGame().id;
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        try {
            if (args[i] == "--seconds")
                seconds = std::stod(args[i + 1]);
            else if (args[i] == "--players")
                players = std::stoi(args[i + 1]);
            else if (args[i] == "--game")
                game = args[i + 1];
        } catch (...) {
            std::fprintf(stderr, "rano-cli bench: %s needs a number\n", args[i].c_str());
            return 2;
        }
    }
    if (players < 2 || players > 4 || seconds <= 0) {
        std::fprintf(stderr, "rano-cli bench: --players 2-4, --seconds > 0\n");
        return 2;
    }
    const rano::games::GameEntry* entry = rano::games::findGame(game);
    if (!entry) {
        std::fprintf(stderr, "rano-cli bench: unknown game '%s'\n", game.c_str());
        return 2;
    }
    std::string error;
    const nlohmann::json figures = entry->bench(players, seconds, error);
    if (figures.is_null()) {
        std::fprintf(stderr, "rano-cli bench: %s\n", error.c_str());
        return 1;
    }
    std::printf("%s\n", figures.dump().c_str());
    return 0;
}
} // namespace

int main(int argc, char* argv[]) {
    if (argc < 2) {
        printHelp();
        return 0;
    }
    const std::string_view command = argv[1];
    const std::vector<std::string> args(argv + 2, argv + argc);
    if (command == "--version") {
        std::printf("rano-cli %s\n", rano::kEngineVersion);
        return 0;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        printHelp();
        return 0;
    }
    if (command == "play") return runPlay(args);
    if (command == "replay") return runReplay(args);
    if (command == "protocol") return runProtocol();
    if (command == "map") return runMap(args);
    if (command == "match") return runMatch(args);
    if (command == "grid") return runGrid(args);
    if (command == "soak") return runSoak(args);
    if (command == "bench") return runBench(args);
    std::fprintf(stderr, "rano-cli: unknown command '%s' (try --help)\n", argv[1]);
    return 2;
}
