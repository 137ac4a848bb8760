#include "protocol.h"

#include "continents.h"
#include "protocol_cards.h"
#include "volcanic/ai.h"
#include "volcanic/report_json.h"
#include "volcanic/state_json.h"

using nlohmann::json;
using namespace rano::volcanic;

namespace {
json fail(const std::string& error) {
    return protocolFailure(error);
}
} // namespace

json protocolFailure(const std::string& error) {
    return {{"ok", false}, {"error", error}};
}

std::string unknownLevel(const std::string& name) {
    return "unknown AI level \"" + name + "\" (known: random, greedy, easy, medium, hard, expert)";
}

json readAiRequest(const json& r, std::size_t choicesPlayed, const ProtocolLimits& limits,
                   AiRequest& out) {
    out.level = r.value("level", std::string("greedy"));
    const json& seed = r.contains("seed") ? r["seed"] : json(choicesPlayed);
    const json& ms = r.contains("ms") ? r["ms"] : json(0);
    const json& iterations = r.contains("iterations") ? r["iterations"] : json(0);
    if (!seed.is_number_integer() || !ms.is_number_integer() || ms.get<long long>() < 0 ||
        ms.get<long long>() > 600000 || !iterations.is_number_integer() ||
        iterations.get<long long>() < 0)
        return fail("\"seed\", \"ms\" (0-600000) and \"iterations\" must be non-negative integers");
    out.seed = seed.get<std::uint64_t>();
    out.ms = ms.get<int>();
    out.iterations = iterations.get<std::int64_t>();
    if (limits.maxAiIterations > 0)
        out.iterations = out.iterations == 0 ? limits.maxAiIterations
                                             : std::min(out.iterations, limits.maxAiIterations);
    return nullptr;
}

json ProtocolSession::handle(const std::string& line) {
    json request;
    try {
        request = json::parse(line);
    } catch (const json::parse_error& e) {
        return fail(std::string("malformed JSON: ") + e.what());
    }
    try {
        return dispatch(request);
    } catch (const std::exception& e) {
        return fail(std::string("bad request: ") + e.what());
    }
}

std::string ProtocolSession::reply(const std::string& line) {
    return handle(line).dump(-1, ' ', false, json::error_handler_t::replace);
}

json ProtocolSession::dispatch(const json& request) {
    if (!request.is_object()) return fail("a request is a JSON object with a \"cmd\"");
    const auto cmd = request.find("cmd");
    if (cmd == request.end() || !cmd->is_string()) return fail("missing \"cmd\"");
    const std::string name = cmd->get<std::string>();
    if (name == "quit") {
        quit_ = true;
        return {{"ok", true}};
    }
    if (name == "new") return cmdNew(request);
    static const char* const kKnown[] = {"legal", "apply", "state", "load", "scores", "ai", "undo"};
    if (std::find(std::begin(kKnown), std::end(kKnown), name) == std::end(kKnown))
        return fail("unknown command \"" + name +
                    "\" (known: new, legal, apply, state, load, scores, ai, undo, quit)");
    if (cards_) return dispatchCards(name, request);
    if (!game_) return fail("no game yet: send {\"cmd\":\"new\",...} first");
    if (name == "legal") return cmdLegal();
    if (name == "apply") return cmdApply(request);
    if (name == "state") return cmdState();
    if (name == "load") return cmdLoad(request);
    if (name == "scores") return cmdScores();
    if (name == "ai") return cmdAi(request);
    return cmdUndo();
}

json ProtocolSession::dispatchCards(const std::string& name, const json& request) {
    if (name == "legal") return cardsprotocol::legal(*cards_);
    if (name == "apply") return cardsprotocol::apply(*cards_, request);
    if (name == "state") return cardsprotocol::state(*cards_, request);
    if (name == "load") return cardsprotocol::load(*cards_, request);
    if (name == "scores") return cardsprotocol::scores(*cards_);
    if (name == "ai") return cardsprotocol::ai(*cards_, request, limits_);
    return cmdUndo();
}

