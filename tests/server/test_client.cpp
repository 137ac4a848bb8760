#include "test_client.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

using nlohmann::json;

TestClient::TestClient(const QString& origin, QObject* parent) : QObject(parent), socket_(origin) {
    connect(&socket_, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
        texts_.push_back(text.toStdString());
        json j = json::parse(texts_.back(), nullptr, false);
        if (j.is_object() && j.value("type", "") == "position") latest_ = j;
        frames_.push_back(std::move(j));
    });
}

bool TestClient::spin(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        if (!done()) QThread::usleep(200);
    }
    return true;
}

void TestClient::useTls(const QSslConfiguration& config) {
    tls_ = true;
    socket_.setSslConfiguration(config);
}

void TestClient::begin(quint16 port) {
    socket_.open(QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(tls_ ? "wss" : "ws").arg(port)));
}

bool TestClient::connectOnly(quint16 port, int timeoutMs) {
    begin(port);
    return spin([this] { return connected(); }, timeoutMs);
}

bool TestClient::open(quint16 port, const std::string& name, int timeoutMs) {
    if (!connectOnly(port, timeoutMs)) return false;
    const std::size_t from = frames_.size();
    send({{"type", "hello"}, {"protocol", 1}, {"name", name}});
    return !waitType("welcome", timeoutMs, from).is_null();
}

void TestClient::send(const json& message) {
    socket_.sendTextMessage(QString::fromStdString(message.dump()));
}

void TestClient::sendText(const QString& text) {
    socket_.sendTextMessage(text);
}

json TestClient::waitFor(const std::function<bool(const json&)>& match, int timeoutMs,
                         std::size_t from) {
    std::size_t seen = from;
    json found;
    spin(
        [&] {
            for (; seen < frames_.size(); ++seen)
                if (match(frames_[seen])) {
                    found = frames_[seen];
                    return true;
                }
            return false;
        },
        timeoutMs);
    return found;
}

json TestClient::waitType(const std::string& type, int timeoutMs, std::size_t from) {
    return waitFor([&](const json& j) { return j.is_object() && j.value("type", "") == type; },
                   timeoutMs, from);
}

bool TestClient::waitClosed(int timeoutMs) {
    return spin([this] { return socket_.state() == QAbstractSocket::UnconnectedState; }, timeoutMs);
}
