#pragma once

#include <string>
#include <utility>
#include <vector>

#include "volcanic/state.h"

namespace rano::volcanic {

// A player's score, part by part; the parts always add up to total().
struct ScoreBreakdown {
    int villagesBuilt = 0;   // during play: +1 per Village built
    int moaiRaised = 0;      // during play: raise scoring
    int villagesOnBoard = 0; // end: +3 per Village
    int settlersOnBoard = 0; // end: +4 per Settler (not on a Boat)
    int prayerTokens = 0;    // end: +2 per unspent Prayer token
    int moaiOnBoard = 0;     // end: +2 per Moai, raised or lying
    int moaiGroups = 0;      // end: +2 x n per group of n >= 2 linked Moai

    int total() const {
        return villagesBuilt + moaiRaised + villagesOnBoard + settlersOnBoard + prayerTokens +
               moaiOnBoard + moaiGroups;
    }
    // (name, value) pairs in a fixed order, for JSON and the end screen.
    std::vector<std::pair<std::string, int>> parts() const;
};

// In-game VP only while the game runs; the end-game categories once it is over.
ScoreBreakdown score(const State& s, int player);
// The end-game categories as if the game ended now (for the AI and the score track).
ScoreBreakdown projectedScore(const State& s, int player);
// The sum of 2 x n over the player's groups of n >= 2 Moai on the same or adjacent spaces.
int moaiGroupBonus(const State& s, int player);
// Seats that win: most VP, then most Settlers, Villages, Moai on the board; ties share.
// Empty until the game is over.
std::vector<int> winners(const State& s);

} // namespace rano::volcanic
