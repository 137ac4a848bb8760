import QtQuick
import Rano
import Rano.Models

// The continent drawn to fit its area: spaces, tile borders and Fissures, the Boats' bays.
// The wheel (or + and -) zooms around the pointer, a drag pans, 0 or a double click fits the
// board again. Zooming redraws at the new size rather than scaling a picture, so the board
// stays crisp.
Item {
    id: board
    required property VolcanicPosition table
    clip: true

    readonly property real minZoom: 1
    readonly property real maxZoom: 4
    property real zoom: 1
    // Each space's number within its tile, on demand (N, or the Spaces button).
    property bool showSpaceNumbers: false
    property real panX: 0
    property real panY: 0

    // Playing without the mouse (the table's board, not the review's): the arrows move a
    // cursor across the spaces, Enter does what a click there does, B picks the Boat.
    property bool keyboardPlay: false
    property int cursor: -1
    function moveCursor(dx, dy) {
        cursor = table.spaces.spaceToward(cursor >= 0 ? cursor : table.selected, dx, dy)
    }
    function clickCursor() {
        if (cursor >= 0 && !table.moveTo(cursor))
            table.select(cursor)
    }
    Shortcut { sequence: "Left"; enabled: board.keyboardPlay; onActivated: board.moveCursor(-1, 0) }
    Shortcut { sequence: "Right"; enabled: board.keyboardPlay; onActivated: board.moveCursor(1, 0) }
    Shortcut { sequence: "Up"; enabled: board.keyboardPlay; onActivated: board.moveCursor(0, -1) }
    Shortcut { sequence: "Down"; enabled: board.keyboardPlay; onActivated: board.moveCursor(0, 1) }
    // Only with the cursor on the board: otherwise Enter presses the focused button.
    Shortcut { sequences: ["Return", "Enter"]; enabled: board.keyboardPlay && board.cursor >= 0; onActivated: board.clickCursor() }
    Shortcut {
        sequence: "B"
        enabled: board.keyboardPlay && board.table.boatSelectable
        onActivated: board.table.select(-2)
    }

    readonly property rect bounds: table.spaces.bounds
    // The fitted board stays above the zoom bar, so that no Boat or space lies under it
    // (issue 50.12: at 1024x700 a random island's Boat did).
    readonly property real barStrip: zoomControls.height + 2 * zoomControls.anchors.margins
    readonly property real fitHeight: Math.max(1, height - barStrip)
    readonly property real fitUnit: Math.max(4, Math.min(width / (bounds.width + 2.4), fitHeight / (bounds.height + 2.4)))
    readonly property real unit: fitUnit * zoom
    readonly property real originX: (width - bounds.width * unit) / 2 - bounds.x * unit + panX
    readonly property real originY: (fitHeight - bounds.height * unit) / 2 - bounds.y * unit + panY

    function px(x) { return originX + x * unit }
    function py(y) { return originY + y * unit }

    // Keeps the point under (atX, atY) where it is while the zoom changes.
    function zoomAt(atX, atY, factor) {
        const next = Math.max(minZoom, Math.min(maxZoom, zoom * factor))
        const wx = (atX - originX) / unit, wy = (atY - originY) / unit
        const nextUnit = fitUnit * next
        panX += atX - ((width - bounds.width * nextUnit) / 2 - bounds.x * nextUnit + panX + wx * nextUnit)
        panY += atY - ((fitHeight - bounds.height * nextUnit) / 2 - bounds.y * nextUnit + panY + wy * nextUnit)
        zoom = next
        clampPan()
    }
    // At least a quarter of the board stays in view.
    function clampPan() {
        const limitX = Math.max(0, (bounds.width * unit - width / 2) / 2 + width / 4)
        const limitY = Math.max(0, (bounds.height * unit - height / 2) / 2 + height / 4)
        panX = zoom <= minZoom ? 0 : Math.max(-limitX, Math.min(limitX, panX))
        panY = zoom <= minZoom ? 0 : Math.max(-limitY, Math.min(limitY, panY))
    }
    function fit() {
        zoom = 1
        panX = 0
        panY = 0
    }

    WheelHandler {
        objectName: "boardWheel"
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad
        onWheel: event => board.zoomAt(point.position.x, point.position.y,
                                       Math.pow(1.0015, event.angleDelta.y))
    }
    PinchHandler {
        target: null
        onScaleChanged: delta => board.zoomAt(centroid.position.x, centroid.position.y, delta)
    }
    DragHandler {
        objectName: "boardDrag"
        target: null
        enabled: board.zoom > board.minZoom
        property real startX: 0
        property real startY: 0
        onActiveChanged: if (active) { startX = board.panX; startY = board.panY }
        onTranslationChanged: {
            board.panX = startX + translation.x
            board.panY = startY + translation.y
            board.clampPan()
        }
    }
    TapHandler {
        acceptedButtons: Qt.LeftButton
        onDoubleTapped: board.fit()
    }
    Shortcut { sequences: ["+", "="]; onActivated: board.zoomAt(board.width / 2, board.height / 2, 1.25) }
    Shortcut { sequence: "-"; onActivated: board.zoomAt(board.width / 2, board.height / 2, 0.8) }
    Shortcut { sequence: "0"; onActivated: board.fit() }
    Shortcut { sequence: "N"; onActivated: board.showSpaceNumbers = !board.showSpaceNumbers }

    Repeater {
        model: board.table.spaces
        delegate: SpaceView {
            unit: board.unit
            x: board.px(centreX) - width / 2
            y: board.py(centreY) - height / 2
            showSpaceNumber: board.showSpaceNumbers
            cursorHere: board.keyboardPlay && board.cursor === index
            onClicked: {
                board.cursor = -1 // the mouse took over
                target ? board.table.moveTo(index) : board.table.select(index)
            }
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
            // The border a raise under consideration would crack: drawn as a Fissure to be.
            required property bool previewed
            readonly property real length: Math.hypot(x2 - x1, y2 - y1) * board.unit
            visible: kind !== "hidden"
            x: board.px((x1 + x2) / 2) - width / 2
            y: board.py((y1 + y2) / 2) - height / 2
            readonly property bool parted: kind === "fissure"
            width: length + (parted || previewed ? 2 : 0)
            height: parted || previewed ? Math.max(4, board.unit * 0.16)
                   : kind === "coast" ? Math.max(2, board.unit * 0.07) : Math.max(2, board.unit * 0.08)
            radius: height / 2
            rotation: Math.atan2(y2 - y1, x2 - x1) * 180 / Math.PI
            color: previewed ? "#e0462c" : kind === "fissure" ? "#1a1410"
                   : kind === "coast" ? Theme.sand : "#3b332c"
            opacity: kind === "border" && !previewed ? 0.8 : 1
            z: previewed ? 1 : 0
            SequentialAnimation on opacity {
                running: previewed
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.45; duration: 600; easing.type: Easing.InOutSine }
                NumberAnimation { from: 0.45; to: 1; duration: 600; easing.type: Easing.InOutSine }
            }
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

    ZoomControls {
        id: zoomControls
        board: parent
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 14
        z: 11
        RanoButton {
            objectName: "spaceNumbersButton"
            compact: true
            dark: true
            primary: board.showSpaceNumbers
            text: qsTr("Spaces")
            toolTipText: board.showSpaceNumbers ? qsTr("Hide the space numbers (N)")
                                                : qsTr("Number each space within its tile, as the log names them (N)")
            onClicked: board.showSpaceNumbers = !board.showSpaceNumbers
        }
    }
}
