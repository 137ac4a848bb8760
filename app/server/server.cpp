#include "server.h"

#include <QWebSocket>

#include <algorithm>

#include "connection.h"
#include "table_store.h"

namespace rano::server {

Server::Server(const Limits& limits, const QString& dataFolder,
               const std::optional<QSslConfiguration>& tls, QObject* parent)
    : QObject(parent), limits_(limits),
      store_(dataFolder.isEmpty() ? nullptr : std::make_unique<TableStore>(dataFolder)),
      lobby_(std::make_unique<Lobby>(limits_, store_.get())),
      socketServer_(std::make_unique<QWebSocketServer>(QStringLiteral("rano-server"),
                                                       tls ? QWebSocketServer::SecureMode
                                                           : QWebSocketServer::NonSecureMode)) {
    if (tls) socketServer_->setSslConfiguration(*tls);
    socketServer_->setHandshakeTimeout(limits_.helloTimeoutMs);
    connect(socketServer_.get(), &QWebSocketServer::newConnection, this, &Server::incoming);
}

Server::~Server() {
    // The connections (children of this) go before the lobby whose tables they are at.
    for (Connection* c : findChildren<Connection*>(Qt::FindDirectChildrenOnly))
        delete c;
    socketServer_->close();
}

std::string Server::start(const QHostAddress& address, quint16 port,
                          std::vector<std::string>& warnings) {
    if (store_) {
        if (std::string why = store_->prepare(); !why.empty()) return why;
        warnings = lobby_->restore();
    }
    if (!socketServer_->listen(address, port))
        return "cannot listen on " + address.toString().toStdString() + ":" + std::to_string(port) +
               ": " + socketServer_->errorString().toStdString();
    return {};
}

void Server::incoming() {
    while (QWebSocket* socket = socketServer_->nextPendingConnection()) {
        const std::string address = socket->peerAddress().toString().toStdString();
        const std::string origin = socket->origin().toStdString();
        const auto& allowed = limits_.allowedOrigins;
        if (!origin.empty() && std::find(allowed.begin(), allowed.end(), "*") == allowed.end() &&
            std::find(allowed.begin(), allowed.end(), origin) == allowed.end()) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, "origin not allowed");
            socket->deleteLater();
            continue;
        }
        if (perAddress_[address] >= limits_.connectionsPerAddress) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          "too many connections from this address");
            socket->deleteLater();
            continue;
        }
        ++perAddress_[address];
        ++connectionCount_;
        auto rate = addressRates_.try_emplace(address, limits_.addressMessagesPerSecond,
                                              limits_.addressMessagesBurst);
        auto* c = new Connection(socket, limits_, *lobby_, rate.first->second, this);
        connect(c, &Connection::gone, this, &Server::gone);
    }
}

void Server::gone(Connection* connection) {
    const std::string address = connection->address();
    if (--perAddress_[address] <= 0) perAddress_.erase(address);
    --connectionCount_;
    connection->deleteLater();
}

} // namespace rano::server
