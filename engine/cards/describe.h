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

// What the card uncovered by a last draw paid everybody, from the positions before and after
// the choice: "Lumberjack scored: Red +2 wood, Blue +1 wood". Empty when `c` scored nothing (a
// draw that leaves the hand short, the refill that ends the game). Payouts that wait for a
// choice (a Moai's glory or wood, a substitute type) are told by those choices.
std::string describeScoring(const State& before, const Choice& c, const State& after);

} // namespace rano::cards
