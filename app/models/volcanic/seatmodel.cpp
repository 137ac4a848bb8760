#include "seatmodel.h"

#include <algorithm>

#include "languagewatch.h"
#include "seatlook.h"
#include "volcanic/scoring.h"

using namespace rano::volcanic;

SeatModel::SeatModel(QObject* parent)
    : RoleListModel({"name", "colour", "human", "level", "levelName", "score", "prayers",
                     "settlers", "villages", "moai", "onBoat", "bay", "active", "deciding",
                     "winner", "breakdown"},
                    parent) {
    LanguageWatch::rewrites(this);
}

QStringList SeatModel::scoreCategories() {
    // The order of ScoreBreakdown::parts().
    return {tr("Villages built"),        tr("Moai raised"),        tr("Villages on the board"),
            tr("Settlers on the board"), tr("Prayer tokens kept"), tr("Moai on the board"),
            tr("Groups of Moai")};
}

void SeatModel::setSeats(const std::vector<SeatSetup>& seats) {
    beginResetModel();
    seats_ = seats;
    readRows(State(), {});
    endResetModel();
}

void SeatModel::update(const State& state, const std::vector<int>& winners) {
    readRows(state, winners);
    allChanged();
}

void SeatModel::readRows(const State& state, const std::vector<int>& winners) {
    rows_.clear();
    for (int p = 0; p < size(); ++p)
        rows_.push_back(rowOf(p, state, winners));
}

QVariantList SeatModel::rowOf(int p, const State& state, const std::vector<int>& winners) const {
    const SeatSetup& seat = seats_[std::size_t(p)];
    const bool loaded = state.board != nullptr && p < state.players;
    const PlayerState ps = loaded ? state.player[std::size_t(p)] : PlayerState{};
    QVariantList breakdown;
    if (loaded)
        for (const auto& part : score(state, p).parts())
            breakdown.push_back(part.second);
    return {seat.name,
            seatColour(p),
            seat.human,
            seat.level,
            AiLevels::name(seat.level),
            loaded ? score(state, p).total() : 0,
            int(ps.prayers),
            int(ps.settlers),
            int(ps.villages),
            int(ps.moai),
            int(ps.onBoat),
            int(ps.bay),
            loaded && !state.over() && state.active == p,
            loaded && state.whoDecides() == p,
            std::find(winners.begin(), winners.end(), p) != winners.end(),
            breakdown};
}
