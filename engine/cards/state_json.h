#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "cards/state.h"

namespace rano::cards {

inline constexpr int kStateFormatVersion = 1;

// The full state as JSON, hidden parts included (it is the save format; schema:
// docs/cards-rules.md, "State file").
nlohmann::json stateToJson(const State& s);

// Reads a state. Returns false with `error` naming the field at fault when the JSON is
// malformed or describes an impossible position (cards that do not add up, a decider who
// cannot decide...). `out` is untouched then. Never throws.
bool stateFromJson(const nlohmann::json& j, State& out, std::string& error);

// The position as `viewer` may see it (-1: a spectator): the deck as counts by kind, other
// players' face-down cards without their types, and their Sacrifice cards as others can count
// them (held plus face down). Equal for two states exactly when the viewer cannot tell them
// apart.
nlohmann::json viewToJson(const State& s, int viewer);

// A state that a view (viewToJson's) could have come from, for a client that has only the view
// (an online table): what the view shows is as it shows it, and what it hides (the deck's
// order, the other players' face-down types and held Sacrifice cards) is dealt by `seed`, the
// way the AI re-deals it. Never shown to the viewer; false with `error` for a bad view.
bool stateFromView(const nlohmann::json& view, std::uint64_t seed, State& out, std::string& error);

} // namespace rano::cards
