#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cards/state.h"

namespace rano::cards {

// One choice as a game records it.
struct Move {
    Choice choice;
    int player = 0;      // who decided
    std::int64_t ms = 0; // thinking time
};

// A game in progress with its history: keeps the state after every choice (so undo and jumps
// cost nothing), and replays a record exactly from its seed.
class Game {
public:
    Game(const Options& options, std::uint64_t seed);

    const Options& options() const { return options_; }
    std::uint64_t seed() const { return seed_; }
    const State& state() const { return states_.back(); }
    // The state after `n` choices (0 = the start).
    const State& stateAt(std::size_t n) const { return states_.at(n); }
    const std::vector<Move>& moves() const { return moves_; }

    // Applies a choice for whoever decides now; an empty string, or why it is refused.
    std::string play(const Choice& c, std::int64_t ms = 0);
    bool undo();
    // Replaces the current position (a loaded state): history restarts from it.
    void reset(const State& s);

private:
    Options options_;
    std::uint64_t seed_;
    std::vector<State> states_;
    std::vector<Move> moves_;
};

} // namespace rano::cards
