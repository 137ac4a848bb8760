#include "baymodel.h"

#include <algorithm>

#include "spacemodel.h"

using namespace rano::volcanic;

BayModel::BayModel(QObject* parent) : StructListModel({"bay", "centreX", "centreY"}, parent) {}

void BayModel::update(const State& state) {
    std::vector<BayRow> rows;
    for (int p = 0; p < state.players; ++p) {
        const int bay = state.player[std::size_t(p)].bay;
        if (std::find_if(rows.begin(), rows.end(), [&](const BayRow& r) { return r.bay == bay; }) !=
            rows.end())
            continue;
        rows.push_back({bay, hexCentre(state.board->bays[std::size_t(bay)].sea)});
    }
    if (rows != rows_) setRows(std::move(rows));
}

QVariant BayModel::valueAt(int row, int role) const {
    const BayRow& r = rows_[std::size_t(row)];
    // In the order of Role.
    return QVariantList{r.bay, r.centre.x(), r.centre.y()}[column(role)];
}
