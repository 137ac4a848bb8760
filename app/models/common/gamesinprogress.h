#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QHash>
#include <QVector>
#include <QtQml/qqmlregistration.h>

#include "libraryentry.h"

// Every game in progress, one file each in gamesInProgressFolder() (gamefiles.h), newest
// first: what Continue resumes, or lists when there is more than one. Each file is read
// through the registry of games (games/registry.h): its game, its seats and levels, how far
// it has got (its round or turn) and how many choices it holds; when it was last played is
// the file's time. A file that cannot be read is listed too, with why, so that it can be
// abandoned. Abandoning a game moves its file to abandonedGamesFolder(): kept, not listed.
class GamesInProgress : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // The interface language's code ("en", "fr", "ja"): dates are written in its way.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // Where the files are, for the player (native separators): the games in progress, the
    // finished ones and the abandoned ones.
    Q_PROPERTY(QString folder READ folder CONSTANT)
    Q_PROPERTY(QString finishedFolder READ finishedFolder CONSTANT)
    Q_PROPERTY(QString abandonedFolder READ abandonedFolder CONSTANT)
    // Why the last abandon failed, in words.
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        // The game's id as files carry it ("volcanic-isle"); "" when the file cannot be read.
        GameIdRole,
        // The seats in words, each AI with its level: "Ana, Hotu (Medium), Tuki (Hard)".
        SeatsRole,
        // The round (or, in the card game, the turn) in play, and in words: "Round 3".
        RoundRole,
        RoundTextRole,
        ChoicesRole,
        LastPlayedRole,
        // When it was last played, in the interface language's short date and time.
        LastPlayedTextRole,
        // Why the file cannot be continued; "" when it can.
        ProblemRole,
    };
    Q_ENUM(Role)

    explicit GamesInProgress(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return int(rows_.size()); }
    QString language() const { return language_; }
    void setLanguage(const QString& code);
    QString folder() const;
    QString finishedFolder() const;
    QString abandonedFolder() const;
    QString lastError() const { return lastError_; }

    // Reads the folder again (after a game was played, started or finished); the first time,
    // the single autosaves of older Rano are moved in (adoptOldAutosaves).
    Q_INVOKABLE void refresh();
    // The file and the game of row `row` ("" past the end): Continue with one game resumes it.
    Q_INVOKABLE QString path(int row) const;
    Q_INVOKABLE QString gameId(int row) const;
    // Moves the game at `path` to the abandoned games (kept, no longer listed); false, with
    // lastError, when it cannot be moved.
    Q_INVOKABLE bool abandon(const QString& path);

signals:
    void countChanged();
    void languageChanged();
    void lastErrorChanged();

private:
    struct Row {
        QString path;
        QDateTime lastPlayed;
        qint64 size = 0;
        QString gameId;
        // Each seat: its name and, for an AI, its level ("" for a human).
        QVector<LibrarySeat> seats;
        int length = 0;
        QString lengthUnit; // "rounds" or "turns", as the registry says
        int choices = 0;
        QString problem; // the reader's words, in English as the file loader writes them
    };
    static Row read(const QString& path);

    QVector<Row> rows_;
    // What was read of each file, kept while it does not change (its time and size).
    QHash<QString, Row> known_;
    QString language_ = QStringLiteral("en");
    QString lastError_;
    bool adopted_ = false;
};
