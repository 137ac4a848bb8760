#include "volcanic/validator.h"

#include <algorithm>
#include <map>
#include <set>

namespace rano::volcanic {

namespace {

std::string hexText(Hex h) {
    std::string text = "(";
    text += std::to_string(h.q);
    text += ", ";
    text += std::to_string(h.r);
    text += ')';
    return text;
}

std::string tileList(const std::vector<int>& tiles) {
    std::string s;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i) s += i + 1 == tiles.size() ? " and " : ", ";
        s += std::to_string(tiles[i]);
    }
    return s;
}

const char* kDirectionNames[] = {"east", "north-east", "north-west",
                                 "west", "south-west", "south-east"};

// How many open straight edges `open` (straight sides of one tile facing no land yet) make:
// sides next to each other along the tile's outline form one edge. The rulebook's "no more than
// 2 straight edges left open" speaks of a tile's straight stretches, the flanks a coastal tile
// leaves for its neighbours-to-be; counting single hex sides instead would ask a coastal tile to
// be nearly all coast, which no catalogue of 1-3 space tiles can give around a compact zone.
int openEdges(const std::set<Hex>& mine, const std::vector<OpenSide>& open) {
    if (open.empty()) return 0;
    const auto isOpen = [&](Hex h, int d) {
        return std::any_of(open.begin(), open.end(),
                           [&](const OpenSide& o) { return o.space == h && o.direction == d; });
    };
    // One walk around the outline, counter-clockwise, side by side.
    std::vector<bool> outline;
    const Hex startHex = open.front().space;
    const int startDir = open.front().direction;
    Hex h = startHex;
    int d = startDir;
    do {
        outline.push_back(isOpen(h, d));
        const Hex next = neighbour(h, (d + 1) % kDirections);
        if (mine.count(next)) {
            h = next;
            d = (d + kDirections - 1) % kDirections;
        } else {
            d = (d + 1) % kDirections;
        }
    } while (h != startHex || d != startDir);
    int edges = 0;
    for (std::size_t i = 0; i < outline.size(); ++i)
        if (outline[i] && !outline[(i + outline.size() - 1) % outline.size()]) ++edges;
    return std::max(edges, 1); // an outline open all round is one edge
}

// The board as hexes: which placed tile (index into continent.tiles) covers each land hex,
// and which local space and tile definition it comes from.
struct Cell {
    int placement;
    int space;
};

// Sea hexes that cannot reach the open sea: holes. `land` decides what counts as land. The
// box around the land, one hex wider each way, is walked on a flat grid: its rim is open sea,
// so every hole lies inside it.
std::vector<std::vector<Hex>> enclosedSea(const std::set<Hex>& land) {
    if (land.empty()) return {};
    int minQ = 1 << 20, maxQ = -(1 << 20), minR = 1 << 20, maxR = -(1 << 20);
    for (Hex h : land) {
        minQ = std::min(minQ, h.q);
        maxQ = std::max(maxQ, h.q);
        minR = std::min(minR, h.r);
        maxR = std::max(maxR, h.r);
    }
    --minQ, --minR, ++maxQ, ++maxR;
    const int height = maxR - minR + 1;
    auto inBox = [&](Hex h) { return h.q >= minQ && h.q <= maxQ && h.r >= minR && h.r <= maxR; };
    auto at = [&](Hex h) { return std::size_t((h.q - minQ) * height + (h.r - minR)); };
    // sea not looked at yet, land, sea reached from the open sea, sea of a hole found
    enum Kind : char { Sea, Land, Outside, Hole };
    std::vector<Kind> kind(std::size_t((maxQ - minQ + 1) * height), Sea);
    for (Hex h : land)
        kind[at(h)] = Land;
    std::vector<Hex> stack{{minQ, minR}};
    kind[at(stack.back())] = Outside;
    while (!stack.empty()) {
        const Hex h = stack.back();
        stack.pop_back();
        for (int d = 0; d < kDirections; ++d) {
            const Hex n = neighbour(h, d);
            if (inBox(n) && kind[at(n)] == Sea) {
                kind[at(n)] = Outside;
                stack.push_back(n);
            }
        }
    }
    std::vector<std::vector<Hex>> holes;
    for (int q = minQ; q <= maxQ; ++q)
        for (int r = minR; r <= maxR; ++r) {
            const Hex h{q, r};
            if (kind[at(h)] != Sea) continue;
            std::vector<Hex> hole{h}, todo{h};
            kind[at(h)] = Hole;
            while (!todo.empty()) {
                const Hex x = todo.back();
                todo.pop_back();
                for (int d = 0; d < kDirections; ++d) {
                    const Hex n = neighbour(x, d);
                    if (inBox(n) && kind[at(n)] == Sea) {
                        kind[at(n)] = Hole;
                        hole.push_back(n);
                        todo.push_back(n);
                    }
                }
            }
            holes.push_back(hole);
        }
    return holes;
}

