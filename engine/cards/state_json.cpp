#include "cards/state_json.h"

#include "cards/invariants.h"
#include "core/index.h"
#include "core/json_read.h"

#include <span>

namespace rano::cards {

using nlohmann::json;
using namespace rano::jsonread;
using Bad = JsonError;

namespace {
const char* kPhaseNames[] = {"buy",  "play",       "sacrifice",  "offer",
                             "draw", "moaiReward", "substitute", "over"};

Kind kindAt(const json& v, const std::string& path) {
    if (v.is_string())
        if (const auto k = kindFromWord(v.get<std::string>())) return *k;
    throw Bad{path + ": expected a card kind (moai, priest, lumberjack, fish, mulberry, "
                     "sweet-potato, grain)"};
}

int typeAt(const json& v, const std::string& path) {
    if (v.is_string())
        if (const auto t = typeFromWord(v.get<std::string>())) return *t;
    throw Bad{path + ": expected a Sacrifice type (fish, mulberry, sweet-potato, grain)"};
}

template <std::size_t N> json kindCounts(const std::array<std::uint8_t, N>& n) {
    json j = json::object();
    for (int k = 0; k < kKinds; ++k)
        j[kindWord(Kind(k))] = n[u(k)];
    return j;
}

template <typename T> json typeCounts(const std::array<T, kTypes>& n) {
    json j = json::object();
    for (int t = 0; t < kTypes; ++t)
        j[typeWord(t)] = n[u(t)];
    return j;
}

void readKindCounts(const json& j, const char* key, const std::string& path, int hi,
                    std::array<std::uint8_t, kKinds>& out) {
    const json& v = member(j, key, path);
    const std::string here = path + "." + key;
    for (int k = 0; k < kKinds; ++k)
        out[u(k)] = std::uint8_t(field(v, kindWord(Kind(k)), here, 0, hi));
}

void readTypeCounts(const json& j, const char* key, const std::string& path, int hi,
                    std::array<std::uint8_t, kTypes>& out) {
    const json& v = member(j, key, path);
    const std::string here = path + "." + key;
    for (int t = 0; t < kTypes; ++t)
        out[u(t)] = std::uint8_t(field(v, typeWord(t), here, 0, hi));
}

json columnsToJson(const State& s) {
    json columns = json::array();
    for (int c = 0; c < kColumns; ++c) {
        json col = json::array();
        for (int i = 0; i < s.height[u(c)]; ++i)
            col.push_back(kindWord(s.column[u(c)][u(i)]));
        columns.push_back(col);
    }
    return columns;
}

json commonToJson(const State& s) {
    json j;
    j["players"] = s.players;
    j["first"] = s.first;
    j["active"] = s.active;
    j["decider"] = s.decider;
    j["phase"] = kPhaseNames[int(s.phase)];
    j["step"] = s.step;
    j["owed"] = s.owed;
    j["scored"] = s.scored >= 0 ? json(kindWord(Kind(s.scored))) : json(nullptr);
    j["lastDrawn"] = s.lastDrawn;
    j["turn"] = s.turn;
    j["columns"] = columnsToJson(s);
    j["moaiRemoved"] = s.moaiRemoved;
    j["stacks"] = typeCounts(s.stack);
    return j;
}
} // namespace

json stateToJson(const State& s) {
    json j = commonToJson(s);
    j["format"] = "rano-cards-state";
    j["version"] = kStateFormatVersion;
    json deck = json::array();
    for (int i = 0; i < s.deckSize; ++i)
        deck.push_back(kindWord(s.deck[u(i)]));
    j["deck"] = deck;
    json faceDown = json::array();
    for (int i = 0; i < s.faceDownCount; ++i) {
        const FaceDown& f = s.faceDown[u(i)];
        faceDown.push_back(
            {{"owner", f.owner}, {"type", typeWord(f.type)}, {"cap", typeCounts(f.cap)}});
    }
    j["stone"] = {{"open", typeCounts(s.stoneOpen)}, {"faceDown", faceDown}};
    json seats = json::array();
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[u(p)];
        seats.push_back({{"display", kindCounts(ps.display)},
                         {"hand", kindCounts(ps.hand)},
                         {"sacrifices", typeCounts(ps.sacrifices)},
                         {"wood", ps.wood},
                         {"glory", ps.glory}});
    }
    j["seats"] = seats;
    return j;
}

