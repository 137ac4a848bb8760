#include "volcanic/tile.h"

#include <algorithm>

namespace rano::volcanic {

std::vector<SideDef> TileDef::outline() const {
    std::vector<SideDef> sides;
    for (int s = 0; s < int(spaces.size()); ++s) {
        for (int d = 0; d < kDirections; ++d) {
            const Hex n = neighbour(spaces[std::size_t(s)], d);
            if (std::find(spaces.begin(), spaces.end(), n) == spaces.end()) sides.push_back({s, d});
        }
    }
    return sides;
}

bool TileDef::isCoast(SideDef side) const {
    return std::find(coast.begin(), coast.end(), side) != coast.end();
}

} // namespace rano::volcanic
