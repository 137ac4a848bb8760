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
inline std::unique_ptr<rano::server::Server> startServer(const rano::server::Limits& limits,
                                                         const QString& folder = {}) {
    auto server = std::make_unique<rano::server::Server>(limits, folder);
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
