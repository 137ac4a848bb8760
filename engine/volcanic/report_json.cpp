#include "volcanic/report_json.h"

#include <cstdio>
#include <iterator>

#include "volcanic/describe.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

constexpr const char* kEventNames[] = {
    "settler-moved", "settler-landed",  "village-built",  "settler-created", "moai-sculpted",
    "moai-raised",   "prayer-taken",    "fissure-placed", "die-rolled",      "volcano-erupts",
    "lava-flows",    "piece-destroyed", "piece-saved",    "area-sinks",      "settlers-rescued",
    "settlers-lost", "final-round",     "turn-ended",     "game-over",
};
static_assert(std::size(kEventNames) == std::size_t(EventKind::GameOver) + 1);

const char* eventName(EventKind kind) {
    return kEventNames[std::size_t(kind)];
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
