#pragma once

#include <QObject>
#include <QSslConfiguration>
#include <QTimer>
#include <QVariantList>
#include <QWebSocket>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>

// One player's connection to a rano-server table (docs/online.md): connects to
// ws://address:port, says hello, creates, joins, watches or resumes a table, sends the player's
// choices with the position's version, and hears positions, seats and refusals. A dropped
// connection comes back by itself with the seat's token; the table, seat and token are kept
// in a small file (rememberSeat), so the app can sit down again after a restart.
class OnlineClient : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // "idle", "connecting", "connected" (welcomed, at no table yet), "seated" (at a table),
    // "reconnecting" (the connection dropped: trying again with the token), "closed".
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY statusChanged)
    Q_PROPERTY(bool atTable READ atTable NOTIFY statusChanged)
    // What went wrong last, in words ("" when nothing has).
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // The name the others see (the hello's).
    Q_PROPERTY(QString name READ name WRITE setName NOTIFY nameChanged)
    Q_PROPERTY(QString address READ address NOTIFY tableChanged)
    Q_PROPERTY(int port READ port NOTIFY tableChanged)
    Q_PROPERTY(QString tableId READ tableId NOTIFY tableChanged)
    Q_PROPERTY(QString code READ code NOTIFY tableChanged)
    // The invite to pass on: "address:port/CODE" (empty before a table is made).
    Q_PROPERTY(QString invite READ invite NOTIFY tableChanged)
    Q_PROPERTY(int seat READ seat NOTIFY tableChanged)
    Q_PROPERTY(QString game READ game NOTIFY positionChanged)
    Q_PROPERTY(int version READ version NOTIFY positionChanged)
    // Per seat: seat, kind ("human", "open", "ai"), name, level, connected, standIn.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY seatsChanged)
    // Whether the table, seat and token are kept in the file (default true); a second
    // client in a test sets it false.
    Q_PROPERTY(bool rememberSeat MEMBER rememberSeat_ NOTIFY rememberSeatChanged)
    // Whether a table kept from an earlier run can be sat at again (resumeSaved; keptseats.h).
    Q_PROPERTY(bool hasSavedSeat READ hasSavedSeat NOTIFY tableChanged)

public:
    explicit OnlineClient(QObject* parent = nullptr);
    ~OnlineClient() override;

    QString status() const { return status_; }
    bool busy() const;
    bool atTable() const { return status_ == QLatin1String("seated"); }
    QString error() const { return error_; }
    QString name() const { return name_; }
    void setName(const QString& name);
    QString address() const { return address_; }
    int port() const { return port_; }
    QString tableId() const { return tableId_; }
    QString code() const { return code_; }
    QString invite() const;
    int seat() const { return seat_; }
    QString game() const { return game_; }
    int version() const { return version_; }
    QVariantList seats() const { return seats_; }
    bool hasSavedSeat() const;

    // The last position received (the whole message), null before one.
    const nlohmann::json& latest() const { return latest_; }

    // Connects and creates a table: `game` by id, `seats` a list of {kind, level}, `setup` the
    // game's `options` and `continent`, and the table's `spectators`, `grace` and `standIn`
    // (docs/online.md, create).
    Q_INVOKABLE void create(const QString& address, int port, const QString& game,
                            const QVariantList& seats, const QVariantMap& setup,
                            bool secure = false);
    // Connects and takes the first open seat of the table with `code`; `secure`: over wss://
    // (TLS, the server's certificate checked against the system's authorities).
    Q_INVOKABLE void join(const QString& address, int port, const QString& code,
                          bool secure = false);
    // Connects and watches the table with `code` (a spectator).
    Q_INVOKABLE void watch(const QString& address, int port, const QString& code,
                           bool secure = false);
    // An invite ("address:port/CODE", "rano://address:port/CODE", "wss://address:port/CODE" for
    // a server with TLS, or "address/CODE" on the default port) taken apart: {address, port,
    // code, secure}, or an empty map when it is not one.
    Q_INVOKABLE static QVariantMap parseInvite(const QString& text);
    // Sits down again at the table last played of those kept (keptseats.h); false when there
    // is none.
    Q_INVOKABLE bool resumeSaved();
    // Sits down again at the table kept in `file` (OnlineTables' path); false when it is not
    // a kept seat.
    Q_INVOKABLE bool resumeKept(const QString& file);
    // Forgets this table's kept seat (a finished game, kept in the Library).
    void forgetSeat();
    // Sends the player's choice (one of the position's `legal`) at the current version;
    // false when the client is at no table or not the one to decide.
    Q_INVOKABLE bool sendChoice(const QString& choice);
    // Leaves the table: the connection closes, nothing is tried again, the kept seat is
    // forgotten when `forget`.
    Q_INVOKABLE void leave(bool forget);
    // Asks to take back this seat's last decision and every choice since (docs/online.md,
    // `takeBack`); false at no seat.
    Q_INVOKABLE bool askTakeBack();
    // Answers another player's take back; false at no seat.
    Q_INVOKABLE bool answerTakeBack(bool agree);
    // Leaves the seat for good: an AI plays it to the end, and the table cannot be rejoined
    // (the server's `left` closes the connection and forgets the seat). False at no seat.
    Q_INVOKABLE bool leaveForGood();
    // Trusts what `config` trusts over wss:// (tests: a self-signed certificate).
    void trustForTest(const QSslConfiguration& config) { socket_.setSslConfiguration(config); }
    // The connection drops as a network would drop it (tests): it comes back by itself.
    Q_INVOKABLE void dropForTest();

    static constexpr int kDefaultPort = 7469;

signals:
    void statusChanged();
    void errorChanged();
    void nameChanged();
    void tableChanged();
    void positionChanged();
    void seatsChanged();
    void rememberSeatChanged();
    // A new position arrived (latest()); `told` each choice it tells of, oldest first
    // ({version, seat, told}).
    void positionReceived();
    // The server told of a take back (its `takeBack` message: state, seat, by, waiting).
    void takeBackTold(const nlohmann::json& message);
    // The server refused a message: its reason in its words.
    void refused(const QString& reason);

private:
    enum class Want { Nothing, Create, Join, Watch, Resume };

    void open(const QString& address, int port, Want want, nlohmann::json request);
    void onConnected();
    void onDisconnected();
    void onText(const QString& text);
    void read(const nlohmann::json& message);
    void send(const nlohmann::json& message);
    void setStatus(const QString& status);
    void setError(const QString& error);
    void readSeats(const nlohmann::json& seats);
    void saveSeat() const;
    QString seatFile() const;

    QWebSocket socket_;
    QTimer retry_;
    QString status_ = QStringLiteral("idle");
    QString error_;
    QString name_;
    QString address_;
    int port_ = kDefaultPort;
    bool secure_ = false; // wss://
    QString tableId_, code_, token_, game_;
    int seat_ = -1;
    int version_ = -1;
    QVariantList seats_;
    nlohmann::json latest_;
    Want want_ = Want::Nothing;
    nlohmann::json request_; // what to send once welcomed
    bool leaving_ = false;
    int retries_ = 0;
    bool rememberSeat_ = true;
};
