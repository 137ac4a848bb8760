#include "onlinehost.h"

#include <QHostAddress>
#include <QNetworkInterface>
#include <QStandardPaths>

#include "onlineclient.h"
#include "server/server.h"

OnlineHost::OnlineHost(QObject* parent) : QObject(parent) {}

OnlineHost::~OnlineHost() = default;

int OnlineHost::port() const {
    return server_ ? int(server_->port()) : 0;
}

QStringList OnlineHost::addresses() const {
    QStringList out;
    if (forTest_) return {QStringLiteral("127.0.0.1")};
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback()) out << a.toString();
    if (out.isEmpty()) out << QStringLiteral("127.0.0.1");
    return out;
}

QString OnlineHost::address() const {
    return addresses().value(0);
}

bool OnlineHost::start() {
    if (server_) return true;
    rano::server::Limits limits;
    QString folder;
    if (forTest_) {
        limits.aiIterations = 30;
    } else {
        folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                 QStringLiteral("/server");
    }
    const QHostAddress listen =
        forTest_ ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::AnyIPv4);
    std::string why;
    for (const int port : {forTest_ ? 0 : OnlineClient::kDefaultPort, 0}) {
        auto server = std::make_unique<rano::server::Server>(limits, folder);
        std::vector<std::string> warnings;
        why = server->start(listen, quint16(port), warnings);
        if (why.empty()) {
            server_ = std::move(server);
            error_.clear();
            emit changed();
            return true;
        }
    }
    error_ = tr("The table could not be hosted: %1").arg(QString::fromStdString(why));
    emit changed();
    return false;
}

void OnlineHost::stop() {
    if (!server_) return;
    server_.reset();
    emit changed();
}
