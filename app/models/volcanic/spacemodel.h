#pragma once

#include <QRectF>
#include <QtQml/qqmlregistration.h>

#include "boardmodel.h"
#include "volcanic/state.h"

// The board's spaces for QML: where each lies, what covers it, who stands on it, and whether
// the player can act on it now. Positions are in units of a hexagon's corner radius.
class SpaceModel : public BoardModel {
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
        SpaceInTileRole,   // 1-3 as texts name it ("tile 12, space 2"); 0 on a one-space tile
        DoomedRole,        // would sink if the previewed raise were made
        PreviewGeyserRole, // the geyser of the previewed raise on this space, -1 for none
        LitRole,           // named by the log line the pointer is on
        HintRole,          // "" or where the hint acts: "from" (a Settler leaves), "to", "here"
        HintDirectionRole, // on the "from" space: the direction (0-5) the Settler goes, else -1
        RecentRole,        // changed by the other players since the deciding player last acted
    };
    Q_ENUM(Role)

    explicit SpaceModel(QObject* parent = nullptr);

    // Refreshes the pieces and the player's options; `targets` and `actionable` are bit sets
    // of spaces.
    void update(const rano::volcanic::State& state, int selected, std::uint64_t targets,
                std::uint64_t actionable);
    QRectF bounds() const { return bounds_; }
    // For a keyboard cursor: the nearest space above water from `from` in the screen direction
    // (dx, dy) (within 60 degrees of it), or `from` when there is none. With no `from`
    // (-1), the first lit space (where the coach or a choice points), else the space nearest
    // the board's centre.
    Q_INVOKABLE int spaceToward(int from, double dx, double dy) const;
    // Marks what a choice being considered would do: the spaces that would sink (a bit set)
    // and the geyser a Moai would stand on (space -1: no preview).
    void setPreview(std::uint64_t doomed, int geyserSpace, int geyser);
    // Marks the spaces the others changed since the deciding player's last decision.
    void setRecent(std::uint64_t recent);
    // Lights the spaces a log line names (a bit set).
    void setLit(std::uint64_t lit);
    // Marks the hint's choice: the space a Settler leaves (-1 none) and where it acts.
    void setHint(int from, int at);

signals:
    void boundsChanged();

private:
    int size() const override { return board_ ? board_->spaceCount() : 0; }
    QVariant valueAt(int row, int role) const override;
    void boardSet() override;

    // Tells the views that these roles changed on the spaces in `changed` (a bit set).
    void announce(std::uint64_t changed, const QList<int>& roles);

    rano::volcanic::State state_;
    int selected_ = -1;
    std::uint64_t targets_ = 0, actionable_ = 0;
    std::uint64_t doomed_ = 0;
    int previewSpace_ = -1, previewGeyser_ = -1;
    std::uint64_t lit_ = 0, recent_ = 0;
    int hintFrom_ = -1, hintAt_ = -1;
    QRectF bounds_;
};

// "tile 12, space 2": how players name a space.
QString spaceLabel(const rano::volcanic::Board& board, int space);

// Where a space's centre lies, in corner-radius units (pointy-top hexagons).
QPointF hexCentre(rano::volcanic::Hex h);
