#include "baymodel.h"

#include <algorithm>

#include "spacemodel.h"

using namespace rano::volcanic;

BayModel::BayModel(QObject* parent) : QAbstractListModel(parent) {}

void BayModel::update(const State& state) {
    std::vector<int> bays;
    std::vector<QPointF> centres;
    for (int p = 0; p < state.players; ++p) {
        const int bay = state.player[std::size_t(p)].bay;
        if (std::find(bays.begin(), bays.end(), bay) != bays.end()) continue;
        bays.push_back(bay);
        centres.push_back(hexCentre(state.board->bays[std::size_t(bay)].sea));
    }
    if (bays == bays_ && centres == centres_) return;
    beginResetModel();
    bays_ = std::move(bays);
    centres_ = std::move(centres);
    endResetModel();
}

int BayModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(bays_.size());
}

QVariant BayModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const std::size_t row = std::size_t(index.row());
    switch (role) {
    case BayRole:
        return bays_[row];
    case CentreXRole:
        return centres_[row].x();
    case CentreYRole:
        return centres_[row].y();
    }
    return {};
}

QHash<int, QByteArray> BayModel::roleNames() const {
    return {{BayRole, "bay"}, {CentreXRole, "centreX"}, {CentreYRole, "centreY"}};
}
