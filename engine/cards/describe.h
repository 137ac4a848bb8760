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

// Who a text is told to: a seat, a spectator (who sees no hidden card), or everyone once every
// card is turned up (a finished game).
inline constexpr int kSpectator = -1;
inline constexpr int kSeesAll = -2;

// What the choice does, as `viewer` may know it: "Buy a Grain Sacrifice card (3 wood)". A
// face-down Sacrifice names its type only to its owner (and once the game is over).
std::string describe(const State& s, const Choice& c, int viewer = kSpectator);

// What the card uncovered by a last draw paid everybody, from the positions before and after
// the choice: "Lumberjack scored: Red +2 wood, Blue +1 wood". Empty when `c` scored nothing (a
// draw that leaves the hand short, the refill that ends the game). Payouts that wait for a
// choice (a Moai's glory or wood, a substitute type) are told by those choices.
std::string describeScoring(const State& before, const Choice& c, const State& after);

} // namespace rano::cards
