#pragma once

#include "cards/kit.h"
#include "core/game.h"

namespace rano::cards {

using Move = RecordedMove<Choice>;

// A game in progress with its history (core/game.h).
class Game : public GameOf<Kit> {
public:
    Game(const Options& options, std::uint64_t seed) : GameOf<Kit>({}, options, seed) {}
};

} // namespace rano::cards
