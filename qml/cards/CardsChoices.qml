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
        delegate: RanoButton {
            required property int index
            required property string choice
            required property string label
            required property string kind
            objectName: "choice_" + choice.replace(/ /g, "_")
            Layout.fillWidth: true
            compact: true
            wrap: true
            primary: kind !== "skip"
            text: label
            toolTipText: choices.table.hintChoice === choice ? qsTr("The hint's choice") : ""
            onClicked: choices.table.choose(index)
            // The hint's best choice is ringed.
            Rectangle {
                anchors.fill: parent
                anchors.margins: -3
                radius: height / 2
                visible: choices.table.hintChoice === choice
                color: "transparent"
                border.color: "#ffd54a"
                border.width: 3
            }
        }
    }

    HintButton { table: choices.table }
}
