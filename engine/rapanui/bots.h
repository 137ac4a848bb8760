#pragma once

#include <cstdint>

#include "core/bots.h"
#include "rapanui/state.h"

namespace rano::rapanui {

// A uniformly random legal choice. Deterministic for the generator's seed.
Choice randomBotChoice(const State& s, Rng& rng);

// One-step lookahead: tries every legal choice on a copy and keeps the one with the best
// greedyValue for the player deciding. Nothing is hidden after setup, so the copy is the true
// position. Ties go to the bot's generator.
Choice greedyBotChoice(const State& s, Rng& rng);

// The greedy heuristic: the score `player` would have if the game ended now, plus what leads
// to more: the resources of an erection under way, the Moai sculpted and those the Quarry's
// Sculptors will give (larger ones worth more), kept in the share a chain of Transporters
// from the Crater to an Ahu the player stands on allows (Moai not erected go back at the
// round's end), a small cost per missing link, Ahu tiles and Improvements.
double greedyValue(const State& s, int player);

// greedyValue, the points `player` holds (the score and the lasting holdings), and how many
// Moai the same reading expects them to erect this round.
struct GreedyView {
    double value;
    double held;
    double erecting;
};
GreedyView greedyView(const State& s, int player);

// The part of greedyValue that lasts to the game's end: 0.6 per Ahu tile and 0.5 per
// Improvement held (greedyValue adds it; the score of a finished game does not).
double holdingsValue(const State& s, int player);

// Uniformly random choices to the end (core/bots.h); the number of decisions taken.
inline std::int64_t randomPlayout(State& s, Rng& chooser) {
    return randomPlayoutOf<ChoiceList>(s, chooser);
}

} // namespace rano::rapanui
