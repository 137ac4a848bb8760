#include "connection.h"

#include <QWebSocket>

#include "lobby.h"
#include "message.h"

namespace rano::server {

using nlohmann::json;

namespace {

// WebSocket close codes (RFC 6455): a policy broken, a message too big.
constexpr int kPolicy = 1008;

} // namespace

Connection::Connection(QWebSocket* socket, const Limits& limits, Lobby& lobby,
                       RateLimit& addressRate, QObject* parent)
    : QObject(parent), socket_(socket), limits_(limits), lobby_(lobby), addressRate_(addressRate),
      rate_(limits.messagesPerSecond, limits.messagesBurst),
      address_(socket->peerAddress().toString().toStdString()) {
    socket_->setParent(this);
    // A larger frame or message closes the connection with 1009 before it is read.
    socket_->setMaxAllowedIncomingFrameSize(limits.maxMessageBytes);
    socket_->setMaxAllowedIncomingMessageSize(limits.maxMessageBytes);
    connect(socket_, &QWebSocket::textMessageReceived, this, &Connection::received);
    connect(socket_, &QWebSocket::binaryMessageReceived, this, [this] { binary(); });
    connect(socket_, &QWebSocket::disconnected, this, &Connection::disconnected);
    helloTimer_.setSingleShot(true);
    connect(&helloTimer_, &QTimer::timeout, this, [this] {
        if (!helloDone_) shut(kPolicy, "no hello in time");
    });
    helloTimer_.start(limits.helloTimeoutMs);
}

Connection::~Connection() {
    lobby_.dropped(*this);
}

void Connection::deliver(const json& message) {
    if (closing_) return;
    socket_->sendTextMessage(QString::fromStdString(frameText(message)));
}

void Connection::shut(int code, const std::string& reason) {
    if (closing_) return;
    closing_ = true;
    lobby_.dropped(*this);
    socket_->close(QWebSocketProtocol::CloseCode(code), QString::fromStdString(reason));
    // A peer that never answers the close is dropped all the same.
    QTimer::singleShot(2000, this, [this] { socket_->abort(); });
}

void Connection::disconnected() {
    lobby_.dropped(*this);
    emit gone(this);
}

bool Connection::admitted() {
    if (closing_) return false;
    const std::int64_t now = monotonicMs();
    if (!rate_.take(now) || !addressRate_.take(now)) {
        if (++overRate_ > limits_.overRateBeforeClose) {
            shut(kPolicy, "too many messages");
        } else {
            deliver(refused(nullptr, "too many messages: at most " +
                                         std::to_string(int(limits_.messagesPerSecond)) +
                                         " a second"));
        }
        return false;
    }
    overRate_ = 0;
    return true;
}

void Connection::binary() {
    if (admitted()) deliver(refused(nullptr, "a message is a JSON object in a text frame"));
}

void Connection::received(const QString& text) {
    if (!admitted()) return;
    const std::string utf8 = text.toStdString();
    Request request;
    if (std::string why = readRequest(utf8, request); !why.empty()) {
        deliver(refused(nullptr, why));
        if (!helloDone_) shut(kPolicy, "the first message must be a hello");
        return;
    }
    if (!helloDone_) {
        if (request.type != "hello") {
            deliver(refused(&request, "the first message must be a hello"));
            return shut(kPolicy, "the first message must be a hello");
        }
        const json& protocol = request.body["protocol"];
        if (protocol != kProtocolVersion) {
            deliver(refused(&request, "this server speaks protocol " +
                                          std::to_string(kProtocolVersion) + ", not " +
                                          protocol.dump()));
            return shut(kPolicy, "unsupported protocol");
        }
        helloDone_ = true;
        helloTimer_.stop();
        name = request.body.value("name", std::string());
        json welcome = {{"type", "welcome"},
                        {"protocol", kProtocolVersion},
                        {"server", "rano-server"},
                        {"games", Lobby::gamesJson()},
                        {"limits",
                         {{"maxMessageBytes", limits_.maxMessageBytes},
                          {"messagesPerSecond", limits_.messagesPerSecond},
                          {"messagesBurst", limits_.messagesBurst}}}};
        if (request.id) welcome["id"] = *request.id;
        return deliver(welcome);
    }
    if (request.type == "hello") return deliver(refused(&request, "hello was said already"));
    if (request.type == "ping") {
        json pong = {{"type", "pong"}};
        if (request.id) pong["id"] = *request.id;
        return deliver(pong);
    }
    lobby_.handle(*this, request);
}

} // namespace rano::server
