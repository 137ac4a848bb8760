#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/replay_record.h"
#include "volcanic/event.h"
#include "volcanic/state.h"

namespace rano::volcanic {

// "settler-moved", "moai-raised", ...: the stable name of an event kind.
const char* eventName(EventKind kind);
// {"kind", "player", "space", "other", "value", "text"}; absent fields are left out.
nlohmann::json eventToJson(const Board& b, const Event& e);
using rano::hashText;

} // namespace rano::volcanic