json viewToJson(const State& s, int viewer) {
    json j = commonToJson(s);
    j["format"] = "rano-cards-view";
    j["viewer"] = viewer;
    std::array<std::uint8_t, kKinds> deck{};
    for (int i = 0; i < s.deckSize; ++i)
        ++deck[u(int(s.deck[u(i)]))];
    j["deck"] = kindCounts(deck);
    json faceDown = json::array();
    for (int i = 0; i < s.faceDownCount; ++i) {
        const FaceDown& f = s.faceDown[u(i)];
        json x = {{"owner", f.owner}, {"cap", typeCounts(f.cap)}};
        // The end turns every face-down card up.
        if (f.owner == viewer || s.over()) x["type"] = typeWord(f.type);
        faceDown.push_back(x);
    }
    j["stone"] = {{"open", typeCounts(s.stoneOpen)}, {"faceDown", faceDown}};
    json seats = json::array();
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[u(p)];
        json x = {{"display", kindCounts(ps.display)},
                  {"hand", kindCounts(ps.hand)},
                  {"wood", ps.wood},
                  {"glory", ps.glory}};
        if (p == viewer || s.over())
            x["sacrifices"] = typeCounts(ps.sacrifices);
        else
            x["seenSacrifices"] = typeCounts(s.seenHoldings(p));
        x["held"] = ps.held();
        seats.push_back(x);
    }
    j["seats"] = seats;
    return j;
}

