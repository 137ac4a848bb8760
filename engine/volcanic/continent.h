#pragma once

#include <string>
#include <vector>

#include "volcanic/hex.h"

namespace rano::volcanic {

// Where one Area tile lies: its local origin at `position`, turned `rotation` sixths
// counter-clockwise.
struct Placement {
    int tile = 0; // 1-22
    Hex position;
    int rotation = 0; // 0-5
    friend bool operator==(const Placement&, const Placement&) = default;
};

// A landfall bay: a sea hex beside the coast where Boats start.
struct Bay {
    Hex sea;
    friend bool operator==(const Bay&, const Bay&) = default;
};

// A continent as a file or the editor holds it: tiles, bays, name and author.
struct Continent {
    std::string name;
    std::string author;
    std::vector<Placement> tiles;
    std::vector<Bay> bays;
    friend bool operator==(const Continent&, const Continent&) = default;
};

} // namespace rano::volcanic
