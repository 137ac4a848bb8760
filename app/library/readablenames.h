#pragma once

#include <QString>
#include <QVector>

// Game files whose name is not UTF-8 (copied from another system, or made by a script) are
// valid games that Qt cannot name: it reads their names with U+FFFD in place of the bytes it
// cannot decode, and no such path opens. The library gives them a readable name instead.

// `raw` (a file name's bytes) with every byte that is not part of a valid UTF-8 sequence
// written as "%XX" (its hex code), and "%" itself as "%25" where such bytes occur, so that two
// names never become one.
QString readableName(const QByteArray& raw);

struct UnreadableName {
    QString path;    // the folder and the name as Qt shows it (U+FFFD for the bad bytes)
    QString problem; // why it could not be renamed
};

// Renames each file in `folder` whose name is not UTF-8 to readableName() of it (or a free
// name near it), never replacing a file. Returns how many it renamed; the files it could not
// rename are added to `failed`.
int giveReadableNames(const QString& folder, QVector<UnreadableName>* failed = nullptr);
