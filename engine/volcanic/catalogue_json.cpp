#include "volcanic/catalogue_json.h"

#include "core/json_read.h"

#include <algorithm>
#include <fstream>
#include <set>

namespace rano::volcanic {

using nlohmann::json;
using namespace rano::jsonread;
using Bad = JsonError;

namespace {
void header(const json& j, const char* format, int supported, const std::string& what) {
    if (!j.is_object()) throw Bad{what + ": expected a JSON object"};
    const json& f = member(j, "format", what);
    if (!f.is_string() || f.get<std::string>() != format)
        throw Bad{what + ".format: expected \"" + std::string(format) + "\""};
    const int version = integer(member(j, "version", what), what + ".version", 1, 1 << 30);
    if (version > supported)
        throw Bad{what + ".version: " + std::to_string(version) +
                  " is newer than this Rano reads (" + std::to_string(supported) + ")"};
}

bool connected(const std::vector<Hex>& spaces) {
    std::vector<bool> seen(spaces.size(), false);
    std::vector<std::size_t> stack{0};
    seen[0] = true;
    std::size_t reached = 1;
    while (!stack.empty()) {
        const Hex h = spaces[stack.back()];
        stack.pop_back();
        for (std::size_t i = 0; i < spaces.size(); ++i)
            if (!seen[i] && distance(h, spaces[i]) == 1) {
                seen[i] = true;
                ++reached;
                stack.push_back(i);
            }
    }
    return reached == spaces.size();
}

void checkTile(const TileDef& t, const std::string& path) {
    const std::string name = "tile " + std::to_string(t.id);
    const bool volcano = t.id <= kVolcanoTiles;
    if (volcano && t.crater < 0)
        throw Bad{path + ".crater: " + name + " carries a Volcano and needs a crater"};
    if (!volcano && t.crater >= 0) throw Bad{path + ".crater: " + name + " has no Volcano (-1)"};
    if (volcano && (t.channels.size() < 2 || t.channels.size() > 3))
        throw Bad{path + ".channels: a Volcano has 2 or 3 lava channels"};
    if (!volcano && !t.channels.empty())
        throw Bad{path + ".channels: only a Volcano has lava channels"};
    if (std::set<int>(t.channels.begin(), t.channels.end()).size() != t.channels.size())
        throw Bad{path + ".channels: a direction is given twice"};
    for (std::size_t i = 0; i < t.coast.size(); ++i) {
        const SideDef& c = t.coast[i];
        if (c.space >= int(t.spaces.size()))
            throw Bad{path + ".coast: no space " + std::to_string(c.space)};
        if (std::find(t.coast.begin(), t.coast.begin() + std::ptrdiff_t(i), c) !=
            t.coast.begin() + std::ptrdiff_t(i))
            throw Bad{path + ".coast[" + std::to_string(i) + "]: the same side twice"};
        if (std::find(t.spaces.begin(), t.spaces.end(),
                      neighbour(t.spaces[std::size_t(c.space)], c.direction)) != t.spaces.end())
            throw Bad{path + ".coast: side " + std::to_string(c.direction) + " of space " +
                      std::to_string(c.space) + " is inside the tile"};
    }
    if (t.id <= kInnerVolcanoTiles && !t.coast.empty())
        throw Bad{path + ".coast: " + name +
                  " is an inner Volcano tile: all its sides are straight"};
    if (volcano && t.id > kInnerVolcanoTiles && t.coast.empty())
        throw Bad{path + ".coast: " + name + " is a coastal Volcano tile: some sides are coast"};
    if (volcano) {
        // A Settler crosses a Volcano tile on its spaces outside the crater, so they must touch
        // (issue 52: a crater in the middle of a line cut its tile in two).
        std::vector<Hex> outside;
        for (std::size_t i = 0; i < t.spaces.size(); ++i)
            if (int(i) != t.crater) outside.push_back(t.spaces[i]);
        if (outside.empty())
            throw Bad{path + ".spaces: " + name + " has no space besides its crater"};
        std::vector<Hex> reached{outside.front()};
        for (std::size_t k = 0; k < reached.size(); ++k)
            for (Hex h : outside)
                if (distance(h, reached[k]) == 1 &&
                    std::find(reached.begin(), reached.end(), h) == reached.end())
                    reached.push_back(h);
        if (reached.size() != outside.size())
            throw Bad{path + ".crater: " + name +
                      "'s spaces outside its crater do not touch: a Settler could not cross it"};
    }
    std::vector<int> perSpace(t.spaces.size(), 0);
    for (std::size_t i = 0; i < t.geysers.size(); ++i) {
        const GeyserDef& g = t.geysers[i];
        const std::string gp = path + ".geysers[" + std::to_string(i) + "]";
        if (g.space == t.crater) throw Bad{gp + ": a geyser cannot be in the crater"};
        if (++perSpace[std::size_t(g.space)] > 2) throw Bad{gp + ": at most 2 geysers on a space"};
        const SideDef side{g.space, g.side};
        const auto outline = t.outline();
        if (std::find(outline.begin(), outline.end(), side) == outline.end())
            throw Bad{gp + ": side " + std::to_string(g.side) + " is inside the tile"};
        if (t.isCoast(side)) throw Bad{gp + ": a geyser faces a straight side, not the coast"};
    }
}
} // namespace

bool catalogueFromJson(const json& j, TileCatalogue& out, std::string& error) {
    return jsonread::readOrRefuse("tiles", error, [&] {
        header(j, "rano-tiles", kCatalogueFormatVersion, "tiles");
        const json& tiles = array(j, "tiles", "tiles");
        if (tiles.size() != kTileCount)
            throw Bad{"tiles.tiles: expected " + std::to_string(kTileCount) + " tiles, found " +
                      std::to_string(tiles.size())};
        TileCatalogue cat;
        cat.tiles.resize(kTileCount);
        std::vector<bool> seen(kTileCount + 1, false);
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const std::string path = "tiles.tiles[" + std::to_string(i) + "]";
            const json& x = tiles[i];
            TileDef t;
            t.id = integer(member(x, "id", path), path + ".id", 1, kTileCount);
            if (seen[std::size_t(t.id)])
                throw Bad{path + ".id: tile " + std::to_string(t.id) + " appears twice"};
            seen[std::size_t(t.id)] = true;
            const json& spaces = array(x, "spaces", path);
            if (spaces.empty() || spaces.size() > 3)
                throw Bad{path + ".spaces: a tile has 1 to 3 spaces"};
            for (std::size_t s = 0; s < spaces.size(); ++s) {
                const std::string sp = path + ".spaces[" + std::to_string(s) + "]";
                if (!spaces[s].is_array() || spaces[s].size() != 2 ||
                    !spaces[s][0].is_number_integer() || !spaces[s][1].is_number_integer())
                    throw Bad{sp + ": expected [q, r] integers"};
                const Hex h{integer(spaces[s][0], sp, -64, 64), integer(spaces[s][1], sp, -64, 64)};
                if (std::find(t.spaces.begin(), t.spaces.end(), h) != t.spaces.end())
                    throw Bad{sp + ": the same space twice"};
                t.spaces.push_back(h);
            }
            if (!connected(t.spaces))
                throw Bad{path + ".spaces: the spaces of a tile must touch each other"};
            const int last = int(t.spaces.size()) - 1;
            t.crater = integer(member(x, "crater", path), path + ".crater", -1, last);
            const json& channels = array(x, "channels", path);
            for (std::size_t c = 0; c < channels.size(); ++c)
                t.channels.push_back(
                    integer(channels[c], path + ".channels[" + std::to_string(c) + "]", 0, 5));
            const json& geysers = array(x, "geysers", path);
            for (std::size_t g = 0; g < geysers.size(); ++g) {
                const std::string gp = path + ".geysers[" + std::to_string(g) + "]";
                t.geysers.push_back(
                    {integer(member(geysers[g], "space", gp), gp + ".space", 0, last),
                     integer(member(geysers[g], "side", gp), gp + ".side", 0, 5)});
            }
            const json& coast = array(x, "coast", path);
            for (std::size_t c = 0; c < coast.size(); ++c) {
                const std::string cp = path + ".coast[" + std::to_string(c) + "]";
                if (!coast[c].is_array() || coast[c].size() != 2)
                    throw Bad{cp + ": expected [space, direction]"};
                t.coast.push_back(
                    {integer(coast[c][0], cp, 0, last), integer(coast[c][1], cp, 0, 5)});
            }
            checkTile(t, path);
            cat.tiles[std::size_t(t.id - 1)] = t;
        }
        out = std::move(cat);
    });
}

