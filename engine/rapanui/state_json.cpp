#include "rapanui/state_json.h"

#include <bit>
#include <tuple>

#include "core/json_read.h"
#include "rapanui/invariants.h"

namespace rano::rapanui {

using nlohmann::json;
using namespace rano::jsonread;
using Bad = JsonError;

namespace {
const char* kPhaseNames[] = {"draft",     "place",   "changeJobs", "chipIn", "sculpt", "lendAHand",
                             "transport", "payment", "erect",      "style",  "over"};
const char* kEndNames[] = {"none", "rule", "roundCap", "noMoai"};
const char* kSpotNames[] = {"out", "hand", "track", "quarry", "island"};

template <typename T, std::size_t N> json numbers(const std::array<T, N>& a, int n = int(N)) {
    json out = json::array();
    for (int i = 0; i < n; ++i)
        out.push_back(int(a[u(i)]));
    return out;
}

template <typename T, std::size_t N>
void readNumbers(const json& j, const char* key, const std::string& path, int lo, int hi,
                 std::array<T, N>& out, int n = int(N)) {
    const json& v = array(j, key, path, std::size_t(n));
    for (int i = 0; i < n; ++i)
        out[u(i)] = T(integer(v[u(i)], path + "." + key + "[" + std::to_string(i) + "]", lo, hi));
}

json bits(std::uint64_t mask, int n) {
    json out = json::array();
    for (int i = 0; i < n; ++i)
        if (mask >> i & 1u) out.push_back(i);
    return out;
}

std::uint64_t readBits(const json& j, const char* key, const std::string& path, int n) {
    const json& v = array(j, key, path);
    std::uint64_t mask = 0;
    for (std::size_t i = 0; i < v.size(); ++i)
        mask |= std::uint64_t(1) << integer(v[i], path + "." + key + "[" + std::to_string(i) + "]",
                                            0, n - 1);
    return mask;
}

json spot(Spot s, int at) {
    return {{"spot", kSpotNames[int(s)]}, {"at", at}};
}
} // namespace

json stateToJson(const State& s) {
    const Board& b = *s.board;
    json ahu = json::array();
    for (int a = 0; a < b.ahuCount(); ++a)
        ahu.push_back(
            {{"tile", s.ahuTile[u(a)] == kNone ? json(nullptr) : json(tileWord(s.ahuTile[u(a)]))},
             {"moai", s.ahuMoai[u(a)]},
             {"styled", s.ahuStyled[u(a)]}});
    json transporters = json::array();
    for (int sp = 0; sp < b.spaceCount(); ++sp)
        if (s.owner[u(sp)] != kNone)
            transporters.push_back({{"space", sp},
                                    {"owner", s.owner[u(sp)]},
                                    {"standing", s.fresh[u(sp)]},
                                    {"fatigued", s.tired[u(sp)]}});
    json seats = json::array();
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[u(p)];
        json imps = json::array();
        for (int i = 0; i < kImprovements; ++i)
            if (ps.has(Improvement(i))) imps.push_back(improvementWord(i));
        seats.push_back({{"resources", numbers(ps.res)},
                         {"villagers", ps.villagers},
                         {"villagersHome", ps.villagersHome},
                         {"sorcerer", spot(ps.sorcerer, ps.sorcererAt)},
                         {"chief", spot(ps.chief, ps.chiefAt)},
                         {"improvements", imps},
                         {"tablet", bool(ps.tablet)},
                         {"dropped", bool(ps.dropped)},
                         {"tiles", numbers(ps.tiles)},
                         {"sculptors", numbers(ps.sculptors)},
                         {"extra", numbers(ps.extra)},
                         {"chipIn", numbers(ps.chipIn)},
                         {"moai", numbers(ps.moai)},
                         {"stackTiles", numbers(ps.stack)},
                         {"outstanding", bits(ps.outstanding, kOutstanding)}});
    }
    return {{"format", "rano-rapa-nui-state"},
            {"version", kStateFormatVersion},
            {"side", b.side == Side::Two ? "2" : "3-4"},
            {"players", s.players},
            {"firstGame", bool(s.firstGame)},
            {"round", s.round},
            {"phase", kPhaseNames[int(s.phase)]},
            {"endReason", kEndNames[int(s.endReason)]},
            {"decider", s.decider},
            {"turn", s.turn},
            {"firstMoved", bool(s.firstMoved)},
            {"draftPicks", s.draftPicks},
            {"carrying", s.carrying},
            {"dest", s.dest},
            {"gain", s.gain},
            {"acted", s.acted},
            {"pending", bits(s.pending, kMaxSpaces)},
            {"order", numbers(s.order, s.players)},
            {"stars", numbers(s.star)},
            {"supply", numbers(s.supply)},
            {"moaiBoxed", numbers(s.moaiBoxed)},
            {"pukao", s.pukao},
            {"stackLeft", numbers(s.stackLeft)},
            {"outstandingLeft", bits(s.outstandingLeft, kOutstanding)},
            {"display", numbers(s.display)},
            {"boxed", numbers(s.boxed)},
            {"played", numbers(s.played)},
            {"ahu", ahu},
            {"transporters", transporters},
            {"seats", seats}};
}

