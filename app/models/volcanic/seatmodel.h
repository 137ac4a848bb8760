#pragma once

#include <QColor>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "rolelistmodel.h"
#include "seatsetup.h"
#include "volcanic/state.h"

// The seats at a table of Volcanic Isle: who plays each and what they hold.
class SeatModel : public RoleListModel {
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
        BreakdownRole, // each scoring category's cell, in scoreCategories' order (scoreCell)
    };
    Q_ENUM(Role)

    explicit SeatModel(QObject* parent = nullptr);
    void setSeats(const std::vector<SeatSetup>& seats);
    void update(const rano::volcanic::State& state, const std::vector<int>& winners);
    const std::vector<SeatSetup>& seats() const { return seats_; }

    // The scoring categories in the player's language, in the engine's order.
    static QStringList scoreCategories();
    // A score sheet cell: the pieces counted and their VP ("1 → 3 VP"), or the VP alone.
    static QString scoreCell(int category, int points);

private:
    int size() const override { return int(seats_.size()); }
    QVariant valueAt(int row, int role) const override {
        return rows_[std::size_t(row)][column(role)];
    }
    // Seat `p`'s values in the order of Role.
    QVariantList rowOf(int p, const rano::volcanic::State& state,
                       const std::vector<int>& winners) const;
    void readRows(const rano::volcanic::State& state, const std::vector<int>& winners);

    std::vector<SeatSetup> seats_;
    // Read off the position when it changes: views ask for each value many times.
    std::vector<QVariantList> rows_;
};
