import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The score track: every player's marker on one line of victory points, ticks every 10, so
// who leads and by how much shows at a glance. The line grows in steps of 50 as scores do.
Item {
    id: track
    required property VolcanicPosition table
    implicitHeight: 34

    readonly property int length: Math.max(50, Math.ceil((table.topScore + 1) / 50) * 50)
    function xOf(points) { return 8 + (width - 16) * Math.min(points, length) / length }

    Rectangle {
        x: 8
        width: parent.width - 16
        y: 16
        height: 4
        radius: 2
        color: Theme.sandDark
    }
    Repeater {
        model: track.length / 10 + 1
        delegate: Item {
            required property int index
            x: track.xOf(index * 10) - width / 2
            y: 22
            width: 24
            height: 12
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: index * 10
                visible: index % (track.length > 100 ? 5 : 1) === 0
                font.pixelSize: 9
                color: Theme.basaltSoft
            }
        }
    }
    Repeater {
        model: track.table.seats
        delegate: Rectangle {
            required property int index
            required property int score
            required property color colour
            required property string name
            objectName: "scoreMarker_" + index
            width: 14
            height: 14
            radius: 7
            // Markers on the same score stack upwards, as on the printed track.
            x: track.xOf(score) - width / 2
            y: 11 - index * 3
            z: 10 - index
            color: colour
            border.color: Theme.basalt
            border.width: 1
            ToolTip.visible: hover.hovered
            ToolTip.text: qsTr("%1: %2 VP").arg(name).arg(score)
            HoverHandler { id: hover }
        }
    }
}