bool validTile(const TileCatalogue& catalogue, int tile) {
    return tile >= 1 && tile <= int(catalogue.tiles.size());
}

Hex boardHex(const TileDef& def, const Placement& p, int space) {
    return p.position + rotate(def.spaces[std::size_t(space)], p.rotation);
}

// Phase 1: tiles 1-5 each touch at least two of the others, and their union has no hole.
// Tiles missing or placed twice are left to the other rules.
std::vector<Problem> innerZoneProblems(const TileCatalogue& catalogue,
                                       const std::vector<Placement>& tiles) {
    std::map<int, int> uses;
    for (const Placement& p : tiles)
        ++uses[p.tile];
    std::map<Hex, int> inner;
    for (const Placement& p : tiles) {
        if (p.tile < 1 || p.tile > kInnerVolcanoTiles || !validTile(catalogue, p.tile)) continue;
        const TileDef& def = catalogue.tile(p.tile);
        for (int s = 0; s < int(def.spaces.size()); ++s)
            inner.emplace(boardHex(def, p, s), p.tile);
    }
    std::map<int, std::set<int>> touches;
    for (const auto& [h, t] : inner)
        for (int d = 0; d < kDirections; ++d) {
            const auto other = inner.find(neighbour(h, d));
            if (other != inner.end() && other->second != t) touches[t].insert(other->second);
        }
    std::vector<Problem> problems;
    for (int t = 1; t <= kInnerVolcanoTiles && validTile(catalogue, t); ++t) {
        if (uses[t] != 1) continue;
        const std::vector<int> others(touches[t].begin(), touches[t].end());
        if (others.size() < 2) {
            problems.push_back(
                {"Tile " + std::to_string(t) +
                     (others.empty() ? " touches no other inner Volcano tile"
                                     : " touches only one other inner Volcano tile (tile " +
                                           std::to_string(others[0]) + ")") +
                     "; each of tiles 1-5 must touch at least two of the others",
                 {t},
                 {},
                 ProblemKind::InnerTouches,
                 {others.empty() ? 0 : others[0]}});
        }
    }
    std::set<Hex> innerLand;
    for (const auto& [h, t] : inner)
        innerLand.insert(h);
    for (const auto& hole : enclosedSea(innerLand)) {
        problems.push_back({"The inner Volcano tiles 1-5 leave a gap at " + hexText(hole.front()) +
                                ": they must form a zone without holes",
                            {1, 2, 3, 4, 5},
                            hole,
                            ProblemKind::InnerGap,
                            {}});
    }
    return problems;
}

} // namespace

std::vector<OpenSide> openStraightSides(const TileCatalogue& catalogue,
                                        const Continent& continent) {
    std::set<Hex> land;
    for (const Placement& p : continent.tiles)
        if (p.tile >= 1 && p.tile <= int(catalogue.tiles.size()))
            for (Hex h : catalogue.tile(p.tile).spaces)
                land.insert(p.position + rotate(h, p.rotation));
    std::vector<OpenSide> open;
    for (const Placement& p : continent.tiles) {
        if (p.tile < 1 || p.tile > int(catalogue.tiles.size())) continue;
        const TileDef& def = catalogue.tile(p.tile);
        for (const SideDef& side : def.outline()) {
            if (def.isCoast(side)) continue;
            const Hex at = p.position + rotate(def.spaces[std::size_t(side.space)], p.rotation);
            const int dir = rotateDirection(side.direction, p.rotation);
            if (!land.count(neighbour(at, dir))) open.push_back({p.tile, at, dir});
        }
    }
    return open;
}

