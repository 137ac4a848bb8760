#pragma once

#include <QtQml/qqmlregistration.h>
#include <memory>

#include "cards/game.h"
#include "cardsposition.h"
#include "cardstable.h"

// A recorded game of the card game reviewed position by position: from a file (a replay or a
// saved game) or from the table. `step` is the number of choices played (0: the start); the
// engine's Game keeps every position, so a jump costs one refresh. A finished game is shown
// with every card turned up; one still in progress as its human player saw it.
class CardsReplay : public CardsPosition {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY loaded)
    Q_PROPERTY(bool finished READ finished NOTIFY loaded)
    Q_PROPERTY(QString title READ title NOTIFY loaded)
    Q_PROPERTY(QString lastError READ lastError NOTIFY loaded)
    // step (the position after the choice), turn, seat, text: every choice in words
    Q_PROPERTY(RowListModel* moves READ moves CONSTANT)
    // The choice that led here and what it set off, line by line.
    Q_PROPERTY(QStringList description READ description NOTIFY changed)
    Q_PROPERTY(QString moverName READ moverName NOTIFY changed)

public:
    explicit CardsReplay(QObject* parent = nullptr);

    const rano::cards::State* position() const override {
        return game_ ? &game_->stateAt(std::size_t(step_)) : nullptr;
    }
    int step() const { return step_; }
    void setStep(int step);
    int count() const { return game_ ? int(game_->moves().size()) : 0; }
    bool finished() const { return game_ && game_->state().over(); }
    QString title() const { return title_; }
    QString lastError() const { return lastError_; }
    RowListModel* moves() { return &moves_; }
    QStringList description() const { return description_; }
    QString moverName() const;

    Q_INVOKABLE bool open(const QString& pathOrUrl);
    Q_INVOKABLE bool openTable(CardsTable* table);
    Q_INVOKABLE void next() { setStep(step_ + 1); }
    Q_INVOKABLE void previous() { setStep(step_ - 1); }
    Q_INVOKABLE void first() { setStep(0); }
    Q_INVOKABLE void last() { setStep(count()); }
    // To the first choice of the next (previous) turn; a round is one turn of every player.
    Q_INVOKABLE void nextTurn() { setStep(turnStart(turn() + 1)); }
    Q_INVOKABLE void previousTurn();
    Q_INVOKABLE void nextRound() { setStep(turnStart(turn() + players())); }
    Q_INVOKABLE void previousRound() { setStep(turnStart(std::max(0, turn() - players()))); }
    // A new game at `table` from the position shown: the player in `seat`, AIs elsewhere.
    Q_INVOKABLE bool playFromHere(CardsTable* table, int seat);

signals:
    void loaded();

private:
    void load(std::unique_ptr<rano::cards::Game> game, std::vector<SeatSetup> seats,
              const QString& title);
    void refresh();
    // The step where turn `t` starts (the end when there is none).
    int turnStart(int t) const;

    std::unique_ptr<rano::cards::Game> game_;
    int step_ = 0;
    QString title_;
    QString lastError_;
    QStringList description_;
    RowListModel moves_;
};
