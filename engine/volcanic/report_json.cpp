#include "volcanic/report_json.h"

#include <cstdio>

#include "volcanic/describe.h"
#include "volcanic/scoring.h"

namespace rano::volcanic {

const char* eventName(EventKind kind) {
    switch (kind) {
    case EventKind::SettlerMoved:
        return "settler-moved";
    case EventKind::SettlerLanded:
        return "settler-landed";
    case EventKind::VillageBuilt:
        return "village-built";
    case EventKind::SettlerCreated:
        return "settler-created";
    case EventKind::MoaiSculpted:
        return "moai-sculpted";
    case EventKind::MoaiRaised:
        return "moai-raised";
    case EventKind::PrayerTaken:
        return "prayer-taken";
    case EventKind::FissurePlaced:
        return "fissure-placed";
    case EventKind::DieRolled:
        return "die-rolled";
    case EventKind::VolcanoErupts:
        return "volcano-erupts";
    case EventKind::LavaFlows:
        return "lava-flows";
    case EventKind::PieceDestroyed:
        return "piece-destroyed";
    case EventKind::PieceSaved:
        return "piece-saved";
    case EventKind::AreaSinks:
        return "area-sinks";
    case EventKind::SettlersRescued:
        return "settlers-rescued";
    case EventKind::SettlersLost:
        return "settlers-lost";
    case EventKind::FinalRound:
        return "final-round";
    case EventKind::TurnEnded:
        return "turn-ended";
    case EventKind::GameOver:
        return "game-over";
    }
    return "?";
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

nlohmann::json scoresToJson(const State& s) {
    nlohmann::json list = nlohmann::json::array();
    for (int p = 0; p < s.players; ++p) {
        const ScoreBreakdown r = score(s, p);
        nlohmann::json parts = nlohmann::json::object();
        for (const auto& [name, value] : r.parts())
            parts[name] = value;
        list.push_back({{"player", p}, {"total", r.total()}, {"breakdown", parts}});
    }
    return list;
}

nlohmann::json winnersToJson(const State& s) {
    nlohmann::json list = nlohmann::json::array();
    for (int w : winners(s))
        list.push_back(w);
    return list;
}

} // namespace rano::volcanic
