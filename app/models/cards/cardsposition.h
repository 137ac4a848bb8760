#pragma once

#include <QColor>
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "cards/game.h"
#include "rowlistmodel.h"
#include "seatlook.h"
#include "seatsetup.h"

// A position of Rapa Nui, the card game as the table shows it to one player (the viewer):
// the seats with their display, hand, wood, glory and Sacrifice cards, the four columns of
// the general display, the open Sacrifice stacks, the Stone and the deck. Everything shown
// comes from the engine's view of the position for the viewer (viewToJson), so a face-down
// card's type never reaches another seat's screen; once the game is over every card shows.
// The table a game is played at and the replay viewer both present one.
class CardsPosition : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table or a replay shows a position")
    // name, colour, human, role (who plays it), active, deciding, isViewer, winner, wood, glory, score,
    // display (7 counts in kinds' order), hand (kind words, a card each), handCount,
    // sacrifices (4 counts: exact for the viewer, "held plus face down" for the others),
    // faceDown (their cards face down on the Stone), held, exact, breakdown (scoreCategories'
    // order; once the game is over)
    Q_PROPERTY(RowListModel* seats READ seats CONSTANT)
    // column, cards (kind words, bottom first), top, choice (the draw the viewer may take, or
    // ""), scored
    Q_PROPERTY(RowListModel* columns READ columns CONSTANT)
    // type, name, count, price (for the viewing player, else -1), choice, action
    Q_PROPERTY(RowListModel* stacks READ stacks CONSTANT)
    // type, name, open, down (face-down cards of the type the viewer may know), value (once
    // the game is over, else -1)
    Q_PROPERTY(RowListModel* stone READ stone CONSTANT)
    Q_PROPERTY(bool started READ started NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(int players READ players NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int activeSeat READ activeSeat NOTIFY changed)
    Q_PROPERTY(int viewer READ viewer NOTIFY changed)
    Q_PROPERTY(int deckSize READ deckSize NOTIFY changed)
    Q_PROPERTY(int stoneFaceDown READ stoneFaceDown NOTIFY changed)
    Q_PROPERTY(int stoneHidden READ stoneHidden NOTIFY changed)
    Q_PROPERTY(int scoredColumn READ scoredColumn NOTIFY changed)
    Q_PROPERTY(QString scoredKind READ scoredKind NOTIFY changed)
    Q_PROPERTY(QStringList winnerNames READ winnerNames NOTIFY changed)
    Q_PROPERTY(QStringList scoreCategories READ scoreCategories CONSTANT)

public:
    explicit CardsPosition(QObject* parent = nullptr);

    RowListModel* seats() { return &seats_; }
    RowListModel* columns() { return &columns_; }
    RowListModel* stacks() { return &stacks_; }
    RowListModel* stone() { return &stone_; }

    // The position shown; nullptr before there is one.
    virtual const rano::cards::State* position() const { return nullptr; }

    bool started() const { return position() != nullptr; }
    bool over() const { return position() && position()->over(); }
    int players() const { return position() ? position()->players : 0; }
    int turn() const { return position() ? position()->turn : 0; }
    int activeSeat() const { return position() && !over() ? position()->active : -1; }
    int viewer() const { return viewer_; }
    int deckSize() const { return position() ? position()->deckSize : 0; }
    int stoneFaceDown() const { return position() ? position()->faceDownCount : 0; }
    int stoneHidden() const { return stoneHidden_; }
    int scoredColumn() const { return scoredColumn_; }
    QString scoredKind() const { return scoredKind_; }
    QStringList winnerNames() const;
    QStringList scoreCategories() const;

    Q_INVOKABLE QColor seatColour(int seat) const { return ::seatColour(seat); }
    // A card kind's name in the player's language, from its word ("sweet-potato").
    Q_INVOKABLE QString kindName(const QString& word) const;
    // A short name for a card's face: "Fish" rather than "Hunters & Gatherers (Fish)".
    Q_INVOKABLE QString kindShortName(const QString& word) const;

    static QString kindName(rano::cards::Kind k);
    static QString typeName(int type);
    static QString woodText(int n);
    // What a choice does, in the player's language, for whoever decides it; the English text
    // is the engine's describe(). `showHidden`: a face-down Sacrifice names its type.
    static QString choiceLabel(const rano::cards::State& s, const rano::cards::Choice& c,
                               bool showHidden);
    // Where a draw choice leads (engine drawOutlook), for its button: "Uncovers a Grain", or
    // when the draw fills the hand "Then the Lumberjack is scored: Ana +2 wood, Hotu +1 wood".
    // Empty for any other choice.
    static QString drawOutlookText(const rano::cards::State& s, const rano::cards::Choice& c,
                                   const std::vector<SeatSetup>& seats);
    // What the player named `name` did with choice `c` in `s`, in the third person, for the
    // log and the review ("Hotu plays a Lumberjack.").
    static QString deedText(const rano::cards::State& s, const rano::cards::Choice& c,
                            const QString& name, bool showHidden);
    // The column of the card scored last, as far as the table can still see it (-1: none):
    // the top card of that column was scored when the active player's hand filled up.
    static int scoredColumnAt(const rano::cards::Game& game, std::size_t step);
    // The log lines for the choice that led from `before` to `after` (the choice itself, the
    // scoring it set off and who took what).
    static QStringList moveLines(const rano::cards::State& before, const rano::cards::State& after,
                                 const rano::cards::Choice& c, int who,
                                 const std::vector<SeatSetup>& seats, bool showHidden);

signals:
    void changed();

protected:
    // Reads every list off `position()` for `viewer` (-1: a spectator). `legal` are the
    // choices the viewer may take now (empty when someone else decides). `reveal` turns
    // every card up (a finished game's review); so does the end of the game.
    void refreshPosition(const std::vector<SeatSetup>& seats, int viewer, int scoredColumn,
                         const std::vector<rano::cards::Choice>& legal, bool reveal = false);

    // Rings the hint's choice where it acts (none: nullopt): the column it draws from, the
    // stack it buys or offers from, the Stone's type it lays, the hand card it plays.
    void setHint(std::optional<rano::cards::Choice> hint) { hint_ = hint; }

    RowListModel seats_;
    RowListModel columns_;
    RowListModel stacks_;
    RowListModel stone_;
    int viewer_ = -1;
    int stoneHidden_ = 0;
    int scoredColumn_ = -1;
    QString scoredKind_;
    std::vector<SeatSetup> seatSetup_;
    std::optional<rano::cards::Choice> hint_;
};
