#include "problemmodel.h"

#include <QPointF>

#include "spacemodel.h"

using namespace rano::volcanic;

ProblemModel::ProblemModel(QObject* parent) : QAbstractListModel(parent) {}

void ProblemModel::setProblems(std::vector<Problem> problems) {
    if (problems == problems_) return;
    beginResetModel();
    problems_ = std::move(problems);
    endResetModel();
}

int ProblemModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(problems_.size());
}

QVariant ProblemModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Problem& p = problems_[std::size_t(index.row())];
    switch (role) {
    case MessageRole:
        return QString::fromStdString(p.message);
    case TilesRole: {
        QVariantList tiles;
        for (int t : p.tiles)
            tiles << t;
        return tiles;
    }
    case PlacesRole: {
        QVariantList places;
        for (Hex h : p.places)
            places << hexCentre(h);
        return places;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> ProblemModel::roleNames() const {
    return {{MessageRole, "message"}, {TilesRole, "tiles"}, {PlacesRole, "places"}};
}
