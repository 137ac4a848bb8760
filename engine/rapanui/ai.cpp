#include <bit>
#include <cmath>

#include "ai/weighted_pick.h"
#include "rapanui/kit.h"

namespace rano::rapanui {

// Dropping out of a transport phase while a Moai can be carried to an empty Ahu or a Pukao to a
// Moai must look 8 points of reward better than the best carry (ai::actingChoice): in a coached
// game two Easy players held sculpted Moai with whole chains to empty Ahu and dropped out round
// after round (issue 67). 5 points were enough under rules 2; with rules 3's wider Barters in
// the playouts Easy dropped out in 5 of 376 such positions (tst_rapanui_ai).
constexpr double kPassMargin = 0.08;

// Easy's few playouts rate its choices within 5 points of reward alike, Medium's within 2; the
// greedy bot's reading of the position each leaves picks among them (ai::judgedChoice,
// quickValue). Without it, on a busy machine (a third of the iterations), 27 of 40
// three-player Easy games and 5 of 40 Medium ones ran to the round cap (issue 67; docs/ai.md).
constexpr double kEasyTieMargin = 0.05;
constexpr double kMediumTieMargin = 0.02;

// Expert's reward gives up half the mean progress of the others (ai::Outlook::rivalry): it
// denies the links, Ahu and Moai its opponents count on. With its own progress alone, like
// Hard, five times Hard's thinking bought nothing: 52 / 100 two-player games against Hard;
// at 0.5, 32 / 40 on the same seeds (docs/history/issue67-endings.md). Only Expert has it:
// Hard, Medium and Easy play beside their opponents, as the grid measures them.
constexpr double kExpertRivalry = 0.5;

// Playout turns count placements and each moment of a round (turnMarker): a round is
// about 16 of them with two players, 30 with four. Short playouts judged by the greedy
// heuristic, which already weighs a round's plan (Sculptors and the chain to an Ahu), play
// better than long random ones: at 40 turns Hard saw little difference between its
// choices, sculpted little and let its games run to the round cap.
// Hard: a placement or a transport is one decision (a payment or a tile's moment takes a
// quarter): 0.6 s each keeps Hard within 1 s a decision; a turn (one placement or transport,
// with the Improvements and tile powers used before it) took at most 2.4 s (docs/ai.md).
AiProfile aiProfile(AiLevel level) {
    constexpr ai::LevelProfiles kProfiles{
        .easy = {0.05, 1, 2, 0.25, 1, 0, false, kPassMargin, kEasyTieMargin},
        .medium = {0.20, 1, 4, 0.05, 1, 0, false, kPassMargin, kMediumTieMargin},
        .hard = {0.60, 1, 6, 0, 1, 0, false, kPassMargin},
        .expert = {.seconds = 1.50,
                   .threads = 2,
                   .playoutTurns = 10,
                   .passMargin = kPassMargin,
                   .rivalry = kExpertRivalry}};
    return kProfiles.at(level);
}

void RapaNuiSearch::legal(const State& s, ChoiceList& out) {
    s.legalChoices(out);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const Choice& c = out[i];
        if (s.stacksPastTheEnd(c)) continue;
        if (c.kind == ChoiceKind::Barter) {
            const auto kinds = [](std::uint64_t nibbles) {
                int n = 0;
                for (int r = 0; r < kResources; ++r)
                    n += (nibbles >> (4 * r) & 0xF) ? 1 : 0;
                return n;
            };
            if (kinds(c.paid & 0xFFFF) != 1 || kinds(c.paid >> 16) != 1) continue;
        }
        out[kept++] = c;
    }
    out.resize(kept);
}

std::uint32_t RapaNuiSearch::choiceKey(const Choice& c) {
    std::uint64_t h = std::uint64_t(c.kind) | std::uint64_t(std::uint8_t(c.a)) << 8 |
                      std::uint64_t(std::uint8_t(c.b)) << 16 | std::uint64_t(c.c) << 24 |
                      std::uint64_t(c.via) << 32;
    h ^= c.paid * 0x9e3779b97f4a7c15ULL;
    h ^= h >> 31;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 29;
    return std::uint32_t(h ^ (h >> 32));
}