namespace {

// The continent's land: which placed tile (index into continent.tiles) and local space covers
// each hex.
struct Cover {
    const Continent& continent;
    std::map<Hex, Cell> cells;
    std::set<Hex> land;
    int tileAt(Hex h) const { return continent.tiles[std::size_t(cells.at(h).placement)].tile; }
};

// Each tile exactly once, each turned one of the six ways.
void checkTileUses(const TileCatalogue& catalogue, const Continent& continent,
                   std::vector<Problem>& problems) {
    const int known = int(catalogue.tiles.size());
    std::map<int, int> uses;
    for (const Placement& p : continent.tiles) {
        if (p.tile < 1 || p.tile > known) {
            problems.push_back({"Tile " + std::to_string(p.tile) + " does not exist (tiles are 1-" +
                                    std::to_string(known) + ")",
                                {p.tile},
                                {p.position},
                                ProblemKind::NoSuchTile,
                                {known}});
            continue;
        }
        ++uses[p.tile];
        if (p.rotation < 0 || p.rotation >= kDirections) {
            problems.push_back({"Tile " + std::to_string(p.tile) + " has rotation " +
                                    std::to_string(p.rotation) + " (0-5 expected)",
                                {p.tile},
                                {p.position},
                                ProblemKind::BadRotation,
                                {p.rotation}});
        }
    }
    std::vector<int> missing;
    for (int t = 1; t <= known; ++t) {
        if (uses[t] > 1) {
            problems.push_back(
                {"Tile " + std::to_string(t) + " is placed " + std::to_string(uses[t]) + " times",
                 {t},
                 {},
                 ProblemKind::PlacedTwice,
                 {uses[t]}});
        }
        if (uses[t] == 0) missing.push_back(t);
    }
    if (!missing.empty()) {
        problems.push_back({std::string(missing.size() == 1 ? "Tile " : "Tiles ") +
                                tileList(missing) + (missing.size() == 1 ? " is" : " are") +
                                " not on the continent",
                            missing,
                            {},
                            ProblemKind::Missing,
                            {}});
    }
}

// The hexes the tiles cover; tiles that overlap.
Cover coverBoard(const TileCatalogue& catalogue, const Continent& continent,
                 std::vector<Problem>& problems) {
    const int known = int(catalogue.tiles.size());
    Cover cover{continent, {}, {}};
    std::map<Hex, Cell>& cells = cover.cells;
    std::set<std::pair<int, int>> overlapping;
    for (int i = 0; i < int(continent.tiles.size()); ++i) {
        const Placement& p = continent.tiles[std::size_t(i)];
        if (p.tile < 1 || p.tile > known) continue;
        const TileDef& def = catalogue.tile(p.tile);
        for (int s = 0; s < int(def.spaces.size()); ++s) {
            const Hex h = p.position + rotate(def.spaces[std::size_t(s)], p.rotation);
            const auto it = cells.find(h);
            if (it != cells.end()) {
                const int other = continent.tiles[std::size_t(it->second.placement)].tile;
                if (overlapping.insert({std::min(other, p.tile), std::max(other, p.tile)}).second) {
                    problems.push_back({"Tiles " + std::to_string(std::min(other, p.tile)) +
                                            " and " + std::to_string(std::max(other, p.tile)) +
                                            " overlap at " + hexText(h),
                                        {other, p.tile},
                                        {h},
                                        ProblemKind::Overlap,
                                        {}});
                }
                continue;
            }
            cells[h] = {i, s};
        }
    }
    for (const auto& [h, c] : cells)
        cover.land.insert(h);
    return cover;
}

// Tiles meet on straight sides: no coast against land.
void checkCoastMeets(const TileCatalogue& catalogue, const Cover& cover,
                     std::vector<Problem>& problems) {
    const Continent& continent = cover.continent;
    const std::map<Hex, Cell>& cells = cover.cells;
    std::set<std::pair<int, int>> coastClash;
    for (const auto& [h, c] : cells) {
        const Placement& p = continent.tiles[std::size_t(c.placement)];
        const TileDef& def = catalogue.tile(p.tile);
        for (int d = 0; d < kDirections; ++d) {
            const Hex n = neighbour(h, d);
            const auto other = cells.find(n);
            const int localDir = rotateDirection(d, -p.rotation);
            const bool outline = other == cells.end() || other->second.placement != c.placement;
            if (!outline) continue;
            const bool coast = def.isCoast({c.space, localDir});
            if (other == cells.end()) continue; // open straight sides are listed below
            const int t = continent.tiles[std::size_t(other->second.placement)].tile;
            if (coast && coastClash.insert({std::min(p.tile, t), std::max(p.tile, t)}).second) {
                problems.push_back({"Tile " + std::to_string(p.tile) + " meets tile " +
                                        std::to_string(t) + " with its coast at " + hexText(h) +
                                        ": tiles meet on straight sides only",
                                    {p.tile, t},
                                    {h},
                                    ProblemKind::CoastMeets,
                                    {}});
            }
        }
    }
}

// No straight side open to the sea.
void checkOpenSides(const TileCatalogue& catalogue, const Continent& continent,
                    std::vector<Problem>& problems) {
    std::map<int, std::vector<OpenSide>> openByTile;
    for (const OpenSide& o : openStraightSides(catalogue, continent))
        openByTile[o.tile].push_back(o);
    for (const auto& [tile, sides] : openByTile) {
        Problem pr;
        pr.tiles = {tile};
        std::string where;
        for (const OpenSide& o : sides) {
            pr.places.push_back(o.space);
            where += std::string(where.empty() ? "" : ", ") + kDirectionNames[o.direction] +
                     " of " + hexText(o.space);
        }
        pr.message = "Tile " + std::to_string(tile) + " leaves " + std::to_string(sides.size()) +
                     (sides.size() == 1 ? " straight side" : " straight sides") +
                     " open to the sea (" + where + ")";
        pr.kind = ProblemKind::OpenSides;
        pr.numbers = {int(sides.size())};
        problems.push_back(pr);
    }
}

// The land hexes reached from the first one, stepping between neighbours `joins` allows.
template <typename Joins> std::set<Hex> landReached(const Cover& cover, Joins joins) {
    const std::set<Hex>& land = cover.land;
    std::set<Hex> reached{*land.begin()};
    std::vector<Hex> stack{*land.begin()};
    while (!stack.empty()) {
        const Hex h = stack.back();
        stack.pop_back();
        for (int d = 0; d < kDirections; ++d) {
            const Hex n = neighbour(h, d);
            if (land.count(n) && joins(h, n) && reached.insert(n).second) stack.push_back(n);
        }
    }
    return reached;
}

// One land mass. The tiles named are those off the largest mass, the part a player would
// call cut off (not the rest, whichever hex the search starts from).
void checkOneLandMass(const Cover& cover, std::vector<Problem>& problems) {
    const std::set<Hex>& land = cover.land;
    std::set<Hex> largest, seen;
    for (Hex start : land) {
        if (seen.count(start)) continue;
        std::set<Hex> mass{start};
        std::vector<Hex> stack{start};
        while (!stack.empty()) {
            const Hex h = stack.back();
            stack.pop_back();
            for (int d = 0; d < kDirections; ++d) {
                const Hex n = neighbour(h, d);
                if (land.count(n) && mass.insert(n).second) stack.push_back(n);
            }
        }
        seen.insert(mass.begin(), mass.end());
        if (mass.size() > largest.size()) largest = std::move(mass);
    }
    std::set<int> cut;
    for (Hex h : land)
        if (!largest.count(h)) cut.insert(cover.tileAt(h));
    if (!cut.empty()) {
        const std::vector<int> list(cut.begin(), cut.end());
        problems.push_back({std::string(list.size() == 1 ? "Tile " : "Tiles ") + tileList(list) +
                                (list.size() == 1 ? " is" : " are") +
                                " cut off from the rest of the continent",
                            list,
                            {},
                            ProblemKind::CutOff,
                            {}});
    }
}

// The tile on each land hex and whether the hex is its crater, sorted by hex; where tiles
// overlap, the first in `tiles` keeps the hex. A sorted list rather than a map: guided mode
// and the generator look at every tile's contacts this way, hundreds of times a continent.
struct Spot {
    Hex hex;
    int tile;
    bool crater;
    int order; // in `tiles`, space by space
};

std::vector<Spot> spotsOf(const TileCatalogue& catalogue, const std::vector<Placement>& tiles) {
    std::vector<Spot> spots;
    for (const Placement& p : tiles) {
        if (p.tile < 1 || p.tile > int(catalogue.tiles.size())) continue;
        const TileDef& def = catalogue.tile(p.tile);
        for (int s = 0; s < int(def.spaces.size()); ++s)
            spots.push_back({p.position + rotate(def.spaces[std::size_t(s)], p.rotation), p.tile,
                             s == def.crater, int(spots.size())});
    }
    std::sort(spots.begin(), spots.end(), [](const Spot& a, const Spot& b) {
        return a.hex != b.hex ? a.hex < b.hex : a.order < b.order;
    });
    const auto last = std::unique(spots.begin(), spots.end(),
                                  [](const Spot& a, const Spot& b) { return a.hex == b.hex; });
    spots.erase(last, spots.end());
    return spots;
}

const Spot* spotAt(const std::vector<Spot>& spots, Hex h) {
    const auto it = std::lower_bound(spots.begin(), spots.end(), h,
                                     [](const Spot& s, Hex x) { return s.hex < x; });
    return it != spots.end() && it->hex == h ? &*it : nullptr;
}

// Every pair of tiles that meet only along craters, with the crater hexes along that border:
// no Settler crosses there, so the border would hold the land together where nobody can walk
// (issue 52). Rano's tiles keep a side between two spaces that are not craters on every
// border, and so must every continent. With `onlyTile`, only the pairs that include it.
std::map<std::pair<int, int>, std::set<Hex>> craterOnlyBorders(const TileCatalogue& catalogue,
                                                               const std::vector<Placement>& tiles,
                                                               int onlyTile) {
    const std::vector<Spot> spots = spotsOf(catalogue, tiles);
    std::map<std::pair<int, int>, bool> crossable;
    std::map<std::pair<int, int>, std::set<Hex>> craters;
    // Each side two tiles share is seen from both of its hexes, so with `onlyTile` the sides
    // are seen from its hexes alone, each side taking both hexes' part at once.
    for (const Spot& spot : spots) {
        if (onlyTile && spot.tile != onlyTile) continue;
        for (int d = 0; d < kDirections; ++d) {
            const Spot* other = spotAt(spots, neighbour(spot.hex, d));
            if (!other || other->tile == spot.tile) continue;
            const std::pair<int, int> pair{std::min(spot.tile, other->tile),
                                           std::max(spot.tile, other->tile)};
            crossable[pair] = crossable[pair] || (!spot.crater && !other->crater);
            if (spot.crater) craters[pair].insert(spot.hex);
            if (other->crater) craters[pair].insert(other->hex);
        }
    }
    std::map<std::pair<int, int>, std::set<Hex>> out;
    for (const auto& [pair, ok] : crossable)
        if (!ok) out[pair] = craters[pair];
    return out;
}

void checkCraterBorders(const TileCatalogue& catalogue, const std::vector<Placement>& tiles,
                        int onlyTile, std::vector<Problem>& problems) {
    for (const auto& [pair, craters] : craterOnlyBorders(catalogue, tiles, onlyTile)) {
        problems.push_back({"Tiles " + std::to_string(pair.first) + " and " +
                                std::to_string(pair.second) +
                                " meet only along a crater, where no Settler passes: every "
                                "border needs a side between two spaces that are not craters",
                            {pair.first, pair.second},
                            std::vector<Hex>(craters.begin(), craters.end()),
                            ProblemKind::CraterBorder,
                            {}});
    }
}

// No hole in the continent.
void checkHoles(const Cover& cover, const std::vector<std::vector<Hex>>& holes,
                std::vector<Problem>& problems) {
    for (const auto& hole : holes) {
        std::set<int> around;
        for (Hex h : hole)
            for (int d = 0; d < kDirections; ++d)
                if (cover.cells.count(neighbour(h, d)))
                    around.insert(cover.tileAt(neighbour(h, d)));
        const std::vector<int> list(around.begin(), around.end());
        problems.push_back({"The continent has a hole at " + hexText(hole.front()) +
                                ", enclosed by tiles " + tileList(list),
                            list,
                            hole,
                            ProblemKind::Hole,
                            {}});
    }
}

// Landfall bays: at least one, each at sea beside the coast, outside any hole, each its own.
void checkBays(const Cover& cover, const std::vector<std::vector<Hex>>& holes,
               std::vector<Problem>& problems) {
    const Continent& continent = cover.continent;
    const std::map<Hex, Cell>& cells = cover.cells;
    if (continent.bays.empty())
        problems.push_back({"The continent has no landfall bay", {}, {}, ProblemKind::NoBay, {}});
    std::set<Hex> holeHexes;
    for (const auto& hole : holes)
        holeHexes.insert(hole.begin(), hole.end());
    for (std::size_t i = 0; i < continent.bays.size(); ++i) {
        const Hex b = continent.bays[i].sea;
        const std::string name = "Bay " + std::to_string(i + 1) + " at " + hexText(b);
        if (cells.count(b)) {
            problems.push_back(
                {name + " lies on land (tile " + std::to_string(cover.tileAt(b)) + ")",
                 {cover.tileAt(b)},
                 {b},
                 ProblemKind::BayOnLand,
                 {int(i) + 1}});
            continue;
        }
        if (holeHexes.count(b)) {
            problems.push_back({name + " lies in a hole inside the continent",
                                {},
                                {b},
                                ProblemKind::BayInHole,
                                {int(i) + 1}});
            continue;
        }
        bool beside = false;
        for (int d = 0; d < kDirections; ++d)
            beside = beside || cells.count(neighbour(b, d));
        if (!beside)
            problems.push_back({name + " is not beside the coast",
                                {},
                                {b},
                                ProblemKind::BayAwayFromCoast,
                                {int(i) + 1}});
        for (std::size_t k = 0; k < i; ++k)
            if (continent.bays[k].sea == b) {
                problems.push_back({"Bays " + std::to_string(k + 1) + " and " +
                                        std::to_string(i + 1) + " are the same sea hex " +
                                        hexText(b),
                                    {},
                                    {b},
                                    ProblemKind::SameBay,
                                    {int(k) + 1, int(i) + 1}});
            }
    }
}

} // namespace

