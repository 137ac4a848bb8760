import QtQuick
import Rano

// One step of MotionLayer, drawn where it happens and gone once played: a Settler walking
// (or landing), a ring for a piece built, sculpted or raised, lava poured, a piece destroyed,
// or the spaces of an Area going under the sea.
Item {
    id: step
    required property Item board
    required property string kind
    required property int seat
    required property real atX
    required property real atY
    required property real fromX
    required property real fromY
    required property bool carrying // a walking Settler brings a lying Moai along
    required property string points // JSON: [{x, y}, ...]
    property color colour
    property int duration: 300
    readonly property real unit: board.unit
    readonly property bool walking: kind === "walk" || kind === "land"
    // 0 to 1 over the step, then it fades.
    property real progress: 0
    anchors.fill: parent

    SequentialAnimation {
        running: true
        NumberAnimation {
            target: step; property: "progress"; from: 0; to: 1
            duration: step.duration; easing.type: Easing.InOutQuad
        }
        NumberAnimation { target: step; property: "opacity"; to: 0; duration: step.duration / 2 }
        ScriptAction { script: step.visible = false }
    }

    // A Settler on its way, or dropping from its Boat, with the Moai it carries.
    Pawn {
        id: walker
        visible: step.walking
        colour: step.colour
        size: step.unit * 0.55
        readonly property real startX: step.kind === "walk" ? step.board.px(step.fromX) : step.board.px(step.atX)
        readonly property real startY: step.kind === "walk" ? step.board.py(step.fromY) : step.board.py(step.atY) - step.unit * 1.2
        x: startX + (step.board.px(step.atX) - startX) * step.progress - width / 2
        y: startY + (step.board.py(step.atY) - startY) * step.progress - height / 2
    }
    Rectangle {
        visible: step.walking && step.carrying
        width: walker.size * 0.9
        height: walker.size * 0.32
        radius: height / 3
        x: walker.x + walker.width * 0.5 - width / 2
        y: walker.y + walker.height + 1
        color: "#7b7169"
        border.color: step.colour
        border.width: Math.max(1, height * 0.2)
    }

    // A ring that opens where a piece appears, lava falls or a piece is lost.
    Rectangle {
        visible: !step.walking && step.kind !== "sink"
        readonly property real size: step.unit * (0.5 + 0.9 * step.progress)
        x: step.board.px(step.atX) - size / 2
        y: step.board.py(step.atY) - size / 2
        width: size
        height: size
        radius: size / 2
        color: step.kind === "lava" ? Qt.rgba(0.93, 0.36, 0.1, 0.55 * (1 - step.progress) + 0.2) : "transparent"
        border.width: Math.max(2, step.unit * 0.1)
        border.color: step.kind === "lava" ? "#e0591c" : step.kind === "destroyed" ? "#a23b12" : step.colour
    }

    // An Area going under: the sea closes over each of its spaces.
    Repeater {
        model: step.kind === "sink" ? JSON.parse(step.points) : []
        delegate: Rectangle {
            required property var modelData
            readonly property real size: step.unit * 1.7 * step.progress
            x: step.board.px(modelData.x) - size / 2
            y: step.board.py(modelData.y) - size / 2
            width: size
            height: size
            radius: size / 2
            color: Qt.rgba(0.07, 0.29, 0.38, 0.85)
        }
    }
}
