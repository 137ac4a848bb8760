import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A recorded game reviewed turn by turn: the board at the chosen position, the step in
// words, a timeline, the score chart, the turn list with the AI's verdicts, and Play from
// here.
Item {
    id: screen
    required property ReplayViewer viewer
    signal homeRequested()
    signal playFromHereRequested(int seat)

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
        objectName: "branchDialog"
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
                objectName: "seatChoice"
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

        BoardView {
            objectName: "reviewBoard"
            table: screen.viewer
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        Rectangle {
            Layout.preferredWidth: 440
            Layout.fillHeight: true
            radius: Theme.radius
            color: Qt.rgba(0.95, 0.91, 0.81, 0.96)

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 14
                spacing: 8

                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                        text: qsTr("Review: %1").arg(screen.viewer.title)
                        font.family: Theme.titleFont
                        font.pixelSize: 21
                        font.weight: Font.Bold
                        color: Theme.basalt
                    }
                    RanoButton {
                        objectName: "reviewHomeButton"
                        compact: true
                        text: qsTr("Home")
                        toolTipText: qsTr("Leave the review")
                        onClicked: screen.homeRequested()
                    }
                }

                Text {
                    objectName: "reviewPlace"
                    Layout.fillWidth: true
                    text: screen.viewer.step >= screen.viewer.count && screen.viewer.over
                          ? qsTr("The end · choice %1 of %2").arg(screen.viewer.step).arg(screen.viewer.count)
                          : qsTr("Round %1 · choice %2 of %3").arg(screen.viewer.round).arg(screen.viewer.step).arg(screen.viewer.count)
                    font.pixelSize: 14
                    font.weight: Font.DemiBold
                    color: Theme.basaltSoft
                }

                // The step that led here, and what it made happen.
                Text {
                    objectName: "reviewDescription"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 78
                    text: screen.viewer.description.join("\n")
                    wrapMode: Text.WordWrap
                    elide: Text.ElideRight
                    maximumLineCount: 4
                    font.pixelSize: 14
                    color: Theme.basalt
                }
                Text {
                    objectName: "reviewVerdict"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: screen.viewer.verdict
                    wrapMode: Text.WordWrap
                    font.pixelSize: 13
                    font.italic: true
                    color: screen.viewer.bestTo >= 0 ? "#a23b12" : Theme.palm
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 4
                    RanoButton { Layout.fillWidth: true; Layout.preferredWidth: 10; leftPadding: 2; rightPadding: 2; compact: true; text: "|◀"; toolTipText: qsTr("The start (Home)"); onClicked: screen.viewer.first() }
                    RanoButton { Layout.fillWidth: true; Layout.preferredWidth: 10; leftPadding: 2; rightPadding: 2; compact: true; text: "R◀"; toolTipText: qsTr("Previous round (Page Up)"); onClicked: screen.viewer.previousRound() }
                    RanoButton { Layout.fillWidth: true; Layout.preferredWidth: 10; leftPadding: 2; rightPadding: 2; compact: true; text: "◀◀"; toolTipText: qsTr("Previous turn (Ctrl+Left)"); onClicked: screen.viewer.previousTurn() }
                    RanoButton { objectName: "previousButton"; Layout.fillWidth: true; Layout.preferredWidth: 10; leftPadding: 2; rightPadding: 2; compact: true; text: "◀"; toolTipText: qsTr("Previous choice (Left)"); onClicked: screen.viewer.previous() }
                    RanoButton { objectName: "nextButton"; Layout.fillWidth: true; Layout.preferredWidth: 10; leftPadding: 2; rightPadding: 2; compact: true; text: "▶"; toolTipText: qsTr("Next choice (Right)"); onClicked: screen.viewer.next() }
                    RanoButton { Layout.fillWidth: true; Layout.preferredWidth: 10; leftPadding: 2; rightPadding: 2; compact: true; text: "▶▶"; toolTipText: qsTr("Next turn (Ctrl+Right)"); onClicked: screen.viewer.nextTurn() }
                    RanoButton { Layout.fillWidth: true; Layout.preferredWidth: 10; leftPadding: 2; rightPadding: 2; compact: true; text: "▶R"; toolTipText: qsTr("Next round (Page Down)"); onClicked: screen.viewer.nextRound() }
                    RanoButton { Layout.fillWidth: true; Layout.preferredWidth: 10; leftPadding: 2; rightPadding: 2; compact: true; text: "▶|"; toolTipText: qsTr("The end (End)"); onClicked: screen.viewer.last() }
                }
                Slider {
                    objectName: "timeline"
                    Layout.fillWidth: true
                    from: 0
                    to: Math.max(1, screen.viewer.count)
                    stepSize: 1
                    value: screen.viewer.step
                    onMoved: screen.viewer.step = Math.round(value)
                    ToolTip.visible: hovered
                    ToolTip.delay: 700
                    ToolTip.text: qsTr("Every choice of the game: drag to move through it")
                }

                ScoreChart {
                    objectName: "scoreChart"
                    Layout.fillWidth: true
                    viewer: screen.viewer
                }

                // The AI's review: a bar while it works, then verdicts in the turn list.
                AnalysisBar {
                    Layout.fillWidth: true
                    viewer: screen.viewer
                }

                ListView {
                    id: turnList
                    objectName: "turnList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 2
                    model: screen.viewer.turns
                    currentIndex: screen.viewer.currentTurn
                    onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Contain)
                    ScrollBar.vertical: ScrollBar {}
                    delegate: Rectangle {
                        id: row
                        required property int index
                        required property int round
                        required property string name
                        required property color colour
                        required property int gain
                        required property real winBefore
                        required property real winAfter
                        required property bool mistake
                        width: ListView.view.width - 10
                        height: 26
                        radius: 5
                        color: ListView.isCurrentItem ? "#fff1cf" : rowArea.containsMouse ? "#f8ecd2" : "transparent"
                        RowLayout {
                            anchors.fill: parent
                            anchors.leftMargin: 6
                            anchors.rightMargin: 6
                            spacing: 8
                            Text { text: qsTr("R%1").arg(row.round); font.pixelSize: 12; color: Theme.basaltSoft; Layout.preferredWidth: 30 }
                            Rectangle { width: 12; height: 12; radius: 6; color: row.colour; border.color: Theme.basalt }
                            Text { Layout.fillWidth: true; text: row.name; elide: Text.ElideRight; font.pixelSize: 13; color: Theme.basalt }
                            Text { text: row.gain > 0 ? qsTr("+%1 VP").arg(row.gain) : ""; font.pixelSize: 12; color: Theme.basalt; Layout.preferredWidth: 52 }
                            Text {
                                Layout.preferredWidth: 86
                                horizontalAlignment: Text.AlignRight
                                text: row.winBefore < 0 ? "" : qsTr("%1% → %2%").arg(Math.round(row.winBefore * 100)).arg(Math.round(row.winAfter * 100))
                                font.pixelSize: 12
                                color: row.winAfter < row.winBefore - 0.05 ? "#a23b12" : Theme.basalt
                            }
                            Text {
                                Layout.preferredWidth: 14
                                text: row.mistake ? "✖" : ""
                                font.pixelSize: 13
                                font.weight: Font.Bold
                                color: "#a23b12"
                            }
                        }
                        MouseArea {
                            id: rowArea
                            anchors.fill: parent
                            hoverEnabled: true
                            cursorShape: Qt.PointingHandCursor
                            onClicked: screen.viewer.jumpToTurn(row.index)
                            ToolTip.visible: containsMouse && row.winBefore >= 0
                            ToolTip.delay: 700
                            ToolTip.text: row.mistake ? qsTr("%1's chance to win before and after this turn; a mistake in it").arg(row.name)
                                                      : qsTr("%1's chance to win before and after this turn").arg(row.name)
                        }
                    }
                }

                RanoButton {
                    objectName: "playFromHereButton"
                    Layout.alignment: Qt.AlignRight
                    primary: true
                    enabled: !screen.viewer.over
                    text: qsTr("Play from here")
                    toolTipText: qsTr("Start a new game from this position against AIs")
                    onClicked: branchDialog.open()
                }
            }
        }
    }
}
