#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/fixed_list.h"

namespace rano::cards {

// The kinds of Rapa Nui cards. The four Hunter & Gatherer kinds come last, in the order of the
// Sacrifice types they gather (Hunters(t) == kFirstHunters + t).
enum class Kind : std::uint8_t { Moai, Priest, Lumberjack, Fish, Mulberry, SweetPotato, Grain };
inline constexpr int kKinds = 7;
inline constexpr int kFirstHunters = 3;

// The Sacrifice types, which are also the Hunter & Gatherer types.
enum class Offering : std::uint8_t { Fish, Mulberry, SweetPotato, Grain };
inline constexpr int kTypes = 4;

inline constexpr Kind huntersOf(int type) {
    return Kind(kFirstHunters + type);
}
inline constexpr bool isHunters(Kind k) {
    return int(k) >= kFirstHunters;
}
inline constexpr int typeOf(Kind k) {
    return int(k) - kFirstHunters;
}

// "moai", "priest", "lumberjack", "fish", "mulberry", "sweet-potato", "grain".
const char* kindWord(Kind k);
// "fish", "mulberry", "sweet-potato", "grain".
const char* typeWord(int type);
std::optional<Kind> kindFromWord(std::string_view word);
std::optional<int> typeFromWord(std::string_view word);

// Every decision, whoever takes it: the active player's steps of a turn, and the decisions
// other players take outside their turn (a Sacrifice, a Moai reward, a substitute type).
enum class ChoiceKind : std::uint8_t {
    Skip,        // buy no Sacrifice card this turn
    Buy,         // buy one Sacrifice card (type)
    Lumberjack,  // play a Lumberjack
    Priest,      // play a Priest
    Moai,        // build a Moai (7 wood), which starts a Sacrifice Round
    Hunters,     // play 1-3 Hunters & Gatherers of one type (type, count)
    DiscardMoai, // three Moai in hand and under 7 wood: one leaves the game
    Sacrifice,   // lay one own Sacrifice card on the Stone (type)
    Offer,       // the builder adds one card from an open stack to the Stone (type)
    Draw,        // take the top card of a column into the hand (column)
    Glory,       // a scored Moai pays in glory
    Wood,        // a scored Moai pays in wood
    Substitute,  // the owed type's stack is empty: take this type instead (type)
};

// Small and comparable; its text form is stable (logs, protocol, replays).
struct Choice {
    ChoiceKind kind = ChoiceKind::Skip;
    std::int8_t arg = -1;   // a Sacrifice type or a column, else -1
    std::uint8_t count = 0; // Hunters: how many cards

    friend bool operator==(const Choice&, const Choice&) = default;

    static Choice of(ChoiceKind kind) { return {kind, -1, 0}; }
    static Choice with(ChoiceKind kind, int arg) { return {kind, std::int8_t(arg), 0}; }
    static Choice hunters(int type, int count) {
        return {ChoiceKind::Hunters, std::int8_t(type), std::uint8_t(count)};
    }
};

// "skip", "buy fish", "play lumberjack", "play priest", "play moai", "play grain 2",
// "discard moai", "sacrifice mulberry", "offer fish", "draw 0" (columns 0-3), "glory", "wood",
// "take sweet-potato".
std::string toText(const Choice& choice);
std::optional<Choice> parseChoice(std::string_view text);

// The kind of hand card a choice takes out of the hand (played, or a Moai put out of the
// game); none for a choice that plays no card.
std::optional<Kind> cardPlayed(const Choice& c);

// The largest step is playing a card: Lumberjack, Priest, Moai and at most 6 ways of laying
// Hunters & Gatherers from a hand of three.
inline constexpr std::size_t kMaxChoices = 16;
using ChoiceList = FixedList<Choice, kMaxChoices>;

} // namespace rano::cards
