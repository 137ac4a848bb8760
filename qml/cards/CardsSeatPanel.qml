import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// One player at the card table: who plays, wood and glory, the display counted by kind, the
// hand and the Sacrifice cards, as the viewing player may know them. The decider is framed in
// their colour.
Rectangle {
    id: panel
    required property CardsPosition table
    required property int index
    required property string name
    required property color colour
    required property bool human
    required property string role // who plays it (AiLevels::role)
    required property bool active
    required property bool deciding
    required property bool isViewer
    required property bool winner
    required property int wood
    required property int glory
    required property var display
    required property var hand
    required property var sacrifices
    required property int faceDown
    required property int held
    required property bool exact
    required property string hintCard // the hand card the hint plays, or ""
    // Whether a click on a card of this hand asks to play it (the deciding human's own hand at
    // the table, not a review).
    property bool playable: false
    signal handCardClicked(string kind)

    // The cards that joined the hand since it was last shown slide into place: for each card of
    // the hand, whether it is one more of its kind than the hand held before.
    property var handBefore: []
    property var arrived: []
    onHandChanged: {
        const before = {}
        for (const k of handBefore)
            before[k] = (before[k] ?? 0) + 1
        arrived = hand.map(k => {
            const kept = (before[k] ?? 0) > 0
            if (kept)
                before[k] -= 1
            return !kept
        })
        handBefore = hand
    }

    implicitHeight: content.implicitHeight + 16
    radius: 12
    color: panel.active ? "#fff8e6" : Theme.sand
    border.color: panel.deciding ? panel.colour : Theme.sandDark
    border.width: panel.deciding ? 4 : 1

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 8
        spacing: 5

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Rectangle {
                Layout.preferredWidth: 14
                Layout.preferredHeight: 14
                radius: 7
                color: panel.colour
                border.color: Theme.basalt
            }
            Text {
                Layout.fillWidth: true
                text: panel.name + (panel.winner ? "  ★" : "")
                font.pixelSize: 15
                font.weight: Font.DemiBold
                color: Theme.basalt
                elide: Text.ElideRight
            }
            Text {
                text: panel.role
                font.pixelSize: 11
                color: Theme.basaltSoft
            }
        }

        // Wood and glory.
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Row {
                spacing: 4
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 20; height: 9; radius: 4
                    color: "#9c6b3c"
                    border.color: Theme.basalt
                    Rectangle { x: 14; y: 1; width: 5; height: 5; radius: 2.5; color: "#d9b37c" }
                }
                Text {
                    objectName: "woodCount"
                    text: qsTr("%1 wood").arg(panel.wood)
                    font.pixelSize: 13
                    font.weight: Font.DemiBold
                    color: Theme.basalt
                }
            }
            Row {
                spacing: 4
                Text {
                    text: "✦"
                    font.pixelSize: 14
                    color: Theme.lava
                }
                Text {
                    objectName: "gloryCount"
                    text: qsTr("%1 glory").arg(panel.glory)
                    font.pixelSize: 13
                    font.weight: Font.DemiBold
                    color: Theme.basalt
                }
            }
            Item { Layout.fillWidth: true }
        }

        // The display, counted by kind.
        Row {
            spacing: 3
            Repeater {
                model: Theme.kindOrder
                delegate: Rectangle {
                    required property int index
                    required property string modelData
                    readonly property int n: panel.display[index] === undefined ? 0 : panel.display[index]
                    width: (content.width - 6 * 3) / 7
                    height: 26
                    radius: 5
                    color: n > 0 ? Qt.lighter(Theme.kindColour(modelData), 1.75) : "transparent"
                    border.color: n > 0 ? Theme.kindColour(modelData) : Theme.sandDark
                    opacity: n > 0 ? 1 : 0.5
                    CardGlyph {
                        x: 2
                        anchors.verticalCenter: parent.verticalCenter
                        width: Math.min(18, parent.width * 0.55)
                        height: width
                        kind: modelData
                    }
                    Text {
                        anchors.right: parent.right
                        anchors.rightMargin: 3
                        anchors.verticalCenter: parent.verticalCenter
                        text: n
                        font.pixelSize: 12
                        font.weight: Font.Bold
                        color: Theme.basalt
                    }
                    ToolTip.visible: chipArea.containsMouse
                    ToolTip.text: qsTr("%1 in the display: %2").arg(panel.table.kindName(modelData)).arg(n)
                    MouseArea { id: chipArea; anchors.fill: parent; hoverEnabled: true }
                }
            }
        }

        // The hand and the Sacrifice cards.
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Row {
                spacing: 3
                Repeater {
                    model: panel.hand
                    delegate: PlayingCard {
                        required property string modelData
                        required property int index
                        objectName: "handCard"
                        width: 30
                        height: 42
                        kind: modelData
                        hinted: modelData === panel.hintCard && index === panel.hand.indexOf(modelData)
                        arriving: panel.arrived[index] === true
                        ToolTip.visible: handArea.containsMouse
                        ToolTip.text: panel.playable
                                      ? qsTr("In hand: %1. Click to play it, or to learn why not now").arg(panel.table.kindName(modelData))
                                      : qsTr("In hand: %1").arg(panel.table.kindName(modelData))
                        MouseArea {
                            id: handArea
                            anchors.fill: parent
                            hoverEnabled: true
                            cursorShape: panel.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
                            onClicked: if (panel.playable) panel.handCardClicked(modelData)
                        }
                    }
                }
                Repeater {
                    model: Math.max(0, 3 - panel.hand.length)
                    delegate: Rectangle {
                        width: 30
                        height: 42
                        radius: 5
                        color: "transparent"
                        border.color: Theme.sandDark
                    }
                }
            }
            Item { Layout.fillWidth: true }
            Row {
                spacing: 3
                Repeater {
                    model: Theme.typeOrder
                    delegate: Column {
                        required property int index
                        required property string modelData
                        readonly property int n: panel.sacrifices[index] === undefined ? 0 : panel.sacrifices[index]
                        spacing: 1
                        opacity: n > 0 ? 1 : 0.4
                        SacrificeCard {
                            width: 24
                            height: 30
                            type: modelData
                        }
                        Text {
                            width: 24
                            horizontalAlignment: Text.AlignHCenter
                            text: n
                            font.pixelSize: 12
                            font.weight: Font.Bold
                            color: Theme.basalt
                        }
                    }
                }
            }
        }
        Text {
            objectName: "holdingNote"
            Layout.fillWidth: true
            visible: !panel.exact && panel.faceDown > 0
            text: qsTr("These counts include %n card(s) they laid face down on the Stone; they hold %1 now.", "", panel.faceDown).arg(panel.held)
            font.pixelSize: 10
            font.italic: true
            color: Theme.basaltSoft
            wrapMode: Text.WordWrap
        }
    }
}
