#pragma once

#include <QAbstractListModel>
#include <QRectF>
#include <QtQml/qqmlregistration.h>

#include "volcanic/state.h"

// The board's spaces for QML: where each lies, what covers it, who stands on it, and whether
// the player can act on it now. Positions are in units of a hexagon's corner radius.
class SpaceModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's spaces")
    Q_PROPERTY(QRectF bounds READ bounds NOTIFY boundsChanged)

public:
    enum Role {
        CentreXRole = Qt::UserRole + 1,
        CentreYRole,
        TileRole,
        VolcanoTileRole, // the tile carries a Volcano
        CraterRole,
        SunkRole,
        GroundRole, // "empty", "lava", "village", "moai"
        GroundOwnerRole,
        SettlersRole,    // counts per seat
        CarriedRole,     // lying Moai brought in, per seat
        RaisedRole,      // owner per geyser, -1 when free
        GeyserSidesRole, // direction each geyser faces
        SelectedRole,
        TargetRole,     // a legal destination of the selected Settler
        ActionableRole, // the player on turn can do something here
        NameRole,
    };
    Q_ENUM(Role)

    explicit SpaceModel(QObject* parent = nullptr);

    void setBoard(const rano::volcanic::Board* board);
    // Refreshes the pieces and the player's options; `targets` and `actionable` are bit sets
    // of spaces.
    void update(const rano::volcanic::State& state, int selected, std::uint64_t targets,
                std::uint64_t actionable);
    QRectF bounds() const { return bounds_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void boundsChanged();

private:
    const rano::volcanic::Board* board_ = nullptr;
    rano::volcanic::State state_;
    rano::volcanic::Continent continent_; // of board_, kept to compare with the next board
    int selected_ = -1;
    std::uint64_t targets_ = 0, actionable_ = 0;
    QRectF bounds_;
};

// "tile 12, space 2": how players name a space.
QString spaceLabel(const rano::volcanic::Board& board, int space);

// Where a space's centre lies, in corner-radius units (pointy-top hexagons).
QPointF hexCentre(rano::volcanic::Hex h);
