#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "library.h"
#include "statistics.h"

// The Library's statistics of one game (docs/library.md, "Statistics" and "Rating"): a row per
// AI level met and one for every level together (games, wins, win rate, average and best
// score, average length, current streak), the win rate over time, the player's rating against
// the AI ladder and the level to play next.
class LibraryStatistics : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Library* library READ library WRITE setLibrary NOTIFY libraryChanged)
    Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
    // 2-4 seats, or 0 for any number.
    Q_PROPERTY(int seats READ seats WRITE setSeats NOTIFY seatsChanged)
    Q_PROPERTY(int games READ games NOTIFY changed)
    // The share of wins over the last 10 games, at each game, oldest first.
    Q_PROPERTY(QVariantList winRates READ winRates NOTIFY changed)
    // "1,430 ± 90, between Medium and Hard", or how many more games a rating needs.
    Q_PROPERTY(QString ratingText READ ratingText NOTIFY changed)
    Q_PROPERTY(bool rated READ rated NOTIFY changed)
    // The level to play next ("hard"), and in words; "" before a rating.
    Q_PROPERTY(QString suggestedLevel READ suggestedLevel NOTIFY changed)
    Q_PROPERTY(QString suggestionText READ suggestionText NOTIFY changed)
    // The AI levels' own ratings: "Easy 1,200 · Medium 1,501 · …".
    Q_PROPERTY(QString ladderText READ ladderText NOTIFY changed)

public:
    enum Role {
        LevelRole = Qt::UserRole + 1,
        LevelTextRole,
        GamesRole,
        WinsRole,
        WinRateTextRole,
        AverageScoreTextRole,
        BestScoreRole,
        AverageLengthTextRole,
        StreakRole,
        StreakTextRole,
    };
    Q_ENUM(Role)

    explicit LibraryStatistics(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Library* library() const { return library_; }
    void setLibrary(Library* library);
    QString gameId() const { return gameId_; }
    void setGameId(const QString& id);
    int seats() const { return seats_; }
    void setSeats(int seats);
    int games() const;
    QVariantList winRates() const { return winRates_; }
    QString ratingText() const { return ratingText_; }
    bool rated() const { return rated_; }
    QString suggestedLevel() const { return suggested_; }
    QString suggestionText() const;
    QString ladderText() const;

    // Works everything out again from the library's cards.
    Q_INVOKABLE void refresh();

signals:
    void libraryChanged();
    void gameIdChanged();
    void seatsChanged();
    void changed();

private:
    QString language() const;

    QPointer<Library> library_;
    QString gameId_ = QStringLiteral("volcanic-isle");
    int seats_ = 0;
    QVector<LevelStatistics> rows_;
    QVariantList winRates_;
    Ladder ladder_;
    QString ladderGame_; // the game ladder_ is of
    QString ratingText_;
    bool rated_ = false;
    QString suggested_;
};
