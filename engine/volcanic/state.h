#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>

#include "core/index.h"
#include "core/rng.h"
#include "core/state_rules.h"
#include "volcanic/board.h"
#include "volcanic/choice.h"
#include "volcanic/event.h"

namespace rano::volcanic {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kSettlersPerPlayer = 5;
inline constexpr int kVillagesPerPlayer = 6;
inline constexpr int kMoaiPerPlayer = 14;
inline constexpr int kLavaTiles = 47;
inline constexpr int kFissureTiles = 26;
// The revision of Rano's reading of the rules that states and replays are played under.
// 2 (2026-11-24): a Fissure closes the whole border between two Areas; files of revision 1
// (one Fissure per hex side) would replay differently, so they are refused, not misread.
// 3 (2026-11-25): the tiles carry 74 geysers instead of 66 (one or two on every space outside
// a crater; every border of Mu faces one), so a geyser number in a file of revision 2 names
// another geyser.
// 4 (2026-11-25): a border that runs only along a crater parts the land from the start
// (decision 24), so games sink differently from revision 3.
// 5 (2026-11-27): the final round begins at the end of a turn after which no raise can ever lay
// a Fissure (decision 25), so a game of revision 4 may have gone on where it now ends.
// 6 (2026-11-27): lava no Settler can walk to counts as none, and two Volcanoes erupt (decision
// 26), so a game of revision 5 may have waited where Volcanoes now erupt.
inline constexpr int kRulesRevision = 7;
// Why a file of an earlier revision cannot be played on, for the refusal message.
const char* rulesRevisionChange(int revision);
inline constexpr int kPrayerTokens = 12;
inline constexpr int kActionPoints = 4;
inline constexpr int kRoundCap = 60;
inline constexpr int kDieFaces = 6;
inline constexpr int kDefaultVolcanoFaces = 2;

struct Options {
    int players = 4;
    int volcanoFaces = kDefaultVolcanoFaces; // of the die's 6 faces
    friend bool operator==(const Options&, const Options&) = default;
};

enum class Ground : std::uint8_t { Empty, Lava, Village, Moai };

// Who must decide, and about what.
enum class Phase : std::uint8_t { Turn, Prayer, Rescue, Over };

// What a raise does about the border its geyser faces.
enum class FissureOutcome : std::uint8_t {
    Opens,        // a Fissure is laid and closes the whole border
    Sea,          // the geyser faces the sea (a coast, or a part that has sunk)
    AlreadyThere, // the border already holds a Fissure
    NoneLeft      // the supply is empty
};

struct PlayerState {
    std::int16_t vpVillages = 0;                // +1 per Village built
    std::int16_t vpRaises = 0;                  // VP from raising Moai
    std::uint8_t prayers = 0;                   // Prayer tokens held
    std::uint8_t settlers = kSettlersPerPlayer; // in reserve
    std::uint8_t villages = kVillagesPerPlayer;
    std::uint8_t moai = kMoaiPerPlayer;
    std::uint8_t onBoat = 0; // Settlers waiting on the Boat
    std::uint8_t bay = 0;    // Board::bays index of the Boat
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

// The full position of a game of Volcanic Isle. Plain data, trivially copyable: the AI copies
// it millions of times. The Board it points to must outlive it.
struct State : StateRules<State, Choice, ChoiceList, Phase::Over> {
    const Board* board = nullptr;
    Rng rng;
    std::uint8_t players = 4;
    std::uint8_t volcanoFaces = kDefaultVolcanoFaces;
    std::uint8_t active = 0; // whose turn it is
    std::uint8_t first = 0;  // first player
    std::uint8_t round = 1;
    std::uint8_t ap = kActionPoints;
    Phase phase = Phase::Turn;
    bool finalRound = false;
    bool prayerTaken = false; // this turn

    std::uint8_t lava = kLavaTiles; // in supply
    std::uint8_t fissures = kFissureTiles;
    std::uint8_t prayerSupply = kPrayerTokens;
    std::uint16_t volcanoes = 0; // bit v: Volcano v (1-8) still on the board
    std::uint32_t sunk = 0;      // bit a: Area a has sunk

