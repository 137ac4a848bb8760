import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The deciding human's legal choices in words, each with its cost or what it pays, in a list
// that scrolls when long (a placement has a choice per free space). Pointing at one lights
// its places on the board; the hint's choice is ringed. After a click on a place with several
// choices, only those are listed, with a way back to all of them.
ColumnLayout {
    id: choices
    required property RapaNuiTable table
    spacing: 6

    Text {
        Layout.fillWidth: true
        visible: choices.table.choiceCount > 1
        text: choices.table.narrowed
              ? qsTr("%1 of your %2 choices, at the place you clicked:").arg(choices.table.choices.count).arg(choices.table.choiceCount)
              : qsTr("Your %1 choices (or click a glowing place on the board):").arg(choices.table.choiceCount)
        wrapMode: Text.WordWrap
        font.pixelSize: 12
        color: Theme.basaltSoft
    }
    ListView {
        id: list
        objectName: "choiceList"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight, 250)
        clip: true
        spacing: 4
        model: choices.table.choices
        ScrollBar.vertical: ScrollBar { policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        delegate: ChoiceButton {
            required property int index
            table: choices.table
            places: choices.table.choices.get(index).places
            width: ListView.view.width - 12
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 8
        RanoButton {
            objectName: "showAllChoices"
            visible: choices.table.narrowed
            compact: true
            text: qsTr("All choices")
            toolTipText: qsTr("List every choice again")
            onClicked: choices.table.showAll()
        }
        HintButton { table: choices.table }
    }
}
