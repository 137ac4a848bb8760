#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QSet>
#include <QString>

// Where every game's file is kept (docs/library.md, "Where the games are") and how a game's
// file moves between those folders. Qt Core only: the app and rano-cli share it.

// The games in progress, one file each, autosaved after every choice: "games-in-progress" in
// the application data folder.
QString gamesInProgressFolder();
// Finished games, moved there from the games in progress: Documents/Rano/Games.
QString finishedGamesFolder();
// Games abandoned on purpose from Continue's list: Documents/Rano/Games/Abandoned.
QString abandonedGamesFolder();
// Pictures of games' final positions, for the Library, each named after its game's file
// ("2026-11-27-190302.rano.json.png"): "library-pictures" in the application data folder.
QString libraryPicturesFolder();
// Games deleted from the Library, kept for undo while the window that deleted them runs:
// "deleted-games" in the application data folder (deletedgames.h).
QString deletedGamesFolder();

// Whether `path` lies in one of the three folders of games (in progress, finished,
// abandoned): the folders the library's index is built from.
bool isInGameFolders(const QString& path);

// `name` ("2026-11-27-190302.rano.json") in `folder`, or the first of "-2", "-3", ... that no
// file there has and `taken` does not hold.
QString freeGamePath(const QString& folder, const QString& name, const QSet<QString>& taken = {});

// Writes `bytes` to `path` through QSaveFile: a temporary file renamed over the old one only
// once complete, so a crash mid-write leaves the previous good file in place. Returns why it
// failed, or an empty string.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

// The bytes of the game file at `path`, read only when it is a regular file (a link is
// followed) no larger than the largest file Rano reads: a device, a FIFO or a huge file is
// refused before any byte is read. Returns why it cannot, or an empty string.
QString readGameBytes(const QString& path, QByteArray& bytes);

// Moves the file at `from` into `folder` (made if missing) under its own name, or a free one
// near it. A move within one file system is a rename: nothing is read, whatever the file is
// (a link moves as a link). Across file systems a regular game file is copied atomically
// before the original goes, so a crash leaves at worst both; anything else is refused.
// Returns the new path, or an empty one (with `error`) when it cannot.
QString moveGameFile(const QString& from, const QString& folder, QString* error = nullptr);

// A copy of the game file at `from` in `folder` (made if missing) under its own name, or a
// free one near it, written atomically and keeping when it was last played. Returns the new
// path, or an empty one (with `error`).
QString copyGameFile(const QString& from, const QString& folder, QString* error = nullptr);
