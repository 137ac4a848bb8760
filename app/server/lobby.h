#pragma once

// The server's tables and the requests that reach them (docs/online.md, "Lobby"): create a
// table, join one with its invite code, watch it, resume a seat with its token, and play a
// choice. Every answer goes to the asking client; what happens at a table, to its listeners.

#include <map>
#include <memory>
#include <string>

#include <QObject>

#include <nlohmann/json.hpp>

#include "client.h"
#include "message.h"
#include "rate_limit.h"
#include "server_limits.h"

namespace rano::server {

class Table;
class TableStore;

class Lobby : public QObject {
    Q_OBJECT
public:
    // `store` may be null: then no table outlives the server.
    Lobby(const Limits& limits, const TableStore* store);
    ~Lobby() override;

    // Reads every table file of the store and seats its tables again; returns the faults of
    // the files it could not (each named), the rest are restored.
    std::vector<std::string> restore();

    // One of create, join, watch, resume or choice from `client`, after its hello.
    void handle(Client& client, const Request& request);
    // The client is gone: its seat stays its own, for its token.
    void dropped(Client& client);

    std::size_t tableCount() const { return tables_.size(); }
    Table* table(const std::string& id) const;
    // The games this server plays, as the welcome tells them.
    static nlohmann::json gamesJson();

private:
    void create(Client& client, const Request& r);
    void join(Client& client, const Request& r);
    void watch(Client& client, const Request& r);
    void resume(Client& client, const Request& r);
    void peek(Client& client, const Request& r);
    void takeBack(Client& client, const Request& r);
    // The table a request's table, seat and token open (a seat's token, or none for a
    // spectator's seat -1 where spectators may watch); nullptr when they open none.
    Table* opened(const Request& r) const;
    void choice(Client& client, const Request& r);
    // "leave": the client's seat goes to an AI for good (Table::leaveForGood).
    void leaveForGood(Client& client, const Request& r);

    // The table of an invite code: nullptr with `why` set (unknown, expired).
    Table* byCode(Client& client, const std::string& code, std::string& why);
    bool mayTry(const Client& client);
    void failed(const Client& client);
    void leave(Client& client);
    void save(const Table& table) const;
    Table* add(std::unique_ptr<Table> table);
    static void answer(Client& client, const Request& r, nlohmann::json message);

    const Limits& limits_;
    const TableStore* store_;
    std::map<std::string, std::unique_ptr<Table>> tables_;
    std::map<std::string, Table*> codes_;
    std::map<std::string, RateLimit> failedJoins_; // by address
    std::map<std::string, int> created_;           // tables by the address that created them
};

} // namespace rano::server
