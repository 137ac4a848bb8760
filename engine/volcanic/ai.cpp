#include "volcanic/ai.h"

#include <cmath>

#include "ai/choose.h"
#include "volcanic/bots.h"
#include "volcanic/kit.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

AiProfile aiProfile(AiLevel level) {
    switch (level) {
    // Levels differ in kind, not only in time: how far ahead the playouts look, how often
    // the level slips, and whether it sees the lava coming (measured in docs/ai.md).
    case AiLevel::Easy:
        return {0.02, 1, 1, 0.50, 0.0};
    case AiLevel::Medium:
        return {0.25, 1, 2, 0.15, 0.5};
    case AiLevel::Hard:
        return {0.50, 1, 8, 0, 1.0};
    case AiLevel::Expert:
        return {1.50, 2, 16, 0, 1.0};
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

void VolcanicSearch::evaluate(const State& s, double caution,
                              std::array<double, kMaxPlayers>& reward) {
    if (s.over())
        ai::winShares(winners(s), reward);
    else
        ai::softShares(
            s.players, [&](int p) { return greedyValue(s, p, caution); }, 6.0, reward);
}

AiAdvice aiChoose(const State& s, AiLevel level, std::uint64_t seed, int ms,
                  std::int64_t iterations, const std::atomic<bool>* abort,
                  const std::function<void(const ai::Progress<Choice>&)>& progress) {
    return ai::chooseAtLevel<Kit>(s, level, seed, ms, iterations, abort, progress);
}

DecisionReview reviewDecision(const State& s, const Choice& played, std::int64_t iterations,
                              std::uint64_t seed, const std::atomic<bool>* abort,
                              double confirmGap) {
    return ai::reviewAtHard<Kit>(s, played, iterations, seed, abort, confirmGap);
}

} // namespace rano::volcanic
