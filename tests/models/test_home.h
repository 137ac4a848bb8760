#pragma once

#include <QStandardPaths>
#include <QTemporaryDir>

// Keeps a test's files out of the real home: the games in progress (application data), the
// finished and abandoned games and the saves (Documents/Rano) all go to a home of its own for
// the whole run, removed at the end, with Qt's test locations inside it.
inline void useOwnHome() {
    static QTemporaryDir home;
    qputenv("HOME", home.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
}
