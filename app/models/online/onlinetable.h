#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>

#include "gametable.h"
#include "onlineclient.h"

// A table a server holds, at the shared table screen, for any game (docs/online.md): its
// client's positions go to the game's own table (made by the catalog, so its board, panel and
// position model are the ones of a local game), built from this seat's view alone; the
// player's choices go back to the server; each choice made is logged in the player's words
// from the positions before and after it (KitTable::logOnline). Who sits where, who is connected
// and who is thinking are in `seats`.
class OnlineTable : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(OnlineClient* client READ client CONSTANT)
    // The game's table (VolcanicTable, CardsTable, RapaNuiTable), once a position came.
    Q_PROPERTY(GameTable* table READ table NOTIFY tableChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY tableChanged)
    // Per seat: seat, name, kind ("human", "open", "ai"), you, connected, deciding, thinking
    // (an AI, or one standing in for an absent player, decides), standIn.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY seatsChanged)
    // How long each seat has had to decide, "m:ss" (or "h:mm:ss"), the decider's clock running:
    // the server's count as of its last message, ticking here every second.
    Q_PROPERTY(QStringList clocks READ clocks NOTIFY clocksChanged)
    // Why the last position could not be shown ("" when it was).
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // The finished game's file in the player's Library, once the server's record of it for this
    // seat is kept there ("" before).
    Q_PROPERTY(QString libraryFile READ libraryFile NOTIFY libraryFileChanged)
    // Who asks this seat to agree to a take back ("" when nobody does): answerTakeBack.
    Q_PROPERTY(QString takeBackAsker READ takeBackAsker NOTIFY takeBackChanged)

public:
    explicit OnlineTable(QObject* parent = nullptr);

    OnlineClient* client() { return &client_; }
    GameTable* table() const { return table_; }
    QString gameId() const { return gameId_; }
    QVariantList seats() const { return seats_; }
    QString error() const { return error_; }
    QString libraryFile() const { return libraryFile_; }
    QString takeBackAsker() const { return takeBackAsker_; }
    // This seat's answer to the take back it is asked to agree to.
    Q_INVOKABLE void answerTakeBack(bool agree);
    QStringList clocks() const;
    // "1:05", "1:02:03": a clock's reading of `ms`.
    static QString clockText(qint64 ms);
    // A seat's name as the table shows it: the server names its AIs and open seats in English
    // ("Yellow (AI easy)", "Blue"), the app as a game on this computer does (Hotu; "Seat 2");
    // `ais` counts the AIs named so far.
    static QString shownName(const QString& kind, const QString& name, int seat, bool left,
                             int& ais);

signals:
    void tableChanged();
    void seatsChanged();
    void errorChanged();
    void clocksChanged();
    void libraryFileChanged();
    void takeBackChanged();

private:
    void position();
    void showPosition();
    void readSeats();
    void setError(const QString& error);
    void keepRecord(const nlohmann::json& position);
    // What the server told of a take back (its `takeBack`), logged in the player's words.
    void takeBackTold(const nlohmann::json& message);
    // Whether Take back may be asked now, told to the table.
    void updateTakeBack();
    void setTakeBackAsker(const QString& name);
    QString seatName(int seat) const;

    OnlineClient client_;
    QPointer<GameTable> table_;
    QString gameId_;
    QVariantList seats_;
    QString error_;
    QString libraryFile_;
    QString takeBackAsker_;
    bool takeBackPending_ = false; // a take back asked at the table, not yet done or ended
    bool askedTakeBack_ = false;   // this seat's request sent, not yet answered
    long long shownVersion_ = -1;  // the position's on the table
    std::vector<qint64> clockMs_;  // each seat's, as the server last told
    int clockSeat_ = -1;           // whose clock runs
    QElapsedTimer sinceTold_;      // since the server told them
    QTimer tick_;
    nlohmann::json setup_; // the table's setup, as its server told it
};
