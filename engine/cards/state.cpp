// Setting up a game, what the position holds, its hash, and the re-deal of hidden cards.
#include <algorithm>
#include <span>

#include "cards/state.h"
#include "core/index.h"

namespace rano::cards {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdULL;
}
} // namespace

int PlayerState::handSize() const {
    int n = 0;
    for (auto c : hand)
        n += c;
    return n;
}

int PlayerState::held() const {
    int n = 0;
    for (auto c : sacrifices)
        n += c;
    return n;
}

State State::setup(const Options& options, std::uint64_t seed) {
    State s;
    Rng rng(seed);
    s.players = std::uint8_t(std::clamp(options.players, 2, kMaxPlayers));
    int n = 0;
    for (int k = 0; k < kKinds; ++k)
        for (int i = 0; i < kDeckCount[u(k)]; ++i)
            s.deck[u(n++)] = Kind(k);
    rng.shuffle(std::span<Kind>(s.deck));
    s.deckSize = kDeckCards;
    s.first = std::uint8_t(rng.below(s.players));
    for (int i = 0; i < kColumns * kColumnHeight; ++i) {
        const auto c = u(i % kColumns);
        s.column[c][s.height[c]++] = s.deck[--s.deckSize];
    }
    for (int p = 0; p < s.players; ++p) {
        PlayerState& ps = s.player[u(p)];
        ps.display[u(int(Kind::Lumberjack))] = 1;
        // Colour p's start cards lack Hunter & Gatherer type p (docs/cards-rules.md).
        for (int t = 0; t < kTypes; ++t)
            if (t != p) ps.hand[u(int(huntersOf(t)))] = 1;
        ps.sacrifices.fill(1);
        const int seatFromFirst = (p - s.first + s.players) % s.players;
        ps.wood = std::int16_t(kStartWood + seatFromFirst);
    }
    s.stack.fill(std::uint8_t(kSacrificePerType - s.players));
    s.active = s.first;
    s.startTurn();
    return s;
}

int State::price(int p, int type) const {
    return std::max(0, kSacrificePrice - player[u(p)].display[u(int(huntersOf(type)))]);
}

std::array<int, kTypes> State::stoneCounts() const {
    std::array<int, kTypes> n{};
    for (int t = 0; t < kTypes; ++t)
        n[u(t)] = stoneOpen[u(t)];
    for (int i = 0; i < faceDownCount; ++i)
        ++n[faceDown[u(i)].type];
    return n;
}

std::array<int, kTypes> State::seenHoldings(int p) const {
    std::array<int, kTypes> n{};
    for (int t = 0; t < kTypes; ++t)
        n[u(t)] = player[u(p)].sacrifices[u(t)];
    for (int i = 0; i < faceDownCount; ++i)
        if (faceDown[u(i)].owner == p) ++n[faceDown[u(i)].type];
    return n;
}

bool State::hasBonus(int p, Kind kind) const {
    const int mine = player[u(p)].display[u(int(kind))];
    if (mine < 2) return false;
    for (int q = 0; q < players; ++q)
        if (q != p && player[u(q)].display[u(int(kind))] >= mine) return false;
    return true;
}

int State::owedTo(int p) const {
    return scored < 0 ? 0 : payout(p, Kind(scored));
}

int State::payout(int p, Kind kind) const {
    const int mine = player[u(p)].display[u(int(kind))];
    if (isHunters(kind)) return mine == 0 ? 0 : hasBonus(p, kind) ? 2 : 1;
    return mine + (hasBonus(p, kind) ? 1 : 0);
}

