#pragma once

#include <string>

#include "volcanic/state.h"

namespace rano::volcanic {

// What must hold after every choice of every game (the soak test checks it): supplies and
// pieces add up, pieces stand only on land, no Settler crossed a Fissure, VP never go down,
// the land is in one linked part whenever no sinking is under way, the round cap holds.
// Returns "" when all hold, else the first broken one in words.
std::string checkInvariants(const State& before, const Choice& choice, const State& after);

// What holds of any one position, loaded ones included: supplies and pieces add up (26
// Fissures, 12 Prayer tokens, each seat's Settlers, Villages and Moai), pieces stand only on
// land, one linked part when no sinking is under way, the round cap and the AP.
std::string checkPosition(const State& s);

// The number of linked parts the surviving Areas form (1 on a whole continent).
int linkedParts(const State& s);

} // namespace rano::volcanic
