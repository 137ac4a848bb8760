#pragma once

#include <string>

#include "volcanic/state.h"

namespace rano::volcanic {

// Seat colours, in seat order: how the log names players.
const char* colourName(int seat);

// "Move a Settler from tile 3 to tile 4, carrying a Moai (1 AP)".
std::string describe(const State& s, const Choice& c);
// "lava destroys Red's Village on tile 12".
std::string describe(const Board& b, const Event& e);

} // namespace rano::volcanic