json viewToJson(const State& s, int viewer) {
    json j = stateToJson(s);
    j["format"] = "rano-rapa-nui-view";
    j["viewer"] = viewer;
    return j;
}

bool stateFromJson(const json& j, const Board& board, State& out, std::string& error) {
    const std::string st = "state";
    try {
        const json& format = member(j, "format", st);
        if (!format.is_string() || format.get<std::string>() != "rano-rapa-nui-state")
            throw Bad{"state.format: expected \"rano-rapa-nui-state\""};
        const int version = field(j, "version", st, 2, kStateFormatVersion);
        const json& side = member(j, "side", st);
        const std::string boardSide = board.side == Side::Two ? "2" : "3-4";
        if (!side.is_string() || side.get<std::string>() != boardSide)
            throw Bad{"state.side: the state is not for the " + boardSide + " player side"};
        State s;
        s.board = &board;
        s.players = std::uint8_t(field(j, "players", st, 2, kMaxPlayers));
        s.firstGame = flag(j, "firstGame", st);
        s.round = std::uint8_t(field(j, "round", st, 1, kRoundCap));
        s.phase = Phase(named(j, "phase", st, kPhaseNames));
        s.endReason = EndReason(named(j, "endReason", st, kEndNames));
        s.decider = std::int8_t(field(j, "decider", st, 0, s.players - 1));
        s.turn = std::uint8_t(field(j, "turn", st, 0, s.players - 1));
        s.firstMoved = flag(j, "firstMoved", st);
        s.draftPicks = std::uint8_t(field(j, "draftPicks", st, 0, 4));
        s.carrying = std::int8_t(field(j, "carrying", st, kNone, kSizes));
        s.dest = std::int8_t(field(j, "dest", st, kNone, board.ahuCount() - 1));
        s.gain = std::uint8_t(field(j, "gain", st, 0, kMaxErectGain));
        s.acted = std::uint8_t(field(j, "acted", st, 0, 2));
        s.pending = readBits(j, "pending", st, board.spaceCount());
        readNumbers(j, "order", st, 0, s.players - 1, s.order, s.players);
        readNumbers(j, "stars", st, kNone, s.players - 1, s.star);
        readNumbers(j, "supply", st, 0, 8, s.supply);
        readNumbers(j, "moaiBoxed", st, 0, 2, s.moaiBoxed);
        s.pukao = std::uint8_t(field(j, "pukao", st, 0, kPukao));
        readNumbers(j, "stackLeft", st, 0, kStackTiles, s.stackLeft);
        s.outstandingLeft = std::uint8_t(readBits(j, "outstandingLeft", st, kOutstanding));
        readNumbers(j, "display", st, 0, 4, s.display);
        readNumbers(j, "boxed", st, 0, 4, s.boxed);
        readNumbers(j, "played", st, 0, 4, s.played);
        const json& ahu = array(j, "ahu", st, std::size_t(board.ahuCount()));
        s.ahuTile.fill(kNone);
        for (int a = 0; a < board.ahuCount(); ++a) {
            const std::string path = "state.ahu[" + std::to_string(a) + "]";
            const json& t = member(ahu[u(a)], "tile", path);
            if (!t.is_null()) {
                const auto tile = t.is_string() ? tileFromWord(t.get<std::string>()) : std::nullopt;
                if (!tile) throw Bad{path + ".tile: expected an Ahu tile word or null"};
                s.ahuTile[u(a)] = std::int8_t(*tile);
            }
            if (version == 2) { // "moai": 0, or 1 + the size; "pukao": styled
                const int m = field(ahu[u(a)], "moai", path, 0, kSizes);
                const bool styled = flag(ahu[u(a)], "pukao", path);
                if (styled && !m) throw Bad{path + ".pukao: no Moai to style"};
                if (m) s.ahuMoai[u(a)][u(m - 1)] = 1;
                if (styled) s.ahuStyled[u(a)][u(m - 1)] = 1;
                continue;
            }
            readNumbers(ahu[u(a)], "moai", path, 0, kMoaiCount[0] + kMoaiCount[1] + kMoaiCount[2],
                        s.ahuMoai[u(a)]);
            readNumbers(ahu[u(a)], "styled", path, 0, kPukao, s.ahuStyled[u(a)]);
        }
        s.owner.fill(kNone);
        const json& tr = array(j, "transporters", st);
        for (std::size_t i = 0; i < tr.size(); ++i) {
            const std::string path = "state.transporters[" + std::to_string(i) + "]";
            const int sp = field(tr[i], "space", path, 0, board.spaceCount() - 1);
            if (s.owner[u(sp)] != kNone) throw Bad{path + ".space: listed twice"};
            s.owner[u(sp)] = std::int8_t(field(tr[i], "owner", path, 0, s.players - 1));
            s.fresh[u(sp)] = std::uint8_t(field(tr[i], "standing", path, 0, 7));
            s.tired[u(sp)] = std::uint8_t(field(tr[i], "fatigued", path, 0, 7));
        }
        const json& seats = array(j, "seats", st, s.players);
        for (int p = 0; p < s.players; ++p) {
            const std::string path = "state.seats[" + std::to_string(p) + "]";
            const json& js = seats[u(p)];
            PlayerState& ps = s.player[u(p)];
            readNumbers(js, "resources", path, 0, kMaxResource, ps.res);
            ps.villagers = std::uint8_t(field(js, "villagers", path, kBaseVillagers, 5));
            ps.villagersHome = std::uint8_t(field(js, "villagersHome", path, 0, 5));
            for (const auto& [key, where, at] :
                 {std::tuple{"sorcerer", &ps.sorcerer, &ps.sorcererAt},
                  std::tuple{"chief", &ps.chief, &ps.chiefAt}}) {
                const json& v = member(js, key, path);
                const std::string here = path + "." + key;
                *where = Spot(named(v, "spot", here, kSpotNames));
                const int hi = *where == Spot::Island   ? board.spaceCount() - 1
                               : *where == Spot::Track  ? board.stars() - 1
                               : *where == Spot::Quarry ? kSizes - 1
                                                        : kNone;
                *at = std::int8_t(field(v, "at", here, kNone, hi));
                if (hi != kNone && *at == kNone) throw Bad{here + ".at: a place is needed"};
            }
            const json& imps = array(js, "improvements", path);
            for (std::size_t i = 0; i < imps.size(); ++i) {
                int found = -1;
                for (int k = 0; k < kImprovements; ++k)
                    if (imps[i] == improvementWord(k)) found = k;
                if (found < 0)
                    throw Bad{path + ".improvements[" + std::to_string(i) +
                              "]: expected fervent, artistic, popular or chief"};
                ps.improvements = std::uint8_t(ps.improvements | 1u << found);
            }
            ps.tablet = flag(js, "tablet", path);
            ps.dropped = flag(js, "dropped", path);
            readNumbers(js, "tiles", path, 0, 4, ps.tiles);
            readNumbers(js, "sculptors", path, 0, 5, ps.sculptors);
            readNumbers(js, "extra", path, 0, 2, ps.extra);
            readNumbers(js, "chipIn", path, 0, 4, ps.chipIn);
            readNumbers(js, "moai", path, 0, 8, ps.moai);
            readNumbers(js, "stackTiles", path, 0, 15, ps.stack);
            ps.outstanding = std::uint8_t(readBits(js, "outstanding", path, kOutstanding));
        }
        if (const std::string broken = checkInvariants(s); !broken.empty())
            throw Bad{"state: impossible position: " + broken};
        out = s;
    } catch (const Bad& e) {
        error = e.what;
        return false;
    }
    return true;
}

bool stateFromView(const json& view, const Board& board, State& out, std::string& error) {
    if (!view.is_object() || view.value("format", std::string()) != "rano-rapa-nui-view") {
        error = "view.format: expected \"rano-rapa-nui-view\"";
        return false;
    }
    json j = view;
    j.erase("viewer");
    j["format"] = "rano-rapa-nui-state";
    return stateFromJson(j, board, out, error);
}

} // namespace rano::rapanui
