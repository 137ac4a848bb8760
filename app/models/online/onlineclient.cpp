#include "onlineclient.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include "keptseats.h"

using nlohmann::json;

namespace {
constexpr int kProtocol = 1;
// How long to wait before trying a dropped connection again, growing to the last.
constexpr int kRetryMs[] = {250, 1000, 2000, 5000};

QVariant toVariant(const json& j) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(json{{"v", j}}.dump()))
        .object()
        .value(QStringLiteral("v"))
        .toVariant();
}

json fromVariant(const QVariant& v) {
    const QByteArray text =
        QJsonDocument(QJsonObject{{QStringLiteral("v"), QJsonValue::fromVariant(v)}})
            .toJson(QJsonDocument::Compact);
    return json::parse(text.toStdString(), nullptr, false).value("v", json());
}
} // namespace

OnlineClient::OnlineClient(QObject* parent) : QObject(parent) {
    connect(&socket_, &QWebSocket::connected, this, &OnlineClient::onConnected);
    connect(&socket_, &QWebSocket::disconnected, this, &OnlineClient::onDisconnected);
    connect(&socket_, &QWebSocket::textMessageReceived, this, &OnlineClient::onText);
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, [this] {
        json resume = {{"type", "resume"},
                       {"table", tableId_.toStdString()},
                       {"seat", seat_},
                       {"token", token_.toStdString()}};
        if (version_ >= 0) resume["version"] = version_;
        open(address_, port_, Want::Resume, resume);
    });
}

OnlineClient::~OnlineClient() {
    leaving_ = true;
    socket_.abort();
}

bool OnlineClient::busy() const {
    return status_ == QLatin1String("connecting") || status_ == QLatin1String("connected") ||
           status_ == QLatin1String("reconnecting");
}

void OnlineClient::setName(const QString& name) {
    if (name == name_) return;
    name_ = name;
    emit nameChanged();
}

QString OnlineClient::invite() const {
    if (code_.isEmpty()) return {};
    return QStringLiteral("%1%2:%3/%4")
        .arg(secure_ ? QStringLiteral("wss://") : QString(), address_)
        .arg(port_)
        .arg(code_);
}

void OnlineClient::create(const QString& address, int port, const QString& game,
                          const QVariantList& seats, const QVariantMap& setup, bool secure) {
    secure_ = secure;
    json request = {{"type", "create"}, {"game", game.toStdString()}, {"seats", json::array()}};
    for (const QVariant& s : seats)
        request["seats"].push_back(fromVariant(s));
    for (const char* key : {"options", "continent", "spectators", "grace", "standIn"})
        if (setup.contains(QLatin1String(key)))
            request[key] = fromVariant(setup.value(QLatin1String(key)));
    open(address, port, Want::Create, request);
}

void OnlineClient::join(const QString& address, int port, const QString& code, bool secure) {
    secure_ = secure;
    open(address, port, Want::Join,
         {{"type", "join"}, {"code", code.trimmed().toUpper().toStdString()}});
}

void OnlineClient::watch(const QString& address, int port, const QString& code, bool secure) {
    secure_ = secure;
    open(address, port, Want::Watch,
         {{"type", "watch"}, {"code", code.trimmed().toUpper().toStdString()}});
}

QVariantMap OnlineClient::parseInvite(const QString& text) {
    static const QRegularExpression invite(QStringLiteral(
        "^\\s*(?:(rano|ws|wss)://)?(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]+)(?::(\\d{1,5}))?/"
        "([A-Za-z0-9]{4,16})\\s*$"));
    const auto m = invite.match(text);
    if (!m.hasMatch()) return {};
    const int port = m.captured(3).isEmpty() ? kDefaultPort : m.captured(3).toInt();
    if (port < 1 || port > 65535) return {};
    QString address = m.captured(2);
    if (address.startsWith(QLatin1Char('['))) address = address.mid(1, address.size() - 2);
    return {{QStringLiteral("address"), address},
            {QStringLiteral("port"), port},
            {QStringLiteral("code"), m.captured(4).toUpper()},
            {QStringLiteral("secure"), m.captured(1) == QLatin1String("wss")}};
}

