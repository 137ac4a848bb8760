#include "rolelistmodel.h"

RoleListModel::RoleListModel(QList<QByteArray> roles, QObject* parent)
    : QAbstractListModel(parent), roles_(std::move(roles)) {}

int RoleListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : size();
}

QVariant RoleListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    if (column(role) < 0 || column(role) >= roles_.size()) return {};
    return valueAt(index.row(), role);
}

QHash<int, QByteArray> RoleListModel::roleNames() const {
    QHash<int, QByteArray> names;
    for (qsizetype i = 0; i < roles_.size(); ++i)
        names.insert(Qt::UserRole + 1 + int(i), roles_[i]);
    return names;
}

void RoleListModel::allChanged(const QList<int>& roles) {
    if (size() > 0) emit dataChanged(index(0), index(size() - 1), roles);
}
