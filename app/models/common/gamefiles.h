#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QStandardPaths>
#include <QString>
#include <QUrl>

#include "gamefolders.h"

// File plumbing every game's table shares: paths from QML, save folders, atomic writes.

// A path or a file URL as a local path.
QString localPath(const QString& pathOrUrl);

// `name` as a file name: characters a file name cannot hold become "-"; an empty name or one
// that would hide the file becomes `fallback` + name.
QString fileNameFor(const QString& name, const QString& fallback);

// `sub` inside a standard location, made if missing, as a folder URL.
QUrl folderIn(QStandardPaths::StandardLocation location, const QString& sub);

// QSaveFile links its finished file under a temporary name ("autosave.rano.json.AbC123") and
// renames it over the save; a crash between the two leaves that name behind. The save itself
// is whole either way; this clears what such crashes left.
void removeStaleTemporaries(const QString& savePath);

// The "game" a replay or saved game names ("volcanic-isle", "rapa-nui-cards"), or empty when
// the file cannot be read as JSON (through readGameJson: at once for a pipe or a device).
QString gameOfReplay(const QString& path);

// Where every game's file is kept: gamefolders.h (docs/playing.md, "Continue").

// A new game's file in `folder`, named by the time it starts ("2026-11-27-190302.rano.json",
// then "-2", "-3" for games started within the same second): no file there has that name and
// no other game of this process got it.
QString newGameFilePath(const QString& folder, const QDateTime& started);

// Before games in progress had a folder, each game had one autosave in the application data
// folder ("autosave.rano.json", "autosave-cards.rano.json", ...): moves each into
// gamesInProgressFolder(), named by when it was last played. Returns how many it moved.
int adoptOldAutosaves();
