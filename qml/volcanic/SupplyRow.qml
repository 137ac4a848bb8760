import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The common supply, and below it the last die roll: two lines, so that nothing is pushed
// out of the side panel in any language.
ColumnLayout {
    id: row
    required property VolcanicPosition table
    spacing: 4

    component Stat: Text {
        property string tip
        font.pixelSize: 13
        color: Theme.basalt
        ToolTip.visible: area.containsMouse
        ToolTip.text: tip
        MouseArea { id: area; anchors.fill: parent; hoverEnabled: true }
    }

    // What the supply holds, named as such: a newcomer read "Lava 8" as the lava on the board.
    RowLayout {
        spacing: 14
        Stat { text: qsTr("In supply:"); tip: qsTr("What is left in the common supply") }
        Stat { text: qsTr("Lava %1").arg(row.table.lavaSupply); tip: qsTr("Lava tiles left in the supply") }
        Stat { text: qsTr("Fissures %1").arg(row.table.fissureSupply); tip: qsTr("Fissures left: when none is left, the final round begins") }
        Stat { text: qsTr("Prayers %1").arg(row.table.prayerSupply); tip: qsTr("Prayer tokens left in the supply") }
    }
    Stat {
        objectName: "volcanoesStat"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        text: qsTr("Volcanoes: %1 (the last round begins at 2)").arg(row.table.volcanoesLeft)
        tip: qsTr("Volcanoes on the board: at two or fewer, the final round begins")
    }
    Stat {
        visible: text.length > 0
        objectName: "dieStat"
        text: (row.table.lastDie === "volcano" ? qsTr("Die: Volcano!") : row.table.lastDie === "quiet" ? qsTr("Die: quiet") : "")
              + (row.table.lastEruptions.length > 0 ? (row.table.lastDie.length > 0 ? " · " : "") + (row.table.lastEruptionCount > 1 ? qsTr("Volcanoes %1 erupt") : qsTr("Volcano %1 erupts")).arg(row.table.lastEruptions) : "")
        tip: qsTr("The last roll of the Volcano die and the Volcano it woke")
    }
}
