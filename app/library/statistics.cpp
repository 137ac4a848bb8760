#include "statistics.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

const QVector<QString>& aiLevelOrder() {
    static const QVector<QString> order{QStringLiteral("random"), QStringLiteral("greedy"),
                                        QStringLiteral("easy"),   QStringLiteral("medium"),
                                        QStringLiteral("hard"),   QStringLiteral("expert")};
    return order;
}

QString opponentLevel(const LibraryEntry& entry) {
    int strongest = -1;
    for (const LibrarySeat& s : entry.seats)
        strongest = std::max(strongest, int(aiLevelOrder().indexOf(s.level)));
    return strongest < 0 ? QString() : aiLevelOrder()[strongest];
}

int humanSeat(const LibraryEntry& entry) {
    int seat = -1;
    for (int s = 0; s < entry.seats.size(); ++s) {
        if (!entry.seats[s].level.isEmpty()) continue;
        if (seat >= 0) return -1;
        seat = s;
    }
    return seat;
}

bool countsForStatistics(const LibraryEntry& entry) {
    return entry.status == LibraryStatus::Finished && entry.problem.isEmpty() &&
           humanSeat(entry) >= 0 && !opponentLevel(entry).isEmpty() &&
           entry.scores.size() == entry.seats.size();
}

namespace {

bool counted(const LibraryEntry& e, const QString& gameId, int seats) {
    return e.gameId == gameId && (seats == 0 || e.seats.size() == seats) && countsForStatistics(e);
}

bool won(const LibraryEntry& e) {
    return e.result == u"won" || e.result == u"shared";
}

LevelStatistics summed(const QString& level, const QVector<const LibraryEntry*>& games) {
    LevelStatistics s;
    s.level = level;
    s.games = int(games.size());
    if (games.isEmpty()) return s;
    double score = 0, length = 0;
    s.bestScore = games.front()->scores[humanSeat(*games.front())];
    for (const LibraryEntry* e : games) {
        const int mine = e->scores[humanSeat(*e)];
        s.wins += won(*e) ? 1 : 0;
        score += mine;
        s.bestScore = std::max(s.bestScore, mine);
        length += e->length;
    }
    s.winRate = double(s.wins) / s.games;
    s.averageScore = score / s.games;
    s.averageLength = length / s.games;
    const bool winning = won(*games.front());
    for (const LibraryEntry* e : games) {
        if (won(*e) != winning) break;
        s.streak += winning ? 1 : -1;
    }
    return s;
}

} // namespace

QVector<LevelStatistics> levelStatistics(const QVector<LibraryEntry>& entries,
                                         const QString& gameId, int seats) {
    QHash<QString, QVector<const LibraryEntry*>> byLevel;
    QVector<const LibraryEntry*> all;
    for (const LibraryEntry& e : entries)
        if (counted(e, gameId, seats)) {
            byLevel[opponentLevel(e)].append(&e);
            all.append(&e);
        }
    QVector<LevelStatistics> rows;
    for (const QString& level : aiLevelOrder())
        if (byLevel.contains(level)) rows.append(summed(level, byLevel.value(level)));
    if (!all.isEmpty()) rows.append(summed(QString(), all));
    return rows;
}

QVector<double> rollingWinRate(const QVector<LibraryEntry>& entries, const QString& gameId,
                               int seats, int window) {
    QVector<bool> results; // oldest first
    for (auto it = entries.crbegin(); it != entries.crend(); ++it)
        if (counted(*it, gameId, seats)) results.append(won(*it));
    QVector<double> rates;
    int wins = 0;
    for (int i = 0; i < results.size(); ++i) {
        wins += results[i] ? 1 : 0;
        if (i >= window) wins -= results[i - window] ? 1 : 0;
        rates.append(double(wins) / std::min(i + 1, window));
    }
    return rates;
}

Ladder ladderOf(const QString& gameId) {
    Ladder ladder;
    QFile file(QStringLiteral(":/rano/ladder.json"));
    if (!file.open(QIODevice::ReadOnly)) return ladder;
    const QJsonObject game = QJsonDocument::fromJson(file.readAll())
                                 .object()[QStringLiteral("games")]
                                 .toObject()[gameId]
                                 .toObject();
    for (const QJsonValue& m : game[QStringLiteral("matches")].toArray()) {
        ladder.matches.append({m[QStringLiteral("a")].toString(), m[QStringLiteral("b")].toString(),
                               m[QStringLiteral("games")].toDouble(),
                               m[QStringLiteral("score")].toDouble()});
        ladder.commands.append(m[QStringLiteral("command")].toString());
    }
    for (const Rated& r : fitRatings(ladder.matches, game[QStringLiteral("anchor")].toString(),
                                     game[QStringLiteral("anchorRating")].toDouble()))
        ladder.ratings.insert(r.name, r.rating);
    return ladder;
}

QVector<Outcome> outcomesAgainstLadder(const QVector<LibraryEntry>& entries, const QString& gameId,
                                       const Ladder& ladder) {
    QVector<Outcome> out;
    for (const LibraryEntry& e : entries) {
        if (!counted(e, gameId, 0)) continue;
        const int me = humanSeat(e);
        for (int s = 0; s < e.seats.size(); ++s) {
            if (s == me || !ladder.ratings.contains(e.seats[s].level)) continue;
            const int mine = e.scores[me], theirs = e.scores[s];
            out.append({ladder.ratings.value(e.seats[s].level), mine > theirs    ? 1.0
                                                                : mine == theirs ? 0.5
                                                                                 : 0.0});
        }
    }
    return out;
}
