#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "volcanic/continent.h"
#include "volcanic/tile.h"

namespace rano::volcanic {

// Which rule a problem breaks, so the app can say it in the player's language.
enum class ProblemKind : std::uint8_t {
    InnerTouches,     // tiles {t}; numbers {other tile, or 0 when it touches none}
    InnerGap,         // tiles 1-5; places: the gap
    NoSuchTile,       // tiles {t}; numbers {tiles in the catalogue}
    BadRotation,      // tiles {t}; numbers {rotation}
    PlacedTwice,      // tiles {t}; numbers {times}
    Missing,          // tiles: those not on the continent
    Overlap,          // tiles {a, b}
    CoastMeets,       // tiles {a, b}: a meets b with its coast
    OpenSides,        // tiles {t}; numbers {sides}
    CutOff,           // tiles cut off
    CraterBorder,     // tiles {a, b} that meet only along a crater; places: the crater
    Hole,             // tiles around it; places: the hole
    NoBay,            //
    BayOnLand,        // tiles {t}; numbers {bay}
    BayInHole,        // numbers {bay}
    BayAwayFromCoast, // numbers {bay}
    SameBay,          // numbers {bay, other bay}
    WrongPhase,       // tiles {t}; numbers {phase}
    AlreadyPlaced,    // tiles {t}
    PhaseNotOpen,     // tiles: those still missing; numbers {phase, last tile needed}
    WouldOverlap,     // tiles {t, other}
    NotTouching,      // tiles {t}
    MustJoinInner,    // tiles {t}
    WouldLeaveOpen,   // tiles {t}; numbers {edges}; places: the open sides
};

// One broken rule, in words, with what the editor should highlight.
struct Problem {
    std::string message;     // "Tile 4 touches only one other inner Volcano tile (tile 2)"
    std::vector<int> tiles;  // tiles involved
    std::vector<Hex> places; // board hexes involved (a space, a hole, a bay)
    ProblemKind kind = ProblemKind::NoBay;
    std::vector<int> numbers; // what the words need besides the tiles, by kind
    friend bool operator==(const Problem&, const Problem&) = default;
};

// A straight side of a placed tile that faces the sea.
struct OpenSide {
    int tile = 0;
    Hex space;
    int direction = 0;
    friend bool operator==(const OpenSide&, const OpenSide&) = default;
};

// Every advanced-setup rule (docs/rules.md, docs/continent-format.md) checked on a whole
// continent; empty when it is valid.
std::vector<Problem> validateContinent(const TileCatalogue& catalogue, const Continent& continent);

// The straight sides left facing the sea, in placement order.
std::vector<OpenSide> openStraightSides(const TileCatalogue& catalogue, const Continent& continent);

// How far a landfall bay lies from what Settlers come ashore for: the nearest geyser and the
// nearest Volcano crater, in hex steps from the bay's sea hex.
struct BayReach {
    Hex bay;
    int toGeyser = 0;
    int toVolcano = 0;
    friend bool operator==(const BayReach&, const BayReach&) = default;
};
std::vector<BayReach> bayReach(const TileCatalogue& catalogue, const Continent& continent);

// Bays are clearly unbalanced when, from one bay, the nearest geyser or Volcano is this many
// steps or more further than from another: a warning in the editor, not a setup rule.
inline constexpr int kBayImbalance = 3;
bool baysUnbalanced(const std::vector<BayReach>& reach);

// The three phases of the advanced setup, in the order the editor's guided mode follows.
enum class SetupPhase {
    InnerVolcanoes = 1,   // tiles 1-5 form a compact zone without holes
    CoastalVolcanoes = 2, // tiles 6-8 join that zone
    OuterAreas = 3,       // tiles 9-22 join one at a time
};

// The phase a tile belongs to.
SetupPhase setupPhaseOf(int tile);

// One step of the guided build: checks `next` joining the tiles `placed` so far in `phase`;
// empty when the step is allowed. Every step: a tile of that phase, not yet placed, rotation
// 0-5, on free hexes, touching the land placed so far (except the very first tile), meeting
// it on straight sides only. Phase 1, once its fifth tile is down: tiles 1-5 each touch two
// of the others and leave no gap. Phases 2 and 3 start once the earlier phases are complete;
// a tile of phase 2 touches one of tiles 1-5; a tile placed in phase 2 or 3 keeps at most
// two straight edges open (an edge: open straight sides next to each other on its outline).
// The rule is asked of the tile being placed, as the rulebook asks it "each time" a tile
// joins; the inner tiles are all straight sides, so it is not asked of them.
std::vector<Problem> validatePlacementStep(const TileCatalogue& catalogue,
                                           const std::vector<Placement>& placed,
                                           const Placement& next, SetupPhase phase);

// An order in which guided mode can build `continent` tile by tile, phase 1, 2, then 3, every
// step passing validatePlacementStep; empty when none is found. Found greedily (at each step the
// first waiting tile of the phase, by number, that may join), so an order it returns is always
// right, though a rare continent with a cleverer order only is reported as having none.
std::vector<Placement> guidedBuildOrder(const TileCatalogue& catalogue, const Continent& continent);

} // namespace rano::volcanic
