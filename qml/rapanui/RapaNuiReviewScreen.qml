import QtQuick
import Rano
import Rano.Models

// A recorded game of Rapa Nui, the board game reviewed choice by choice (ChoiceReviewFrame),
// on its board.
ChoiceReviewFrame {
    id: screen
    startText: qsTr("The Ahu tiles are dealt and the turn order drawn.")
    stepText: screen.viewer.over ? qsTr("Game over · choice %1 of %2").arg(screen.viewer.step).arg(screen.viewer.count)
              : screen.viewer.step === 0 ? qsTr("The set-up · choice 0 of %1").arg(screen.viewer.count)
              : qsTr("Round %1 · choice %2 of %3").arg(screen.viewer.choiceTurn).arg(screen.viewer.step).arg(screen.viewer.count)

    board: RapaNuiBoard {
        objectName: "reviewBoard"
        position: screen.viewer.board
    }
}
