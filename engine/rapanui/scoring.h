#pragma once

#include <string>
#include <utility>
#include <vector>

#include "rapanui/state.h"

namespace rano::rapanui {

// A player's score, part by part; the parts always add up to total().
struct ScoreBreakdown {
    int offerings = 0; // Offering and Outstanding Offering tiles
    int resources = 0; // 1 per resource left
    int tablet = 0;    // 3 for an unused Rongorongo Tablet
    int favor = 0;     // 3 for the Gain Favor tile

    int total() const { return offerings + resources + tablet + favor; }
    // (name, value) pairs in a fixed order, for JSON and the end screen.
    std::vector<std::pair<std::string, int>> parts() const;
};

// The final score's rule applied to the position as it stands (the game over or not).
ScoreBreakdown score(const State& s, int player);
// Seats with the most points; ties share the victory. Empty until the game is over.
std::vector<int> winners(const State& s);

} // namespace rano::rapanui
