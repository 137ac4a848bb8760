#pragma once

// One client's WebSocket at the server: the limits every message passes (size, rate, the
// hello in time, the shape of the message), then the hello and ping it answers itself and
// the rest it hands to the lobby.

#include <QObject>
#include <QTimer>

#include "client.h"
#include "rate_limit.h"
#include "server_limits.h"

class QWebSocket;

namespace rano::server {

class Lobby;

class Connection : public QObject, public Client {
    Q_OBJECT
public:
    // Takes `socket` over; `addressRate` is shared by the address's connections.
    Connection(QWebSocket* socket, const Limits& limits, Lobby& lobby, RateLimit& addressRate,
               QObject* parent = nullptr);
    ~Connection() override;

    std::string address() const override { return address_; }
    void deliver(const nlohmann::json& message) override;
    void shut(int code, const std::string& reason) override;

signals:
    void gone(Connection* connection);

private:
    void received(const QString& text);
    void binary();
    // Whether a message may be read now (the rates); if not, it is refused or the connection
    // closed.
    bool admitted();
    void disconnected();

    QWebSocket* socket_;
    const Limits& limits_;
    Lobby& lobby_;
    RateLimit& addressRate_;
    RateLimit rate_;
    std::string address_;
    QTimer helloTimer_;
    bool helloDone_ = false;
    bool closing_ = false;
    int overRate_ = 0;
};

} // namespace rano::server
