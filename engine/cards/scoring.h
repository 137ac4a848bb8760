#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "cards/state.h"

namespace rano::cards {

// A player's score, part by part; the parts always add up to total().
struct ScoreBreakdown {
    int glory = 0;                        // glory earned during play (Priests, Moai rewards)
    int moai = 0;                         // end: 4 per Moai in the display
    int wood = 0;                         // end: 1 per 5 wood
    std::array<int, kTypes> sacrifices{}; // end: held cards of each type times its value

    int total() const {
        int n = glory + moai + wood;
        for (int v : sacrifices)
            n += v;
        return n;
    }
    // (name, value) pairs in a fixed order, for JSON and the end screen.
    std::vector<std::pair<std::string, int>> parts() const;
};

// What one Sacrifice card of each type is worth: the distinct counts on the Stone (face-down
// cards included) ranked from most to least are worth 3, 2, 1, then 0; an empty Stone makes
// every card worth 0.
std::array<int, kTypes> sacrificeValues(const std::array<int, kTypes>& stone);
std::array<int, kTypes> sacrificeValues(const State& s);

// What a draw from `column` (by the active player, in the draw phase) leads to: the card it
// leaves on top (-1: the column empties and is refilled from the deck, unseen), and whether
// the card then on top is scored for everybody (the draw fills the hand; a refill that empties
// the deck ends the game first: `endsGame`). Each player's take from the scoring is
// State::payout.
struct DrawOutlook {
    int uncovered = -1;
    bool scored = false;
    bool endsGame = false;
};
DrawOutlook drawOutlook(const State& s, int column);

// Glory earned so far while the game runs; every category once it is over.
ScoreBreakdown score(const State& s, int player);
// Every category as if the game ended now. It reads the face-down cards on the Stone: show
// it only to someone who may see them, or use it on a determinized copy.
ScoreBreakdown projectedScore(const State& s, int player);
// Seats that win: most glory, then most Moai in the display, then most wood; ties share.
// Empty until the game is over.
std::vector<int> winners(const State& s);

} // namespace rano::cards
