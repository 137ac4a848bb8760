#pragma once

#include <QtQml/qqmlregistration.h>
#include <vector>

#include "seatmodel.h"
#include "structlistmodel.h"

// One turn of a recorded game: who played it, which choices it spans, what it earned, and,
// once the game is analysed, the mover's chance to win before and after it.
struct TurnRow {
    int round = 0;
    int seat = 0;      // the player deciding (on turn, or answering a Prayer question)
    int firstStep = 0; // the position before its first choice
    int endStep = 0;   // the position after its last choice
    int gain = 0;      // VP the player on turn gained during it
    double winBefore = -1;
    double winAfter = -1;
    bool mistake = false; // a choice in it was much worse than the AI's best
};

// The turns of a replay, for the viewer's turn list.
class TurnModel : public StructListModel<TurnRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A replay's turns")

public:
    enum Role {
        RoundRole = Qt::UserRole + 1,
        SeatRole,
        NameRole,
        ColourRole,
        FirstStepRole,
        EndStepRole,
        GainRole,
        WinBeforeRole, // -1 until analysed
        WinAfterRole,
        MistakeRole,
    };
    Q_ENUM(Role)

    explicit TurnModel(QObject* parent = nullptr);
    void setTurns(std::vector<TurnRow> rows, std::vector<SeatSetup> seats);
    const std::vector<TurnRow>& turns() const { return rows_; }
    // Fills in the analysis of one turn.
    void setAnalysis(int turn, double winBefore, double winAfter, bool mistake);
    // The turn a position belongs to: the one whose choices lead away from it (the last
    // turn for the final position).
    int turnAt(int step) const;

private:
    QVariant valueAt(int row, int role) const override;

    std::vector<SeatSetup> seats_;
};
