import QtQuick
import Rano
import Rano.Models

// A recorded game of the card game reviewed choice by choice (ChoiceReviewFrame), on its
// table.
ChoiceReviewFrame {
    id: screen
    startText: qsTr("The cards are dealt.")
    stepText: screen.viewer.over ? qsTr("Game over · choice %1 of %2").arg(screen.viewer.step).arg(screen.viewer.count)
              : screen.viewer.step === 0 ? qsTr("The deal · choice 0 of %1").arg(screen.viewer.count)
              : qsTr("Turn %1 · choice %2 of %3").arg(screen.viewer.choiceTurn + 1).arg(screen.viewer.step).arg(screen.viewer.count)

    board: CardsTableView {
        objectName: "reviewTable"
        table: screen.viewer.board
    }
}
