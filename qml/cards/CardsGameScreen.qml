import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A game of Rapa Nui, the card game: the players along the top, the general display, the
// Sacrifice stacks, the Stone and the deck on the table, and at the side what the deciding
// player may do and what happened.
TableScreen {
    id: screen
    title: qsTr("Turn %1").arg(table.position.turn + 1)
    saveName: qsTr("Rapa Nui cards, turn %1").arg(table.position.turn + 1)
    panelWidth: 360
    logMinimumHeight: 80
    colourLog: true

    board: CardsTableView {
        objectName: "cardTable"
        table: screen.table.position
        interactive: screen.table.humanToDecide
        onChoiceRequested: choice => screen.table.play(choice)
    }

    panel: ColumnLayout {
        spacing: 10
        TurnPanel {
            Layout.fillWidth: true
            table: screen.table
            choicesShown: screen.table.humanToDecide
            choices: CardsChoices { table: screen.table }
        }
        Rectangle {
            Layout.fillWidth: true
            height: 1
            color: Theme.sandDark
        }
    }

    endSheet: EndSheet {
        position: screen.table.position
        title: qsTr("The Stone has spoken")
        totalFormat: qsTr("%1 glory")
        note: qsTr("Ties go to the most Moai in the display, then the most wood.")
        reviewTip: qsTr("Go through the game choice by choice")
        cellWidth: 104
        labelWidth: 250
        sheetAlignment: Qt.AlignHCenter
        lines: StoneWorth { position: screen.table.position }
        onHomeRequested: screen.homeRequested()
        onReviewRequested: screen.reviewRequested()
        onPlayAgainRequested: screen.table.playAgain(Math.floor(Math.random() * 1e9))
    }
}
