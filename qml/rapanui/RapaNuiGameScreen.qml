import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A game of Rapa Nui, the board game: the island, the Quarry, the turn order track, the
// Offerings and the players' boards on the left; at the side whose decision it is, what they
// may do in words, and what happened.
TableScreen {
    id: screen
    legendEntries: rapaNuiLegend.entries
    RapaNuiLegend { id: rapaNuiLegend }
    readonly property RapaNuiPosition position: table.position
    title: qsTr("Round %1").arg(position.round)
    saveName: qsTr("Rapa Nui, round %1").arg(position.round)
    // Narrower in a small window, where the board needs every pixel (issue 50.10).
    panelWidth: width < 1150 ? 330 : 380
    logMinimumHeight: 56
    colourLog: true

    board: RapaNuiBoard {
        id: rapaNuiBoard
        objectName: "rapaNuiBoard"
        position: screen.position
        interactive: screen.table.humanToDecide
        keyboardPlay: screen.table.humanToDecide && screen.visible
        onPlaceChosen: choices => screen.table.choosePlace(choices)
        onPlaceRefused: (place, at) => screen.table.explain(place, at)
        Connections {
            target: screen.table
            function onReplaying(moves) { rapaNuiBoard.replay(moves) }
        }
    }

    panel: ColumnLayout {
        id: turnColumn
        spacing: 6
        TurnPanel {
            id: turnPanel
            Layout.fillWidth: true
            table: screen.table
            choicesShown: screen.table.humanToDecide
            // In a short window the list scrolls within the room the coach and the log
            // leave, its Hint and All choices buttons kept in view.
            room: screen.panelRoom - endRule.implicitHeight - 2 * turnColumn.spacing - 1
            choices: RapaNuiChoices {
                table: screen.table
                room: turnPanel.choicesRoom
            }
            onTakeBackRequested: screen.takeBack()
        }
        Text {
            id: endRule
            objectName: "endRule"
            Layout.fillWidth: true
            text: qsTr("Empty Ahu: %1. The game ends at the end of a round with %2 or fewer.")
                  .arg(screen.position.emptyAhu).arg(screen.position.endAt)
            wrapMode: Text.WordWrap
            font.pixelSize: 12
            color: Theme.basaltSoft
        }
        Rectangle {
            Layout.fillWidth: true
            height: 1
            color: Theme.sandDark
        }
    }

    endSheet: EndSheet {
        position: screen.position
        title: qsTr("The island has chosen its chief")
        totalFormat: qsTr("%1 pts")
        note: qsTr("Players with the most points share the victory.")
        reviewTip: qsTr("Go through the game choice by choice")
        cellWidth: 104
        labelWidth: 250
        sheetAlignment: Qt.AlignHCenter
        onHomeRequested: screen.homeRequested()
        onReviewRequested: screen.reviewRequested()
        onPlayAgainRequested: screen.table.playAgain(Math.floor(Math.random() * 1e9))
    }
}
