#pragma once

// rano-server's listening end (docs/online.md): a QWebSocketServer whose connections pass the
// origin and per-address checks, then talk to the one lobby.

#include <map>
#include <memory>
#include <optional>
#include <string>

#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QWebSocketServer>

#include "lobby.h"
#include "rate_limit.h"
#include "server_limits.h"

namespace rano::server {

class Connection;
class TableStore;

class Server : public QObject {
    Q_OBJECT
public:
    // `dataFolder` empty: tables live only as long as the server. With `tls` (tls.h) it serves
    // wss://, else ws://.
    Server(const Limits& limits, const QString& dataFolder,
           const std::optional<QSslConfiguration>& tls = std::nullopt, QObject* parent = nullptr);
    ~Server() override;

    // Restores the tables of the data folder, then listens; "" or why not. The faults of
    // table files that could not be restored go to `warnings`.
    std::string start(const QHostAddress& address, quint16 port,
                      std::vector<std::string>& warnings);
    quint16 port() const { return socketServer_->serverPort(); }
    bool secure() const { return socketServer_->secureMode() == QWebSocketServer::SecureMode; }
    Lobby& lobby() { return *lobby_; }
    std::size_t connections() const { return connectionCount_; }

private:
    void incoming();
    void gone(Connection* connection);

    Limits limits_;
    std::unique_ptr<TableStore> store_;
    std::unique_ptr<Lobby> lobby_;
    std::unique_ptr<QWebSocketServer> socketServer_;
    std::map<std::string, int> perAddress_;
    std::map<std::string, RateLimit> addressRates_;
    std::size_t connectionCount_ = 0;
};

} // namespace rano::server
