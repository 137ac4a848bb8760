#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/replay_record.h"
#include "volcanic/event.h"
#include "volcanic/state.h"

namespace rano::volcanic {

// "settler-moved", "moai-raised", ...: the stable name of an event kind.
const char* eventName(EventKind kind);
// {"kind", "player", "space", "other", "value", "text"}; absent fields are left out.
nlohmann::json eventToJson(const Board& b, const Event& e);
// The event eventToJson wrote, for board `b` (its "text" ignored), or nothing when it names no
// event of that board (a kind unknown, a space off the board, a number out of range).
std::optional<Event> eventFromJson(const Board& b, const nlohmann::json& j);
using rano::hashText;

} // namespace rano::volcanic
