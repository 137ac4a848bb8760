#include "edgemodel.h"

#include <QtMath>

#include "spacemodel.h"

using namespace rano::volcanic;

EdgeModel::EdgeModel(QObject* parent)
    : BoardModel({"x1", "y1", "x2", "y2", "kind", "previewed"}, parent) {}

void EdgeModel::readBoard() {
    edges_.clear();
    shown_.clear();
    previewed_ = -1;
    if (board_) {
        // Screen angle of each direction's edge midpoint (y grows downwards).
        static constexpr double kAngle[kDirections] = {0, -60, -120, 180, 120, 60};
        for (int i = 0; i < board_->spaceCount(); ++i) {
            const SpaceInfo& s = board_->spaces[std::size_t(i)];
            const QPointF c = hexCentre(s.hex);
            for (int d = 0; d < kDirections; ++d) {
                const int other = s.next[std::size_t(d)];
                if (other >= 0 && board_->spaces[std::size_t(other)].area == s.area)
                    continue;                          // inside a tile
                if (other >= 0 && other < i) continue; // drawn once, from the lower index
                const double a1 = qDegreesToRadians(kAngle[d] - 30),
                             a2 = qDegreesToRadians(kAngle[d] + 30);
                edges_.push_back({c + QPointF(qCos(a1), qSin(a1)), c + QPointF(qCos(a2), qSin(a2)),
                                  i, other, s.border[std::size_t(d)]});
            }
        }
    }
}

void EdgeModel::update(const State& state) {
    // Only borders whose look changes from what was last announced are announced.
    state_ = state;
    shown_.resize(edges_.size());
    for (std::size_t i = 0; i < edges_.size(); ++i) {
        const QString kind = data(index(int(i)), KindRole).toString();
        if (kind != shown_[i]) {
            shown_[i] = kind;
            emit dataChanged(index(int(i)), index(int(i)), {KindRole});
        }
    }
}

void EdgeModel::setPreview(int border) {
    if (border == previewed_) return;
    const int was = previewed_;
    previewed_ = border;
    for (std::size_t i = 0; i < edges_.size(); ++i)
        if (edges_[i].border >= 0 && (edges_[i].border == was || edges_[i].border == border))
            emit dataChanged(index(int(i)), index(int(i)), {PreviewedRole});
}

QVariant EdgeModel::valueAt(int row, int role) const {
    const Edge& e = edges_[std::size_t(row)];
    switch (role) {
    case X1Role:
        return e.a.x();
    case Y1Role:
        return e.a.y();
    case X2Role:
        return e.b.x();
    case Y2Role:
        return e.b.y();
    case KindRole: {
        // "hidden" (both sides under the sea), "coast", "border" or "fissure".
        const bool loaded = state_.board == board_;
        const bool sunkHere = loaded && state_.spaceSunk(e.space);
        const bool sunkThere = e.other < 0 || (loaded && state_.spaceSunk(e.other));
        if (sunkHere && sunkThere) return QStringLiteral("hidden");
        if (sunkHere || sunkThere) return QStringLiteral("coast");
        return loaded && e.border >= 0 && state_.hasFissure(e.border) ? QStringLiteral("fissure")
                                                                      : QStringLiteral("border");
    }
    case PreviewedRole:
        return e.border >= 0 && e.border == previewed_;
    default:
        return {};
    }
}
