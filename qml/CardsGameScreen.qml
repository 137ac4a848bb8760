import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A game of Rapa Nui, the card game: the players along the top, the general display, the
// Sacrifice stacks, the Stone and the deck on the table, and at the side what the deciding
// player may do and what happened.
Item {
    id: screen
    required property CardsTable table
    signal homeRequested()
    signal rulesRequested()
    signal reviewRequested()

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: screen.table.canTakeBack
        onActivated: screen.table.takeBack()
    }
    Shortcut {
        sequence: "H"
        enabled: screen.table.humanToDecide && !screen.table.hinting
        onActivated: screen.table.hint()
    }
    Shortcut {
        sequence: "Space"
        enabled: !screen.table.humanToDecide && !screen.table.over
        onActivated: screen.table.skipToHuman()
    }
    Shortcut {
        sequences: [StandardKey.Save]
        onActivated: saveDialog.open()
    }

    Dialog {
        id: saveDialog
        objectName: "saveDialog"
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 520)
        modal: true
        title: qsTr("Save this game")
        standardButtons: Dialog.Save | Dialog.Cancel
        onAboutToShow: {
            saveName.text = qsTr("Rapa Nui cards, turn %1").arg(screen.table.turn + 1)
            saveName.selectAll()
            saveName.forceActiveFocus()
        }
        onAccepted: if (!screen.table.saveGameNamed(saveName.text)) saveError.open()
        Column {
            width: parent.width
            spacing: 8
            TextField {
                id: saveName
                width: parent.width
                font.pixelSize: 16
                placeholderText: qsTr("Name of the saved game")
                onAccepted: saveDialog.accept()
            }
            Label {
                width: parent.width
                wrapMode: Text.WrapAnywhere
                font.pixelSize: 12
                opacity: 0.7
                text: qsTr("In %1").arg(decodeURIComponent(screen.table.savesFolder.toString().replace("file://", "")))
            }
        }
    }
    Dialog {
        id: saveError
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 560)
        modal: true
        title: qsTr("The game was not saved")
        standardButtons: Dialog.Ok
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: screen.table.lastError
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        CardsTableView {
            objectName: "cardTable"
            Layout.fillWidth: true
            Layout.fillHeight: true
            table: screen.table
            interactive: screen.table.humanToDecide
            onChoiceRequested: choice => screen.table.play(choice)
        }

        Rectangle {
            Layout.preferredWidth: 360
            Layout.fillHeight: true
            radius: Theme.radius
            color: Qt.rgba(0.95, 0.91, 0.81, 0.94)

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 14
                spacing: 10

                Text {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: screen.table.over ? qsTr("Game over") : qsTr("Turn %1").arg(screen.table.turn + 1)
                    font.family: Theme.titleFont
                    font.pixelSize: 22
                    font.weight: Font.Bold
                    color: Theme.basalt
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    Item { Layout.fillWidth: true }
                    RanoButton {
                        objectName: "takeBackButton"
                        compact: true
                        text: qsTr("Take back")
                        enabled: screen.table.canTakeBack
                        toolTipText: qsTr("Undo your last decision and the replies to it (Ctrl+Z)")
                        onClicked: screen.table.takeBack()
                    }
                    RanoButton {
                        objectName: "saveButton"
                        compact: true
                        text: qsTr("Save")
                        toolTipText: qsTr("Save this game to a file, to go on with it or review it later (Ctrl+S)")
                        onClicked: saveDialog.open()
                    }
                    RanoButton {
                        compact: true
                        text: qsTr("Rules")
                        toolTipText: qsTr("How to play, and every shortcut (F1)")
                        onClicked: screen.rulesRequested()
                    }
                    RanoButton {
                        compact: true
                        text: qsTr("Home")
                        toolTipText: qsTr("Leave the table")
                        onClicked: screen.homeRequested()
                    }
                }

                CardsTurnPanel {
                    Layout.fillWidth: true
                    table: screen.table
                }

                Rectangle {
                    Layout.fillWidth: true
                    height: 1
                    color: Theme.sandDark
                }

                ListView {
                    id: log
                    objectName: "log"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 80
                    clip: true
                    spacing: 3
                    model: screen.table.log
                    onCountChanged: positionViewAtEnd()
                    delegate: Row {
                        required property string line
                        required property int seat
                        width: ListView.view.width
                        spacing: 6
                        Rectangle {
                            y: 5
                            width: 8; height: 8; radius: 4
                            color: seat >= 0 ? screen.table.seatColour(seat) : Theme.tuff
                        }
                        Text {
                            width: parent.width - 14
                            text: line
                            wrapMode: Text.WordWrap
                            font.pixelSize: 13
                            color: Theme.basalt
                        }
                    }
                }
            }
        }
    }

    CardsEndOfGame {
        objectName: "cardsEndOfGame"
        anchors.fill: parent
        visible: screen.table.over
        table: screen.table
        onHomeRequested: screen.homeRequested()
        onReviewRequested: screen.reviewRequested()
        onPlayAgainRequested: screen.table.playAgain(Math.floor(Math.random() * 1e9))
    }
}