bool RapaNuiSearch::wastesActions(const State& s, const Choice& c) {
    if (c.kind != ChoiceKind::DropOut) return false;
    ChoiceList legal;
    RapaNuiSearch::legal(s, legal);
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i].kind == ChoiceKind::Pukao ||
            (legal[i].kind == ChoiceKind::Moai && s.moaiOn(legal[i].b) == 0))
            return true;
    return false;
}

double RapaNuiSearch::quickValue(const State& s, const Choice& c, const ai::Outlook&, Rng&) {
    State after = s;
    after.applyLegal(c);
    return greedyValue(after, s.whoDecides());
}

namespace {

// The spaces a chain out of the Crater reaches now through anyone's Transporters, and the
// spaces next to them (bit per space): where a Villager extends a chain.
std::uint64_t chainEdge(const State& s) {
    const Board& b = *s.board;
    std::uint64_t reach = std::uint64_t(1) << b.crater, frontier = reach, edge = 0;
    while (frontier) {
        std::uint64_t next = 0;
        for (std::uint64_t f = frontier; f; f &= f - 1) {
            const int v = std::countr_zero(f);
            for (const std::int8_t w : b.spaces[std::size_t(v)].next) {
                if (w == kNone || (reach >> w & 1u)) continue;
                if (s.owner[std::size_t(w)] != kNone || w == b.quarry)
                    next |= std::uint64_t(1) << w;
                else
                    edge |= std::uint64_t(1) << w;
            }
        }
        reach |= next;
        frontier = next;
    }
    return edge & ~reach;
}

} // namespace

Choice RapaNuiSearch::playout(const State& s, Rng& rng) {
    ChoiceList legal;
    RapaNuiSearch::legal(s, legal);
    // Villagers grow chains out of the Crater, the way to the Ahu, rather than stand anywhere.
    const std::uint64_t edge = s.phase == Phase::Place ? chainEdge(s) : 0;
    // Weights lean towards what scores: transports and Offerings, larger Moai, Sculptors;
    // dropping out of a transport phase is rarer than carrying.
    return ai::weightedPick(
        legal,
        [&](const Choice& c) {
            switch (c.kind) {
            case ChoiceKind::Moai:
            case ChoiceKind::Pukao:
                return std::uint32_t(24);
            case ChoiceKind::Offer:
                return std::uint32_t(16);
            case ChoiceKind::Sculpt:
                return std::uint32_t(2 + 8 * c.a + 4 * c.b);
            case ChoiceKind::Sculptor:
                return std::uint32_t(6);
            case ChoiceKind::Villager:
                return std::uint32_t(edge >> c.a & 1u ? 8 : 1);
            case ChoiceKind::Keep:
            case ChoiceKind::Erect:
                return std::uint32_t(8);
            case ChoiceKind::DropOut:
                return std::uint32_t(2);
            case ChoiceKind::EndTurn: // free actions after a turn's move are rarely worth it
                return std::uint32_t(16);
            default:
                return std::uint32_t(4);
            }
        },
        rng);
}

