#pragma once

#include <QAbstractListModel>
#include <QPointF>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <set>

#include "volcanic/continent.h"
#include "volcanic/tile.h"

// How a tile placed at `p` is drawn, shifted by `shift` board units: each space's centre, its
// crater and the sides its geysers face, turned as placed ([{x, y, crater, geyserSides}]).
QVariantList tileSpaces(const rano::volcanic::TileDef& def, const rano::volcanic::Placement& p,
                        QPointF shift = {});

// The tiles on the editor's grid, one row per placed tile, with what drawing it needs: where
// each of its spaces lies, its crater and geysers turned as placed, and whether a broken rule
// involves it.
class PlacedTileModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A document's placed tiles")

public:
    enum Role {
        TileRole = Qt::UserRole + 1,
        QRole,
        RRole,
        RotationRole,
        SpacesRole, // [{x, y, crater, geyserSides}] in board units, as SpaceModel's centres
        VolcanoRole,
        OffendingRole,
    };
    Q_ENUM(Role)

    explicit PlacedTileModel(QObject* parent = nullptr);
    void setCatalogue(const rano::volcanic::TileCatalogue* catalogue) { catalogue_ = catalogue; }
    void update(const std::vector<rano::volcanic::Placement>& tiles, std::set<int> offending);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    const rano::volcanic::TileCatalogue* catalogue_ = nullptr;
    std::vector<rano::volcanic::Placement> tiles_;
    std::set<int> offending_;
};
