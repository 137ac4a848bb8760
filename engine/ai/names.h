#pragma once

// The AI's entry points (ai/choose.h) under the names a game's own namespace gives them, for
// the models and the tests that use it: each kit header says `using namespace ai::names;`. The
// advice and the review are of the game's Choice, which they take from what they are given:
// `const AiAdvice a = aiChoose(state, level, seed);`.

#include "ai/choose.h"
#include "ai/level.h"

namespace rano::ai::names {

using AiLevel = Level;
using AiProfile = Profile;
using ai::aiChoose, ai::aiLevelFromName, ai::aiLevelName, ai::reviewDecision;
template <class Choice> using AiAdvice = Advice<Choice>;
using ai::DecisionReview;

} // namespace rano::ai::names