std::vector<Problem> validateContinent(const TileCatalogue& catalogue, const Continent& continent) {
    std::vector<Problem> problems;
    checkTileUses(catalogue, continent, problems);
    const Cover cover = coverBoard(catalogue, continent, problems);
    checkCoastMeets(catalogue, cover, problems);
    checkOpenSides(catalogue, continent, problems);
    checkOneLandMass(cover, problems);
    checkCraterBorders(catalogue, continent.tiles, 0, problems);
    const std::vector<std::vector<Hex>> holes = enclosedSea(cover.land);
    checkHoles(cover, holes, problems);
    // Phase 1: the inner Volcano tiles form a compact zone.
    for (Problem& p : innerZoneProblems(catalogue, continent.tiles))
        problems.push_back(std::move(p));
    checkBays(cover, holes, problems);
    return problems;
}

std::vector<BayReach> bayReach(const TileCatalogue& catalogue, const Continent& continent) {
    std::vector<Hex> geysers, craters;
    for (const Placement& p : continent.tiles) {
        if (p.tile < 1 || p.tile > int(catalogue.tiles.size())) continue;
        const TileDef& def = catalogue.tile(p.tile);
        for (int s = 0; s < int(def.spaces.size()); ++s) {
            const Hex h = p.position + rotate(def.spaces[std::size_t(s)], p.rotation);
            if (s == def.crater) craters.push_back(h);
            for (const GeyserDef& g : def.geysers)
                if (g.space == s) geysers.push_back(h);
        }
    }
    const auto nearest = [](Hex from, const std::vector<Hex>& to) {
        int best = 0;
        for (std::size_t i = 0; i < to.size(); ++i)
            best = i == 0 ? distance(from, to[i]) : std::min(best, distance(from, to[i]));
        return best;
    };
    std::vector<BayReach> out;
    for (const Bay& b : continent.bays)
        out.push_back({b.sea, nearest(b.sea, geysers), nearest(b.sea, craters)});
    return out;
}

