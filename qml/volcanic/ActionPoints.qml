import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The action points left this turn, as four pips.
Item {
    required property VolcanicPosition position
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
                color: index < position.actionPoints ? Theme.lava : "transparent"
                border.color: Theme.basaltSoft
            }
        }
    }
    ToolTip.visible: apArea.containsMouse
    ToolTip.text: qsTr("Action points left this turn")
    MouseArea { id: apArea; anchors.fill: parent; hoverEnabled: true }
}
