#include "motions.h"

#include <QPointF>
#include <QVariantMap>

#include "spacemodel.h"

using namespace rano::volcanic;

namespace {
QPointF centreOf(const Board& board, int space) {
    return hexCentre(board.spaces[std::size_t(space)].hex);
}

QVariantMap step(const QString& kind, int seat, int wave, QPointF at) {
    return {{QStringLiteral("kind"), kind},
            {QStringLiteral("seat"), seat},
            {QStringLiteral("wave"), wave},
            {QStringLiteral("x"), at.x()},
            {QStringLiteral("y"), at.y()}};
}
} // namespace

QVariantList motionsOf(const Board& board, const EventList& events, int firstWave) {
    QVariantList steps;
    int wave = firstWave;
    const auto valid = [&](int space) { return space >= 0 && space < board.spaceCount(); };
    for (const Event& e : events) {
        QString kind;
        switch (e.kind) {
        case EventKind::SettlerMoved:
            if (!valid(e.space) || !valid(e.other)) continue;
            {
                QVariantMap walk =
                    step(QStringLiteral("walk"), e.player, wave++, centreOf(board, e.other));
                const QPointF from = centreOf(board, e.space);
                walk[QStringLiteral("fromX")] = from.x();
                walk[QStringLiteral("fromY")] = from.y();
                walk[QStringLiteral("carrying")] = e.value == 1;
                steps << walk;
            }
            continue;
        case EventKind::SettlersRescued:
        case EventKind::SettlerLanded:
            kind = QStringLiteral("land");
            break;
        case EventKind::SettlerCreated:
        case EventKind::VillageBuilt:
            kind = QStringLiteral("build");
            break;
        case EventKind::MoaiSculpted:
            kind = QStringLiteral("sculpt");
            break;
        case EventKind::MoaiRaised:
            kind = QStringLiteral("raise");
            break;
        case EventKind::LavaFlows:
            kind = QStringLiteral("lava");
            break;
        case EventKind::PieceDestroyed:
            kind = QStringLiteral("destroyed");
            break;
        case EventKind::AreaSinks: {
            // The whole Area goes down at once.
            for (const AreaInfo& area : board.areas) {
                if (area.tile != e.value) continue;
                QVariantList points;
                for (int sp : area.spaces) {
                    const QPointF c = centreOf(board, sp);
                    points << QVariantMap{{QStringLiteral("x"), c.x()},
                                          {QStringLiteral("y"), c.y()}};
                }
                if (points.isEmpty()) break;
                QVariantMap sink =
                    step(QStringLiteral("sink"), -1, wave++, centreOf(board, area.spaces.front()));
                sink[QStringLiteral("points")] = points;
                steps << sink;
            }
            continue;
        }
        default:
            continue;
        }
        if (!valid(e.space)) continue;
        steps << step(kind, e.player, wave++, centreOf(board, e.space));
    }
    return steps;
}
