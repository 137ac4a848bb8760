#pragma once

#include <QByteArray>
#include <QStandardPaths>
#include <QString>
#include <QUrl>

// File plumbing every game's table shares: paths from QML, save folders, atomic writes.

// A path or a file URL as a local path.
QString localPath(const QString& pathOrUrl);

// `name` as a file name: characters a file name cannot hold become "-"; an empty name or one
// that would hide the file becomes `fallback` + name.
QString fileNameFor(const QString& name, const QString& fallback);

// `sub` inside a standard location, made if missing, as a folder URL.
QUrl folderIn(QStandardPaths::StandardLocation location, const QString& sub);

// Writes `bytes` to `path` through QSaveFile: a temporary file renamed over the old one only
// once complete, so a crash mid-write leaves the previous good file in place. Returns why it
// failed, or an empty string.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

// QSaveFile links its finished file under a temporary name ("autosave.rano.json.AbC123") and
// renames it over the save; a crash between the two leaves that name behind. The save itself
// is whole either way; this clears what such crashes left.
void removeStaleTemporaries(const QString& savePath);

// The "game" a replay or saved game names ("volcanic-isle", "rapa-nui-cards"), or empty when
// the file cannot be read as JSON.
QString gameOfReplay(const QString& path);
