#pragma once

#include <QDateTime>
#include <QString>
#include <QVector>

// One game of the library (docs/library.md): what the Library screen lists and filters, read
// from the game's file through the registry of games. The file is the game; this is its card.

// Where a game's file lies, and so what it is: the folders of gamefiles.h.
enum class LibraryStatus { InProgress = 0, Finished = 1, Abandoned = 2 };

struct LibrarySeat {
    QString name;
    QString level; // an AI's level ("medium"); empty for a human
    friend bool operator==(const LibrarySeat&, const LibrarySeat&) = default;
};

struct LibraryEntry {
    QString path;   // absolute
    QString gameId; // "volcanic-isle"; empty when the file cannot be read
    LibraryStatus status = LibraryStatus::Finished;
    QDateTime played; // the file's last change: when the game was last played
    qint64 size = 0;
    QVector<LibrarySeat> seats;
    QVector<int> scores;  // one per seat, as the game counts them
    QVector<int> winners; // seats; empty until the game is over
    int length = 0;       // in lengthUnit, as the registry counts it
    QString lengthUnit;   // "rounds", "turns"
    QString endReason;    // the game's word ("two-volcanoes"); empty while in play
    int choices = 0;
    QString problem; // why the file cannot be read; empty when it can
    // The game as its human players see it: "won", "lost", "shared" (a win shared with
    // another seat), "playing", "abandoned", "watched" (no human seat), or "unreadable" (the
    // file cannot be read: who played it is not known).
    QString result;

    friend bool operator==(const LibraryEntry&, const LibraryEntry&) = default;
};

// What the Library screen asks for; an empty field asks for everything.
struct LibraryFilter {
    QString gameId;
    QString level;  // an AI opponent of this level
    QString result; // as LibraryEntry::result
    QString text;   // in a seat's name or the file's name, any case
};

// The human players' result of a game with these seats, winners and status.
QString libraryResult(const QVector<LibrarySeat>& seats, const QVector<int>& winners,
                      LibraryStatus status);
// The result of a game whose file cannot be read.
inline QString unreadableResult() {
    return QStringLiteral("unreadable");
}

// Reads the game file at `path` (any game of the registry) into its entry; a file that
// cannot be read gets an entry with its problem, so that it is listed, not lost.
LibraryEntry readLibraryEntry(const QString& path, LibraryStatus status);
