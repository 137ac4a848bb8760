#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/fixed_list.h"

namespace rano::volcanic {

// Every decision a player can take, in turn or outside it.
enum class ChoiceKind : std::uint8_t {
    EndTurn,       // end the turn, losing unused AP
    Move,          // a Settler steps to an adjacent space (from, to, carry a Moai?)
    Land,          // a Settler steps off its Boat (to)
    BuildVillage,  // on lava under an own Settler (to)
    CreateSettler, // a new Settler on a space of an Area with own Settler and Village (to)
    Sculpt,        // a lying Moai on lava under an own Settler (to)
    Raise,         // an own lying Moai onto a free geyser (to, flag = geyser)
    TakePrayer,    // a Prayer token from the supply
    Pray,          // spend a Prayer token to save the threatened piece
    DontPray,      // let the threatened piece be destroyed
    Rescue,        // move the Settlers being rescued to this space (to)
};

// Small and comparable; its text form is stable (logs, protocol, replays).
struct Choice {
    ChoiceKind kind = ChoiceKind::EndTurn;
    std::int8_t from = -1;
    std::int8_t to = -1;
    std::uint8_t flag = 0;

    friend bool operator==(const Choice&, const Choice&) = default;

    static Choice endTurn() { return {}; }
    static Choice move(int from, int to, bool carry) {
        return {ChoiceKind::Move, std::int8_t(from), std::int8_t(to), std::uint8_t(carry)};
    }
    static Choice at(ChoiceKind kind, int space, int flag = 0) {
        return {kind, -1, std::int8_t(space), std::uint8_t(flag)};
    }
    static Choice of(ChoiceKind kind) { return {kind, -1, -1, 0}; }
};

// "end", "move 3 4", "move 3 4 carry", "land 5", "village 3", "settler 3", "sculpt 3",
// "raise 3 0", "prayer", "pray", "no-pray", "rescue 7" (numbers are board space indices).
std::string toText(const Choice& choice);
std::optional<Choice> parseChoice(std::string_view text);

inline constexpr std::size_t kMaxChoices = 512;
using ChoiceList = FixedList<Choice, kMaxChoices>;

} // namespace rano::volcanic
