#include "librarystatistics.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

#include "languagewatch.h"
#include "seatlook.h"

LibraryStatistics::LibraryStatistics(QObject* parent) : QAbstractListModel(parent) {
    LanguageWatch::rewrites(this);
}

QString LibraryStatistics::language() const {
    return library_ ? library_->language() : QStringLiteral("en");
}

void LibraryStatistics::setLibrary(Library* library) {
    if (library == library_) return;
    if (library_) disconnect(library_, nullptr, this, nullptr);
    library_ = library;
    if (library_) {
        connect(library_, &Library::gamesChanged, this, &LibraryStatistics::refresh);
        connect(library_, &Library::languageChanged, this, &LibraryStatistics::refresh);
    }
    emit libraryChanged();
    refresh();
}

void LibraryStatistics::setGameId(const QString& id) {
    if (id == gameId_) return;
    gameId_ = id;
    emit gameIdChanged();
    refresh();
}

void LibraryStatistics::setSeats(int seats) {
    if (seats == seats_) return;
    seats_ = seats;
    emit seatsChanged();
    refresh();
}

int LibraryStatistics::games() const {
    return rows_.isEmpty() ? 0 : rows_.back().games;
}

void LibraryStatistics::refresh() {
    const QVector<LibraryEntry> entries =
        library_ ? library_->allEntries() : QVector<LibraryEntry>();
    beginResetModel();
    rows_ = levelStatistics(entries, gameId_, seats_);
    endResetModel();
    winRates_.clear();
    for (double rate : rollingWinRate(entries, gameId_, seats_, 10))
        winRates_.append(rate);
    if (ladderGame_ != gameId_) { // the ladder is fitted once per game
        ladder_ = ladderOf(gameId_);
        ladderGame_ = gameId_;
    }
    const QVector<Outcome> outcomes = outcomesAgainstLadder(entries, gameId_, ladder_);
    rated_ = false;
    suggested_.clear();
    const QLocale locale(language());
    if (ladder_.ratings.isEmpty()) {
        ratingText_ = tr("This game's AI levels are not rated yet.");
    } else if (outcomes.size() < kRatedAfter) {
        ratingText_ = tr("%n more result(s) against the AI before a rating.", "",
                         int(kRatedAfter - outcomes.size()));
    } else {
        // The prior sits at Medium, where a new player is asked to start.
        const PlayerRating r =
            ratePlayer(outcomes, ladder_.ratings.value(QStringLiteral("medium"), 1500));
        rated_ = true;
        QString below, above;
        double belowRating = -1e9, aboveRating = 1e9;
        for (auto it = ladder_.ratings.cbegin(); it != ladder_.ratings.cend(); ++it) {
            if (it.value() <= r.rating && it.value() > belowRating) {
                belowRating = it.value();
                below = it.key();
            }
            if (it.value() > r.rating && it.value() < aboveRating) {
                aboveRating = it.value();
                above = it.key();
            }
        }
        const QString value = tr("%1 ± %2").arg(locale.toString(std::lround(r.rating)),
                                                locale.toString(std::lround(r.error)));
        ratingText_ = below.isEmpty() ? tr("%1, below %2").arg(value, AiLevels::name(above))
                      : above.isEmpty()
                          ? tr("%1, above %2").arg(value, AiLevels::name(below))
                          : tr("%1, between %2 and %3")
                                .arg(value, AiLevels::name(below), AiLevels::name(above));
        // The level just above the player, where a win is likely but not sure; past the top,
        // the top.
        suggested_ = above.isEmpty() ? below : above;
    }
    emit changed();
}

QString LibraryStatistics::suggestionText() const {
    return suggested_.isEmpty() ? QString()
                                : tr("Play against %1 next: a level just above yours.")
                                      .arg(AiLevels::name(suggested_));
}

QString LibraryStatistics::ladderText() const {
    QVector<QPair<double, QString>> levels;
    for (auto it = ladder_.ratings.cbegin(); it != ladder_.ratings.cend(); ++it)
        levels.append({it.value(), it.key()});
    std::sort(levels.begin(), levels.end());
    QStringList parts;
    const QLocale locale(language());
    for (const auto& [rating, level] : levels)
        parts << tr("%1 %2", "an AI level and its rating")
                     .arg(AiLevels::name(level), locale.toString(std::lround(rating)));
    return parts.join(QStringLiteral(" · "));
}

int LibraryStatistics::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant LibraryStatistics::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LevelStatistics& s = rows_[index.row()];
    const QLocale locale(language());
    switch (role) {
    case LevelRole:
        return s.level;
    case LevelTextRole:
        return s.level.isEmpty() ? tr("All levels") : AiLevels::name(s.level);
    case GamesRole:
        return s.games;
    case WinsRole:
        return s.wins;
    case WinRateTextRole:
        return tr("%1 %", "a win rate").arg(locale.toString(std::lround(100 * s.winRate)));
    case AverageScoreTextRole:
        return locale.toString(s.averageScore, 'f', 1);
    case BestScoreRole:
        return s.bestScore;
    case AverageLengthTextRole:
        return locale.toString(s.averageLength, 'f', 1);
    case StreakRole:
        return s.streak;
    case StreakTextRole:
        return s.streak > 0 ? tr("%n win(s)", "", s.streak) : tr("%n loss(es)", "", -s.streak);
    default:
        return {};
    }
}

QHash<int, QByteArray> LibraryStatistics::roleNames() const {
    return {
        {LevelRole, "level"},
        {LevelTextRole, "levelText"},
        {GamesRole, "games"},
        {WinsRole, "wins"},
        {WinRateTextRole, "winRateText"},
        {AverageScoreTextRole, "averageScoreText"},
        {BestScoreRole, "bestScore"},
        {AverageLengthTextRole, "averageLengthText"},
        {StreakRole, "streak"},
        {StreakTextRole, "streakText"},
    };
}
