#include "volcanic/game.h"

namespace rano::volcanic {

Game::Game(std::shared_ptr<const Board> board, const Options& options, std::uint64_t seed)
    : board_(std::move(board)), options_(options), seed_(seed) {
    states_.push_back(State::setup(*board_, options_, seed_));
}

std::string Game::play(const Choice& c, std::int64_t ms, EventList* events) {
    State next = states_.back();
    const int who = next.whoDecides();
    if (std::string why = next.apply(c, events); !why.empty()) return why;
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
    states_.back().board = board_.get();
    moves_.clear();
}

} // namespace rano::volcanic
