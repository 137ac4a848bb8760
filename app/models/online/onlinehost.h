#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace rano::server {
class Server;
}

// The server a player hosts from the app (Home → Play online → Host a table): rano-server's
// own lobby and tables, in the app's process, listening on the local network (or this
// computer only). Its tables are kept in the app's data folder, so a host who restarts Rano
// and hosts again brings them back.
class OnlineHost : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(int port READ port NOTIFY changed)
    // This computer's addresses on its networks (IPv4, loopback excluded), the first the one an
    // invite names; 127.0.0.1 when it has none or listens for this computer only.
    Q_PROPERTY(QStringList addresses READ addresses NOTIFY changed)
    Q_PROPERTY(QString address READ address NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    // Listen on 127.0.0.1 only, on any free port, with a small AI budget, no table files
    // (tests).
    Q_PROPERTY(bool forTest MEMBER forTest_ NOTIFY changed)

public:
    explicit OnlineHost(QObject* parent = nullptr);
    ~OnlineHost() override;

    bool running() const { return server_ != nullptr; }
    int port() const;
    QStringList addresses() const;
    QString address() const;
    QString error() const { return error_; }

    // Starts listening, on rano-server's port (7469) when it is free, else on any; true when
    // it listens (also when it already did).
    Q_INVOKABLE bool start();
    Q_INVOKABLE void stop();

signals:
    void changed();

private:
    std::unique_ptr<rano::server::Server> server_;
    QString error_;
    bool forTest_ = false;
};
