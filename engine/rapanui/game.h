#pragma once

#include <memory>

#include "core/game.h"
#include "rapanui/kit.h"

namespace rano::rapanui {

using Move = RecordedMove<Choice>;

// A game in progress with its history (core/game.h), owning the Board its states point to.
class Game : public GameOf<Kit> {
public:
    Game(std::shared_ptr<const Board> board, const Options& options, std::uint64_t seed)
        : GameOf<Kit>(std::move(board), options, seed) {}

    const Board& board() const { return *context(); }
    std::shared_ptr<const Board> sharedBoard() const { return context(); }
};

// The shipped board of the side `players` play on; nullptr with `error` if it does not read.
std::shared_ptr<const Board> shippedBoardFor(int players, std::string& error);

} // namespace rano::rapanui
