#pragma once

// What rano-server allows a client (docs/online.md, "Limits"). The defaults are the
// server's; tests and `rano-server` options change them.

#include <cstdint>
#include <string>
#include <vector>

namespace rano::server {

inline constexpr int kProtocolVersion = 1;

struct Limits {
    // A frame or message larger than this closes the connection (WebSocket close 1009).
    std::uint64_t maxMessageBytes = 64 * 1024;
    // Messages a connection may send: `burst` at once, then `perSecond` a second.
    double messagesPerSecond = 20, messagesBurst = 40;
    // The same for all the connections of one address together.
    double addressMessagesPerSecond = 100, addressMessagesBurst = 200;
    // Refusals for going over the rate a connection may collect before it is closed.
    int overRateBeforeClose = 200;
    // Open connections of one address.
    int connectionsPerAddress = 32;
    // Milliseconds a new socket has to finish the WebSocket handshake and send its hello.
    int helloTimeoutMs = 10000;
    // Failed joins and resumes (a wrong code or token) an address may make: `burst`, then one
    // every `failedJoinEverySeconds`.
    double failedJoinBurst = 10, failedJoinEverySeconds = 6;
    // Tables the server holds, and tables one address may create.
    int maxTables = 1000, tablesPerAddress = 20;
    // How long an invite code lets players join (seconds); tokens never expire.
    std::int64_t inviteLifetimeSeconds = 7 * 24 * 3600;
    // Choices a table remembers for a returning player; one who missed more gets the position.
    int historyWindow = 256;
    // The AIs' budget a decision: `aiIterations` when > 0 (the same play on every machine),
    // else `aiMs` milliseconds (0: the level's own time).
    std::int64_t aiIterations = 0;
    int aiMs = 0;
    // Origins a browser's connection may come from ("*": any); empty: none, so that no web page
    // a player visits can reach a server on their computer or network. Clients that send no
    // Origin (anything but a browser) are always let in.
    std::vector<std::string> allowedOrigins;
};

} // namespace rano::server
