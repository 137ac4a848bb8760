#pragma once

#include <QPointF>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "boardmodel.h"
#include "volcanic/state.h"

// The lines drawn between spaces: coasts, borders between Areas, and the Fissures on them.
// Coordinates in corner-radius units, as in SpaceModel.
class EdgeModel : public BoardModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's edges")

public:
    enum Role {
        X1Role = Qt::UserRole + 1,
        Y1Role,
        X2Role,
        Y2Role,
        KindRole,
        PreviewedRole // on the border a previewed raise would lay its Fissure on
    };
    Q_ENUM(Role)

    explicit EdgeModel(QObject* parent = nullptr);
    void update(const rano::volcanic::State& state);
    // The border a choice being considered would crack (-1: none).
    void setPreview(int border);

private:
    int size() const override { return int(edges_.size()); }
    QVariant valueAt(int row, int role) const override;
    void readBoard() override;

    struct Edge {
        QPointF a, b;
        int space;
        int other;  // -1: sea
        int border; // Board border index, -1 for a coast
    };
    std::vector<Edge> edges_;
    rano::volcanic::State state_;
    std::vector<QString> shown_; // each border's kind as last announced
    int previewed_ = -1;
};
