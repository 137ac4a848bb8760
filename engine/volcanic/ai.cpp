#include "volcanic/ai.h"

#include <cmath>

#include "volcanic/bots.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

std::optional<AiLevel> aiLevelFromName(const std::string& text) {
    const std::string name = text.rfind("ai:", 0) == 0 ? text.substr(3) : text;
    for (AiLevel l : {AiLevel::Random, AiLevel::Greedy, AiLevel::Easy, AiLevel::Medium,
                      AiLevel::Hard, AiLevel::Expert})
        if (name == aiLevelName(l)) return l;
    return std::nullopt;
}

const char* aiLevelName(AiLevel level) {
    switch (level) {
    case AiLevel::Random:
        return "random";
    case AiLevel::Greedy:
        return "greedy";
    case AiLevel::Easy:
        return "easy";
    case AiLevel::Medium:
        return "medium";
    case AiLevel::Hard:
        return "hard";
    case AiLevel::Expert:
        return "expert";
    }
    return "?";
}

AiProfile aiProfile(AiLevel level) {
    switch (level) {
    case AiLevel::Easy:
        return {0.10, 1, 4, 0.25};
    case AiLevel::Medium:
        return {0.25, 1, 6, 0.05};
    case AiLevel::Hard:
        return {0.50, 1, 8, 0};
    case AiLevel::Expert:
        return {1.50, 2, 8, 0};
    default:
        return {};
    }
}

void VolcanicSearch::determinize(State& s, int, Rng& rng) {
    // Volcanic Isle hides nothing but the future: the die, the Volcano tokens and the sinking
    // draws. A fresh generator per iteration samples them anew.
    s.rng = Rng(rng.next());
}

Choice VolcanicSearch::playout(const State& s, Rng& rng) {
    ChoiceList legal;
    s.legalChoices(legal);
    if (s.phase == Phase::Prayer) // keep what the token can save
        return legal[0];
    // Weights favour what scores and grows; ending a turn early is rare.
    std::array<std::uint32_t, kMaxChoices> weight{};
    std::uint32_t total = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        std::uint32_t w = 1;
        switch (legal[i].kind) {
        case ChoiceKind::Raise:
            w = 40;
            break;
        case ChoiceKind::BuildVillage:
            w = 12;
            break;
        case ChoiceKind::Land:
            w = 12;
            break;
        case ChoiceKind::CreateSettler:
            w = 6;
            break;
        case ChoiceKind::Sculpt:
            w = 8;
            break;
        case ChoiceKind::Move:
            w = legal[i].flag ? 4 : 2;
            break;
        case ChoiceKind::TakePrayer:
            w = 1;
            break;
        case ChoiceKind::EndTurn:
            w = s.ap > 0 ? 1 : 100;
            break;
        default:
            w = 4;
            break;
        }
        weight[i] = w;
        total += w;
    }
    std::uint32_t r = rng.below(total);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (r < weight[i]) return legal[i];
        r -= weight[i];
    }
    return legal[0];
}

void VolcanicSearch::evaluate(const State& s, std::array<double, kMaxPlayers>& reward) {
    reward.fill(0);
    if (s.over()) {
        const auto w = winners(s);
        for (int p : w)
            reward[std::size_t(p)] = 1.0 / double(w.size());
        return;
    }
    // Not over: a soft share of the win from the scores players would have if it ended now.
    std::array<double, kMaxPlayers> v{};
    double best = -1e9;
    for (int p = 0; p < s.players; ++p) {
        v[std::size_t(p)] = greedyValue(s, p);
        best = std::max(best, v[std::size_t(p)]);
    }
    double sum = 0;
    for (int p = 0; p < s.players; ++p) {
        v[std::size_t(p)] = std::exp((v[std::size_t(p)] - best) / 6.0);
        sum += v[std::size_t(p)];
    }
    for (int p = 0; p < s.players; ++p)
        reward[std::size_t(p)] = v[std::size_t(p)] / sum;
}

AiAdvice aiChoose(const State& s, AiLevel level, std::uint64_t seed, int ms,
                  std::int64_t iterations, const std::atomic<bool>* abort,
                  const std::function<void(const ai::Progress<Choice>&)>& progress) {
    AiAdvice advice;
    Rng rng(seed);
    ChoiceList legal;
    s.legalChoices(legal);
    if (level == AiLevel::Random || level == AiLevel::Greedy) {
        advice.choice =
            level == AiLevel::Random ? randomBotChoice(s, rng) : greedyBotChoice(s, rng);
        return advice;
    }
    if (legal.size() == 1) { // nothing to think about
        advice.choice = legal[0];
        advice.top.push_back({legal[0], 0.0, 0});
        return advice;
    }
    const AiProfile profile = aiProfile(level);
    ai::Limits limits;
    limits.seconds = iterations > 0 ? 0 : (ms > 0 ? ms / 1000.0 : profile.seconds);
    limits.iterations = iterations;
    limits.threads = profile.threads;
    limits.playoutTurns = profile.playoutTurns;
    const auto result = ai::Mcts<VolcanicSearch>::search(s, limits, rng.next(), abort, progress);
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
    // A human-like slip: now and then a lesser choice among the top three, never a blunder
    // far below the best.
    if (profile.slip > 0 && advice.top.size() > 1 && rng.below(1000) < profile.slip * 1000) {
        const auto& alt = advice.top[1 + rng.below(std::uint32_t(advice.top.size() - 1))];
        if (alt.winRate >= advice.top[0].winRate - 0.15) advice.choice = alt.choice;
    }
    return advice;
}

DecisionReview reviewDecision(const State& s, const Choice& played, std::int64_t iterations,
                              std::uint64_t seed, const std::atomic<bool>* abort,
                              double confirmGap) {
    return ai::reviewDecision<VolcanicSearch>(
        s, played, iterations, aiProfile(AiLevel::Hard).playoutTurns, seed, abort, confirmGap);
}

} // namespace rano::volcanic
