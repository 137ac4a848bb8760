#include "problemmodel.h"

#include <QPointF>

#include "languagewatch.h"
#include "spacemodel.h"

using namespace rano::volcanic;

namespace {
// "4", "4 and 7", "4, 7 and 9".
QString listOf(const std::vector<int>& tiles) {
    QString out;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const QString t = QString::number(tiles[i]);
        if (i == 0)
            out = t;
        else if (i + 1 == tiles.size())
            out = ProblemModel::tr("%1 and %2").arg(out, t);
        else
            out = ProblemModel::tr("%1, %2").arg(out, t);
    }
    return out;
}
} // namespace

ProblemModel::ProblemModel(QObject* parent) : QAbstractListModel(parent) {
    LanguageWatch::rewrites(this);
}

QString ProblemModel::text(const Problem& p) {
    const auto number = [&](std::size_t i) { return i < p.numbers.size() ? p.numbers[i] : 0; };
    const int tile = p.tiles.empty() ? 0 : p.tiles[0];
    const int other = p.tiles.size() > 1 ? p.tiles[1] : 0;
    switch (p.kind) {
    case ProblemKind::InnerTouches:
        return number(0) ? tr("Tile %1 touches only one other inner Volcano tile (tile %2); each "
                              "of tiles 1-5 must touch at least two of the others.")
                               .arg(tile)
                               .arg(number(0))
                         : tr("Tile %1 touches no other inner Volcano tile; each of tiles 1-5 "
                              "must touch at least two of the others.")
                               .arg(tile);
    case ProblemKind::InnerGap:
        return tr("The inner Volcano tiles 1-5 leave a gap: they must form a zone without holes.");
    case ProblemKind::NoSuchTile:
        return tr("There is no tile %1 (tiles are 1-%2).").arg(tile).arg(number(0));
    case ProblemKind::BadRotation:
        return tr("Tile %1 is turned %2 sixths of a turn (0-5 expected).").arg(tile).arg(number(0));
    case ProblemKind::PlacedTwice:
        return tr("Tile %1 is placed %2 times.").arg(tile).arg(number(0));
    case ProblemKind::Missing:
        return tr("Not on the continent yet: tiles %1.").arg(listOf(p.tiles));
    case ProblemKind::Overlap:
        return tr("Tiles %1 and %2 overlap.").arg(tile).arg(other);
    case ProblemKind::CoastMeets:
        return tr("Tile %1 meets tile %2 with its coast: tiles meet on straight sides only.")
            .arg(tile)
            .arg(other);
    case ProblemKind::OpenSides:
        return tr("Straight sides of tile %1 left open to the sea: %2.").arg(tile).arg(number(0));
    case ProblemKind::CutOff:
        return tr("Cut off from the rest of the continent: tiles %1.").arg(listOf(p.tiles));
    case ProblemKind::CraterBorder:
        return tr("Tiles %1 and %2 meet only along a crater, where no Settler passes: every "
                  "border needs a side between two spaces that are not craters.")
            .arg(tile)
            .arg(other);
    case ProblemKind::Hole:
        return tr("The continent has a hole, enclosed by tiles %1.").arg(listOf(p.tiles));
    case ProblemKind::NoBay:
        return tr("The continent has no landfall bay.");
    case ProblemKind::BayOnLand:
        return tr("Bay %1 lies on land (tile %2).").arg(number(0)).arg(tile);
    case ProblemKind::BayInHole:
        return tr("Bay %1 lies in a hole inside the continent.").arg(number(0));
    case ProblemKind::BayAwayFromCoast:
        return tr("Bay %1 is not beside the coast.").arg(number(0));
    case ProblemKind::SameBay:
        return tr("Bays %1 and %2 are on the same sea hex.").arg(number(0)).arg(number(1));
    case ProblemKind::WrongPhase:
        return tr("Tile %1 does not belong to phase %2.").arg(tile).arg(number(0));
    case ProblemKind::AlreadyPlaced:
        return tr("Tile %1 is already placed.").arg(tile);
    case ProblemKind::PhaseNotOpen:
        return tr("Phase %1 starts once tiles 1-%2 are placed (still missing: %3).")
            .arg(number(0))
            .arg(number(1))
            .arg(listOf(p.tiles));
    case ProblemKind::WouldOverlap:
        return tr("Tile %1 would overlap tile %2.").arg(tile).arg(other);
    case ProblemKind::NotTouching:
        return tr("Tile %1 does not touch the tiles placed so far.").arg(tile);
    case ProblemKind::MustJoinInner:
        return tr("Tile %1 must join the zone of tiles 1-5.").arg(tile);
    case ProblemKind::WouldLeaveOpen:
        return tr("Tile %1 would leave %2 straight edges open; at most 2 may stay open for the "
                  "tiles still to come.")
            .arg(tile)
            .arg(number(0));
    }
    return QString::fromStdString(p.message);
}

void ProblemModel::setProblems(std::vector<Problem> problems) {
    if (problems == problems_) return;
    beginResetModel();
    problems_ = std::move(problems);
    endResetModel();
}

int ProblemModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(problems_.size());
}

QVariant ProblemModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Problem& p = problems_[std::size_t(index.row())];
    switch (role) {
    case MessageRole:
        return text(p);
    case TilesRole: {
        QVariantList tiles;
        for (int t : p.tiles)
            tiles << t;
        return tiles;
    }
    case PlacesRole: {
        QVariantList places;
        for (Hex h : p.places)
            places << hexCentre(h);
        return places;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> ProblemModel::roleNames() const {
    return {{MessageRole, "message"}, {TilesRole, "tiles"}, {PlacesRole, "places"}};
}
