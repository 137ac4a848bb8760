#pragma once

#include <QObject>
#include <QPoint>
#include <QRectF>
#include <QUndoStack>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "palettemodel.h"
#include "placedtilemodel.h"
#include "problemmodel.h"
#include "volcanic/continent.h"
#include "volcanic/tile.h"

// A custom continent being built in the editor: the tiles placed so far and the landfall
// bays, every edit undoable (one QUndoStack), every rule checked after each edit by the
// engine's validator, saved and loaded as a continent file (docs/continent-format.md).
// In guided mode a placement must pass the current setup phase's rules, or is refused with
// the reason. Coordinates are axial hexes; `hexAt` turns a point of the drawing into one.
class ContinentDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString name READ name WRITE setName NOTIFY changed)
    Q_PROPERTY(QString author READ author WRITE setAuthor NOTIFY changed)
    Q_PROPERTY(PaletteModel* palette READ palette CONSTANT)
    Q_PROPERTY(PlacedTileModel* placed READ placed CONSTANT)
    Q_PROPERTY(ProblemModel* problems READ problems CONSTANT)
    Q_PROPERTY(int tileCount READ tileCount NOTIFY changed)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    Q_PROPERTY(bool guided READ guided WRITE setGuided NOTIFY changed)
    Q_PROPERTY(int phase READ phase NOTIFY changed)
    Q_PROPERTY(QVariantList bays READ bays NOTIFY changed)
    Q_PROPERTY(QString bayWarning READ bayWarning NOTIFY changed)
    Q_PROPERTY(QVariantList openSides READ openSides NOTIFY changed)
    Q_PROPERTY(QRectF bounds READ bounds NOTIFY boundsChanged)
    Q_PROPERTY(QVariantList gridHexes READ gridHexes NOTIFY boundsChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY undoChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY changed)
    Q_PROPERTY(QString lastError READ lastError NOTIFY changed)
    Q_PROPERTY(QUrl libraryFolder READ libraryFolder CONSTANT)

public:
    explicit ContinentDocument(QObject* parent = nullptr);

    QString name() const { return QString::fromStdString(continent_.name); }
    void setName(const QString& name);
    QString author() const { return QString::fromStdString(continent_.author); }
    void setAuthor(const QString& author);
    PaletteModel* palette() { return &palette_; }
    PlacedTileModel* placed() { return &placed_; }
    ProblemModel* problems() { return &problems_; }
    int tileCount() const { return int(continent_.tiles.size()); }
    bool valid() const { return problems_.rowCount() == 0; }
    bool guided() const { return guided_; }
    void setGuided(bool guided);
    // Guided mode's phase: 1 (tiles 1-5), 2 (6-8), 3 (9-22), 4 once every tile is down.
    int phase() const;
    QVariantList bays() const; // [{x, y, q, r}]
    // Said when the bays are clearly unbalanced (the engine's baysUnbalanced), else empty.
    QString bayWarning() const;
    QVariantList openSides() const; // [{x1, y1, x2, y2, tile}]: straight sides facing the sea
    QRectF bounds() const;
    bool canUndo() const { return undo_.canUndo(); }
    bool canRedo() const { return undo_.canRedo(); }
    QString undoText() const { return undo_.undoText(); }
    QString redoText() const { return undo_.redoText(); }
    bool modified() const { return !undo_.isClean(); }
    QString filePath() const { return filePath_; }
    QString lastError() const { return lastError_; }
    QUrl libraryFolder() const;
    const rano::volcanic::Continent& continent() const { return continent_; }
    QUndoStack* undoStack() { return &undo_; }

    // Each edit returns an empty string when done, else why it is refused (nothing changes).
    Q_INVOKABLE QString place(int tile, int q, int r, int rotation);
    Q_INVOKABLE QString moveTile(int tile, int q, int r);
    Q_INVOKABLE QString rotateTile(int tile, int steps);
    Q_INVOKABLE QString removeTile(int tile);
    // Adds a landfall bay on a sea hex beside the land, or removes the one there.
    Q_INVOKABLE QString toggleBay(int q, int r);
    Q_INVOKABLE void undo() { undo_.undo(); }
    Q_INVOKABLE void redo() { undo_.redo(); }
    // An empty grid, a new name, a clean history.
    Q_INVOKABLE void newContinent();
    // Replaces the continent with the engine's random continent of `seed` (undoable).
    Q_INVOKABLE bool generate(qint64 seed, int bays = 4);
    // Files (a path or a file URL): atomic save; a refused load keeps the document as it was.
    Q_INVOKABLE bool save(const QString& pathOrUrl);
    Q_INVOKABLE bool load(const QString& pathOrUrl);
    // Saves into the library (libraryFolder) under the continent's name; the path, or empty.
    Q_INVOKABLE QString saveToLibrary();
    // The hex under a point of the drawing (board units, as SpaceModel's centres).
    Q_INVOKABLE QPoint hexAt(qreal x, qreal y) const;
    // The tile covering a hex (0: none), and where a placed tile's origin lies.
    Q_INVOKABLE int tileAt(int q, int r) const;
    Q_INVOKABLE QPoint positionOf(int tile) const;
    // A placed tile's rotation (0-5), for the ghost of a tile being moved.
    Q_INVOKABLE int rotationOf(int tile) const;
    // The centres of the grid's hexes around the continent, for drawing the grid.
    QVariantList gridHexes() const;
    // Where a tile would lie: its spaces' centres, for the ghost under the pointer.
    Q_INVOKABLE QVariantList footprint(int tile, int q, int r, int rotation) const;

signals:
    void changed();
    void undoChanged();
    // The drawing's extent changed (the grid is redrawn only then).
    void boundsChanged();

private:
    void apply(const rano::volcanic::Continent& continent);
    void edit(const QString& text, rano::volcanic::Continent after, int mergeKey = -1);
    QString fits(const rano::volcanic::Continent& after, const rano::volcanic::Placement& p,
                 int ignoreTile) const;
    QString guidedRefusal(const rano::volcanic::Continent& before,
                          const rano::volcanic::Placement& p) const;

    rano::volcanic::TileCatalogue catalogue_;
    rano::volcanic::Continent continent_;
    PaletteModel palette_;
    PlacedTileModel placed_;
    ProblemModel problems_;
    QUndoStack undo_;
    bool guided_ = false;
    QString filePath_;
    QString lastError_;
    QRectF shownBounds_;
};
