// What the one who decides may choose.
#include <algorithm>
#include <bit>

#include "rapanui/state.h"

namespace rano::rapanui {

namespace {

bool islandSpace(const Board& b, int s) {
    const SpaceKind k = b.spaces[u(s)].kind;
    return k == SpaceKind::Ahu || k == SpaceKind::Inland;
}

// The resource each Offering type is paid in (the Hatchet: one of each).
constexpr std::array<int, kOfferingTypes> kPaidIn = {0, 1, -1, 2, 3};
// Skimp's Hatchet: two different resources, or two of one (not Reeds) with one converted down.
constexpr std::array<std::uint8_t, 9> kPairs = {0b0011, 0b0101,  0b1001,  0b0110, 0b1010,
                                                0b1100, 0b10010, 0b10100, 0b11000};
} // namespace

bool State::pay(const std::array<std::uint8_t, kResources>& have, int level, int n,
                std::array<std::uint8_t, kResources>& spent) const {
    // The lowest resources first (decision 20): a higher one stands in only when needed.
    for (int r = level; r < kResources && n > 0; ++r) {
        const int k = std::min(n, have[u(r)] - spent[u(r)]);
        spent[u(r)] = std::uint8_t(spent[u(r)] + k);
        n -= k;
    }
    return n == 0;
}

namespace {
bool offerPayment(const State& s, int p, const Choice& c,
                  std::array<std::uint8_t, kResources>& spent) {
    const auto& have = s.player[u(p)].res;
    spent = {};
    const bool skimp = c.b & 2;
    if (c.a == int(Offering::Hatchet)) {
        if (skimp) { // the 2 resources named, or 2 of one kind with one taken a step lower
            for (int r = 0; r < kResources; ++r)
                if (c.c >> r & 1) spent[u(r)] = std::uint8_t((c.c & kTwice) ? 2 : 1);
            for (int r = 0; r < kResources; ++r)
                if (spent[u(r)] > have[u(r)]) return false;
            return true;
        }
        for (int r = kResources - 1; r >= 0; --r)
            if (!s.pay(have, r, 1, spent)) return false;
        return true;
    }
    return s.pay(have, kPaidIn[u(c.a)], skimp ? 2 : 4, spent);
}
} // namespace

int State::offeringTaken(int p, const Choice& c, bool& outstanding) const {
    const int type = c.a + (c.b & 1);
    outstanding = false;
    // Take Your Pick: the highest Outstanding tile left of the type (decision 9).
    if (player[u(p)].tiles[u(int(Tile::TakeYourPick))] > 0)
        for (int i = 0; i < kOutstanding; ++i)
            if (kOutstandingType[u(i)] == type && (outstandingLeft >> i & 1u)) {
                outstanding = true;
                return i;
            }
    return stackLeft[u(type)] > 0 ? stackPosition(*this, type) : -1;
}

bool State::offerPossible(int p, const Choice& c) const {
    if (c.a < 0 || c.a >= kOfferingTypes) return false;
    const PlayerState& ps = player[u(p)];
    if ((c.b & 1) && (!ps.has(Improvement::Artistic) || c.a == int(Offering::Necklace)))
        return false;
    if (c.b & 2) {
        if (c.via == Via::None || powerOf(p, Tile::Skimp) != c.via) return false;
        const bool pairNeeded = c.a == int(Offering::Hatchet);
        if (pairNeeded != (c.c != 0)) return false;
        if (pairNeeded && std::find(kPairs.begin(), kPairs.end(), c.c) == kPairs.end())
            return false;
    } else if (c.via != Via::None || c.c != 0) {
        return false;
    }
    bool outstanding = false;
    if (offeringTaken(p, c, outstanding) < 0) return false;
    std::array<std::uint8_t, kResources> spent{};
    return offerPayment(*this, p, c, spent);
}

void State::appendStyles(int p, ChoiceList& out) const {
    const Via skimp = powerOf(p, Tile::Skimp);
    for (int t = 0; t < kOfferingTypes; ++t)
        for (int art = 0; art < 2; ++art)
            for (int sk = 0; sk < (skimp == Via::None ? 1 : 2); ++sk) {
                Choice c = Choice::of(ChoiceKind::Offer, t, art | sk << 1, sk ? skimp : Via::None);
                if (sk && t == int(Offering::Hatchet)) {
                    for (std::uint8_t pair : kPairs) {
                        c.c = pair;
                        if (offerPossible(p, c)) out.push(c);
                    }
                } else if (offerPossible(p, c)) {
                    out.push(c);
                }
            }
}

bool State::canStyle(int p) const {
    if (pukao == 0) return false;
    ChoiceList styles;
    appendStyles(p, styles);
    return !styles.empty();
}

void State::appendSplits(int p, ChoiceList& out) const {
    const auto n = sculptorCounts(p);
    const int large = std::min({n[0], n[1], n[2]});
    for (int l = 0; l <= large; ++l)
        for (int m = 0; m <= std::min(n[0] - l, n[1] - l); ++m)
            out.push(Choice::of(ChoiceKind::Sculpt, l, m));
}

namespace {
void appendImprovements(const State& s, int p, ChoiceList& out) {
    const PlayerState& ps = s.player[u(p)];
    if (ps.improvementCount() >= 3) return;
    for (int i = 0; i < kImprovements; ++i)
        if (!ps.has(Improvement(i)) && ps.res[u(i)] >= kImprovementCost[u(i)])
            out.push(Choice::of(ChoiceKind::Improve, i));
}

void appendFreeSpaces(const State& s, int p, ChoiceKind kind, int b, Via via, ChoiceList& out) {
    for (int sp = 0; sp < s.board->spaceCount(); ++sp)
        if (islandSpace(*s.board, sp) && (s.owner[u(sp)] == kNone || s.owner[u(sp)] == p))
            out.push(Choice::of(kind, sp, b, via));
}
} // namespace

void State::legalChoices(ChoiceList& out) const {
    out.clear();
    if (over()) return;
    const int p = decider;
    const PlayerState& ps = player[u(p)];
    switch (phase) {
    case Phase::Draft:
        for (int t = 0; t < kTileKinds; ++t)
            if (display[u(t)] > 0) out.push(Choice::of(ChoiceKind::Draft, t));
        return;
    case Phase::Place: {
        appendImprovements(*this, p, out);
        if (ps.villagersHome > 0) {
            appendFreeSpaces(*this, p, ChoiceKind::Villager, -1, Via::None, out);
            for (int c = 0; c < kSizes; ++c) {
                int used = 0;
                for (int q = 0; q < players; ++q)
                    used += player[u(q)].sculptors[u(c)];
                if (used < board->columnSpaces(c)) out.push(Choice::of(ChoiceKind::Sculptor, c));
            }
        }
        if (ps.sorcerer == Spot::Hand)
            for (int k = 0; k < board->stars(); ++k)
                if (star[u(k)] == kNone && !(k == 0 && p == order[0] && !firstMoved))
                    out.push(Choice::of(ChoiceKind::Sorcerer, k));
        if (ps.chief == Spot::Hand)
            for (int c = 0; c < kSizes; ++c)
                out.push(Choice::of(ChoiceKind::Chief, c));
        return;
    }
    case Phase::ChangeJobs: {
        const Via via = powerOf(p, Tile::ChangeJobs);
        out.push(Choice::of(ChoiceKind::Keep));
        if (via == Via::None || ps.sorcerer != Spot::Track) return;
        for (int c = 0; c < kSizes; ++c)
            out.push(Choice::of(ChoiceKind::ChangeJobsQuarry, c, -1, via));
        appendFreeSpaces(*this, p, ChoiceKind::ChangeJobsIsland, -1, via, out);
        return;
    }
    case Phase::ChipIn: {
        const Via via = powerOf(p, Tile::ChipIn);
        out.push(Choice::of(ChoiceKind::Keep));
        if (via == Via::None) return;
        for (int c = 0; c < kSizes; ++c)
            out.push(Choice::of(ChoiceKind::ChipIn, c, -1, via));
        return;
    }
    case Phase::Sculpt:
        appendSplits(p, out);
        return;
    case Phase::LendAHand: {
        const Via via = powerOf(p, Tile::LendAHand);
        out.push(Choice::of(ChoiceKind::Keep));
        if (via == Via::None) return;
        if (ps.sculptors[0] + ps.sculptors[1] + ps.sculptors[2] > 0 || ps.sorcerer == Spot::Quarry)
            appendFreeSpaces(*this, p, ChoiceKind::LendAHand, 0, via, out);
        if (ps.chief == Spot::Quarry)
            appendFreeSpaces(*this, p, ChoiceKind::LendAHand, 1, via, out);
        return;
    }
    case Phase::Transport: {
        out.push(Choice::of(ChoiceKind::DropOut));
        appendImprovements(*this, p, out);
        if (const Via via = powerOf(p, Tile::Rest); via != Via::None)
            for (int sp = 0; sp < board->spaceCount(); ++sp)
                if (owner[u(sp)] == p && tired[u(sp)] > 0)
                    out.push(Choice::of(ChoiceKind::Rest, sp, -1, via));
        if (const Via via = powerOf(p, Tile::Barter); via != Via::None)
            for (int a = 0; a < kResources; ++a)
                if (ps.res[u(a)] >= 3)
                    for (int b = 0; b < kResources; ++b)
                        if (b != a) out.push(Choice::of(ChoiceKind::Barter, a, b, via));
        appendTransports(p, out);
        return;
    }
    case Phase::Payment: {
        const int sp = std::countr_zero(pending);
        const Space& space = board->spaces[u(sp)];
        out.push(Choice::of(ChoiceKind::Earn, space.first));
        out.push(Choice::of(ChoiceKind::Earn, space.second));
        return;
    }
    case Phase::Erect: {
        for (int k = 2; k <= 3; ++k) {
            const Via via = powerOf(p, k == 2 ? Tile::TakeTwoMore : Tile::TakeThreeMore);
            if (via != Via::None) out.push(Choice::of(ChoiceKind::TakeMore, k, -1, via));
        }
        const int r = board->spaces[u(board->ahu[u(dest)])].first;
        const int most = ps.has(Improvement::Fervent) && r < int(Resource::Pearls) ? gain : 0;
        for (int h = 0; h <= most; ++h)
            out.push(Choice::of(ChoiceKind::Erect, h));
        return;
    }
    case Phase::Style:
        appendStyles(p, out);
        return;
    case Phase::Over:
        return;
    }
}

} // namespace rano::rapanui
