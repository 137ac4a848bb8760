#include "spacemodel.h"

#include <QtMath>
#include <bit>
#include <cmath>

#include "boardcursor.h"
#include "languagewatch.h"

using namespace rano::volcanic;

QPointF hexCentre(Hex h) {
    return {qSqrt(3.0) * (h.q + h.r / 2.0), 1.5 * h.r};
}

QString spaceLabel(const Board& board, int space) {
    const int tile = board.areaOf(space).tile, n = board.spaceInTile(space);
    return n == 0 ? SpaceModel::tr("tile %1").arg(tile)
                  : SpaceModel::tr("tile %1, space %2").arg(tile).arg(n);
}

SpaceModel::SpaceModel(QObject* parent)
    : BoardModel({"centreX", "centreY",       "tile",        "volcanoTile",   "crater",
                  "sunk",    "ground",        "groundOwner", "settlers",      "carried",
                  "raised",  "geyserSides",   "selected",    "target",        "actionable",
                  "name",    "spaceInTile",   "doomed",      "previewGeyser", "lit",
                  "hint",    "hintDirection", "recent"},
                 parent) {
    LanguageWatch::rewrites(this);
}

void SpaceModel::boardSet() {
    doomed_ = lit_ = recent_ = 0;
    previewSpace_ = previewGeyser_ = hintFrom_ = hintAt_ = -1;
    QRectF r;
    if (board_) {
        for (const SpaceInfo& s : board_->spaces) {
            const QPointF c = hexCentre(s.hex);
            r = r.united(QRectF(c.x() - 0.9, c.y() - 1.0, 1.8, 2.0));
        }
        // A Boat in its bay is part of the board, whole (BoatView is 1.8 by 1.1).
        for (const BayInfo& bay : board_->bays) {
            const QPointF c = hexCentre(bay.sea);
            r = r.united(QRectF(c.x() - 0.9, c.y() - 0.55, 1.8, 1.1));
        }
    }
    if (r != bounds_) {
        bounds_ = r;
        emit boundsChanged();
    }
}

void SpaceModel::update(const State& state, int selected, std::uint64_t targets,
                        std::uint64_t actionable) {
    // Only the spaces that look different are announced, with only what can change: each
    // announcement makes the board redo that space's pieces. (Boards have at most 64 spaces.)
    const bool sameGame =
        state_.board == board_ && state.board == board_ && state_.players == state.players;
    const int n = rowCount();
    std::uint64_t changed = (targets_ ^ targets) | (actionable_ ^ actionable);
    for (int i = 0; i < n; ++i) {
        const auto u = std::size_t(i);
        if (!sameGame || state_.spaceSunk(i) != state.spaceSunk(i) ||
            state_.ground[u] != state.ground[u] || state_.groundOwner[u] != state.groundOwner[u] ||
            state_.settlers[u] != state.settlers[u] || state_.carried[u] != state.carried[u] ||
            state_.raised[u] != state.raised[u] || (selected_ == i) != (selected == i))
            changed |= std::uint64_t(1) << i;
    }
    state_ = state;
    selected_ = selected;
    targets_ = targets;
    actionable_ = actionable;
    static const QList<int> kChanging = {SunkRole,     GroundRole,  GroundOwnerRole,
                                         SettlersRole, CarriedRole, RaisedRole,
                                         SelectedRole, TargetRole,  ActionableRole};
    for (int first = 0; first < n;) {
        if (!((changed >> first) & 1u)) {
            ++first;
            continue;
        }
        int last = first;
        while (last + 1 < n && ((changed >> (last + 1)) & 1u))
            ++last;
        emit dataChanged(index(first), index(last), kChanging);
        first = last + 1;
    }
}

void SpaceModel::setPreview(std::uint64_t doomed, int geyserSpace, int geyser) {
    std::uint64_t changed = doomed_ ^ doomed;
    if (previewSpace_ != geyserSpace || previewGeyser_ != geyser) {
        if (previewSpace_ >= 0) changed |= std::uint64_t(1) << previewSpace_;
        if (geyserSpace >= 0) changed |= std::uint64_t(1) << geyserSpace;
    }
    doomed_ = doomed;
    previewSpace_ = geyserSpace;
    previewGeyser_ = geyser;
    announce(changed, {DoomedRole, PreviewGeyserRole});
}

