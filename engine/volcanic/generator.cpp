#include "volcanic/generator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <set>
#include <span>
#include <vector>

#include "core/rng.h"
#include "volcanic/board.h"
#include "volcanic/shipped.h"
#include "volcanic/validator.h"

namespace rano::volcanic {

namespace {

// Search budget: placements tried per attempt, and attempts, each from a fresh shuffle. Short
// attempts: a search that starts by scattering the inner Volcanoes finds thousands of covers
// that break the compact-zone rule before it backtracks far enough, while a restart finds a
// good one within a few attempts (measured over 5,000 seeds: median 0.9 ms, worst 16 ms).
constexpr long kPlacementsPerAttempt = 300;
constexpr int kAttempts = 2000;
// Hearts drawn per continent, each from a fresh attempt: the valid one with the fewest borders
// that no geyser faces is kept.
constexpr int kCandidates = 20;

std::vector<Hex> cellsOf(const TileDef& def, const Placement& p) {
    std::vector<Hex> cells;
    for (Hex space : def.spaces)
        cells.push_back(p.position + rotate(space, p.rotation));
    return cells;
}

Placement turned(const Placement& p, int steps) {
    return {p.tile, rotate(p.position, steps), rotateDirection(p.rotation, steps)};
}

// One way to lay a heart tile: the heart hexes it covers (indices, in the tile's space order),
// where its crater lies, and the placements that cover those hexes with the crater in the same
// place (they differ only in where the geysers look).
struct HeartCandidate {
    std::size_t tile; // index into the heart's tiles
    int id;           // the tile's number
    std::vector<int> cells;
    std::vector<Hex> hexes;
    int crater = -1; // index into hexes, -1 without a Volcano
    std::vector<Placement> alts;
};

// Every way to lay each heart tile that covers each heart hex and only heart hexes: the same
// for every attempt on one heart, so computed once (sorted `cells`, `tiles` as HeartTiler).
std::vector<std::vector<HeartCandidate>> heartCandidates(const TileCatalogue& catalogue,
                                                         const std::vector<Hex>& cells,
                                                         const std::vector<int>& tiles) {
    std::map<Hex, int> index;
    for (std::size_t i = 0; i < cells.size(); ++i)
        index[cells[i]] = int(i);
    std::vector<std::vector<HeartCandidate>> all(cells.size());
    for (std::size_t first = 0; first < cells.size(); ++first) {
        std::vector<HeartCandidate>& out = all[first];
        for (std::size_t t = 0; t < tiles.size(); ++t) {
            const TileDef& def = catalogue.tile(tiles[t]);
            for (int rotation = 0; rotation < kDirections; ++rotation)
                for (Hex space : def.spaces) {
                    const Placement p{tiles[t], cells[first] - rotate(space, rotation), rotation};
                    HeartCandidate c{t, tiles[t], {}, cellsOf(def, p), def.crater, {}};
                    for (Hex h : c.hexes) {
                        const auto it = index.find(h);
                        if (it == index.end()) break;
                        c.cells.push_back(it->second);
                    }
                    if (c.cells.size() != def.spaces.size()) continue;
                    // one candidate per (tile, hexes, crater hex): the same cover turned
                    // another way differs only in where its geysers look
                    std::vector<int> key = c.cells;
                    std::sort(key.begin(), key.end());
                    const int craterCell = def.crater >= 0 ? c.cells[std::size_t(def.crater)] : -1;
                    bool dup = false;
                    for (HeartCandidate& o : out) {
                        if (o.tile != t) continue;
                        std::vector<int> ok = o.cells;
                        std::sort(ok.begin(), ok.end());
                        const int oc = def.crater >= 0 ? o.cells[std::size_t(def.crater)] : -1;
                        if (ok == key && oc == craterCell) {
                            o.alts.push_back(p);
                            dup = true;
                            break;
                        }
                    }
                    if (!dup) {
                        c.alts.push_back(p);
                        out.push_back(std::move(c));
                    }
                }
        }
    }
    return all;
}

// A random exact cover of the heart's hexes by the heart's tiles, each turned any way.
class HeartTiler {
public:
    HeartTiler(const TileCatalogue& catalogue, const std::vector<Hex>& cells,
               const std::vector<int>& tiles,
               const std::vector<std::vector<HeartCandidate>>& candidates, Rng& rng,
               const std::vector<Placement>& ring)
        : all_(candidates), rng_(rng) {
        for (const Placement& p : ring) {
            const TileDef& def = catalogue.tile(p.tile);
            const std::vector<Hex> cs = cellsOf(def, p);
            for (std::size_t s = 0; s < cs.size(); ++s)
                setOwner(cs[s], {p.tile, int(s) == def.crater});
        }
        covered_.assign(cells.size(), false);
        used_.assign(tiles.size(), false);
    }

