#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>

#include "core/index.h"
#include "core/state_rules.h"
#include "rapanui/board.h"
#include "rapanui/choice.h"

namespace rano::rapanui {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kBaseVillagers = 4; // Popular adds the fifth
inline constexpr int kMaxResource = 10;  // decision 7
inline constexpr int kRoundCap = 30;     // decision 16
inline constexpr int kSpareMoai = 2;     // State::stacksPastTheEnd
inline constexpr int kPukao = 20;
inline constexpr int kOutstanding = 7;
inline constexpr int kStackTiles = 4;
inline constexpr std::array<int, kSizes> kMoaiCount = {8, 7, 6};
inline constexpr std::array<int, kSizes> kMoaiRemovedForTwo = {2, 1, 1};
inline constexpr std::array<int, kTileKinds> kTileCount = {4, 4, 4, 4, 2, 2, 3, 3, 1, 2};
inline constexpr std::array<int, kTileKinds> kFirstGameTileCount = {4, 4, 4, 4, 2, 0, 0, 0, 1, 2};
inline constexpr std::array<int, kSizes> kErectGain = {1, 3, 5};
inline constexpr std::array<int, kImprovements> kImprovementCost = {2, 2, 2, 3};
// Stacks, highest on top (decision 8); two players play with positions 0 and 2 only.
inline constexpr std::array<std::array<int, kStackTiles>, kOfferingTypes> kStackValues = {
    {{7, 7, 6, 6}, {8, 8, 7, 7}, {9, 9, 8, 8}, {10, 10, 9, 9}, {12, 12, 11, 11}}};
// Outstanding tiles: their type and value, the highest of a type first.
inline constexpr std::array<int, kOutstanding> kOutstandingType = {0, 1, 2, 2, 3, 4, 4};
inline constexpr std::array<int, kOutstanding> kOutstandingValue = {8, 9, 11, 10, 11, 14, 13};

// The revision of the rules the engine plays; a replay names the one it was played under.
// 3 (issue 68): several Moai on one Ahu space, Barter of any 3 resources for any 3 and the
// Tablet copying any Ahu tile (the French original). 2 (issue 52): the Chief comes with another
// figurine, free actions before or after a turn's placement or transport and Barter in every own
// turn, the payment of an Offering chosen, Take Your Pick's Outstanding tile a choice. 1: files
// without "rules".
inline constexpr int kRulesRevision = 3;

struct Options {
    int players = 4;
    bool firstGame = false; // 21 simple Ahu tiles, no Rongorongo Tablets
    friend bool operator==(const Options&, const Options&) = default;
};

// Who must decide, and about what.
enum class Phase : std::uint8_t {
    Draft,      // two players: `decider` takes an Ahu tile from the display
    Place,      // phase 1: `decider` places a figurine (or buys an Improvement first)
    ChangeJobs, // after turn order: `decider` may use Change Jobs
    ChipIn,     // sculpting is evaluated: `decider` may use Chip In
    Sculpt,     // `decider` chooses how their Sculptors combine
    LendAHand,  // after sculpting: `decider` may use Lend a Hand
    Transport,  // phase 3: `decider` transports, drops out, or takes a free action first
    Payment,    // an "a/b" space crossed: its owner `decider` picks the resource
    Erect,      // the mover may add Take Two/Three More and Fervent
    Style,      // the mover exchanges resources for an Offering
    Over,
};

// The rule; Moai too few to fill the Ahu the rule needs (decision 35); the round cap.
enum class EndReason : std::uint8_t { None, Rule, RoundCap, NoMoai };

// Where a Sorcerer or a Chief stands.
enum class Spot : std::uint8_t { Out, Hand, Track, Quarry, Island };

struct PlayerState {
    std::array<std::uint8_t, kResources> res{};
    std::uint8_t villagers = kBaseVillagers; // owned
    std::uint8_t villagersHome = 0;          // still to place this round
    Spot sorcerer = Spot::Hand;
    std::int8_t sorcererAt = kNone; // star, column or space
    Spot chief = Spot::Out;         // Out until the Chief Improvement
    std::int8_t chiefAt = kNone;
    std::uint8_t improvements = 0;                    // bit per Improvement
    std::uint8_t tablet = 0;                          // the unused Rongorongo Tablet
    std::uint8_t dropped = 0;                         // out of this round's transport phase
    std::array<std::uint8_t, kTileKinds> tiles{};     // Ahu tiles held
    std::array<std::uint8_t, kSizes> sculptors{};     // Villagers on the Quarry, by column
    std::array<std::uint8_t, kSizes> extra{};         // the Chief or the Sorcerer, by column
    std::array<std::uint8_t, kSizes> chipIn{};        // Chip In's virtual Sculptors
    std::array<std::uint8_t, kSizes> moai{};          // sculpted, not yet erected
    std::array<std::uint8_t, kOfferingTypes> stack{}; // stack tiles won: bit per position
    std::uint8_t outstanding = 0;                     // bit per Outstanding tile

