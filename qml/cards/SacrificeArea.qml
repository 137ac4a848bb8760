import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The four open Sacrifice stacks (with their price for the viewing player, and a glow when
// they may be bought, offered or taken from), the Stone of Sacrifice with its face-up cards
// and face-down backs, and the deck.
RowLayout {
    id: area
    required property CardsPosition table
    property bool interactive: true
    signal stackChosen(string choice)
    spacing: 22

    ColumnLayout {
        Layout.alignment: Qt.AlignTop
        spacing: 6
        Text {
            text: qsTr("Sacrifice stacks")
            font.pixelSize: 14
            font.weight: Font.DemiBold
            color: Theme.sand
        }
        Row {
            spacing: 8
            Repeater {
                model: area.table.stacks
                delegate: Column {
                    id: stack
                    required property string type
                    required property string name
                    required property int count
                    required property int price
                    required property string choice
                    required property string action
                    required property bool hint
                    readonly property bool pickable: area.interactive && choice.length > 0
                    objectName: "stack_" + type
                    spacing: 2
                    Item {
                        width: 56
                        height: 76
                        // The pile's depth.
                        Repeater {
                            model: Math.min(3, Math.ceil(stack.count / 8))
                            delegate: Rectangle {
                                required property int index
                                x: 3 * (2 - index)
                                y: 3 * (2 - index)
                                width: 50
                                height: 70
                                radius: 6
                                color: Qt.darker(Theme.kindColour(stack.type), 1.5)
                            }
                        }
                        SacrificeCard {
                            width: 50
                            height: 70
                            type: stack.type
                            opacity: stack.count > 0 ? 1 : 0.3
                        }
                        Rectangle {
                            objectName: "hintMark"
                            anchors.fill: parent
                            anchors.margins: -7
                            radius: 12
                            visible: stack.hint
                            color: "transparent"
                            border.color: Theme.hint
                            border.width: 4
                        }
                        Rectangle {
                            anchors.fill: parent
                            anchors.margins: -3
                            radius: 9
                            visible: stack.pickable
                            color: "transparent"
                            border.color: Theme.ember
                            border.width: 3
                        }
                        Rectangle {
                            anchors.right: parent.right
                            anchors.top: parent.top
                            width: 24
                            height: 20
                            radius: 10
                            color: Theme.basalt
                            Text {
                                anchors.centerIn: parent
                                text: stack.count
                                font.pixelSize: 11
                                font.weight: Font.Bold
                                color: Theme.sand
                            }
                        }
                        MouseArea {
                            anchors.fill: parent
                            hoverEnabled: true
                            enabled: true
                            cursorShape: stack.pickable ? Qt.PointingHandCursor : Qt.ArrowCursor
                            onClicked: if (stack.pickable)
                                area.stackChosen(stack.choice)
                            ToolTip.visible: containsMouse
                            ToolTip.text: qsTr("%1: %n card(s) left", "", stack.count).arg(stack.name)
                        }
                    }
                    Text {
                        width: 56
                        horizontalAlignment: Text.AlignHCenter
                        text: stack.pickable ? (stack.action === "buy" ? qsTr("Buy") : stack.action === "offer" ? qsTr("Offer") : qsTr("Take")) : stack.price >= 0 && stack.count > 0 ? qsTr("%1 wood").arg(stack.price) : stack.name
                        height: 16
                        font.pixelSize: 12
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 8
                        font.weight: stack.pickable ? Font.Bold : Font.Normal
                        color: stack.pickable ? Theme.ember : Theme.foam
                        elide: Text.ElideRight
                    }
                }
            }
        }
    }
    ColumnLayout {
        Layout.alignment: Qt.AlignTop
        spacing: 6
        Text {
            text: qsTr("The Stone of Sacrifice")
            font.pixelSize: 14
            font.weight: Font.DemiBold
            color: Theme.sand
        }
        Rectangle {
            objectName: "stone"
            Layout.preferredWidth: 4 * 56 + 3 * 8
            Layout.preferredHeight: stoneContent.implicitHeight + 16
            radius: 16
            gradient: Gradient {
                GradientStop {
                    position: 0
                    color: "#7d7166"
                }
                GradientStop {
                    position: 1
                    color: "#4f463f"
                }
            }
            border.color: "#2c2724"
            border.width: 2
            Column {
                id: stoneContent
                anchors.fill: parent
                anchors.margins: 8
                spacing: 6
                Row {
                    spacing: 4
                    Repeater {
                        model: area.table.stone
                        delegate: Column {
                            required property string type
                            required property string name
                            required property int open
                            required property int down
                            required property int value
                            required property bool hint
                            width: (stoneContent.width - 3 * 4) / 4
                            spacing: 2
                            SacrificeCard {
                                anchors.horizontalCenter: parent.horizontalCenter
                                width: 32
                                height: 44
                                type: parent.type
                                opacity: parent.open + parent.down > 0 ? 1 : 0.35
                                Rectangle {
                                    objectName: "hintMark"
                                    anchors.fill: parent
                                    anchors.margins: -4
                                    radius: 7
                                    visible: parent.parent.hint
                                    color: "transparent"
                                    border.color: Theme.hint
                                    border.width: 3
                                }
                            }
                            Text {
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                text: parent.down > 0 ? qsTr("%1 + %2 ↓").arg(parent.open).arg(parent.down) : parent.open
                                font.pixelSize: 13
                                font.weight: Font.Bold
                                color: Theme.sand
                                ToolTip.visible: stoneCountArea.containsMouse
                                ToolTip.text: parent.down > 0 ? qsTr("%1: %2 face up, %3 face down that you know of").arg(parent.name).arg(parent.open).arg(parent.down) : qsTr("%1: %2 face up").arg(parent.name).arg(parent.open)
                                MouseArea {
                                    id: stoneCountArea
                                    anchors.fill: parent
                                    hoverEnabled: true
                                }
                            }
                            Text {
                                visible: parent.value >= 0
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                text: qsTr("worth %1").arg(parent.value)
                                font.pixelSize: 11
                                color: "#ffd54a"
                            }
                        }
                    }
                }
                Row {
                    spacing: 4
                    visible: area.table.stoneHidden > 0
                    Repeater {
                        model: area.table.stoneHidden
                        delegate: SacrificeCard {
                            width: 20
                            height: 28
                            faceDown: true
                        }
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        leftPadding: 4
                        text: qsTr("%n face down", "", area.table.stoneHidden)
                        font.pixelSize: 12
                        color: Theme.sand
                    }
                }
            }
        }
    }
}
