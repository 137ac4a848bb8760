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
        objectName: "seatKind_" + row.index
        Layout.preferredWidth: 170
        font.pixelSize: 15
        model: row.kinds.map(k => row.levelNames[k])
        currentIndex: row.kinds.indexOf(row.kind)
        onActivated: i => row.kindChosen(row.kinds[i])
        ToolTip.visible: hovered
        ToolTip.text: qsTr("A human at this computer, or an AI and how strong it plays")
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