// The levels differ in time, horizon, slips, how widely the greedy reading breaks their ties,
// and Expert's rivalry: every level weighs its own progress and the win the same.
//
// Each player's reward is their own progress, 1 - exp(-value / 30) (value: greedyValue, or a
// finished game's score plus the tiles and Improvements greedyValue counts as lasting), and
// a quarter of it goes to the winners of a finished game. An earlier evaluation, a softmax
// share of the win over greedyValue (2 points to a lead), let Medium and Hard self-play run
// to the round cap (docs/ai.md): a share of the win moves only with the differences between
// the players' values, and what brings Moai to an Ahu raises everyone's value alike (a
// Transporter of any colour carries anyone's Moai, so a link added to a chain shortens the
// others' chains too): each player sculpted and left the chain to the others, and nobody
// transported. Once a player was well ahead the share was flat, and the player behind, whose
// share the game's end takes away, held back the last Moai. Now a link counts for the one who
// places it, ending the game takes nothing from the players behind (the lasting holdings
// still count), and the win's quarter makes the leader end it. That quarter alone came too
// late: the end is a round or more beyond a playout, and late in a game, with the progress
// reward nearly flat, three-player games stalled with the last Ahu empty (3 in 100 at the
// round cap). So before the end the leader already holds part of it, more as the Ahu fill.
// A level with a rivalry (Expert) gives up part of the others' mean progress from its own.
namespace {

using Views = std::array<GreedyView, kMaxPlayers>;

Views viewsOf(const State& s) {
    Views views{};
    for (int p = 0; p < s.players; ++p)
        views[std::size_t(p)] = greedyView(s, p);
    return views;
}

// evaluate, from each player's greedyView.
void rewardOf(const State& s, const ai::Outlook& outlook, const Views& views,
              std::array<double, kMaxPlayers>& reward) {
    constexpr double kWin = 0.25;
    constexpr double kProgressScale = 30;
    constexpr double kLeadPoints = 6; // how many points make a lead count
    std::array<double, kMaxPlayers> value{}, lasting{};
    double erecting = 0;
    for (int p = 0; p < s.players; ++p) {
        const GreedyView& view = views[std::size_t(p)];
        lasting[std::size_t(p)] = view.held;
        value[std::size_t(p)] = s.over() ? view.held : view.value;
        erecting += view.erecting;
    }
    // The likely winner is judged on points held, not on greedyValue: a link or a Sculptor
    // raises anyone's chain value, and a share over it made near-even players deny each other
    // links near the end (three in 100 two-player Hard games ran to round 30).
    // A review's chance to win (Outlook::chanceOnly) looks at everything each player looks
    // set to score, the chains to the Ahu included, and leaves out the progress the levels
    // play for.
    const auto& judged = outlook.chanceOnly ? value : lasting;
    if (s.over())
        ai::winShares(winners(s), reward);
    else
        ai::softShares(
            s.players, [&](int p) { return judged[std::size_t(p)]; }, kLeadPoints, reward);
    if (outlook.chanceOnly) return;
    // Before the end the win's quarter is the likely winner's share of a game the rule could
    // end soon: halved for each Ahu still to fill beyond the Moai the players look set to
    // erect this round, so sculpting and linking towards the last Ahu pays the leader.
    const double nearEnd = s.over() ? 1.0 : std::exp2(-std::max(0.0, s.ahuToEnd() - erecting));
    std::array<double, kMaxPlayers> progress{};
    double allProgress = 0;
    for (int p = 0; p < s.players; ++p) {
        progress[std::size_t(p)] =
            1 - std::exp(-std::max(0.0, value[std::size_t(p)]) / kProgressScale);
        allProgress += progress[std::size_t(p)];
    }
    for (int p = 0; p < s.players; ++p) {
        const double mine = progress[std::size_t(p)];
        const double others = (allProgress - mine) / std::max(1, s.players - 1);
        double& r = reward[std::size_t(p)];
        r = kWin * nearEnd * r + (1 - kWin) * (mine - outlook.rivalry * others);
    }
}

} // namespace

void RapaNuiSearch::evaluate(const State& s, const ai::Outlook& outlook,
                             std::array<double, kMaxPlayers>& reward) {
    rewardOf(s, outlook, viewsOf(s), reward);
}

void RapaNuiSearch::evaluatePoints(const State& s, const ai::Outlook& outlook,
                                   std::array<double, kMaxPlayers>& reward,
                                   std::array<double, kMaxPlayers>& lead) {
    const Views views = viewsOf(s);
    rewardOf(s, outlook, views, reward);
    ai::leads(
        s.players, [&](int p) { return views[std::size_t(p)].value; }, lead);
}

} // namespace rano::rapanui
