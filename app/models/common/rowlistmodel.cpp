#include "rowlistmodel.h"

RowListModel::RowListModel(const QList<QByteArray>& roles, QObject* parent)
    : QAbstractListModel(parent), roles_(roles) {}

void RowListModel::setRows(QList<QVariantMap> rows) {
    if (rows.size() != rows_.size()) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        emit countChanged();
        return;
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows[i] == rows_[i]) continue;
        rows_[i] = std::move(rows[i]);
        emit dataChanged(index(int(i)), index(int(i)));
    }
}

QVariant RowListModel::value(int row, const QByteArray& role) const {
    if (row < 0 || row >= rows_.size()) return {};
    return rows_[row].value(QString::fromLatin1(role));
}

QVariantMap RowListModel::get(int row) const {
    return row >= 0 && row < rows_.size() ? rows_[row] : QVariantMap();
}

int RowListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant RowListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const int r = role - Qt::UserRole - 1;
    if (r < 0 || r >= roles_.size()) return {};
    return rows_[index.row()].value(QString::fromLatin1(roles_[r]));
}

QHash<int, QByteArray> RowListModel::roleNames() const {
    QHash<int, QByteArray> names;
    for (qsizetype i = 0; i < roles_.size(); ++i)
        names.insert(Qt::UserRole + 1 + int(i), roles_[i]);
    return names;
}
