#pragma once

#include <string>

#include "rapanui/state.h"

namespace rano::rapanui {

// What must hold in every position of every game (the playout test checks it after each
// choice): the Moai, Pukao, Ahu tiles and Offering tiles are all somewhere, exactly once;
// resources stay within 0-10; one Moai at most per Ahu, a Pukao only on a Moai; at most 3
// Improvements; every figurine is in exactly one place; Transporters of one owner per space;
// the one who decides has something to decide. "" when all hold, else the first broken one.
std::string checkInvariants(const State& s);

} // namespace rano::rapanui
