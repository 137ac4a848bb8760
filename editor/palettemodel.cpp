#include "palettemodel.h"

#include <QPointF>
#include <QVariantMap>

#include "placedtilemodel.h"
#include "spacemodel.h"

using namespace rano::volcanic;

PaletteModel::PaletteModel(QObject* parent) : QAbstractListModel(parent) {}

void PaletteModel::setCatalogue(const TileCatalogue* catalogue) {
    beginResetModel();
    catalogue_ = catalogue;
    endResetModel();
}

void PaletteModel::update(std::set<int> used, std::set<int> offered) {
    used_ = std::move(used);
    offered_ = std::move(offered);
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1), {UsedRole, OfferedRole});
}

int PaletteModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !catalogue_ ? 0 : int(catalogue_->tiles.size());
}

QVariant PaletteModel::data(const QModelIndex& index, int role) const {
    if (!catalogue_ || !checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const TileDef& def = catalogue_->tiles[std::size_t(index.row())];
    switch (role) {
    case TileRole:
        return def.id;
    case UsedRole:
        return used_.count(def.id) > 0;
    case OfferedRole:
        return offered_.count(def.id) > 0;
    case VolcanoRole:
        return def.hasVolcano();
    case SpacesRole: {
        // Centred, so the palette can draw each tile in the middle of its cell.
        QPointF middle;
        for (Hex h : def.spaces)
            middle += hexCentre(h);
        middle /= qreal(def.spaces.size());
        return tileSpaces(def, {def.id, {0, 0}, 0}, -middle);
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> PaletteModel::roleNames() const {
    return {{TileRole, "tile"},
            {UsedRole, "used"},
            {OfferedRole, "offered"},
            {VolcanoRole, "volcano"},
            {SpacesRole, "spaces"}};
}
