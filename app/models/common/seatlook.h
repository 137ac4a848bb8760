#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QVector>

#include "libraryentry.h"
#include "seatsetup.h"

// How every game shows its seats: one colour per seat, the Okabe-Ito colour-blind-safe set.
QColor seatColour(int seat);

// The AI levels every game offers (engine/*/ai.cpp, docs/ai.md), in the player's language.
class AiLevels {
    Q_DECLARE_TR_FUNCTIONS(AiLevels)

public:
    static QString name(const QString& level);
    // Who plays a seat, as its player's board says it: "human" ("you" for the seat the table
    // is shown to), "AI, medium", "online" (a person at another computer), "away: AI, medium",
    // "open seat" (online, nobody's yet).
    static QString role(const SeatSetup& seat, bool you = false);
    // What a player may expect of a seat's kind ("human" or an AI level), for its tooltip.
    static QString description(const QString& level);
    // The seats in words, each AI with its level: "Ana, Hotu (medium), Tuki (hard)".
    static QString seatsInWords(const QVector<LibrarySeat>& seats);
};
