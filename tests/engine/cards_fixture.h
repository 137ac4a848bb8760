#pragma once

// Staging positions of Rapa Nui, the card game for the rules tests. A staged position starts
// from a real set-up, so every card stays accounted for unless a test moves one on purpose.

#include "cards/state.h"

namespace cardsfixture {

using namespace rano::cards;

inline std::size_t u(int i) {
    return std::size_t(i);
}

inline int displayed(const State& s, int p, Kind k) {
    return s.player[u(p)].display[u(int(k))];
}

inline void setDisplay(State& s, int p, Kind k, int n) {
    s.player[u(p)].display[u(int(k))] = std::uint8_t(n);
}

inline void setHand(State& s, int p, std::initializer_list<Kind> cards) {
    s.player[u(p)].hand.fill(0);
    for (Kind k : cards)
        ++s.player[u(p)].hand[u(int(k))];
}

// A game of `players` with seat 0 to start and on turn, in the Play step.
inline State started(int players, std::uint64_t seed = 1) {
    State s = State::setup({players}, seed);
    s.first = 0;
    s.active = 0;
    s.decider = 0;
    s.phase = Phase::Play;
    for (int p = 0; p < players; ++p)
        s.player[u(p)].wood = std::int16_t(2 + p);
    return s;
}

// Puts the active player in the Draw step with one card to draw, from column 0 whose top is
// a Lumberjack lying on `uncovered`: drawing it uncovers `uncovered`, which is then scored.
inline void readyToUncover(State& s, Kind uncovered) {
    s.phase = Phase::Draw;
    s.decider = std::int8_t(s.active);
    auto& hand = s.player[u(s.active)].hand;
    hand.fill(0);
    hand[u(int(Kind::Priest))] = 2;
    s.column[0] = {uncovered, Kind::Lumberjack, Kind::Lumberjack, Kind::Lumberjack};
    s.height[0] = 2;
}

} // namespace cardsfixture