    bool has(Improvement i) const { return improvements >> int(i) & 1u; }
    int resourceTotal() const { return res[0] + res[1] + res[2] + res[3]; }
    int improvementCount() const;
    // A figurine left to place this round (the Chief comes only with another figurine).
    bool hasToPlace() const { return villagersHome > 0 || sorcerer == Spot::Hand; }
    // Whether Improvement `i` may be added now: not yet there, fewer than 3, its cost held.
    bool mayAdd(int i) const;
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

// The full position of a game of Rapa Nui, the board game. Plain data, trivially copyable
// and without padding (the hash reads its bytes): the AI copies it millions of times. The
// Board it points to must outlive it. After setup nothing is random.
struct State : StateRules<State, Choice, ChoiceList, Phase::Over> {
    const Board* board = nullptr;
    std::uint64_t pending = 0; // "a/b" spaces of the transport in progress still to pay
    std::uint8_t players = 4;
    std::uint8_t firstGame = 0;
    std::uint8_t round = 1;
    Phase phase = Phase::Place;
    EndReason endReason = EndReason::None;
    std::int8_t decider = 0;
    std::uint8_t turn = 0;        // index into `order` of the player on turn or at the moment
    std::uint8_t firstMoved = 0;  // the round's first player has placed something
    std::uint8_t draftPicks = 0;  // two players: Ahu tiles drafted so far
    std::int8_t carrying = kNone; // the transport in progress: a size, 3 for a Pukao
    std::int8_t dest = kNone;     // its Ahu index
    std::uint8_t gain = 0;        // Erect: resources to take of the space's type
    // The turn's placement or transport is made (2: with the Chief): the turn goes on with
    // free actions until its player ends it.
    std::uint8_t acted = 0;
    std::array<std::uint8_t, kMaxPlayers> order{}; // turn order (the Animal Totems)
    std::array<std::int8_t, kMaxPlayers> star{};   // the Sorcerer on each star, or -1

    std::array<std::uint8_t, kSizes> supply{};    // Moai beside the board
    std::array<std::uint8_t, kSizes> moaiBoxed{}; // two players: returned to the box
    std::uint8_t pukao = kPukao;
    std::array<std::uint8_t, kOfferingTypes> stackLeft{};
    std::uint8_t outstandingLeft = 0;               // bit per Outstanding tile still on the board
    std::array<std::uint8_t, kTileKinds> display{}; // two players: the face-up leftovers
    std::array<std::uint8_t, kTileKinds> boxed{};   // out of the game unplayed
    std::array<std::uint8_t, kTileKinds> played{};  // played and discarded

    std::array<std::int8_t, kMaxAhu> ahuTile{}; // the tile still on each Ahu, or -1
    // The Moai standing on each Ahu space, by size, and how many of them wear a Pukao, by
    // size: several may stand on one space (decision 4).
    std::array<std::array<std::uint8_t, kSizes>, kMaxAhu> ahuMoai{};
    std::array<std::array<std::uint8_t, kSizes>, kMaxAhu> ahuStyled{};

    // Transporters: all of one owner on a space (the rules forbid mixing), standing or
    // fatigued. Standing ones include a Sorcerer or Chief put there.
    std::array<std::int8_t, kMaxSpaces> owner{};
    std::array<std::uint8_t, kMaxSpaces> fresh{};
    std::array<std::uint8_t, kMaxSpaces> tired{};

