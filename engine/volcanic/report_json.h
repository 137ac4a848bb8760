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
// [{"player", "total", "breakdown": {...}}, ...]: parts that add up to each total.
nlohmann::json scoresToJson(const State& s);
// Seats that win, empty until the game is over.
nlohmann::json winnersToJson(const State& s);
using rano::hashText;

} // namespace rano::volcanic
