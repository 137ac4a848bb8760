#include "seatmodel.h"

#include <algorithm>

#include "seatlook.h"
#include "volcanic/scoring.h"

using namespace rano::volcanic;

SeatModel::SeatModel(QObject* parent) : QAbstractListModel(parent) {}

QStringList SeatModel::scoreCategories() {
    // The order of ScoreBreakdown::parts().
    return {tr("Villages built"),        tr("Moai raised"),        tr("Villages on the board"),
            tr("Settlers on the board"), tr("Prayer tokens kept"), tr("Moai on the board"),
            tr("Groups of Moai")};
}

void SeatModel::setSeats(const std::vector<SeatSetup>& seats) {
    beginResetModel();
    seats_ = seats;
    state_ = State();
    winners_.clear();
    endResetModel();
}

void SeatModel::update(const State& state, const std::vector<int>& winners) {
    state_ = state;
    winners_ = winners;
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1));
}

int SeatModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(seats_.size());
}

QVariant SeatModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const int p = index.row();
    const SeatSetup& seat = seats_[std::size_t(p)];
    const bool loaded = state_.board != nullptr && p < state_.players;
    const PlayerState ps = loaded ? state_.player[std::size_t(p)] : PlayerState{};
    switch (role) {
    case NameRole:
        return seat.name;
    case ColourRole:
        return seatColour(p);
    case HumanRole:
        return seat.human;
    case LevelRole:
        return seat.level;
    case LevelNameRole:
        return AiLevels::name(seat.level);
    case ScoreRole:
        return loaded ? score(state_, p).total() : 0;
    case PrayersRole:
        return int(ps.prayers);
    case SettlersRole:
        return int(ps.settlers);
    case VillagesRole:
        return int(ps.villages);
    case MoaiRole:
        return int(ps.moai);
    case OnBoatRole:
        return int(ps.onBoat);
    case BayRole:
        return int(ps.bay);
    case ActiveRole:
        return loaded && !state_.over() && state_.active == p;
    case DecidingRole:
        return loaded && state_.whoDecides() == p;
    case WinnerRole:
        return std::find(winners_.begin(), winners_.end(), p) != winners_.end();
    case BreakdownRole: {
        QVariantList points;
        if (loaded)
            for (const auto& part : score(state_, p).parts())
                points.push_back(part.second);
        return points;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> SeatModel::roleNames() const {
    return {{NameRole, "name"},          {ColourRole, "colour"},       {HumanRole, "human"},
            {LevelRole, "level"},        {LevelNameRole, "levelName"}, {ScoreRole, "score"},
            {PrayersRole, "prayers"},    {SettlersRole, "settlers"},   {VillagesRole, "villages"},
            {MoaiRole, "moai"},          {OnBoatRole, "onBoat"},       {BayRole, "bay"},
            {ActiveRole, "active"},      {DecidingRole, "deciding"},   {WinnerRole, "winner"},
            {BreakdownRole, "breakdown"}};
}
