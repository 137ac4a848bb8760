import QtQuick
import QtQuick.Layouts
import Rano
import Rano.Models

// The end of a game: the final scores, the winner, and what to do next.
Rectangle {
    id: end
    required property VolcanicTable table
    signal homeRequested()
    color: Qt.rgba(0.04, 0.17, 0.25, 0.72)

    MouseArea { anchors.fill: parent } // the board below is finished

    Rectangle {
        anchors.centerIn: parent
        width: 460
        height: content.implicitHeight + 48
        radius: Theme.radius
        color: Theme.sand

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 24
            spacing: 12
            Text {
                text: qsTr("The continent has spoken")
                font.family: Theme.titleFont
                font.pixelSize: 28
                font.weight: Font.Bold
                color: Theme.basalt
            }
            Repeater {
                model: end.table.seats
                delegate: RowLayout {
                    required property string name
                    required property color colour
                    required property int score
                    required property bool winner
                    Layout.fillWidth: true
                    Rectangle { width: 16; height: 16; radius: 4; color: colour; border.color: Theme.basalt }
                    Text {
                        Layout.fillWidth: true
                        text: winner ? qsTr("%1 wins").arg(name) : name
                        font.pixelSize: 17
                        font.weight: winner ? Font.Bold : Font.Normal
                        color: Theme.basalt
                    }
                    Text {
                        text: qsTr("%1 VP").arg(score)
                        font.pixelSize: 17
                        font.weight: Font.DemiBold
                        color: Theme.basalt
                    }
                }
            }
            RowLayout {
                Layout.topMargin: 8
                spacing: 10
                RanoButton {
                    objectName: "playAgainButton"
                    primary: true
                    text: qsTr("Play again")
                    toolTipText: qsTr("A new game with the same players")
                    onClicked: end.table.playAgain(Math.floor(Math.random() * 1e9))
                }
                RanoButton {
                    text: qsTr("Home")
                    onClicked: end.homeRequested()
                }
            }
        }
    }
}
