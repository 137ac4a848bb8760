#pragma once

// The AI's entry points (ai/choose.h) under the names a game's own namespace gives them, for
// the models and the tests that use it: each kit header says `using namespace ai::names;`. The
// advice and the review name the game's Choice, so each kit names those two itself.

#include "ai/choose.h"
#include "ai/level.h"

namespace rano::ai::names {

using AiLevel = Level;
using AiProfile = Profile;
using ai::aiChoose, ai::aiLevelFromName, ai::aiLevelName, ai::reviewDecision;

} // namespace rano::ai::names
