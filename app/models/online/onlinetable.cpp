#include "onlinetable.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

#include <nlohmann/json.hpp>

#include "gamecatalog.h"
#include "gamefiles.h"
#include "gamefolders.h"
#include "games/registry.h"

using nlohmann::json;

OnlineTable::OnlineTable(QObject* parent) : QObject(parent) {
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &OnlineTable::clocksChanged);
    // Away from the table, no clock runs.
    connect(&client_, &OnlineClient::statusChanged, this, [this] {
        if (!client_.atTable()) tick_.stop();
    });
    connect(&client_, &OnlineClient::positionReceived, this, &OnlineTable::position);
    connect(&client_, &OnlineClient::takeBackTold, this, [this](const json& m) {
        try {
            takeBackTold(m);
        } catch (const json::exception&) {
            // a message of the wrong shape tells nothing
        }
    });
    // A take back the server refuses says why, in the log.
    connect(&client_, &OnlineClient::refused, this, [this](const QString& reason) {
        if (!askedTakeBack_ || !table_) return;
        askedTakeBack_ = false;
        table_->log()->append([reason] { return tr("Take back refused: %1.").arg(reason); }, -1);
    });
    connect(&client_, &OnlineClient::seatsChanged, this, [this] {
        try {
            readSeats();
        } catch (const json::exception& e) {
            setError(tr("The server sent a position this table cannot read: %1")
                         .arg(QString::fromUtf8(e.what())));
        }
    });
}

void OnlineTable::setError(const QString& error) {
    if (error == error_) return;
    error_ = error;
    emit errorChanged();
}

void OnlineTable::position() {
    // A server's message of the wrong shape is an error shown, never a crash.
    try {
        showPosition();
    } catch (const json::exception& e) {
        setError(tr("The server sent a position this table cannot read: %1")
                     .arg(QString::fromUtf8(e.what())));
    }
}

void OnlineTable::showPosition() {
    const json& p = client_.latest();
    const QString game = QString::fromStdString(p.value("game", std::string()));
    // A connection's first position tells what the views do not (Volcanic Isle's continent).
    if (const auto setup = p.find("setup"); setup != p.end() && setup->is_object()) setup_ = *setup;
    const bool first = !table_ || game != gameId_;
    if (first) {
        GameTable* made = GameCatalog::makeTable(game, this);
        if (!made) {
            setError(tr("This version of Rano does not know the game \"%1\".").arg(game));
            return;
        }
        if (table_) table_->deleteLater();
        table_ = made;
        gameId_ = game;
        connect(table_, &GameTable::onlineChoice, &client_, &OnlineClient::sendChoice);
        connect(table_, &GameTable::onlineTakeBack, this,
                [this] { askedTakeBack_ = client_.askTakeBack(); });
        emit tableChanged();
    }

    // Only the player's own seat is a human of this table: the others decide elsewhere, people
    // at other computers (with the AI standing in for one away) or the server's AIs.
    std::vector<SeatSetup> seats;
    int ais = 0;
    for (const json& s : p.value("seats", json::array())) {
        SeatSetup seat;
        seat.name = shownName(QString::fromStdString(s.value("kind", std::string())),
                              QString::fromStdString(s.value("name", std::string())),
                              s.value("seat", -1), s.value("left", false), ais);
        seat.human = s.value("seat", -2) == client_.seat();
        seat.remote = !seat.human && s.value("kind", std::string()) != "ai";
        seat.open = s.value("kind", std::string()) == "open";
        seat.level = QString::fromStdString(s.value("level", s.value("standIn", std::string())));
        seats.push_back(seat);
    }
    // What was done since the position shown until now, if it follows from it choice by choice:
    // the table logs it in the player's words.
    json told = json::array();
    if (const auto missed = p.find("missed"); missed != p.end() && missed->is_array())
        told = *missed;
    else if (const auto last = p.find("last"); last != p.end() && last->is_object())
        told.push_back(*last);
    const auto versionOf = [](const json& j) {
        const auto v = j.find("version");
        return v != j.end() && v->is_number_integer() ? v->get<long long>() : -2;
    };
    const long long version = versionOf(p);
    const bool follows = !first && !told.empty() && told.front().is_object() &&
                         versionOf(told.front()) == shownVersion_ + 1 &&
                         versionOf(told.back()) == version;
    // A take back: what went back leaves the log and the marks first.
    if (const auto back = p.find("takenBack"); !first && back != p.end() && back->is_object())
        table_->takeOnlineMovesBack(int(back->value("from", version) - version));
    QString why;
    if (!p.contains("view") || !table_->showOnline(p["view"], setup_, std::move(seats),
                                                   follows ? told : json::array(), why)) {
        setError(tr("The table's position could not be shown: %1").arg(why));
        return;
    }
    // The server's list is the truth; a table that offers another means the two rule books
    // differ (another version of Rano).
    QStringList offered;
    for (const json& c : p.value("legal", json::array()))
        if (c.is_string()) offered << QString::fromStdString(c.get<std::string>());
    QStringList here = table_->legalTexts();
    if (!p.contains("legal")) here.clear();
    offered.sort();
    here.sort();
    setError(offered == here ? QString()
                             : tr("The server offers other choices than this table knows: it may "
                                  "run another version of Rano."));

    LogModel* log = table_->log();
    if (first) {
        const int seat = client_.seat();
        const QString name =
            seat >= 0 && std::size_t(seat) < p["seats"].size()
                ? QString::fromStdString(p["seats"][std::size_t(seat)].value("name", std::string()))
                : QString();
        if (seat >= 0)
            log->append([name] { return tr("You sit at the online table as %1.").arg(name); },
                        seat);
        else
            log->append([] { return tr("You watch the online table."); }, -1);
    }
    if (p.value("gap", false))
        log->append(
            [] {
                return tr("More happened while you were away than the server remembers: the "
                          "table shows the game as it is now.");
            },
            -1);
    else if (!follows && !told.empty())
        table_->logAway(int(told.size()));
    shownVersion_ = version;
    readSeats();
    if (const auto back = p.find("takenBack"); back != p.end() && back->is_object()) {
        const int seat = back->value("seat", -1);
        const QString name = seatName(seat);
        askedTakeBack_ = false;
        takeBackPending_ = false;
        setTakeBackAsker({});
        if (seat == client_.seat())
            log->append([] { return tr("Your last decision is taken back."); }, -1);
        else
            log->append([name] { return tr("%1's last decision is taken back.").arg(name); }, -1);
    }
    updateTakeBack();
    if (p.value("over", false) && p.contains("record")) keepRecord(p);
}