    std::array<PlayerState, kMaxPlayers> player{};

    // --- set-up and queries ---
    // Deals the Ahu tiles and draws the turn order from `seed`: the only chance in a game.
    static State setup(const Board& board, const Options& options, std::uint64_t seed);

    // over(), whoDecides(), isLegal() and the checked apply() are StateRules'.
    void legalChoices(ChoiceList& out) const;
    // Applies a choice taken from legalChoices() of this very state without checking it.
    void applyLegal(const Choice& c);
    std::string reasonIllegal(const Choice& c) const;
    std::uint64_t hash() const;

    bool twoPlayers() const { return players == 2; }
    int emptyAhu() const;
    // The Moai Sculptors for `large`, `medium` and `small` Moai carve from `supply`, by size:
    // a size run out gives the next smaller one, and none left gives none (State::sculpt).
    static std::array<int, kSizes> carve(std::array<std::uint8_t, kSizes>& supply, int large,
                                         int medium, int small);
    int moaiOn(int ahu) const;
    int unstyledOn(int ahu) const;
    // The size of the Moai a Pukao styles on `ahu`: the largest unstyled one (decision 34).
    int styledSize(int ahu) const;
    int moaiErected() const;
    // The Moai that may still be erected: in the supply and sculpted.
    int moaiLeft() const;
    // Whether `c` erects a Moai beside others on an Ahu when the Moai left would then not fill
    // the empty Ahu the rule's end needs with kSpareMoai to spare (the AI's and the bots'
    // sense, decision 35: with none to spare, the last Ahu wait for the last Moai, whose
    // Sculptors and chains may be round after round away).
    bool stacksPastTheEnd(const Choice& c) const;
    // How many more Ahu must get a Moai before a round's end ends the game by the rule (at
    // most P empty Ahu; fewer than 3 with two players).
    int ahuToEnd() const;
    // Whether `p` may use the power of `tile` now, and how (a held tile first: spending the
    // Tablet when holding the tile is never better, decision 19).
    Via powerOf(int p, Tile tile) const;
    bool canStyle(int p) const;
    // Whether offering option `c` (an Offer choice) is affordable and has a tile to take.
    bool offerPossible(int p, const Choice& c) const;
    int offeringTaken(int p, const Choice& c, bool& outstanding) const;

    // How many of `n` more of resource `r` player `p` would lose: a track stops at 10
    // (decision 7: "while a Resource cube is in the rightmost space, you cannot gain any more").
    int lostToTheTrack(int p, int r, int n) const;
    // How many resources choice `c` of whoever decides would lose so (an erection, a Moai
    // carried to an Ahu and erected on arrival, an owner's payment, a Barter).
    int resourcesLost(const Choice& c) const;

    // --- rules internals, public so tests can stage positions ---
    void gainResource(int p, int r, int n);
    void usePower(int p, Tile tile, Via via);
    void nextPlacement();
    // After a turn's placement, transport or free action: the turn goes on while its player
    // has something left to do in it, else it ends.
    void goOnOrEndTurn();
    void endTurn();
    void startPhaseTwo();
    void nextChangeJobs();
    void nextSculpting();
    void sculpt(int p, int large, int medium);
    void nextLendAHand();
    void nextTransport(bool advance);
    void arrive();
    void fatigue(int p, int space);
    void finishErect(int higher);
    void endRound();
    void appendTransports(int p, ChoiceList& out) const;
    void appendStyles(int p, ChoiceList& out) const;
    void appendSplits(int p, ChoiceList& out) const;
    std::array<int, kSizes> sculptorCounts(int p) const;
};

static_assert(std::is_trivially_copyable_v<State>);

// The resources an Offer choice spends: its `paid` field, or Skimp's Hatchet pair.
std::array<int, kResources> offerSpending(const Choice& c);

// An Offering stack's tile value at position `i` (two players skip the duplicates).
int stackValue(int type, int position);
// The position of the next tile of a stack, given how many are left.
int stackPosition(const State& s, int type);

} // namespace rano::rapanui
