import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// One player's board: the four Resource tracks (0-10), the figurines, the Improvements
// (added, or still to buy at their cost), the Ahu tiles and the Rongorongo Tablet held, the
// Moai sculpted and waiting in the Crater, the Offerings won and the score so far. The
// deciding player is framed in their colour.
Rectangle {
    id: board
    required property RapaNuiPosition position
    required property int index
    required property string name
    required property color colour
    required property bool human
    required property string role // who plays it (AiLevels::role)
    required property bool active
    required property bool deciding
    required property bool winner
    required property string totem
    required property var stock
    required property int villagers
    required property int villagersHome
    required property string sorcerer
    required property string chief
    required property var improvements
    required property var tiles
    required property bool tablet
    required property var offerings
    required property var crater
    required property bool dropped
    required property int score
    property bool interactive: false
    signal placeChosen(var choices)
    signal refused(string place, int at)

    readonly property var resourceWords: ["reeds", "eggs", "wood", "pearls"]

    radius: 10
    color: board.active ? "#fff8e6" : Theme.sand
    border.color: board.deciding ? board.colour : Theme.sandDark
    border.width: board.deciding ? 4 : 1

    ColumnLayout {
        id: content
        objectName: "boardContent"
        // More than the board holds (late in a game, in a long language: many tiles, a
        // Crater line on two lines) is drawn smaller rather than spill onto the next board.
        readonly property real fit: Math.min(1, (board.height - 16) / Math.max(1, implicitHeight))
        x: 8
        y: 8
        width: board.width - 16
        height: (board.height - 16) / fit
        scale: fit
        transformOrigin: Item.TopLeft
        spacing: 4

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Rectangle {
                Layout.preferredWidth: 14
                Layout.preferredHeight: 14
                radius: 7
                color: board.colour
                border.color: Theme.basalt
            }
            Text {
                Layout.fillWidth: true
                text: board.name + (board.winner ? "  ★" : "")
                font.pixelSize: 14
                font.weight: Font.DemiBold
                elide: Text.ElideRight
                color: Theme.basalt
            }
            Text {
                objectName: "scoreText"
                text: qsTr("%1 pts").arg(board.score)
                font.pixelSize: 14
                font.weight: Font.Bold
                color: Theme.lava
            }
        }
        Text {
            Layout.fillWidth: true
            text: board.role + " · " + board.totem
                  + (board.dropped ? " · " + qsTr("dropped out") : "")
            font.pixelSize: 12
            elide: Text.ElideRight
            color: Theme.basaltSoft
        }

        // The Resource tracks.
        Repeater {
            model: 4
            delegate: Row {
                required property int index
                objectName: "resourceTrack" + index
                readonly property int count: board.stock[index] === undefined ? 0 : board.stock[index]
                spacing: 2
                ResourceIcon {
                    width: 16
                    height: 14
                    resource: board.resourceWords[index]
                }
                Repeater {
                    model: 10
                    delegate: Rectangle {
                        required property int index
                        anchors.verticalCenter: parent.verticalCenter
                        width: 13
                        height: 9
                        radius: 2
                        color: index < parent.count ? Theme.basaltSoft : "transparent"
                        border.color: Theme.sandDark
                    }
                }
                Text {
                    objectName: "resourceCount"
                    anchors.verticalCenter: parent.verticalCenter
                    leftPadding: 3
                    text: parent.count
                    font.pixelSize: 12
                    font.weight: Font.DemiBold
                    color: Theme.basalt
                }
                ToolTip.visible: trackHover.hovered
                // In a qsTr, so a change of language writes it again (the Resource's name
                // comes from C++, which QML does not watch).
                ToolTip.text: qsTr("%1: %2").arg(board.position.resourceName(board.resourceWords[index])).arg(count)
                HoverHandler { id: trackHover }
            }
        }

        // Figurines and the Moai waiting in the Crater.
        Text {
            Layout.fillWidth: true
            text: qsTr("Villagers %1 of %2 to place · Sorcerer %3").arg(board.villagersHome).arg(board.villagers).arg(board.sorcerer)
                  + (board.chief.length > 0 ? " · " + qsTr("Chief %1").arg(board.chief) : "")
            font.pixelSize: 12
            wrapMode: Text.WordWrap
            color: Theme.basalt
        }
        Text {
            Layout.fillWidth: true
            visible: board.crater[0] + board.crater[1] + board.crater[2] > 0
            text: qsTr("In the Crater: %1 small, %2 medium, %3 large Moai").arg(board.crater[0]).arg(board.crater[1]).arg(board.crater[2])
            font.pixelSize: 12
            wrapMode: Text.WordWrap
            color: Theme.basalt
        }

        // Improvements: added ones solid, the others faint with their cost.
        Row {
            spacing: 3
            Repeater {
                model: board.improvements
                delegate: Rectangle {
                    id: improvement
                    required property var modelData
                    required property int index
                    readonly property bool choosable: board.interactive && modelData.choices.length > 0
                    width: (board.width - 16 - 9) / 4
                    height: 22
                    radius: 4
                    color: modelData.owned ? "#c9e0b5" : "transparent"
                    border.color: choosable ? Theme.focus : modelData.owned ? Theme.palm : Theme.sandDark
                    border.width: choosable ? 2 : 1
                    opacity: modelData.owned || choosable ? 1 : 0.6
                    Text {
                        anchors.centerIn: parent
                        width: parent.width - 4
                        horizontalAlignment: Text.AlignHCenter
                        // A long name ("Populaire") is written smaller, not cut.
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 8
                        text: improvement.modelData.name
                        font.pixelSize: 11
                        font.weight: improvement.modelData.owned ? Font.DemiBold : Font.Normal
                        color: Theme.basalt
                    }
                    MouseArea {
                        id: improvementArea
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: improvement.choosable ? Qt.PointingHandCursor : Qt.ArrowCursor
                        onClicked: {
                            if (improvement.choosable)
                                board.placeChosen(improvement.modelData.choices)
                            else if (board.interactive && board.deciding)
                                board.refused("improvement", improvement.index)
                        }
                    }
                    ToolTip.visible: improvementArea.containsMouse
                    ToolTip.text: modelData.owned ? qsTr("%1 (added): %2").arg(modelData.name).arg(modelData.effect)
                                                  : qsTr("%1 (costs %3): %2").arg(modelData.name).arg(modelData.effect).arg(modelData.cost)
                }
            }
        }

        // Ahu tiles held, the Tablet, the Offerings won.
        Flow {
            Layout.fillWidth: true
            spacing: 3
            Repeater {
                model: board.tiles
                delegate: Rectangle {
                    required property var modelData
                    width: tileName.implicitWidth + 8
                    height: 18
                    radius: 3
                    color: "#e8dcc0"
                    border.color: Theme.basaltSoft
                    Text {
                        id: tileName
                        anchors.centerIn: parent
                        text: modelData.count > 1 ? modelData.name + " ×" + modelData.count : modelData.name
                        font.pixelSize: 11
                        color: Theme.basalt
                    }
                    ToolTip.visible: heldArea.containsMouse
                    ToolTip.text: modelData.name + ": " + modelData.effect
                    MouseArea { id: heldArea; anchors.fill: parent; hoverEnabled: true }
                }
            }
            Rectangle {
                visible: board.tablet
                width: tabletName.implicitWidth + 8
                height: 18
                radius: 3
                color: "#d8c7a0"
                border.color: Theme.basalt
                Text {
                    id: tabletName
                    anchors.centerIn: parent
                    text: qsTr("Rongorongo Tablet")
                    font.pixelSize: 11
                    font.italic: true
                    color: Theme.basalt
                }
                ToolTip.visible: tabletArea.containsMouse
                ToolTip.text: qsTr("Discard it to copy any Ahu tile's power; worth 3 points if unused")
                MouseArea { id: tabletArea; anchors.fill: parent; hoverEnabled: true }
            }
            Repeater {
                model: board.offerings
                delegate: Rectangle {
                    required property int modelData
                    width: 22
                    height: 18
                    radius: 3
                    color: "#f7d98b"
                    border.color: "#8a6d00"
                    Text {
                        anchors.centerIn: parent
                        text: modelData
                        font.pixelSize: 11
                        font.weight: Font.Bold
                        color: Theme.basalt
                    }
                }
            }
        }
        Item { Layout.fillHeight: true }
    }
}
