#pragma once

#include <QString>

// One seat at a table of any game: who plays it. An AI seat names its level.
struct SeatSetup {
    QString name;
    bool human = false; // decides at this computer
    QString level;      // for an AI: easy, medium, hard, expert, greedy, random
    // A person at another computer (an online table); `level` then names the AI standing in
    // while they are away, if one does.
    bool remote = false;
    // An online table's seat that nobody has taken yet.
    bool open = false;
};

// A player's name as every text shows it: without the invisible controls that reorder or
// hide text around them (a right-to-left override would reverse each log line that names the
// player), without line breaks, trimmed, and at most `maxLength` characters.
QString seatName(const QString& name, int maxLength);
