#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <set>

#include "volcanic/tile.h"

// The 22 Area tiles to build with, drawn as on the board; those already on the grid are
// marked used, and in guided mode only the current phase's tiles are offered.
class PaletteModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A document's tile palette")

public:
    enum Role {
        TileRole = Qt::UserRole + 1,
        UsedRole,
        OfferedRole, // may be placed now (guided mode: the current phase)
        VolcanoRole,
        SpacesRole, // [{x, y, crater, geyserSides}] at rotation 0, centred on the origin
    };
    Q_ENUM(Role)

    explicit PaletteModel(QObject* parent = nullptr);
    void setCatalogue(const rano::volcanic::TileCatalogue* catalogue);
    void update(std::set<int> used, std::set<int> offered);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    const rano::volcanic::TileCatalogue* catalogue_ = nullptr;
    std::set<int> used_;
    std::set<int> offered_;
};
