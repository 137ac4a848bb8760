#pragma once

// The AI of Volcanic Isle: its levels, their choice and the review of a decision (ai/choose.h),
// under the names the models use, with the search adapter: all in the game's kit.
#include "volcanic/kit.h"
