#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include "baymodel.h"
#include "edgemodel.h"
#include "seatlook.h"
#include "seatmodel.h"
#include "spacemodel.h"
#include "volcanic/event.h"
#include "volcanic/preview.h"
#include "volcanic/state.h"

// A position of Volcanic Isle as the board and the side panel show it: the spaces, borders,
// Boats and seats, and what a player reads off the table (round, supplies, scores). The
// table a game is played at and the replay viewer both present one, so the same QML draws
// either. Everything here is read from the engine's State.
class VolcanicPosition : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table or a replay shows a position")
    Q_PROPERTY(SpaceModel* spaces READ spaces CONSTANT)
    Q_PROPERTY(EdgeModel* edges READ edges CONSTANT)
    Q_PROPERTY(SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(BayModel* bays READ bays CONSTANT)
    Q_PROPERTY(bool started READ started NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int actionPoints READ actionPoints NOTIFY changed)
    Q_PROPERTY(int activeSeat READ activeSeat NOTIFY changed)
    Q_PROPERTY(bool finalRound READ finalRound NOTIFY changed)
    Q_PROPERTY(int lavaSupply READ lavaSupply NOTIFY changed)
    Q_PROPERTY(int fissureSupply READ fissureSupply NOTIFY changed)
    Q_PROPERTY(int prayerSupply READ prayerSupply NOTIFY changed)
    Q_PROPERTY(int volcanoesLeft READ volcanoesLeft NOTIFY changed)
    Q_PROPERTY(QString lastDie READ lastDie NOTIFY changed)
    Q_PROPERTY(QString lastEruptions READ lastEruptions NOTIFY changed)
    // How many Volcanoes lastEruptions names ("Volcano 7 erupts", "Volcanoes 7 and 1 erupt").
    Q_PROPERTY(int lastEruptionCount READ lastEruptionCount NOTIFY changed)
    Q_PROPERTY(QString continentName READ continentName NOTIFY changed)
    Q_PROPERTY(int activeBay READ activeBay NOTIFY changed)
    Q_PROPERTY(int topScore READ topScore NOTIFY changed)
    Q_PROPERTY(int players READ players NOTIFY changed)
    Q_PROPERTY(QStringList winnerNames READ winnerNames NOTIFY changed)
    Q_PROPERTY(QStringList scoreCategories READ scoreCategories CONSTANT)
    Q_PROPERTY(int selected READ selected NOTIFY changed)
    Q_PROPERTY(bool boatSelectable READ boatSelectable NOTIFY changed)

public:
    explicit VolcanicPosition(QObject* parent = nullptr);

    SpaceModel* spaces() { return &spaces_; }
    EdgeModel* edges() { return &edges_; }
    SeatModel* seats() { return &seats_; }
    BayModel* bays() { return &bays_; }

    // The position shown; nullptr before there is one.
    virtual const rano::volcanic::State* position() const { return nullptr; }

    bool started() const { return position() != nullptr; }
    bool over() const { return position() && position()->over(); }
    int round() const { return position() ? position()->round : 0; }
    int actionPoints() const { return position() ? position()->ap : 0; }
    int activeSeat() const { return position() ? position()->active : -1; }
    bool finalRound() const { return position() && position()->finalRound; }
    int lavaSupply() const { return position() ? position()->lava : 0; }
    int fissureSupply() const { return position() ? position()->fissures : 0; }
    int prayerSupply() const { return position() ? position()->prayerSupply : 0; }
    int volcanoesLeft() const { return position() ? position()->volcanoCount() : 0; }
    // "volcano" or "quiet" after a roll of the Volcano die, else empty.
    QString lastDie() const { return lastDie_; }
    // The Volcanoes drawn at the last eruption ("3", "3 and 5"), else empty.
    QString lastEruptions() const { return eruptedVolcanoes_.join(tr(" and ")); }
    int lastEruptionCount() const { return int(eruptedVolcanoes_.size()); }
    // The continent's name as the player knows it ("Mu", "Random island 42").
    QString continentName() const;
    // The landfall bay of the Boat of the player on turn (BayModel's bay role).
    int activeBay() const;
    // The highest score at the table now (the score track's reach).
    int topScore() const;
    int players() const { return position() ? position()->players : 0; }
    // Who won, once the game is over (more than one on a shared win).
    QStringList winnerNames() const;
    QStringList scoreCategories() const { return SeatModel::scoreCategories(); }
    // The space whose actions are offered (-1: none, -2: the Boat); a replay selects nothing.
    virtual int selected() const { return -1; }
    virtual bool boatSelectable() const { return false; }

    // A seat's colour (the Okabe-Ito set, safe for colour-blind players).
    Q_INVOKABLE QColor seatColour(int seat) const { return ::seatColour(seat); }

    // A click on a space or the Boat (-2); only a table where a human decides answers.
    Q_INVOKABLE virtual void select(int space) { Q_UNUSED(space); }
    Q_INVOKABLE virtual bool moveTo(int space) {
        Q_UNUSED(space);
        return false;
    }

    // An event in words for the log and the replay ("Red builds a Village on tile 4: +1
    // VP."); empty for events the log leaves out.
    // "1 Village and 2 Moai", "2 Moai": pieces the sea takes (either count may be 0).
    static QString piecesText(int villages, int moai);
    static QString eventText(const rano::volcanic::Board& board,
                             const std::vector<SeatSetup>& seats, const rano::volcanic::Event& e);
    // A choice as a button says it: "Build a Village", "End turn".
    // What a raise would do, in words, before the player makes it (the engine's preview).
    static QString raiseWords(const rano::volcanic::Board& board,
                              const rano::volcanic::RaisePreview& preview,
                              const rano::volcanic::Choice& raise, bool alreadyLastRound);
    static QString choiceLabel(const rano::volcanic::Board& board, const rano::volcanic::Choice& c);
    // A choice in words: "move a Settler from tile 3 to tile 4".
    static QString choiceSentence(const rano::volcanic::Board& board,
                                  const rano::volcanic::Choice& c);

signals:
    void changed();

protected:
    // Keeps the last roll of the die and the Volcanoes it woke from a choice's events.
    void noteDieAndEruptions(const rano::volcanic::EventList& events);
    void clearDieAndEruptions();

    SpaceModel spaces_;
    EdgeModel edges_;
    SeatModel seats_;
    BayModel bays_;
    QString lastDie_;
    QStringList eruptedVolcanoes_; // their numbers, for lastEruptions
};
