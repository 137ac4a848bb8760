import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The continent editor's grid: the tiles placed, the open sides and the bays, the tile in
// hand as a ghost; tiles are dropped, moved, turned and removed here.
Rectangle {
    required property var screen
    // Where the palette drops its tiles (hover, drop).
    readonly property alias surface: grid
    Layout.fillWidth: true
    Layout.fillHeight: true
    radius: Theme.radius
    color: Theme.sea
    clip: true

    Item {
        id: grid
        objectName: "editorGrid"
        anchors.fill: parent
        readonly property rect bounds: screen.document.bounds
        // What the grid shows: the continent's extent, grown around its centre to take in
        // each tile placed but never shifted or shrunk while a continent is built, so the grid
        // stays put under the hand; it starts again when a whole continent comes in (new, generated, opened).
        // It is at least about Mu's size, so building a continent of the usual size never moves it.
        property rect view: roomy(bounds)
        readonly property int tiles: screen.document.tileCount
        property int tilesSeen: 0
        // More than one tile at once, or none left: a whole new continent came in.
        property bool wholeContinent: false
        function roomy(b) {
            const w = Math.max(b.width, 16), h = Math.max(b.height, 15)
            return Qt.rect(b.x + b.width / 2 - w / 2, b.y + b.height / 2 - h / 2, w, h)
        }
        onTilesChanged: {
            if (Math.abs(tiles - tilesSeen) > 1 || tiles === 0) wholeContinent = true
            tilesSeen = tiles
            Qt.callLater(follow)
        }
        onBoundsChanged: Qt.callLater(follow)
        function follow() {
            const b = bounds
            if (wholeContinent) {
                wholeContinent = false
                view = roomy(b)
                return
            }
            // Grown evenly around its centre, so what is in the middle stays there: only the
            // scale changes, never where the continent sits (issue 50.14).
            const cx = view.x + view.width / 2, cy = view.y + view.height / 2
            const halfW = Math.max(view.width / 2, cx - b.x, b.x + b.width - cx)
            const halfH = Math.max(view.height / 2, cy - b.y, b.y + b.height - cy)
            // Assigned even when unchanged: that ends the first binding to the bounds.
            view = Qt.rect(cx - halfW, cy - halfH, 2 * halfW, 2 * halfH)
        }
        Component.onCompleted: tilesSeen = tiles
        // The continent and the free ring of spaces drawn around it (3 units each way, and half
        // a hexagon beyond their centres) fit.
        readonly property real unit: Math.max(8, Math.min(34, width / (view.width + 9), height / (view.height + 9)))
        function px(x) { return width / 2 + (x - view.x - view.width / 2) * unit }
        function py(y) { return height / 2 + (y - view.y - view.height / 2) * unit }
        function hexUnder(x, y) {
            return screen.document.hexAt((x - width / 2) / unit + view.x + view.width / 2,
                                         (y - height / 2) / unit + view.y + view.height / 2)
        }
        function hover(x, y) {
            screen.ghost = hexUnder(x, y)
            screen.ghostShown = screen.armedTile > 0
        }
        function drop(x, y) {
            const h = hexUnder(x, y)
            const reason = screen.document.place(screen.armedTile, h.x, h.y, screen.armedRotation)
            screen.attempt(reason)
            if (reason.length === 0) {
                screen.selectedTile = screen.armedTile
                screen.armedTile = 0
                screen.ghostShown = false
            }
        }

        Repeater {
            model: screen.document.gridHexes
            delegate: Hexagon {
                required property point modelData
                radius: grid.unit * 0.97
                x: grid.px(modelData.x) - width / 2
                y: grid.py(modelData.y) - height / 2
                fillColor: "transparent"
                strokeColor: Qt.rgba(1, 1, 1, 0.09)
                strokeWidth: 1
            }
        }

        Repeater {
            model: screen.document.placed
            delegate: Item {
                id: placedTile
                required property int tile
                required property var spaces
                required property bool volcano
                required property bool offending
                readonly property bool marked: screen.selectedTile === tile || offending
                                               || screen.highlighted.indexOf(tile) >= 0
                objectName: "placedTile_" + tile
                anchors.fill: parent
                EditorTile {
                    anchors.fill: parent
                    number: placedTile.tile
                    spaces: placedTile.spaces
                    volcano: placedTile.volcano
                    unit: grid.unit
                    originX: grid.px(0)
                    originY: grid.py(0)
                    outline: screen.selectedTile === placedTile.tile ? "#ffffff"
                             : screen.highlighted.indexOf(placedTile.tile) >= 0 ? "#ffd34d"
                             : placedTile.offending ? "#ff7a59" : Theme.sand
                    outlineWidth: placedTile.marked ? Math.max(2, grid.unit * 0.12)
                                                    : Math.max(1, grid.unit * 0.06)
                }
            }
        }

        // Straight sides that still face the sea: where the next tiles must go.
        Repeater {
            model: screen.document.openSides
            delegate: Rectangle {
                required property var modelData
                readonly property real length: Math.hypot(modelData.x2 - modelData.x1, modelData.y2 - modelData.y1) * grid.unit
                x: grid.px((modelData.x1 + modelData.x2) / 2) - width / 2
                y: grid.py((modelData.y1 + modelData.y2) / 2) - height / 2
                width: length
                height: Math.max(3, grid.unit * 0.12)
                radius: height / 2
                rotation: Math.atan2(modelData.y2 - modelData.y1, modelData.x2 - modelData.x1) * 180 / Math.PI
                color: "#ff7a59"
            }
        }

        Repeater {
            model: screen.document.bays
            delegate: Rectangle {
                required property var modelData
                width: grid.unit * 1.3
                height: grid.unit * 0.8
                radius: height / 2
                x: grid.px(modelData.x) - width / 2
                y: grid.py(modelData.y) - height / 2
                color: "#7a5434"
                border.color: Theme.sand
                border.width: Math.max(1, grid.unit * 0.08)
            }
        }

        // Where the tile in hand, or the placed tile being dragged, would go.
        Repeater {
            model: screen.ghostShown && screen.armedTile > 0
                   ? screen.document.footprint(screen.armedTile, screen.ghost.x, screen.ghost.y, screen.armedRotation)
                   : gridMouse.pressed && gridMouse.dragging > 0 && gridMouse.moved
                   ? screen.document.footprint(gridMouse.dragging,
                                               gridMouse.draggedFrom.x + screen.ghost.x - gridMouse.pressedHex.x,
                                               gridMouse.draggedFrom.y + screen.ghost.y - gridMouse.pressedHex.y,
                                               screen.document.rotationOf(gridMouse.dragging))
                   : []
            delegate: Hexagon {
                objectName: "ghost"
                required property point modelData
                radius: grid.unit * 0.97
                x: grid.px(modelData.x) - width / 2
                y: grid.py(modelData.y) - height / 2
                fillColor: Qt.rgba(1, 0.95, 0.8, 0.35)
                strokeColor: "#ffe27a"
                strokeWidth: 2
            }
        }

        MouseArea {
            id: gridMouse
            objectName: "gridMouse"
            anchors.fill: parent
            hoverEnabled: true
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            property point pressedHex
            property int dragging: 0
            property point draggedFrom
            readonly property bool moved: screen.ghost.x !== pressedHex.x || screen.ghost.y !== pressedHex.y
            onPositionChanged: mouse => grid.hover(mouse.x, mouse.y)
            onExited: screen.ghostShown = false
            onPressed: mouse => {
                const h = grid.hexUnder(mouse.x, mouse.y)
                pressedHex = h
                dragging = 0
                if (screen.armedTile > 0 || screen.bayMode) return
                const t = screen.document.tileAt(h.x, h.y)
                screen.selectedTile = t
                if (mouse.button === Qt.RightButton && t > 0) {
                    screen.attempt(screen.document.removeTile(t))
                    screen.selectedTile = 0
                } else {
                    dragging = t
                    draggedFrom = screen.document.positionOf(t)
                    screen.ghost = h
                }
            }
            onReleased: mouse => {
                const h = grid.hexUnder(mouse.x, mouse.y)
                if (screen.armedTile > 0) {
                    grid.drop(mouse.x, mouse.y)
                } else if (screen.bayMode) {
                    screen.attempt(screen.document.toggleBay(h.x, h.y))
                } else if (dragging > 0 && (h.x !== pressedHex.x || h.y !== pressedHex.y)) {
                    const at = screen.document.positionOf(dragging)
                    screen.attempt(screen.document.moveTile(dragging, at.x + h.x - pressedHex.x, at.y + h.y - pressedHex.y))
                }
                dragging = 0
            }
            onWheel: wheel => screen.turn(wheel.angleDelta.y > 0 ? 1 : -1)
        }
    }

    Text {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 12
        width: parent.width - 24
        wrapMode: Text.WordWrap
        text: screen.bayMode ? qsTr("Click the sea beside the coast to add a landfall bay, or a bay to remove it.")
              : screen.armedTile > 0 ? qsTr("Tile %1 in hand: click the grid to place it; R or the wheel turns it; Esc puts it back.").arg(screen.armedTile)
              : qsTr("Drag a placed tile to move it; R turns the selected tile; Delete or a right click removes it.")
        color: Theme.foam
        font.pixelSize: 13
    }
}
