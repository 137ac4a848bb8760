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

std::array<int, kResources> offerSpending(const Choice& c) {
    std::array<int, kResources> spent{};
    if (c.a == int(Offering::Hatchet) && (c.b & 2)) {
        for (int r = 0; r < kResources; ++r)
            if (c.c >> r & 1) spent[u(r)] = (c.c & kTwice) ? 2 : 1;
    } else {
        for (int r = 0; r < kResources; ++r)
            spent[u(r)] = offerSpent(c, r);
    }
    return spent;
}

namespace {
// Whether `spent` pays for Offering `type` (Skimp: half of it): each resource stands for
// itself or a lower one ("convert any number of Resources into an equal number of
// lower-value Resources"). The Hatchet takes one of each kind, the others 4 of theirs.
bool pays(const std::array<int, kResources>& spent, int type, bool skimp) {
    int total = 0;
    for (int r = 0; r < kResources; ++r)
        total += spent[u(r)];
    if (type == int(Offering::Hatchet)) {
        // Kinds from the highest down: at every level, enough resources at or above it.
        int above = 0;
        for (int r = kResources - 1; r >= 0; --r) {
            above += spent[u(r)];
            if (above < kResources - r) return false;
        }
        return total == kResources;
    }
    for (int r = 0; r < kPaidIn[u(type)]; ++r)
        if (spent[u(r)]) return false;
    return total == (skimp ? 2 : 4);
}

// Every way to spend `n` resources of level `level` or higher that `have` holds: each
// distinct multiset once, as an Offer's `paid` field.
template <class Push>
void eachPayment(const std::array<std::uint8_t, kResources>& have, int level, int n,
                 std::uint64_t paid, Push push) {
    if (n == 0) {
        push(paid);
        return;
    }
    if (level >= kResources) return;
    const int most = std::min<int>(n, have[u(level)]);
    for (int k = most; k >= 0; --k)
        eachPayment(have, level + 1, n - k, paid + (std::uint64_t(k) << (4 * level)), push);
}
} // namespace

int State::offeringTaken(int p, const Choice& c, bool& outstanding) const {
    const int type = c.a + (c.b & 1);
    outstanding = (c.b & kOfferOutstanding) != 0;
    // Take Your Pick: the highest Outstanding tile left of the type (decision 9).
    if (outstanding) {
        const Via pick = (c.b & kOfferPickByTablet) ? Via::Tablet : Via::Tile;
        if (powerOf(p, Tile::TakeYourPick) != pick) return -1;
        for (int i = 0; i < kOutstanding; ++i)
            if (kOutstandingType[u(i)] == type && (outstandingLeft >> i & 1u)) return i;
        return -1;
    }
    return stackLeft[u(type)] > 0 ? stackPosition(*this, type) : -1;
}

bool State::offerPossible(int p, const Choice& c) const {
    if (c.a < 0 || c.a >= kOfferingTypes || c.b < 0 || c.b > 15) return false;
    if ((c.b & kOfferPickByTablet) && !(c.b & kOfferOutstanding)) return false;
    if ((c.b & kOfferPickByTablet) && (c.b & kOfferSkimp) && c.via == Via::Tablet) return false;
    const PlayerState& ps = player[u(p)];
    if ((c.b & 1) && (!ps.has(Improvement::Artistic) || c.a == int(Offering::Necklace)))
        return false;
    const bool skimpHatchet = (c.b & 2) && c.a == int(Offering::Hatchet);
    if (c.b & 2) {
        if (c.via == Via::None || powerOf(p, Tile::Skimp) != c.via) return false;
        if (skimpHatchet != (c.c != 0)) return false;
        if (skimpHatchet && std::find(kPairs.begin(), kPairs.end(), c.c) == kPairs.end())
            return false;
    } else if (c.via != Via::None || c.c != 0) {
        return false;
    }
    if (skimpHatchet != (c.paid == 0)) return false;
    if (c.paid >> (4 * kResources)) return false;
    bool outstanding = false;
    if (offeringTaken(p, c, outstanding) < 0) return false;
    const auto spent = offerSpending(c);
    for (int r = 0; r < kResources; ++r)
        if (spent[u(r)] > ps.res[u(r)]) return false;
    return skimpHatchet || pays(spent, c.a, c.b & 2);
}

