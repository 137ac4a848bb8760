#pragma once

#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "choicereview.h"
#include "rapanuiposition.h"
#include "rapanuireviewkit.h"
#include "rapanuitable.h"
#include "reviewposition.h"

// The board a review shows, at the step it has reached.
class RapaNuiReviewPosition : public ReviewPosition<RapaNuiPosition> {
public:
    using ReviewPosition::ReviewPosition;
    void show(const rano::rapanui::Game& game, std::size_t step,
              const std::vector<SeatSetup>& seats) {
        shown_ = &game.stateAt(step);
        if (step == 0)
            setLastMove(nullptr, nullptr, -1);
        else
            setLastMove(&game.stateAt(step - 1), &game.moves()[step - 1].choice,
                        game.moves()[step - 1].player);
        refreshPosition(seats, {});
    }
};

// A recorded game of Rapa Nui, the board game reviewed position by position: from a file (a
// replay or a saved game) or from the table. On request the AI reviews each decision in the
// background: its verdicts mark mistakes in the move list, give every player's chance to win
// at each step for the chart, and are kept in the file the game came from.
class RapaNuiReplay : public ChoiceReview<RapaNuiReviewKit> {
    Q_OBJECT
    QML_ELEMENT
    // The board at the position shown.
    Q_PROPERTY(RapaNuiPosition* board READ board CONSTANT)
    // step (the position after the choice), turn (its round), seat, text, mistake, best: every
    // choice in words, with the AI's verdict once analysed
    Q_PROPERTY(RowListModel* moves READ moves CONSTANT)
    Q_PROPERTY(QString moverName READ moverName NOTIFY changed)
    // The round of the choice that led here (-1 at the start).
    Q_PROPERTY(int choiceTurn READ choiceTurn NOTIFY changed)

public:
    explicit RapaNuiReplay(QObject* parent = nullptr) : ChoiceReview(parent) {}

    RapaNuiPosition* board() { return &board_; }

    Q_INVOKABLE bool openTable(RapaNuiTable* table) {
        return table && GameReview::openTable(table, table->seatSetup());
    }
    void nextRound() override { setStep(roundStart(board_.round() + 1)); }
    void previousRound() override {
        const int start = roundStart(board_.round());
        setStep(step_ > start ? start : roundStart(board_.round() - 1));
    }
    // A new game at `table` from the position shown: the player in `seat`, AIs elsewhere.
    Q_INVOKABLE bool playFromHere(RapaNuiTable* table, int seat) {
        return GameReview::playFromHere(table, seat);
    }

private:
    // At a mistake the board lights where the AI's better choice would have gone (with the
    // spaces its chain pays for), beside the move that was played.
    void showStep(int, bool) override {
        board_.show(*game_, std::size_t(step_), setup_);
        QVariantList better;
        if (const auto* v = verdictHere(); v && v->mistake(kMistake))
            better = RapaNuiPosition::placesOf(game_->stateAt(std::size_t(step_ - 1)), v->best);
        board_.light(better);
    }
    // The first step of round `r` (the end when there is none).
    int roundStart(int r) const {
        for (int i = 0; i < count(); ++i)
            if (game_->stateAt(std::size_t(i)).round >= r) return i;
        return count();
    }

    RapaNuiReviewPosition board_;
};
