import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A recorded game of the card game reviewed choice by choice: the table at the chosen
// position, the step in words, a timeline, the AI's analysis (each player's chance to win over
// the game, mistakes marked in the list of choices with the AI's better one), every choice in
// a list to jump to, and Play from here. Leaving the screen stops the analysis. The keys are
// Volcanic Isle's: Left/Right a choice, Ctrl+Left/Right a turn, Page Up/Down a round,
// Home/End.
Item {
    id: screen
    required property CardsReplay viewer
    signal homeRequested()
    signal playFromHereRequested(int seat)

    Component.onDestruction: if (screen.viewer) screen.viewer.cancelAnalysis()

    Shortcut { sequence: "Right"; onActivated: screen.viewer.next() }
    Shortcut { sequence: "Left"; onActivated: screen.viewer.previous() }
    Shortcut { sequence: "Ctrl+Right"; onActivated: screen.viewer.nextTurn() }
    Shortcut { sequence: "Ctrl+Left"; onActivated: screen.viewer.previousTurn() }
    Shortcut { sequence: "Home"; onActivated: screen.viewer.first() }
    Shortcut { sequence: "PgDown"; onActivated: screen.viewer.nextRound() }
    Shortcut { sequence: "PgUp"; onActivated: screen.viewer.previousRound() }
    Shortcut { sequence: "End"; onActivated: screen.viewer.last() }

    Dialog {
        id: branchDialog
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 460)
        modal: true
        title: qsTr("Play from here")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAccepted: screen.playFromHereRequested(seatChoice.currentIndex)
        ColumnLayout {
            width: parent.width
            spacing: 10
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("A new game goes on from this position. Take a seat; AIs play the others.")
            }
            ComboBox {
                id: seatChoice
                Layout.fillWidth: true
                model: screen.viewer.seats
                textRole: "name"
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        CardsTableView {
            objectName: "reviewTable"
            Layout.fillWidth: true
            Layout.fillHeight: true
            table: screen.viewer
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

                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        Layout.fillWidth: true
                        text: screen.viewer.title
                        elide: Text.ElideRight
                        font.family: Theme.titleFont
                        font.pixelSize: 20
                        font.weight: Font.Bold
                        color: Theme.basalt
                    }
                    RanoButton {
                        compact: true
                        text: qsTr("Home")
                        toolTipText: qsTr("Leave the review")
                        onClicked: screen.homeRequested()
                    }
                }
                Text {
                    objectName: "reviewStep"
                    text: screen.viewer.over ? qsTr("Game over · choice %1 of %2").arg(screen.viewer.step).arg(screen.viewer.count)
                          : qsTr("Turn %1 · choice %2 of %3").arg(screen.viewer.turn + 1).arg(screen.viewer.step).arg(screen.viewer.count)
                    font.pixelSize: 14
                    color: Theme.basaltSoft
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 4
                    RanoButton { Layout.fillWidth: true; Layout.minimumWidth: 30; Layout.preferredWidth: 40; compact: true; text: "⇤"; toolTipText: qsTr("The start (Home)"); onClicked: screen.viewer.first() }
                    RanoButton { Layout.fillWidth: true; Layout.minimumWidth: 30; Layout.preferredWidth: 40; compact: true; text: "«"; toolTipText: qsTr("A turn back (Ctrl+Left)"); onClicked: screen.viewer.previousTurn() }
                    RanoButton { objectName: "reviewPrevious"; Layout.fillWidth: true; Layout.minimumWidth: 30; Layout.preferredWidth: 40; compact: true; text: "‹"; toolTipText: qsTr("A choice back (Left)"); onClicked: screen.viewer.previous() }
                    RanoButton { objectName: "reviewNext"; Layout.fillWidth: true; Layout.minimumWidth: 30; Layout.preferredWidth: 40; compact: true; text: "›"; toolTipText: qsTr("A choice on (Right)"); onClicked: screen.viewer.next() }
                    RanoButton { Layout.fillWidth: true; Layout.minimumWidth: 30; Layout.preferredWidth: 40; compact: true; text: "»"; toolTipText: qsTr("A turn on (Ctrl+Right)"); onClicked: screen.viewer.nextTurn() }
                    RanoButton { Layout.fillWidth: true; Layout.minimumWidth: 30; Layout.preferredWidth: 40; compact: true; text: "⇥"; toolTipText: qsTr("The end (End)"); onClicked: screen.viewer.last() }
                }
                Slider {
                    objectName: "reviewTimeline"
                    Layout.fillWidth: true
                    from: 0
                    to: Math.max(1, screen.viewer.count)
                    stepSize: 1
                    value: screen.viewer.step
                    onMoved: screen.viewer.step = Math.round(value)
                }
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: what.implicitHeight + 16
                    radius: 8
                    color: Theme.sandDark
                    Text {
                        id: what
                        objectName: "reviewDescription"
                        anchors.fill: parent
                        anchors.margins: 8
                        text: screen.viewer.step === 0 ? qsTr("The cards are dealt.") : screen.viewer.description.join("\n")
                        wrapMode: Text.WordWrap
                        font.pixelSize: 13
                        color: Theme.basalt
                    }
                }
                Text {
                    objectName: "reviewVerdict"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: screen.viewer.verdict
                    wrapMode: Text.WordWrap
                    font.pixelSize: 13
                    font.italic: true
                    color: screen.viewer.verdictMistake ? "#a23b12" : Theme.palm
                }
                SeriesChart {
                    objectName: "chanceChart"
                    Layout.fillWidth: true
                    implicitHeight: 110
                    visible: points > 0
                    series: screen.viewer.chanceSeries
                    colourOf: i => screen.viewer ? screen.viewer.seatColour(i) : "transparent"
                    marker: screen.viewer.step < points ? screen.viewer.step : -1
                    scaleTop: 1
                    labelOf: v => qsTr("%1%").arg(Math.round(v * 100))
                    axisText: qsTr("choices")
                    toolTipText: qsTr("Each player's chance to win, as the AI sees it: click to go there")
                    onPicked: index => screen.viewer.step = index
                }
                AnalysisBar {
                    Layout.fillWidth: true
                    viewer: screen.viewer
                }
                ListView {
                    id: moveList
                    objectName: "moveList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: screen.viewer.moves
                    currentIndex: screen.viewer.step - 1
                    onCurrentIndexChanged: positionViewAtIndex(Math.max(0, currentIndex), ListView.Contain)
                    delegate: Rectangle {
                        id: moveRow
                        required property int index
                        required property int step
                        required property int seat
                        required property string text
                        required property bool mistake
                        required property string best
                        width: ListView.view.width
                        height: moveColumn.implicitHeight + 6
                        radius: 4
                        color: screen.viewer && step === screen.viewer.step ? Qt.rgba(0.83, 0.33, 0.12, 0.2) : "transparent"
                        Row {
                            x: 4
                            y: 3
                            spacing: 6
                            Rectangle {
                                y: 4
                                width: 8; height: 8; radius: 4
                                color: screen.viewer ? screen.viewer.seatColour(seat) : "transparent"
                            }
                            Column {
                                id: moveColumn
                                width: moveList.width - 22
                                Text {
                                    width: parent.width
                                    text: (moveRow.mistake ? "✖ " : "") + moveRow.text
                                    wrapMode: Text.WordWrap
                                    font.pixelSize: 12
                                    color: moveRow.mistake ? "#a23b12" : Theme.basalt
                                }
                                Text {
                                    width: parent.width
                                    visible: moveRow.mistake
                                    text: qsTr("The AI: %1").arg(moveRow.best)
                                    wrapMode: Text.WordWrap
                                    font.pixelSize: 11
                                    font.italic: true
                                    color: Theme.palm
                                }
                            }
                        }
                        MouseArea {
                            anchors.fill: parent
                            onClicked: screen.viewer.step = step
                        }
                    }
                }
                RanoButton {
                    objectName: "cardsPlayFromHereButton"
                    Layout.alignment: Qt.AlignRight
                    primary: true
                    enabled: !screen.viewer.over
                    text: qsTr("Play from here")
                    toolTipText: qsTr("Start a new game from this position")
                    onClicked: branchDialog.open()
                }
            }
        }
    }
}
