#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "volcanic/state.h"

namespace rano::volcanic {

inline constexpr int kStateFormatVersion = kRulesRevision;

// The full state as JSON (schema: docs/state-format.md). Space numbers are board indices of
// the continent the state belongs to.
nlohmann::json stateToJson(const State& s);

// What seat `viewer` (-1: a spectator) may know (format "rano-volcanic-view", with "viewer"):
// the state without the generator's words, which fix every die roll, Volcano token and sinking
// draw to come. Everything else lies open on the table, so every seat's view is alike.
nlohmann::json viewToJson(const State& s, int viewer);

// Reads a state for `board`. Returns false with `error` naming the field at fault when the
// JSON is malformed or describes an impossible position (pieces or supplies that do not add
// up, pieces on a crater or at sea, a Village on lava...). `out` is untouched then.
bool stateFromJson(const nlohmann::json& j, const Board& board, State& out, std::string& error);

// A state a view (viewToJson's) could have come from, for a client that has only the view (an
// online table): the view as it is, with a stand-in generator drawn from `seed` (the AI's own
// guess at chance); false with `error` for a bad view.
bool stateFromView(const nlohmann::json& view, const Board& board, std::uint64_t seed, State& out,
                   std::string& error);

} // namespace rano::volcanic
