#pragma once

#include <string>
#include <vector>

#include "volcanic/continent.h"
#include "volcanic/tile.h"

namespace rano::volcanic {

// One broken rule, in words, with what the editor should highlight.
struct Problem {
    std::string message;     // "Tile 4 touches only one other inner Volcano tile (tile 2)"
    std::vector<int> tiles;  // tiles involved
    std::vector<Hex> places; // board hexes involved (a space, a hole, a bay)
    friend bool operator==(const Problem&, const Problem&) = default;
};

// A straight side of a placed tile that faces the sea.
struct OpenSide {
    int tile = 0;
    Hex space;
    int direction = 0;
    friend bool operator==(const OpenSide&, const OpenSide&) = default;
};

// Every advanced-setup rule (docs/rules.md, docs/continent-format.md) checked on a whole
// continent; empty when it is valid.
std::vector<Problem> validateContinent(const TileCatalogue& catalogue, const Continent& continent);

// The straight sides left facing the sea, in placement order.
std::vector<OpenSide> openStraightSides(const TileCatalogue& catalogue, const Continent& continent);

} // namespace rano::volcanic
