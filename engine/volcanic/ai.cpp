#include "volcanic/kit.h"

#include <cmath>

#include "ai/weighted_pick.h"
#include "volcanic/bots.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

// How many VP of lead make a position decided for the evaluation's share of the win. Final
// scores spread over 20-50 VP; at 6 VP a leader's share saturated near 1 and a trailer's near
// 0 midway through a game, every choice then rated the same and both stopped raising, so games
// stalled to the round cap (issue 24, docs/rules.md "2026-11-25 (evening)"). Easy keeps the
// sharp 6 VP: its one-turn look gains more from a wider share than Medium's does.
constexpr double kShareTemperature = 15.0;
constexpr double kEasyShareTemperature = 6.0;

// Levels differ in kind, not only in time: how far ahead the playouts look, how often
// the level slips, and whether it sees the lava coming (measured in docs/ai.md).
AiProfile aiProfile(AiLevel level) {
    constexpr ai::LevelProfiles kProfiles{.easy = {0.02, 1, 1, 0.50, 0.0, kEasyShareTemperature},
                                          .medium = {0.25, 1, 2, 0.15, 0.5},
                                          .hard = {0.50, 1, 8, 0, 1.0},
                                          .expert = {1.50, 2, 16, 0, 1.0}};
    return kProfiles.at(level);
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
    return ai::weightedPick(
        legal,
        [&](const Choice& c) {
            std::uint32_t w = 1;
            switch (c.kind) {
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
                w = c.flag ? 4 : 2;
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
            return w;
        },
        rng);
}

void VolcanicSearch::evaluate(const State& s, const ai::Outlook& outlook,
                              std::array<double, kMaxPlayers>& reward) {
    if (s.over())
        ai::winShares(winners(s), reward);
    else {
        const Reach reach = reachOf(s);
        const double temperature =
            outlook.shareTemperature > 0 ? outlook.shareTemperature : kShareTemperature;
        ai::softShares(
            s.players, [&](int p) { return greedyValue(s, p, outlook.caution, reach); },
            temperature, reward);
    }
}

} // namespace rano::volcanic
