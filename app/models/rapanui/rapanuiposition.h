#pragma once

#include <QColor>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "rapanui/game.h"
#include "rowlistmodel.h"
#include "seatlook.h"
#include "seatsetup.h"

// A position of Rapa Nui, the board game as the table shows it: the island's spaces with
// their Ahu, Moai and Transporters, the Moai Quarry's columns, the turn order track, the
// Offering stacks, and each player's board. After setup nothing is hidden, so every seat sees
// the same. Each place says which of the deciding human's legal choices it is the place of
// (`choices`: their indices in the table's list), so a click on the board takes them. The
// table a game is played at and the review both present one.
class RapaNuiPosition : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table or a review shows a position")
    // index, column, row, kind ("ahu", "inland", "crater", "quarry"), yields (Resource words), name
    // ("C4"), ahu (its Ahu number or -1), tile (the Ahu tile's word or ""), tileName, tileEffect,
    // moai (-1, or the size standing there), pukao, owner (-1: none), standing, fatigued,
    // choices, recent (a place of the choice that led here), lit (named by the line or choice
    // the player points at), paid (lit as a space
    // a transport pays its owner for), waiting (the Crater's sculpted Moai: seat, size)
    Q_PROPERTY(RowListModel* spaces READ spaces CONSTANT)
    // column, size (word), name, spaces (Sculptor spaces), sculptors (a seat per Villager),
    // extra (a seat per Chief or Sorcerer below it), supply (Moai of the size left), choices
    Q_PROPERTY(RowListModel* quarry READ quarry CONSTANT)
    // star, seat (its Sorcerer, or -1), choices
    Q_PROPERTY(RowListModel* stars READ stars CONSTANT)
    // type (word), name, cost (what it is paid with, in words), remaining, next (the value of the
    // next tile, or -1), outstanding (the values of its Outstanding tiles still there), choices
    Q_PROPERTY(RowListModel* offerings READ offerings CONSTANT)
    // The two-player display of Ahu tiles: tile (word), name, effect, count, choices
    Q_PROPERTY(RowListModel* display READ display CONSTANT)
    // name, colour, human, role (who plays it), active, deciding, winner, totem, place (in the turn
    // order, from 1), stock (4 Resource counts), villagers, villagersHome, sorcerer, chief (where
    // they are, in words; "" for a Chief not yet added), improvements (4 rows: word, name,
    // cost, effect, owned, choices), tiles (rows: tile, name, effect, count), tablet,
    // offerings (the values won), crater (Moai sculpted and waiting, by size), dropped, score,
    // breakdown (scoreCategories' order)
    Q_PROPERTY(RowListModel* seats READ seats CONSTANT)
    Q_PROPERTY(bool started READ started NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(int players READ players NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int columns READ columns NOTIFY changed)
    Q_PROPERTY(int rows READ rows NOTIFY changed)
    Q_PROPERTY(int pukao READ pukao NOTIFY changed)
    Q_PROPERTY(int emptyAhu READ emptyAhu NOTIFY changed)
    // The empty Ahu at which a round's end ends the game.
    Q_PROPERTY(int endAt READ endAt NOTIFY changed)
    Q_PROPERTY(int activeSeat READ activeSeat NOTIFY changed)
    Q_PROPERTY(int decidingSeat READ decidingSeat NOTIFY changed)
    // The Moai or Pukao on its way (Erect, Style, an owner's payment): "" or its words.
    Q_PROPERTY(QString carrying READ carrying NOTIFY changed)
    Q_PROPERTY(int destination READ destination NOTIFY changed)
    Q_PROPERTY(QStringList winnerNames READ winnerNames NOTIFY changed)
    // The choice that led to this position, as the board marks it: its places (placesOf),
    // who took it, and for a transport the piece carried ("small", "medium", "large",
    // "pukao"; else ""), which the board moves along the chain.
    Q_PROPERTY(QVariantList lastPlaces READ lastPlaces NOTIFY changed)
    Q_PROPERTY(int lastSeat READ lastSeat NOTIFY changed)
    Q_PROPERTY(QString lastPiece READ lastPiece NOTIFY changed)
    Q_PROPERTY(QStringList scoreCategories READ scoreCategories CONSTANT)

public:
    explicit RapaNuiPosition(QObject* parent = nullptr);

    RowListModel* spaces() { return &spaces_; }
    RowListModel* quarry() { return &quarry_; }
    RowListModel* stars() { return &stars_; }
    RowListModel* offerings() { return &offerings_; }
    RowListModel* display() { return &display_; }
    RowListModel* seats() { return &seats_; }

    // The position shown; nullptr before there is one.
    virtual const rano::rapanui::State* position() const { return nullptr; }

    bool started() const { return position() != nullptr; }
    bool over() const { return position() && position()->over(); }
    int players() const { return position() ? position()->players : 0; }
    int round() const { return position() ? position()->round : 0; }
    int columns() const { return columns_; }
    int rows() const { return rows_; }
    int pukao() const { return position() ? position()->pukao : 0; }
    int emptyAhu() const { return position() ? position()->emptyAhu() : 0; }
    int endAt() const;
    int activeSeat() const;
    int decidingSeat() const { return position() && !over() ? position()->whoDecides() : -1; }
    QString carrying() const;
    QVariantList lastPlaces() const { return lastPlaces_; }
    int lastSeat() const { return lastSeat_; }
    QString lastPiece() const { return lastPiece_; }
    int destination() const;
    QStringList winnerNames() const;
    QStringList scoreCategories() const;

    Q_INVOKABLE QColor seatColour(int seat) const { return totemColour(seat); }
    // A seat's colour: its animal totem's, as the rulebook gives them (the Turtle green).
    static QColor totemColour(int seat);
    // The keyboard's cursor on the island: the space nearest `from` in the direction (dx, dy)
    // (boardcursor.h); with none yet (-1), the first lit space, else the one in the island's
    // middle.
    Q_INVOKABLE int spaceToward(int from, double dx, double dy) const;
    // The space a place of placesOf() is: a space paid for comes as -(space + 1).
    Q_INVOKABLE static int spaceOf(int place) { return place >= 0 ? place : -(place + 1); }
    // A resource's name in the player's language, by its word ("eggs").
    Q_INVOKABLE QString resourceName(const QString& word) const;
    // The Moai standing on island space `space`, in words: "Standing here: a medium Moai
    // with its Pukao, a small Moai".
    Q_INVOKABLE QString moaiStanding(int space) const;

    // The game's words in the player's language.
    static QString resourceName(int r);
    static QString resourceCount(int r, int n); // "3 Eggs", "1 Egg"
    static QString tileName(int tile);
    static QString tileEffect(int tile);
    static QString improvementName(int imp);
    static QString improvementEffect(int imp);
    static QString offeringName(int type);
    static QString sizeName(int size);
    static QString totemName(int seat);
    // A column's letters: A-Z, then AA, AB... as spreadsheets name them.
    static QString columnName(int column);
    // A space as the board labels it: its column's letter and row's number ("C4"), counted
    // from the island's own first column and row.
    static QString spaceName(const rano::rapanui::Board& b, int space);
    // What a choice does, in the player's language, for whoever decides it (the engine's
    // describe() in English); `names` name the seats.
    static QString choiceLabel(const rano::rapanui::State& s, const rano::rapanui::Choice& c,
                               const std::vector<SeatSetup>& names);
    // Choices alike enough to share one row of a long list, which opens on them: an
    // Offering tile's ways to pay, a transport's ways to one Ahu, an exchange of one
    // Resource. The key of `c`'s group, or -1 for a choice that stands alone.
    // Barters, up to 146, stand first as one row (`barterKinds` false), then, once it is
    // taken, as one row per set of Resource kinds given.
    static int groupOf(const rano::rapanui::State& s, const rano::rapanui::Choice& c,
                       bool barterKinds = false);
    // What the row of `n` choices grouped with `c` says.
    static QString groupLabel(const rano::rapanui::State& s, const rano::rapanui::Choice& c, int n,
                              bool barterKinds = false);
    // The spaces a choice names, for the board to light: where a figurine goes; for a
    // transport, its chain from the Crater or the Pukao Quarry to the Ahu, each space it pays
    // for given as -(space + 1).
    static QVariantList placesOf(const rano::rapanui::State& s, const rano::rapanui::Choice& c);
    // The log lines for a choice: the choice, then what the engine did after it (a round
    // ended, sculpting, the game over).
    // What `who` did with choice `c` in `s`, told in the third person for the log and the
    // review ("Hotu places the Sorcerer on star 2 of the turn order track.").
    static QString deedText(const rano::rapanui::State& s, const rano::rapanui::Choice& c, int who,
                            const std::vector<SeatSetup>& names);
    // The Resources an Offering choice spends ("3 Eggs and 1 Wood").
    static QString spentText(const rano::rapanui::Choice& c);
    // The piece a choice carries: "small", "medium", "large", "pukao", or "" for none.
    static QString pieceWord(const rano::rapanui::Choice& c);
    static QStringList moveLines(const rano::rapanui::State& before,
                                 const rano::rapanui::State& after, const rano::rapanui::Choice& c,
                                 int who, const std::vector<SeatSetup>& seats);

    // The seats' names in the turn order of `s`.
    static QStringList turnOrder(const rano::rapanui::State& s,
                                 const std::vector<SeatSetup>& seats);
    // "Round 3 begins; the turn order is …".
    static QString roundBegins(int round, const QStringList& order);

    // Lights these spaces (a hovered log line or choice); an empty list puts them out.
    void light(const QVariantList& places);

signals:
    void changed();

protected:
    // Space `i`'s lit, paid and hint roles, from the places lit and hinted now.
    void markLit(QVariantMap& row, int i) const;
    // Marks every space again after the places lit or hinted changed.
    void remark();
    // Reads every list off `position()`. `legal` are the deciding human's choices, in the
    // table's order (empty when an AI decides or in a review).
    void refreshPosition(const std::vector<SeatSetup>& seats,
                         const std::vector<rano::rapanui::Choice>& legal);
    // The choice that led to the position (before it, the choice, who took it); none at the
    // start. Called before refreshPosition.
    void setLastMove(const rano::rapanui::State* before, const rano::rapanui::Choice* c, int seat);
    // The places marked recent (after setLastMove: the last choice's): at a table, every place
    // the others' choices named since the player deciding now last decided.
    void setRecentPlaces(QVariantList places) { recentPlaces_ = std::move(places); }
    // The places of the hint's choice, ringed on the island until the hint goes.
    void showHint(const QVariantList& places);

    RowListModel spaces_;
    RowListModel quarry_;
    RowListModel stars_;
    RowListModel offerings_;
    RowListModel display_;
    RowListModel seats_;
    int columns_ = 0;
    int rows_ = 0;
    QVariantList lit_;
    QVariantList lastPlaces_;
    QVariantList recentPlaces_;
    QVariantList hint_;
    int lastSeat_ = -1;
    QString lastPiece_;
    std::vector<SeatSetup> seatSetup_;
};