void OnlineClient::open(const QString& address, int port, Want want, json request) {
    leaving_ = true; // a socket still open is closed on purpose
    socket_.abort();
    leaving_ = false;
    if (want != Want::Resume) {
        tableId_.clear();
        code_.clear();
        token_.clear();
        game_.clear();
        seat_ = -1;
        version_ = -1;
        seats_.clear();
        latest_ = json();
        retries_ = 0;
        emit seatsChanged();
        emit positionChanged();
    }
    address_ = address.trimmed();
    port_ = port;
    want_ = want;
    request_ = std::move(request);
    emit tableChanged();
    setError({});
    setStatus(want == Want::Resume && retries_ > 0 ? QStringLiteral("reconnecting")
                                                   : QStringLiteral("connecting"));
    QUrl url;
    url.setScheme(secure_ ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(address_);
    url.setPort(port);
    socket_.open(url);
}

void OnlineClient::onConnected() {
    json hello = {{"type", "hello"}, {"protocol", kProtocol}};
    if (!name_.trimmed().isEmpty()) hello["name"] = name_.trimmed().left(40).toStdString();
    send(hello);
}

void OnlineClient::onDisconnected() {
    if (leaving_) return;
    const bool wasAt = !tableId_.isEmpty() && !token_.isEmpty();
    if (status_ == QLatin1String("connecting") && !wasAt) {
        setError(
            tr("Could not reach %1:%2 (%3).").arg(address_).arg(port_).arg(socket_.errorString()));
        setStatus(QStringLiteral("closed"));
        return;
    }
    if (wasAt) {
        // A seat is never lost to a network: its token brings it back.
        const int step = std::min<int>(retries_, int(std::size(kRetryMs)) - 1);
        ++retries_;
        setStatus(QStringLiteral("reconnecting"));
        retry_.start(kRetryMs[step]);
        return;
    }
    setStatus(QStringLiteral("closed"));
}

void OnlineClient::send(const json& message) {
    socket_.sendTextMessage(QString::fromStdString(message.dump()));
}

void OnlineClient::onText(const QString& text) {
    const json m = json::parse(text.toStdString(), nullptr, false);
    if (!m.is_object()) return;
    // A field of the wrong type from a server is an error shown, never a crash.
    try {
        read(m);
    } catch (const json::exception& e) {
        setError(tr("The server sent a message this version of Rano cannot read: %1")
                     .arg(QString::fromUtf8(e.what())));
    }
}

void OnlineClient::read(const json& m) {
    const std::string type = m.value("type", std::string());
    if (type == "welcome") {
        setStatus(QStringLiteral("connected"));
        if (want_ != Want::Nothing) send(request_);
    } else if (type == "created" || type == "joined" || type == "watching" || type == "resumed") {
        tableId_ = QString::fromStdString(m.value("table", std::string()));
        seat_ = m.value("seat", -1);
        if (m.contains("token")) token_ = QString::fromStdString(m.value("token", std::string()));
        if (m.contains("code")) code_ = QString::fromStdString(m.value("code", std::string()));
        if (type == "joined" || type == "watching") {
            const auto code = request_.find("code");
            if (code != request_.end() && code->is_string())
                code_ = QString::fromStdString(code->get<std::string>());
        }
        want_ = Want::Nothing;
        retries_ = 0;
        saveSeat();
        emit tableChanged();
        setStatus(QStringLiteral("seated"));
    } else if (type == "position") {
        latest_ = m;
        version_ = m.value("version", -1);
        game_ = QString::fromStdString(m.value("game", std::string()));
        if (m.contains("seats")) readSeats(m["seats"]);
        saveSeat(); // what the player last saw, for Continue's list
        emit positionChanged();
        emit positionReceived();
    } else if (type == "takeBack") {
        emit takeBackTold(m);
    } else if (type == "seats") {
        if (m.contains("seats")) readSeats(m["seats"]);
    } else if (type == "refused") {
        const QString reason = QString::fromStdString(m.value("reason", std::string()));
        if (want_ == Want::Resume) {
            // The table or the seat is gone: nothing to come back to.
            want_ = Want::Nothing;
            leaving_ = true;
            socket_.close();
            setError(tr("The table could not be rejoined: %1").arg(reason));
            setStatus(QStringLiteral("closed"));
            return;
        }
        if (want_ != Want::Nothing) {
            want_ = Want::Nothing;
            setError(reason);
        }
        emit refused(reason);
    } else if (type == "left") {
        leave(true);
    } else if (type == "replaced") {
        leaving_ = true;
        setError(tr("This seat was taken up from another connection."));
        setStatus(QStringLiteral("closed"));
    }
}

void OnlineClient::readSeats(const json& seats) {
    seats_ = toVariant(seats).toList();
    emit seatsChanged();
}

bool OnlineClient::sendChoice(const QString& choice) {
    if (!atTable() || !latest_.contains("legal")) return false;
    send({{"type", "choice"}, {"version", version_}, {"choice", choice.toStdString()}});
    return true;
}

void OnlineClient::leave(bool forget) {
    leaving_ = true;
    retry_.stop();
    socket_.close();
    want_ = Want::Nothing;
    if (forget && rememberSeat_) QFile::remove(seatFile());
    setStatus(QStringLiteral("idle"));
    emit tableChanged();
}

bool OnlineClient::askTakeBack() {
    if (!atTable() || seat_ < 0) return false;
    send({{"type", "takeBack"}, {"version", version_}});
    return true;
}

bool OnlineClient::answerTakeBack(bool agree) {
    if (!atTable() || seat_ < 0) return false;
    send({{"type", "takeBackAnswer"}, {"agree", agree}});
    return true;
}

bool OnlineClient::leaveForGood() {
    if (!atTable() || seat_ < 0) return false;
    send({{"type", "leave"}});
    return true;
}

void OnlineClient::dropForTest() {
    socket_.abort();
}

void OnlineClient::setStatus(const QString& status) {
    if (status == status_) return;
    status_ = status;
    emit statusChanged();
}

void OnlineClient::setError(const QString& error) {
    if (error == error_) return;
    error_ = error;
    emit errorChanged();
}

QString OnlineClient::seatFile() const {
    return keptseats::fileFor(tableId_, seat_);
}

// This table's seat, kept so the app can sit down again after a restart: its server, id, seat,
// token and code, the game, and what the player last saw there (for Continue's list).
void OnlineClient::saveSeat() const {
    if (!rememberSeat_ || token_.isEmpty() || seat_ < 0) return;
    json seen = json::object();
    if (latest_.is_object() && latest_.value("table", std::string()) == tableId_.toStdString())
        for (const char* key : {"version", "decider", "over", "seats"})
            if (latest_.contains(key)) seen[key] = latest_[key];
    keptseats::write(seatFile(), {{"address", address_.toStdString()},
                                  {"port", port_},
                                  {"table", tableId_.toStdString()},
                                  {"seat", seat_},
                                  {"token", token_.toStdString()},
                                  {"code", code_.toStdString()},
                                  {"secure", secure_},
                                  {"game", game_.toStdString()},
                                  {"name", name_.toStdString()},
                                  {"lastPlayed", QDateTime::currentMSecsSinceEpoch()},
                                  {"seen", seen}});
}

bool OnlineClient::hasSavedSeat() const {
    return rememberSeat_ && !keptseats::files().isEmpty();
}

void OnlineClient::forgetSeat() {
    if (!rememberSeat_ || token_.isEmpty()) return;
    QFile::remove(seatFile());
    emit tableChanged();
}

bool OnlineClient::resumeSaved() {
    if (!rememberSeat_) return false;
    const QStringList kept = keptseats::files();
    return !kept.isEmpty() && resumeKept(kept.front());
}

bool OnlineClient::resumeKept(const QString& file) {
    const json j = keptseats::read(file);
    if (!rememberSeat_ || j.is_null()) return false;
    QString address;
    int port = kDefaultPort;
    // A damaged file (a field of the wrong type) is no seat to go back to, never a crash.
    try {
        tableId_ = QString::fromStdString(j.value("table", std::string()));
        token_ = QString::fromStdString(j.value("token", std::string()));
        code_ = QString::fromStdString(j.value("code", std::string()));
        seat_ = j.value("seat", -1);
        secure_ = j.value("secure", false);
        address = QString::fromStdString(j.value("address", std::string()));
        port = j.value("port", kDefaultPort);
    } catch (const json::exception&) {
        return false;
    }
    version_ = -1;
    retries_ = 0;
    if (tableId_.isEmpty() || token_.isEmpty()) return false;
    open(address, port, Want::Resume,
         {{"type", "resume"},
          {"table", tableId_.toStdString()},
          {"seat", seat_},
          {"token", token_.toStdString()}});
    return true;
}
