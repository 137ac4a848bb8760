#include "cards/ai.h"

#include <cmath>

#include "ai/choose.h"
#include "cards/bots.h"
#include "cards/kit.h"
#include "cards/scoring.h"

namespace rano::cards {

AiProfile aiProfile(AiLevel level) {
    switch (level) {
    case AiLevel::Easy:
        return {0.10, 1, 4, 0.25};
    case AiLevel::Medium:
        return {0.25, 1, 6, 0.05};
    case AiLevel::Hard:
        // A turn is at most 7 decisions of the active player (buy, 1-3 Hunters & Gatherers,
        // three draws, two substitute types): 7 x 0.42 s stays within the 3 s a turn may take.
        return {0.42, 1, 8, 0};
    case AiLevel::Expert:
        return {1.50, 2, 8, 0};
    default:
        return {};
    }
}

Choice CardsSearch::playout(const State& s, Rng& rng) {
    ChoiceList legal;
    s.legalChoices(legal);
    // Weights lean towards what scores: building Moai, taking glory, laying several
    // Hunters & Gatherers; buying is rarer than skipping.
    std::array<std::uint32_t, kMaxChoices> weight{};
    std::uint32_t total = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        std::uint32_t w = 4;
        switch (legal[i].kind) {
        case ChoiceKind::Skip:
            w = 12;
            break;
        case ChoiceKind::Moai:
            w = 24;
            break;
        case ChoiceKind::Hunters:
            w = 2 + 2 * legal[i].count;
            break;
        case ChoiceKind::Glory:
            w = 12;
            break;
        default:
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

// The card game's levels differ in time, horizon and slips only: every level weighs the same.
void CardsSearch::evaluate(const State& s, double, std::array<double, kMaxPlayers>& reward) {
    if (s.over())
        ai::winShares(winners(s), reward);
    else
        ai::softShares(
            s.players, [&](int p) { return greedyValue(s, p); }, 3.0, reward);
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

} // namespace rano::cards