json ProtocolSession::cmdNew(const json& r) {
    const json& gameName = r.contains("game") ? r["game"] : json("volcanic-isle");
    if (gameName != "volcanic-isle" && gameName != "rapa-nui-cards")
        return fail("unknown game " + gameName.dump() + " (known: volcanic-isle, rapa-nui-cards)");
    const json& players = r.contains("players") ? r["players"] : json(4);
    if (!players.is_number_integer() || players.get<int>() < 2 || players.get<int>() > 4)
        return fail("\"players\" must be 2, 3 or 4");
    const json& seed = r.contains("seed") ? r["seed"] : json(0);
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
        return fail("\"seed\" must be a non-negative integer");
    if (gameName == "rapa-nui-cards") {
        for (const char* key : {"continent", "options"})
            if (r.contains(key)) return fail(std::string("the card game takes no \"") + key + "\"");
        cards_ = std::make_unique<rano::cards::Game>(rano::cards::Options{players.get<int>()},
                                                     seed.get<std::uint64_t>());
        game_.reset();
        return {{"ok", true}};
    }
    Options options;
    options.players = players.get<int>();
    if (r.contains("options")) {
        const json& o = r["options"];
        if (!o.is_object()) return fail("\"options\" must be an object");
        if (o.contains("volcanoFaces")) {
            if (!o["volcanoFaces"].is_number_integer() || o["volcanoFaces"].get<int>() < 0 ||
                o["volcanoFaces"].get<int>() > kDieFaces)
                return fail("\"options.volcanoFaces\" must be 0 to 6");
            options.volcanoFaces = o["volcanoFaces"].get<int>();
        }
    }
    const json continent = r.contains("continent") ? r["continent"] : json("standard");
    if (!limits_.readFiles && continent.is_string() && continent != "standard" &&
        continent != "random")
        return fail("this session reads no continent files");
    std::string error;
    auto board = boardFor(continent, seed.get<std::uint64_t>(), error);
    if (!board) return fail(error);
    game_ = std::make_unique<Game>(board, options, seed.get<std::uint64_t>());
    cards_.reset();
    return {{"ok", true}};
}

json ProtocolSession::cmdLegal() {
    const State& s = game_->state();
    ChoiceList legal;
    s.legalChoices(legal);
    json choices = json::array();
    for (const Choice& c : legal)
        choices.push_back(toText(c));
    return {{"ok", true}, {"over", s.over()}, {"player", s.whoDecides()}, {"choices", choices}};
}

json ProtocolSession::cmdApply(const json& r) {
    if (!r.contains("choice") || !r["choice"].is_string())
        return fail("\"choice\" must be a choice's text form, e.g. \"move 3 4\"");
    const std::string text = r["choice"].get<std::string>();
    const auto choice = parseChoice(text);
    if (!choice) return fail("\"" + text + "\" is not a choice");
    EventList events;
    if (std::string why = game_->play(*choice, 0, &events); !why.empty())
        return fail("illegal choice \"" + text + "\": " + why);
    json list = json::array();
    for (const Event& e : events)
        list.push_back(eventToJson(game_->board(), e));
    return {{"ok", true}, {"events", list}};
}

json ProtocolSession::cmdState() {
    const State& s = game_->state();
    return {{"ok", true}, {"state", stateToJson(s)}, {"hash", hashText(s.hash())}};
}

json ProtocolSession::cmdLoad(const json& r) {
    if (!r.contains("state")) return fail("\"state\" is missing");
    State s;
    std::string error;
    if (!stateFromJson(r["state"], game_->board(), s, error))
        return fail("invalid state: " + error);
    game_->reset(s);
    return {{"ok", true}};
}

json ProtocolSession::cmdScores() {
    const State& s = game_->state();
    return {{"ok", true}, {"scores", scoresToJson(s)}, {"winners", winnersToJson(s)}};
}

json ProtocolSession::cmdAi(const json& r) {
    const State& s = game_->state();
    if (s.over()) return fail("the game is over");
    AiRequest request;
    if (json refused = readAiRequest(r, game_->moves().size(), limits_, request);
        !refused.is_null())
        return refused;
    const auto level = aiLevelFromName(request.level);
    if (!level) return fail(unknownLevel(request.level));
    const AiAdvice advice = aiChoose(s, *level, request.seed, request.ms, request.iterations);
    return aiAnswer(advice, aiLevelName(*level));
}

json ProtocolSession::cmdUndo() {
    if (!(cards_ ? cards_->undo() : game_->undo())) return fail("nothing to undo");
    return {{"ok", true}};
}
