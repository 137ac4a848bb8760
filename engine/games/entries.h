#pragma once

// Each game's entry, defined in its own file (games/<game>_entry.cpp); registry.cpp lists them.

#include "games/registry.h"

namespace rano::games {

extern const GameEntry kVolcanicEntry;
extern const GameEntry kCardsEntry;
extern const GameEntry kRapaNuiEntry;

} // namespace rano::games
