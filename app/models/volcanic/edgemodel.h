#pragma once

#include <QAbstractListModel>
#include <QPointF>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "volcanic/state.h"

// The lines drawn between spaces: coasts, borders between Areas, and the Fissures on them.
// Coordinates in corner-radius units, as in SpaceModel.
class EdgeModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's edges")

public:
    enum Role { X1Role = Qt::UserRole + 1, Y1Role, X2Role, Y2Role, KindRole };
    Q_ENUM(Role)

    explicit EdgeModel(QObject* parent = nullptr);
    void setBoard(const rano::volcanic::Board* board);
    void update(const rano::volcanic::State& state);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Edge {
        QPointF a, b;
        int space;
        int other;  // -1: sea
        int border; // Board border index, -1 for a coast
    };
    const rano::volcanic::Board* board_ = nullptr;
    std::vector<Edge> edges_;
    rano::volcanic::State state_;
    rano::volcanic::Continent continent_; // of board_, kept to compare with the next board
    std::vector<QString> shown_;          // each border's kind as last announced
};
