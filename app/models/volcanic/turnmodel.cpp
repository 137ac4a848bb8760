#include "turnmodel.h"

#include "seatlook.h"

#include <algorithm>

TurnModel::TurnModel(QObject* parent) : QAbstractListModel(parent) {}

void TurnModel::setTurns(std::vector<TurnRow> rows, std::vector<SeatSetup> seats) {
    beginResetModel();
    rows_ = std::move(rows);
    seats_ = std::move(seats);
    endResetModel();
}

void TurnModel::setAnalysis(int turn, double winBefore, double winAfter, bool mistake) {
    if (turn < 0 || turn >= rowCount()) return;
    TurnRow& row = rows_[std::size_t(turn)];
    row.winBefore = winBefore;
    row.winAfter = winAfter;
    row.mistake = mistake;
    emit dataChanged(index(turn), index(turn), {WinBeforeRole, WinAfterRole, MistakeRole});
}

int TurnModel::turnAt(int step) const {
    // The last turn whose first position is at or before `step`.
    const auto it = std::upper_bound(rows_.begin(), rows_.end(), step,
                                     [](int s, const TurnRow& r) { return s < r.firstStep; });
    return it == rows_.begin() ? 0 : int(it - rows_.begin()) - 1;
}

int TurnModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant TurnModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const TurnRow& r = rows_[std::size_t(index.row())];
    switch (role) {
    case RoundRole:
        return r.round;
    case SeatRole:
        return r.seat;
    case NameRole:
        return r.seat < int(seats_.size()) ? seats_[std::size_t(r.seat)].name : QString();
    case ColourRole:
        return seatColour(r.seat);
    case FirstStepRole:
        return r.firstStep;
    case EndStepRole:
        return r.endStep;
    case GainRole:
        return r.gain;
    case WinBeforeRole:
        return r.winBefore;
    case WinAfterRole:
        return r.winAfter;
    case MistakeRole:
        return r.mistake;
    default:
        return {};
    }
}

QHash<int, QByteArray> TurnModel::roleNames() const {
    return {{RoundRole, "round"},    {SeatRole, "seat"},           {NameRole, "name"},
            {ColourRole, "colour"},  {FirstStepRole, "firstStep"}, {EndStepRole, "endStep"},
            {GainRole, "gain"},      {WinBeforeRole, "winBefore"}, {WinAfterRole, "winAfter"},
            {MistakeRole, "mistake"}};
}
