#include "rapanui/invariants.h"

#include <bit>

namespace rano::rapanui {

namespace {

// The moment of the round fits the rest of the position: what each phase needs of its decider
// and of the transport in progress, and what is empty outside it. A reader that accepted less
// would hand the rules a phase they never reach (a Change Jobs with the Sorcerer still in
// hand, an erection with no Moai), and the rules would index a star or an Ahu of -1.
std::string checkMoment(const State& s) {
    const Board& b = *s.board;
    const Phase ph = s.phase;
    if (s.over() != (s.endReason != EndReason::None))
        return s.over() ? "the game is over without a reason" : "a game in play with an end reason";
    if (s.over()) return {};
    const int d = s.decider;
    if (d < 0 || d >= s.players) return "nobody decides";
    const PlayerState& dp = s.player[u(d)];
    const bool phaseTwo = ph != Phase::Draft && ph != Phase::Place;
    const bool transporting =
        ph == Phase::Transport || ph == Phase::Payment || ph == Phase::Erect || ph == Phase::Style;
    const bool sculpting = ph == Phase::ChipIn || ph == Phase::Sculpt;
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[u(p)];
        const std::string who = " of player " + std::to_string(p);
        if (phaseTwo && (ps.sorcerer == Spot::Hand || ps.chief == Spot::Hand))
            return "a figurine still in hand after the placements" + who;
        if (phaseTwo && !transporting && ps.villagersHome > 0)
            return "Villagers still at home after the placements" + who;
        if (!phaseTwo && (ps.sorcerer == Spot::Quarry || ps.sorcerer == Spot::Island))
            return "the Sorcerer changed jobs before the placements ended" + who;
        if (!phaseTwo && ps.chief == Spot::Island)
            return "the Chief lent a hand before the placements ended" + who;
        if (!sculpting && (ps.chipIn[0] | ps.chipIn[1] | ps.chipIn[2]))
            return "Chip In's Sculptors outside the sculpting" + who;
        if (!transporting && ps.dropped) return "dropped out outside the transport phase" + who;
        if ((!phaseTwo || ph == Phase::ChangeJobs) && (ps.moai[0] | ps.moai[1] | ps.moai[2]))
            return "Moai sculpted before the sculpting" + who;
    }
    if (!transporting)
        for (int sp = 0; sp < b.spaceCount(); ++sp)
            if (s.tired[u(sp)]) return "a fatigued Transporter before the transport phase";
    if (ph == Phase::Draft) {
        if (!s.twoPlayers() || s.round != 1 || s.draftPicks >= 4)
            return "a draft outside the first round of a two-player game";
        if (d != s.order[u((s.draftPicks + 1) % 2)]) return "the draft's picker is out of turn";
    }
    if (s.acted > 2 || (s.acted && ph != Phase::Place && ph != Phase::Transport) ||
        (s.acted == 2 && (ph != Phase::Place || dp.chief != Spot::Quarry)))
        return "a turn's placement or transport made out of its moment";
    if (ph == Phase::Place && !s.acted && !dp.hasToPlace())
        return "a placement by a player with nothing to place";
    if (ph == Phase::Place) {
        // The first player's opening rule holds until they have placed a figurine.
        const PlayerState& first = s.player[u(s.order[0])];
        const bool moved = first.villagers > first.villagersHome || first.sorcerer == Spot::Track ||
                           first.chief == Spot::Quarry;
        if (bool(s.firstMoved) != moved) return "the first player's opening is misremembered";
    }
    if (phaseTwo) {
        // The turn order is the stars' order: those still on a star follow it.
        int i = 0;
        for (int k = 0; k < b.stars(); ++k) {
            const int q = s.star[u(k)];
            if (q == kNone) continue;
            while (i < s.players && s.order[u(i)] != q)
                ++i;
            if (i == s.players) return "the turn order does not follow the stars";
        }
    }
    if (ph == Phase::ChangeJobs &&
        (dp.sorcerer != Spot::Track || s.powerOf(d, Tile::ChangeJobs) == Via::None))
        return "a Change Jobs with no Sorcerer on the track or no Change Jobs to use";
    if (ph == Phase::ChipIn && s.powerOf(d, Tile::ChipIn) == Via::None)
        return "a Chip In with no Chip In to use";
    if (ph == Phase::LendAHand && s.powerOf(d, Tile::LendAHand) == Via::None)
        return "a Lend a Hand with no Lend a Hand to use";
    if (ph == Phase::Transport && dp.dropped) return "a transport turn of a player who dropped out";
    if (ph != Phase::Payment && s.pending) return "payments owed outside a transport";
    for (std::uint64_t m = s.pending; m; m &= m - 1)
        if (!b.spaces[u(std::countr_zero(m))].choice())
            return "a payment owed on " + b.spaceName(std::countr_zero(m)) +
                   ", which has a single resource";
    const bool carried = ph == Phase::Payment || ph == Phase::Erect || ph == Phase::Style;
    if (!carried && (s.carrying != kNone || s.dest != kNone))
        return "a piece carried outside a transport";
    if (ph != Phase::Erect && s.gain) return "resources to gain outside an erection";
    if (carried && (s.dest < 0 || s.dest >= b.ahuCount() || s.carrying < 0))
        return "a transport under way with no piece or no Ahu";
    if (ph == Phase::Erect) {
        if (s.carrying >= kSizes || s.ahuMoai[u(s.dest)][u(s.carrying)] == 0 ||
            s.ahuTile[u(s.dest)] != kNone)
            return "an erection with no Moai erected on its Ahu";
        if (s.gain < kErectGain[u(s.carrying)] || s.gain > kMaxErectGain)
            return "an erection that gains less than its Moai";
    }
    if (ph == Phase::Style && (s.carrying != kSizes || s.moaiOn(s.dest) == s.unstyledOn(s.dest)))
        return "a styling with no Pukao placed";
    return {};
}

} // namespace

