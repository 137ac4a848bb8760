#pragma once

#include <string>

#include "cards/state.h"

namespace rano::cards {

// Seat colours, in seat order: how the log names players.
const char* colourName(int seat);
// "Lumberjack", "Hunters & Gatherers (Sweet Potato)", ...
std::string kindName(Kind k);
// "Fish", "Mulberry", "Sweet Potato", "Grain".
const char* typeName(int type);

// What the choice does, for whoever decides it: "Buy a Grain Sacrifice card (3 wood)".
// When `viewer` is another seat, a face-down Sacrifice keeps its type to itself.
std::string describe(const State& s, const Choice& c, int viewer = -1);

} // namespace rano::cards