bool baysUnbalanced(const std::vector<BayReach>& reach) {
    if (reach.size() < 2) return false;
    const auto spread = [&](auto field) {
        int lo = reach[0].*field, hi = lo;
        for (const BayReach& r : reach) {
            lo = std::min(lo, r.*field);
            hi = std::max(hi, r.*field);
        }
        return hi - lo;
    };
    return spread(&BayReach::toGeyser) >= kBayImbalance ||
           spread(&BayReach::toVolcano) >= kBayImbalance;
}

SetupPhase setupPhaseOf(int tile) {
    if (tile <= kInnerVolcanoTiles) return SetupPhase::InnerVolcanoes;
    if (tile <= kVolcanoTiles) return SetupPhase::CoastalVolcanoes;
    return SetupPhase::OuterAreas;
}

namespace {

// The tile exists, belongs to the phase and is turned one of the six ways; false when the step
// cannot be looked at further.
bool checkTileForPhase(const TileCatalogue& catalogue, const Placement& next, SetupPhase phase,
                       std::vector<Problem>& problems) {
    const std::string name = "Tile " + std::to_string(next.tile);
    if (!validTile(catalogue, next.tile)) {
        problems.push_back(
            {name + " does not exist (tiles are 1-" + std::to_string(catalogue.tiles.size()) + ")",
             {next.tile},
             {next.position},
             ProblemKind::NoSuchTile,
             {int(catalogue.tiles.size())}});
        return false;
    }
    const int phaseNumber = int(phase);
    if (setupPhaseOf(next.tile) != phase) {
        const char* range = phase == SetupPhase::InnerVolcanoes     ? "1-5"
                            : phase == SetupPhase::CoastalVolcanoes ? "6-8"
                                                                    : "9-22";
        problems.push_back({name + " does not belong to phase " + std::to_string(phaseNumber) +
                                " (phase " + std::to_string(phaseNumber) + " places tiles " +
                                range + ")",
                            {next.tile},
                            {next.position},
                            ProblemKind::WrongPhase,
                            {phaseNumber}});
    }
    if (next.rotation < 0 || next.rotation >= kDirections) {
        problems.push_back(
            {name + " has rotation " + std::to_string(next.rotation) + " (0-5 expected)",
             {next.tile},
             {next.position},
             ProblemKind::BadRotation,
             {next.rotation}});
        return false;
    }
    return true;
}

// What is down already: which placed tile and local space covers each hex, sorted by hex
// (where tiles overlap, the first placed keeps the hex), and which tiles are down. Flat lists
// rather than a map and a set: guided mode looks at hundreds of steps a continent.
struct Down {
    struct At {
        Hex hex;
        Cell cell;
    };
    std::vector<At> cells;
    std::vector<bool> tiles; // by tile number