void SpaceModel::announce(std::uint64_t changed, const QList<int>& roles) {
    for (int i = 0; i < rowCount(); ++i)
        if ((changed >> i) & 1u) emit dataChanged(index(i), index(i), roles);
}

int SpaceModel::spaceToward(int from, double dx, double dy) const {
    std::vector<QPointF> centres;
    for (int i = 0; i < rowCount(); ++i)
        centres.push_back(hexCentre(board_->spaces[std::size_t(i)].hex));
    const bool loaded = state_.board == board_;
    return placeToward(centres, from, dx, dy, lit_ ? std::countr_zero(lit_) : -1, bounds_.center(),
                       [&](int i) { return !loaded || !state_.spaceSunk(i); });
}

void SpaceModel::setLit(std::uint64_t lit) {
    const std::uint64_t changed = lit_ ^ lit;
    lit_ = lit;
    announce(changed, {LitRole});
}

void SpaceModel::setRecent(std::uint64_t recent) {
    const std::uint64_t changed = recent_ ^ recent;
    recent_ = recent;
    announce(changed, {RecentRole});
}

void SpaceModel::setHint(int from, int at) {
    const int was[] = {hintFrom_, hintAt_};
    hintFrom_ = from;
    hintAt_ = at;
    for (int i : {was[0], was[1], from, at})
        if (i >= 0 && i < rowCount())
            emit dataChanged(index(i), index(i), {HintRole, HintDirectionRole});
}

QVariant SpaceModel::valueAt(int i, int role) const {
    const auto u = std::size_t(i);
    const SpaceInfo& info = board_->spaces[u];
    const AreaInfo& area = board_->areas[std::size_t(info.area)];
    const bool loaded = state_.board == board_;
    auto perSeat = [&](const auto& counts) {
        QVariantList list;
        for (int p = 0; p < (loaded ? state_.players : 0); ++p)
            list << int(counts[std::size_t(p)]);
        return list;
    };
    switch (role) {
    case CentreXRole:
        return hexCentre(info.hex).x();
    case CentreYRole:
        return hexCentre(info.hex).y();
    case TileRole:
        return area.tile;
    case VolcanoTileRole:
        return area.volcano != 0;
    case CraterRole:
        return info.crater;
    case SunkRole:
        return loaded && state_.spaceSunk(i);
    case GroundRole: {
        static const char* const kNames[] = {"empty", "lava", "village", "moai"};
        return QString::fromLatin1(loaded ? kNames[int(state_.ground[u])] : "empty");
    }
    case GroundOwnerRole:
        return loaded ? int(state_.groundOwner[u]) : -1;
    case SettlersRole:
        return perSeat(state_.settlers[u]);
    case CarriedRole:
        return perSeat(state_.carried[u]);
    case RaisedRole: {
        QVariantList list;
        for (int g = 0; g < info.geyserCount; ++g)
            list << (loaded ? int(state_.raised[u][std::size_t(g)]) : -1);
        return list;
    }
    case GeyserSidesRole: {
        QVariantList list;
        for (int g = 0; g < info.geyserCount; ++g)
            list << int(info.geyserSide[std::size_t(g)]);
        return list;
    }
    case SelectedRole:
        return i == selected_;
    case TargetRole:
        return bool((targets_ >> i) & 1u);
    case ActionableRole:
        return bool((actionable_ >> i) & 1u);
    case NameRole:
        return spaceLabel(*board_, i);
    case SpaceInTileRole:
        return board_->spaceInTile(i);
    case DoomedRole:
        return bool((doomed_ >> i) & 1u);
    case PreviewGeyserRole:
        return i == previewSpace_ ? previewGeyser_ : -1;
    case LitRole:
        return bool((lit_ >> i) & 1u);
    case HintRole:
        return i == hintAt_     ? (hintFrom_ >= 0 ? QStringLiteral("to") : QStringLiteral("here"))
               : i == hintFrom_ ? QStringLiteral("from")
                                : QString();
    case RecentRole:
        return bool((recent_ >> i) & 1u);
    case HintDirectionRole:
        for (int d = 0; i == hintFrom_ && d < kDirections; ++d)
            if (info.next[std::size_t(d)] == hintAt_) return d;
        return -1;
    default:
        return {};
    }
}
