#pragma once

#include <QAbstractListModel>
#include <QElapsedTimer>
#include <QString>
#include <QUrl>
#include <QVector>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "deletedgames.h"
#include "libraryindex.h"
#include "libraryscan.h"

// Every game a player played (docs/library.md): the games in progress, the finished and the
// abandoned ones, each its own file in the folders of gamefiles.h, found through the library's
// index (libraryindex.h) in the application data folder. Newest first, filtered by game,
// opponent level, result and a text in a seat's name or the file's name. The look at the
// folders runs on a worker (libraryscan.h): the list shows what the index holds at once and
// fills as the worker reads. A game deleted here waits in this window's own folder of deleted
// games (deletedgames.h), so that undo can bring it back for as long as the window runs.
class Library : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Every game in the library, whatever the filters.
    Q_PROPERTY(int total READ total NOTIFY countChanged)
    Q_PROPERTY(QString gameFilter READ gameFilter WRITE setGameFilter NOTIFY filterChanged)
    Q_PROPERTY(QString levelFilter READ levelFilter WRITE setLevelFilter NOTIFY filterChanged)
    Q_PROPERTY(QString resultFilter READ resultFilter WRITE setResultFilter NOTIFY filterChanged)
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY filterChanged)
    // The interface language's code: dates are written in its way.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The last game deleted, in words ("Volcanic Isle of 27/11/2026"); "" when undo has
    // nothing to bring back.
    Q_PROPERTY(QString deletedText READ deletedText NOTIFY deletedChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    // Whether the index was damaged or missing and was built again from the files.
    Q_PROPERTY(bool rebuilt READ rebuilt NOTIFY countChanged)
    // Where Export… offers to write (Documents/Rano), as a folder URL.
    Q_PROPERTY(QUrl exportFolder READ exportFolder CONSTANT)
    // Whether the folders are being read (new or changed games), and how far: `scanned` of
    // `toScan` files read so far (toScan 0 while the folders are listed).
    Q_PROPERTY(bool scanning READ scanning NOTIFY scanChanged)
    Q_PROPERTY(int scanned READ scanned NOTIFY scanChanged)
    Q_PROPERTY(int toScan READ toScan NOTIFY scanChanged)

public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        GameIdRole,
        // The seats in words, each AI with its level: "Ana, Hotu (Medium), Tuki (Hard)".
        SeatsRole,
        PlayedTextRole,
        // Each seat's name and score in seat order: "Ana 41 · Hotu 38"; "" when the file
        // cannot be read.
        ScoresTextRole,
        // "won", "lost", "shared", "playing", "abandoned", "watched", and in words.
        ResultRole,
        ResultTextRole,
        // "18 rounds", "24 turns".
        LengthTextRole,
        // How it ended, in words ("Two Volcanoes left"); "" while in play.
        EndTextRole,
        // Whether it is still being played (it opens at the table, not in the review).
        InProgressRole,
        ProblemRole,
        // The picture of the final position taken at the table (a file URL), or "" (a game
        // from rano-cli or from before pictures).
        PictureRole,
    };
    Q_ENUM(Role)

    explicit Library(QObject* parent = nullptr);
    ~Library() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return int(rows_.size()); }
    int total() const { return total_; }
    QString gameFilter() const { return filter_.gameId; }
    void setGameFilter(const QString& id);
    QString levelFilter() const { return filter_.level; }
    void setLevelFilter(const QString& level);
    QString resultFilter() const { return filter_.result; }
    void setResultFilter(const QString& result);
    QString search() const { return filter_.text; }
    void setSearch(const QString& text);
    QString language() const { return language_; }
    void setLanguage(const QString& code);
    QString deletedText() const { return deleted_.text; }
    QString lastError() const { return lastError_; }
    bool rebuilt() const { return rebuilt_; }
    QUrl exportFolder() const;
    bool scanning() const { return scanning_; }
    int scanned() const { return scanned_; }
    int toScan() const { return toScan_; }

    // The index's file, and the folders it reads (gamefiles.h), for tests and for the player.
    static QString indexFile();
    static QVector<LibraryIndex::Folder> gameFolders();
    // Where deleted games wait, each window's in a folder of its own (deletedgames.h).
    static QString deletedFolder();

    // Every card, whatever the filters, newest first (for the statistics).
    QVector<LibraryEntry> allEntries() const;

    // Reads the folders again (new, changed and gone games) on the worker and lists what the
    // filters ask as it goes; a look asked for while one runs follows it.
    Q_INVOKABLE void refresh();
    Q_INVOKABLE QString path(int row) const;
    Q_INVOKABLE QString gameId(int row) const;
    // Deletes the game of `row` (its file goes to deletedFolder()); undo() brings it back.
    Q_INVOKABLE bool remove(int row);
    Q_INVOKABLE bool undo();
    // Writes a copy of the game of `row` to `target` (a path or file URL); false, with
    // lastError, when it cannot.
    Q_INVOKABLE bool exportGame(int row, const QString& target);
    // A file name for the game of `row` to be exported as ("volcanic-isle-2026-11-27.rano.json").
    Q_INVOKABLE QString exportName(int row) const;

signals:
    void countChanged();
    // The games themselves changed (a look at the folders, a delete), not only what the
    // filters show: what the statistics follow.
    void gamesChanged();
    void filterChanged();
    void languageChanged();
    void deletedChanged();
    void lastErrorChanged();
    void scanChanged();

private:
    void reload();
    void setError(const QString& error);
    void startScan();
    void scanOpened(bool ok, bool rebuilt, LibraryIndex::Problem problem, const QString& error);
    void scanProgressed(int read, int toRead);
    void scanFinished(bool ok, LibraryIndex::Problem problem, const QString& error);
    QString indexError(LibraryIndex::Problem problem, const QString& why) const;

    DeletedGames trash_;
    std::unique_ptr<LibraryIndex> index_;
    LibraryScan scan_;
    // From the start of a look to the model's last reload of it (the worker may have ended
    // before its last report reaches the window).
    bool scanning_ = false;
    bool scanAgain_ = false;
    bool rebuilt_ = false;
    int scanned_ = 0, toScan_ = 0;
    // When the list was last read again while the worker fills the index.
    QElapsedTimer sinceReload_;
    qint64 lastReloadMs_ = 0;
    QVector<LibraryEntry> rows_;
    LibraryFilter filter_;
    int total_ = 0;
    QString language_ = QStringLiteral("en");
    QString lastError_;
    struct Deleted {
        QString trashPath;
        QString folder; // where it came from
        LibraryStatus status = LibraryStatus::Finished;
        QString text;
    } deleted_;
};
