#pragma once

#include <string>

#include "rapanui/state.h"

namespace rano::rapanui {

// Player colours in seat order, and their Animal Totems: how the log names players.
const char* colourName(int seat);
const char* totemName(int seat);
const char* tileName(int tile);       // "Take Three More"
const char* improvementName(int imp); // "Fervent"
const char* offeringName(int type);   // "Chicken"
const char* resourceName(int r);      // "Reeds"
const char* sizeName(int size);       // "large"

// What the choice does, in the rulebook's words, for whoever decides it: "Place a Villager
// on space 12 (3,4) as a Transporter", "Transport your large Moai to the Ahu on space 7 (5,0),
// earning Blue 1 Wood".
std::string describe(const State& s, const Choice& c);

} // namespace rano::rapanui
