#include "logmodel.h"

LogModel::LogModel(QObject* parent) : QAbstractListModel(parent) {}

void LogModel::append(Writer write, int seat, const QVariantList& places) {
    beginInsertRows({}, rowCount(), rowCount());
    lines_.push_back({std::move(write), seat, places, move_, false});
    endInsertRows();
}

void LogModel::appendHeading(Writer write) {
    beginInsertRows({}, rowCount(), rowCount());
    lines_.push_back({std::move(write), -1, {}, move_, true});
    endInsertRows();
}

void LogModel::retranslate() {
    if (!lines_.empty()) emit dataChanged(index(0), index(rowCount() - 1), {TextRole});
}

void LogModel::dropMovesFrom(int move) {
    for (int row = rowCount() - 1; row >= 0; --row) {
        if (lines_[std::size_t(row)].move < move) continue;
        beginRemoveRows({}, row, row);
        lines_.erase(lines_.begin() + row);
        endRemoveRows();
    }
}

QList<int> LogModel::placesFrom(int move) const {
    QList<int> places;
    for (auto line = lines_.rbegin(); line != lines_.rend(); ++line)
        if (line->move >= move)
            for (const QVariant& p : line->places)
                places << p.toInt();
    return places;
}

void LogModel::clear() {
    beginResetModel();
    lines_.clear();
    move_ = -1;
    endResetModel();
}

int LogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(lines_.size());
}

QVariant LogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Line& line = lines_[std::size_t(index.row())];
    switch (role) {
    case TextRole:
        return line.write ? line.write() : QString();
    case SeatRole:
        return line.seat;
    case PlacesRole:
        return line.places;
    case HeadingRole:
        return line.heading;
    default:
        return {};
    }
}

QHash<int, QByteArray> LogModel::roleNames() const {
    return {
        {TextRole, "line"}, {SeatRole, "seat"}, {PlacesRole, "places"}, {HeadingRole, "heading"}};
}
