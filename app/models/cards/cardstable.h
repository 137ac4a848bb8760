#pragma once

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "cardskit.h"
#include "cardsposition.h"
#include "kittable.h"
#include "liveposition.h"

class CardsTable;

// The position a table of the card game shows: the game on the table, through the eyes of
// the human it is played for.
using LiveCardsPosition = LivePosition<CardsPosition, CardsTable>;

// A game of Rapa Nui, the card game at the table: the shared table (seats, AI, hint, take
// back, files) over the card game's engine, with what is the card game's own: its legal
// choices as a list, whose eyes the table shows, and the log's lines in words.
class CardsTable : public KitTable<CardsKit> {
    Q_OBJECT
    QML_ELEMENT
    // index, choice (the engine's text form), label (what it does), kind ("buy", "play", ...)
    Q_PROPERTY(RowListModel* choices READ choices CONSTANT)

public:
    explicit CardsTable(QObject* parent = nullptr);

    // The position on the table, as the table view and the seats show it.
    LiveCardsPosition* view() { return &view_; }
    const LiveCardsPosition* view() const { return &view_; }
    RowListModel* choices() { return &choices_; }

    // "buy", "play", "sacrifice", "offer", "draw", "moaiReward", "substitute", "over".
    QString phase() const override;
    QString prompt() const override;
    // What just happened? (W): the table shows the positions since the human last decided,
    // one after the other, as each move left them (the cards slide in as they did), then the
    // game as it is; a choice ends it at once. Nothing is shown that was not seen then.
    bool canReplayRecent() const override;
    void replayRecent() override;
    // The position the table draws: a past one while What just happened? plays.
    const rano::cards::State& shownState() const;
    bool showingPast() const { return pastShown_ >= 0; }

    // A new game: `seats` is a list of {name, human, level} (2-4). False, with nothing
    // changed, when a seat is not valid.
    Q_INVOKABLE bool newGame(const QVariantList& seats, qint64 seed);
    // Takes the legal choice at `index` of the choices list for the deciding human.
    Q_INVOKABLE bool choose(int index);
    // A card of the deciding human's hand was clicked (its kind's word, "fish"): its one play
    // now is taken; otherwise `refusal` says what it can do (several plays: the buttons) or
    // why it cannot be played now.
    Q_INVOKABLE void handCardClicked(const QString& kind);
    // A card of the general display that cannot be drawn now was clicked (`top`: the top card
    // of its column), or the deck: `refusal` says why.
    Q_INVOKABLE void displayCardClicked(int column, bool top);
    Q_INVOKABLE void deckClicked();
    // A game from a staged position (tests): its history starts there. It is not autosaved,
    // since a replay starts from a seed.
    bool startPosition(const rano::cards::State& s, std::vector<SeatSetup> seats);

private:
    // Why a click on the table does nothing while another seat decides ("" once over).
    QString othersTurnRefusal() const;
    bool newGameWith(const QVariantList& seats, qint64 seed, bool sameOptions) override;
    bool apply(const rano::cards::Choice& c, std::int64_t ms) override;
    QString takeBackStop() const override;
    void logStart(Start how) override;
    QString hintWords(const rano::cards::State& at, const rano::cards::Choice& c) const override;
    void resetView() override;
    void refreshView() override;
    // The coach's situations (docs/coach.md): the card scored ("scored:priest", and
    // "scored:gatherers" for any Hunter & Gatherer), a column refilled, a card laid face down.
    void addCoachSituations(std::size_t from, QSet<QString>& situations) const override;
    QString labelWithOutlook(const rano::cards::State& s, const rano::cards::Choice& c) const;
    // The log of every choice in the game's history (a loaded or continued game).
    void rebuildLog();
    void logMove(const rano::cards::State& before, const rano::cards::State& after,
                 const rano::cards::Choice& c, int who) override;
    // Online, another player's face-down Sacrifice is told without its type ("sacrifice").
    std::optional<rano::cards::Choice> toldChoice(const rano::cards::State& before,
                                                  const QString& text) const override;
    // Whose eyes the table shows the game through: the deciding human, else the human who
    // decided last, else the first human seat; -1 when only AIs play.
    int chooseViewer() const;
    bool showHidden(int who) const;

    void stepPast();
    void leavePast();
    void afterTakeBack() override { leavePast(); }

    LiveCardsPosition view_;
    int pastShown_ = -1; // the move whose position the table shows (What just happened?), or -1
    QTimer pastStep_;
    RowListModel choices_;
    std::vector<rano::cards::Choice> legal_; // the choices rows, in order
};
