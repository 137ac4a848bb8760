#include "placedtilemodel.h"

#include <QPointF>
#include <QVariantMap>

#include "spacemodel.h"

using namespace rano::volcanic;

QVariantList tileSpaces(const TileDef& def, const Placement& p, QPointF shift) {
    QVariantList spaces;
    for (int s = 0; s < int(def.spaces.size()); ++s) {
        const QPointF c =
            hexCentre(p.position + rotate(def.spaces[std::size_t(s)], p.rotation)) + shift;
        QVariantList sides;
        for (const GeyserDef& g : def.geysers)
            if (g.space == s) sides << rotateDirection(g.side, p.rotation);
        spaces << QVariantMap{
            {"x", c.x()}, {"y", c.y()}, {"crater", s == def.crater}, {"geyserSides", sides}};
    }
    return spaces;
}

PlacedTileModel::PlacedTileModel(QObject* parent) : QAbstractListModel(parent) {}

void PlacedTileModel::update(const std::vector<Placement>& tiles, std::set<int> offending) {
    beginResetModel();
    tiles_ = tiles;
    offending_ = std::move(offending);
    endResetModel();
}

int PlacedTileModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(tiles_.size());
}

QVariant PlacedTileModel::data(const QModelIndex& index, int role) const {
    if (!catalogue_ || !checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Placement& p = tiles_[std::size_t(index.row())];
    const TileDef& def = catalogue_->tile(p.tile);
    switch (role) {
    case TileRole:
        return p.tile;
    case QRole:
        return p.position.q;
    case RRole:
        return p.position.r;
    case RotationRole:
        return p.rotation;
    case SpacesRole:
        return tileSpaces(def, p);
    case VolcanoRole:
        return def.hasVolcano();
    case OffendingRole:
        return offending_.count(p.tile) > 0;
    default:
        return {};
    }
}

QHash<int, QByteArray> PlacedTileModel::roleNames() const {
    return {{TileRole, "tile"},          {QRole, "q"},           {RRole, "r"},
            {RotationRole, "rotation"},  {SpacesRole, "spaces"}, {VolcanoRole, "volcano"},
            {OffendingRole, "offending"}};
}
