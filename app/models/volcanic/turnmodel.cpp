#include "turnmodel.h"

#include "seatlook.h"

#include <algorithm>

TurnModel::TurnModel(QObject* parent)
    : StructListModel({"round", "seat", "name", "colour", "firstStep", "endStep", "gain",
                       "winBefore", "winAfter", "mistake"},
                      parent) {}

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

QVariant TurnModel::valueAt(int row, int role) const {
    const TurnRow& r = rows_[std::size_t(row)];
    const QString name = r.seat < int(seats_.size()) ? seats_[std::size_t(r.seat)].name : QString();
    // In the order of Role.
    return QVariantList{
        r.round,   r.seat, name,        seatColour(r.seat), r.firstStep,
        r.endStep, r.gain, r.winBefore, r.winAfter,         r.mistake}[column(role)];
}
