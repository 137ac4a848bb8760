#pragma once

#include <memory>

#include "core/game.h"
#include "rapanui/kit.h"

namespace rano::rapanui {

using Move = RecordedMove<Choice>;

// A game in progress with its history (core/game.h), owning the Board its states point to.
using Game = GameOnBoard<Kit>;

// The shipped board of the side `players` play on; nullptr with `error` if it does not read.
std::shared_ptr<const Board> shippedBoardFor(int players, std::string& error);

} // namespace rano::rapanui
