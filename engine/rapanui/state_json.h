#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "rapanui/state.h"

namespace rano::rapanui {

inline constexpr int kStateFormatVersion = 2;

// The full state as JSON (the save format; nothing is hidden after setup). The board is not
// inside: the file names its side, and the reader is given the board to play on.
nlohmann::json stateToJson(const State& s);

// Reads a state for `board`. Returns false with `error` naming the field at fault when the
// JSON is malformed or describes an impossible position (pieces that do not add up, a
// decider who cannot decide...). `out` is untouched then. Never throws.
bool stateFromJson(const nlohmann::json& j, const Board& board, State& out, std::string& error);

} // namespace rano::rapanui