    // Calls accept(placements) on each cover found until it returns true or the budget ends.
    template <typename Accept> bool run(long budget, Accept&& accept) {
        budget_ = budget;
        return search(accept);
    }

private:
    const std::vector<std::vector<HeartCandidate>>& all_;
    Rng& rng_;
    std::vector<bool> covered_;
    std::vector<bool> used_;
    std::vector<Placement> chosen_;
    long budget_ = 0;
    // Placed so far, on a grid around the origin (a continent spans a few hexes each way): the
    // tile (0 for none) and whether the hex is its crater. Looked up at every step of the search.
    static constexpr int kGrid = 32;
    struct Owner {
        int tile = 0;
        bool crater = false;
    };
    std::array<Owner, kGrid * kGrid> owner_{};
    static int gridIndex(Hex h) {
        const int q = h.q + kGrid / 2, r = h.r + kGrid / 2;
        return q < 0 || r < 0 || q >= kGrid || r >= kGrid ? -1 : q * kGrid + r;
    }
    Owner ownerAt(Hex h) const {
        const int i = gridIndex(h);
        return i < 0 ? Owner{} : owner_[std::size_t(i)];
    }
    void setOwner(Hex h, Owner o) {
        if (const int i = gridIndex(h); i >= 0) owner_[std::size_t(i)] = o;
    }

    // R1: the placement meets every tile already down along at least one side with no crater.
    bool meetsBeyondCraters(const HeartCandidate& c) const {
        std::array<std::pair<int, bool>, 16> contact{}; // tile, along a side with no crater
        std::size_t n = 0;
        for (std::size_t s = 0; s < c.hexes.size(); ++s)
            for (int d = 0; d < kDirections; ++d) {
                const Owner o = ownerAt(neighbour(c.hexes[s], d));
                if (o.tile == 0) continue;
                const bool ok = int(s) != c.crater && !o.crater;
                std::size_t k = 0;
                while (k < n && contact[k].first != o.tile)
                    ++k;
                if (k == n)
                    contact[n++] = {o.tile, ok};
                else
                    contact[k].second = contact[k].second || ok;
            }
        for (std::size_t k = 0; k < n; ++k)
            if (!contact[k].second) return false;
        return true;
    }

    // The placements of unused tiles covering hex `first` and only free heart hexes, kept when
    // they meet the tiles down beyond craters.
    void options(int first, std::vector<const HeartCandidate*>& out) const {
        out.clear();
        for (const HeartCandidate& c : all_[std::size_t(first)]) {
            if (used_[c.tile]) continue;
            bool ok = true;
            for (int i : c.cells)
                ok = ok && !covered_[std::size_t(i)];
            if (ok && meetsBeyondCraters(c)) out.push_back(&c);
        }
    }

