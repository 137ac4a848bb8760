import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A game of Volcanic Isle: the board, the players, what the deciding player may do, the log.
Item {
    id: screen
    required property VolcanicTable table
    signal homeRequested()
    signal rulesRequested()
    signal reviewRequested()

    Shortcut {
        sequence: "Ctrl+E"
        enabled: screen.table.humanToDecide && screen.table.phase === "turn"
        onActivated: screen.table.play("end")
    }
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
        sequence: "Esc"
        onActivated: screen.table.select(-1)
    }
    Shortcut {
        sequences: [StandardKey.Save]
        onActivated: saveDialog.open()
    }

    // A name is all a save needs: games go to one folder, where Open… starts.
    Dialog {
        id: saveDialog
        objectName: "saveDialog"
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 520)
        modal: true
        title: qsTr("Save this game")
        standardButtons: Dialog.Save | Dialog.Cancel
        onAboutToShow: {
            saveName.text = qsTr("Volcanic Isle, round %1").arg(screen.table.round)
            saveName.selectAll()
            saveName.forceActiveFocus()
        }
        onAccepted: if (!screen.table.saveGameNamed(saveName.text)) saveError.open()
        Column {
            width: parent.width
            spacing: 8
            TextField {
                id: saveName
                objectName: "saveName"
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

        BoardView {
            objectName: "board"
            table: screen.table
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        Rectangle {
            Layout.preferredWidth: 380
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
                    text: screen.table.over ? qsTr("Game over")
                          : screen.table.finalRound ? qsTr("Round %1 · final round").arg(screen.table.round)
                          : qsTr("Round %1").arg(screen.table.round)
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
                        objectName: "gameRulesButton"
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

                ListView {
                    objectName: "seatList"
                    Layout.fillWidth: true
                    Layout.preferredHeight: contentHeight
                    interactive: false
                    spacing: 6
                    model: screen.table.seats
                    delegate: SeatCard { width: ListView.view.width }
                }

                TurnPanel {
                    Layout.fillWidth: true
                    table: screen.table
                }

                ScoreTrack {
                    objectName: "scoreTrack"
                    Layout.fillWidth: true
                    table: screen.table
                }

                SupplyRow {
                    Layout.fillWidth: true
                    table: screen.table
                }

                ListView {
                    id: log
                    objectName: "log"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 3
                    model: screen.table.log
                    onCountChanged: positionViewAtEnd()
                    delegate: Text {
                        required property string line
                        required property int seat
                        width: ListView.view.width
                        text: "• " + line
                        wrapMode: Text.WordWrap
                        font.pixelSize: 13
                        color: Theme.basalt
                    }
                }
            }
        }
    }

    EndOfGame {
        objectName: "endOfGame"
        anchors.fill: parent
        visible: screen.table.over
        table: screen.table
        onHomeRequested: screen.homeRequested()
        onReviewRequested: screen.reviewRequested()
    }
}
