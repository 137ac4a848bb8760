#pragma once

#include <array>
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace rano::rapanui {

// Resources, low to high: a payment may always use a higher one in place of a lower one.
enum class Resource : std::uint8_t { Reeds, Eggs, Wood, Pearls };
inline constexpr int kResources = 4;
inline constexpr int kMaxSpaces = 64; // a board's spaces; the state keeps one byte per space
inline constexpr int kMaxAhu = 21;
inline constexpr int kMaxCoordinate = 31;
inline constexpr int kNone = -1;

enum class SpaceKind : std::uint8_t { Ahu, Inland, Crater, PukaoQuarry };
enum class Side : std::uint8_t { ThreeFour, Two };

struct Space {
    int x = 0;
    int y = 0;
    SpaceKind kind = SpaceKind::Inland;
    // What a Transporter earns here: one resource, or the owner's choice of two ("a/b").
    std::int8_t first = 0;
    std::int8_t second = kNone;
    bool coast = false;
    std::int8_t ahu = kNone; // index among the Ahu spaces, in file order
    std::array<std::int8_t, 4> next{kNone, kNone, kNone, kNone}; // across the four sides
    bool choice() const { return second != kNone; }
};

// One side of the island, read from resources/rapanui/board-*.json. Spaces connect across
// sides only (decision 1); a space is on the coast when one of its sides meets the sea.
struct Board {
    std::string name;
    Side side = Side::ThreeFour;
    std::vector<Space> spaces;
    std::vector<int> ahu; // space of each Ahu index
    int crater = kNone;
    int quarry = kNone; // the Pukao Quarry

    int spaceCount() const { return int(spaces.size()); }
    int ahuCount() const { return int(ahu.size()); }
    // Sculptor spaces of the Moai Quarry's columns (small, medium, large): decision 5.
    int columnSpaces(int column) const;
    // Star spaces of the turn order track: decision 6.
    int stars() const { return side == Side::Two ? 2 : 4; }
    // "space 12 (3,4)".
    std::string spaceName(int space) const;
};

// "reeds", "eggs", "wood", "pearls" (and back; -1 for an unknown word).
const char* resourceWord(int r);
int resourceFromWord(const std::string& word);

// Reads a board file and checks it against the design (validateBoard). Returns false with
// `error` saying what is wrong and where; `out` is then unspecified.
bool boardFromJson(const nlohmann::json& j, Board& out, std::string& error);
bool boardFromText(const std::string& text, Board& out, std::string& error);
nlohmann::json boardToJson(const Board& b);

// The design's constraints (decisions 1-3): one connected island, Ahu spaces on the coast,
// one Crater and one Pukao Quarry, the side's counts of Ahu and inland spaces, the Ahu
// resources, about a quarter of the inland spaces "a/b", every Ahu 2 to 7 spaces from the
// Crater and from the Pukao Quarry (mean 3 to 5). Fills `coast` and `next`. "" when all hold,
// else the first problem in words.
std::string validateBoard(Board& b);

// Shortest chain of spaces from `from` to every space (the start excluded, the end counted);
// -1 where unreachable.
std::vector<int> chainLengths(const Board& b, int from);

} // namespace rano::rapanui
