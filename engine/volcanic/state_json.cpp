#include "volcanic/state_json.h"

#include "volcanic/invariants.h"

#include "core/index.h"
#include "core/json_read.h"
#include "volcanic/report_json.h"

#include <bit>
#include <cstdio>

namespace rano::volcanic {

using nlohmann::json;
using namespace rano::jsonread;
using Bad = JsonError;

namespace {
const char* kPhaseNames[] = {"turn", "prayer", "rescue", "over"};
const char* kGroundNames[] = {"empty", "lava", "village", "moai"};
} // namespace

json stateToJson(const State& s) {
    const Board& b = *s.board;
    json j;
    j["format"] = "rano-volcanic-state";
    j["version"] = kStateFormatVersion;
    j["players"] = s.players;
    j["volcanoFaces"] = s.volcanoFaces;
    j["active"] = s.active;
    j["first"] = s.first;
    j["round"] = s.round;
    j["ap"] = s.ap;
    j["phase"] = kPhaseNames[int(s.phase)];
    j["decider"] = s.decider;
    j["finalRound"] = s.finalRound;
    j["prayerTaken"] = s.prayerTaken;
    j["lastBreak"] = s.lastBreak;
    j["supply"] = {{"lava", s.lava}, {"fissures", s.fissures}, {"prayers", s.prayerSupply}};
    json volcanoes = json::array();
    for (int v = 1; v <= kVolcanoTiles; ++v)
        if ((s.volcanoes >> v) & 1u) volcanoes.push_back(v);
    j["volcanoes"] = volcanoes;
    json sunk = json::array();
    for (int a = 0; a < b.areaCount(); ++a)
        if (s.areaSunk(a)) sunk.push_back(b.areas[std::size_t(a)].tile);
    j["sunkTiles"] = sunk;
    json rng = json::array();
    for (auto w : s.rng.words())
        rng.push_back(hashText(w));
    j["rng"] = rng;
    json players = json::array();
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[std::size_t(p)];
        players.push_back({{"vpVillages", ps.vpVillages},
                           {"vpRaises", ps.vpRaises},
                           {"prayers", ps.prayers},
                           {"settlers", ps.settlers},
                           {"villages", ps.villages},
                           {"moai", ps.moai},
                           {"onBoat", ps.onBoat},
                           {"bay", ps.bay}});
    }
    j["seats"] = players;
    json spaces = json::array();
    for (int i = 0; i < b.spaceCount(); ++i) {
        const auto u = std::size_t(i);
        json sp = {{"ground", kGroundNames[int(s.ground[u])]}, {"owner", s.groundOwner[u]}};
        json settlers = json::array(), carried = json::array(), raised = json::array();
        for (int p = 0; p < s.players; ++p) {
            settlers.push_back(s.settlers[u][std::size_t(p)]);
            carried.push_back(s.carried[u][std::size_t(p)]);
        }
        for (int g = 0; g < kMaxGeysersPerSpace; ++g)
            raised.push_back(s.raised[u][std::size_t(g)]);
        sp["settlers"] = settlers;
        sp["carried"] = carried;
        sp["raised"] = raised;
        spaces.push_back(sp);
    }
    j["spaces"] = spaces;
    json fissures = json::array();
    for (int i = 0; i < int(b.borders.size()); ++i)
        if (s.hasFissure(i))
            fissures.push_back(
                json::array({b.borders[std::size_t(i)].a, b.borders[std::size_t(i)].b}));
    j["fissures"] = fissures;
    json created = json::array();
    for (int a = 0; a < b.areaCount(); ++a)
        created.push_back(s.created[std::size_t(a)]);
    j["createdThisTurn"] = created;
    json queue = json::array();
    for (int i = 0; i < s.queueSize; ++i) {
        const auto item = s.queue[(s.queueHead + i) % s.queue.size()];
        queue.push_back(json::array({b.areas[std::size_t(item >> 2)].tile, item & 3}));
    }
    j["resolution"] = {{"checkSinking", s.checkSinking},
                       {"rollPending", s.rollPending},
                       {"lavaChecked", s.lavaChecked},
                       {"channels", queue},
                       {"hit", s.hit},
                       {"villageAsked", s.villageAsked},
                       {"villageSaved", s.villageSaved},
                       {"groundAsked", s.groundAsked},
                       {"groundSaved", s.groundSaved},
                       {"carriedAsked", s.carriedAsked},
                       {"carriedSaved", s.carriedSaved},
                       {"sinking", s.sinking},
                       {"rescueStep", s.rescueStep}};
    return j;
}

