#pragma once

// What a table is besides its game (docs/online.md, "Table files"): its id, its invite code,
// who sits where and with what token hash. The table file holds it next to the replay.

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace rano::server {

enum class SeatKind { Open, Human, Ai };

const char* seatKindName(SeatKind kind);

struct TableSeat {
    SeatKind kind = SeatKind::Open;
    std::string name;      // public; an open seat's is its colour
    std::string level;     // an AI's level
    std::string tokenHash; // a human's seat token, hashed (secrets.h); never sent
    bool left = false;     // an AI's seat that a player left for good (the name is theirs)
};

struct TableRecord {
    std::string id;
    std::string code;             // the invite code
    std::int64_t codeExpires = 0; // Unix seconds
    bool spectators = true;       // whether the code lets people watch
    // Seconds a human seat may stay empty before an AI of `standIn`'s level plays it until its
    // player returns; 0: never.
    int graceSeconds = 120;
    std::string standIn = "easy";
    std::string creatorAddress; // whose share of tables it counts in
    std::vector<TableSeat> seats;
};

inline constexpr int kMaxGraceSeconds = 24 * 3600;

inline constexpr const char* kTableFormat = "rano-server-table";
inline constexpr int kTableFormatVersion = 1;

// The record as the file's "table" object, with the hashes; and read back: "" or the fault.
nlohmann::json recordToJson(const TableRecord& record);
std::string recordFromJson(const nlohmann::json& j, TableRecord& out);

} // namespace rano::server
