import QtQuick
import Rano
import Rano.Models

// The continent drawn to fit its area: spaces, tile borders and Fissures, the Boats' bay.
Item {
    id: board
    required property VolcanicTable table

    readonly property rect bounds: table.spaces.bounds
    readonly property real unit: Math.max(4, Math.min(width / (bounds.width + 2.4), height / (bounds.height + 2.4)))
    readonly property real originX: (width - bounds.width * unit) / 2 - bounds.x * unit
    readonly property real originY: (height - bounds.height * unit) / 2 - bounds.y * unit

    function px(x) { return originX + x * unit }
    function py(y) { return originY + y * unit }

    Repeater {
        model: board.table.spaces
        delegate: SpaceView {
            unit: board.unit
            x: board.px(centreX) - width / 2
            y: board.py(centreY) - height / 2
            onClicked: target ? board.table.moveTo(index) : board.table.select(index)
        }
    }

    Repeater {
        model: board.table.edges
        delegate: Rectangle {
            required property real x1
            required property real y1
            required property real x2
            required property real y2
            required property string kind
            readonly property real length: Math.hypot(x2 - x1, y2 - y1) * board.unit
            visible: kind !== "hidden"
            x: board.px((x1 + x2) / 2) - width / 2
            y: board.py((y1 + y2) / 2) - height / 2
            width: length + (kind === "fissure" ? 2 : 0)
            height: kind === "fissure" ? Math.max(4, board.unit * 0.16)
                   : kind === "coast" ? Math.max(2, board.unit * 0.07) : Math.max(2, board.unit * 0.08)
            radius: height / 2
            rotation: Math.atan2(y2 - y1, x2 - x1) * 180 / Math.PI
            color: kind === "fissure" ? "#1a1410" : kind === "coast" ? Theme.sand : "#3b332c"
            opacity: kind === "border" ? 0.8 : 1
        }
    }

    // A Boat in each landfall bay that holds one: Mu's single bay is shared by every Boat.
    Repeater {
        model: board.table.bays
        delegate: BoatView {
            required property int index
            required property real centreX
            required property real centreY
            objectName: "boat_" + index
            table: board.table
            unit: board.unit
            x: board.px(centreX) - width / 2
            y: board.py(centreY) - height / 2
        }
    }
}