bool stateFromJson(const json& j, State& out, std::string& error) {
    return jsonread::readOrRefuse<std::exception>("state", error, [&] {
        State s;
        stateHeader(j, "rano-cards-state", kStateFormatVersion);
        s.players = std::uint8_t(field(j, "players", "state", 2, kMaxPlayers));
        const int P = s.players;
        s.first = std::uint8_t(field(j, "first", "state", 0, P - 1));
        s.active = std::uint8_t(field(j, "active", "state", 0, P - 1));
        s.decider = std::int8_t(field(j, "decider", "state", -1, P - 1));
        s.phase = Phase(named(j, "phase", "state", kPhaseNames));
        s.step = std::uint8_t(field(j, "step", "state", 0, P));
        s.owed = std::uint8_t(field(j, "owed", "state", 0, 2));
        const json& scored = member(j, "scored", "state");
        s.scored = scored.is_null() ? -1 : std::int8_t(kindAt(scored, "state.scored"));
        s.lastDrawn = std::int8_t(field(j, "lastDrawn", "state", -1, kColumns - 1));
        s.turn = std::uint16_t(field(j, "turn", "state", 0, 1000));
        s.moaiRemoved =
            std::uint8_t(field(j, "moaiRemoved", "state", 0, kDeckCount[u(int(Kind::Moai))]));

        const json& columns = array(j, "columns", "state", kColumns);
        for (int c = 0; c < kColumns; ++c) {
            const std::string path = "state.columns[" + std::to_string(c) + "]";
            const json& col = columns[u(c)];
            if (!col.is_array() || col.size() > std::size_t(kColumnHeight))
                throw Bad{path + ": expected an array of at most 4 cards"};
            for (std::size_t i = 0; i < col.size(); ++i)
                s.column[u(c)][i] = kindAt(col[i], path + "[" + std::to_string(i) + "]");
            s.height[u(c)] = std::uint8_t(col.size());
        }
        const json& deck = array(j, "deck", "state");
        if (deck.size() > std::size_t(kDeckCards)) throw Bad{"state.deck: more than 50 cards"};
        for (std::size_t i = 0; i < deck.size(); ++i)
            s.deck[i] = kindAt(deck[i], "state.deck[" + std::to_string(i) + "]");
        s.deckSize = std::uint8_t(deck.size());
        readTypeCounts(j, "stacks", "state", kSacrificePerType, s.stack);

        const json& stone = member(j, "stone", "state");
        readTypeCounts(stone, "open", "state.stone", 2 * kSacrificePerType, s.stoneOpen);
        const json& faceDown = array(stone, "faceDown", "state.stone");
        if (faceDown.size() > std::size_t(kMaxFaceDown))
            throw Bad{"state.stone.faceDown: more than " + std::to_string(kMaxFaceDown) +
                      " cards (one per Moai)"};
        for (std::size_t i = 0; i < faceDown.size(); ++i) {
            const std::string path = "state.stone.faceDown[" + std::to_string(i) + "]";
            FaceDown& f = s.faceDown[i];
            f.owner = std::uint8_t(field(faceDown[i], "owner", path, 0, P - 1));
            f.type = std::uint8_t(typeAt(member(faceDown[i], "type", path), path + ".type"));
            readTypeCounts(faceDown[i], "cap", path, 4 * kSacrificePerType, f.cap);
        }
        s.faceDownCount = std::uint8_t(faceDown.size());

        const json& seats = array(j, "seats", "state", std::size_t(P));
        for (int p = 0; p < P; ++p) {
            const std::string path = "state.seats[" + std::to_string(p) + "]";
            const json& x = seats[u(p)];
            PlayerState& ps = s.player[u(p)];
            readKindCounts(x, "display", path, 30, ps.display);
            readKindCounts(x, "hand", path, kHandSize, ps.hand);
            readTypeCounts(x, "sacrifices", path, 4 * kSacrificePerType, ps.sacrifices);
            ps.wood = std::int16_t(field(x, "wood", path, 0, 30000));
            ps.glory = std::int16_t(field(x, "glory", path, 0, 30000));
        }

        // Cards reach the Stone only in a Sacrifice Round, one a Moai built: the builder lays
        // its one card face down and adds one face up, every other seat lays one face up.
        int moaiBuilt = 0;
        for (int p = 0; p < P; ++p)
            moaiBuilt += s.player[u(p)].display[u(int(Kind::Moai))];
        int open = 0;
        for (int t = 0; t < kTypes; ++t)
            open += s.stoneOpen[u(t)];
        if (open > P * moaiBuilt)
            throw Bad{"state.stone.open: " +
                      (open == 1 ? std::string("1 card") : std::to_string(open) + " cards") +
                      " face up, but " +
                      (moaiBuilt ? "the " + std::to_string(moaiBuilt) +
                                       " Moai built let the players lay at most " +
                                       std::to_string(P * moaiBuilt)
                                 : std::string("no Moai was built, and only a Moai's Sacrifice "
                                               "Round lays cards on the Stone"))};
        // Each owner's face-down cards, in the order laid, must fit their caps, and the
        // latest caps cannot exceed what the owner is seen to hold now.
        for (int owner = 0; owner < P; ++owner) {
            std::array<int, kTypes> count{};
            const auto seen = s.seenHoldings(owner);
            const int built = s.player[u(owner)].display[u(int(Kind::Moai))];
            int laid = 0;
            for (int i = 0; i < s.faceDownCount; ++i) {
                const FaceDown& f = s.faceDown[u(i)];
                if (f.owner != owner) continue;
                if (++laid > built)
                    throw Bad{"state.stone.faceDown[" + std::to_string(i) + "].owner: seat " +
                              std::to_string(owner) + " built " +
                              (built ? std::to_string(built) : std::string("no")) +
                              " Moai, and only a Moai's builder lays a card face down, one for "
                              "each Moai"};
                ++count[f.type];
                for (int t = 0; t < kTypes; ++t)
                    if (count[u(t)] > f.cap[u(t)])
                        throw Bad{"state.stone.faceDown[" + std::to_string(i) + "].cap." +
                                  typeWord(t) + ": below the owner's face-down " + typeWord(t) +
                                  " cards"};
            }
            for (int i = s.faceDownCount; i-- > 0;)
                if (s.faceDown[u(i)].owner == owner) {
                    for (int t = 0; t < kTypes; ++t)
                        if (s.faceDown[u(i)].cap[u(t)] > seen[u(t)])
                            throw Bad{"state.stone.faceDown[" + std::to_string(i) + "].cap." +
                                      typeWord(t) + ": more than the owner is seen to hold"};
                    break;
                }
        }
        if (s.phase == Phase::Over ? s.decider != -1 : s.decider < 0)
            throw Bad{"state.decider: must be -1 exactly when the game is over"};
        const bool activeDecides = s.phase == Phase::Buy || s.phase == Phase::Play ||
                                   s.phase == Phase::Offer || s.phase == Phase::Draw;
        if (activeDecides && s.decider != s.active)
            throw Bad{"state.decider: in this phase the active player decides"};
        const bool scoring = s.phase == Phase::MoaiReward || s.phase == Phase::Substitute;
        if (scoring != (s.scored >= 0) && s.phase != Phase::Over)
            throw Bad{"state.scored: a card is being scored exactly in the moaiReward and "
                      "substitute phases"};
        if (s.phase == Phase::MoaiReward && s.scored != int(Kind::Moai))
            throw Bad{"state.scored: a Moai reward needs a Moai being scored"};
        if (s.phase == Phase::Substitute && (s.scored < 0 || !isHunters(Kind(s.scored))))
            throw Bad{"state.scored: a substitute needs Hunters & Gatherers being scored"};
        if (s.phase == Phase::Substitute && s.owed == 0)
            throw Bad{"state.owed: a substitute needs a card owed"};
        if (!s.over() && s.decider >= 0 && s.seatAt(s.step) != s.decider &&
            (scoring || s.phase == Phase::Sacrifice))
            throw Bad{"state.step: does not point at the decider"};
        if (const std::string broken = checkInvariants(s); !broken.empty())
            throw Bad{"state: " + broken};
        out = s;
    });
}

