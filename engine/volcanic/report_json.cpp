#include "volcanic/report_json.h"

#include <cstdio>

#include "core/enum_words.h"
#include "volcanic/describe.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

constexpr EnumWords<EventKind::GameOver> kEventNames = {
    "settler-moved",   "settler-landed",   "village-built",  "settler-created", "moai-sculpted",
    "moai-raised",     "prayer-taken",     "fissure-placed", "die-rolled",     
    "double-eruption", "volcano-erupts",   "lava-flows",     "piece-destroyed", "piece-saved",
    "area-sinks",      "settlers-rescued", "settlers-lost",  "pieces-sunk",     "final-round",
    "turn-ended",      "game-over",
};

const char* eventName(EventKind kind) {
    return kEventNames[kind];
}

nlohmann::json eventToJson(const Board& b, const Event& e) {
    nlohmann::json j = {{"kind", eventName(e.kind)}};
    if (e.player >= 0) j["player"] = e.player;
    if (e.space >= 0) j["space"] = e.space;
    if (e.other >= 0) j["other"] = e.other;
    j["value"] = e.value;
    j["text"] = describe(b, e);
    return j;
}

} // namespace rano::volcanic