json viewToJson(const State& s, int viewer) {
    json j = stateToJson(s);
    j.erase("rng");
    j["format"] = "rano-volcanic-view";
    j["viewer"] = viewer;
    return j;
}

namespace {

// What the board holds per player, for checking it against the reserves.
struct Tally {
    std::array<int, kMaxPlayers> settlers{}, villages{}, moai{};
    int lava = 0;
};

// The counters: seats, the turn, the phase and who decides.
void readCounters(const json& j, State& s) {
    s.players = std::uint8_t(field(j, "players", "state", 2, kMaxPlayers));
    const int P = s.players;
    s.volcanoFaces = std::uint8_t(field(j, "volcanoFaces", "state", 0, kDieFaces));
    s.active = std::uint8_t(field(j, "active", "state", 0, P - 1));
    s.first = std::uint8_t(field(j, "first", "state", 0, P - 1));
    s.round = std::uint8_t(field(j, "round", "state", 1, kRoundCap));
    s.ap = std::uint8_t(field(j, "ap", "state", 0, kActionPoints));
    s.phase = Phase(named(j, "phase", "state", kPhaseNames));
    s.decider = std::int8_t(field(j, "decider", "state", -1, P - 1));
    s.finalRound = flag(j, "finalRound", "state");
    s.prayerTaken = flag(j, "prayerTaken", "state");
    s.lastBreak = std::uint8_t(field(j, "lastBreak", "state", 1, s.round));
}

// The pieces and tokens not yet on the board.
void readSupply(const json& j, State& s) {
    const json& supply = member(j, "supply", "state");
    s.lava = std::uint8_t(field(supply, "lava", "state.supply", 0, kLavaTiles));
    s.fissures = std::uint8_t(field(supply, "fissures", "state.supply", 0, kFissureTiles));
    s.prayerSupply = std::uint8_t(field(supply, "prayers", "state.supply", 0, kPrayerTokens));
}

// The Volcanoes standing, each on this continent.
void readVolcanoes(const json& j, const Board& b, State& s) {
    const json& volcanoes = array(j, "volcanoes", "state", std::size_t(-1));
    for (std::size_t i = 0; i < volcanoes.size(); ++i) {
        const int v =
            integer(volcanoes[i], "state.volcanoes[" + std::to_string(i) + "]", 1, kVolcanoTiles);
        if (b.volcanoArea[std::size_t(v)] < 0)
            throw Bad{"state.volcanoes: Volcano " + std::to_string(v) +
                      " is not on this continent"};
        s.volcanoes = std::uint16_t(s.volcanoes | (1u << v));
    }
}

// The tiles that have sunk; no standing Volcano among them.
void readSunkTiles(const json& j, const Board& b, State& s) {
    const json& sunk = array(j, "sunkTiles", "state", std::size_t(-1));
    for (std::size_t i = 0; i < sunk.size(); ++i) {
        const int t = integer(sunk[i], "state.sunkTiles[" + std::to_string(i) + "]", 1, kTileCount);
        int area = -1;
        for (int a = 0; a < b.areaCount(); ++a)
            if (b.areas[std::size_t(a)].tile == t) area = a;
        if (area < 0)
            throw Bad{"state.sunkTiles: tile " + std::to_string(t) + " is not on this continent"};
        s.sunk |= 1u << area;
        if (b.areas[std::size_t(area)].volcano && ((s.volcanoes >> t) & 1u))
            throw Bad{"state.volcanoes: Volcano " + std::to_string(t) + " has sunk"};
    }
}

// The generator of the game's chance: four words, not all zero.
void readRng(const json& j, State& s) {
    const json& rng = array(j, "rng", "state", 4);
    std::array<std::uint64_t, 4> words{};
    for (std::size_t i = 0; i < 4; ++i) {
        if (!rng[i].is_string() || rng[i].get<std::string>().size() != 16)
            throw Bad{"state.rng[" + std::to_string(i) + "]: expected 16 hex digits"};
        const std::string w = rng[i].get<std::string>();
        std::size_t used = 0;
        try {
            words[i] = std::stoull(w, &used, 16);
        } catch (...) {
            used = 0;
        }
        if (used != 16) throw Bad{"state.rng[" + std::to_string(i) + "]: expected 16 hex digits"};
    }
    if (words == std::array<std::uint64_t, 4>{})
        throw Bad{"state.rng: all zero is not a valid generator state"};
    s.rng.setWords(words);
}

// Each seat's points and reserve.
void readSeats(const json& j, const Board& b, State& s) {
    const int P = s.players;
    const json& seats = array(j, "seats", "state", std::size_t(P));
    for (int p = 0; p < P; ++p) {
        const std::string path = "state.seats[" + std::to_string(p) + "]";
        const json& x = seats[std::size_t(p)];
        PlayerState& ps = s.player[std::size_t(p)];
        ps.vpVillages = std::int16_t(field(x, "vpVillages", path, 0, 1000));
        ps.vpRaises = std::int16_t(field(x, "vpRaises", path, 0, 10000));
        ps.prayers = std::uint8_t(field(x, "prayers", path, 0, kPrayerTokens));
        ps.settlers = std::uint8_t(field(x, "settlers", path, 0, kSettlersPerPlayer));
        ps.villages = std::uint8_t(field(x, "villages", path, 0, kVillagesPerPlayer));
        ps.moai = std::uint8_t(field(x, "moai", path, 0, kMoaiPerPlayer));
        ps.onBoat = std::uint8_t(field(x, "onBoat", path, 0, kSettlersPerPlayer));
        ps.bay = std::uint8_t(field(x, "bay", path, 0, int(b.bays.size()) - 1));
    }
}

// The pieces on each space, counted into `tally` by player.
void readSpaces(const json& j, const Board& b, State& s, Tally& tally) {
    const int P = s.players;
    const json& spaces = array(j, "spaces", "state", std::size_t(b.spaceCount()));
    for (int i = 0; i < b.spaceCount(); ++i) {
        const auto u = std::size_t(i);
        const std::string path = "state.spaces[" + std::to_string(i) + "]";
        const json& x = spaces[u];
        s.ground[u] = Ground(named(x, "ground", path, kGroundNames));
        s.groundOwner[u] = std::int8_t(field(x, "owner", path, -1, P - 1));
        const bool owned = s.ground[u] == Ground::Village || s.ground[u] == Ground::Moai;
        if (owned != (s.groundOwner[u] >= 0))
            throw Bad{path + ".owner: a Village or lying Moai has an owner, nothing else does"};
        const json& st = array(x, "settlers", path, std::size_t(P));
        const json& ca = array(x, "carried", path, std::size_t(P));
        const json& ra = array(x, "raised", path, kMaxGeysersPerSpace);
        bool any = s.ground[u] != Ground::Empty;
        for (int p = 0; p < P; ++p) {
            const auto q = std::size_t(p);
            s.settlers[u][q] =
                std::uint8_t(integer(st[q], path + ".settlers", 0, kSettlersPerPlayer));
            s.carried[u][q] = std::uint8_t(integer(ca[q], path + ".carried", 0, kMoaiPerPlayer));
            tally.settlers[q] += s.settlers[u][q];
            tally.moai[q] += s.carried[u][q];
            any = any || s.settlers[u][q] || s.carried[u][q];
        }
        for (int g = 0; g < kMaxGeysersPerSpace; ++g) {
            const int owner = integer(ra[std::size_t(g)], path + ".raised", -1, P - 1);
            s.raised[u][std::size_t(g)] = std::int8_t(owner);
            if (owner >= 0) {
                if (g >= b.spaces[u].geyserCount)
                    throw Bad{path + ".raised: no geyser " + std::to_string(g) + " on " +
                              b.spaceName(i)};
                ++tally.moai[std::size_t(owner)];
                any = true;
            }
        }
        if (any && (b.spaces[u].crater || s.spaceSunk(i)))
            throw Bad{path + ": pieces on " +
                      std::string(b.spaces[u].crater ? "a crater" : "a sunk space")};
        if (s.ground[u] == Ground::Lava) ++tally.lava;
        if (s.ground[u] == Ground::Village) ++tally.villages[std::size_t(s.groundOwner[u])];
        if (s.ground[u] == Ground::Moai) ++tally.moai[std::size_t(s.groundOwner[u])];
    }
}

// The pieces on the board and in reserve add up to each player's and the supply's.
void checkTally(const State& s, const Tally& tally) {
    const int P = s.players;
    for (int p = 0; p < P; ++p) {
        const auto q = std::size_t(p);
        const PlayerState& ps = s.player[q];
        const std::string who = "state.seats[" + std::to_string(p) + "]";
        if (tally.settlers[q] + ps.settlers + ps.onBoat > kSettlersPerPlayer)
            throw Bad{who + ": more than " + std::to_string(kSettlersPerPlayer) + " Settlers"};
        if (tally.villages[q] + ps.villages != kVillagesPerPlayer)
            throw Bad{who + ": Villages on the board and in reserve must make " +
                      std::to_string(kVillagesPerPlayer)};
        if (tally.moai[q] + ps.moai != kMoaiPerPlayer)
            throw Bad{who + ": Moai on the board and in reserve must make " +
                      std::to_string(kMoaiPerPlayer)};
    }
    if (tally.lava + s.lava != kLavaTiles)
        throw Bad{"state.supply.lava: lava on the board and in supply must make " +
                  std::to_string(kLavaTiles)};
}

// The Fissures placed, each on a border between Areas, and those left.
void readFissures(const json& j, const Board& b, State& s) {
    const json& fissures = array(j, "fissures", "state", std::size_t(-1));
    for (std::size_t i = 0; i < fissures.size(); ++i) {
        const std::string path = "state.fissures[" + std::to_string(i) + "]";
        if (!fissures[i].is_array() || fissures[i].size() != 2)
            throw Bad{path + ": expected [space, space]"};
        const int x = integer(fissures[i][0], path, 0, b.spaceCount() - 1);
        const int y = integer(fissures[i][1], path, 0, b.spaceCount() - 1);
        int border = -1;
        for (int d = 0; d < kDirections; ++d)
            if (b.spaces[std::size_t(x)].next[std::size_t(d)] == y)
                border = b.spaces[std::size_t(x)].border[std::size_t(d)];
        if (border < 0)
            throw Bad{path + ": spaces " + std::to_string(x) + " and " + std::to_string(y) +
                      " do not share a border between Areas"};
        if (s.hasFissure(border))
            throw Bad{path + ": a Fissure already lies on that border (one Fissure closes the "
                             "whole border between two Areas)"};
        s.fissure[std::size_t(border) / 64] |= std::uint64_t(1) << (border % 64);
    }
    int placed = 0;
    for (auto w : s.fissure)
        placed += std::popcount(w);
    if (placed + s.fissures > kFissureTiles)
        throw Bad{"state.supply.fissures: more than " + std::to_string(kFissureTiles) +
                  " Fissures"};
}

// The Villages created in each Area this turn.
void readCreated(const json& j, const Board& b, State& s) {
    const json& created = array(j, "createdThisTurn", "state", std::size_t(b.areaCount()));
    for (int a = 0; a < b.areaCount(); ++a)
        s.created[std::size_t(a)] = std::uint8_t(
            integer(created[std::size_t(a)], "state.createdThisTurn", 0, kVillagesPerPlayer));
}

// Where an eruption's or a sinking's resolution stands.
void readResolution(const json& j, const Board& b, State& s) {
    const int P = s.players;
    const json& r = member(j, "resolution", "state");
    s.checkSinking = flag(r, "checkSinking", "state.resolution");
    s.rollPending = flag(r, "rollPending", "state.resolution");
    s.lavaChecked = flag(r, "lavaChecked", "state.resolution");
    const json& channels = array(r, "channels", "state.resolution", std::size_t(-1));
    if (channels.size() > s.queue.size()) throw Bad{"state.resolution.channels: too many"};
    for (std::size_t i = 0; i < channels.size(); ++i) {
        const std::string path = "state.resolution.channels[" + std::to_string(i) + "]";
        if (!channels[i].is_array() || channels[i].size() != 2)
            throw Bad{path + ": expected [volcano, channel]"};
        const int v = integer(channels[i][0], path, 1, kVolcanoTiles);
        const int area = b.volcanoArea[std::size_t(v)];
        if (area < 0)
            throw Bad{path + ": Volcano " + std::to_string(v) + " is not on this continent"};
        const int ch =
            integer(channels[i][1], path, 0, int(b.areas[std::size_t(area)].channels.size()) - 1);
        s.queue[i] = std::uint8_t((area << 2) | ch);
    }
    s.queueSize = std::uint8_t(channels.size());
    s.hit = std::int8_t(field(r, "hit", "state.resolution", -1, b.spaceCount() - 1));
    s.villageAsked = flag(r, "villageAsked", "state.resolution");
    s.villageSaved = flag(r, "villageSaved", "state.resolution");
    s.groundAsked = flag(r, "groundAsked", "state.resolution");
    s.groundSaved = flag(r, "groundSaved", "state.resolution");
    const json& ca = array(r, "carriedAsked", "state.resolution", kMaxPlayers);
    const json& cs = array(r, "carriedSaved", "state.resolution", kMaxPlayers);
    for (std::size_t p = 0; p < kMaxPlayers; ++p) {
        s.carriedAsked[p] =
            std::uint8_t(integer(ca[p], "state.resolution.carriedAsked", 0, kMoaiPerPlayer));
        s.carriedSaved[p] =
            std::uint8_t(integer(cs[p], "state.resolution.carriedSaved", 0, kMoaiPerPlayer));
    }
    const json& sinking = member(r, "sinking", "state.resolution");
    if (!sinking.is_number_unsigned() ||
        sinking.get<unsigned long long>() >= (1ull << b.areaCount()))
        throw Bad{"state.resolution.sinking: expected a set of Areas"};
    s.sinking = sinking.get<std::uint32_t>();
    s.rescueStep = std::uint8_t(field(r, "rescueStep", "state.resolution", 0, P));
}

// The phase agrees with who decides and with what is being resolved.
void checkPhase(const State& s) {
    if (s.phase == Phase::Over ? s.decider != -1 : s.decider < 0)
        throw Bad{"state.decider: must be -1 exactly when the game is over"};
    if (s.phase == Phase::Turn && s.decider != s.active)
        throw Bad{"state.decider: in a turn the active player decides"};
    if (s.phase == Phase::Prayer && s.hit < 0)
        throw Bad{"state.phase: a Prayer decision needs a space being hit"};
    if (s.phase == Phase::Rescue && s.sinking == 0)
        throw Bad{"state.phase: a rescue needs a part that is sinking"};
    // An ordinary turn has nothing under way: no lava flowing, no piece hit, no sinking.
    if (s.phase == Phase::Turn && (s.hit >= 0 || s.sinking != 0 || s.queueSize != 0))
        throw Bad{"state.resolution: an eruption or a sinking is under way in an ordinary turn"};
    // Lava strikes land that is there and holds a piece worth praying for.
    if (s.hit >= 0) {
        const Board& b = *s.board;
        if (b.spaces[u(s.hit)].crater || s.spaceSunk(s.hit))
            throw Bad{"state.resolution.hit: " + b.spaceName(s.hit) + " is not land lava can hit"};
        bool piece = s.ground[u(s.hit)] == Ground::Village || s.ground[u(s.hit)] == Ground::Moai;
        for (int p = 0; p < kMaxPlayers; ++p)
            piece = piece || s.settlers[u(s.hit)][u(p)] || s.carried[u(s.hit)][u(p)];
        for (int p = 0; p < kMaxPlayers; ++p)
            if (s.carriedSaved[u(p)] > s.carriedAsked[u(p)] ||
                s.carriedAsked[u(p)] > s.carried[u(s.hit)][u(p)])
                throw Bad{"state.resolution.carriedSaved: more Moai asked for or saved than seat " +
                          std::to_string(p) + " carries on " + b.spaceName(s.hit)};
        if (s.phase == Phase::Prayer && !piece)
            throw Bad{"state.resolution.hit: a Prayer for " + b.spaceName(s.hit) +
                      ", where nothing stands"};
    }
}

} // namespace

