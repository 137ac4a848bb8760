#pragma once

// A connected client as the lobby sees it: where it comes from, its name, and the table and
// seat it is at. The WebSocket side (connection.h) is one; tests may drive the lobby with
// their own.

#include <string>

#include "listener.h"

namespace rano::server {

class Table;

class Client : public Listener {
public:
    virtual std::string address() const = 0;

    std::string name;       // from its hello
    Table* table = nullptr; // the table it is at, if any
    int seat = kNoSeat;     // its seat there, kSpectator to watch
};

} // namespace rano::server
