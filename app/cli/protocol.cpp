#include "protocol.h"

#include <algorithm>
#include <limits>

#include "core/json_file.h"
#include "core/json_read.h"

using nlohmann::json;
using namespace rano::games;

namespace {
constexpr long long kMaxAiMs = 600000;
constexpr long long kMaxAiIterations = 10000000;

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
    if (!rano::jsonread::inRange(seed, 0, std::numeric_limits<long long>::max()) &&
        !seed.is_number_unsigned())
        return fail("\"seed\" must be a non-negative integer");
    if (!rano::jsonread::inRange(ms, 0, kMaxAiMs))
        return fail("\"ms\" must be an integer from 0 to " + std::to_string(kMaxAiMs));
    // An iteration budget is capped like a time budget: a search of 10^12 iterations would
    // run for days and grow its tree without end.
    if (!rano::jsonread::inRange(iterations, 0, kMaxAiIterations))
        return fail("\"iterations\" must be an integer from 0 to " +
                    std::to_string(kMaxAiIterations));
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
    // Bad syntax, a number beyond a double (1e999), or nesting beyond kMaxJsonDepth.
    if (std::string why; !rano::parseJson(line, request, why))
        return fail("malformed JSON: " + why);
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
    return cmdUndo(request);
}

// A player's take back stops at a choice that drew chance or turned up a hidden card (the
// die, a refill): undoing it would show them what comes. An analysis, which sees the whole
// state anyway, says so with "analysis": true and goes back as far as it likes.
json ProtocolSession::cmdUndo(const json& r) {
    const json& analysis = r.contains("analysis") ? r["analysis"] : json(false);
    if (!analysis.is_boolean()) return fail("\"analysis\" must be true or false");
    if (game_->choices() == 0) return fail("nothing to undo");
    if (!analysis.get<bool>() && !game_->canUndo())
        return fail("take back stops here: the last choice drew chance or turned up a hidden "
                    "card (an analysis that sees everything sends \"analysis\": true)");
    game_->undo();
    return {{"ok", true}};
}

json ProtocolSession::cmdNew(const json& r) {
    const json& gameName = r.contains("game") ? r["game"] : json(defaultGame().id);
    const GameEntry* entry = gameName.is_string() ? findGame(gameName.get<std::string>()) : nullptr;
    if (!entry) return fail("unknown game " + gameName.dump() + " (known: " + gameIds(", ") + ")");
    const json& players = r.contains("players") ? r["players"] : json(4);
    if (!rano::jsonread::inRange(players, entry->minPlayers, entry->maxPlayers))
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
