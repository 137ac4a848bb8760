#include "volcanic/generator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <set>
#include <span>
#include <tuple>
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

// The heart's hexes as bits, in the order of the sorted heart (Mu's heart has 19 hexes).
using CellMask = std::uint64_t;
constexpr std::size_t kMaxHeartCells = 64;
// The ring's tiles as bits, in the order of the ring (a continent has 22 tiles in all).
using RingMask = std::uint32_t;
constexpr std::size_t kMaxRingTiles = 32;

// One way to lay a heart tile over heart hexes only: the tile, the hexes it covers and where
// its crater lies, as masks. Rule R1 (two tiles that touch meet along at least one side with
// no crater on either hand) and the exact cover are kept by ruling out: a shape that shares a
// hex or a tile with one laid, or touches one only along a crater, is no longer an option.
struct HeartShape {
    std::size_t tile = 0; // index into the heart's tiles
    CellMask cells = 0;
    CellMask plain = 0;      // the cells without the crater
    CellMask reach = 0;      // the cells beside `cells`
    CellMask plainReach = 0; // the cells beside `plain`
    bool meetsRing = true;   // R1 holds against every ring tile it touches
};

// A shape as listed from one of its hexes, with the placements that lay it: they differ only
// in where the geysers look, and the search draws one of them, in the order they were found
// from that hex.
struct HeartCandidate {
    std::size_t shape = 0;
    std::vector<Placement> alts;
};

// A set of shapes, one bit each, in `words` 64-bit words.
using ShapeWord = std::uint64_t;
using ShapeSet = std::span<ShapeWord>;
using ConstShapeSet = std::span<const ShapeWord>;

// Every way to lay each heart tile, listed from each heart hex, and the sets the search
// counts options with: the same for every attempt on one heart, so computed once. Only the
// shapes that keep R1 against the ring are listed; a shape's index is its bit.
struct HeartWays {
    CellMask all = 0;
    std::vector<HeartShape> shapes;
    std::vector<std::vector<HeartCandidate>> byCell; // in the order the search draws them
    std::size_t words = 0;
    std::vector<ShapeWord> overCells; // each hex's set of the shapes over it
    std::vector<ShapeWord> ruledOut;  // each shape's set of the shapes it rules out once laid

    ConstShapeSet over(std::size_t cell) const {
        return std::span(overCells).subspan(cell * words, words);
    }
    ConstShapeSet rulesOut(std::size_t shape) const {
        return std::span(ruledOut).subspan(shape * words, words);
    }
};

CellMask bit(std::size_t i) {
    return CellMask{1} << i;
}

void addTo(ShapeSet set, std::size_t shape) {
    set[shape / 64] |= ShapeWord{1} << (shape % 64);
}
bool contains(ConstShapeSet set, std::size_t shape) {
    return (set[shape / 64] >> (shape % 64) & 1) != 0;
}

// R1 broken: the two shapes touch, but only where one of them has its crater.
bool meetOnlyAlongCraters(const HeartShape& a, const HeartShape& b) {
    return (a.reach & b.cells) != 0 && (a.plainReach & b.plain) == 0;
}

// What one heart hex touches outside the heart: the ring tiles beside it, and those beside it
// at a space that is not their crater.
struct RingContact {
    RingMask touched = 0;
    RingMask plain = 0;
};