std::string checkInvariants(const State& s) {
    const Board& b = *s.board;
    const std::string seat = " of player ";
    // Moai: supply + box + sculpted + erected.
    std::array<int, kSizes> moai{};
    for (int z = 0; z < kSizes; ++z) {
        moai[u(z)] = s.supply[u(z)] + s.moaiBoxed[u(z)];
        for (int p = 0; p < s.players; ++p)
            moai[u(z)] += s.player[u(p)].moai[u(z)];
    }
    int pukaoOn = 0;
    for (int a = 0; a < kMaxAhu; ++a) {
        int m = 0;
        for (int z = 0; z < kSizes; ++z) {
            const int here = s.ahuMoai[u(a)][u(z)], styled = s.ahuStyled[u(a)][u(z)];
            if (a >= b.ahuCount() && (here || styled))
                return "Ahu " + std::to_string(a) + " does not exist but holds something";
            if (styled > here) return "a Pukao without a Moai on Ahu " + std::to_string(a);
            moai[u(z)] += here;
            m += here;
            pukaoOn += styled;
        }
        if (a >= b.ahuCount() && s.ahuTile[u(a)] != kNone)
            return "Ahu " + std::to_string(a) + " does not exist but holds something";
        if (m && s.ahuTile[u(a)] != kNone && s.carrying == kNone)
            return "Ahu " + std::to_string(a) + " has a Moai and still its tile";
    }
    for (int z = 0; z < kSizes; ++z)
        if (moai[u(z)] != kMoaiCount[u(z)])
            return std::to_string(moai[u(z)]) + " " + sizeWord(z) + " Moai instead of " +
                   std::to_string(kMoaiCount[u(z)]);
    if (pukaoOn + s.pukao != kPukao) return "Pukao are not conserved";
    // Ahu tiles.
    const auto& count = s.firstGame ? kFirstGameTileCount : kTileCount;
    std::array<int, kTileKinds> tiles{};
    for (int t = 0; t < kTileKinds; ++t)
        tiles[u(t)] = s.display[u(t)] + s.boxed[u(t)] + s.played[u(t)];
    for (int a = 0; a < b.ahuCount(); ++a)
        if (s.ahuTile[u(a)] != kNone) ++tiles[u(s.ahuTile[u(a)])];
    for (int p = 0; p < s.players; ++p)
        for (int t = 0; t < kTileKinds; ++t)
            tiles[u(t)] += s.player[u(p)].tiles[u(t)];
    for (int t = 0; t < kTileKinds; ++t)
        if (tiles[u(t)] != count[u(t)])
            return std::to_string(tiles[u(t)]) + " " + tileWord(t) + " tiles instead of " +
                   std::to_string(count[u(t)]);
    // Offering tiles.
    for (int t = 0; t < kOfferingTypes; ++t) {
        int taken = 0;
        for (int p = 0; p < s.players; ++p)
            taken += std::popcount(unsigned(s.player[u(p)].stack[u(t)]));
        if (taken + s.stackLeft[u(t)] != (s.twoPlayers() ? 2 : kStackTiles))
            return std::string("the ") + offeringWord(t) + " stack is not conserved";
        // The tiles taken are the top ones, each once: the next one is taken from below them.
        unsigned held = 0, top = 0;
        for (int p = 0; p < s.players; ++p) {
            if (held & s.player[u(p)].stack[u(t)])
                return std::string("a ") + offeringWord(t) + " tile is held twice";
            held |= s.player[u(p)].stack[u(t)];
        }
        for (int k = 0; k < taken; ++k)
            top |= 1u << (s.twoPlayers() ? 2 * k : k);
        if (held != top)
            return std::string("the ") + offeringWord(t) + " stack is not taken from its top";
    }
    unsigned outstanding = s.outstandingLeft;
    for (int p = 0; p < s.players; ++p) {
        if (outstanding & s.player[u(p)].outstanding) return "an Outstanding tile is held twice";
        outstanding |= s.player[u(p)].outstanding;
    }
    if (outstanding != (1u << kOutstanding) - 1u) return "an Outstanding tile is lost";
    // Players and figurines.
    std::array<int, kMaxPlayers> onIsland{};
    for (int sp = 0; sp < b.spaceCount(); ++sp) {
        const int o = s.owner[u(sp)];
        const int n = s.fresh[u(sp)] + s.tired[u(sp)];
        if (o == kNone ? n != 0 : (o >= s.players || n == 0))
            return "Transporters on " + b.spaceName(sp) + " do not match their owner";
        if (o != kNone && (sp == b.crater || sp == b.quarry))
            return "a Transporter on the Crater or the Pukao Quarry";
        if (o != kNone) onIsland[u(o)] += n;
    }
    std::array<int, kSizes> column{};
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[u(p)];
        const std::string who = seat + std::to_string(p);
        for (int r = 0; r < kResources; ++r)
            if (ps.res[u(r)] > kMaxResource) return "resources beyond 10" + who;
        if (ps.improvementCount() > 3) return "more than 3 Improvements" + who;
        if (ps.villagers != kBaseVillagers + ps.has(Improvement::Popular))
            return "the Villagers do not match Popular" + who;
        int villagers = ps.villagersHome + onIsland[u(p)];
        for (int c = 0; c < kSizes; ++c) {
            villagers += ps.sculptors[u(c)];
            column[u(c)] += ps.sculptors[u(c)];
        }
        villagers -= ps.sorcerer == Spot::Island;
        villagers -= ps.chief == Spot::Island;
        if (villagers != ps.villagers) return "Villagers are lost or doubled" + who;
        for (int c = 0; c < kSizes; ++c)
            if (ps.extra[u(c)] != (ps.sorcerer == Spot::Quarry && ps.sorcererAt == c) +
                                      (ps.chief == Spot::Quarry && ps.chiefAt == c))
                return "Quarry figurines do not match the Sorcerer and Chief" + who;
        if (ps.sorcerer == Spot::Out) return "the Sorcerer is out of the game" + who;
        if (ps.sorcerer == Spot::Track && s.star[u(ps.sorcererAt)] != p)
            return "the Sorcerer is not on its star" + who;
        if (ps.chief != Spot::Out && !ps.has(Improvement::Chief))
            return "the Chief plays without its Improvement" + who;
        if ((ps.sorcerer == Spot::Island && s.owner[u(ps.sorcererAt)] != p) ||
            (ps.chief == Spot::Island && s.owner[u(ps.chiefAt)] != p))
            return "a Sorcerer or Chief stands on another's space" + who;
    }
    // The turn order holds each player once.
    unsigned seen = 0;
    for (int i = 0; i < s.players; ++i) {
        const int q = s.order[u(i)];
        if (q < 0 || q >= s.players || (seen >> q & 1u))
            return "the turn order is not each player once";
        seen |= 1u << q;
    }
    // Who decides follows from the moment: the owner paid inside a transport, else the player
    // on turn.
    if (s.phase == Phase::Payment) {
        if (s.pending && s.decider != s.owner[u(std::countr_zero(s.pending))])
            return "a payment decided by another than the Transporter's owner";
    } else if (!s.over() && s.phase != Phase::Draft && s.decider != s.order[u(s.turn)]) {
        return "the one who decides is not the player on turn";
    }
    // A transport waiting for its payments can arrive: its mover holds what it carries, stands
    // on the Ahu with a standing Transporter, and the Ahu can take it.
    if (s.phase == Phase::Payment) {
        if (s.carrying == kNone || s.dest == kNone || s.dest >= b.ahuCount() || !s.pending)
            return "a payment with no transport under way";
        const int mover = s.order[u(s.turn)];
        const int space = b.ahu[u(s.dest)];
        if (s.owner[u(space)] != mover || s.fresh[u(space)] == 0)
            return "the transport under way has no standing Transporter of its mover on its Ahu";
        const bool pukaoMove = s.carrying == kSizes;
        const bool fits = pukaoMove ? s.pukao > 0 && s.unstyledOn(s.dest) > 0
                                    : s.player[u(mover)].moai[u(s.carrying)] > 0;
        if (!fits) return "the transport under way cannot arrive";
        for (std::uint64_t m = s.pending; m; m &= m - 1)
            if (s.owner[u(std::countr_zero(m))] < 0) return "a payment owed to nobody";
    }
    for (int st = 0; st < kMaxPlayers; ++st) {
        const int q = s.star[u(st)];
        if (q >= 0 && (q >= s.players || s.player[u(q)].sorcerer != Spot::Track ||
                       s.player[u(q)].sorcererAt != st))
            return "star " + std::to_string(st + 1) + " holds a Sorcerer that is not there";
    }
    for (int c = 0; c < kSizes; ++c)
        if (column[u(c)] > b.columnSpaces(c)) return "a Quarry column holds too many Sculptors";
    // checkMoment has checked the decider and the end reason.
    if (const std::string broken = checkMoment(s); !broken.empty()) return broken;
    if (!s.over()) {
        ChoiceList l;
        s.legalChoices(l);
        if (l.empty()) return "the one who decides has no choice";
    }
    return {};
}

} // namespace rano::rapanui
