#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "baymodel.h"
#include "spacemodel.h"

// The continent a new game will be played on, drawn before it starts: its spaces with the
// lava laid at setup, and its landfall bays. A `file` shows the continent saved there;
// otherwise `randomSeed` < 0 shows Mu, the standard continent, and a seed its random island.
class ContinentPreview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qint64 randomSeed READ randomSeed WRITE setRandomSeed NOTIFY changed)
    Q_PROPERTY(QString file READ file WRITE setFile NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(SpaceModel* spaces READ spaces CONSTANT)
    Q_PROPERTY(QVariantList bays READ bays NOTIFY changed)

public:
    explicit ContinentPreview(QObject* parent = nullptr);

    qint64 randomSeed() const { return randomSeed_; }
    void setRandomSeed(qint64 seed);
    QString file() const { return file_; }
    void setFile(const QString& file);
    QString name() const;
    QString error() const { return error_; }
    SpaceModel* spaces() { return &spaces_; }
    QVariantList bays() const;

signals:
    void changed();

private:
    void rebuild();

    qint64 randomSeed_ = -1;
    QString file_;
    std::shared_ptr<const rano::volcanic::Board> board_;
    SpaceModel spaces_;
    QString error_;
};
