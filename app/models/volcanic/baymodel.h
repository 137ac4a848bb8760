#pragma once

#include <QPointF>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "structlistmodel.h"
#include "volcanic/state.h"

// The landfall bays where Boats wait, one row per bay that holds at least one player's Boat:
// a continent with one bay shares it, one with a bay per player spreads the Boats around.
// Positions in SpaceModel units.
struct BayRow {
    int bay = 0;
    QPointF centre;
    bool operator==(const BayRow&) const = default;
};

class BayModel : public StructListModel<BayRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's bays")

public:
    enum Role {
        BayRole = Qt::UserRole + 1, // the bay's index on the board (SeatModel's bay role)
        CentreXRole,
        CentreYRole,
    };
    Q_ENUM(Role)

    explicit BayModel(QObject* parent = nullptr);
    void update(const rano::volcanic::State& state);

private:
    QVariant valueAt(int row, int role) const override;
};
