#include "protocol_cards.h"

#include "cards/ai.h"
#include "cards/describe.h"
#include "cards/replay.h"
#include "cards/scoring.h"
#include "cards/state_json.h"
#include "protocol.h"

using nlohmann::json;
using namespace rano::cards;

namespace cardsprotocol {

json legal(const Game& game) {
    const State& s = game.state();
    ChoiceList list;
    s.legalChoices(list);
    json choices = json::array();
    for (const Choice& c : list)
        choices.push_back(toText(c));
    return {{"ok", true}, {"over", s.over()}, {"player", s.whoDecides()}, {"choices", choices}};
}

json apply(Game& game, const json& r) {
    if (!r.contains("choice") || !r["choice"].is_string())
        return protocolFailure("\"choice\" must be a choice's text form, e.g. \"buy fish\"");
    const std::string text = r["choice"].get<std::string>();
    const auto choice = parseChoice(text);
    if (!choice) return protocolFailure("\"" + text + "\" is not a choice");
    const State before = game.state();
    if (std::string why = game.play(*choice); !why.empty())
        return protocolFailure("illegal choice \"" + text + "\": " + why);
    // Told as a spectator would see it: a face-down sacrifice keeps its type.
    json answer = {{"ok", true},
                   {"player", before.whoDecides()},
                   {"text", std::string(colourName(before.whoDecides())) + ": " +
                                describe(before, *choice, -1)}};
    if (std::string paid = describeScoring(before, *choice, game.state()); !paid.empty())
        answer["scored"] = paid;
    return answer;
}

json state(const Game& game, const json& r) {
    const State& s = game.state();
    if (!r.contains("viewer"))
        return {{"ok", true}, {"state", stateToJson(s)}, {"hash", rano::hashText(s.hash())}};
    const json& viewer = r["viewer"];
    if (!viewer.is_number_integer() || viewer.get<long long>() < -1 ||
        viewer.get<long long>() >= s.players)
        return protocolFailure("\"viewer\" must be a seat (0-" + std::to_string(s.players - 1) +
                               ") or -1 for a spectator");
    return {{"ok", true}, {"view", viewToJson(s, viewer.get<int>())}};
}

json load(Game& game, const json& r) {
    if (!r.contains("state")) return protocolFailure("\"state\" is missing");
    State s;
    std::string error;
    if (!stateFromJson(r["state"], s, error)) return protocolFailure("invalid state: " + error);
    game.reset(s);
    return {{"ok", true}};
}

json scores(const Game& game) {
    const State& s = game.state();
    json list = json::array();
    for (int p = 0; p < s.players; ++p) {
        const ScoreBreakdown b = score(s, p);
        json parts = json::object();
        for (const auto& [name, value] : b.parts())
            parts[name] = value;
        list.push_back({{"player", p}, {"total", b.total()}, {"breakdown", parts}});
    }
    return {{"ok", true}, {"scores", list}, {"winners", resultToJson(s)["winners"]}};
}

json ai(const Game& game, const json& r, const ProtocolLimits& limits) {
    const State& s = game.state();
    if (s.over()) return protocolFailure("the game is over");
    AiRequest request;
    if (json refused = readAiRequest(r, game.moves().size(), limits, request); !refused.is_null())
        return refused;
    const auto level = aiLevelFromName(request.level);
    if (!level) return protocolFailure(unknownLevel(request.level));
    const AiAdvice advice = aiChoose(s, *level, request.seed, request.ms, request.iterations);
    return aiAnswer(advice, aiLevelName(*level));
}

} // namespace cardsprotocol
