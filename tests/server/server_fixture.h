#pragma once

// What the server tests share: a server on 127.0.0.1 with a free port and limits a test can
// drive fast, and a table made by one client and joined by others.

#include <memory>
#include <string>

#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "server/server.h"
#include "test_client.h"

// Limits for tests: no rate limit in the way, a small AI budget (the same play every run).
inline rano::server::Limits testLimits() {
    rano::server::Limits l;
    l.messagesPerSecond = l.messagesBurst = 1e7;
    l.addressMessagesPerSecond = l.addressMessagesBurst = 1e7;
    l.failedJoinBurst = 1e7;
    l.aiIterations = 30;
    return l;
}

// A server in this process; `folder` empty: no table files.
inline std::unique_ptr<rano::server::Server>
startServer(const rano::server::Limits& limits, const QString& folder = {},
            const std::optional<QSslConfiguration>& tls = std::nullopt) {
    auto server = std::make_unique<rano::server::Server>(limits, folder, tls);
    std::vector<std::string> warnings;
    const std::string error = server->start(QHostAddress::LocalHost, 0, warnings);
    if (!error.empty() || !warnings.empty()) return nullptr;
    return server;
}

// Every key anywhere in `j`.
inline void collectKeys(const nlohmann::json& j, std::vector<std::string>& keys) {
    if (j.is_object())
        for (auto it = j.begin(); it != j.end(); ++it) {
            keys.push_back(it.key());
            collectKeys(it.value(), keys);
        }
    else if (j.is_array())
        for (const auto& v : j)
            collectKeys(v, keys);
}

// Plays `n` choices at a table: each time the client whose latest position lists legal
// choices sends the first of them, and waits for the position after it. False if no client
// decides or the answer does not come.
inline bool playChoices(const std::vector<TestClient*>& clients, int n) {
    for (int i = 0; i < n; ++i) {
        TestClient* decider = nullptr;
        if (!TestClient::spin(
                [&] {
                    for (TestClient* c : clients)
                        if (!c->latest().is_null() && c->latest().contains("legal")) decider = c;
                    return decider != nullptr;
                },
                5000))
            return false;
        const long long v = decider->latest()["version"];
        // A choice refused while an AI standing in for this seat thinks is sent again once the
        // server sends the position again.
        bool played = false;
        for (int attempt = 0; attempt < 3 && !played; ++attempt) {
            const std::size_t from = decider->frames().size();
            decider->send(
                {{"type", "choice"}, {"version", v}, {"choice", decider->latest()["legal"][0]}});
            bool again = false;
            if (!TestClient::spin(
                    [&] {
                        bool refused = false;
                        for (std::size_t f = from; f < decider->frames().size(); ++f) {
                            const std::string type = decider->frames()[f].value("type", "");
                            refused = refused || type == "refused";
                            again = again || (refused && type == "position");
                        }
                        return decider->latest()["version"] > v || again;
                    },
                    5000))
                return false;
            played = decider->latest()["version"] > v;
        }
        if (!played) return false;
    }
    return true;
}

// Sends `message` and returns the refusal that answers it (null if none comes).
inline nlohmann::json refusalAfter(TestClient& c, const nlohmann::json& message) {
    const std::size_t from = c.frames().size();
    c.send(message);
    return c.waitType("refused", 5000, from);
}

// A table of `game` made by `host` (seat 0), `guest` joined in seat 1; the created answer.
inline nlohmann::json makeTable(TestClient& host, TestClient& guest, const std::string& game,
                                const nlohmann::json& seats, std::string& guestToken) {
    host.send({{"type", "create"}, {"game", game}, {"seats", seats}});
    const nlohmann::json created = host.waitType("created");
    if (created.is_null()) return created;
    guest.send({{"type", "join"}, {"code", created["code"]}});
    const nlohmann::json joined = guest.waitType("joined");
    if (joined.is_null()) return joined;
    guestToken = joined["token"];
    return created;
}
