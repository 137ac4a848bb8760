#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "rapanui/state.h"

namespace rano::rapanui {

// 3 (rules 3): each Ahu holds its Moai and styled Moai by size. Version 2 files, one Moai
// per Ahu, are read too: each of their positions is one of rules 3.
inline constexpr int kStateFormatVersion = 3;

// The full state as JSON (the save format; nothing is hidden after setup). The board is not
// inside: the file names its side, and the reader is given the board to play on.
nlohmann::json stateToJson(const State& s);

// What seat `viewer` (-1: a spectator) may know: the whole state (format "rano-rapa-nui-view",
// with "viewer"). After setup nothing is hidden (docs/rapanui-rules.md, decision 18): the Ahu
// tiles are turned face up, those in the box are the rest of a known set, the Offering tiles
// come from sorted public stacks, and no generator is kept.
nlohmann::json viewToJson(const State& s, int viewer);

// Reads a state for `board`. Returns false with `error` naming the field at fault when the
// JSON is malformed or describes an impossible position (pieces that do not add up, a
// decider who cannot decide...). `out` is untouched then. Never throws.
bool stateFromJson(const nlohmann::json& j, const Board& board, State& out, std::string& error);

// The state a view (viewToJson's) shows, for a client that has only the view (an online
// table): nothing is hidden, so it is the state itself; false with `error` for a bad view.
bool stateFromView(const nlohmann::json& view, const Board& board, State& out, std::string& error);

} // namespace rano::rapanui
