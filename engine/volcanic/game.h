#pragma once

#include <memory>

#include "core/game.h"
#include "volcanic/kit.h"

namespace rano::volcanic {

using Move = RecordedMove<Choice>;

// A game in progress with its history (core/game.h), owning the Board its states point to.
using Game = GameOnBoard<Kit>;

} // namespace rano::volcanic
