import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano

// One seat on the new-game page: its colour, the player's name, and who plays it.
Item {
    id: row
    required property int index
    required property string name
    required property string kind // "human", or an AI level: easy, medium, hard, expert
    required property color colour
    required property var levelNames // kind -> the words for it
    required property var levelTips // kind -> what to expect of it
    property bool removable: true
    signal nameEdited(string name)
    signal kindChosen(string kind)
    signal removeRequested()

    readonly property var kinds: ["human", "easy", "medium", "hard", "expert"]
    implicitHeight: 40

    RowLayout {
    anchors.fill: parent
    spacing: 10

    Rectangle {
        Layout.preferredWidth: 14
        Layout.preferredHeight: 36
        radius: 4
        color: row.colour
    }
    TextField {
        objectName: "seatName_" + row.index
        Layout.fillWidth: true
        text: row.name
        maximumLength: 24
        font.pixelSize: 16
        placeholderText: qsTr("Name")
        onEditingFinished: row.nameEdited(text)
        ToolTip.visible: hovered
        ToolTip.text: qsTr("The name shown at the table")
    }
    ComboBox {
        id: kindBox
        objectName: "seatKind_" + row.index
        // What the chosen kind plays like; each entry of the list says it for its own.
        readonly property string tip: row.levelTips[row.kind]
        Layout.preferredWidth: 170
        font.pixelSize: 15
        model: row.kinds.map(k => row.levelNames[k])
        currentIndex: row.kinds.indexOf(row.kind)
        onActivated: i => row.kindChosen(row.kinds[i])
        ToolTip.visible: hovered && !popup.visible
        ToolTip.text: tip
        delegate: ItemDelegate {
            id: entry
            required property int index
            required property string modelData
            width: kindBox.width
            text: modelData
            font: kindBox.font
            highlighted: kindBox.highlightedIndex === index
            // Beside the list, so that the tip hides none of the other levels.
            ToolTip {
                visible: entry.hovered
                delay: 300
                x: entry.width + 6
                y: (entry.height - height) / 2
                text: row.levelTips[row.kinds[entry.index]]
            }
        }
    }
    RanoButton {
        objectName: "removeSeat_" + row.index
        compact: true
        enabled: row.removable
        text: "✕"
        toolTipText: qsTr("Remove this seat")
        onClicked: row.removeRequested()
    }
    }
}
