#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "volcanic/choice.h"
#include "volcanic/continent.h"
#include "volcanic/hex.h"
#include "volcanic/tile.h"

namespace rano::volcanic {

inline constexpr int kMaxSpaces = 64;
inline constexpr int kMaxAreas = kTileCount;
inline constexpr int kMaxGeysersPerSpace = 2;
// Areas meet along a planar map of at most 22 tiles: at most 3 x 22 - 6 = 60 borders.
inline constexpr int kMaxBorders = 64;
inline constexpr std::int8_t kNone = -1;

// One land space as the rules see it, fixed for the whole game.
struct SpaceInfo {
    Hex hex;
    std::int8_t area = kNone; // index into Board::areas
    bool crater = false;
    std::array<std::int8_t, kDirections> next{kNone, kNone, kNone, kNone, kNone, kNone};
    // Border index (for Fissures) of each side that meets another Area; kNone otherwise.
    // Every side two Areas share has the same index.
    std::array<std::int16_t, kDirections> border{kNone, kNone, kNone, kNone, kNone, kNone};
    std::int8_t geyserCount = 0;
    std::array<std::int8_t, kMaxGeysersPerSpace> geyserSide{kNone, kNone};
    // Derived by Board::build for the rules' hot paths: the sides a Settler may ever step
    // across (onto land that is no crater), in direction order, with the space each leads to
    // and its border as a bit (0 inside the Area), to test against State::fissure. Only
    // sinkings and Fissures close them in play.
    std::int8_t walkCount = 0;
    std::array<std::int8_t, kDirections> walkTo{};
    std::array<std::uint64_t, kDirections> walkBorderBit{};
    // The same as bit sets: the spaces those sides lead to, and their borders. While no Fissure
    // lies on one and none of those spaces has sunk, every side is open: a Settler's moves
    // need no test (most turns of most games).
    std::uint64_t walkSpaces = 0;
    std::uint64_t walkBorders = 0;
    // A Settler's step across each of those sides, as a choice: copied as they are while every
    // side is open.
    std::array<Choice, kDirections> walkMoves{};
};

struct AreaInfo {
    int tile = 0;            // 1-22
    std::vector<int> spaces; // board space indices
    int crater = -1;         // board space of its Volcano, -1 for none
    int volcano = 0;         // Volcano number (= tile id 1-8), 0 for none
    // Each lava channel: the straight line of land spaces from the crater outwards, up to
    // the sea or another crater (sunk spaces are cut off during play).
    std::vector<std::vector<int>> channels;
    std::vector<int> channelDirections;
    std::uint64_t spaceBits = 0;   // its spaces, a bit each (derived by Board::build)
    std::uint64_t landBits = 0;    // the same but its crater: where a Settler may stand
    std::uint64_t channelBits = 0; // the spaces of its channels, a bit each
};

// The border between two Areas, where a Fissure can lie: every hex side the two Area tiles
// share. `a` and `b` are the spaces of its first side, which names it in files.
struct Border {
    std::int8_t a = kNone;
    std::int8_t b = kNone;
    std::int8_t direction = 0; // from a to b
    std::int8_t sides = 0;     // hex sides along it
};

struct BayInfo {
    Hex sea;
    std::vector<int> landing; // land spaces next to the bay
};

// The continent compiled for play: spaces, neighbours, Areas, borders, channels, bays.
// Immutable and shared by every state of a game (states keep a pointer to it).
class Board {
public:
    // Builds the board, or returns an error naming the tile at fault in `error`.
    static bool build(const TileCatalogue& catalogue, const Continent& continent, Board& out,
                      std::string& error);

    int spaceCount() const { return int(spaces.size()); }
    int areaCount() const { return int(areas.size()); }
    int spaceAt(Hex h) const; // -1 when sea
    // "tile 12" or "tile 12 (space 2)", for descriptions.
    std::string spaceName(int space) const;
    // The Area a space belongs to.
    const AreaInfo& areaOf(int space) const {
        return areas[std::size_t(spaces[std::size_t(space)].area)];
    }
    // The space's number within its tile (1-3), as texts name it; 0 on a one-space tile.
    int spaceInTile(int space) const;

    std::vector<SpaceInfo> spaces;
    std::vector<AreaInfo> areas;
    std::vector<Border> borders;
    std::vector<BayInfo> bays;
    std::vector<int> volcanoArea;   // index by Volcano number 1-8; -1 when absent
    std::uint64_t geyserSpaces = 0; // the spaces with a geyser, a bit each
    Continent continent;
};

// The borders (indices into Board::borders) that no geyser faces from either side: no raise
// can ever crack them, so the land they hold together cannot be cut there. A border along a
// crater holds nothing together and is never listed.
std::vector<int> bordersWithoutGeyser(const Board& board);

} // namespace rano::volcanic
