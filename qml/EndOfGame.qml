import QtQuick
import QtQuick.Layouts
import Rano
import Rano.Models

// The end of a game: the winner, every player's points by where they came from, and what to
// do next.
Rectangle {
    id: end
    required property VolcanicTable table
    signal homeRequested()
    signal reviewRequested()

    readonly property int players: table.players
    readonly property real cellWidth: 96
    readonly property real labelWidth: 210

    color: Qt.rgba(0.04, 0.17, 0.25, 0.72)

    MouseArea { anchors.fill: parent } // the board below is finished

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
                text: qsTr("The continent has spoken")
                font.family: Theme.titleFont
                font.pixelSize: 28
                font.weight: Font.Bold
                color: Theme.basalt
            }
            Text {
                objectName: "winnerLine"
                Layout.bottomMargin: 10
                Layout.maximumWidth: end.labelWidth + end.players * end.cellWidth
                wrapMode: Text.WordWrap
                text: end.table.winnerNames.length > 1
                      ? qsTr("A shared win: %1").arg(end.table.winnerNames.join(qsTr(" and ")))
                      : qsTr("%1 wins").arg(end.table.winnerNames.length > 0 ? end.table.winnerNames[0] : "")
                font.pixelSize: 19
                font.weight: Font.DemiBold
                color: Theme.lava
            }

            // The score sheet: a column per player, a line per kind of points.
            Row {
                Item { width: end.labelWidth; height: 1 }
                Repeater {
                    model: end.table.seats
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
                model: end.table.scoreCategories
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
                            model: end.table.seats
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
                    model: end.table.seats
                    delegate: Text {
                        required property int score
                        required property bool winner
                        width: end.cellWidth
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("%1 VP").arg(score)
                        font.pixelSize: 16
                        font.weight: Font.Bold
                        color: winner ? Theme.lava : Theme.basalt
                    }
                }
            }

            RowLayout {
                Layout.topMargin: 14
                spacing: 10
                RanoButton {
                    objectName: "playAgainButton"
                    primary: true
                    text: qsTr("Play again")
                    toolTipText: qsTr("A new game with the same players")
                    onClicked: end.table.playAgain(Math.floor(Math.random() * 1e9))
                }
                RanoButton {
                    objectName: "reviewButton"
                    text: qsTr("Review this game")
                    toolTipText: qsTr("Go through the game move by move, with the AI's analysis")
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