    const Cell* cellAt(Hex h) const {
        const auto it = std::lower_bound(cells.begin(), cells.end(), h,
                                         [](const At& a, Hex x) { return a.hex < x; });
        return it != cells.end() && it->hex == h ? &it->cell : nullptr;
    }
    bool has(int tile) const {
        return tile >= 0 && std::size_t(tile) < tiles.size() && tiles[std::size_t(tile)];
    }
};

Down tilesDown(const TileCatalogue& catalogue, const std::vector<Placement>& placed) {
    Down d;
    d.tiles.assign(catalogue.tiles.size() + 1, false);
    for (int i = 0; i < int(placed.size()); ++i) {
        const Placement& p = placed[std::size_t(i)];
        if (!validTile(catalogue, p.tile) || p.rotation < 0 || p.rotation >= kDirections) continue;
        d.tiles[std::size_t(p.tile)] = true;
        const TileDef& def = catalogue.tile(p.tile);
        for (int s = 0; s < int(def.spaces.size()); ++s)
            d.cells.push_back({boardHex(def, p, s), Cell{i, s}});
    }
    // by hex, then in the order placed, so that the first of overlapping tiles keeps its hex
    std::sort(d.cells.begin(), d.cells.end(), [](const Down::At& a, const Down::At& b) {
        if (a.hex != b.hex) return a.hex < b.hex;
        return a.cell.placement != b.cell.placement ? a.cell.placement < b.cell.placement
                                                    : a.cell.space < b.cell.space;
    });
    const auto last =
        std::unique(d.cells.begin(), d.cells.end(),
                    [](const Down::At& a, const Down::At& b) { return a.hex == b.hex; });
    d.cells.erase(last, d.cells.end());
    return d;
}

// Earlier phases complete.
void checkEarlierPhases(const Down& down, SetupPhase phase, std::vector<Problem>& problems) {
    const int phaseNumber = int(phase);
    const int needed = phase == SetupPhase::InnerVolcanoes     ? 0
                       : phase == SetupPhase::CoastalVolcanoes ? kInnerVolcanoTiles
                                                               : kVolcanoTiles;
    std::vector<int> missing;
    for (int t = 1; t <= needed; ++t)
        if (!down.has(t)) missing.push_back(t);
    if (!missing.empty()) {
        problems.push_back({"Phase " + std::to_string(phaseNumber) + " starts once tiles 1-" +
                                std::to_string(needed) + " are placed (" +
                                (missing.size() == 1 ? "tile " : "tiles ") + tileList(missing) +
                                (missing.size() == 1 ? " is" : " are") + " missing)",
                            missing,
                            {},
                            ProblemKind::PhaseNotOpen,
                            {phaseNumber, needed}});
    }
}

// Where the new tile goes: free hexes, contacts on straight sides only.
struct Contacts {
    std::set<Hex> mine;                // the hexes the tile would cover
    std::set<int> overlapped, touched; // tiles it would overlap, tiles it would touch
    std::vector<OpenSide> open;        // its straight sides left open to the sea
};

Contacts placeNext(const TileCatalogue& catalogue, const std::vector<Placement>& placed,
                   const Down& down, const Placement& next, std::vector<Problem>& problems) {
    const std::string name = "Tile " + std::to_string(next.tile);
    Contacts c;
    std::set<Hex>& mine = c.mine;
    std::set<int>& overlapped = c.overlapped;
    std::set<int>& touched = c.touched;
    std::vector<OpenSide>& open = c.open;
    const TileDef& def = catalogue.tile(next.tile);
    for (int s = 0; s < int(def.spaces.size()); ++s)
        mine.insert(boardHex(def, next, s));
    std::set<int> clashed;
    for (int s = 0; s < int(def.spaces.size()); ++s) {
        const Hex h = boardHex(def, next, s);
        if (const Cell* under = down.cellAt(h)) {
            const int other = placed[std::size_t(under->placement)].tile;
            if (overlapped.insert(other).second) {
                problems.push_back(
                    {name + " would overlap tile " + std::to_string(other) + " at " + hexText(h),
                     {next.tile, other},
                     {h},
                     ProblemKind::WouldOverlap,
                     {}});
            }
            continue;
        }
        for (int d = 0; d < kDirections; ++d) {
            const Hex n = neighbour(h, d);
            if (mine.count(n)) continue;
            const bool coast = def.isCoast({s, rotateDirection(d, -next.rotation)});
            const Cell* there = down.cellAt(n);
            if (!there) {
                if (!coast) open.push_back({next.tile, h, d});
                continue;
            }
            const Placement& op = placed[std::size_t(there->placement)];
            touched.insert(op.tile);
            const bool otherCoast = catalogue.tile(op.tile).isCoast(
                {there->space, rotateDirection(opposite(d), -op.rotation)});
            if ((coast || otherCoast) && clashed.insert(op.tile).second) {
                const int a = coast ? next.tile : op.tile;
                const int b = coast ? op.tile : next.tile;
                problems.push_back({"Tile " + std::to_string(a) + " meets tile " +
                                        std::to_string(b) + " with its coast at " +
                                        hexText(coast ? h : n) +
                                        ": tiles meet on straight sides only",
                                    {a, b},
                                    {coast ? h : n},
                                    ProblemKind::CoastMeets,
                                    {}});
            }
        }
    }
    return c;
}

// The tile touches those down, joins the inner zone in phase 2, and leaves at most 2 straight
// edges open for the tiles still to come.
void checkContacts(const Placement& next, SetupPhase phase, const Down& down,
                   const Contacts& contacts, std::vector<Problem>& problems) {
    const std::string name = "Tile " + std::to_string(next.tile);
    const std::set<int>& touched = contacts.touched;
    const std::vector<OpenSide>& open = contacts.open;
    if (!down.cells.empty() && touched.empty()) {
        problems.push_back({name + " does not touch the tiles placed so far",
                            {next.tile},
                            {},
                            ProblemKind::NotTouching,
                            {}});
    }
    if (phase == SetupPhase::CoastalVolcanoes && !touched.empty() &&
        std::none_of(touched.begin(), touched.end(),
                     [](int t) { return t <= kInnerVolcanoTiles; })) {
        problems.push_back({name + " must join the zone of tiles 1-5",
                            {next.tile},
                            {},
                            ProblemKind::MustJoinInner,
                            {}});
    }
    const int edges = openEdges(contacts.mine, open);
    if (phase != SetupPhase::InnerVolcanoes && edges > 2) {
        Problem pr{name + " would leave " + std::to_string(edges) + " straight edges open (sides ",
                   {next.tile},
                   {},
                   ProblemKind::WouldLeaveOpen,
                   {edges}};
        for (std::size_t i = 0; i < open.size(); ++i) {
            pr.message += std::string(i ? ", " : "") + kDirectionNames[open[i].direction] + " of " +
                          hexText(open[i].space);
            pr.places.push_back(open[i].space);
        }
        pr.message += "); at most 2 may stay open for the tiles still to come";
        problems.push_back(pr);
    }
}

// The fifth inner tile completes phase 1: the zone must be compact.
void checkInnerZoneDone(const TileCatalogue& catalogue, const std::vector<Placement>& placed,
                        const Placement& next, SetupPhase phase, const Down& down,
                        std::vector<Problem>& problems) {
    if (phase == SetupPhase::InnerVolcanoes) {
        std::vector<Placement> all = placed;
        all.push_back(next);
        bool complete = true;
        for (int t = 1; t <= kInnerVolcanoTiles; ++t)
            complete = complete && (down.has(t) || t == next.tile);
        if (complete)
            for (Problem& p : innerZoneProblems(catalogue, all))
                problems.push_back(std::move(p));
    }
}

} // namespace

