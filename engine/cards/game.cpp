#include "cards/game.h"

namespace rano::cards {

Game::Game(const Options& options, std::uint64_t seed) : options_(options), seed_(seed) {
    states_.push_back(State::setup(options_, seed_));
}

std::string Game::play(const Choice& c, std::int64_t ms) {
    State next = states_.back();
    const int who = next.whoDecides();
    if (std::string why = next.apply(c); !why.empty()) return why;
    states_.push_back(next);
    moves_.push_back({c, who, ms});
    return {};
}

bool Game::undo() {
    if (moves_.empty()) return false;
    moves_.pop_back();
    states_.pop_back();
    return true;
}

void Game::reset(const State& s) {
    states_.assign(1, s);
    moves_.clear();
}

} // namespace rano::cards
