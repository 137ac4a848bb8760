// Transport paths (decision 11): for each destination, the ways of getting there that differ
// in whom they pay and how much, without those that pay a superset of another's payments.
#include <bit>

#include "rapanui/state.h"

namespace rano::rapanui {

namespace {

// Minimal sets of paid spaces are kept per space; more than this many incomparable ways to
// reach one space are not told apart (decision 21).
constexpr int kLabels = 8;
constexpr int kQueue = 1024;

struct Labels {
    std::array<std::array<std::uint64_t, kLabels>, kMaxSpaces> mask;
    std::array<std::uint8_t, kMaxSpaces> count{};

    // Adds `m` at `v` unless a subset is there; drops the supersets it beats.
    bool add(int v, std::uint64_t m) {
        auto& list = mask[u(v)];
        int n = count[u(v)];
        for (int i = 0; i < n; ++i)
            if ((list[u(i)] & ~m) == 0) return false;
        int k = 0;
        for (int i = 0; i < n; ++i)
            if ((m & ~list[u(i)]) != 0) list[u(k++)] = list[u(i)];
        if (k == kLabels) return false;
        list[u(k++)] = m;
        count[u(v)] = std::uint8_t(k);
        return true;
    }
    bool has(int v, std::uint64_t m) const {
        for (int i = 0; i < count[u(v)]; ++i)
            if (mask[u(v)][u(i)] == m) return true;
        return false;
    }
};

// Every space's minimal sets of opponents' spaces crossed on a chain from `from`.
void search(const State& s, int p, int from, Labels& labels) {
    const Board& b = *s.board;
    std::array<std::pair<std::int8_t, std::uint64_t>, kQueue> queue;
    int head = 0, tail = 0;
    labels.add(from, 0);
    queue[u(tail++)] = {std::int8_t(from), 0};
    while (head != tail) {
        const auto [v, m] = queue[u(head)];
        head = (head + 1) % kQueue;
        if (!labels.has(v, m)) continue; // beaten since
        for (const std::int8_t w : b.spaces[u(v)].next) {
            if (w == kNone) continue;
            const int o = s.owner[u(w)];
            const bool neutral = w == b.crater || w == b.quarry;
            if (!neutral && (o == kNone || s.fresh[u(w)] + s.tired[u(w)] == 0)) continue;
            const std::uint64_t m2 = neutral || o == p ? m : m | std::uint64_t(1) << w;
            if (!labels.add(w, m2)) continue;
            if ((tail + 1) % kQueue == head) continue; // full: never seen on the shipped boards
            queue[u(tail)] = {w, m2};
            tail = (tail + 1) % kQueue;
        }
    }
}

// What a set of crossed spaces pays: per opponent, how many spaces of each kind (the four
// resources, then the six "a/b" pairs); a Pukao pays Reeds everywhere.
using Signature = std::array<std::uint8_t, kMaxPlayers * 10>;
Signature signature(const State& s, std::uint64_t paid, bool pukao) {
    Signature sig{};
    for (; paid; paid &= paid - 1) {
        const int sp = std::countr_zero(paid);
        const Space& space = s.board->spaces[u(sp)];
        int kind = space.first;
        if (!pukao && space.choice()) {
            static constexpr int kPair[4][4] = {
                {-1, 4, 5, 6}, {-1, -1, 7, 8}, {-1, -1, -1, 9}, {-1, -1, -1, -1}};
            kind = kPair[space.first][space.second];
        }
        if (pukao) kind = int(Resource::Reeds);
        ++sig[u(s.owner[u(sp)] * 10 + kind)];
    }
    return sig;
}

bool covers(const Signature& small, const Signature& big) {
    for (std::size_t i = 0; i < small.size(); ++i)
        if (small[i] > big[i]) return false;
    return true;
}

void appendPaths(const State& s, int p, const Labels& labels, int ahu, bool pukao,
                 ChoiceList& out) {
    const int space = s.board->ahu[u(ahu)];
    const int n = labels.count[u(space)];
    std::array<Signature, kLabels> sig;
    for (int i = 0; i < n; ++i)
        sig[u(i)] = signature(s, labels.mask[u(space)][u(i)], pukao);
    for (int i = 0; i < n; ++i) {
        bool beaten = false;
        for (int j = 0; j < n && !beaten; ++j)
            if (j != i && covers(sig[u(j)], sig[u(i)]))
                beaten = sig[u(j)] != sig[u(i)] || j < i; // equal payments: keep the first
        if (beaten) continue;
        if (pukao) {
            Choice c = Choice::of(ChoiceKind::Pukao, -1, ahu);
            c.paid = labels.mask[u(space)][u(i)];
            out.push(c);
        } else {
            for (int z = kSizes - 1; z >= 0; --z)
                if (s.player[u(p)].moai[u(z)] > 0) {
                    Choice c = Choice::of(ChoiceKind::Moai, z, ahu);
                    c.paid = labels.mask[u(space)][u(i)];
                    out.push(c);
                }
        }
    }
}
} // namespace

void State::appendTransports(int p, ChoiceList& out) const {
    const PlayerState& ps = player[u(p)];
    // The destination needs a standing Transporter of the mover's own; a Moai may join others
    // there, a Pukao needs an unstyled Moai (decision 4).
    bool moaiTarget = false, pukaoTarget = false;
    for (int a = 0; a < board->ahuCount(); ++a) {
        const int sp = board->ahu[u(a)];
        if (owner[u(sp)] != p || fresh[u(sp)] == 0) continue;
        moaiTarget = true;
        pukaoTarget = pukaoTarget || unstyledOn(a) > 0;
    }
    const bool moai = moaiTarget && ps.moai[0] + ps.moai[1] + ps.moai[2] > 0;
    const bool pukao = pukaoTarget && canStyle(p);
    if (!moai && !pukao) return;
    Labels labels;
    for (int kind = 0; kind < 2; ++kind) {
        if (kind == 0 ? !moai : !pukao) continue;
        labels.count = {};
        search(*this, p, kind == 0 ? board->crater : board->quarry, labels);
        for (int a = 0; a < board->ahuCount(); ++a) {
            const int sp = board->ahu[u(a)];
            if (owner[u(sp)] != p || fresh[u(sp)] == 0) continue;
            if (kind == 1 && unstyledOn(a) == 0) continue;
            appendPaths(*this, p, labels, a, kind == 1, out);
        }
    }
}

} // namespace rano::rapanui
