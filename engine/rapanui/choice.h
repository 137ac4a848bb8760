#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/fixed_list.h"

namespace rano::rapanui {

// The 10 kinds of Ahu tiles, and how many of each the box holds (29 in all).
enum class Tile : std::uint8_t {
    Rest,
    Barter,
    Skimp,
    ChipIn,
    TakeThreeMore,
    TakeYourPick,
    ChangeJobs,
    LendAHand,
    GainFavor,
    TakeTwoMore,
};
inline constexpr int kTileKinds = 10;

// The 4 Improvements.
enum class Improvement : std::uint8_t { Fervent, Artistic, Popular, Chief };
inline constexpr int kImprovements = 4;

// The 5 Offering types, low to high.
enum class Offering : std::uint8_t { Hut, Chicken, Hatchet, Boat, Necklace };
inline constexpr int kOfferingTypes = 5;

// Moai sizes (and Quarry columns).
enum class Size : std::uint8_t { Small, Medium, Large };
inline constexpr int kSizes = 3;

// How an Ahu power is paid for: with a held tile, or by discarding the Rongorongo Tablet.
enum class Via : std::uint8_t { None, Tile, Tablet };

// Every decision, whoever takes it.
enum class ChoiceKind : std::uint8_t {
    Villager,         // phase 1: a Villager on an island space (a = space)
    Sculptor,         // phase 1: a Villager on the Moai Quarry (a = column)
    Sorcerer,         // phase 1: the Sorcerer on a star (a = star, 0 = the first)
    Chief,            // phase 1: the Chief below a column (a = column)
    Improve,          // buy an Improvement (a = Improvement)
    Keep,             // keep one's Ahu tiles at this moment (decline the power)
    ChipIn,           // a virtual Sculptor (a = column)
    ChangeJobsQuarry, // the Sorcerer becomes a Sculptor (a = column)
    ChangeJobsIsland, // the Sorcerer becomes a Transporter (a = space)
    LendAHand,        // a Sculptor (b = 0) or the Chief (b = 1) becomes a Transporter (a = space)
    Sculpt,           // take Moai: a = large ones, b = medium ones, the rest small
    Rest,             // stand a fatigued Transporter up (a = space)
    Barter,           // paid: the resources given (4 bits per resource) and, 16 bits up, the
                      // ones taken: 1 to 3 of each side, no kind on both (decision 17)
    Moai,             // transport a Moai (a = size) to an Ahu (b = Ahu index) via paid spaces
    Pukao,            // transport a Pukao to an Ahu (b = Ahu index) via paid spaces
    DropOut,          // leave the transport phase
    Earn,             // an "a/b" space pays its owner resource a
    TakeMore,         // Take Two More (a = 2) or Take Three More (a = 3) when erecting
    Erect,            // finish erecting, a = resources taken one step higher (Fervent)
    Offer,            // styling: pay for type a; b bit 0 Artistic, bit 1 Skimp, bit 2 the
                      // Outstanding tile (Take Your Pick); c = Skimp's Hatchet pair (bit
                      // per resource); paid = the resources spent (4 bits per resource)
    Draft,            // two players: take an Ahu tile of kind a from the display
    EndTurn,          // end one's turn after its placement or transport (and free actions)
};

// Small and comparable; its text form is stable (logs, protocol, replays).
struct Choice {
    ChoiceKind kind = ChoiceKind::Keep;
    std::int8_t a = -1;
    std::int8_t b = -1;
    std::uint8_t c = 0;
    Via via = Via::None;
    std::uint64_t paid = 0; // Moai, Pukao: the opponents' spaces crossed (bit per space)

    friend bool operator==(const Choice&, const Choice&) = default;

    static Choice of(ChoiceKind k, int a = -1, int b = -1, Via via = Via::None) {
        Choice c;
        c.kind = k;
        c.a = std::int8_t(a);
        c.b = std::int8_t(b);
        c.via = via;
        return c;
    }
};

const char* tileWord(int tile);       // "rest", "take-three-more", ...
const char* improvementWord(int imp); // "fervent", ...
const char* offeringWord(int type);   // "hut", ...
const char* sizeWord(int size);       // "small", "medium", "large"
std::optional<int> tileFromWord(std::string_view w);

// "villager 12", "sculptor medium", "sorcerer 2" (stars from 1), "chief large",
// "improve fervent", "keep", "chip-in small", "change-jobs quarry large",
// "change-jobs island 7", "lend-a-hand 7", "lend-a-hand chief 7", "sculpt 1 large 0 medium",
// "rest 7", "barter eggs+eggs for pearls+wood", "moai large to 3 via 12 14", "pukao to 3",
// "drop-out",
// "earn wood", "take-more 2", "erect 1 higher", "offer chicken artistic skimp",
// "offer hatchet skimp reeds+pearls", "offer hut paying reeds+reeds+eggs+wood",
// "offer boat outstanding paying wood+wood+pearls+pearls", "offer boat outstanding-by-tablet
// paying wood+wood+wood+wood", "end-turn", "draft barter". A power paid
// with the Rongorongo Tablet ends in " tablet"; with a held tile, " tile".
std::string toText(const Choice& c);
std::optional<Choice> parseChoice(std::string_view text);

inline constexpr std::uint8_t kTwice = 0x10;

// Offer's b bits: Artistic, Skimp, the Outstanding tile (Take Your Pick), and that tile's power
// copied by the Rongorongo Tablet rather than the held tile's.
inline constexpr int kOfferArtistic = 1, kOfferSkimp = 2, kOfferOutstanding = 4,
                     kOfferPickByTablet = 8;

// A Barter's resources given and taken, of resource `r`.
inline int barterGiven(const Choice& c, int r) {
    return int(c.paid >> (4 * r) & 0xF);
}
inline int barterTaken(const Choice& c, int r) {
    return int(c.paid >> (16 + 4 * r) & 0xF);
}
// The Barter giving `given` and taking `taken` (4 bits per resource each).
Choice barterOf(std::uint16_t given, std::uint16_t taken, Via via);

// How many of resource `r` an Offer choice spends.
inline int offerSpent(const Choice& c, int r) {
    return int(c.paid >> (4 * r) & 0xF);
}

// The most resources one erection can pay: a large Moai's 5, every Take Two More and Take
// Three More tile of the game (2 each) and the Tablet's copy of one. "erect N higher" reads
// up to it, so every erection the engine offers reads back.
inline constexpr int kMaxErectGain = 5 + 2 * 2 + 2 * 3 + 3;

// The longest list: a styling with every payment (up to 35 ways to pay 4 resources, with or
// without Artistic, Skimp and Take Your Pick), a phase 1 turn (up to 64 spaces, 3 columns,
// 4 stars, 4 Improvements, 146 Barters), Lend a Hand (two figurines times the spaces), or
// the transport paths.
inline constexpr std::size_t kMaxChoices = 512;
using ChoiceList = FixedList<Choice, kMaxChoices>;

} // namespace rano::rapanui