    template <typename Accept> bool search(Accept& accept) {
        const auto free = std::find(covered_.begin(), covered_.end(), false);
        if (free == covered_.end()) return accept(chosen_);
        // The free hex with the fewest placements that keep R1 (most constrained first).
        std::vector<const HeartCandidate*> best, here;
        bool first = true;
        for (std::size_t i = 0; i < covered_.size(); ++i) {
            if (covered_[i]) continue;
            options(int(i), here);
            if (first || here.size() < best.size()) std::swap(best, here), first = false;
            if (best.empty()) return false;
        }
        rng_.shuffle(std::span<const HeartCandidate*>(best));
        for (const HeartCandidate* c : best) {
            if (--budget_ < 0) return false;
            if (!meetsBeyondCraters(*c)) continue;
            for (std::size_t s = 0; s < c->hexes.size(); ++s)
                setOwner(c->hexes[s], {c->id, int(s) == c->crater});
            for (int i : c->cells)
                covered_[std::size_t(i)] = true;
            used_[c->tile] = true;
            chosen_.push_back(c->alts[rng_.below(std::uint32_t(c->alts.size()))]);
            if (search(accept)) return true;
            chosen_.pop_back();
            for (Hex h : c->hexes)
                setOwner(h, {});
            used_[c->tile] = false;
            for (int i : c->cells)
                covered_[std::size_t(i)] = false;
        }
        return false;
    }
};

// Whether each inner Volcano tile touches at least two of the others: the cheap half of the
// compact-zone rule, checked before the whole validation.
bool innerTilesTouch(const TileCatalogue& catalogue, const std::vector<Placement>& tiles) {
    std::map<Hex, int> inner;
    for (const Placement& p : tiles)
        if (p.tile <= kInnerVolcanoTiles)
            for (Hex h : cellsOf(catalogue.tile(p.tile), p))
                inner[h] = p.tile;
    std::array<unsigned, kInnerVolcanoTiles + 1> touches{};
    for (const auto& [hex, tile] : inner)
        for (int d = 0; d < kDirections; ++d) {
            const auto it = inner.find(neighbour(hex, d));
            if (it != inner.end() && it->second != tile)
                touches[std::size_t(tile)] |= 1u << it->second;
        }
    for (int t = 1; t <= kInnerVolcanoTiles; ++t)
        if (std::popcount(touches[std::size_t(t)]) < 2) return false;
    return true;
}

// Sea hexes beside the coast with at least 2 landing spaces, in order around the island.
std::vector<Hex> bayCandidates(const TileCatalogue& catalogue,
                               const std::vector<Placement>& tiles) {
    std::set<Hex> land, craters;
    for (const Placement& p : tiles) {
        const TileDef& def = catalogue.tile(p.tile);
        const std::vector<Hex> cells = cellsOf(def, p);
        land.insert(cells.begin(), cells.end());
        if (def.hasVolcano()) craters.insert(cells[std::size_t(def.crater)]);
    }
    std::set<Hex> sea;
    for (Hex h : land)
        for (int d = 0; d < kDirections; ++d)
            if (!land.count(neighbour(h, d))) sea.insert(neighbour(h, d));
    std::vector<Hex> out;
    for (Hex s : sea) {
        int landing = 0;
        for (int d = 0; d < kDirections; ++d)
            landing += land.count(neighbour(s, d)) && !craters.count(neighbour(s, d)) ? 1 : 0;
        if (landing >= 2) out.push_back(s);
    }
    // Order by angle around the land's centre, exactly: on screen a hex sits at
    // (sqrt(3)/2 * (2q + r), 3/2 * r); scaling each axis by a positive factor keeps every
    // half-plane test and cross-product sign, so integers (2q + r, r) times the land count,
    // less the sums, compare the same as the true positions.
    long long sumX = 0, sumY = 0;
    for (Hex h : land)
        sumX += 2 * h.q + h.r, sumY += h.r;
    const long long n = static_cast<long long>(land.size());
    const auto vec = [&](Hex h) {
        return std::array<long long, 2>{n * (2 * h.q + h.r) - sumX, n * h.r - sumY};
    };
    const auto upper = [](const std::array<long long, 2>& v) {
        return v[1] > 0 || (v[1] == 0 && v[0] > 0);
    };
    std::sort(out.begin(), out.end(), [&](Hex a, Hex b) {
        const auto va = vec(a), vb = vec(b);
        if (upper(va) != upper(vb)) return upper(va);
        const long long cross = va[0] * vb[1] - va[1] * vb[0];
        if (cross != 0) return cross > 0;
        return a < b;
    });
    return out;
}

// How many borders of the continent no geyser faces (bordersWithoutGeyser).
int unfacedBorderCount(const TileCatalogue& catalogue, const Continent& c) {
    Board b;
    std::string error;
    if (!Board::build(catalogue, c, b, error)) return 1 << 20;
    return int(bordersWithoutGeyser(b).size());
}

} // namespace

std::optional<Continent> generateContinent(const TileCatalogue& catalogue, const Continent& base,
                                           std::uint64_t seed, int bays, std::string& error) {
    if (bays < kMinGeneratedBays || bays > kMaxGeneratedBays) {
        error = "a random continent has 1-4 landfall bays, not " + std::to_string(bays);
        return std::nullopt;
    }
    if (!validateContinent(catalogue, base).empty()) {
        error = "the continent to build on breaks the setup rules";
        return std::nullopt;
    }
    Rng rng(seed);
    const int heading = int(rng.below(kDirections));
    std::vector<Placement> ring, heartTiles;
    std::vector<Hex> heart;
    std::vector<int> heartIds;
    for (const Placement& original : base.tiles) {
        const Placement p = turned(original, heading);
        const TileDef& def = catalogue.tile(p.tile);
        if (!def.coast.empty()) {
            ring.push_back(p);
            continue;
        }
        for (Hex h : cellsOf(def, p))
            heart.push_back(h);
        heartIds.push_back(p.tile);
    }
    if (heartIds.empty()) {
        error = "the continent to build on has no tiles without coast to re-tile";
        return std::nullopt;
    }

    std::optional<Continent> found;
    int candidates = 0, fewestUnfaced = 0;
    const auto accept = [&](const std::vector<Placement>& chosen) {
        if (!innerTilesTouch(catalogue, chosen)) return false;
        Continent c;
        c.name = "Random " + std::to_string(seed);
        c.author = "Rano";
        c.tiles = ring;
        c.tiles.insert(c.tiles.end(), chosen.begin(), chosen.end());
        std::sort(c.tiles.begin(), c.tiles.end(),
                  [](const Placement& a, const Placement& b) { return a.tile < b.tile; });
        const std::vector<Hex> places = bayCandidates(catalogue, c.tiles);
        if (int(places.size()) < bays) return false;
        const std::size_t m = places.size();
        const std::size_t start = rng.below(std::uint32_t(m));
        for (int i = 0; i < bays; ++i)
            c.bays.push_back({places[(start + std::size_t(i) * m / std::size_t(bays)) % m]});
        // A game ends only when raises cut the heart apart (issue 24): among kCandidates hearts,
        // each from a fresh attempt, keep the valid one with the fewest borders no geyser faces
        // (a heart that would not beat the best so far is not checked further).
        const int unfaced = unfacedBorderCount(catalogue, c);
        if (found && unfaced >= fewestUnfaced) {
            ++candidates;
            return true;
        }
        if (!validateContinent(catalogue, c).empty()) return false;
        if (guidedBuildOrder(catalogue, c).empty()) return false;
        fewestUnfaced = unfaced;
        found = std::move(c);
        ++candidates;
        return true;
    };
    // A heart whose every border faces a geyser cannot be beaten (a later one with as few is not
    // kept), so the search stops there: the continent is the same, found sooner.
    std::sort(heart.begin(), heart.end());
    const auto ways = heartCandidates(catalogue, heart, heartIds);
    for (int attempt = 0;
         attempt < kAttempts && candidates < kCandidates && !(found && fewestUnfaced == 0);
         ++attempt)
        HeartTiler(catalogue, heart, heartIds, ways, rng, ring).run(kPlacementsPerAttempt, accept);
    if (!found) error = "no valid continent found for seed " + std::to_string(seed);
    return found;
}

std::optional<Continent> generateShippedContinent(std::uint64_t seed, int bays,
                                                  std::string& error) {
    TileCatalogue catalogue;
    Continent mu;
    if (!shippedCatalogue(catalogue, error) || !standardContinent(mu, error)) return std::nullopt;
    return generateContinent(catalogue, mu, seed, bays, error);
}

} // namespace rano::volcanic