bool stateFromView(const json& view, std::uint64_t seed, State& out, std::string& error) {
    json j;
    State s;
    Rng rng(seed);
    const bool read = jsonread::readOrRefuse<std::exception>("view", error, [&] {
        const json& format = member(view, "format", "view");
        if (!format.is_string() || format.get<std::string>() != "rano-cards-view")
            throw Bad{"view.format: expected \"rano-cards-view\""};
        const int players = field(view, "players", "view", 2, kMaxPlayers);
        const int viewer = field(view, "viewer", "view", -1, players - 1);
        j = view;
        j.erase("viewer");
        j["format"] = "rano-cards-state";
        j["version"] = kStateFormatVersion;
        // The deck in a canonical order, shuffled below.
        const json& counts = member(view, "deck", "view");
        json deck = json::array();
        for (int k = 0; k < kKinds; ++k)
            for (int n = field(counts, kindWord(Kind(k)), "view.deck", 0, kDeckCards); n > 0; --n)
                deck.push_back(kindWord(Kind(k)));
        j["deck"] = deck;
        // The other players' face-down cards and holdings, dealt on a sketch of the Stone.
        State sketch;
        sketch.players = std::uint8_t(players);
        const json& faceDown = array(member(view, "stone", "view"), "faceDown", "view.stone");
        if (faceDown.size() > std::size_t(kMaxFaceDown))
            throw Bad{"view.stone.faceDown: too many cards"};
        sketch.faceDownCount = std::uint8_t(faceDown.size());
        for (std::size_t i = 0; i < faceDown.size(); ++i) {
            const std::string path = "view.stone.faceDown[" + std::to_string(i) + "]";
            sketch.faceDown[i].owner =
                std::uint8_t(field(faceDown[i], "owner", path, 0, players - 1));
            readTypeCounts(faceDown[i], "cap", path, 4 * kSacrificePerType, sketch.faceDown[i].cap);
        }
        const json& seats = array(view, "seats", "view", std::size_t(players));
        for (int p = 0; p < players; ++p) {
            if (p == viewer || seats[u(p)].contains("sacrifices")) continue; // turned up
            const std::string path = "view.seats[" + std::to_string(p) + "]";
            std::array<std::uint8_t, kTypes> seen{};
            readTypeCounts(seats[u(p)], "seenSacrifices", path, 4 * kSacrificePerType, seen);
            sketch.player[u(p)].sacrifices = seen; // all held, when none lies face down
            redealFaceDown(sketch, p, {seen[0], seen[1], seen[2], seen[3]}, rng);
            j["seats"][u(p)].erase("seenSacrifices");
            j["seats"][u(p)]["sacrifices"] = typeCounts(sketch.player[u(p)].sacrifices);
        }
        for (std::size_t i = 0; i < faceDown.size(); ++i)
            if (!faceDown[i].contains("type"))
                j["stone"]["faceDown"][i]["type"] = typeWord(sketch.faceDown[i].type);
        for (auto& seat : j["seats"])
            seat.erase("held");
    });
    if (!read || !stateFromJson(j, s, error)) return false;
    rng.shuffle(std::span<Kind>(s.deck.data(), s.deckSize));
    out = s;
    return true;
}

} // namespace rano::cards
