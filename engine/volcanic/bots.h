#pragma once

#include <array>
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

// How far, in Settler steps, each space lies from the nearest lava and the nearest free
// geyser whose raise would lay a Fissure (any free geyser when none would; State::stepsFrom),
// and where the next eruption would strike: shared by every player's greedyValue of one
// position.
struct Reach {
    std::array<std::uint8_t, kMaxSpaces> toLava{};
    std::array<std::uint8_t, kMaxSpaces> toGeyser{};
    std::uint64_t threatened = 0; // a bit per space some channel's lava would strike
};
Reach reachOf(const State& s);

// The greedy heuristic: the score the player would have if the game ended now, plus small
// incentives, falling with each Settler step, for the player's Settler nearest to lava, for
// the Settler nearest to each of its lying Moai and for lying Moai near a free geyser (less than
// the raise they promise), minus what the next eruption threatens, weighed
// by `caution` (1: in full; 0: the threat is overlooked, as a beginner would).
double greedyValue(const State& s, int player, double caution = 1);
double greedyValue(const State& s, int player, double caution, const Reach& reach);

// The greedy bot's judgement of choice `c` for the player who decides: the heuristic value of
// the position it leaves, on a copy whose chance is re-seeded from `rng` (never the game's
// die or token draws), less a little for each action point a pass wastes and less half a VP
// for a raise that lays no Fissure (State::raiseCracks).
double greedyChoiceValue(const State& s, const Choice& c, double caution, Rng& rng);

} // namespace rano::volcanic
