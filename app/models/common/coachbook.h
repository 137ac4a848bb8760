#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

// One lesson of a game's coach (docs/coach.md): what it says, when, and what it asks for.
struct Lesson {
    QString id;
    // The situations that must all hold for it to be given (docs/coach.md, "Situations").
    QStringList when;
    // The kinds of choice it asks for (a choice text's first word: "land", "village"); while
    // it is shown and one of them is legal, other choices are refused with `refuse`. Empty: a
    // lesson that only tells, read with "Got it".
    QStringList ask;
    // English source texts, translated in the "Coach" context when shown.
    QString title;
    QString text;
    QString refuse;
    // A control of the table the lesson points at by its objectName ("legendButton").
    QString point;
    // The end: the lesson offers a real game at the level the player is ready for.
    bool offer = false;
};

// A game's coach as its data file gives it (resources/coach/<game>.json): the coached game's
// setup, its lessons in the order they are given when several are due, and the rule behind
// each kind of choice, for "Why?".
struct CoachBook {
    QString game;
    int players = 3;
    qint64 seed = 1;
    QString opponents; // the AI level of the coached game's opponents
    QString readyIfWon, readyIfLost;
    std::vector<Lesson> lessons;
    // Kinds of choice a lesson that asks never refuses: the free actions of a turn (an
    // Improvement bought before the move asked for) are the player's to take at any moment.
    QStringList free;
    QHash<QString, QString> why; // choice kind -> the rule, English source

    // Reads a data file; nothing, with `error` saying what and where, when it is not one.
    static std::optional<CoachBook> read(const QByteArray& json, QString& error);
    // The book shipped for `game` (its id: "volcanic-isle"), if it has one.
    static std::optional<CoachBook> shipped(const QString& game);
    int indexOf(const QString& id) const;
};
