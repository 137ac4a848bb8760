#pragma once

#include <QString>

// One seat at a table of any game: who plays it. An AI seat names its level.
struct SeatSetup {
    QString name;
    bool human = false;
    QString level; // for an AI: easy, medium, hard, expert, greedy, random
};
