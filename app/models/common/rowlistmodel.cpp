#include "rowlistmodel.h"

RowListModel::RowListModel(const QList<QByteArray>& roles, QObject* parent)
    : RoleListModel(roles, parent) {}

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

QVariant RowListModel::valueAt(int row, int role) const {
    return rows_[row].value(QString::fromLatin1(roles()[column(role)]));
}
