import QtQuick
import Rano
import Rano.Models

// A recorded game of the card game reviewed choice by choice (ChoiceReviewFrame), on its
// table.
ChoiceReviewFrame {
    id: screen
    startText: qsTr("The cards are dealt.")
    startName: qsTr("The deal")
    turnFormat: qsTr("Turn %1")
    turnBase: 1

    board: CardsTableView {
        objectName: "reviewTable"
        table: screen.viewer.board
    }
}
