#pragma once

#include <QPointF>
#include <cmath>
#include <span>

// The keyboard's cursor on any game's board (the arrows): from the place at `from`, the
// nearest place in the direction (dx, dy), at most 60 degrees off it; of two as near, the one
// straighter ahead; `from` itself when there is none. `centres` holds each place's centre and
// `open(i)` says whether the cursor may stop there (a sunk space may not). With no place to
// start from, `entry` (a lit place: where the coach or a choice points) when it is one, else
// the open place nearest `middle`, where a player looks first.
template <class Open>
int placeToward(std::span<const QPointF> centres, int from, double dx, double dy, int entry,
                QPointF middle, Open open) {
    const int n = int(centres.size());
    if (from < 0 || from >= n) {
        if (entry >= 0 && entry < n && open(entry)) return entry;
        int best = -1;
        double bestDistance = 0;
        for (int i = 0; i < n; ++i) {
            const QPointF d = centres[std::size_t(i)] - middle;
            const double distance = QPointF::dotProduct(d, d);
            if (open(i) && (best < 0 || distance < bestDistance)) {
                best = i;
                bestDistance = distance;
            }
        }
        return best;
    }
    const QPointF origin = centres[std::size_t(from)];
    const double length = std::hypot(dx, dy);
    int best = from;
    double bestCost = 0;
    for (int i = 0; i < n && length > 0; ++i) {
        if (i == from || !open(i)) continue;
        const QPointF d = centres[std::size_t(i)] - origin;
        const double distance = std::hypot(d.x(), d.y());
        const double along = (d.x() * dx + d.y() * dy) / (length * distance);
        if (along < 0.5) continue; // more than 60 degrees off
        const double cost = distance * (2.0 - along);
        if (best == from || cost < bestCost) {
            best = i;
            bestCost = cost;
        }
    }
    return best;
}