    std::array<PlayerState, kMaxPlayers> player{};
    std::array<Ground, kMaxSpaces> ground{};
    std::array<std::int8_t, kMaxSpaces> groundOwner{}; // of a Village or lying Moai
    std::array<std::array<std::uint8_t, kMaxPlayers>, kMaxSpaces> settlers{};
    // Where each player has a Settler, a bit per space (settlers[space][p] > 0): kept by every
    // rule that moves one (setSettlers), so a turn's choices and decision 25's check do not scan
    // the board. Derived, so neither saved nor hashed; a test that writes `settlers` directly
    // calls refreshSettlerBits().
    std::array<std::uint64_t, kMaxPlayers> settlerBits{};
    std::array<std::array<std::uint8_t, kMaxPlayers>, kMaxSpaces>
        carried{}; // lying Moai brought in
    std::array<std::array<std::int8_t, kMaxGeysersPerSpace>, kMaxSpaces> raised{}; // owner or -1
    static_assert(kMaxBorders <= 64, "a space's walkBorders and the Fissures are one word");
    std::array<std::uint64_t, 1> fissure{};        // bit b: a Fissure lies on border b
    std::array<std::uint8_t, kMaxAreas> created{}; // Settlers created per Area this turn
    // Whether decision 25 must be checked again at this turn's end. Only a raise (with the
    // sinking it may cause) or a Village built on lava can take away the last way to lay a
    // Fissure: a carried Moai stays in its region and lava only falls where a channel already
    // reaches, so other turns skip the check, which is costly. Not saved, nor part of the
    // position: a loaded state checks once more, and the answer is the same either way.
    bool fissureCheckDue = true;
    // The round in which the continent last broke (a Fissure laid or a part sunk): how long a
    // table has waited, which the AI's stake reads (VolcanicSearch::evaluate). Not part of the
    // position the rules see, so not in its hash; saved, so a loaded game is thought about alike.
    std::uint8_t lastBreak = 1;

    // Resolution in progress (after a raise, during an eruption or a sinking).
    bool checkSinking = false;
    bool rollPending = false;
    bool lavaChecked = true;
    std::uint8_t queueHead = 0, queueSize = 0;
    std::array<std::uint8_t, 8> queue{}; // (area << 2) | channel
    std::int8_t hit = -1;                // space being hit by lava
    bool villageAsked = false, villageSaved = false, groundAsked = false, groundSaved = false;
    std::array<std::uint8_t, kMaxPlayers> carriedAsked{}, carriedSaved{};
    std::uint32_t sinking = 0;   // Areas of the part about to sink
    std::uint8_t rescueStep = 0; // 0 = the active player, then the others in turn order
    std::int8_t decider = 0;     // who must answer the current Prayer or Rescue question

    // --- set-up and queries ---
    static State setup(const Board& board, const Options& options, std::uint64_t seed);

    // over(), whoDecides(), isLegal() and the checked apply() are StateRules'.
    void legalChoices(ChoiceList& out) const;
    // Applies a choice taken from legalChoices() of this very state, without checking it
    // again: the AI's and the benchmarks' fast path.
    void applyLegal(const Choice& c, EventList* events = nullptr);
    std::string reasonIllegal(const Choice& c) const;

    bool areaSunk(int area) const { return (sunk >> area) & 1u; }
    bool spaceSunk(int space) const { return areaSunk(board->spaces[std::size_t(space)].area); }
    bool hasFissure(int border) const {
        return (fissure[std::size_t(border) / 64] >> (border % 64)) & 1u;
    }
    int volcanoCount() const;
    int lavaOnBoard() const;
    // Whether a Settler may step from `space` in direction `d`: onto land, never across a
    // Fissure, into a crater or onto a sunk space.
    bool canStep(int space, int d) const {
        const SpaceInfo& info = board->spaces[std::size_t(space)];
        const int to = info.next[std::size_t(d)];
        if (to == kNone || board->spaces[std::size_t(to)].crater || spaceSunk(to)) return false;
        const int border = info.border[std::size_t(d)];
        return border == kNone || !hasFissure(border);
    }
    // Every space a Settler could walk to, over any number of turns, from the spaces in `from`
    // (a bit each), those included. With `enough`, the walk may stop as soon as it reaches one
    // of those spaces (the answer then holds only part of the region).
    std::uint64_t walkableFrom(std::uint64_t from, std::uint64_t enough = 0) const;
    // Every space some Settler could walk to: from where Settlers stand, or from a Boat's landing
    // spaces while it holds one. With `enough`, as walkableFrom. A move never changes it.
    std::uint64_t settlerReach(std::uint64_t enough = 0) const;
    // The spaces beside player p's bay while its Boat still holds a Settler (a bit each).
    std::uint64_t boatLanding(int p) const;
    std::uint64_t lavaSpaces() const { return groundSpaces(Ground::Lava); }
    std::uint64_t groundSpaces(Ground kind) const; // a bit per space whose ground is `kind`
    // How many Settler steps each space lies from the nearest space in `from` (0 on them),
    // counted up to `far` (kFarSteps unless told): that value means as far or farther, or out
    // of reach.
    static constexpr std::uint8_t kFarSteps = 7;
    void stepsFrom(std::uint64_t from, std::array<std::uint8_t, kMaxSpaces>& steps,
                   std::uint8_t far = kFarSteps) const;
    int villagesIn(int area, int p) const;
    // The same, given groundSpaces(Ground::Village).
    int villagesIn(int area, int p, std::uint64_t villages) const;
    int raisedIn(int area, int p) const;
    // Every Moai of `p` in `area`, raised, lying or carried there: what a sinking sends back.
    int moaiIn(int area, int p) const;
    int lyingMoai(int space, int p) const {
        return carried[u(space)][u(p)] +
               (ground[u(space)] == Ground::Moai && groundOwner[u(space)] == p ? 1 : 0);
    }
    // The spaces of the Areas that have sunk (a bit each).
    std::uint64_t sunkSpaces() const {
        std::uint64_t out = 0;
        for (std::uint32_t m = sunk; m; m &= m - 1)
            out |= board->areas[u(std::countr_zero(m))].spaceBits;
        return out;
    }
    // The spaces where player p has a Settler (a bit each).
    std::uint64_t settlerSpaces(int p) const { return settlerBits[u(p)]; }
    // Player p's Settlers on `space` become `count`, and settlerBits with them.
    void setSettlers(int space, int p, int count) {
        settlers[u(space)][u(p)] = std::uint8_t(count);
        const std::uint64_t bit = std::uint64_t(1) << space;
        settlerBits[u(p)] = count > 0 ? settlerBits[u(p)] | bit : settlerBits[u(p)] & ~bit;
    }
    // settlerBits read again from `settlers`, after writing those directly.
    void refreshSettlerBits();
    // For every player at once: the spaces where they have a Settler, and those where they
    // have a lying Moai (lyingMoai > 0), a bit each.
    void pieceSpaces(std::array<std::uint64_t, kMaxPlayers>& settlerBits,
                     std::array<std::uint64_t, kMaxPlayers>& moaiBits) const;
    // Whether any space holds lava: lavaOnBoard() > 0, eight spaces at a time.
    bool anyLavaOnBoard() const;
    // The spaces a Settler on `space` can step to in one move, given sunkSpaces(): canStep's
    // answer for each direction at once.
    std::uint64_t stepsOutOf(int space, std::uint64_t gone) const {
        const SpaceInfo& info = board->spaces[u(space)];
        if (!(info.walkSpaces & gone) && !(info.walkBorders & fissure[0])) return info.walkSpaces;
        std::uint64_t out = 0;
        for (int i = 0; i < info.walkCount; ++i) {
            const int to = info.walkTo[u(i)];
            if (!((gone >> to) & 1u) && !(fissure[0] & info.walkBorderBit[u(i)]))
                out |= std::uint64_t(1) << to;
        }
        return out;
    }
    // Pieces on the board (for final scoring and tie-breaks).
    int settlersOnBoard(int p) const;
    int villagesOnBoard(int p) const;
    int moaiOnBoard(int p) const;
    // The next decider after `p` in turn order (clockwise).
    int nextPlayer(int p) const { return (p + 1) % players; }

