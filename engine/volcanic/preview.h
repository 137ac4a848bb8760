#pragma once

#include <cstdint>

#include "volcanic/state.h"

namespace rano::volcanic {

// What raising a Moai would do, shown to the player before they choose it: the points it
// scores, the Fissure it lays and the part that would sink. It reads no chance: the die is not
// rolled, and when parts tie for sinking it names them all instead of drawing the token.
struct RaisePreview {
    int points = 0;
    FissureOutcome fissure = FissureOutcome::Sea;
    int border = kNone;       // the border the geyser faces, kNone on a coast
    std::uint32_t sinks = 0;  // Areas that would sink; with a tie, those of every tied part
    bool drawDecides = false; // parts tie: a drawn Volcano token decides which one sinks
    int volcanoesSunk = 0;    // Volcanoes on the part that sinks
    int volcanoesLeft = 0;    // on the board afterwards
    // No raise could lay a Fissure after this one (decision 25), whichever part sinks.
    bool noFissureAfter = false;
    bool lastRound = false; // this round would be the game's last
    friend bool operator==(const RaisePreview&, const RaisePreview&) = default;
};

// `raise` must be a legal Raise of the player on turn.
RaisePreview previewRaise(const State& s, const Choice& raise);

} // namespace rano::volcanic
