#pragma once

#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "cardsposition.h"
#include "cardsreviewkit.h"
#include "cardstable.h"
#include "choicereview.h"
#include "reviewposition.h"

// The table a review shows: a finished game with every card turned up, one in progress as its
// (first) human player saw it.
class CardsReviewPosition : public ReviewPosition<CardsPosition> {
public:
    using ReviewPosition::ReviewPosition;
    void show(const rano::cards::Game& game, std::size_t step, const std::vector<SeatSetup>& seats,
              int viewer, bool reveal) {
        shown_ = &game.stateAt(step);
        refreshPosition(seats, viewer, scoredColumnAt(game, step), {}, reveal);
    }
};

// A recorded game of the card game reviewed position by position: from a file (a replay or a
// saved game) or from the table. On request the AI reviews each decision in the background:
// its verdicts mark mistakes in the move list, give every player's chance to win at each step
// for the chart, and are kept in the file the game came from.
class CardsReplay : public ChoiceReview<CardsReviewKit> {
    Q_OBJECT
    QML_ELEMENT
    // The table at the position shown.
    Q_PROPERTY(CardsPosition* board READ board CONSTANT)
    // step (the position after the choice), turn, seat, text, mistake, best: every choice in
    // words, with the AI's verdict once analysed (best: its choice there, where the played one
    // was a mistake)
    Q_PROPERTY(RowListModel* moves READ moves CONSTANT)
    Q_PROPERTY(QString moverName READ moverName NOTIFY changed)
    // The turn of the choice that led here, as the list highlights it (-1 at the deal).
    Q_PROPERTY(int choiceTurn READ choiceTurn NOTIFY changed)

public:
    explicit CardsReplay(QObject* parent = nullptr);
    ~CardsReplay() override;

    CardsPosition* board() { return &board_; }
    // The table's own words, as the tests read them.
    int turn() const { return board_.turn(); }
    int stoneHidden() const { return board_.stoneHidden(); }
    QStringList winnerNames() const { return board_.winnerNames(); }

    Q_INVOKABLE bool openTable(CardsTable* table) {
        return table && GameReview::openTable(table, table->seatSetup());
    }
    // A round is one turn of every player.
    void nextRound() override { setStep(turnStart(turn() + board_.players())); }
    void previousRound() override { setStep(turnStart(std::max(0, turn() - board_.players()))); }
    // A new game at `table` from the position shown: the player in `seat`, AIs elsewhere.
    Q_INVOKABLE bool playFromHere(CardsTable* table, int seat) {
        return GameReview::playFromHere(table, seat);
    }

private:
    void showStep(int viewer, bool reveal) override {
        board_.show(*game_, std::size_t(step_), setup_, viewer, reveal);
    }
    // The step where turn `t` starts (the end when there is none).
    int turnStart(int t) const;

    CardsReviewPosition board_;
};
