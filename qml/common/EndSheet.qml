import QtQuick
import QtQuick.Layouts
import Rano
import Rano.Models

// The end of a game, whatever the game: the winners, the game's own lines (`lines`), every
// player's points by where they came from, and what to do next.
Rectangle {
    id: end
    // The finished position (seats, players, scoreCategories, winnerNames).
    required property QtObject position
    property string title
    // A player's total in the game's points: "%1 VP".
    property string totalFormat
    // Below the score sheet, in small print.
    property string note
    property string reviewTip
    // The game's own lines between the winner and the score sheet.
    property Component lines
    property real cellWidth: 96
    property real labelWidth: 210
    property int sheetAlignment: Qt.AlignLeft
    property bool canPlayAgain: true
    property bool canReview: true
    // A coached game's coach (set by the table): its last lesson is told here, with a real game
    // at the level the player is ready for.
    property QtObject coach: null
    readonly property bool coached: coach !== null && coach.shown && coach.offer
    signal homeRequested()
    signal reviewRequested()
    signal playAgainRequested()
    signal readyGameRequested(string level)

    readonly property int players: position.players

    color: Qt.rgba(0.04, 0.17, 0.25, 0.72)

    // The game below is finished: no click, and no hover (its tooltips) goes through.
    MouseArea { anchors.fill: parent; hoverEnabled: true }

    Rectangle {
        anchors.centerIn: parent
        width: content.implicitWidth + 56
        height: content.implicitHeight + 48
        radius: Theme.radius
        color: Theme.sand

        ColumnLayout {
            id: content
            anchors.centerIn: parent
            spacing: 6

            Text {
                text: end.title
                font.family: Theme.titleFont
                font.pixelSize: 28
                font.weight: Font.Bold
                color: Theme.basalt
            }
            Text {
                objectName: "winnerLine"
                Layout.bottomMargin: end.lines ? 0 : 10
                Layout.maximumWidth: end.labelWidth + end.players * end.cellWidth
                wrapMode: Text.WordWrap
                text: end.position.winnerNames.length > 1
                      ? qsTr("A shared win: %1").arg(end.position.winnerNames.join(qsTr(" and ")))
                      : qsTr("%1 wins").arg(end.position.winnerNames.length > 0 ? end.position.winnerNames[0] : "")
                font.pixelSize: 19
                font.weight: Font.DemiBold
                color: Theme.lava
            }
            Loader {
                Layout.bottomMargin: 10
                visible: end.lines !== null
                sourceComponent: end.lines
            }

            // The score sheet: a column per player, a line per kind of points.
            Column {
                Layout.alignment: end.sheetAlignment
                spacing: 6
                Row {
                    Item { width: end.labelWidth; height: 1 }
                    Repeater {
                        model: end.position.seats
                        delegate: Column {
                            required property string name
                            required property color colour
                            required property bool winner
                            width: end.cellWidth
                            spacing: 3
                            Rectangle {
                                anchors.horizontalCenter: parent.horizontalCenter
                                width: 18; height: 18; radius: 9
                                color: colour
                                border.color: Theme.basalt
                                border.width: winner ? 3 : 1
                            }
                            Text {
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                elide: Text.ElideRight
                                text: name
                                font.pixelSize: 14
                                font.weight: winner ? Font.Bold : Font.Normal
                                color: Theme.basalt
                            }
                        }
                    }
                }
                Repeater {
                    model: end.position.scoreCategories
                    delegate: Rectangle {
                        id: line
                        required property int index
                        required property string modelData
                        width: end.labelWidth + end.players * end.cellWidth
                        height: 26
                        radius: 4
                        color: index % 2 ? "transparent" : Qt.rgba(0.55, 0.48, 0.42, 0.12)
                        Row {
                            anchors.verticalCenter: parent.verticalCenter
                            Text {
                                width: end.labelWidth
                                leftPadding: 6
                                elide: Text.ElideRight
                                text: line.modelData
                                font.pixelSize: 14
                                color: Theme.basalt
                            }
                            Repeater {
                                model: end.position.seats
                                delegate: Text {
                                    required property var breakdown
                                    width: end.cellWidth
                                    horizontalAlignment: Text.AlignHCenter
                                    text: breakdown[line.index] === undefined ? "" : breakdown[line.index]
                                    font.pixelSize: 14
                                    color: Theme.basalt
                                }
                            }
                        }
                    }
                }
                Rectangle {
                    width: end.labelWidth + end.players * end.cellWidth
                    height: 2
                    color: Theme.basaltSoft
                }
                Row {
                    Text {
                        width: end.labelWidth
                        leftPadding: 6
                        text: qsTr("Total")
                        font.pixelSize: 16
                        font.weight: Font.Bold
                        color: Theme.basalt
                    }
                    Repeater {
                        model: end.position.seats
                        delegate: Text {
                            required property int score
                            required property bool winner
                            width: end.cellWidth
                            horizontalAlignment: Text.AlignHCenter
                            text: end.totalFormat.arg(score)
                            font.pixelSize: 16
                            font.weight: Font.Bold
                            color: winner ? Theme.lava : Theme.basalt
                        }
                    }
                }
            }
            Text {
                Layout.topMargin: 4
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: end.labelWidth + end.players * end.cellWidth
                visible: end.note.length > 0
                wrapMode: Text.WordWrap
                text: end.note
                font.pixelSize: 12
                color: Theme.basaltSoft
            }

            // The coach's last word: what the end counted, and what to play next.
            Rectangle {
                objectName: "coachEnd"
                visible: end.coached
                Layout.topMargin: 10
                Layout.fillWidth: true
                Layout.maximumWidth: end.labelWidth + end.players * end.cellWidth
                implicitHeight: coachEnd.implicitHeight + 20
                radius: Theme.radius
                color: Theme.basalt
                border.color: Theme.coach
                border.width: 2
                Column {
                    id: coachEnd
                    anchors.fill: parent
                    anchors.margins: 10
                    spacing: 4
                    Text {
                        width: parent.width
                        text: end.coached ? end.coach.title : ""
                        wrapMode: Text.WordWrap
                        font.family: Theme.titleFont
                        font.pixelSize: 16
                        font.weight: Font.Bold
                        color: Theme.sand
                    }
                    Text {
                        objectName: "coachEndText"
                        width: parent.width
                        text: end.coached ? end.coach.text : ""
                        wrapMode: Text.WordWrap
                        font.pixelSize: 13
                        color: Theme.sand
                    }
                }
            }

            RowLayout {
                Layout.topMargin: 14
                spacing: 10
                RanoButton {
                    objectName: "readyGameButton"
                    visible: end.coached
                    primary: true
                    text: end.coached ? qsTr("Play a real game: %1 AIs").arg(end.coach.readyLevelName) : ""
                    toolTipText: qsTr("You against three AIs of the level the coach thinks you are ready for")
                    onClicked: end.readyGameRequested(end.coach.readyLevel)
                }
                RanoButton {
                    objectName: "playAgainButton"
                    visible: end.canPlayAgain && !end.coached
                    primary: true
                    text: qsTr("Play again")
                    toolTipText: qsTr("A new game with the same players")
                    onClicked: end.playAgainRequested()
                }
                RanoButton {
                    objectName: "reviewButton"
                    visible: end.canReview
                    text: qsTr("Review this game")
                    toolTipText: end.reviewTip
                    onClicked: end.reviewRequested()
                }
                RanoButton {
                    text: qsTr("Home")
                    toolTipText: qsTr("Leave the table")
                    onClicked: end.homeRequested()
                }
            }
        }
    }
}
