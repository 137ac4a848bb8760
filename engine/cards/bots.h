#pragma once

#include <cstdint>

#include "cards/state.h"
#include "core/bots.h"

namespace rano::cards {

// A uniformly random legal choice. Deterministic for the generator's seed.
Choice randomBotChoice(const State& s, Rng& rng);

// One-ply greedy: tries every legal choice on a copy re-dealt from the deciding player's
// point of view (it never sees the deck's order or others' face-down cards), and keeps the
// one with the best heuristic value for that player. Ties go to the bot's generator.
Choice greedyBotChoice(const State& s, Rng& rng);

// The greedy heuristic: the score the player would have if the game ended now (wood counted
// in fifths, Sacrifice cards at 1 each while the Stone is empty), plus small incentives for
// what keeps paying: Lumberjacks, Priests, Hunters & Gatherers, Moai in hand.
double greedyValue(const State& s, int player);

// Uniformly random choices to the end (core/bots.h); the number of decisions taken.
inline std::int64_t randomPlayout(State& s, Rng& chooser) {
    return randomPlayoutOf<ChoiceList>(s, chooser);
}

} // namespace rano::cards
