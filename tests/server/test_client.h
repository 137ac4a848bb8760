#pragma once

// A test's client of rano-server over loopback: a QWebSocket that keeps every frame it
// receives (text and parsed), and waits for one with a deadline.

#include <functional>
#include <string>
#include <vector>

#include <QObject>
#include <QSslConfiguration>
#include <QWebSocket>

#include <nlohmann/json.hpp>

class TestClient : public QObject {
    Q_OBJECT
public:
    // `origin`: the Origin header a browser would send (none by default).
    explicit TestClient(const QString& origin = {}, QObject* parent = nullptr);

    // Connects with wss:// from now on, trusting `config`'s CA certificates.
    void useTls(const QSslConfiguration& config);
    // Connects to 127.0.0.1:`port` and says hello; false when either fails in time.
    bool open(quint16 port, const std::string& name = "tester", int timeoutMs = 5000);
    bool connectOnly(quint16 port, int timeoutMs = 5000);
    // Starts connecting, waiting for nothing.
    void begin(quint16 port);
    void send(const nlohmann::json& message);
    void sendText(const QString& text);
    void sendBinary(const QByteArray& bytes) { socket_.sendBinaryMessage(bytes); }
    void close() { socket_.close(); }

    // The first frame from `from` on that `match`es, waiting up to `timeoutMs`; null if none.
    nlohmann::json waitFor(const std::function<bool(const nlohmann::json&)>& match,
                           int timeoutMs = 5000, std::size_t from = 0);
    // The first frame of `type` from `from` on.
    nlohmann::json waitType(const std::string& type, int timeoutMs = 5000, std::size_t from = 0);
    bool waitClosed(int timeoutMs = 5000);

    const std::vector<nlohmann::json>& frames() const { return frames_; }
    const std::vector<std::string>& texts() const { return texts_; }
    // The last "position" frame received, or null.
    const nlohmann::json& latest() const { return latest_; }
    bool connected() const { return socket_.state() == QAbstractSocket::ConnectedState; }
    int closeCode() const { return int(socket_.closeCode()); }

    // Spins the event loop until `done` or `timeoutMs`; whether `done` came true.
    static bool spin(const std::function<bool()>& done, int timeoutMs);

private:
    QWebSocket socket_;
    bool tls_ = false;
    std::vector<nlohmann::json> frames_;
    std::vector<std::string> texts_;
    nlohmann::json latest_;
};
