#pragma once

#include "gamefile.h"
#include "rapanuireviewkit.h"

// A saved game or replay of Rapa Nui, the board game read from disk.
using RapaNuiGameFile = GameFile<RapaNuiReviewKit>;
