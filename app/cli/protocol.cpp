#include "protocol.h"

#include <algorithm>

using nlohmann::json;
using namespace rano::games;

namespace {
json fail(const std::string& error) {
    return protocolFailure(error);
}
} // namespace

json protocolFailure(const std::string& error) {
    return refusal(error);
}

json aiAnswer(const Thought& advice, const char* levelName) {
    json top = json::array();
    for (const auto& alt : advice.top)
        top.push_back({{"choice", alt.choice}, {"winRate", alt.winRate}, {"visits", alt.visits}});
    return {{"ok", true},
            {"choice", advice.choice},
            {"stats",
             {{"level", levelName},
              {"iterations", advice.iterations},
              {"ms", advice.seconds * 1000},
              {"top", top}}}};
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
    if (!game_) return fail("no game yet: send {\"cmd\":\"new\",...} first");
    if (name == "legal") return game_->legalAnswer();
    if (name == "apply") return cmdApply(request);
    if (name == "state") return game_->stateAnswer(request);
    if (name == "load") return cmdLoad(request);
    if (name == "scores") return game_->scoresAnswer();
    if (name == "ai") return cmdAi(request);
    if (!game_->undo()) return fail("nothing to undo");
    return {{"ok", true}};
}

json ProtocolSession::cmdNew(const json& r) {
    const json& gameName = r.contains("game") ? r["game"] : json(defaultGame().id);
    const GameEntry* entry = gameName.is_string() ? findGame(gameName.get<std::string>()) : nullptr;
    if (!entry) return fail("unknown game " + gameName.dump() + " (known: " + gameIds(", ") + ")");
    const json& players = r.contains("players") ? r["players"] : json(4);
    if (!players.is_number_integer() || players.get<int>() < entry->minPlayers ||
        players.get<int>() > entry->maxPlayers)
        return fail("\"players\" must be 2, 3 or 4");
    const json& seed = r.contains("seed") ? r["seed"] : json(0);
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
        return fail("\"seed\" must be a non-negative integer");
    for (const char* key : {"continent", "options"})
        if (r.contains(key) && !entry->takes(key))
            return fail(std::string(entry->noun) + " takes no \"" + key + "\"");
    std::string error;
    auto game =
        entry->start(players.get<int>(), seed.get<std::uint64_t>(), r, limits_.readFiles, error);
    if (!game) return fail(error);
    game_ = std::move(game);
    entry_ = entry;
    return {{"ok", true}};
}

json ProtocolSession::cmdApply(const json& r) {
    if (!r.contains("choice") || !r["choice"].is_string())
        return fail(std::string("\"choice\" must be a choice's text form, e.g. \"") +
                    entry_->choiceExample + "\"");
    return game_->applyAnswer(r);
}

json ProtocolSession::cmdLoad(const json& r) {
    if (!r.contains("state")) return fail("\"state\" is missing");
    return game_->loadAnswer(r);
}

json ProtocolSession::cmdAi(const json& r) {
    if (game_->over()) return fail("the game is over");
    AiRequest request;
    if (json refused = readAiRequest(r, game_->choices(), limits_, request); !refused.is_null())
        return refused;
    const auto level = rano::ai::aiLevelFromName(request.level);
    if (!level) return fail(unknownLevel(request.level));
    return aiAnswer(game_->think(*level, request.seed, request.ms, request.iterations),
                    rano::ai::aiLevelName(*level));
}
