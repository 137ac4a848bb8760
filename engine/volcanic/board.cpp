#include "volcanic/board.h"

#include <algorithm>
#include <utility>

namespace rano::volcanic {

namespace {

// The board's spaces sorted by hex, to find a space's neighbours: a sorted list rather than a
// map, as the random-continent generator builds a board for every heart it draws.
class SpaceIndex {
public:
    explicit SpaceIndex(const std::vector<SpaceInfo>& spaces) {
        byHex_.reserve(spaces.size());
        for (std::size_t i = 0; i < spaces.size(); ++i)
            byHex_.push_back({spaces[i].hex, int(i)});
        std::sort(byHex_.begin(), byHex_.end());
    }
    // The space on `h`, -1 for sea.
    int at(Hex h) const {
        const auto it = std::lower_bound(byHex_.begin(), byHex_.end(), std::pair<Hex, int>{h, -1});
        return it != byHex_.end() && it->first == h ? it->second : -1;
    }

private:
    std::vector<std::pair<Hex, int>> byHex_;
};

} // namespace

int Board::spaceAt(Hex h) const {
    for (int i = 0; i < spaceCount(); ++i)
        if (spaces[std::size_t(i)].hex == h) return i;
    return -1;
}

int Board::spaceInTile(int space) const {
    const AreaInfo& a = areaOf(space);
    if (a.spaces.size() == 1) return 0;
    return int(std::find(a.spaces.begin(), a.spaces.end(), space) - a.spaces.begin()) + 1;
}

std::string Board::spaceName(int space) const {
    std::string name = "tile " + std::to_string(areaOf(space).tile);
    if (const int n = spaceInTile(space); n > 0) name += " (space " + std::to_string(n) + ")";
    return name;
}

bool Board::build(const TileCatalogue& catalogue, const Continent& continent, Board& out,
                  std::string& error) {
    Board b;
    b.continent = continent;
    b.volcanoArea.assign(kVolcanoTiles + 1, -1);
    std::vector<bool> seen(kTileCount + 1, false);
    for (const Placement& p : continent.tiles) {
        if (p.tile < 1 || p.tile > int(catalogue.tiles.size())) {
            error = "tile " + std::to_string(p.tile) + " is not in the catalogue";
            return false;
        }
        if (seen[std::size_t(p.tile)]) {
            error = "tile " + std::to_string(p.tile) + " is placed twice";
            return false;
        }
        seen[std::size_t(p.tile)] = true;
        const TileDef& def = catalogue.tile(p.tile);
        AreaInfo area;
        area.tile = p.tile;
        const int areaIndex = int(b.areas.size());
        for (std::size_t s = 0; s < def.spaces.size(); ++s) {
            const Hex h = p.position + rotate(def.spaces[s], p.rotation);
            if (const int under = b.spaceAt(h); under >= 0) {
                error = "tile " + std::to_string(p.tile) + " overlaps tile " +
                        std::to_string(b.areaOf(under).tile);
                return false;
            }
            if (int(b.spaces.size()) >= kMaxSpaces) {
                error = "the continent has more than " + std::to_string(kMaxSpaces) + " spaces";
                return false;
            }
            SpaceInfo info;
            info.hex = h;
            info.area = std::int8_t(areaIndex);
            info.crater = int(s) == def.crater;
            for (const GeyserDef& g : def.geysers) {
                if (g.space == int(s) && info.geyserCount < kMaxGeysersPerSpace)
                    info.geyserSide[std::size_t(info.geyserCount++)] =
                        std::int8_t(rotateDirection(g.side, p.rotation));
            }
            area.spaces.push_back(int(b.spaces.size()));
            if (info.crater) area.crater = int(b.spaces.size());
            b.spaces.push_back(info);
        }
        if (def.hasVolcano()) {
            area.volcano = p.tile;
            b.volcanoArea[std::size_t(p.tile)] = areaIndex;
            for (int d : def.channels)
                area.channelDirections.push_back(rotateDirection(d, p.rotation));
        }
        b.areas.push_back(std::move(area));
    }

    const SpaceIndex at(b.spaces);
    std::vector<std::int16_t> borderOf(std::size_t(kMaxAreas * kMaxAreas), kNone);
    for (int i = 0; i < b.spaceCount(); ++i) {
        SpaceInfo& s = b.spaces[std::size_t(i)];
        for (int d = 0; d < kDirections; ++d) {
            const int there = at.at(neighbour(s.hex, d));
            if (there < 0) continue;
            s.next[std::size_t(d)] = std::int8_t(there);
            const SpaceInfo& o = b.spaces[std::size_t(there)];
            if (o.area != s.area && i < there) {
                // One border per pair of Areas, whatever the number of sides they share: a
                // Fissure closes the whole border (the rulebook's "the border between its
                // Area tile and the adjacent tile"; the design's "Sinking").
                const int lo = std::min(s.area, o.area), hi = std::max(s.area, o.area);
                auto& index = borderOf[std::size_t(lo * kMaxAreas + hi)];
                if (index == kNone) {
                    index = std::int16_t(b.borders.size());
                    b.borders.push_back({std::int8_t(i), std::int8_t(there), std::int8_t(d), 0});
                }
                ++b.borders[std::size_t(index)].sides;
                s.border[std::size_t(d)] = index;
                b.spaces[std::size_t(there)].border[std::size_t(opposite(d))] = index;
            }
        }
    }

    // What the rules' hot paths read instead of walking these vectors (SpaceInfo::walkTo,
    // walkSpaces, walkBorders, AreaInfo::spaceBits, geyserSpaces).
    for (SpaceInfo& s : b.spaces)
        for (int d = 0; d < kDirections; ++d) {
            const int there = s.next[std::size_t(d)];
            if (there == kNone || b.spaces[std::size_t(there)].crater) continue;
            const auto i = std::size_t(s.walkCount++);
            s.walkTo[i] = std::int8_t(there);
            s.walkMoves[i] = Choice::move(int(&s - b.spaces.data()), there, false);
            if (const int border = s.border[std::size_t(d)]; border != kNone)
                s.walkBorderBit[i] = std::uint64_t(1) << border;
            s.walkSpaces |= std::uint64_t(1) << there;
            s.walkBorders |= s.walkBorderBit[i];
        }
    for (AreaInfo& area : b.areas)
        for (int sp : area.spaces) {
            area.spaceBits |= std::uint64_t(1) << sp;
            if (!b.spaces[std::size_t(sp)].crater) area.landBits |= std::uint64_t(1) << sp;
        }
    for (int sp = 0; sp < b.spaceCount(); ++sp)
        if (b.spaces[std::size_t(sp)].geyserCount > 0) b.geyserSpaces |= std::uint64_t(1) << sp;

    for (AreaInfo& area : b.areas) {
        for (int d : area.channelDirections) {
            std::vector<int> line;
            for (int s = b.spaces[std::size_t(area.crater)].next[std::size_t(d)];
                 s != kNone && !b.spaces[std::size_t(s)].crater;
                 s = b.spaces[std::size_t(s)].next[std::size_t(d)]) {
                line.push_back(s);
                area.channelBits |= std::uint64_t(1) << s;
            }
            area.channels.push_back(std::move(line));
        }
    }

    for (const Bay& bay : continent.bays) {
        BayInfo info{bay.sea, {}};
        if (const int land = at.at(bay.sea); land >= 0) {
            error =
                "a landfall bay lies on land (tile " + std::to_string(b.areaOf(land).tile) + ")";
            return false;
        }
        for (int d = 0; d < kDirections; ++d) {
            const int there = at.at(neighbour(bay.sea, d));
            if (there >= 0 && !b.spaces[std::size_t(there)].crater) info.landing.push_back(there);
        }
        if (info.landing.empty()) {
            error = "a landfall bay has no land beside it";
            return false;
        }
        b.bays.push_back(std::move(info));
    }
    if (b.bays.empty()) {
        error = "the continent has no landfall bay";
        return false;
    }
    if (int(b.borders.size()) > kMaxBorders) {
        error = "the continent has too many borders between Areas";
        return false;
    }
    out = std::move(b);
    return true;
}

std::vector<int> bordersWithoutGeyser(const Board& board) {
    std::vector<bool> faced(board.borders.size(), false);
    for (const SpaceInfo& space : board.spaces)
        for (int g = 0; g < space.geyserCount; ++g)
            if (const int border = space.border[std::size_t(space.geyserSide[std::size_t(g)])];
                border != kNone)
                faced[std::size_t(border)] = true;
    std::vector<int> out;
    for (std::size_t i = 0; i < faced.size(); ++i)
        if (!faced[i]) out.push_back(int(i));
    return out;
}

} // namespace rano::volcanic