json catalogueToJson(const TileCatalogue& catalogue) {
    json tiles = json::array();
    for (const TileDef& t : catalogue.tiles) {
        json spaces = json::array(), geysers = json::array(), coast = json::array();
        for (Hex h : t.spaces)
            spaces.push_back({h.q, h.r});
        for (const GeyserDef& g : t.geysers)
            geysers.push_back({{"space", g.space}, {"side", g.side}});
        for (const SideDef& c : t.coast)
            coast.push_back({c.space, c.direction});
        tiles.push_back({{"id", t.id},
                         {"spaces", spaces},
                         {"crater", t.crater},
                         {"channels", t.channels},
                         {"geysers", geysers},
                         {"coast", coast}});
    }
    return {{"format", "rano-tiles"}, {"version", kCatalogueFormatVersion}, {"tiles", tiles}};
}

bool continentFromJson(const json& j, Continent& out, std::string& error) {
    return jsonread::readOrRefuse("continent", error, [&] {
        header(j, "rano-continent", kContinentFormatVersion, "continent");
        Continent c;
        const auto text = [&](const char* key) {
            const auto it = j.find(key);
            if (it == j.end()) return std::string();
            if (!it->is_string()) throw Bad{std::string("continent.") + key + ": expected text"};
            return it->get<std::string>();
        };
        c.name = text("name");
        c.author = text("author");
        const json& tiles = array(j, "tiles", "continent");
        if (tiles.size() > 64) throw Bad{"continent.tiles: too many tiles"};
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const std::string path = "continent.tiles[" + std::to_string(i) + "]";
            Placement p;
            p.tile = integer(member(tiles[i], "tile", path), path + ".tile", 1, kTileCount);
            p.position = {integer(member(tiles[i], "q", path), path + ".q", -64, 64),
                          integer(member(tiles[i], "r", path), path + ".r", -64, 64)};
            p.rotation = integer(member(tiles[i], "rotation", path), path + ".rotation", 0, 5);
            c.tiles.push_back(p);
        }
        const json& bays = array(j, "bays", "continent");
        if (bays.size() > 16) throw Bad{"continent.bays: too many bays"};
        for (std::size_t i = 0; i < bays.size(); ++i) {
            const std::string path = "continent.bays[" + std::to_string(i) + "]";
            c.bays.push_back({{integer(member(bays[i], "q", path), path + ".q", -64, 64),
                               integer(member(bays[i], "r", path), path + ".r", -64, 64)}});
        }
        out = std::move(c);
    });
}

json continentToJson(const Continent& c) {
    json tiles = json::array(), bays = json::array();
    for (const Placement& p : c.tiles)
        tiles.push_back(
            {{"tile", p.tile}, {"q", p.position.q}, {"r", p.position.r}, {"rotation", p.rotation}});
    for (const Bay& b : c.bays)
        bays.push_back({{"q", b.sea.q}, {"r", b.sea.r}});
    return {{"format", "rano-continent"},
            {"version", kContinentFormatVersion},
            {"name", c.name},
            {"author", c.author},
            {"tiles", tiles},
            {"bays", bays}};
}

std::optional<TileCatalogue> loadCatalogueFile(const std::string& path, std::string& error) {
    return loadJsonFile<TileCatalogue>(path, error, catalogueFromJson);
}

std::optional<Continent> loadContinentFile(const std::string& path, std::string& error) {
    return loadJsonFile<Continent>(path, error, continentFromJson);
}

} // namespace rano::volcanic
