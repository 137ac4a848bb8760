#include "cards/kit.h"

#include <cmath>

#include "ai/weighted_pick.h"
#include "cards/bots.h"
#include "cards/scoring.h"

namespace rano::cards {

// Hard: a turn is at most 7 decisions of the active player (buy, 1-3 Hunters & Gatherers,
// three draws, two substitute types): 7 x 0.42 s stays within the 3 s a turn may take.
// How far a level looks ahead makes its step on the ladder more than its time does: Expert
// with Hard's 8 turns and 3.6 times the iterations won 20 of 40 two-player games against Hard,
// with 12 turns 31 of 40; Hard won 54 of 100 against a Medium of 6 turns, 73 of 100 against one
// of 4 (docs/ai.md, "Rapa Nui, the card game").
AiProfile aiProfile(AiLevel level) {
    constexpr ai::LevelProfiles kProfiles{.easy = {0.10, 1, 4, 0.25},
                                          .medium = {0.25, 1, 4, 0.05},
                                          .hard = {0.42, 1, 8, 0},
                                          .expert = {1.50, 2, 12, 0}};
    return kProfiles.at(level);
}

Choice CardsSearch::playout(const State& s, Rng& rng) {
    ChoiceList legal;
    s.legalChoices(legal);
    // Weights lean towards what scores: building Moai, taking glory, laying several
    // Hunters & Gatherers; buying is rarer than skipping.
    return ai::weightedPick(
        legal,
        [&](const Choice& c) {
            std::uint32_t w = 4;
            switch (c.kind) {
            case ChoiceKind::Skip:
                w = 12;
                break;
            case ChoiceKind::Moai:
                w = 24;
                break;
            case ChoiceKind::Hunters:
                w = 2 + 2 * c.count;
                break;
            case ChoiceKind::Glory:
                w = 12;
                break;
            default:
                break;
            }
            return w;
        },
        rng);
}

// The card game's levels differ in time, horizon and slips only: every level weighs the same.
void CardsSearch::evaluate(const State& s, const ai::Outlook&,
                           std::array<double, kMaxPlayers>& reward) {
    if (s.over())
        ai::winShares(winners(s), reward);
    else
        ai::softShares(
            s.players, [&](int p) { return greedyValue(s, p); }, 3.0, reward);
}

void CardsSearch::evaluatePoints(const State& s, const ai::Outlook& outlook,
                                 std::array<double, kMaxPlayers>& reward,
                                 std::array<double, kMaxPlayers>& lead) {
    if (s.over()) {
        evaluate(s, outlook, reward);
        ai::leads(
            s.players, [&](int p) { return double(score(s, p).total()); }, lead);
        return;
    }
    std::array<double, kMaxPlayers> value{};
    for (int p = 0; p < s.players; ++p)
        value[std::size_t(p)] = greedyValue(s, p);
    ai::softShares(
        s.players, [&](int p) { return value[std::size_t(p)]; }, 3.0, reward);
    ai::leads(
        s.players, [&](int p) { return value[std::size_t(p)]; }, lead);
}

} // namespace rano::cards
