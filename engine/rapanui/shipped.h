#pragma once

#include <string>

#include "rapanui/board.h"

namespace rano::rapanui {

// The boards built into the library from resources/rapanui (Rano's own design).
bool shippedBoard(Side side, Board& out, std::string& error);

} // namespace rano::rapanui
