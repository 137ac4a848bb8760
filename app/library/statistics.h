#pragma once

#include <QHash>
#include <QString>
#include <QVector>

#include "libraryentry.h"
#include "rating.h"

// What the Library's statistics show (docs/library.md, "Statistics"), worked out from the
// library's cards. Counted: finished games with exactly one human seat and at least one AI.

// The AI levels from the weakest: a game's level is its strongest AI opponent's.
const QVector<QString>& aiLevelOrder();
QString opponentLevel(const LibraryEntry& entry);
// The human's seat, or -1 when the game has none or several.
int humanSeat(const LibraryEntry& entry);
bool countsForStatistics(const LibraryEntry& entry);

struct LevelStatistics {
    QString level; // "" for every level together
    int games = 0;
    int wins = 0; // a shared win counts as a win
    double winRate = 0;
    double averageScore = 0;
    int bestScore = 0;
    double averageLength = 0;
    // The current run of results, newest first: +3 three wins in a row, -2 two losses.
    int streak = 0;
};

// One row per level met (weakest first), then every level together; `entries` newest first;
// `gameId` one game; `seats` 2-4, or 0 for any number.
QVector<LevelStatistics> levelStatistics(const QVector<LibraryEntry>& entries,
                                         const QString& gameId, int seats);

// The share of wins over the last `window` games (fewer at first), at each game, oldest first.
QVector<double> rollingWinRate(const QVector<LibraryEntry>& entries, const QString& gameId,
                               int seats, int window);

// The AI ladder of one game: its matches and the ratings fitted to them (resources/ladder.json).
struct Ladder {
    QVector<MatchResult> matches;
    QVector<QString> commands; // how each match was measured
    QHash<QString, double> ratings;
};
Ladder ladderOf(const QString& gameId);

// The human's results against each AI opponent of counted games of `gameId`: for each AI seat a
// win when the human scored more, a tie when as much, a loss when less.
QVector<Outcome> outcomesAgainstLadder(const QVector<LibraryEntry>& entries, const QString& gameId,
                                       const Ladder& ladder);

// A player's rating is shown from this many results on.
inline constexpr int kRatedAfter = 10;
