#include "seatmodel.h"

#include <algorithm>

#include "languagewatch.h"
#include "seatlook.h"
#include "volcanic/scoring.h"

using namespace rano::volcanic;

SeatModel::SeatModel(QObject* parent)
    : RoleListModel({"name", "colour", "human", "level", "role", "score", "prayers",
                     "settlers", "villages", "moai", "onBoat", "bay", "active", "deciding",
                     "winner", "breakdown"},
                    parent) {
    LanguageWatch::rewrites(this);
}

namespace {
// What each piece counted at the end is worth, in the order of ScoreBreakdown::parts(); 0: a
// category scored as it came (no count to tell).
constexpr int kEach[] = {0, 0, 3, 4, 2, 2, 0};
} // namespace

QStringList SeatModel::scoreCategories() {
    // The order of ScoreBreakdown::parts(); a counted category says what each piece is worth.
    return {tr("Villages built"),
            tr("Moai raised"),
            tr("Villages on the board, %1 VP each").arg(kEach[2]),
            tr("Settlers on the board, %1 VP each").arg(kEach[3]),
            tr("Prayer tokens kept, %1 VP each").arg(kEach[4]),
            tr("Moai on the board, %1 VP each").arg(kEach[5]),
            tr("Groups of Moai")};
}

QString SeatModel::scoreCell(int category, int points) {
    const int each = category >= 0 && category < int(std::size(kEach)) ? kEach[category] : 0;
    // "1 → 3 VP": one Village on the board, 3 VP; never the count where the points belong.
    return each > 0 && points % each == 0 ? tr("%1 → %2 VP").arg(points / each).arg(points)
                                          : tr("%1 VP").arg(points);
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
    if (loaded) {
        int category = 0;
        for (const auto& part : score(state, p).parts())
            breakdown.push_back(scoreCell(category++, part.second));
    }
    return {seat.name,
            seatColour(p),
            seat.human,
            seat.level,
            AiLevels::role(seat),
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