std::vector<Problem> validatePlacementStep(const TileCatalogue& catalogue,
                                           const std::vector<Placement>& placed,
                                           const Placement& next, SetupPhase phase) {
    std::vector<Problem> problems;
    if (!checkTileForPhase(catalogue, next, phase, problems)) return problems;
    const Down down = tilesDown(catalogue, placed);
    if (down.has(next.tile)) {
        problems.push_back({"Tile " + std::to_string(next.tile) + " is already placed",
                            {next.tile},
                            {},
                            ProblemKind::AlreadyPlaced,
                            {}});
        return problems;
    }
    checkEarlierPhases(down, phase, problems);
    const Contacts contacts = placeNext(catalogue, placed, down, next, problems);
    if (!contacts.overlapped.empty()) return problems;
    checkContacts(next, phase, down, contacts, problems);
    std::vector<Placement> withNext = placed;
    withNext.push_back(next);
    checkCraterBorders(catalogue, withNext, next.tile, problems);
    checkInnerZoneDone(catalogue, placed, next, phase, down, problems);
    return problems;
}

std::vector<Placement> guidedBuildOrder(const TileCatalogue& catalogue,
                                        const Continent& continent) {
    std::vector<Placement> waiting = continent.tiles;
    std::sort(waiting.begin(), waiting.end(),
              [](const Placement& a, const Placement& b) { return a.tile < b.tile; });
    std::vector<Placement> order;
    for (SetupPhase phase :
         {SetupPhase::InnerVolcanoes, SetupPhase::CoastalVolcanoes, SetupPhase::OuterAreas}) {
        bool joined = true;
        while (joined) {
            joined = false;
            for (auto it = waiting.begin(); it != waiting.end(); ++it) {
                if (!validTile(catalogue, it->tile) || setupPhaseOf(it->tile) != phase) continue;
                if (!validatePlacementStep(catalogue, order, *it, phase).empty()) continue;
                order.push_back(*it);
                waiting.erase(it);
                joined = true;
                break;
            }
        }
        if (std::any_of(waiting.begin(), waiting.end(), [&](const Placement& p) {
                return !validTile(catalogue, p.tile) || setupPhaseOf(p.tile) == phase;
            }))
            return {};
    }
    if (!waiting.empty()) return {};
    return order;
}

} // namespace rano::volcanic
