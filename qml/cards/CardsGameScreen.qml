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
    legendEntries: cardsLegend.entries
    CardsLegend { id: cardsLegend }
    title: qsTr("Turn %1").arg(table.position.turn + 1)
    saveName: qsTr("Rapa Nui cards, turn %1").arg(table.position.turn + 1)
    panelWidth: 360
    logMinimumHeight: 56
    colourLog: true

    board: CardsTableView {
        objectName: "cardTable"
        table: screen.table.position
        interactive: screen.table.humanToDecide
        onChoiceRequested: choice => screen.table.play(choice)
        onHandCardClicked: kind => screen.table.handCardClicked(kind)
        onDisplayCardRefused: (column, top) => screen.table.displayCardClicked(column, top)
        onDeckClicked: screen.table.deckClicked()
    }

    panel: ColumnLayout {
        id: turnColumn
        spacing: 6
        TurnPanel {
            id: turnPanel
            Layout.fillWidth: true
            table: screen.table
            choicesShown: screen.table.humanToDecide
            // Every choice shows at once where there is room (a turn has a few); in a short
            // window the list scrolls, its Hint button kept in view.
            room: screen.panelRoom - turnColumn.spacing - 1
            choices: ChoiceList {
                table: screen.table
                choices: screen.table.choices
                quietKinds: ["skip"]
                room: turnPanel.choicesRoom
            }
            onTakeBackRequested: screen.takeBack()
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
        // What each Sacrifice card is worth, from the Stone (face-down cards turned up).
        lines: Row {
            spacing: 14
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("On the Stone:")
                font.pixelSize: 14
                color: Theme.basaltSoft
            }
            Repeater {
                model: screen.table.position.stone
                delegate: Row {
                    required property string type
                    required property string name
                    required property int open
                    required property int down
                    required property int value
                    spacing: 5
                    SacrificeCard { width: 22; height: 30; type: parent.type }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("%1 × %2: worth %3").arg(parent.name).arg(parent.open + parent.down).arg(parent.value)
                        font.pixelSize: 13
                        color: Theme.basalt
                    }
                }
            }
        }
        onHomeRequested: screen.homeRequested()
        onReviewRequested: screen.reviewRequested()
        onPlayAgainRequested: screen.table.playAgain(Math.floor(Math.random() * 1e9))
    }
}
