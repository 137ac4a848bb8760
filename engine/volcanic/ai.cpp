#include "volcanic/kit.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <utility>

#include "ai/weighted_pick.h"
#include "core/bits.h"
#include "volcanic/bots.h"
#include "volcanic/scoring.h"
#include "volcanic/turn_choices.h"

namespace rano::volcanic {

// How many VP of lead make a position decided for the evaluation's share of the win. Final
// scores spread over 20-50 VP; at 6 VP a leader's share saturated near 1 and a trailer's near
// 0 midway through a game, every choice then rated the same and both stopped raising, so games
// stalled to the round cap (issue 24, docs/rules.md "2026-11-25 (evening)"). Easy keeps the
// sharp 6 VP: its short look gains more from a wider share than Medium's does.
constexpr double kShareTemperature = 15.0;
constexpr double kEasyShareTemperature = 6.0;

// A lead counts for more the nearer the end: with the last Fissure laid or two Volcanoes left,
// the share's temperature is this much lower. Without it a leader gained nothing by bringing
// the end nearer, saw only the risk of cracking its own land, and passed; 2-player games then
// ran to the round cap (issue 24, docs/rules.md "2026-11-26 (second session)").
constexpr double kEndSharpening = 0.6;

namespace {
// The share of the Volcanoes gone of those that must go before two are left, 0 to 1.
double volcanoesGone(const State& s) {
    int start = 0;
    for (int area : s.board->volcanoArea)
        start += area >= 0;
    if (start <= 2) return 0.0;
    return std::clamp(double(start - s.volcanoCount()) / double(start - 2), 0.0, 1.0);
}

// How near the rulebook's end a position is, from 0 at the start to 1: the larger of the
// share of the Fissures laid (the supply running out ends the game too, decision 11) and of
// the Volcanoes gone of those that must go before two are left.
double endNearness(const State& s) {
    const double laid = double(kFissureTiles - s.fissures) / kFissureTiles;
    return std::clamp(std::max(laid, volcanoesGone(s)), 0.0, 1.0);
}

// Whether a border holds no land together any more: cracked, or beside a sunk Area (its
// Fissures go back to the supply, but the border stays parted).
bool borderParted(const State& s, int border, int one, int other) {
    return s.hasFissure(border) || s.areaSunk(one) || s.areaSunk(other);
}

// The Areas on either side of a border.
std::pair<int, int> areasOf(const Board& board, const Border& border) {
    return {board.spaces[u(border.a)].area, board.spaces[u(border.b)].area};
}

// The share of the borders that hold no land together any more (borderParted).
double bordersParted(const State& s) {
    const Board& board = *s.board;
    int parted = 0;
    for (std::size_t b = 0; b < board.borders.size(); ++b) {
        const auto [one, other] = areasOf(board, board.borders[b]);
        parted += borderParted(s, int(b), one, other);
    }
    return board.borders.empty() ? 0.0 : double(parted) / double(board.borders.size());
}

// How near the cracks have brought the Volcanoes' Areas to sinking, from 0 to 1: over the
// Volcano tiles of the continent, the mean of the square of the share of each one's borders
// parted (borderParted), 1 for one sunk. The square makes cracks gathered around one Volcano
// worth more than the same cracks spread, as the rulebook warns: "Concentrating one's Moai in
// the same Area ... makes that Area more prone to sinking".
double volcanoesCrackedAround(const State& s) {
    const Board& board = *s.board;
    std::array<std::uint8_t, kMaxAreas> parted{}, total{};
    for (std::size_t b = 0; b < board.borders.size(); ++b) {
        const auto [one, other] = areasOf(board, board.borders[b]);
        const bool closed = borderParted(s, int(b), one, other);
        ++total[u(one)];
        ++total[u(other)];
        parted[u(one)] += closed;
        parted[u(other)] += closed;
    }
    double sum = 0;
    int volcanoes = 0;
    for (int a = 0; a < board.areaCount(); ++a) {
        if (!board.areas[u(a)].volcano) continue;
        ++volcanoes;
        // An Area with no land border stands alone: nothing is left to crack around it.
        const double share =
            s.areaSunk(a) || total[u(a)] == 0 ? 1.0 : double(parted[u(a)]) / double(total[u(a)]);
        sum += share * share;
    }
    return volcanoes ? sum / volcanoes : 0.0;
}

// How far the continent has broken up, from 0 at the start to 1: half the Volcanoes gone (as
// above), half the share of its Areas sunk.
double breakup(const State& s) {
    const double sunk = double(bitCount(s.sunk)) / double(s.board->areaCount());
    return 0.5 * volcanoesGone(s) + 0.5 * sunk;
}
} // namespace

// Ending a turn with AP left must look 3 points of win chance better than the best action
// (ai::actingChoice): two Medium players each rating a pass a hair above a raise left Lava
// and Moai unused for dozens of rounds (docs/rules.md "2026-11-26 (second session)").
constexpr double kPassMargin = 0.03;

// Choices whose chances of winning Medium's search rates within 2 points of its best (at even
// chances) are ones it cannot tell apart at its time; the greedy bot's judgement picks among them
// (ai::judgedChoice). Without it a player whose every move rated alike walked Settlers back and
// forth beside Moai it could carry to a free geyser. At 5 points, and for Hard too, Medium grew
// so strong that Hard won only 36 of 60 games against it (docs/rules.md "2026-11-26 (third
// session)"); Hard and Expert, whose searches tell their choices apart better, have none.
constexpr double kTieMargin = 0.02;

// Easy's search, a tenth of Medium's, rates its choices within 10 points alike: the greedy
// bot's judgement picks among them. With none, and with one-turn playouts and a slip in every
// other decision (a clean four-action turn one time in sixteen), Easy walked Settlers about:
// at a tenth of its time, 9 of 20 three-player games on Mu ran to the round cap (issue 67,
// docs/ai.md "Levels").
constexpr double kEasyTieMargin = 0.10;

// Each searching level's stake in the game's end (ai::Outlook::endStake): the same for every
// player, this many times how far the continent has broken up (breakup). With two players the
// chance of winning is zero-sum: a crack that brings a sinking nearer helps whoever completes
// it, so both players waited, and a tenth of Medium's 2-player games on Mu (a fifth on random
// continents) ran to the round cap. At 2 or 3 the games end sooner still, but Medium then
// loses to its stakeless self, which plays the sinkings it hands over (docs/rules.md
// "2026-11-27 (sixth session)").
constexpr double kEndStake = 1.0;

// Easy's, Medium's and Hard's stake in the steps that sink nothing yet, with two players (with
// three or four a crack's cost is spread over the others). A crack that parts no land yet
// hands the next step to the other player, and two players whose playouts look two turns ahead
// each waited for the other (docs/rules.md "2026-11-27 (seventh session)").
// - Hard's (ai::Outlook::stepStake): the share of the borders parted (bordersParted). Its
//   eight-turn playouts (12 turns since issue 67) see where a crack leads; on rules 7's tiles,
//   where every border must be cracked, Hard without it ended 2-player games at a median of
//   30-32 rounds with some at the cap, with it at 22 and none at the cap.
// - Easy's and Medium's (ai::Outlook::gatheredStake): twice how near the cracks have brought the
//   Volcanoes' Areas to sinking (volcanoesCrackedAround). With the share of all borders parted,
//   two Medium players spread their 28 raises over rules 7's Mu, whose 22 Areas meet along 48
//   borders, without cutting a Volcano off: 5 of 100 games ran out of raises that crack and 1
//   ran to the round cap (median 29 rounds). Gathered around the Volcanoes, 100 of 100 ended by
//   two Volcanoes (median 23); gathered over every Area, no better than before. Given to Hard
//   too, it cost Hard its step over Medium (36 / 60).
// (issue 52, docs/history/issue52-components/README.md "Twentieth session")
constexpr double kStepStake = 1.0;
constexpr double kGatheredStake = 2.0;

// A table that waits costs every player alike: once the continent has not broken (no Fissure
// laid, no part sunk) for kStillRounds rounds, each further kStillSpan rounds take a point of
// rating (up to kStillMax) from every player, and the next break takes it all back. Two players
// a few points apart, each wary of the crack that hands the next sinking to the other, kept
// their last lying Moai and walked Settlers for thirty rounds to the round cap with Fissures
// still to lay; a cost counted from the rounds played moved a crack's worth too little for
// Medium's two-turn playouts to see (issue 52, docs/history/issue52-components/README.md). A
// cost, not a reward: a stake that grew with the rounds paid for waiting, and Hard's 2-player
// games then ran to round 59. In games that end by two Volcanoes the continent breaks at least
// every 7 rounds, so in them nothing changes.
constexpr int kStillRounds = 6;
constexpr double kStillSpan = 10.0;
constexpr double kStillMax = 3.0;

// Expert's search follows its best lines more narrowly than the other levels' (UCB's
// exploration weight 0.25 against 0.6). Its evaluation shares out the win at 15 VP of lead, so
// a turn's choices rate a few points apart, and at 0.6 its search spread its iterations almost
// evenly over them (tst_ai_search). Against Hard, 2 players: 74 / 127 games at 0.6, 195 / 300
// at 0.25 (docs/rules.md "2026-11-27 (tenth session)").
constexpr double kExpertExploration = 0.25;

// What Easy's judgement (quickValue, which picks among the choices its search rates within
// kEasyTieMargin) reads of its stakes: 24 VP a unit, four times its 6 VP lead, what a unit of
// the win's share is worth at even chances. Easy's search, a glance of about 150 iterations at
// a tenth of its time, rates a turn's dozen choices within a few points of each other, so the
// judgement picks nearly every choice; blind to the stake, it laid Fissures wherever a raise
// scored a hair more. A 2-player game on random continent 69 (issue 67, seed 69 at 200
// iterations) laid all 26 around five Volcanoes, sank one tile and ended by the Fissure supply
// (decision 11) in round 44; reading the stake it ends by two Volcanoes. Over 200 games a
// continent (200 iterations, seeds 1000-1199) the round cap went (Mu: 2 games to none) and the
// games shortened from a median of 35-36 rounds to 29-30. At 48 and 96 VP no better. Medium's
// judgement reads none: its search tells the stakes apart itself.
constexpr double kEasyJudgedStake = 24.0;

// Levels differ in kind, not only in time: how far ahead the playouts look, how often
// the level slips, whether it sees the lava coming and how sharply it counts a lead
// (measured in docs/ai.md). Easy looks two turns ahead and on to the end of its own, as Medium
// does: with one turn and a slip in every other choice its 2- and 3-player games ran to the
// round cap at a tenth of its time (issue 67); a slip in a quarter of its choices still leaves
// a beginner's turn (four actions) clean less than a third of the time. Hard looks 12 turns
// ahead: at 8, with two and a half times the iterations of 7f79691's engine, it won only 54 %
// against that build's Hard at the same time a decision (more iterations narrow the noise of
// what a search looks at, not its error); at 12, 59.5 % (issue 67, docs/benchmarks.md). Expert
// keeps 4 turns more.
AiProfile aiProfile(AiLevel level) {
    constexpr ai::LevelProfiles kProfiles{
        .easy = {0.02, 1, 2, 0.25, 0.0, kEasyShareTemperature, true, kPassMargin, kEasyTieMargin,
                 kEndStake, 0, kGatheredStake, ai::kDefaultExploration, kEasyJudgedStake},
        .medium = {0.25, 1, 2, 0.15, 0.5, kShareTemperature, true, kPassMargin, kTieMargin,
                   kEndStake, 0, kGatheredStake},
        .hard = {0.50, 1, 12, 0, 1.0, kShareTemperature, true, kPassMargin, 0, kEndStake,
                 kStepStake, 0},
        .expert = {1.50, 2, 16, 0, 1.0, kShareTemperature, true, kPassMargin, 0, kEndStake, 0, 0,
                   kExpertExploration}};
    return kProfiles.at(level);
}

namespace {
// What every player's rating carries alike on top of the chance of winning (evaluate): the stake
// in the end, in the steps and in a table that moves.
double stakeOf(const State& s, const ai::Outlook& outlook) {
    double stake = outlook.endStake * breakup(s);
    const double step = s.players == 2 ? outlook.stepStake : 0.0;
    const double gathered = s.players == 2 ? outlook.gatheredStake : 0.0;
    const double still =
        std::clamp(double(s.round - s.lastBreak - kStillRounds) / kStillSpan, 0.0, kStillMax);
    // Both walk every border: only when a stake reads them.
    if (step > 0) stake += step * bordersParted(s);
    if (gathered > 0) stake += gathered * volcanoesCrackedAround(s);
    return stake - still;
}
} // namespace

double VolcanicSearch::quickValue(const State& s, const Choice& c, const ai::Outlook& outlook,
                                  Rng& rng) {
    if (outlook.judgedStake <= 0) return greedyChoiceValue(s, c, outlook.caution, rng);
    // The position the greedy judgement looks at: the same copy, with the same chance.
    Rng same = rng;
    State after = s;
    after.rng = Rng(same.next());
    after.applyLegal(c, nullptr);
    return greedyChoiceValue(s, c, outlook.caution, rng) +
           outlook.judgedStake * (stakeOf(after, outlook) - stakeOf(s, outlook));
}

void VolcanicSearch::determinize(State& s, int, Rng& rng) {
    // Volcanic Isle hides nothing but the future: the die, the Volcano tokens and the sinking
    // draws. A fresh generator per iteration samples them anew.
    s.rng = Rng(rng.next());
}

namespace {
// The playout's odds for a choice: favour what scores and grows; ending a turn early is rare.
std::uint32_t playoutWeight(const State& s, const Choice& c) {
    switch (c.kind) {
    case ChoiceKind::Raise:
        return s.raiseCracks(c.to, c.flag) ? 40 : 8;
    case ChoiceKind::BuildVillage:
        return 12;
    case ChoiceKind::Land:
        return 12;
    case ChoiceKind::CreateSettler:
        return 6;
    case ChoiceKind::Sculpt:
        return 8;
    case ChoiceKind::Move:
        return c.flag ? 4 : 2;
    case ChoiceKind::TakePrayer:
        return 1;
    case ChoiceKind::EndTurn:
        return s.ap > 0 ? 1 : 100;
    default:
        return 4;
    }
}
} // namespace

Choice VolcanicSearch::playout(const State& s, Rng& rng) {
    if (s.phase == Phase::Turn) {
        // The turn's choices are weighed as forEachTurnChoice hands them over, into arrays left
        // uninitialised (a ChoiceList starts by zeroing its 512 places): the same choices in
        // the same order, the same draw as ai::weightedPick over legalChoices().
        static_assert(sizeof(Choice) == sizeof(std::uint32_t));
        std::array<std::uint32_t, kMaxChoices> choices; // std::bit_cast of each Choice
        std::array<std::uint32_t, kMaxChoices> weights;
        std::size_t n = 0;
        std::uint32_t total = 0;
        forEachTurnChoice(s, [&](const Choice& c) {
            if (n == kMaxChoices) return; // as ChoiceList::push, which drops the rest
            choices[n] = std::bit_cast<std::uint32_t>(c);
            weights[n] = playoutWeight(s, c);
            total += weights[n];
            ++n;
        });
        std::uint32_t r = rng.below(total);
        for (std::size_t i = 0; i < n; ++i) {
            if (r < weights[i]) return std::bit_cast<Choice>(choices[i]);
            r -= weights[i];
        }
        return std::bit_cast<Choice>(choices[0]);
    }
    ChoiceList legal;
    s.legalChoices(legal);
    if (s.phase == Phase::Prayer) // keep what the token can save
        return legal[0];
    return ai::weightedPick(
        legal, [&](const Choice& c) { return playoutWeight(s, c); }, rng);
}

namespace {
// evaluate, with each player's value before the end (`value(p)`: greedyValue).
template <class Value>
void rewardOf(const State& s, const ai::Outlook& outlook, Value value,
              std::array<double, kMaxPlayers>& reward) {
    if (s.over())
        ai::winShares(winners(s), reward);
    else {
        const double temperature =
            (outlook.shareTemperature > 0 ? outlook.shareTemperature : kShareTemperature) *
            (1.0 - kEndSharpening * endNearness(s));
        ai::softShares(s.players, value, temperature, reward);
    }
    if (outlook.endStake > 0 || outlook.stepStake > 0 || outlook.gatheredStake > 0) {
        const double stake = stakeOf(s, outlook);
        for (int p = 0; p < s.players; ++p)
            reward[std::size_t(p)] += stake;
    }
}
} // namespace

void VolcanicSearch::evaluate(const State& s, const ai::Outlook& outlook,
                              std::array<double, kMaxPlayers>& reward) {
    if (s.over()) {
        rewardOf(
            s, outlook, [](int) { return 0.0; }, reward);
        return;
    }
    const Reach reach = reachOf(s);
    rewardOf(
        s, outlook, [&](int p) { return greedyValue(s, p, outlook.caution, reach); }, reward);
}

void VolcanicSearch::evaluatePoints(const State& s, const ai::Outlook& outlook,
                                    std::array<double, kMaxPlayers>& reward,
                                    std::array<double, kMaxPlayers>& lead) {
    if (s.over()) {
        evaluate(s, outlook, reward);
        ai::leads(
            s.players, [&](int p) { return double(score(s, p).total()); }, lead);
        return;
    }
    const Reach reach = reachOf(s);
    std::array<double, kMaxPlayers> value{};
    for (int p = 0; p < s.players; ++p)
        value[std::size_t(p)] = greedyValue(s, p, 1.0, reach);
    rewardOf(
        s, outlook,
        [&](int p) {
            return outlook.caution == 1.0 ? value[std::size_t(p)]
                                          : greedyValue(s, p, outlook.caution, reach);
        },
        reward);
    ai::leads(
        s.players, [&](int p) { return value[std::size_t(p)]; }, lead);
}

} // namespace rano::volcanic
