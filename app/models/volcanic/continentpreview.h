#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "baymodel.h"
#include "spacemodel.h"

// The continent a new game will be played on, drawn before it starts: its spaces with the
// lava laid at setup, and its landfall bays. `randomSeed` < 0 shows Mu, the standard
// continent; otherwise the random continent of that seed.
class ContinentPreview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qint64 randomSeed READ randomSeed WRITE setRandomSeed NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(SpaceModel* spaces READ spaces CONSTANT)
    Q_PROPERTY(QVariantList bays READ bays NOTIFY changed)

public:
    explicit ContinentPreview(QObject* parent = nullptr);

    qint64 randomSeed() const { return randomSeed_; }
    void setRandomSeed(qint64 seed);
    QString name() const;
    QString error() const { return error_; }
    SpaceModel* spaces() { return &spaces_; }
    QVariantList bays() const;

signals:
    void changed();

private:
    void rebuild();

    qint64 randomSeed_ = -1;
    std::shared_ptr<const rano::volcanic::Board> board_;
    SpaceModel spaces_;
    QString error_;
};
