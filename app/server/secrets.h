#pragma once

// The server's secrets and names (docs/online.md): seat tokens, invite codes, table ids and
// game seeds, all drawn from the system's cryptographic generator (QRandomGenerator::system).
// A token is never stored: only its hash is, and a token offered is compared by its hash.

#include <cstdint>
#include <string>
#include <string_view>

namespace rano::server {

// 128 random bits as 32 lowercase hex digits.
std::string newToken();
// SHA-256 of `token`, as 64 lowercase hex digits: what a table file keeps.
std::string tokenHash(std::string_view token);
// Whether `token` hashes to `hash`, compared in time independent of where they differ.
bool tokenMatches(std::string_view token, std::string_view hash);

// An invite code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), about 40
// bits; codes expire and failed joins are rate-limited, so guessing one is hopeless.
std::string newInviteCode();
// Whether `code` has the shape of an invite code (checked before any lookup).
bool looksLikeInviteCode(std::string_view code);
// A table's id: 64 random bits as 16 hex digits; names the table's file.
std::string newTableId();
bool looksLikeTableId(std::string_view id);
// A game's seed: 64 random bits, never sent to a client.
std::uint64_t newSeed();

} // namespace rano::server