// A finished game lands in the player's Library as the server recorded it for this seat (what
// the seat saw, no seed): read through first, kept once under the table's and the seat's name,
// so a return to the table after its end adds nothing twice (and keeps any analysis since).
void OnlineTable::keepRecord(const json& p) {
    const json& record = p["record"];
    const int seat = client_.seat();
    const QString table = QString::fromStdString(p.value("table", std::string()));
    if (seat < 0 || table.isEmpty()) return;
    const QString path = finishedGamesFolder() + QStringLiteral("/online-") +
                         fileNameFor(table, QStringLiteral("table")) +
                         QStringLiteral("-seat%1.rano.json").arg(seat + 1);
    QString why;
    const auto* entry = rano::games::gameOfFile(record);
    std::vector<rano::Seat> seats;
    std::string error;
    if (!entry || entry->id != gameId_.toStdString())
        why = tr("it is not a record of this game");
    else if (!entry->open(record, seats, error))
        why = QString::fromStdString(error);
    else if (record.value("seen", json::object()).value("seat", -1) != seat)
        why = tr("it is another seat's record");
    else if (!QFileInfo::exists(path)) {
        QDir().mkpath(finishedGamesFolder());
        why = writeFileAtomically(path, QByteArray::fromStdString(record.dump(1)));
    }
    if (!why.isEmpty()) {
        setError(tr("The finished game cannot be kept in your Library: %1").arg(why));
        return;
    }
    // A finished table is no longer one to come back to (Continue lists it no more).
    client_.forgetSeat();
    if (libraryFile_ == path) return;
    libraryFile_ = path;
    table_->log()->append([] { return tr("The game is kept in your Library."); }, -1);
    emit libraryFileChanged();
}

QString OnlineTable::seatName(int seat) const {
    for (const QVariant& v : seats_) {
        const QVariantMap s = v.toMap();
        if (s.value(QStringLiteral("seat")).toInt() == seat)
            return s.value(QStringLiteral("name")).toString();
    }
    return tr("Seat %1").arg(seat + 1);
}

void OnlineTable::setTakeBackAsker(const QString& name) {
    if (name == takeBackAsker_) return;
    takeBackAsker_ = name;
    emit takeBackChanged();
}

