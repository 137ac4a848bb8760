#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "volcanic/hex.h"

namespace rano::volcanic {

inline constexpr int kTileCount = 22;
inline constexpr int kVolcanoTiles = 8;      // tiles 1-8 carry a Volcano
inline constexpr int kInnerVolcanoTiles = 5; // tiles 1-5: all borders straight

// A geyser: a place on a space where a Moai can be raised, facing one straight side.
struct GeyserDef {
    int space = 0; // index into TileDef::spaces
    int side = 0;  // direction (0-5) of the straight side it faces
};

// One side of a tile's outline: the edge of `space` in `direction` whose neighbour is not
// part of the same tile.
struct SideDef {
    int space = 0;
    int direction = 0;
    friend bool operator==(const SideDef&, const SideDef&) = default;
};

// One Area tile as printed, in its own local coordinates (rotation 0).
struct TileDef {
    int id = 0;                // 1-22
    std::vector<Hex> spaces;   // 1-3 spaces, local axial coordinates
    int crater = -1;           // index of the Volcano's space, -1 for none
    std::vector<int> channels; // lava-channel directions from the crater
    std::vector<GeyserDef> geysers;
    std::vector<SideDef> coast; // outline sides that face the sea; all others are straight

    bool hasVolcano() const { return crater >= 0; }
    // Every side of the outline, in a fixed order (space, then direction).
    std::vector<SideDef> outline() const;
    bool isCoast(SideDef side) const;
};

// The 22 tiles, indexed by id - 1.
struct TileCatalogue {
    std::vector<TileDef> tiles;
    const TileDef& tile(int id) const { return tiles.at(static_cast<std::size_t>(id - 1)); }
};

} // namespace rano::volcanic
