#pragma once

#include <utility>

// The position a review shows: the one it has stepped to in the recorded game, none before a
// game is open. Position is the game's position model (its position() the one hook); the
// game's review position says how it shows a step.
template <class Position> class ReviewPosition : public Position {
public:
    using Shown = decltype(std::declval<const Position&>().position()); // const State*

    using Position::Position;
    Shown position() const override { return shown_; }

protected:
    Shown shown_ = nullptr;
};
