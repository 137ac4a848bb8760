#pragma once

#include <QString>
#include <QVector>
#include <optional>

// Elo ratings (docs/library.md, "Rating"): the AI levels rated once from matches between them,
// and a player rated from their games against the levels.

// One result between two sides: `score` is what side a scored in `games` games (a win 1, a
// tie 1/2), as `rano-cli match` counts its a_wins.
struct MatchResult {
    QString a, b;
    double games = 0;
    double score = 0;
};

// The expected score of a side rated `a` against one rated `b`.
double eloExpected(double a, double b);

// Ratings of every side named in `results`, the most likely under the Elo model, with `anchor`
// fixed at `anchorRating` (the others follow from the results). Sides are listed in the order
// they first appear.
struct Rated {
    QString name;
    double rating = 0;
};
QVector<Rated> fitRatings(const QVector<MatchResult>& results, const QString& anchor,
                          double anchorRating);

// A player's rating from results against opponents of known rating, each result one game
// (score 1, 1/2 or 0): the most likely rating under a wide prior centred on `priorMean`
// (a spread of 350 points, so that a few games cannot send it far), and its standard error.
struct PlayerRating {
    double rating = 0;
    double error = 0; // one standard error, in rating points
    int games = 0;
};
struct Outcome {
    double opponent = 0; // the opponent's rating
    double score = 0;    // 1 a win, 0.5 a tie, 0 a loss
};
PlayerRating ratePlayer(const QVector<Outcome>& outcomes, double priorMean);
