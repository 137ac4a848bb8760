import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Whose decision it is, the action points left, and the legal actions as buttons.
ColumnLayout {
    id: panel
    required property VolcanicTable table
    spacing: 8

    RowLayout {
        Layout.fillWidth: true
        Text {
            Layout.fillWidth: true
            text: panel.table.over ? ""
                  : panel.table.thinking ? qsTr("%1 is thinking…").arg(panel.table.deciderName)
                  : panel.table.humanToDecide ? qsTr("%1 to play").arg(panel.table.deciderName)
                  : qsTr("%1 is playing…").arg(panel.table.deciderName)
            font.pixelSize: 16
            font.weight: Font.DemiBold
            color: Theme.basalt
            elide: Text.ElideRight
        }
        Item {
            visible: panel.table.phase === "turn" && !panel.table.over
            implicitWidth: pips.implicitWidth
            implicitHeight: pips.implicitHeight
            Row {
                id: pips
                spacing: 4
                Repeater {
                    model: 4
                    delegate: Rectangle {
                        required property int index
                        width: 14
                        height: 14
                        radius: 7
                        color: index < panel.table.actionPoints ? Theme.lava : "transparent"
                        border.color: Theme.basaltSoft
                    }
                }
            }
            ToolTip.visible: apArea.containsMouse
            ToolTip.text: qsTr("Action points left this turn")
            MouseArea { id: apArea; anchors.fill: parent; hoverEnabled: true }
        }
    }

    // While an AI thinks: how far its search has got, and a way to skip ahead to your turn.
    RowLayout {
        Layout.fillWidth: true
        visible: !panel.table.over && !panel.table.humanToDecide
        spacing: 8
        BusyIndicator {
            Layout.preferredHeight: 28
            Layout.preferredWidth: 28
            running: panel.table.thinking
            opacity: running ? 1 : 0
        }
        Text {
            objectName: "thinkingProgress"
            Layout.fillWidth: true
            text: panel.table.thinking && panel.table.thinkingIterations > 0
                  ? qsTr("%1 futures played out").arg(Number(panel.table.thinkingIterations).toLocaleString(Qt.locale(), "f", 0))
                  : ""
            font.pixelSize: 12
            color: Theme.basaltSoft
            elide: Text.ElideRight
        }
        RanoButton {
            objectName: "skipButton"
            compact: true
            enabled: !panel.table.skipping
            text: qsTr("Skip ahead")
            toolTipText: qsTr("Let the AIs play on without pausing until a human decides (Space)")
            onClicked: panel.table.skipToHuman()
        }
    }

    Text {
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.table.prompt.length > 0 ? panel.table.prompt
              : panel.table.humanToDecide && panel.table.selected === -1
                ? qsTr("Click one of your Settlers or the Boat to see what you can do.") : ""
        wrapMode: Text.WordWrap
        font.pixelSize: 13
        color: Theme.basaltSoft
    }

    Text {
        objectName: "hintText"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.table.hintText
        wrapMode: Text.WordWrap
        font.pixelSize: 13
        font.italic: true
        color: Theme.basalt
    }

    CheckBox {
        objectName: "carryCheck"
        visible: panel.table.canCarry
        text: qsTr("Carry a Moai along")
        checked: panel.table.carry
        onToggled: panel.table.carry = checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("The Settler takes one of your lying Moai with it")
    }

    Flow {
        Layout.fillWidth: true
        spacing: 6
        RanoButton {
            objectName: "hintButton"
            compact: true
            visible: panel.table.humanToDecide
            enabled: !panel.table.hinting
            text: qsTr("Hint")
            toolTipText: qsTr("What would the Hard AI do here? (H)")
            onClicked: panel.table.hint()
        }
        Repeater {
            model: panel.table.actions
            delegate: RanoButton {
                compact: true
                required property string choice
                required property string label
                required property string detail
                required property int cost
                required property string kind
                objectName: "action_" + kind
                primary: kind !== "end" && kind !== "no-pray"
                text: cost > 0 ? qsTr("%1 (%2 AP)").arg(label).arg(cost) : label
                toolTipText: detail
                onClicked: panel.table.play(choice)
            }
        }
    }
}
