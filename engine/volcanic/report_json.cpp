#include "volcanic/report_json.h"

#include <cstdio>
#include <type_traits>

#include "core/enum_words.h"
#include "core/json_read.h"
#include "volcanic/describe.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

constexpr EnumWords<EventKind::GameOver> kEventNames = {
    "settler-moved",    "settler-landed", "village-built",   "settler-created", "moai-sculpted",
    "moai-raised",      "prayer-taken",   "fissure-placed",  "die-rolled",      "double-eruption",
    "volcano-erupts",   "lava-flows",     "piece-destroyed", "piece-saved",     "area-sinks",
    "settlers-rescued", "settlers-lost",  "pieces-sunk",     "final-round",     "turn-ended",
    "game-over",
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

std::optional<Event> eventFromJson(const Board& b, const nlohmann::json& j) {
    if (!j.is_object() || !j.contains("kind") || !j["kind"].is_string()) return std::nullopt;
    const std::string kind = j["kind"].get<std::string>();
    Event e;
    bool known = false;
    for (std::size_t k = 0; k <= std::size_t(EventKind::GameOver) && !known; ++k)
        if (kind == kEventNames[EventKind(k)]) {
            e.kind = EventKind(k);
            known = true;
        }
    // "other" is a count for these two, a space for the rest.
    const bool otherCounts = e.kind == EventKind::DoubleEruption || e.kind == EventKind::PiecesSunk;
    const auto read = [&](const char* key, int lo, int hi, auto& out) {
        if (!j.contains(key)) return true;
        if (!jsonread::inRange(j[key], lo, hi)) return false;
        out = std::remove_reference_t<decltype(out)>(j[key].get<int>());
        return true;
    };
    if (!known || !read("player", 0, kMaxPlayers - 1, e.player) ||
        !read("space", 0, b.spaceCount() - 1, e.space) ||
        !read("other", 0, otherCounts ? 127 : b.spaceCount() - 1, e.other) ||
        !read("value", -32768, 32767, e.value))
        return std::nullopt;
    return e;
}

} // namespace rano::volcanic
