#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>

#include "cards/choice.h"
#include "core/rng.h"
#include "core/state_rules.h"

namespace rano::cards {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kDeckCards = 50;
inline constexpr std::array<int, kKinds> kDeckCount = {9, 9, 12, 5, 5, 5, 5}; // by Kind
inline constexpr int kSacrificePerType = 25;
inline constexpr int kColumns = 4;
inline constexpr int kColumnHeight = 4;
inline constexpr int kHandSize = 3;
inline constexpr int kMoaiCost = 7;
inline constexpr int kSacrificePrice = 5;
inline constexpr int kGloryPerMoai = 4;
inline constexpr int kWoodPerGlory = 5;
inline constexpr int kStartWood = 2; // the start player; each next seat one more
// Every Moai is built at most once, and each build lays at most one face-down card.
inline constexpr int kMaxFaceDown = 9;

struct Options {
    int players = 4;
    friend bool operator==(const Options&, const Options&) = default;
};

// Who must decide, and about what.
enum class Phase : std::uint8_t {
    Buy,        // the active player may buy one Sacrifice card
    Play,       // the active player plays cards from hand
    Sacrifice,  // the Sacrifice Round: `decider` lays one of their Sacrifice cards
    Offer,      // the builder adds a card from an open stack to the Stone
    Draw,       // the active player refills the hand, one column at a time
    MoaiReward, // a scored Moai: `decider` picks glory or wood
    Substitute, // a Hunters & Gatherers payout meets an empty stack: `decider` picks a type
    Over,
};

struct PlayerState {
    std::array<std::uint8_t, kKinds> display{};    // own display, by Kind (start cards too)
    std::array<std::uint8_t, kKinds> hand{};       // by Kind; public to perfect memory
    std::array<std::uint8_t, kTypes> sacrifices{}; // held, by type
    std::int16_t wood = 0;
    std::int16_t glory = 0; // earned during play

    int handSize() const;
    int held() const; // Sacrifice cards held
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

// A card laid face down on the Stone. Only its owner knows its type. `cap` is what keeps a
// re-deal of its type honest: for each type, the fewest cards of that type the owner could
// be seen to hold (counting their face-down cards as still held) between this card and the
// owner's next face-down card. No re-dealt history may have made the owner lay a type they
// could not have held then.
struct FaceDown {
    std::uint8_t owner = 0;
    std::uint8_t type = 0;
    std::array<std::uint8_t, kTypes> cap{};
    friend bool operator==(const FaceDown&, const FaceDown&) = default;
};

// The full position of a game of Rapa Nui, the card game, hidden parts included. Plain data,
// trivially copyable: the AI copies it millions of times.
struct State : StateRules<State, Choice, ChoiceList, Phase::Over> {
    std::uint8_t players = 4;
    std::uint8_t first = 0;  // the start player
    std::uint8_t active = 0; // whose turn it is
    std::int8_t decider = 0;
    Phase phase = Phase::Buy;
    std::uint8_t step = 0;      // Sacrifice, MoaiReward, Substitute: seat offset from `active`
    std::uint8_t owed = 0;      // Substitute: cards still owed to the current taker
    std::int8_t scored = -1;    // the Kind being scored at the end of this turn, else -1
    std::int8_t lastDrawn = -1; // the column of the last draw, else -1
    std::uint16_t turn = 0;     // turns completed

    // The general display: column c holds column[c][0..height[c]), its top card last.
    std::array<std::array<Kind, kColumnHeight>, kColumns> column{};
    std::array<std::uint8_t, kColumns> height{};
    // The face-down stack: deck[0..deckSize), drawn from the end. Hidden order.
    std::array<Kind, kDeckCards> deck{};
    std::uint8_t deckSize = 0;
    // The next column emptied is refilled from a deck it empties: the game ends unscored.
    bool lastRefillNext() const { return deckSize <= kColumnHeight; }
    std::uint8_t moaiRemoved = 0; // Moai that left the game

    std::array<std::uint8_t, kTypes> stack{};     // the open Sacrifice stacks
    std::array<std::uint8_t, kTypes> stoneOpen{}; // face-up on the Stone
    std::array<FaceDown, kMaxFaceDown> faceDown{};
    std::uint8_t faceDownCount = 0;

    std::array<PlayerState, kMaxPlayers> player{};

    // --- set-up and queries ---
    // Shuffles the deck and picks the start player from `seed`: the only chance in a game.
    static State setup(const Options& options, std::uint64_t seed);

    // over(), whoDecides(), isLegal() and the checked apply() are StateRules'.
    void legalChoices(ChoiceList& out) const;
    // Applies a choice taken from legalChoices() of this very state without checking it again:
    // the AI's fast path.
    void applyLegal(const Choice& c);
    std::string reasonIllegal(const Choice& c) const;

    int nextPlayer(int p) const { return (p + 1) % players; }
    int seatAt(int offset) const { return (active + offset) % players; }
    // 5 wood minus one per own Hunter & Gatherer of the type, never below 0.
    int price(int p, int type) const;
    int topOf(int c) const {
        return height[std::size_t(c)] ? int(column[std::size_t(c)][height[std::size_t(c)] - 1u])
                                      : -1;
    }
    // How many Sacrifice cards of each type lie on the Stone, face-down ones included.
    std::array<int, kTypes> stoneCounts() const;
    // What everybody may count of a player's Sacrifice cards: those held plus their face-down
    // ones on the Stone (others cannot tell them apart).
    std::array<int, kTypes> seenHoldings(int p) const;
    // Whether `p` holds strictly more cards of `kind` in display than anyone else, and 2+.
    bool hasBonus(int p, Kind kind) const;

    std::uint64_t hash() const { return hash(true); }
    // Without the deck's order: equal for positions that differ only in what the deck holds
    // next (the AI merges those).
    std::uint64_t hash(bool withDeckOrder) const;

    // --- rules internals, public so tests can stage positions ---
    void startTurn();
    void nextSacrifice();
    void startDrawing();
    void scoreUncovered();
    void nextMoaiReward();
    void continueHarvest();
    void endTurn();
    int owedTo(int p) const; // Hunters & Gatherers payout of the scored type to `p`
    // What `p` takes if a card of `kind` is scored now: per card of the kind in their display,
    // 1 wood (Lumberjack), 1 glory (Priest) or 1 glory or wood (Moai), and 1 more with a
    // majority of at least 2; for Hunters & Gatherers, 1 Sacrifice card of the type with at
    // least one in the display, 2 with such a majority.
    int payout(int p, Kind kind) const;
};

static_assert(std::is_trivially_copyable_v<State>);

// Re-deals in `s` exactly what `viewer` cannot know: the order of the deck, and the types of
// the other players' face-down cards on the Stone (with their holdings to match). What the
// viewer sees or could have counted stays as it is. Draws only from `rng`.
void determinize(State& s, int viewer, Rng& rng);
// Gives types to `owner`'s face-down cards, within their caps, and holdings to match, so that
// the owner is seen to hold `seen` of each type (held plus face down): determinize's re-deal of
// one player. Draws only from `rng`.
void redealFaceDown(State& s, int owner, const std::array<int, kTypes>& seen, Rng& rng);

} // namespace rano::cards
