#pragma once

#include <cstdint>

#include "core/rng.h"
#include "volcanic/state.h"

namespace rano::volcanic {

// A uniformly random legal choice. Deterministic for the generator's seed.
Choice randomBotChoice(const State& s, Rng& rng);

// One-ply greedy: tries every legal choice on a copy whose chance is re-seeded from the
// bot's own generator (it never sees the game's die or token draws), and keeps the one with
// the best heuristic value for the deciding player. Ties go to the bot's generator.
Choice greedyBotChoice(const State& s, Rng& rng);

// The greedy heuristic: the score the player would have if the game ended now, plus small
// incentives to approach lava and geysers, minus what the next eruption threatens, weighed by
// `caution` (1: in full; 0: the threat is overlooked, as a beginner would).
double greedyValue(const State& s, int player, double caution = 1);

} // namespace rano::volcanic
