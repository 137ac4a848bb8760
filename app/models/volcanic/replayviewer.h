#pragma once

#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "gamereview.h"
#include "reviewposition.h"
#include "turnmodel.h"
#include "volcanicposition.h"
#include "volcanicreviewkit.h"
#include "volcanictable.h"

// The position a review shows, for the board and the side panel (the same QML as the
// table's).
class VolcanicReviewPosition : public ReviewPosition<VolcanicPosition> {
public:
    using ReviewPosition::ReviewPosition;
    void setGame(const rano::volcanic::Board& board, const std::vector<SeatSetup>& seats);
    // Shows `s`, reached by a choice that set off `events`, with the `highlight` spaces
    // (a bit each) marked.
    void show(const rano::volcanic::State& s, const rano::volcanic::EventList& events,
              std::uint64_t highlight);
};

// A recorded game of Volcanic Isle reviewed position by position: from a file (a replay or a
// saved game in progress) or from the table. The engine's Game keeps every position, so a jump
// costs one model refresh. In the background the AI reviews each decision; its verdicts mark
// mistakes and give each turn the mover's chance to win before and after, and are kept in the
// file it came from.
class ReplayViewer : public GameReview<VolcanicReviewKit> {
    Q_OBJECT
    QML_ELEMENT
    // The board and the side panel at the position shown.
    Q_PROPERTY(VolcanicPosition* board READ board CONSTANT)
    Q_PROPERTY(TurnModel* turns READ turns CONSTANT)
    // The turn of the choice that led here, as the list highlights it (-1 at the start), and
    // its round (0 at the start): the step text, the list and the place line name one move.
    Q_PROPERTY(int currentTurn READ currentTurn NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    // The turn the position shown stands in (the last starting at or before it), for the
    // score chart, whose points are the positions at the turns' starts.
    Q_PROPERTY(int positionTurn READ positionTurn NOTIFY changed)
    Q_PROPERTY(QVariantList scoreSeries READ scoreSeries NOTIFY loaded)
    Q_PROPERTY(int bestFrom READ bestFrom NOTIFY changed)
    Q_PROPERTY(int bestTo READ bestTo NOTIFY changed)

public:
    explicit ReplayViewer(QObject* parent = nullptr);
    ~ReplayViewer() override;

    VolcanicPosition* board() { return &board_; }
    TurnModel* turns() { return &turns_; }
    int currentTurn() const { return step_ == 0 ? -1 : turnAt(step_ - 1); }
    int round() const;
    int positionTurn() const { return turnAt(step_); }
    // Each player's VP at the start of every turn and at the end: a list per player.
    QVariantList scoreSeries() const { return scoreSeries_; }
    // Where the AI's better choice would have acted, when the choice that led here was a
    // mistake (-1: none).
    int bestFrom() const { return bestFrom_; }
    int bestTo() const { return bestTo_; }

    Q_INVOKABLE bool openTable(VolcanicTable* table) {
        return table && GameReview::openTable(table, table->seatSetup());
    }
    // The position after the last choice of `turn`, so that the turn is the one shown.
    Q_INVOKABLE void jumpToTurn(int turn);
    // The position before the first choice of `turn` (a point of the score chart).
    Q_INVOKABLE void jumpToTurnStart(int turn);
    // The start of the next round (or the end); the start of this round, or of the one before.
    // A round's start is the end of the round before, shown as that round's last turn.
    void nextRound() override;
    void previousRound() override;
    Q_INVOKABLE bool playFromHere(VolcanicTable* table, int seat) {
        return GameReview::playFromHere(table, seat);
    }

private:
    void gameLoaded() override;
    void verdictArrived(std::size_t step) override;
    void refresh() override;
    void applyVerdicts(int turn);
    std::vector<int> roundStarts() const;

    VolcanicReviewPosition board_;
    TurnModel turns_;
    QVariantList scoreSeries_;
    int bestFrom_ = -1;
    int bestTo_ = -1;
};
