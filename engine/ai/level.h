#pragma once

// What the games' AI levels share: a level's knobs, the advice it gives, the search at those
// knobs with its human-like slips, and the rewards a truncated playout turns into.
//
// Besides what Mcts<G> asks of a game adapter, the search at a level asks
//   static double thinkingShare(const State&);  the share of a level's time this decision
//                                                deserves, in (0, 1]

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "ai/mcts.h"
#include "core/rng.h"

namespace rano::ai {

// The AI levels players meet, from gentle to strongest, and the simple bots: the same ladder
// in every game (each game gives each level its own Profile).
enum class Level { Random, Greedy, Easy, Medium, Hard, Expert };

inline const char* aiLevelName(Level level) {
    constexpr const char* kNames[] = {"random", "greedy", "easy", "medium", "hard", "expert"};
    const auto i = std::size_t(level);
    return i < std::size(kNames) ? kNames[i] : "?";
}

// "easy", "ai:hard", ...
inline std::optional<Level> aiLevelFromName(const std::string& text) {
    const std::string name = text.rfind("ai:", 0) == 0 ? text.substr(3) : text;
    for (Level l :
         {Level::Random, Level::Greedy, Level::Easy, Level::Medium, Level::Hard, Level::Expert})
        if (name == aiLevelName(l)) return l;
    return std::nullopt;
}

inline bool isLevelName(const std::string& text) {
    return aiLevelFromName(text).has_value();
}

// How a level searches: its time per decision and its knobs.
struct Profile {
    double seconds = 0; // per decision
    int threads = 1;
    int playoutTurns = 8;
    double slip = 0; // chance of a human-like slip: playing a lesser top-3 choice
    // How much of the game's threats the level weighs: 1 all of them; a beginner overlooks
    // what is coming (the game's next threat, such as an eruption).
    double caution = 1;
    double shareTemperature = 0;       // Outlook::shareTemperature
    bool playoutsEndOnOwnTurn = false; // Limits::playoutsEndOnOwnTurn
    // How much better (in chance of winning) ending the turn with actions left must look than
    // the best way to act, for the level to do it (actingChoice).
    double passMargin = 0;
    // Choices whose chances of winning lie within this of the search's best are ones it cannot
    // tell apart; the game's quick judgement of the position each leaves picks among them
    // (judgedChoice).
    double tieMargin = 0;
    double endStake = 0;      // Outlook::endStake
    double stepStake = 0;     // Outlook::stepStake
    double gatheredStake = 0; // Outlook::gatheredStake
    // How widely the search tries choices that look worse (Limits::exploration): a level with
    // many iterations to spend can afford to follow its best lines deeper.
    double exploration = kDefaultExploration;
    double judgedStake = 0; // Outlook::judgedStake

    // Judge positions by each player's chance of winning alone (Outlook::chanceOnly): a hint,
    // whose percentages are chances a player reads.
    bool chanceOnly = false;
    double rivalry = 0; // Outlook::rivalry
    Outlook outlook() const {
        return {caution,       shareTemperature, endStake,   stepStake,
                gatheredStake, judgedStake,      chanceOnly, rivalry};
    }
};

// A game's Profile for each level that searches; the bots (Random, Greedy) search nothing.
struct LevelProfiles {
    Profile easy, medium, hard, expert;

