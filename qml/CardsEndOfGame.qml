import QtQuick
import QtQuick.Layouts
import Rano
import Rano.Models

// The end of a game of the card game: the winners, what each type of Sacrifice card came to
// be worth on the Stone, every player's points by where they came from, and what next.
Rectangle {
    id: end
    required property CardsPosition table
    property bool canPlayAgain: true
    property bool canReview: true
    signal homeRequested()
    signal reviewRequested()
    signal playAgainRequested()

    readonly property int players: table.players
    readonly property real cellWidth: 104
    readonly property real labelWidth: 250

    color: Qt.rgba(0.04, 0.17, 0.25, 0.72)

    MouseArea { anchors.fill: parent } // the table below is finished

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
                text: qsTr("The Stone has spoken")
                font.family: Theme.titleFont
                font.pixelSize: 28
                font.weight: Font.Bold
                color: Theme.basalt
            }
            Text {
                objectName: "cardsWinnerLine"
                Layout.maximumWidth: end.labelWidth + end.players * end.cellWidth
                wrapMode: Text.WordWrap
                text: end.table.winnerNames.length > 1
                      ? qsTr("A shared win: %1").arg(end.table.winnerNames.join(qsTr(" and ")))
                      : qsTr("%1 wins").arg(end.table.winnerNames.length > 0 ? end.table.winnerNames[0] : "")
                font.pixelSize: 19
                font.weight: Font.DemiBold
                color: Theme.lava
            }
            // What each Sacrifice card is worth, from the Stone (face-down cards turned up).
            Row {
                Layout.bottomMargin: 10
                spacing: 14
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("On the Stone:")
                    font.pixelSize: 14
                    color: Theme.basaltSoft
                }
                Repeater {
                    model: end.table.stone
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

            // The score sheet: a column per player, a line per kind of points.
            Column {
                Layout.alignment: Qt.AlignHCenter
                spacing: 6
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
                            text: qsTr("%1 glory").arg(score)
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
                wrapMode: Text.WordWrap
                text: qsTr("Ties go to the most Moai in the display, then the most wood.")
                font.pixelSize: 12
                color: Theme.basaltSoft
            }

            RowLayout {
                Layout.topMargin: 14
                spacing: 10
                RanoButton {
                    objectName: "cardsPlayAgainButton"
                    visible: end.canPlayAgain
                    primary: true
                    text: qsTr("Play again")
                    toolTipText: qsTr("A new game with the same players")
                    onClicked: end.playAgainRequested()
                }
                RanoButton {
                    objectName: "cardsReviewButton"
                    visible: end.canReview
                    text: qsTr("Review this game")
                    toolTipText: qsTr("Go through the game choice by choice")
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
