#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "volcanic/state.h"

// The landfall bays where Boats wait, one row per bay that holds at least one player's Boat:
// a continent with one bay shares it, one with a bay per player spreads the Boats around.
// Positions in SpaceModel units.
class BayModel : public QAbstractListModel {
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

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    std::vector<int> bays_;
    std::vector<QPointF> centres_;
};