    Profile at(Level level) const {
        switch (level) {
        case Level::Easy:
            return easy;
        case Level::Medium:
            return medium;
        case Level::Hard:
            return hard;
        case Level::Expert:
            return expert;
        default:
            return {};
        }
    }
};

template <class Choice> struct Advice {
    Choice choice;
    std::vector<Alternative<Choice>> top; // best first, at most 3, with win rates
    std::int64_t iterations = 0;
    double seconds = 0;
    bool aborted = false;
};

// Players seldom let actions go to waste, and two searches that both rate passing a hair
// above acting can stall a game for good (issue 24: Volcanic Isle's levels passed with Moai to
// raise). So `chosen`, when it wastes actions (`wastes`), gives way to the best of `top` that
// does not, if that one is within `margin` of it.
template <class Choice, class Wastes>
Choice actingChoice(const std::vector<Alternative<Choice>>& top, const Choice& chosen,
                    Wastes wastes, double margin) {
    if (margin <= 0 || !wastes(chosen)) return chosen;
    double chosenRate = 0;
    for (const auto& alt : top)
        if (alt.choice == chosen) chosenRate = alt.winRate;
    const Alternative<Choice>* best = nullptr;
    for (const auto& alt : top)
        if (!wastes(alt.choice) && alt.winRate >= chosenRate - margin &&
            (!best || alt.winRate > best->winRate))
            best = &alt;
    return best ? best->choice : chosen;
}

// Where a search's statistics cannot tell choices apart, a game's quick judgement can: a
// search that rates every move alike (issue 24: Volcanic Isle's levels walked Settlers back and
// forth beside Moai they could carry to a free geyser) follows `value` instead. Among `ranked`,
// the choices within `margin` of `chosen`'s win rate (at even chances; less towards a sure
// win or loss, down to a quarter) and visited at least a quarter as often (fewer visits leave a win
// rate too rough to count as a tie), the one `value` rates highest; `chosen` keeps a tie. `stake`
// is what every rating carries on top of the chance of winning (Outlook::endStake, stepStake,
// gatheredStake).
inline constexpr double kDecidedTieShare = 0.25;
template <class Choice, class Value>
Choice judgedChoice(const std::vector<Alternative<Choice>>& ranked, const Choice& chosen,
                    Value value, double margin, double stake = 0) {
    if (margin <= 0) return chosen;
    const Alternative<Choice>* mine = nullptr;
    for (const auto& alt : ranked)
        if (alt.choice == chosen) mine = &alt;
    if (!mine) return chosen;
    // A chance near 0 or 1 is a sure thing, hardly a tie: the margin narrows as a coin's spread
    // does (a raise that ends the game 20 VP ahead keeps its place). But a decided game rates
    // every choice alike, and the judgement is a better guide than the search's noise, so a
    // quarter of the margin is kept: without it a player far ahead and one far behind each
    // walked Settlers about beside the last lava for 30 rounds (issue 24). The chance is read
    // under the stake: a late game's even chances, rated 2 and more with it, looked certain.
    const double chance = std::clamp(mine->winRate - stake, 0.0, 1.0);
    margin *= std::max(2 * std::sqrt(chance * (1 - chance)), kDecidedTieShare);
    Choice best = chosen;
    double bestValue = value(chosen);
    for (const auto& alt : ranked) {
        if (alt.choice == chosen || alt.winRate < mine->winRate - margin ||
            4 * alt.visits < mine->visits)
            continue;
        if (const double v = value(alt.choice); v > bestValue) {
            best = alt.choice;
            bestValue = v;
        }
    }
    return best;
}

// The search's choice among `legal` (two or more) at `profile`'s knobs: `ms` overrides its
// time, `iterations` (when > 0) replaces time. Draws the search's seed and any slip from `rng`.
template <class G>
Advice<typename G::Choice>
searchAtProfile(const typename G::State& s, const typename G::ChoiceList& legal,
                const Profile& profile, int ms, std::int64_t iterations, Rng& rng,
                const std::atomic<bool>* abort,
                const std::function<void(const Progress<typename G::Choice>&)>& progress) {
    Advice<typename G::Choice> advice;
    Limits limits;
    limits.seconds =
        iterations > 0 ? 0 : (ms > 0 ? ms / 1000.0 : profile.seconds) * G::thinkingShare(s);
    limits.iterations = iterations;
    limits.threads = profile.threads;
    limits.playoutTurns = profile.playoutTurns;
    limits.playoutsEndOnOwnTurn = profile.playoutsEndOnOwnTurn;
    limits.outlook = profile.outlook();
    limits.exploration = profile.exploration;
    const auto result = Mcts<G>::search(s, limits, rng.next(), abort, progress);
    advice.iterations = result.iterations;
    advice.seconds = result.seconds;
    advice.aborted = result.aborted;
    for (std::size_t i = 0; i < result.ranked.size() && i < 3; ++i)
        advice.top.push_back(result.ranked[i]);
    if (advice.top.empty()) {
        advice.choice = legal[0];
        return advice;
    }
    advice.choice = advice.top[0].choice;
    if constexpr (requires(Rng & r) { G::quickValue(s, advice.choice, limits.outlook, r); }) {
        if (profile.tieMargin > 0) {
            // The stake at this position, the same for every player: with it minus without it.
            const Outlook chanceOnly = limits.outlook.withoutStakes();
            std::array<double, G::kMaxPlayers> rated{}, chance{};
            G::evaluate(s, limits.outlook, rated);
            G::evaluate(s, chanceOnly, chance);
            Rng judge(rng.next());
            advice.choice = judgedChoice(
                result.ranked, advice.choice,
                [&](const typename G::Choice& c) {
                    Rng r = judge; // every choice judged against the same chance
                    return G::quickValue(s, c, limits.outlook, r);
                },
                profile.tieMargin, rated[0] - chance[0]);
        }
    }
    // A human-like slip: now and then a lesser choice among the top three, never a blunder
    // far below the best.
    if (profile.slip > 0 && advice.top.size() > 1 && rng.below(1000) < profile.slip * 1000) {
        const auto& alt = advice.top[1 + rng.below(std::uint32_t(advice.top.size() - 1))];
        if (alt.winRate >= advice.top[0].winRate - 0.15) advice.choice = alt.choice;
    }
    if constexpr (requires { G::wastesActions(s, advice.choice); })
        advice.choice = actingChoice(
            advice.top, advice.choice,
            [&](const typename G::Choice& c) { return G::wastesActions(s, c); },
            profile.passMargin);
    return advice;
}

// A finished game's reward: the winners share the win.
template <std::size_t N>
void winShares(const std::vector<int>& winners, std::array<double, N>& reward) {
    reward.fill(0);
    for (int p : winners)
        reward[std::size_t(p)] = 1.0 / double(winners.size());
}

// An unfinished game's reward: a soft share of the win from each player's value if it ended
// now; `temperature` is how many points make a lead count (a softmax).
template <std::size_t N, class Value>
void softShares(int players, Value value, double temperature, std::array<double, N>& reward) {
    reward.fill(0);
    std::array<double, N> v{};
    double best = -1e9;
    for (int p = 0; p < players; ++p) {
        v[std::size_t(p)] = value(p);
        best = std::max(best, v[std::size_t(p)]);
    }
    double sum = 0;
    for (int p = 0; p < players; ++p) {
        v[std::size_t(p)] = std::exp((v[std::size_t(p)] - best) / temperature);
        sum += v[std::size_t(p)];
    }
    for (int p = 0; p < players; ++p)
        reward[std::size_t(p)] = v[std::size_t(p)] / sum;
}

// Each player's lead in points over the best of the others (negative: behind), from each
// player's points `value(p)`: what a review weighs besides the chance of winning
// (G::evaluatePoints).
template <std::size_t N, class Value>
void leads(int players, Value value, std::array<double, N>& lead) {
    lead.fill(0);
    std::array<double, N> v{};
    for (int p = 0; p < players; ++p)
        v[std::size_t(p)] = value(p);
    for (int p = 0; p < players; ++p) {
        double best = -1e300;
        for (int q = 0; q < players; ++q)
            if (q != p) best = std::max(best, v[std::size_t(q)]);
        lead[std::size_t(p)] = players > 1 ? v[std::size_t(p)] - best : v[std::size_t(p)];
    }
}

} // namespace rano::ai