std::vector<RingContact> ringContacts(const TileCatalogue& catalogue, const std::vector<Hex>& cells,
                                      const std::vector<Placement>& ring) {
    std::map<Hex, std::pair<std::size_t, bool>> ringHexes; // ring tile, whether its crater
    for (std::size_t r = 0; r < ring.size(); ++r) {
        const TileDef& def = catalogue.tile(ring[r].tile);
        const std::vector<Hex> hexes = cellsOf(def, ring[r]);
        for (std::size_t s = 0; s < hexes.size(); ++s)
            ringHexes[hexes[s]] = {r, int(s) == def.crater};
    }
    std::vector<RingContact> out(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (int d = 0; d < kDirections; ++d) {
            const auto it = ringHexes.find(neighbour(cells[i], d));
            if (it == ringHexes.end()) continue;
            const auto [tile, crater] = it->second;
            out[i].touched |= RingMask{1} << tile;
            if (!crater) out[i].plain |= RingMask{1} << tile;
        }
    return out;
}

// The shape of `tile` over heart cells `cells` (in the tile's space order) with its crater at
// index `crater` of them, its masks computed.
HeartShape shapeOf(std::size_t tile, const std::vector<int>& cells, int crater,
                   const std::vector<CellMask>& beside, const std::vector<RingContact>& ring) {
    HeartShape shape;
    shape.tile = tile;
    RingMask touched = 0, plainTouched = 0;
    for (std::size_t s = 0; s < cells.size(); ++s) {
        const std::size_t c = std::size_t(cells[s]);
        shape.cells |= bit(c);
        shape.reach |= beside[c];
        touched |= ring[c].touched;
        if (int(s) == crater) continue;
        shape.plain |= bit(c);
        shape.plainReach |= beside[c];
        plainTouched |= ring[c].plain;
    }
    // a ring tile this shape touches must be met at a side where neither has its crater
    shape.meetsRing = (touched & ~plainTouched) == 0;
    return shape;
}

// Each heart hex's neighbours among the heart's hexes (`index`: the heart's hexes numbered).
std::vector<CellMask> besideMasks(const std::vector<Hex>& cells, const std::map<Hex, int>& index) {
    std::vector<CellMask> beside(cells.size(), 0);
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (int d = 0; d < kDirections; ++d)
            if (const auto it = index.find(neighbour(cells[i], d)); it != index.end())
                beside[i] |= bit(std::size_t(it->second));
    return beside;
}

// The heart hexes `p` covers, in the tile's space order; fewer than its spaces when it leaves
// the heart.
void heartCellsOf(const TileDef& def, const Placement& p, const std::map<Hex, int>& index,
                  std::vector<int>& out) {
    out.clear();
    for (Hex space : def.spaces) {
        const auto it = index.find(p.position + rotate(space, p.rotation));
        if (it == index.end()) return;
        out.push_back(it->second);
    }
}

void orInto(ShapeSet to, ConstShapeSet from) {
    for (std::size_t w = 0; w < to.size(); ++w)
        to[w] |= from[w];
}

// The shapes `a` rules out once laid, found through the sets rather than pair by pair: those
// of its tile (`ofTile`), those over its hexes, and of those over the hexes beside it, the ones
// it meets only along craters. `beside` is room for one set.
void fillRuledOut(const HeartWays& ways, std::size_t a, ConstShapeSet ofTile, ShapeSet beside,
                  ShapeSet out) {
    const HeartShape& shape = ways.shapes[a];
    std::fill(beside.begin(), beside.end(), 0);
    orInto(out, ofTile);
    for (CellMask cells = shape.cells; cells != 0; cells &= cells - 1)
        orInto(out, ways.over(std::size_t(std::countr_zero(cells))));
    for (CellMask cells = shape.reach; cells != 0; cells &= cells - 1)
        orInto(beside, ways.over(std::size_t(std::countr_zero(cells))));
    for (std::size_t w = 0; w < out.size(); ++w)
        for (ShapeWord left = beside[w] & ~out[w]; left != 0; left &= left - 1) {
            const std::size_t b = w * 64 + std::size_t(std::countr_zero(left));
            if (meetOnlyAlongCraters(shape, ways.shapes[b])) addTo(out, b);
        }
    out[a / 64] &= ~(ShapeWord{1} << (a % 64)); // a shape does not rule itself out
}

// The shape sets the search counts with: the shapes over each hex, and those each shape rules
// out once laid (`tiles`: how many heart tiles).
void fillShapeSets(HeartWays& ways, std::size_t tiles) {
    const std::size_t n = ways.shapes.size(), words = (n + 63) / 64;
    const auto setIn = [words](std::vector<ShapeWord>& sets, std::size_t i) {
        return std::span(sets).subspan(i * words, words);
    };
    ways.words = words;
    ways.overCells.assign(ways.byCell.size() * words, 0);
    for (std::size_t cell = 0; cell < ways.byCell.size(); ++cell)
        for (const HeartCandidate& c : ways.byCell[cell])
            addTo(setIn(ways.overCells, cell), c.shape);
    std::vector<ShapeWord> ofTile(tiles * words, 0), beside(words, 0);
    for (std::size_t a = 0; a < n; ++a)
        addTo(setIn(ofTile, ways.shapes[a].tile), a);
    ways.ruledOut.assign(n * words, 0);
    for (std::size_t a = 0; a < n; ++a)
        fillRuledOut(ways, a, setIn(ofTile, ways.shapes[a].tile), beside, setIn(ways.ruledOut, a));
}

// Every way to lay each heart tile that covers each heart hex and only heart hexes (sorted
// `cells`; `tiles`: the heart's tile numbers), less those that break R1 against the ring. Each
// hex lists one candidate per (tile, hexes, crater hex), in the order tiles, turns and spaces
// first give them: the order the search's draws depend on.
HeartWays heartWays(const TileCatalogue& catalogue, const std::vector<Hex>& cells,
                    const std::vector<int>& tiles, const std::vector<Placement>& ring) {
    std::map<Hex, int> index;
    for (std::size_t i = 0; i < cells.size(); ++i)
        index[cells[i]] = int(i);
    const std::vector<CellMask> beside = besideMasks(cells, index);
    const std::vector<RingContact> ringContact = ringContacts(catalogue, cells, ring);

    HeartWays ways;
    ways.byCell.resize(cells.size());
    // (tile, cells, crater cell) -> shape, or none for a shape that breaks R1 against the ring
    constexpr std::size_t kBreaksRing = SIZE_MAX;
    std::map<std::tuple<std::size_t, CellMask, int>, std::size_t> shapeIndex;
    std::vector<int> covered;
    for (std::size_t first = 0; first < cells.size(); ++first) {
        ways.all |= bit(first);
        std::vector<HeartCandidate>& listed = ways.byCell[first];
        for (std::size_t t = 0; t < tiles.size(); ++t) {
            const TileDef& def = catalogue.tile(tiles[t]);
            for (int rotation = 0; rotation < kDirections; ++rotation)
                for (Hex space : def.spaces) {
                    const Placement p{tiles[t], cells[first] - rotate(space, rotation), rotation};
                    heartCellsOf(def, p, index, covered);
                    if (covered.size() != def.spaces.size()) continue;
                    CellMask mask = 0;
                    for (int c : covered)
                        mask |= bit(std::size_t(c));
                    const int crater = def.crater >= 0 ? covered[std::size_t(def.crater)] : -1;
                    const auto [known, added] = shapeIndex.try_emplace({t, mask, crater}, 0);
                    if (added) {
                        const HeartShape shape =
                            shapeOf(t, covered, def.crater, beside, ringContact);
                        known->second = shape.meetsRing ? ways.shapes.size() : kBreaksRing;
                        if (shape.meetsRing) ways.shapes.push_back(shape);
                    }
                    const std::size_t shape = known->second;
                    if (shape == kBreaksRing) continue;
                    const auto same = std::find_if(listed.begin(), listed.end(),
                                                   [&](const auto& c) { return c.shape == shape; });
                    if (same != listed.end())
                        same->alts.push_back(p);
                    else
                        listed.push_back({shape, {p}});
                }
        }
    }
    fillShapeSets(ways, tiles.size());
    return ways;
}

// A random exact cover of the heart's hexes by the heart's tiles, each turned any way, every
// two tiles that touch meeting beyond craters (R1).
class HeartTiler {
public:
    HeartTiler(const HeartWays& ways, std::size_t tiles, Rng& rng)
        : ways_(ways), rng_(rng), covered_(tiles + 1, 0), ruledOut_((tiles + 1) * ways.words, 0),
          options_(tiles + 1) {
        std::size_t longest = 0;
        for (const std::vector<HeartCandidate>& list : ways.byCell)
            longest = std::max(longest, list.size());
        for (std::vector<const HeartCandidate*>& options : options_)
            options.reserve(longest);
        chosen_.reserve(tiles);
    }

    // Calls accept(placements) on each cover found until it returns true or the budget ends;
    // each run starts from an empty heart.
    template <typename Accept> bool run(long budget, Accept&& accept) {
        budget_ = budget;
        std::fill_n(ruledOut_.begin(), ways_.words, 0);
        chosen_.clear();
        return search(0, accept);
    }

private:
    const HeartWays& ways_;
    Rng& rng_;
    // At each depth of the search, before its tile is laid: the hexes covered and the shapes
    // the tiles down rule out (depth d's set in words [d * words, (d + 1) * words)). A step
    // down copies them and adds its tile's; a step back only goes up a depth.
    std::vector<CellMask> covered_;
    std::vector<ShapeWord> ruledOut_;
    std::vector<std::vector<const HeartCandidate*>> options_; // one list a depth, kept
    std::vector<Placement> chosen_;
    long budget_ = 0;

    ConstShapeSet ruledOutAt(std::size_t depth) const {
        return std::span(ruledOut_).subspan(depth * ways_.words, ways_.words);
    }

    // The options left on `cell`: the shapes over it that nothing laid rules out.
    int optionsLeft(std::size_t cell, ConstShapeSet ruledOut) const {
        const ConstShapeSet over = ways_.over(cell);
        int n = 0;
        for (std::size_t w = 0; w < over.size(); ++w)
            n += std::popcount(over[w] & ~ruledOut[w]);
        return n;
    }

    // The free hex with the fewest options, the first of them on a tie (most constrained
    // first); -1 when a free hex has none left.
    int mostConstrainedCell(std::size_t depth) const {
        const ConstShapeSet ruledOut = ruledOutAt(depth);
        int best = -1, fewest = 0;
        for (CellMask free = ways_.all & ~covered_[depth]; free != 0; free &= free - 1) {
            const int i = std::countr_zero(free);
            const int n = optionsLeft(std::size_t(i), ruledOut);
            if (n == 0) return -1;
            if (best < 0 || n < fewest) best = i, fewest = n;
        }
        return best;
    }

    // The state at depth + 1: the one at `depth` with `shape` laid.
    void lay(std::size_t depth, std::size_t shape) {
        covered_[depth + 1] = covered_[depth] | ways_.shapes[shape].cells;
        const ConstShapeSet from = ruledOutAt(depth), adds = ways_.rulesOut(shape);
        const ShapeSet to = std::span(ruledOut_).subspan((depth + 1) * ways_.words, ways_.words);
        for (std::size_t w = 0; w < to.size(); ++w)
            to[w] = from[w] | adds[w];
    }

    template <typename Accept> bool search(std::size_t depth, Accept& accept) {
        if (covered_[depth] == ways_.all) return accept(chosen_);
        const int cell = mostConstrainedCell(depth);
        if (cell < 0) return false;
        const ConstShapeSet ruledOut = ruledOutAt(depth);
        std::vector<const HeartCandidate*>& options = options_[depth];
        options.clear();
        for (const HeartCandidate& c : ways_.byCell[std::size_t(cell)])
            if (!contains(ruledOut, c.shape)) options.push_back(&c);
        rng_.shuffle(std::span<const HeartCandidate*>(options));
        for (const HeartCandidate* c : options) {
            if (--budget_ < 0) return false;
            lay(depth, c->shape);
            chosen_.push_back(c->alts[rng_.below(std::uint32_t(c->alts.size()))]);
            if (search(depth + 1, accept)) return true;
            chosen_.pop_back();
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
    std::vector<Placement> ring, tiles;
    std::vector<Hex> heart;
    std::vector<int> heartIds;
    for (const Placement& original : base.tiles) {
        const Placement p = turned(original, heading);
        tiles.push_back(p);
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
    if (heart.size() > kMaxHeartCells || ring.size() > kMaxRingTiles) {
        error = "the continent to build on has over 64 spaces without coast or 32 coastal tiles";
        return std::nullopt;
    }

    // Every heart covers the same hexes, and none of them borders the sea (its tiles have no
    // coast, and the base leaves no straight side open), so the bays' places are the same for
    // every heart: found once, on the base turned.
    const std::vector<Hex> places = bayCandidates(catalogue, tiles);
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
    const HeartWays ways = heartWays(catalogue, heart, heartIds, ring);
    HeartTiler tiler(ways, heartIds.size(), rng);
    for (int attempt = 0;
         attempt < kAttempts && candidates < kCandidates && !(found && fewestUnfaced == 0);
         ++attempt)
        tiler.run(kPlacementsPerAttempt, accept);
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
