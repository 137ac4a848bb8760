#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "kittable.h"
#include "liveposition.h"
#include "rapanuikit.h"
#include "rapanuiposition.h"

class RapaNuiTable;

// The position a table of the board game shows: the game on the table.
using LiveRapaNuiPosition = LivePosition<RapaNuiPosition, RapaNuiTable>;

// A game of Rapa Nui, the board game at the table: the shared table (seats, AI, hint, take
// back, files) over the board game's engine, with what is its own: the legal choices in
// words (narrowed to one place when the player clicks a place with several), the first-game
// option, and the log's lines.
class RapaNuiTable : public KitTable<RapaNuiKit> {
    Q_OBJECT
    QML_ELEMENT
    // index, choice (the engine's text form), label (what it does, with its cost), kind (the
    // text form's verb: "villager", "moai", "drop-out", ...), places (the spaces it names)
    Q_PROPERTY(RowListModel* choices READ choices CONSTANT)
    // How many legal choices there are in all (the list may show fewer: narrowed).
    Q_PROPERTY(int choiceCount READ choiceCount NOTIFY changed)
    Q_PROPERTY(bool narrowed READ narrowed NOTIFY changed)
    Q_PROPERTY(bool firstGame READ firstGame NOTIFY changed)

public:
    explicit RapaNuiTable(QObject* parent = nullptr);

    LiveRapaNuiPosition* view() { return &view_; }
    const LiveRapaNuiPosition* view() const { return &view_; }
    RowListModel* choices() { return &choices_; }
    int choiceCount() const { return int(legal_.size()); }
    bool narrowed() const { return !narrow_.empty(); }
    bool firstGame() const { return game_ && game_->options().firstGame; }

    // "draft", "place", "changeJobs", "chipIn", "sculpt", "lendAHand", "transport",
    // "payment", "erect", "style", "over".
    QString phase() const override;
    QString prompt() const override;

    // A new game: `seats` is a list of {name, human, level} (2-4); `firstGame` plays with the
    // simple Ahu tiles only and no Rongorongo Tablets. False, with nothing changed, when a
    // seat is not valid.
    Q_INVOKABLE bool newGame(const QVariantList& seats, qint64 seed, bool firstGame = false);
    // Takes the legal choice at `index` (of every legal choice, as the places' `choices` and
    // the list's `index` give it) for the deciding human.
    Q_INVOKABLE bool choose(int index);
    // A place of the board was clicked: its one choice is taken; with several, the list shows
    // only those until one is taken or `showAll` is called. False when it has none.
    Q_INVOKABLE bool choosePlace(const QVariantList& indices);
    // Dropping out of the transport phase while a Moai or a Pukao can still be carried.
    QVariantMap lossOf(const QString& choice) const override;
    Q_INVOKABLE void showAll();
    // A place without a choice was clicked: "space", "column", "star", "improvement" or
    // "offering", and which one. The engine says why that choice is not legal (refusal).
    Q_INVOKABLE void explain(const QString& place, int at);
    // Lights the places of a choice or a log line while it is pointed at.
    void light(const QVariantList& places) override { view_.light(places); }
    QColor seatColour(int seat) const override { return RapaNuiPosition::totemColour(seat); }
    // What just happened?: the others' moves since the player deciding now last decided go
    // to the board again (replaying).
    void replayRecent() override;
    // Every move since the player deciding now last decided, oldest first, as the board replays
    // it: {places (RapaNuiPosition::placesOf), piece ("small", "medium", "large", "pukao" or
    // "" for a move that carries nothing), seat}.
    QVariantList recentMoves() const;
    // A game from a staged position (tests): its history starts there.
    bool startPosition(const rano::rapanui::State& s, std::vector<SeatSetup> seats);

signals:
    // The moves What just happened? shows again (recentMoves).
    void replaying(const QVariantList& moves);

private:
    bool newGameWith(const QVariantList& seats, qint64 seed, bool sameOptions) override;
    bool apply(const rano::rapanui::Choice& c, std::int64_t ms) override;
    void logStart(Start how) override;
    QString hintWords(const rano::rapanui::State& at,
                      const rano::rapanui::Choice& c) const override;
    void refreshView() override;
    // The coach's lights: the places a choice names on the island, Quarry and track.
    QVariantList choicePlaces(const rano::rapanui::Choice& c) const override;
    // The coach's situations (docs/coach.md): a transport that paid other players ("paid"),
    // a round that ended ("round-end").
    void addCoachSituations(std::size_t from, QSet<QString>& situations) const override;
    void afterTakeBack() override { narrow_.clear(); }
    void logMove(const rano::rapanui::State& before, const rano::rapanui::State& after,
                 const rano::rapanui::Choice& c, int who) override;
    void updateChoiceRows();

    LiveRapaNuiPosition view_;
    RowListModel choices_;
    std::vector<rano::rapanui::Choice> legal_; // every legal choice, in the engine's order
    std::vector<int> narrow_;                  // the indices the list is narrowed to
};
