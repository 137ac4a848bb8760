#pragma once

// The lobby's small words, shared by its files: the time codes expire by, a player's name as
// the others read it, and a client's text quoted in a refusal.

#include <cstdint>
#include <string>

namespace rano::server {

// Seconds since 1970 (invite codes expire by it).
std::int64_t unixNow();
// A name as others will read it: no control characters, trimmed, `fallback` when empty or
// longer than a replay's seat name may be.
std::string cleanName(const std::string& name, const std::string& fallback);
// `text` as a JSON string, bytes that are no UTF-8 replaced.
std::string quoted(const std::string& text);

} // namespace rano::server
