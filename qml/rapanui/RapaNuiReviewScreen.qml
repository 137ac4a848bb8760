import QtQuick
import Rano
import Rano.Models

// A recorded game of Rapa Nui, the board game reviewed choice by choice (ChoiceReviewFrame),
// on its board.
ChoiceReviewFrame {
    id: screen
    startText: qsTr("The Ahu tiles are dealt and the turn order drawn.")
    startName: qsTr("The set-up")
    turnFormat: qsTr("Round %1")

    board: RapaNuiBoard {
        objectName: "reviewBoard"
        position: screen.viewer.board
    }
}
