import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The deciding human's legal choices in words (ChoiceList), each with its cost or what it
// pays: a placement has a choice per free space, so the list scrolls; choices alike (an
// Offering tile's ways to pay) share a row. After a click on a place or a shared row, only
// its choices are listed, with a way back to all of them.
ColumnLayout {
    id: rapaNuiChoices
    required property RapaNuiTable table
    // The height these choices may take (TurnPanel.choicesRoom): the list scrolls within it.
    property real room: 320
    spacing: 6

    Text {
        id: heading
        Layout.fillWidth: true
        visible: rapaNuiChoices.table.choiceCount > 1
        text: rapaNuiChoices.table.narrowed
              ? qsTr("%1 of your %2 choices:").arg(rapaNuiChoices.table.choices.count).arg(rapaNuiChoices.table.choiceCount)
              : qsTr("Your %1 choices (or click a glowing place):").arg(rapaNuiChoices.table.choiceCount)
        wrapMode: Text.WordWrap
        font.pixelSize: 12
        color: Theme.basaltSoft
    }
    ChoiceList {
        Layout.fillWidth: true
        table: rapaNuiChoices.table
        choices: rapaNuiChoices.table.choices
        filledButtons: false
        room: rapaNuiChoices.room - (heading.visible ? heading.implicitHeight + rapaNuiChoices.spacing : 0)
        onGroupChosen: indices => rapaNuiChoices.table.choosePlace(indices)
        RanoButton {
            objectName: "showAllChoices"
            visible: rapaNuiChoices.table.narrowed
            compact: true
            text: qsTr("All choices")
            toolTipText: qsTr("List every choice again")
            onClicked: rapaNuiChoices.table.showAll()
        }
    }
}
