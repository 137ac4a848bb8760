#pragma once

#include <string>

#include "cards/state.h"

namespace rano::cards {

// What must hold in every position of every game (the soak test checks it after each
// choice): the 50 Rapa Nui cards and the start cards are all somewhere, exactly once; the 100
// Sacrifice cards too; hands never exceed 3 cards, columns 4; wood never goes below 0; the
// deck is empty exactly when the game is over; the one who decides has something to decide.
// Returns "" when all hold, else the first broken one in words.
std::string checkInvariants(const State& s);

// Start cards of each Kind among `players` seats (colour k lacks Hunter & Gatherer type k).
int startCards(int players, Kind kind);

} // namespace rano::cards
