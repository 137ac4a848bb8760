// Setting up a game, what the position holds, and its hash.
#include <algorithm>
#include <bit>
#include <cstring>

#include "core/bits.h"
#include "volcanic/rules_internal.h"

namespace rano::volcanic {

using detail::emit;
using detail::u;

State State::setup(const Board& board, const Options& options, std::uint64_t seed) {
    State s;
    s.board = &board;
    s.rng = Rng(seed);
    s.players = std::uint8_t(std::clamp(options.players, 2, kMaxPlayers));
    s.volcanoFaces = std::uint8_t(std::clamp(options.volcanoFaces, 0, kDieFaces));
    for (auto& r : s.raised)
        r.fill(-1);
    s.groundOwner.fill(-1);
    for (int a = 0; a < board.areaCount(); ++a) {
        const AreaInfo& area = board.areas[u(a)];
        if (area.volcano) s.volcanoes |= std::uint16_t(1u << area.volcano);
    }
    // Lava: the first space of every channel, then every space of the Areas without a Volcano.
    auto pour = [&](int space) {
        if (s.lava > 0 && s.ground[u(space)] == Ground::Empty && !board.spaces[u(space)].crater) {
            s.ground[u(space)] = Ground::Lava;
            --s.lava;
        }
    };
    for (const AreaInfo& area : board.areas)
        for (const auto& channel : area.channels)
            if (!channel.empty()) pour(channel.front());
    for (const AreaInfo& area : board.areas)
        if (!area.volcano)
            for (int sp : area.spaces)
                pour(sp);
    // Boats: on distinct bays at random when there are enough, else shared in turn.
    std::array<std::uint8_t, 16> bays{};
    const int bayCount = std::min<int>(board.bays.size(), int(bays.size()));
    for (int i = 0; i < bayCount; ++i)
        bays[u(i)] = std::uint8_t(i);
    s.rng.shuffle(std::span<std::uint8_t>(bays.data(), u(bayCount)));
    for (int p = 0; p < s.players; ++p) {
        PlayerState& ps = s.player[u(p)];
        ps.bay = bays[u(p % bayCount)];
        ps.onBoat = 1;
        ps.settlers = kSettlersPerPlayer - 1;
    }
    s.first = std::uint8_t(s.rng.below(s.players));
    s.active = s.first;
    s.decider = std::int8_t(s.active);
    return s;
}

const char* rulesRevisionChange(int revision) {
    if (revision <= 1)
        return "which laid one Fissure per hex side (a Fissure now closes the whole border "
               "between two Areas)";
    if (revision == 2)
        return "whose tiles had fewer geysers (66; the tiles now have 74, so a geyser named in "
               "the file is another one)";
    if (revision == 3)
        return "in which two Areas meeting only along a crater held together (such a border now "
               "parts the land from the start, so other parts sink)";
    if (revision == 4)
        return "in which a game went on when no raise could ever lay a Fissure again (the final "
               "round now begins then)";
    if (revision == 5)
        return "in which lava that no Settler could reach kept the Volcanoes quiet (it now counts "
               "as none, and two Volcanoes erupt)";
    return "on tiles whose borders could run along a crater alone (every Volcano tile is now a "
           "triangle and no border runs along a crater only, so Mu and its spaces are new)";
}

int State::volcanoCount() const {
    return bitCount(volcanoes);
}

int State::lavaOnBoard() const {
    int n = 0;
    for (int i = 0; i < board->spaceCount(); ++i)
        n += ground[u(i)] == Ground::Lava;
    return n;
}

std::uint64_t State::walkableFrom(std::uint64_t from, std::uint64_t enough) const {
    const std::uint64_t gone = sunkSpaces();
    std::uint64_t reached = from, frontier = from;
    while (frontier && !(reached & enough)) {
        const int sp = std::countr_zero(frontier);
        frontier &= frontier - 1;
        const std::uint64_t fresh = stepsOutOf(sp, gone) & ~reached;
        reached |= fresh;
        frontier |= fresh;
    }
    return reached;
}

void State::stepsFrom(std::uint64_t from, std::array<std::uint8_t, kMaxSpaces>& steps,
                      std::uint8_t far) const {
    steps.fill(far);
    const std::uint64_t gone = sunkSpaces();
    std::uint64_t reached = from, frontier = from;
    for (std::uint8_t d = 0; frontier && d < far; ++d) {
        std::uint64_t next = 0;
        for (std::uint64_t f = frontier; f; f &= f - 1) {
            const int sp = std::countr_zero(f);
            steps[u(sp)] = d;
            next |= stepsOutOf(sp, gone);
        }
        frontier = next & ~reached;
        reached |= next;
    }
}

namespace {
// The spaces where Settlers stand (a bit each), and those beside a bay whose Boat still holds
// one: where every Settler's walk starts.
std::uint64_t settlerStarts(const State& s) {
    std::uint64_t from = 0;
    for (int p = 0; p < s.players; ++p)
        from |= s.settlerBits[u(p)] | s.boatLanding(p);
    return from;
}
} // namespace

std::uint64_t State::boatLanding(int p) const {
    std::uint64_t landing = 0;
    if (const PlayerState& me = player[u(p)]; me.onBoat > 0)
        for (int sp : board->bays[me.bay].landing)
            if (!spaceSunk(sp)) landing |= std::uint64_t(1) << sp;
    return landing;
}

std::uint64_t State::settlerReach(std::uint64_t enough) const {
    return walkableFrom(settlerStarts(*this), enough);
}

namespace {
static_assert(sizeof(Ground) == 1 && int(Ground::Empty) == 0 && int(Ground::Lava) == 1 &&
              int(Ground::Village) == 2 && int(Ground::Moai) == 3);
// Eight spaces a step: the ground of spaces i to i + 7, a byte each (0 past the last space).
std::uint64_t groundWord(const State& s, int i) {
    const int n = s.board->spaceCount();
    std::uint64_t word = 0;
    std::memcpy(&word, s.ground.data() + i, sizeof word);
    return n - i < 8 ? word & ((std::uint64_t(1) << (8 * (n - i))) - 1) : word;
}
// The bytes of such a word whose ground is `kind`, as their low bit: a ground value is two
// bits, so each kind is one test of the low bit and the next.
std::uint64_t kindBytes(std::uint64_t word, Ground kind) {
    const bool low = kind == Ground::Lava || kind == Ground::Moai;
    const bool high = kind == Ground::Village || kind == Ground::Moai;
    return (low ? word : ~word) & (high ? word >> 1 : ~(word >> 1)) & 0x0101010101010101ULL;
}
} // namespace

std::uint64_t State::groundSpaces(Ground kind) const {
    const int n = board->spaceCount();
    std::uint64_t out = 0;
    // The multiplication gathers the eight bytes' low bits into the top byte.
    for (int i = 0; i < n; i += 8)
        out |= ((kindBytes(groundWord(*this, i), kind) * 0x0102040810204080ULL) >> 56) << i;
    return n < 64 ? out & ((std::uint64_t(1) << n) - 1) : out; // no Empty past the last space
}

bool State::anyLavaOnBoard() const {
    for (int i = 0; i < board->spaceCount(); i += 8) // stops at the first lava
        if (kindBytes(groundWord(*this, i), Ground::Lava)) return true;
    return false;
}

int State::villagesIn(int area, int p) const {
    return villagesIn(area, p, groundSpaces(Ground::Village));
}

int State::villagesIn(int area, int p, std::uint64_t villages) const {
    int n = 0;
    for (std::uint64_t m = villages & board->areas[u(area)].spaceBits; m; m &= m - 1)
        n += groundOwner[u(std::countr_zero(m))] == p;
    return n;
}

int State::raisedIn(int area, int p) const {
    int n = 0;
    for (int sp : board->areas[u(area)].spaces)
        for (auto owner : raised[u(sp)])
            n += owner == p;
    return n;
}

int State::moaiIn(int area, int p) const {
    int n = raisedIn(area, p);
    for (int sp : board->areas[u(area)].spaces)
        n += lyingMoai(sp, p);
    return n;
}

int State::raisePoints(int area, int p) const {
    const int v = villagesIn(area, p);
    return v == 0 ? 1 : (raisedIn(area, p) + 1) * v;
}

namespace {
static_assert(sizeof(State::settlers) == kMaxSpaces * kMaxPlayers &&
              sizeof(State::carried) == kMaxSpaces * kMaxPlayers);
static_assert(std::endian::native == std::endian::little); // byte i of a word is its low one

// The spaces (a bit each) whose count of player p is not zero, for the `spaces` first
// spaces of such a table (zero past them). Sixteen spaces a step, two to a word: p's counts
// of the k-th word's spaces (2k and 2k + 1) shifted to its bytes 0 and 4, plus 0xff, carry into
// bits 8 and 40 exactly when not zero; those move to bits 2k and 32 + 2k, and one last shift
// brings the odd spaces beside the even ones.
std::uint64_t nonZeroSpaces(const std::uint8_t* counts, int spaces, int p) {
    constexpr std::uint64_t kBytes = 0x000000ff000000ffULL, kCarries = 0x0000010000000100ULL;
    const int shift = 8 * p;
    std::uint64_t out = 0;
    for (int sp = 0; sp < spaces; sp += 16) {
        const std::uint8_t* at = counts + sp * kMaxPlayers;
        std::uint64_t z = 0;
        for (int k = 0; k < 8; ++k) {
            std::uint64_t w;
            std::memcpy(&w, at + 8 * k, sizeof w);
            const std::uint64_t carries = (((w >> shift) & kBytes) + kBytes) & kCarries;
            z |= k < 4 ? carries >> (8 - 2 * k) : carries << (2 * k - 8);
        }
        out |= ((z | (z >> 31)) & 0xffffu) << sp;
    }
    return out;
}
} // namespace

void State::refreshSettlerBits() {
    for (int p = 0; p < kMaxPlayers; ++p)
        settlerBits[u(p)] = nonZeroSpaces(&settlers[0][0], board->spaceCount(), p);
}

void State::pieceSpaces(std::array<std::uint64_t, kMaxPlayers>& settlerBits,
                        std::array<std::uint64_t, kMaxPlayers>& moaiBits) const {
    const int spaces = board->spaceCount();
    for (int p = 0; p < players; ++p) {
        settlerBits[u(p)] = this->settlerBits[u(p)];
        moaiBits[u(p)] = nonZeroSpaces(&carried[0][0], spaces, p);
    }
    for (std::uint64_t m = groundSpaces(Ground::Moai); m; m &= m - 1) {
        const int sp = std::countr_zero(m);
        if (const int owner = groundOwner[u(sp)]; owner >= 0 && owner < players)
            moaiBits[u(owner)] |= std::uint64_t(1) << sp;
    }
}

int State::settlersOnBoard(int p) const {
    int n = 0;
    for (int i = 0; i < board->spaceCount(); ++i)
        n += settlers[u(i)][u(p)];
    return n;
}

int State::villagesOnBoard(int p) const {
    int n = 0;
    for (int i = 0; i < board->spaceCount(); ++i)
        n += ground[u(i)] == Ground::Village && groundOwner[u(i)] == p;
    return n;
}

int State::moaiOnBoard(int p) const {
    int n = 0;
    for (int i = 0; i < board->spaceCount(); ++i) {
        n += lyingMoai(i, p);
        for (auto owner : raised[u(i)])
            n += owner == p;
    }
    return n;
}

// Hashes what the game is, not how it is stored: only the board's spaces, the seated
// players and the pending channels in order, so a state read back from JSON hashes the same.
std::uint64_t State::hash(bool withChance) const {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    auto mix = [&h](const void* data, std::size_t n) {
        const auto* bytes = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= bytes[i];
            h *= 0x100000001b3ULL;
        }
    };
    auto field = [&](const auto& v) { mix(&v, sizeof v); };
    if (withChance) field(rng.words());
    const std::uint8_t head[] = {players,  volcanoFaces,        active,     first,       round,
                                 ap,       std::uint8_t(phase), finalRound, prayerTaken, lava,
                                 fissures, prayerSupply};
    field(head);
    field(volcanoes);
    field(sunk);
    for (int p = 0; p < players; ++p) {
        const PlayerState& ps = player[u(p)];
        const std::int16_t vp[] = {ps.vpVillages, ps.vpRaises};
        const std::uint8_t rest[] = {ps.prayers, ps.settlers, ps.villages,
                                     ps.moai,    ps.onBoat,   ps.bay};
        field(vp);
        field(rest);
    }
    for (int i = 0; i < board->spaceCount(); ++i) {
        field(ground[u(i)]);
        field(groundOwner[u(i)]);
        mix(settlers[u(i)].data(), u(players));
        mix(carried[u(i)].data(), u(players));
        field(raised[u(i)]);
    }
    field(fissure);
    mix(created.data(), u(board->areaCount()));
    const std::uint8_t resolution[] = {
        checkSinking, rollPending, lavaChecked, queueSize,  std::uint8_t(hit),    villageAsked,
        villageSaved, groundAsked, groundSaved, rescueStep, std::uint8_t(decider)};
    field(resolution);
    for (int i = 0; i < queueSize; ++i)
        field(queue[(queueHead + u(i)) % queue.size()]);
    field(carriedAsked);
    field(carriedSaved);
    field(sinking);
    return h;
}

} // namespace rano::volcanic