    std::uint64_t hash() const { return hash(true); }
    // Without the generator: equal for positions that differ only in future chance (the AI
    // merges those).
    std::uint64_t hash(bool withChance) const;

    // The space lava from this channel of the Volcano in `area` would strike now (the first
    // one not covered with lava), or -1 when it would strike nothing.
    int lavaTarget(int area, int channel) const;
    // The linked parts the surviving Areas form, each a bit set of Areas; returns how many.
    int linkedParts(std::array<std::uint32_t, kMaxAreas>& parts) const;
    // The Volcanoes on a set of Areas (a bit set, as linkedParts gives them).
    int volcanoesIn(std::uint32_t areas) const;
    // Which of `count` linked parts would sink: fewest spaces, then fewest Volcanoes. Fills
    // `tied` with the indices of every part that ties for it and returns how many; more than
    // one means a drawn Volcano token decides.
    int doomedParts(const std::array<std::uint32_t, kMaxAreas>& parts, int count,
                    std::array<int, kMaxAreas>& tied) const;
    // The VP raising one more of player p's Moai in this Area scores.
    int raisePoints(int area, int p) const;
    // What raising on the geyser of `space` facing `side` does about the border there.
    FissureOutcome fissureOutcome(int space, int side) const {
        const SpaceInfo& info = board->spaces[u(space)];
        const int border = info.border[u(side)];
        if (border == kNone || spaceSunk(info.next[u(side)])) return FissureOutcome::Sea;
        if (hasFissure(border)) return FissureOutcome::AlreadyThere;
        if (fissures == 0) return FissureOutcome::NoneLeft;
        return FissureOutcome::Opens;
    }
    // Whether any raise could ever lay a Fissure again, whatever the players do (decision 25):
    // some walkable region holds a free geyser whose raise would lay one and a way to bring a
    // Moai there (a lying or carried Moai, lava, or a space a standing Volcano's lava can reach).
    bool fissureStillPossible() const;
    // Whether raising on geyser `geyser` of `space` lays a Fissure.
    bool raiseCracks(int space, int geyser) const {
        return fissureOutcome(space, board->spaces[u(space)].geyserSide[u(geyser)]) ==
               FissureOutcome::Opens;
    }

    // --- rules internals, public so tests can stage positions ---
    void advance(EventList* ev);
    void endTurn(EventList* ev);
    void startEruption(int volcano, EventList* ev);
    void resolveHit(EventList* ev);
    bool nextPrayerQuestion();
    void finishHit(EventList* ev);
    bool findSinkingPart();
    bool nextRescue();
    void rescueDestinations(ChoiceList& out) const;
    void sinkPart(EventList* ev);
    // Player p's Moai on `space` (a carried one first) stands on its geyser; no Fissure yet.
    void standMoai(int space, int geyser, int p);
    void placeFissure(int space, int side, EventList* ev);
};

} // namespace rano::volcanic
