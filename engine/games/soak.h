#pragma once

// One soak game of any kit: random and greedy seats (which are greedy is drawn from the
// game's seed), every invariant after every choice, then the record re-played from the seed
// to the same position.

#include <array>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/game_kit.h"
#include "core/rng.h"
#include "games/bench.h"
#include "games/registry.h"

namespace rano::games {

// What every soak tells: the decisions played, how its games ended (Kit::endReason) and how
// long they ran (Kit::length: rounds or turns).
struct SoakTally {
    long long decisions = 0;
    bench::Endings endings;

    // The summary: the game, the counts, `extra` (the game's own figures) and the time.
    SoakOutcome outcome(const GameEntry& entry, const SoakSetup& setup, long long violations,
                        bench::Clock::time_point t0, nlohmann::json extra) const {
        nlohmann::json summary = {{"game", entry.id},
                                  {"games", setup.games},
                                  {"violations", violations},
                                  {"decisions", decisions}};
        summary.update(endings.toJson(entry.lengthUnit));
        summary.update(extra);
        summary["seconds"] = bench::since(t0);
        return {violations ? 1 : 0, {}, summary};
    }
};

// `make()` starts the game afresh; `seen(choice, events)` after each choice played. A game
// that ended with every invariant held is counted in `tally`. Returns "" when all held, else
// the first problem in words.
template <GameKit Kit, class Make, class Seen>
std::string soakGame(std::uint64_t gameSeed, std::size_t maxChoices, SoakTally& tally, Make make,
                     Seen seen) {
    auto game = make();
    Rng kinds(gameSeed * 31 + 7); // which seats are greedy
    std::array<bool, Kit::kMaxPlayers> greedy{};
    for (auto& k : greedy)
        k = kinds.below(2) == 0;
    Rng chooser(gameSeed ^ 0xabcdefULL);
    std::string problem = Kit::invariantsAtStart(game.state());
    while (!Kit::over(game.state()) && problem.empty()) {
        const typename Kit::State before = game.state();
        const int who = Kit::decider(before);
        const typename Kit::Choice c = greedy[std::size_t(who)] ? Kit::greedyBot(before, chooser)
                                                                : Kit::randomBot(before, chooser);
        typename Kit::Events events{};
        if (std::string why = game.play(c, 0, &events); !why.empty()) {
            problem = "a bot's legal choice was refused: " + why;
            break;
        }
        ++tally.decisions;
        seen(c, events);
        problem = Kit::invariants(before, c, game.state());
        if (problem.empty() && game.moves().size() > maxChoices)
            problem = "the game did not end after " + std::to_string(maxChoices) + " choices";
        if (!problem.empty())
            problem = "after choice " + std::to_string(game.moves().size()) + " (\"" +
                      Kit::text(c) + "\"): " + problem;
    }
    if (problem.empty()) {
        tally.endings.add(Kit::endReason(game.state()), Kit::length(game.state()),
                          bench::talliesOf<Kit>(game.state()));
        auto again = make();
        for (const auto& m : game.moves())
            if (!again.play(m.choice).empty()) break;
        if (Kit::hash(again.state()) != Kit::hash(game.state()))
            problem = "replaying the record did not reach the same position";
    }
    return problem;
}

// The soak's games: game g has seed setup.seed + g and the players take min..max in turn.
// `one(g, gameSeed, players)` plays one and returns what names it beyond its seed (", 3
// players") and its problem, "" when all held; each problem is reported on a line. Returns
// the number of games with a problem.
template <class One>
long long soakGames(const SoakSetup& setup, const std::function<void(const std::string&)>& report,
                    One one) {
    long long violations = 0;
    for (long long g = 0; g < setup.games; ++g) {
        const std::uint64_t gameSeed = setup.seed + std::uint64_t(g);
        const int players = setup.minPlayers + int(g % (setup.maxPlayers - setup.minPlayers + 1));
        const auto [named, problem] = one(g, gameSeed, players);
        if (problem.empty()) continue;
        ++violations;
        report("game " + std::to_string(g + 1) + " (seed " + std::to_string(gameSeed) + named +
               "): " + problem);
    }
    return violations;
}

// A whole soak of any game: the clock, the tally and the summary, with the game's own figures
// (`figures()`, read once the games are played); `one(g, gameSeed, players, tally)` plays game
// g as soakGames asks.
template <class One, class Figures>
SoakOutcome soakAll(const GameEntry& entry, const SoakSetup& setup,
                    const std::function<void(const std::string&)>& report, One one,
                    Figures figures) {
    const auto t0 = bench::Clock::now();
    SoakTally tally;
    const long long violations =
        soakGames(setup, report, [&](long long g, std::uint64_t gameSeed, int players) {
            return one(g, gameSeed, players, tally);
        });
    return tally.outcome(entry, setup, violations, t0, figures());
}

// What names a soak's game besides its seed: ", 3 players".
inline std::string playersNamed(int players) {
    return ", " + std::to_string(players) + " players";
}

} // namespace rano::games
