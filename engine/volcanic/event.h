#pragma once

#include <cstdint>

#include "volcanic/choice.h"

namespace rano::volcanic {

// What a choice made happen, for animation and the game log.
enum class EventKind : std::uint8_t {
    SettlerMoved,    // player, space -> other (value 1: carrying a Moai)
    SettlerLanded,   // player, space
    VillageBuilt,    // player, space, value = VP
    SettlerCreated,  // player, space
    MoaiSculpted,    // player, space
    MoaiRaised,      // player, space, value = VP
    PrayerTaken,     // player, value = AP spent
    FissurePlaced,   // space, other (the two sides of the border)
    DieRolled,       // player, value = 1 for a Volcano face
    DoubleEruption,  // other = how many Volcanoes erupt (2, or the last one), not a space
    VolcanoErupts,   // value = Volcano number
    LavaFlows,       // space
    PieceDestroyed,  // player, space, value = PieceKind
    PieceSaved,      // player, space, value = PieceKind
    AreaSinks,       // value = tile number
    SettlersRescued, // player, space (destination), value = count
    SettlersLost,    // player, value = count
    PiecesSunk,      // player, value = Villages, other = Moai the sea sent back to the reserve
    FinalRound,      // the final round has begun
    TurnEnded,       // player
    GameOver,
};

enum class PieceKind : std::uint8_t { Village, Moai };

struct Event {
    EventKind kind = EventKind::GameOver;
    std::int8_t player = -1;
    std::int8_t space = -1;
    std::int8_t other = -1;
    std::int16_t value = 0;
};

inline constexpr std::size_t kMaxEvents = 256;
using EventList = FixedList<Event, kMaxEvents>;

} // namespace rano::volcanic