std::uint64_t State::hash(bool withDeckOrder) const {
    std::uint64_t h = 0x5241504e5549ULL; // "RAPNUI"
    for (int v : {int(players), int(first), int(active), int(decider), int(phase), int(step),
                  int(owed), int(scored), int(lastDrawn), int(turn), int(deckSize),
                  int(moaiRemoved), int(faceDownCount)})
        h = mix(h, std::uint64_t(std::uint32_t(v)));
    for (int c = 0; c < kColumns; ++c) {
        h = mix(h, height[u(c)]);
        for (int i = 0; i < height[u(c)]; ++i)
            h = mix(h, std::uint64_t(column[u(c)][u(i)]));
    }
    if (withDeckOrder)
        for (int i = 0; i < deckSize; ++i)
            h = mix(h, std::uint64_t(deck[u(i)]));
    for (int t = 0; t < kTypes; ++t)
        h = mix(mix(h, stack[u(t)]), stoneOpen[u(t)]);
    for (int i = 0; i < faceDownCount; ++i) {
        const FaceDown& f = faceDown[u(i)];
        h = mix(mix(h, f.owner), f.type);
        for (auto c : f.cap)
            h = mix(h, c);
    }
    for (int p = 0; p < players; ++p) {
        const PlayerState& ps = player[u(p)];
        for (int k = 0; k < kKinds; ++k)
            h = mix(mix(h, ps.display[u(k)]), ps.hand[u(k)]);
        for (auto c : ps.sacrifices)
            h = mix(h, c);
        h = mix(mix(h, std::uint64_t(std::uint16_t(ps.wood))),
                std::uint64_t(std::uint16_t(ps.glory)));
    }
    return h;
}

namespace {
// Gives types to one owner's face-down cards, in the order they were laid, so that no prefix
// of them breaks a cap; tries the types in a random order at each card and backs up on a dead
// end. The true types always fit, so this always succeeds.
bool assignTypes(std::span<const int> cards, std::size_t j,
                 const std::array<std::array<int, kTypes>, kMaxFaceDown>& limit,
                 std::array<int, kTypes>& count, std::span<int> out, Rng& rng) {
    if (j == cards.size()) return true;
    std::array<int, kTypes> order = {0, 1, 2, 3};
    rng.shuffle(std::span<int>(order));
    for (int t : order) {
        if (count[u(t)] + 1 > limit[j][u(t)]) continue;
        ++count[u(t)];
        out[j] = t;
        if (assignTypes(cards, j + 1, limit, count, out, rng)) return true;
        --count[u(t)];
    }
    return false;
}
} // namespace

void determinize(State& s, int viewer, Rng& rng) {
    // Start from a canonical order, so the re-deal owes nothing to the true one.
    std::array<int, kKinds> kinds{};
    for (int i = 0; i < s.deckSize; ++i)
        ++kinds[u(int(s.deck[u(i)]))];
    for (int k = 0, i = 0; k < kKinds; ++k)
        for (int n = 0; n < kinds[u(k)]; ++n)
            s.deck[u(i++)] = Kind(k);
    rng.shuffle(std::span<Kind>(s.deck.data(), s.deckSize));
    for (int owner = 0; owner < s.players; ++owner)
        if (owner != viewer) redealFaceDown(s, owner, s.seenHoldings(owner), rng);
}

void redealFaceDown(State& s, int owner, const std::array<int, kTypes>& seen, Rng& rng) {
    std::array<int, kMaxFaceDown> cards{};
    std::size_t n = 0;
    for (int i = 0; i < s.faceDownCount; ++i)
        if (s.faceDown[u(i)].owner == owner) cards[n++] = i;
    if (n == 0) return;
    // A card's type counts in every later interval too: its limit is the smallest cap
    // from it onwards.
    std::array<std::array<int, kTypes>, kMaxFaceDown> limit{};
    for (std::size_t j = n; j-- > 0;)
        for (int t = 0; t < kTypes; ++t) {
            const int cap = s.faceDown[u(cards[j])].cap[u(t)];
            limit[j][u(t)] = j + 1 < n ? std::min(cap, limit[j + 1][u(t)]) : cap;
        }
    std::array<int, kTypes> count{};
    std::array<int, kMaxFaceDown> types{};
    if (!assignTypes(std::span<const int>(cards.data(), n), 0, limit, count,
                     std::span<int>(types.data(), n), rng))
        return; // a staged position with broken caps: leave it as it is
    for (std::size_t j = 0; j < n; ++j)
        s.faceDown[u(cards[j])].type = std::uint8_t(types[j]);
    for (int t = 0; t < kTypes; ++t)
        s.player[u(owner)].sacrifices[u(t)] = std::uint8_t(seen[u(t)] - count[u(t)]);
}

} // namespace rano::cards
