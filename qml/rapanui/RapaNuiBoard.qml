import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The table of Rapa Nui, the board game, drawn from the board data: the island's squares on
// the sea, beside it the Moai Quarry, the turn order track and the Offering stacks (with the
// two-player display of Ahu tiles), the players' boards below. It is laid out at one size and
// scaled to the space it has, up or down. A place where the deciding human may choose glows;
// a click on it asks for its choices (`placeChosen`).
Item {
    id: view
    required property RapaNuiPosition position
    property bool interactive: false
    signal placeChosen(var choices)
    signal placeRefused(string place, int at)
    // Plays moves again on the board, one after the other: each {places, piece, seat}
    // (RapaNuiTable::replaying).
    function replay(moves) {
        const idle = traveller.queue.length === 0 && traveller.step < 0 && !flash.visible
        traveller.queue = moves
        if (idle)
            traveller.next()
    }
    readonly property bool replaying: traveller.replaying || traveller.step >= 0

    // Playing without the mouse, as on Volcanic Isle's board: the arrows move a cursor
    // across the island's spaces, Enter does what a click there does; the number keys take
    // the choices listed at the side (the Quarry, the stars, the Offerings).
    property bool keyboardPlay: false
    property int cursor: -1
    function moveCursor(dx, dy) {
        cursor = position.spaceToward(cursor, dx, dy)
    }
    function clickCursor() {
        const space = islandSpaces.itemAt(cursor)
        if (space)
            space.activate()
    }
    Shortcut { sequence: "Left"; enabled: view.keyboardPlay; onActivated: view.moveCursor(-1, 0) }
    Shortcut { sequence: "Right"; enabled: view.keyboardPlay; onActivated: view.moveCursor(1, 0) }
    Shortcut { sequence: "Up"; enabled: view.keyboardPlay; onActivated: view.moveCursor(0, -1) }
    Shortcut { sequence: "Down"; enabled: view.keyboardPlay; onActivated: view.moveCursor(0, 1) }
    // Only with the cursor on the board: otherwise Enter presses the focused button.
    Shortcut { sequences: ["Return", "Enter"]; enabled: view.keyboardPlay && view.cursor >= 0; onActivated: view.clickCursor() }

    readonly property real cell: 76
    // Where a square's top left corner lies on the sea, by its column and row.
    function squareX(column) { return 20 + column * cell }
    function squareY(row) { return 20 + row * cell }
    readonly property real islandWidth: Math.max(1, position.columns) * cell
    readonly property real islandHeight: Math.max(1, position.rows) * cell
    readonly property real seaWidth: islandWidth + 40
    readonly property real seaHeight: islandHeight + 40
    readonly property real sideWidth: 380
    readonly property real seatWidth: 240
    readonly property real seatHeight: 232
    readonly property int seatCount: Math.max(1, position.players)
    // Two arrangements (issue 50.10). Wide: the Quarry, the turn order track and the
    // Offerings beside the island, the players' boards in a row below. Tall, for a narrow
    // area (a 1024x700 window): those three below the island, two abreast, and the players'
    // boards in a column beside it, so that nothing is drawn smaller only to leave a band of
    // sea empty. The board takes whichever shows it larger.
    readonly property real wideWidth: seaWidth + 12 + sideWidth
    readonly property real wideHeight: Math.max(seaHeight, quarry.implicitHeight + trackHeight + stacksHeight + displayHeight + 30)
                                       + 12 + seatHeight
    readonly property real tallWidth: seaWidth + 12 + seatWidth
    readonly property real tallHeight: Math.max(seaHeight + 12 + Math.max(quarry.implicitHeight, trackHeight) + 10
                                                + Math.max(stacksHeight, displayHeight),
                                                seatCount * seatHeight + (seatCount - 1) * 8)
    readonly property real trackHeight: track.implicitHeight
    readonly property real stacksHeight: stacks.implicitHeight
    readonly property real displayHeight: display.visible ? display.implicitHeight : 0
    readonly property bool tall: width > 0 && fitHeight > 0
                                 && Math.min(width / tallWidth, fitHeight / tallHeight)
                                    > Math.min(width / wideWidth, fitHeight / wideHeight)
    readonly property real layoutWidth: tall ? tallWidth : wideWidth
    readonly property real layoutHeight: tall ? tallHeight : wideHeight

    // Zoom and pan, as on Volcanic Isle's board: the wheel (or + and -) zooms around the
    // pointer, a drag moves a zoomed board, 0 or a double click fits it again.
    property real zoom: 1
    readonly property real minZoom: 1
    readonly property real maxZoom: 3
    property real panX: 0
    property real panY: 0
    // The fitted board stays below the zoom bar, which covers none of it.
    readonly property real barStrip: zoomBar.height + 2 * zoomBar.anchors.margins
    readonly property real fitHeight: Math.max(1, height - barStrip)
    readonly property real fitScale: Math.min(width / layoutWidth, fitHeight / layoutHeight)
    readonly property real shownScale: fitScale * zoom

    function zoomAt(atX, atY, factor) {
        const next = Math.max(minZoom, Math.min(maxZoom, zoom * factor))
        // The board point under (atX, atY) stays there.
        const wx = (atX - layout.x) / shownScale, wy = (atY - layout.y) / shownScale
        const s = fitScale * next
        panX = atX - wx * s - (width - layoutWidth * s) / 2
        panY = atY - wy * s - barStrip - (fitHeight - layoutHeight * s) / 2
        zoom = next
        clampPan()
    }
    // At least a quarter of the board stays in view.
    function clampPan() {
        const limitX = Math.max(0, (layoutWidth * shownScale - width / 2) / 2 + width / 4)
        const limitY = Math.max(0, (layoutHeight * shownScale - height / 2) / 2 + height / 4)
        panX = zoom <= minZoom ? 0 : Math.max(-limitX, Math.min(limitX, panX))
        panY = zoom <= minZoom ? 0 : Math.max(-limitY, Math.min(limitY, panY))
    }
    function fit() {
        zoom = 1
        panX = 0
        panY = 0
    }

    clip: true
    WheelHandler {
        objectName: "boardWheel"
        acceptedDevices: PointerDevice.Mouse | PointerDevice.TouchPad
        onWheel: event => view.zoomAt(point.position.x, point.position.y,
                                      Math.pow(1.0015, event.angleDelta.y))
    }
    PinchHandler {
        target: null
        onScaleChanged: delta => view.zoomAt(centroid.position.x, centroid.position.y, delta)
    }
    DragHandler {
        objectName: "boardDrag"
        target: null
        enabled: view.zoom > view.minZoom
        property real startX: 0
        property real startY: 0
        onActiveChanged: if (active) { startX = view.panX; startY = view.panY }
        onTranslationChanged: {
            view.panX = startX + translation.x
            view.panY = startY + translation.y
            view.clampPan()
        }
    }
    TapHandler {
        acceptedButtons: Qt.LeftButton
        onDoubleTapped: view.fit()
    }
    Shortcut { sequences: ["+", "="]; enabled: view.visible; onActivated: view.zoomAt(view.width / 2, view.height / 2, 1.25) }
    Shortcut { sequence: "-"; enabled: view.visible; onActivated: view.zoomAt(view.width / 2, view.height / 2, 0.8) }
    Shortcut { sequence: "0"; enabled: view.visible; onActivated: view.fit() }

    Item {
        id: layout
        objectName: "boardLayout"
        width: view.layoutWidth
        height: view.layoutHeight
        transformOrigin: Item.TopLeft
        scale: view.shownScale
        x: (view.width - width * scale) / 2 + view.panX
        y: view.barStrip + (view.fitHeight - height * scale) / 2 + view.panY
        // Drawn once into a texture at the size shown, and again only when something on it
        // changes: a frame while an AI thinks then costs one texture, not every piece.
        layer.enabled: true
        layer.smooth: true
        layer.textureSize: Qt.size(Math.ceil(width * scale), Math.ceil(height * scale))

        // The sea, and the island on it.
        Rectangle {
            id: sea
            width: view.islandWidth + 40
            height: view.islandHeight + 40
            radius: Theme.radius
            gradient: Gradient {
                GradientStop { position: 0; color: Theme.lagoon }
                GradientStop { position: 1; color: Theme.sea }
            }
            border.color: Theme.deepSea
            Repeater {
                id: islandSpaces
                model: view.position.spaces
                delegate: IslandSpace {
                    required property int column
                    required property int row
                    x: view.squareX(column)
                    y: view.squareY(row)
                    position: view.position
                    interactive: view.interactive
                    destination: index === view.position.destination
                    cursorHere: view.keyboardPlay && index === view.cursor
                    onClickedByMouse: view.cursor = -1 // the mouse took over
                    objectName: "space" + index
                    width: view.cell
                    height: view.cell
                    onPlaceChosen: choices => view.placeChosen(choices)
                    onRefused: (place, at) => view.placeRefused(place, at)
                }
            }
            // The piece a transport just carried travels its chain, space by space, from the
            // Crater or the Pukao Quarry to its Ahu; What just happened? (replay) sends the
            // others' moves since your last decision through it again, one after the other,
            // a placement as a flash on its space.
            Item {
                id: traveller
                objectName: "traveller"
                property var path: []
                property int step: -1
                property string piece: ""
                property int seat: -1
                property string shownKey: ""
                property var queue: [] // moves still to replay: {places, piece, seat}
                readonly property bool replaying: queue.length > 0 || flash.visible
                function spaceAt(place) {
                    return view.position.spaces.get(view.position.spaceOf(place))
                }
                function moveTo(i) {
                    const space = spaceAt(path[i])
                    x = view.squareX(space.column)
                    y = view.squareY(space.row)
                }
                function carry(places, what, who) {
                    piece = what
                    seat = who
                    path = places
                    walk.stop()
                    step = 0
                    moveTo(0)
                    walk.start()
                }
                // The next move of the replay, if any.
                function next() {
                    if (queue.length === 0)
                        return
                    const move = queue[0]
                    queue = queue.slice(1)
                    if (move.piece.length > 0 && move.places.length >= 2) {
                        carry(move.places, move.piece, move.seat)
                    } else if (move.places.length > 0) {
                        const space = spaceAt(move.places[0])
                        flash.x = view.squareX(space.column)
                        flash.y = view.squareY(space.row)
                        flash.seat = move.seat
                        flash.visible = true
                        flashTime.restart()
                    } else {
                        next()
                    }
                }
                visible: step >= 0
                width: view.cell
                height: view.cell
                z: 5
                Behavior on x { enabled: traveller.step > 0; NumberAnimation { duration: 150; easing.type: Easing.InOutQuad } }
                Behavior on y { enabled: traveller.step > 0; NumberAnimation { duration: 150; easing.type: Easing.InOutQuad } }
                MoaiFigure {
                    visible: traveller.piece !== "pukao"
                    anchors.centerIn: parent
                    readonly property int size: ["small", "medium", "large"].indexOf(traveller.piece)
                    width: 16 + size * 4
                    height: 30 + size * 9
                    standing: false
                    colour: traveller.seat >= 0 ? view.position.seatColour(traveller.seat) : "grey"
                }
                Rectangle {
                    visible: traveller.piece === "pukao"
                    anchors.centerIn: parent
                    width: 22
                    height: 16
                    radius: 6
                    color: "#a4533a"
                    border.color: "#4a2418"
                    border.width: 2
                }
                Timer {
                    id: walk
                    interval: 170
                    repeat: true
                    onTriggered: {
                        if (traveller.step + 1 >= traveller.path.length) {
                            stop()
                            traveller.step = -1
                            traveller.next()
                            return
                        }
                        traveller.step += 1
                        traveller.moveTo(traveller.step)
                    }
                }
                Connections {
                    target: view.position
                    function onChanged() {
                        const key = JSON.stringify(view.position.lastPlaces) + view.position.lastSeat + view.position.lastPiece
                        if (key === traveller.shownKey)
                            return
                        traveller.shownKey = key
                        if (view.position.lastPiece.length === 0 || view.position.lastPlaces.length < 2)
                            return
                        traveller.queue = []
                        traveller.carry(view.position.lastPlaces, view.position.lastPiece, view.position.lastSeat)
                    }
                }
            }
            // A placement replayed: its space flashes in the colour of who placed there.
            Rectangle {
                id: flash
                objectName: "replayFlash"
                property int seat: -1
                visible: false
                width: view.cell
                height: view.cell
                z: 5
                radius: 6
                color: "transparent"
                border.width: 5
                border.color: seat >= 0 ? view.position.seatColour(seat) : Theme.ember
                Timer {
                    id: flashTime
                    interval: 650
                    onTriggered: {
                        flash.visible = false
                        traveller.next()
                    }
                }
            }
        }

        Grid {
            id: side
            objectName: "boardSide"
            x: view.tall ? 0 : sea.width + 12
            y: view.tall ? sea.height + 12 : 0
            columns: view.tall ? 2 : 1
            columnSpacing: 10
            rowSpacing: 10
            readonly property real itemWidth: view.tall ? (sea.width - 10) / 2 : view.sideWidth
            MoaiQuarry {
                id: quarry
                width: side.itemWidth
                height: implicitHeight
                position: view.position
                interactive: view.interactive
                onPlaceChosen: choices => view.placeChosen(choices)
                onRefused: (place, at) => view.placeRefused(place, at)
            }
            TurnOrderTrack {
                id: track
                width: side.itemWidth
                height: view.trackHeight
                position: view.position
                interactive: view.interactive
                onPlaceChosen: choices => view.placeChosen(choices)
                onRefused: (place, at) => view.placeRefused(place, at)
            }
            OfferingStacks {
                id: stacks
                width: side.itemWidth
                height: view.stacksHeight
                position: view.position
                interactive: view.interactive
                onPlaceChosen: choices => view.placeChosen(choices)
                onRefused: (place, at) => view.placeRefused(place, at)
            }
            // Two players: the Ahu tiles left face up for the draft.
            Flow {
                id: display
                width: side.itemWidth
                spacing: 6
                visible: view.position.display.count > 0
                Repeater {
                    model: view.position.display
                    delegate: RanoButton {
                        required property string name
                        required property string effect
                        required property int count
                        required property var choices
                        compact: true
                        enabled: view.interactive && choices.length > 0
                        text: count > 1 ? name + " ×" + count : name
                        toolTipText: effect
                        onClicked: view.placeChosen(choices)
                    }
                }
            }
        }

        Grid {
            id: seatsRow
            objectName: "seatBoards"
            x: view.tall ? sea.width + 12 : 0
            y: view.tall ? 0 : Math.max(sea.height, side.height) + 12
            columns: view.tall ? 1 : 4
            spacing: 8
            Repeater {
                model: view.position.seats
                delegate: PlayerBoard {
                    position: view.position
                    interactive: view.interactive
                    width: view.tall ? view.seatWidth : (view.layoutWidth - 8 * 3) / 4
                    height: view.seatHeight
                    onPlaceChosen: choices => view.placeChosen(choices)
                    onRefused: (place, at) => view.placeRefused(place, at)
                }
            }
        }
    }

    // Top left, in a strip of its own (barStrip).
    ZoomControls {
        id: zoomBar
        board: parent
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 14
        z: 11
    }
}
