#include "onlinetables.h"

#include <QFile>
#include <QLocale>
#include <QTimer>
#include <QUrl>
#include <algorithm>

#include "keptseats.h"
#include "onlineclient.h"
#include "onlinetable.h"
#include "seatlook.h"

using nlohmann::json;

namespace {
// How long a server has to answer before its table is listed as out of reach.
constexpr int kAnswerMs = 5000;
} // namespace

OnlineTables::OnlineTables(QObject* parent) : QAbstractListModel(parent) {}

OnlineTables::~OnlineTables() = default;

int OnlineTables::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QHash<int, QByteArray> OnlineTables::roleNames() const {
    return {{PathRole, "path"},
            {GameIdRole, "gameId"},
            {SeatsRole, "seats"},
            {TurnRole, "turn"},
            {YourTurnRole, "yourTurn"},
            {CheckedRole, "checked"},
            {LastPlayedTextRole, "lastPlayedText"},
            {ProblemRole, "problem"}};
}

QVariant OnlineTables::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) return {};
    const Row& r = *rows_[std::size_t(index.row())];
    switch (role) {
    case PathRole:
        return r.path;
    case GameIdRole:
        return r.gameId;
    case SeatsRole:
        return r.seats;
    case TurnRole:
        return r.turn;
    case YourTurnRole:
        return r.yourTurn;
    case CheckedRole:
        return r.checked;
    case LastPlayedTextRole:
        return QLocale(language_).toString(r.lastPlayed, QLocale::ShortFormat);
    case ProblemRole:
        return r.problem;
    }
    return {};
}

void OnlineTables::refresh() {
    beginResetModel();
    rows_.clear();
    for (const QString& path : keptseats::files()) {
        auto row = std::make_unique<Row>();
        row->path = path;
        row->kept = keptseats::read(path);
        if (row->kept.is_null()) continue;
        try {
            row->gameId = QString::fromStdString(row->kept.value("game", std::string()));
            row->lastPlayed = QDateTime::fromMSecsSinceEpoch(row->kept.value("lastPlayed", 0LL));
            describe(*row, row->kept.value("seen", json::object()), false);
        } catch (const json::exception&) {
            continue; // a damaged file is no table to list
        }
        rows_.push_back(std::move(row));
    }
    endResetModel();
    emit countChanged();
    for (auto& row : rows_)
        ask(*row);
}

void OnlineTables::forget(const QString& path) {
    const auto it =
        std::find_if(rows_.begin(), rows_.end(), [&](const auto& r) { return r->path == path; });
    if (it == rows_.end()) return;
    QFile::remove(path);
    const int i = int(it - rows_.begin());
    beginRemoveRows({}, i, i);
    rows_.erase(it);
    endRemoveRows();
    emit countChanged();
}

OnlineTables::Row* OnlineTables::rowOf(const QString& path) {
    for (auto& r : rows_)
        if (r->path == path) return r.get();
    return nullptr;
}

void OnlineTables::changed(const QString& path) {
    for (int i = 0; i < count(); ++i)
        if (rows_[std::size_t(i)]->path == path) emit dataChanged(index(i), index(i));
}

// The seats, and whose turn it is, from a table's `seats`, `decider` and `over` (a position's,
// or a peek's); `live`: as the server tells it now, else as the player last saw it.
void OnlineTables::describe(Row& row, const json& table, bool live) {
    const int seat = row.kept.value("seat", -1);
    QVector<LibrarySeat> seats;
    QString decider;
    int ais = 0;
    const int deciding = table.value("decider", -1);
    for (const json& s : table.value("seats", json::array())) {
        const QString kind = QString::fromStdString(s.value("kind", std::string()));
        const int at = s.value("seat", -1);
        const QString name =
            OnlineTable::shownName(kind, QString::fromStdString(s.value("name", std::string())), at,
                                   s.value("left", false), ais);
        seats.append({name, kind == QLatin1String("ai")
                                ? QString::fromStdString(s.value("level", std::string()))
                                : QString()});
        if (at == deciding) decider = name;
    }
    row.seats = AiLevels::seatsInWords(seats);
    const bool over = table.value("over", false);
    QString turn;
    if (over)
        turn = tr("The game is over: sit down to keep it in your Library");
    else if (deciding >= 0 && deciding == seat)
        turn = tr("Your turn");
    else if (!decider.isEmpty())
        turn = tr("%1's turn").arg(decider);
    row.yourTurn = !over && deciding >= 0 && deciding == seat;
    row.turn = live || turn.isEmpty() ? turn : tr("Last seen: %1").arg(turn);
    row.checked = live;
}

void OnlineTables::ask(Row& row) {
    const QString path = row.path;
    const json& k = row.kept;
    QUrl url;
    url.setScheme(k.value("secure", false) ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(QString::fromStdString(k.value("address", std::string())));
    url.setPort(k.value("port", OnlineClient::kDefaultPort));
    row.asking = std::make_unique<QWebSocket>();
    QWebSocket* socket = row.asking.get();
    connect(socket, &QWebSocket::connected, this, [socket] {
        socket->sendTextMessage(QStringLiteral("{\"type\":\"hello\",\"protocol\":1}"));
    });
    connect(socket, &QWebSocket::textMessageReceived, this,
            [this, path, socket](const QString& text) {
                const json m = json::parse(text.toStdString(), nullptr, false);
                Row* r = rowOf(path);
                if (!r || !m.is_object()) return;
                const std::string type =
                    m.value("type", json()).is_string() ? m["type"].get<std::string>() : "";
                if (type == "welcome") {
                    socket->sendTextMessage(QString::fromStdString(json{
                        {"type", "peek"},
                        {"table", r->kept.value("table", std::string())},
                        {"seat", r->kept.value("seat", -1)},
                        {"token",
                         r->kept.value("token", std::string())}}.dump()));
                } else if (type == "peeked" || type == "refused") {
                    answered(path, m);
                }
            });
    // Qt 6.4's QWebSocket reports a failed connection as a disconnection.
    connect(socket, &QWebSocket::disconnected, this,
            [this, path, socket] { unreachable(path, socket->errorString()); });
    QTimer::singleShot(kAnswerMs, socket, [this, path] { unreachable(path, tr("no answer")); });
    socket->open(url);
}

void OnlineTables::answered(const QString& path, const json& m) {
    Row* r = rowOf(path);
    if (!r) return;
    // A server's answer of the wrong shape changes nothing here.
    try {
        if (m.value("type", std::string()) == "refused") {
            r->problem = tr("This table is no longer on its server (%1).")
                             .arg(QString::fromStdString(m.value("reason", std::string())));
            r->checked = true;
        } else {
            describe(*r, m, true);
        }
    } catch (const json::exception&) {
        return;
    }
    r->asking.release()->deleteLater();
    changed(path);
}

void OnlineTables::unreachable(const QString& path, const QString& why) {
    Row* r = rowOf(path);
    if (!r || !r->asking || r->checked) return;
    r->turn = tr("%1 (the server cannot be reached: %2)").arg(r->turn, why);
    r->asking.release()->deleteLater();
    changed(path);
}
