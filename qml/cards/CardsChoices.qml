import QtQuick
import QtQuick.Layouts
import Rano
import Rano.Models

// The deciding human's legal choices as buttons, each saying what it does, the hint's choice
// ringed; then the hint.
ColumnLayout {
    id: choices
    required property CardsTable table
    spacing: 8

    Repeater {
        model: choices.table.choices
        delegate: ChoiceButton {
            required property string kind
            table: choices.table
            Layout.fillWidth: true
            primary: kind !== "skip"
        }
    }

    HintButton { table: choices.table }
}
