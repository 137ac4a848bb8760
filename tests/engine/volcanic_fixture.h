#pragma once

// Small hand-built continents for rule tests: each tile is given in board coordinates
// (placed at the origin, unrotated), so a test can stage exactly the position it needs.

#include <initializer_list>
#include <string>
#include <vector>

#include "volcanic/board.h"
#include "volcanic/state.h"

namespace fixture {

using namespace rano::volcanic;

struct TileSpec {
    std::vector<Hex> spaces;
    int crater = -1;
    std::vector<int> channels;
    std::vector<GeyserDef> geysers;
};

// Tiles get ids 1, 2, ... in the order given. Volcano tiles must come first (ids 1-8).
inline Board makeBoard(std::initializer_list<TileSpec> tiles, std::vector<Hex> bays) {
    TileCatalogue catalogue;
    Continent continent;
    int id = 1;
    for (const TileSpec& t : tiles) {
        TileDef def;
        def.id = id;
        def.spaces = t.spaces;
        def.crater = t.crater;
        def.channels = t.channels;
        def.geysers = t.geysers;
        catalogue.tiles.push_back(def);
        continent.tiles.push_back({id, {0, 0}, 0});
        ++id;
    }
    for (Hex h : bays)
        continent.bays.push_back({h});
    Board board;
    std::string error;
    if (!Board::build(catalogue, continent, board, error))
        qFatal("fixture board: %s", error.c_str());
    return board;
}

// A state on `board` with nothing on it: no lava, all pieces in reserve, player 0 to act.
inline State emptyState(const Board& board, int players = 2, int volcanoFaces = 0) {
    State s = State::setup(board, {players, volcanoFaces}, 1);
    s.ground.fill(Ground::Empty);
    s.groundOwner.fill(-1);
    s.lava = kLavaTiles;
    for (auto& ps : s.player) {
        ps.onBoat = 0;
        ps.settlers = kSettlersPerPlayer;
    }
    s.active = 0;
    s.first = 0;
    s.decider = 0;
    s.lavaChecked = true;
    return s;
}

inline void putLava(State& s, int space) {
    s.ground[std::size_t(space)] = Ground::Lava;
    --s.lava;
}
inline void putVillage(State& s, int space, int owner) {
    s.ground[std::size_t(space)] = Ground::Village;
    s.groundOwner[std::size_t(space)] = std::int8_t(owner);
    --s.player[std::size_t(owner)].villages;
}
inline void putMoai(State& s, int space, int owner) {
    s.ground[std::size_t(space)] = Ground::Moai;
    s.groundOwner[std::size_t(space)] = std::int8_t(owner);
    --s.player[std::size_t(owner)].moai;
}
inline void putSettler(State& s, int space, int owner, int n = 1) {
    s.setSettlers(space, owner, s.settlers[std::size_t(space)][std::size_t(owner)] + n);
    s.player[std::size_t(owner)].settlers -= std::uint8_t(n);
}
inline void putRaised(State& s, int space, int geyser, int owner) {
    s.raised[std::size_t(space)][std::size_t(geyser)] = std::int8_t(owner);
    --s.player[std::size_t(owner)].moai;
}
inline void putFissure(State& s, int border) {
    s.fissure[std::size_t(border) / 64] |= std::uint64_t(1) << (border % 64);
    --s.fissures;
}
inline int borderBetween(const Board& b, int x, int y) {
    for (int d = 0; d < kDirections; ++d)
        if (b.spaces[std::size_t(x)].next[std::size_t(d)] == y)
            return b.spaces[std::size_t(x)].border[std::size_t(d)];
    return -1;
}
inline std::string apply(State& s, const char* text, EventList* ev = nullptr) {
    const auto c = parseChoice(text);
    if (!c) return std::string("unparsable: ") + text;
    return s.apply(*c, ev);
}

// The border between Areas x and y (indices into Board::areas), -1 when they do not meet.
inline int borderOfAreas(const Board& b, int x, int y) {
    for (int s : b.areas[std::size_t(x)].spaces)
        for (int d = 0; d < kDirections; ++d) {
            const int n = b.spaces[std::size_t(s)].next[std::size_t(d)];
            if (n != kNone && b.spaces[std::size_t(n)].area == y)
                return b.spaces[std::size_t(s)].border[std::size_t(d)];
        }
    return -1;
}

// The sinking tests' board (tst_volcanic_borders), shared with the AI's tests.
namespace rows {

// Four three-space tiles in two rows:
//   row 0:  A (0,0)(1,0)(2,0)      B (3,0)(4,0)(5,0)
//   row 1:  C (-1,1)(0,1)(1,1)     D (2,1)(3,1)(4,1)
// A, B and C carry a Volcano (craters: A's (0,0), B's (4,0), C's (-1,1)), D none. A and C share
// five hex sides, as do B and D; A-B, A-D and C-D share one each. Geysers: on A's (1,0) facing
// south-west (into C) and on A's (2,0) facing south-west too (into C again, another side of the
// same border); on C's (1,1) facing east (into D).
inline Board boardC() {
    const auto volcano = [](std::vector<Hex> spaces, int crater,
                            std::vector<GeyserDef> geysers = {}) {
        return TileSpec{std::move(spaces), crater, {0}, std::move(geysers)};
    };
    return makeBoard({volcano({{0, 0}, {1, 0}, {2, 0}}, 0, {{1, 4}, {2, 4}}),
                      volcano({{3, 0}, {4, 0}, {5, 0}}, 1),
                      volcano({{-1, 1}, {0, 1}, {1, 1}}, 0, {{2, 0}}),
                      {{{2, 1}, {3, 1}, {4, 1}}, -1, {}, {}}},
                     {{1, -1}});
}

enum Area { A, B, C, D };

inline int sp(const Board& b, int q, int r) {
    return b.spaceAt({q, r});
}

inline int between(const Board& b, Area x, Area y) {
    return borderOfAreas(b, x, y);
}

// An empty board with one lava on D, so no double eruption (no lava on the board) interferes.
inline State stateC(const Board& b, int players = 2) {
    State s = emptyState(b, players);
    putLava(s, sp(b, 4, 1));
    return s;
}

// Blue (player 1) to play, with a Settler and a lying Moai on the given geyser's space: ready
// to raise there.
inline void blueReadyToRaise(State& s, int geyser) {
    putSettler(s, geyser, 1);
    putMoai(s, geyser, 1);
    s.active = s.decider = 1;
}

// Blue (player 1, the round's last seat) one raise from the end: A-B and A-D are cracked, and
// Blue's Settler and lying Moai stand on C's geyser at (1, 1), which faces D. Raising there
// cracks C-D: B and D sink and two Volcanoes are left. Lava on C keeps the board from running
// dry once D sinks.
inline State oneRaiseFromTwoVolcanoes(const Board& b, int players = 2) {
    State s = stateC(b, players);
    putLava(s, sp(b, 0, 1));
    putFissure(s, between(b, A, B));
    putFissure(s, between(b, A, D));
    s.first = 0;
    blueReadyToRaise(s, sp(b, 1, 1));
    return s;
}

} // namespace rows

// A board where two Areas meet only along a crater (decision 24):
//   row 0:  V (0,0)(1,0)(2,0), its crater at (2,0)    E (3,0)
//   row 1:         W (1,1)(2,1)(3,1)
// V and E share one side, the crater's; V-W and W-E each have a side a Settler can cross.
// Geysers: on E's (3,0) facing west (into V's crater) and south-west (into W's (2,1)).
namespace crater {

enum Area { V, W, E };

inline Board board() {
    return makeBoard({{{{0, 0}, {1, 0}, {2, 0}}, 2, {3}, {}},
                      {{{1, 1}, {2, 1}, {3, 1}}, -1, {}, {}},
                      {{{3, 0}}, -1, {}, {{0, 3}, {0, 4}}}},
                     {{0, -1}});
}

inline int between(const Board& b, Area x, Area y) {
    return borderOfAreas(b, x, y);
}

} // namespace crater

} // namespace fixture