void State::appendStyles(int p, ChoiceList& out) const {
    const PlayerState& ps = player[u(p)];
    const Via skimp = powerOf(p, Tile::Skimp);
    // Take Your Pick with the held tile, or copied by the Tablet (decision 14).
    const Via pick = powerOf(p, Tile::TakeYourPick);
    for (int t = 0; t < kOfferingTypes; ++t)
        for (int art = 0; art < 2; ++art)
            for (int sk = 0; sk < (skimp == Via::None ? 1 : 2); ++sk)
                for (int outst = 0; outst < (pick == Via::None ? 1 : 2); ++outst) {
                    // The Tablet goes once: to Skimp or to Take Your Pick.
                    if (sk && outst && skimp == Via::Tablet && pick == Via::Tablet) continue;
                    const int byTablet = outst && pick == Via::Tablet ? kOfferPickByTablet : 0;
                    Choice c =
                        Choice::of(ChoiceKind::Offer, t, art | sk << 1 | outst << 2 | byTablet,
                                   sk ? skimp : Via::None);
                    bool taken = false;
                    if ((art && (!ps.has(Improvement::Artistic) || t == int(Offering::Necklace))) ||
                        offeringTaken(p, c, taken) < 0)
                        continue;
                    if (sk && t == int(Offering::Hatchet)) {
                        for (std::uint8_t pair : kPairs) {
                            c.c = pair;
                            if (offerPossible(p, c)) out.push(c);
                        }
                        continue;
                    }
                    const int n = t == int(Offering::Hatchet) ? kResources : sk ? 2 : 4;
                    const int level = t == int(Offering::Hatchet) ? 0 : kPaidIn[u(t)];
                    eachPayment(ps.res, level, n, 0, [&](std::uint64_t paid) {
                        c.paid = paid;
                        if (offerPossible(p, c)) out.push(c);
                    });
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
    for (int i = 0; i < kImprovements; ++i)
        if (s.player[u(p)].mayAdd(i)) out.push(Choice::of(ChoiceKind::Improve, i));
}

// Every way to take `n` resources of the kinds in `kinds` (bit per resource), as 4 bits per
// resource.
template <class Push> void eachMultiset(int kinds, int n, int level, std::uint16_t got, Push push) {
    if (n == 0) {
        push(got);
        return;
    }
    if (level >= kResources) return;
    const int most = (kinds >> level & 1) ? n : 0;
    for (int k = most; k >= 0; --k)
        eachMultiset(kinds, n - k, level + 1, std::uint16_t(got + (k << (4 * level))), push);
}

// Barter: "at any time during one of your turns" (decision 14), "3 of your Resources for 3 of
// your choice" (decision 17). A resource given and taken back is no exchange: each choice says
// what changes hands, 1 to 3 of each side and no kind on both, and needs 3 resources held.
void appendBarters(const State& s, int p, ChoiceList& out) {
    const Via via = s.powerOf(p, Tile::Barter);
    if (via == Via::None) return;
    const PlayerState& ps = s.player[u(p)];
    if (ps.resourceTotal() < 3) return;
    int held = 0;
    for (int r = 0; r < kResources; ++r)
        if (ps.res[u(r)] > 0) held |= 1 << r;
    for (int n = 1; n <= 3; ++n)
        eachMultiset(held, n, 0, 0, [&](std::uint16_t given) {
            int kinds = 0;
            for (int r = 0; r < kResources; ++r) {
                if ((given >> (4 * r) & 0xF) > ps.res[u(r)]) return;
                if (given >> (4 * r) & 0xF) kinds |= 1 << r;
            }
            eachMultiset(0xF & ~kinds, n, 0, 0,
                         [&](std::uint16_t taken) { out.push(barterOf(given, taken, via)); });
        });
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
        appendBarters(*this, p, out);
        if (acted) { // the turn's figurine is placed: the Chief may come with it (decision 13)
            if (acted == 1 && ps.chief == Spot::Hand)
                for (int c = 0; c < kSizes; ++c)
                    out.push(Choice::of(ChoiceKind::Chief, c));
            out.push(Choice::of(ChoiceKind::EndTurn));
            return;
        }
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
        if (!acted) out.push(Choice::of(ChoiceKind::DropOut));
        appendImprovements(*this, p, out);
        if (const Via via = powerOf(p, Tile::Rest); via != Via::None)
            for (int sp = 0; sp < board->spaceCount(); ++sp)
                if (owner[u(sp)] == p && tired[u(sp)] > 0)
                    out.push(Choice::of(ChoiceKind::Rest, sp, -1, via));
        appendBarters(*this, p, out);
        if (acted) { // the turn's piece is carried: free actions, then the end of the turn
            out.push(Choice::of(ChoiceKind::EndTurn));
            return;
        }
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
