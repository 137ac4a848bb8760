#pragma once

// What a table tells things to: a client's connection, seen from the table. Every message a
// listener receives is already cut to what its seat may know.

#include <string>

#include <nlohmann/json.hpp>

namespace rano::server {

inline constexpr int kSpectator = -1; // the seat of one who watches
inline constexpr int kNoSeat = -2;    // not at a table

class Listener {
public:
    virtual ~Listener() = default;
    virtual void deliver(const nlohmann::json& message) = 0;
    // Closes the connection (WebSocket close code and reason), e.g. a seat taken over by a
    // resume from elsewhere.
    virtual void shut(int code, const std::string& reason) = 0;
};

} // namespace rano::server
