#include "logmodel.h"

LogModel::LogModel(QObject* parent) : QAbstractListModel(parent) {}

void LogModel::append(const QString& text, int seat) {
    beginInsertRows({}, rowCount(), rowCount());
    lines_.emplace_back(text, seat);
    endInsertRows();
}

void LogModel::clear() {
    beginResetModel();
    lines_.clear();
    endResetModel();
}

int LogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(lines_.size());
}

QVariant LogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const auto& [text, seat] = lines_[std::size_t(index.row())];
    return role == TextRole ? QVariant(text) : role == SeatRole ? QVariant(seat) : QVariant();
}

QHash<int, QByteArray> LogModel::roleNames() const {
    return {{TextRole, "line"}, {SeatRole, "seat"}};
}
