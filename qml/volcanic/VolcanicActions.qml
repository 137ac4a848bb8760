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

    // The buttons come first and the checkbox after them, so nothing that appears or goes
    // moves a button under the pointer, and no button's tip (shown above it) covers the box.
    Flow {
        Layout.fillWidth: true
        spacing: 6
        HintButton { table: actions.table }
        Repeater {
            model: actions.table.actions
            delegate: RanoButton {
                id: action
                compact: true
                required property int index
                required property string choice
                required property string label
                required property string detail
                required property int cost
                required property string kind
                required property string refusal
                objectName: "action_" + kind
                // One that cannot be taken now stays in its place, quiet, and says why.
                primary: kind !== "end" && kind !== "no-pray" && refusal.length === 0
                opacity: refusal.length > 0 ? 0.6 : 1
                coached: actions.table.coach.asks.includes(choice.split(" ")[0])
                text: cost > 0 && refusal.length === 0 ? qsTr("%1 (%2 AP)").arg(label).arg(cost) : label
                toolTipText: refusal.length > 0 ? refusal
                             : index >= 9 ? detail
                             : detail.length > 0 ? qsTr("%1\n(key %2)").arg(detail).arg(index + 1)
                                                 : qsTr("(key %1)").arg(index + 1)
                // The number keys press the buttons in order, for play without the mouse.
                Shortcut {
                    sequence: String(action.index + 1)
                    enabled: action.index < 9 && action.visible && action.enabled
                    onActivated: action.clicked()
                }
                onClicked: refusal.length > 0 ? actions.table.explainAction(choice)
                           : kind === "end" ? actions.endRequested() : actions.table.play(choice)
                // The board shows what a raise would do while the pointer or focus is on it.
                function considered() {
                    if (refusal.length > 0)
                        return
                    if (hovered || activeFocus)
                        actions.table.preview(choice)
                    else
                        actions.table.endPreview(choice)
                }
                onHoveredChanged: considered()
                onActiveFocusChanged: considered()
            }
        }
        CheckBox {
            objectName: "carryCheck"
            visible: actions.table.canCarry
            text: qsTr("Carry a Moai along")
            checked: actions.table.carry
            onToggled: actions.table.carry = checked
            ToolTip.visible: hovered
            ToolTip.text: qsTr("The Settler takes one of your lying Moai with it")
        }
    }
}