bool stateFromJson(const json& j, const Board& b, State& out, std::string& error) {
    return jsonread::readOrRefuse("state", error, [&] {
        State s;
        s.board = &b;
        s.groundOwner.fill(-1);
        for (auto& r : s.raised)
            r.fill(-1);
        stateHeader(j, "rano-volcanic-state", kStateFormatVersion);
        if (const int version = j["version"].get<int>(); version < kRulesRevision)
            throw Bad{"state.version: " + std::to_string(version) + " is a position under rules " +
                      std::to_string(version) + " of Rano, " + rulesRevisionChange(version) +
                      "; this Rano plays rules " + std::to_string(kRulesRevision) +
                      " and cannot read it"};
        readCounters(j, s);
        readSupply(j, s);
        readVolcanoes(j, b, s);
        readSunkTiles(j, b, s);
        readRng(j, s);
        readSeats(j, b, s);
        Tally tally;
        readSpaces(j, b, s, tally);
        s.refreshSettlerBits();
        checkTally(s, tally);
        readFissures(j, b, s);
        readCreated(j, b, s);
        readResolution(j, b, s);
        checkPhase(s);
        // Whatever is loaded, the engine plays on from: the counts of every piece hold.
        if (const std::string broken = checkPosition(s); !broken.empty())
            throw Bad{"state: " + broken};
        out = s;
    });
}

bool stateFromView(const json& view, const Board& board, std::uint64_t seed, State& out,
                   std::string& error) {
    if (!view.is_object() || view.value("format", std::string()) != "rano-volcanic-view") {
        error = "view.format: expected \"rano-volcanic-view\"";
        return false;
    }
    json j = view;
    j.erase("viewer");
    j["format"] = "rano-volcanic-state";
    json rng = json::array();
    const Rng standIn(seed);
    for (auto w : standIn.words())
        rng.push_back(hashText(w));
    j["rng"] = rng;
    return stateFromJson(j, board, out, error);
}

} // namespace rano::volcanic
