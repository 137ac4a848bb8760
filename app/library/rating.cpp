#include "rating.h"

#include <QHash>
#include <cmath>

namespace {
constexpr double kScale = 400.0;
constexpr double kPriorSpread = 350.0;
// How steep the expected score is in a rating point, at an even game.
const double kSlope = std::log(10.0) / kScale;
} // namespace

double eloExpected(double a, double b) {
    return 1.0 / (1.0 + std::pow(10.0, (b - a) / kScale));
}

QVector<Rated> fitRatings(const QVector<MatchResult>& results, const QString& anchor,
                          double anchorRating) {
    QVector<Rated> sides;
    QHash<QString, int> at;
    const auto side = [&](const QString& name) {
        if (!at.contains(name)) {
            at.insert(name, int(sides.size()));
            sides.append({name, anchorRating});
        }
        return at.value(name);
    };
    for (const MatchResult& r : results) {
        side(r.a);
        side(r.b);
    }
    if (!at.contains(anchor)) return sides;
    // Each side in turn moves to where its expected score over its games equals its score
    // (a Newton step on the log-likelihood), the anchor staying put; a few hundred rounds
    // settle well within a point.
    for (int round = 0; round < 500; ++round) {
        double largest = 0;
        for (int s = 0; s < sides.size(); ++s) {
            if (sides[s].name == anchor) continue;
            double gradient = 0, curvature = 0;
            for (const MatchResult& r : results) {
                const int a = at.value(r.a), b = at.value(r.b);
                if (a != s && b != s) continue;
                const double mine = a == s ? r.score : r.games - r.score;
                const double e =
                    eloExpected(sides[s].rating, sides[a == s ? b : a].rating) * r.games;
                gradient += mine - e;
                curvature += e * (1 - e / r.games);
            }
            // A side that won or lost every game has no finite best rating: it moves at most
            // 400 points a round, and the fit stops when all have settled or the rounds end.
            double step = curvature > 1e-9 ? gradient / (kSlope * curvature) : 0;
            step = std::max(-kScale, std::min(kScale, step));
            sides[s].rating += step;
            largest = std::max(largest, std::abs(step));
        }
        if (largest < 1e-6) break;
    }
    return sides;
}

PlayerRating ratePlayer(const QVector<Outcome>& outcomes, double priorMean) {
    PlayerRating out;
    out.games = int(outcomes.size());
    double r = priorMean;
    double information = 0;
    for (int i = 0; i < 100; ++i) {
        double gradient = -(r - priorMean) / (kPriorSpread * kPriorSpread);
        information = 1.0 / (kPriorSpread * kPriorSpread);
        for (const Outcome& o : outcomes) {
            const double e = eloExpected(r, o.opponent);
            gradient += kSlope * (o.score - e);
            information += kSlope * kSlope * e * (1 - e);
        }
        const double step = gradient / information;
        r += std::max(-kScale, std::min(kScale, step));
        if (std::abs(step) < 1e-9) break;
    }
    out.rating = r;
    out.error = 1.0 / std::sqrt(information);
    return out;
}
