#pragma once

#include <QAbstractListModel>
#include <QColor>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "volcanic/state.h"

// One seat at the table: who plays it and what they hold. Colours are the Okabe-Ito
// colour-blind-safe set.
struct SeatSetup {
    QString name;
    bool human = false;
    QString level; // for an AI: easy, medium, hard, expert, greedy, random
};

class SeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's seats")

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        ColourRole,
        HumanRole,
        LevelRole,
        LevelNameRole, // the level in the player's language
        ScoreRole,     // VP so far (the final total once the game is over)
        PrayersRole,
        SettlersRole, // in reserve
        VillagesRole,
        MoaiRole,
        OnBoatRole,
        BayRole,      // the landfall bay of the seat's Boat (BayModel's bay role)
        ActiveRole,   // on turn
        DecidingRole, // must answer now
        WinnerRole,
        BreakdownRole, // the VP of each scoring category, in scoreCategories' order
    };
    Q_ENUM(Role)

    explicit SeatModel(QObject* parent = nullptr);
    void setSeats(const std::vector<SeatSetup>& seats);
    void update(const rano::volcanic::State& state, const std::vector<int>& winners);
    const std::vector<SeatSetup>& seats() const { return seats_; }

    static QColor colour(int seat);
    static QString levelName(const QString& level);
    // What a player may expect of a seat's kind ("human" or an AI level), for its tooltip.
    static QString levelDescription(const QString& level);
    // The scoring categories in the player's language, in the engine's order.
    static QStringList scoreCategories();

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    std::vector<SeatSetup> seats_;
    rano::volcanic::State state_;
    std::vector<int> winners_;
};
