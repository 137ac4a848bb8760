#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/game_kit.h"

namespace rano {

// One choice as a game records it.
template <class Choice> struct RecordedMove {
    Choice choice;
    int player = 0;        // who decided
    std::int64_t ms = 0;   // thinking time
    bool revealed = false; // it drew chance or turned up hidden information (Kit::revealed)
};

// A game in progress with its history, for any kit: holds what its states share (the
// Context: a board, for a game whose states point to one), keeps the state after every choice (so
// undo and jumps cost nothing), and replays a record exactly from its seed.
template <GameKit Kit> class GameOf {
public:
    using State = typename Kit::State;
    using Choice = typename Kit::Choice;
    using Options = typename Kit::Options;
    using Context = typename Kit::Context;
    using Events = typename Kit::Events;
    using Move = RecordedMove<Choice>;

    GameOf(Context context, const Options& options, std::uint64_t seed)
        : context_(std::move(context)), options_(options), seed_(seed) {
        states_.push_back(Kit::setup(context_, options_, seed_));
    }

    const Context& context() const { return context_; }
    const Options& options() const { return options_; }
    std::uint64_t seed() const { return seed_; }
    const State& state() const { return states_.back(); }
    // The state after `n` choices (0 = the start).
    const State& stateAt(std::size_t n) const { return states_.at(n); }
    const std::vector<Move>& moves() const { return moves_; }
    // What recorded choice `n` made happen (a log, a review, an animation): the record keeps
    // positions, not events, so the choice is played again on a copy of the position before it.
    Events eventsOf(std::size_t n) const {
        State before = states_.at(n);
        Events events;
        Kit::apply(before, moves_.at(n).choice, &events);
        return events;
    }

    // Applies a choice for whoever decides now; an empty string, or why it is refused.
    std::string play(const Choice& c, std::int64_t ms = 0, Events* events = nullptr) {
        State next = states_.back();
        const int who = Kit::decider(next);
        if (std::string why = Kit::apply(next, c, events); !why.empty()) return why;
        moves_.push_back({c, who, ms, Kit::revealed(states_.back(), next)});
        states_.push_back(next);
        return {};
    }
    // How many choices stay however far a player takes back: up to the last that drew chance
    // or turned up hidden information, which taking back would let them see again.
    std::size_t undoFloor() const {
        for (std::size_t n = moves_.size(); n > 0; --n)
            if (moves_[n - 1].revealed) return n;
        return 0;
    }
    bool canUndo() const { return moves_.size() > undoFloor(); }
    // Takes back the last choice, wherever it is (an analysis sees everything anyway).
    bool undo() {
        if (moves_.empty()) return false;
        moves_.pop_back();
        states_.pop_back();
        return true;
    }
    // Replaces the current position (a loaded state): history restarts from it.
    void reset(const State& s) {
        states_.assign(1, s);
        Kit::attach(states_.back(), context_);
        moves_.clear();
    }

    // A game as one seat saw it (an online game's record, docs/replay-format.md): its states
    // are stand-ins for what that seat's views showed, each choice followed by the position
    // the seat was shown, not one re-drawn here. -1: the game itself.
    int seenBy() const { return seenBy_; }
    void setSeenBy(int seat) { seenBy_ = seat; }
    // Appends a choice with the position it led to as given (`after`), not played here.
    void record(const Choice& c, int player, std::int64_t ms, const State& after) {
        moves_.push_back({c, player, ms, Kit::revealed(states_.back(), after)});
        states_.push_back(after);
        Kit::attach(states_.back(), context_);
    }

private:
    Context context_;
    Options options_;
    std::uint64_t seed_;
    int seenBy_ = -1;
    std::vector<State> states_;
    std::vector<Move> moves_;
};

// A game whose states point to a board it owns (its kit's Context is a shared_ptr to it).
template <GameKit Kit> class GameOnBoard : public GameOf<Kit> {
public:
    using GameOf<Kit>::GameOf;

    const auto& board() const { return *this->context(); }
    auto sharedBoard() const { return this->context(); }
};

} // namespace rano