void OnlineTable::updateTakeBack() {
    if (!table_) return;
    const json& p = client_.latest();
    const bool over = p.is_object() && p.value("over", false);
    const bool seated = client_.seat() >= 0 && client_.atTable();
    table_->setOnlineTakeBack(seated && !over && !takeBackPending_,
                              takeBackPending_ ? tr("A take back is asked: wait for the answer.")
                                               : QString());
}

void OnlineTable::answerTakeBack(bool agree) {
    if (takeBackAsker_.isEmpty()) return;
    client_.answerTakeBack(agree);
    setTakeBackAsker({});
}

void OnlineTable::takeBackTold(const json& m) {
    if (!table_) return;
    LogModel* log = table_->log();
    const std::string state = m.value("state", std::string());
    const int seat = m.value("seat", -1), by = m.value("by", -1), me = client_.seat();
    const QString asker = seatName(seat), answerer = seatName(by);
    if (state == "asked") {
        askedTakeBack_ = false;
        takeBackPending_ = true;
        QStringList waiting;
        bool mine = false;
        for (const json& w : m.value("waiting", json::array())) {
            waiting << seatName(w.get<int>());
            mine = mine || w.get<int>() == me;
        }
        if (seat == me)
            log->append(
                [names = waiting.join(QStringLiteral(", "))] {
                    return tr("You ask to take back your last decision: %1 must agree.").arg(names);
                },
                -1);
        else
            log->append(
                [asker] { return tr("%1 asks to take back their last decision.").arg(asker); }, -1);
        if (mine) setTakeBackAsker(asker);
    } else if (state == "agreed") {
        log->append([answerer] { return tr("%1 agrees to the take back.").arg(answerer); }, -1);
    } else if (state == "refused" || state == "lapsed") {
        takeBackPending_ = false;
        setTakeBackAsker({});
        if (state == "refused")
            log->append(
                [answerer] { return tr("%1 keeps it: nothing is taken back.").arg(answerer); }, -1);
        else
            log->append(
                [answerer] { return tr("%1 played on: the take back is dropped.").arg(answerer); },
                -1);
    }
    updateTakeBack();
}

// The server names its AIs and open seats in English ("Yellow (AI easy)", "Blue"): the table
// names them in the player's language, the AIs as a game on this computer does. An AI playing
// the seat of a player who left keeps the player's name.
QString OnlineTable::shownName(const QString& kind, const QString& name, int seat, bool left,
                               int& ais) {
    if (kind == QLatin1String("ai") && !left) return GameTable::aiName(ais++);
    if (kind == QLatin1String("open")) return tr("Seat %1").arg(seat + 1);
    return name;
}

QString OnlineTable::clockText(qint64 ms) {
    const qint64 s = std::max<qint64>(0, ms) / 1000;
    return s >= 3600 ? QStringLiteral("%1:%2:%3")
                           .arg(s / 3600)
                           .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
                           .arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QStringList OnlineTable::clocks() const {
    QStringList out;
    for (std::size_t i = 0; i < clockMs_.size(); ++i)
        out << clockText(clockMs_[i] +
                         (int(i) == clockSeat_ && sinceTold_.isValid() ? sinceTold_.elapsed() : 0));
    return out;
}

void OnlineTable::readSeats() {
    const json& p = client_.latest();
    const int decider = p.is_object() ? p.value("decider", -1) : -1;
    const bool over = p.is_object() && p.value("over", false);
    seats_.clear();
    clockMs_.clear();
    clockSeat_ = over ? -1 : decider;
    sinceTold_.start();
    int ais = 0;
    for (const QVariant& v : client_.seats()) {
        QVariantMap s = v.toMap();
        const int seat = s.value(QStringLiteral("seat")).toInt();
        const QString kind = s.value(QStringLiteral("kind")).toString();
        s[QStringLiteral("name")] = shownName(kind, s.value(QStringLiteral("name")).toString(),
                                              seat, s.value(QStringLiteral("left")).toBool(), ais);
        const bool deciding = !over && seat == decider;
        s[QStringLiteral("you")] = seat == client_.seat();
        s[QStringLiteral("deciding")] = deciding;
        s[QStringLiteral("thinking")] =
            deciding && (kind == QLatin1String("ai") || s.contains(QStringLiteral("standIn")));
        s[QStringLiteral("connected")] = s.value(QStringLiteral("connected")).toBool();
        clockMs_.push_back(s.value(QStringLiteral("clockMs")).toLongLong());
        seats_ << s;
    }
    // The decider's clock ticks while the game goes on.
    if (clockSeat_ >= 0 && client_.atTable())
        tick_.start();
    else
        tick_.stop();
    emit seatsChanged();
    emit clocksChanged();
}
