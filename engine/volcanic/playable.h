#pragma once

#include <memory>
#include <string>

#include "volcanic/board.h"
#include "volcanic/continent.h"
#include "volcanic/tile.h"

namespace rano::volcanic {

// The board a game is played on, for a continent that passes every whole-continent rule;
// nullptr otherwise, with `error` giving the first broken rule in words and how many more
// there are. Every way into a game (a file, the protocol, the app) goes through here.
std::shared_ptr<const Board> playableBoard(const TileCatalogue& catalogue,
                                           const Continent& continent, std::string& error);

} // namespace rano::volcanic
