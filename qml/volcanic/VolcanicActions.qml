import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// What the deciding human may do on the selected space: carry a Moai along, and the legal
// actions as buttons with their cost, beside the hint.
ColumnLayout {
    id: actions
    required property VolcanicTable table
    spacing: 8
    // End turn was clicked: the screen asks first when action points are left.
    signal endRequested()

    CheckBox {
        objectName: "carryCheck"
        visible: actions.table.canCarry
        text: qsTr("Carry a Moai along")
        checked: actions.table.carry
        onToggled: actions.table.carry = checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("The Settler takes one of your lying Moai with it")
    }

    Flow {
        Layout.fillWidth: true
        spacing: 6
        HintButton { table: actions.table }
        Repeater {
            model: actions.table.actions
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
                onClicked: kind === "end" ? actions.endRequested() : actions.table.play(choice)
                // The board shows what a raise would do while the pointer or focus is on it.
                onHoveredChanged: actions.table.preview(hovered || activeFocus ? choice : "")
                onActiveFocusChanged: actions.table.preview(hovered || activeFocus ? choice : "")
            }
        }
    }
}
