#pragma once

// The AI of Rapa Nui, the card game: its levels, their choice and the review of a decision
// (ai/choose.h), under the names the models use, with the search adapter: all in the kit.
#include "cards/kit.h"
