import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Qt.labs.folderlistmodel
import Rano
import Rano.Models

// The continent editor: the 22 tiles on the left, the grid in the middle, the continent's
// name, the rules it still breaks and the commands on the right. Press a tile of the palette
// and drag it onto the grid (or click it, then click the grid); R or the wheel turns it;
// drag a placed tile to move it, Delete removes the selected one. Every rule is the engine's.
Item {
    id: screen
    required property ContinentDocument document
    signal homeRequested()
    signal playRequested(string file)

    property int armedTile: 0
    property int armedRotation: 0
    property int selectedTile: 0
    property bool bayMode: false
    property point ghost: Qt.point(0, 0)
    property bool ghostShown: false
    property string message: ""
    property var highlighted: []
    // What to do once the unsaved changes are dealt with.
    property var afterSaving: null

    function attempt(reason) { screen.message = reason }
    function turn(steps) {
        if (screen.armedTile > 0)
            screen.armedRotation = (screen.armedRotation + steps + 6) % 6
        else if (screen.selectedTile > 0)
            attempt(document.rotateTile(screen.selectedTile, steps))
    }
    function whenSaved(action) {
        if (document.modified) {
            screen.afterSaving = action
            unsavedDialog.open()
        } else {
            action()
        }
    }

    Shortcut { sequences: [StandardKey.Undo]; onActivated: screen.document.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; onActivated: screen.document.redo() }
    Shortcut { sequence: "R"; onActivated: screen.turn(1) }
    Shortcut { sequence: "Shift+R"; onActivated: screen.turn(-1) }
    Shortcut {
        sequences: [StandardKey.Delete, "Backspace"]
        enabled: screen.selectedTile > 0
        onActivated: {
            screen.attempt(screen.document.removeTile(screen.selectedTile))
            screen.selectedTile = 0
        }
    }
    Shortcut {
        sequence: "Esc"
        onActivated: { screen.armedTile = 0; screen.selectedTile = 0; screen.bayMode = false }
    }
    Shortcut { sequences: [StandardKey.Save]; onActivated: saveButton.clicked() }

    Dialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        anchors.centerIn: parent
        modal: true
        title: qsTr("Keep your changes?")
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        Label {
            text: qsTr("%1 has changes that are not saved.").arg(screen.document.name)
        }
        onAccepted: {
            if (screen.document.saveToLibrary().length > 0 && screen.afterSaving) screen.afterSaving()
        }
        onDiscarded: {
            close()
            if (screen.afterSaving) screen.afterSaving()
        }
    }

    FileDialog {
        id: importDialog
        title: qsTr("Import a continent")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Continents (*.json)")]
        onAccepted: screen.attempt(screen.document.load(selectedFile) ? "" : screen.document.lastError)
    }
    FolderDialog {
        id: exportDialog
        title: qsTr("Export the continent to a folder")
        onAccepted: {
            const path = selectedFolder.toString() + "/" + screen.document.name.replace(/[\/\\:*?"<>|]/g, "-") + ".json"
            screen.attempt(screen.document.save(path) ? qsTr("Exported to %1").arg(decodeURIComponent(path.replace("file://", ""))) : screen.document.lastError)
        }
    }

    Dialog {
        id: libraryDialog
        objectName: "libraryDialog"
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 760)
        height: Math.min(parent.height - 80, 560)
        modal: true
        title: qsTr("Your continents")
        standardButtons: Dialog.Close
        GridView {
            anchors.fill: parent
            clip: true
            cellWidth: 176
            cellHeight: 176
            model: FolderListModel {
                folder: screen.document.libraryFolder
                nameFilters: ["*.json"]
                showDirs: false
            }
            delegate: Item {
                required property url fileUrl
                required property string fileBaseName
                width: 168
                height: 168
                ContinentPreview { id: thumb; file: parent.fileUrl }
                Rectangle {
                    anchors.fill: parent
                    radius: 10
                    color: thumbArea.containsMouse ? Theme.lagoon : Theme.sea
                    ContinentMap {
                        anchors.fill: parent
                        anchors.margins: 8
                        anchors.bottomMargin: 26
                        preview: thumb
                    }
                    Text {
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: 5
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        elide: Text.ElideRight
                        text: thumb.error.length > 0 ? qsTr("%1 (damaged)").arg(parent.parent.fileBaseName) : thumb.name
                        color: Theme.sand
                        font.pixelSize: 13
                    }
                }
                MouseArea {
                    id: thumbArea
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: {
                        const file = parent.fileUrl
                        libraryDialog.close()
                        screen.whenSaved(() => screen.attempt(screen.document.load(file) ? "" : screen.document.lastError))
                    }
                }
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        // The palette.
        Rectangle {
            Layout.preferredWidth: 214
            Layout.fillHeight: true
            radius: Theme.radius
            color: Qt.rgba(0.95, 0.91, 0.81, 0.94)
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 10
                spacing: 6
                Text {
                    text: qsTr("Tiles")
                    font.family: Theme.titleFont
                    font.pixelSize: 20
                    font.weight: Font.Bold
                    color: Theme.basalt
                }
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Drag a tile onto the grid; R turns it")
                    wrapMode: Text.WordWrap
                    font.pixelSize: 12
                    color: Theme.basaltSoft
                }
                GridView {
                    id: palette
                    objectName: "palette"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    cellWidth: 97
                    cellHeight: 74
                    // A press on a tile starts a drag onto the grid, so the list scrolls by
                    // its bar and the wheel only.
                    interactive: false
                    model: screen.document.palette
                    ScrollBar.vertical: ScrollBar {}
                    delegate: Rectangle {
                        id: cell
                        required property int tile
                        required property bool used
                        required property bool offered
                        required property bool volcano
                        required property var spaces
                        objectName: "paletteTile_" + tile
                        width: 93
                        height: 70
                        radius: 8
                        color: screen.armedTile === tile ? "#fff1cf" : "transparent"
                        border.color: screen.armedTile === tile ? Theme.lava : "transparent"
                        border.width: 2
                        opacity: used ? 0.25 : offered ? 1 : 0.45
                        EditorTile {
                            anchors.fill: parent
                            number: cell.tile
                            spaces: cell.spaces
                            volcano: cell.volcano
                            unit: 11
                            originX: width / 2
                            originY: height / 2
                        }
                        MouseArea {
                            anchors.fill: parent
                            enabled: !cell.used
                            preventStealing: true
                            hoverEnabled: true
                            cursorShape: cell.offered ? Qt.OpenHandCursor : Qt.ForbiddenCursor
                            ToolTip.visible: containsMouse
                            ToolTip.delay: 600
                            ToolTip.text: cell.offered ? qsTr("Tile %1: drag it onto the grid, or click it and then the grid").arg(cell.tile)
                                                       : qsTr("Tile %1 comes in a later phase of guided mode").arg(cell.tile)
                            onPressed: {
                                screen.armedTile = cell.tile
                                screen.armedRotation = 0
                                screen.selectedTile = 0
                                screen.bayMode = false
                            }
                            onPositionChanged: mouse => {
                                if (!pressed) return
                                const p = mapToItem(grid, mouse.x, mouse.y)
                                grid.hover(p.x, p.y)
                            }
                            onReleased: mouse => {
                                const p = mapToItem(grid, mouse.x, mouse.y)
                                if (p.x >= 0 && p.y >= 0 && p.x < grid.width && p.y < grid.height)
                                    grid.drop(p.x, p.y)
                            }
                        }
                    }
                }
            }
        }

        // The grid.
        Rectangle {
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
                readonly property real unit: Math.max(8, Math.min(34, width / (bounds.width + 1), height / (bounds.height + 1)))
                function px(x) { return width / 2 + (x - bounds.x - bounds.width / 2) * unit }
                function py(y) { return height / 2 + (y - bounds.y - bounds.height / 2) * unit }
                function hexUnder(x, y) {
                    return screen.document.hexAt((x - width / 2) / unit + bounds.x + bounds.width / 2,
                                                 (y - height / 2) / unit + bounds.y + bounds.height / 2)
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

                // Where the tile in hand would go.
                Repeater {
                    model: screen.ghostShown && screen.armedTile > 0
                           ? screen.document.footprint(screen.armedTile, screen.ghost.x, screen.ghost.y, screen.armedRotation) : []
                    delegate: Hexagon {
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
                    anchors.fill: parent
                    hoverEnabled: true
                    acceptedButtons: Qt.LeftButton | Qt.RightButton
                    property point pressedHex
                    property int dragging: 0
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

        // The continent, its problems and the commands.
        Rectangle {
            Layout.preferredWidth: 330
            Layout.fillHeight: true
            radius: Theme.radius
            color: Qt.rgba(0.95, 0.91, 0.81, 0.94)
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 12
                spacing: 7
                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        Layout.fillWidth: true
                        text: qsTr("Continent editor")
                        elide: Text.ElideRight
                        font.family: Theme.titleFont
                        font.pixelSize: 20
                        font.weight: Font.Bold
                        color: Theme.basalt
                    }
                    RanoButton {
                        compact: true
                        text: qsTr("Home")
                        toolTipText: qsTr("Leave the editor")
                        onClicked: screen.whenSaved(() => screen.homeRequested())
                    }
                }
                TextField {
                    objectName: "continentNameField"
                    Layout.fillWidth: true
                    text: screen.document.name
                    placeholderText: qsTr("Name of the continent")
                    onEditingFinished: screen.document.name = text
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("The name players see when they choose it")
                }
                TextField {
                    Layout.fillWidth: true
                    text: screen.document.author
                    placeholderText: qsTr("Author")
                    onEditingFinished: screen.document.author = text
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Who built this continent")
                }
                RowLayout {
                    Layout.fillWidth: true
                    Switch {
                        objectName: "guidedSwitch"
                        text: qsTr("Guided")
                        checked: screen.document.guided
                        onToggled: screen.document.guided = checked
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Build phase by phase, as the advanced setup does; a placement that breaks the phase's rule is refused")
                    }
                    Text {
                        Layout.fillWidth: true
                        visible: screen.document.guided
                        text: screen.document.phase === 1 ? qsTr("Phase 1: tiles 1-5")
                              : screen.document.phase === 2 ? qsTr("Phase 2: tiles 6-8")
                              : screen.document.phase === 3 ? qsTr("Phase 3: tiles 9-22") : qsTr("Every tile is down")
                        elide: Text.ElideRight
                        font.pixelSize: 13
                        color: Theme.basalt
                    }
                }
                Text {
                    objectName: "editorMessage"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: screen.message
                    wrapMode: Text.WordWrap
                    font.pixelSize: 13
                    color: "#a23b12"
                }
                Text {
                    Layout.fillWidth: true
                    text: screen.document.valid ? qsTr("Every rule is met: this continent can be played.")
                                                : qsTr("Rules still broken: %1").arg(screen.document.problems.rowCount())
                    wrapMode: Text.WordWrap
                    font.pixelSize: 14
                    font.weight: Font.DemiBold
                    color: screen.document.valid ? Theme.palm : Theme.basalt
                }
                Text {
                    objectName: "bayWarning"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: screen.document.bayWarning
                    wrapMode: Text.WordWrap
                    font.pixelSize: 12
                    color: "#9a5b00"
                }
                ListView {
                    objectName: "problemList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 4
                    model: screen.document.problems
                    ScrollBar.vertical: ScrollBar {}
                    delegate: Text {
                        required property string message
                        required property var tiles
                        width: ListView.view.width - 8
                        text: "• " + message
                        wrapMode: Text.WordWrap
                        font.pixelSize: 12
                        color: Theme.basalt
                        MouseArea {
                            anchors.fill: parent
                            cursorShape: Qt.PointingHandCursor
                            onClicked: screen.highlighted = parent.tiles
                        }
                    }
                }
                GridLayout {
                    Layout.fillWidth: true
                    columns: 3
                    columnSpacing: 6
                    rowSpacing: 6
                    RanoButton {
                        Layout.fillWidth: true; compact: true
                        text: qsTr("Undo"); enabled: screen.document.canUndo
                        toolTipText: qsTr("Undo: %1 (Ctrl+Z)").arg(screen.document.undoText)
                        onClicked: screen.document.undo()
                    }
                    RanoButton {
                        Layout.fillWidth: true; compact: true
                        text: qsTr("Redo"); enabled: screen.document.canRedo
                        toolTipText: qsTr("Redo: %1 (Ctrl+Shift+Z)").arg(screen.document.redoText)
                        onClicked: screen.document.redo()
                    }
                    RanoButton {
                        Layout.fillWidth: true; compact: true
                        text: qsTr("Bays")
                        primary: screen.bayMode
                        toolTipText: qsTr("Add or remove landfall bays: one per player, beside the coast")
                        onClicked: { screen.bayMode = !screen.bayMode; screen.armedTile = 0 }
                    }
                    RanoButton {
                        Layout.fillWidth: true; compact: true
                        text: qsTr("New")
                        toolTipText: qsTr("Start again from an empty grid")
                        onClicked: screen.whenSaved(() => { screen.document.newContinent(); screen.message = "" })
                    }
                    RanoButton {
                        Layout.fillWidth: true; compact: true
                        text: qsTr("Library")
                        toolTipText: qsTr("Open one of your continents")
                        onClicked: libraryDialog.open()
                    }
                    RanoButton {
                        id: saveButton
                        objectName: "saveContinentButton"
                        Layout.fillWidth: true; compact: true
                        text: qsTr("Save")
                        toolTipText: qsTr("Save into your library (Ctrl+S)")
                        onClicked: {
                            const path = screen.document.saveToLibrary()
                            screen.attempt(path.length > 0 ? qsTr("Saved in your library.") : screen.document.lastError)
                        }
                    }
                    RanoButton {
                        Layout.fillWidth: true; compact: true
                        text: qsTr("Import…")
                        toolTipText: qsTr("Open a continent file from anywhere")
                        onClicked: screen.whenSaved(() => importDialog.open())
                    }
                    RanoButton {
                        Layout.fillWidth: true; compact: true
                        text: qsTr("Export…")
                        toolTipText: qsTr("Save a copy of this continent into a folder of your choice")
                        onClicked: exportDialog.open()
                    }
                    RanoButton {
                        Layout.fillWidth: true; compact: true
                        text: qsTr("Generate")
                        toolTipText: qsTr("A random island of this number (undoable)")
                        onClicked: screen.attempt(screen.document.generate(seedBox.value) ? "" : screen.document.lastError)
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    Text { text: qsTr("Island number"); font.pixelSize: 13; color: Theme.basalt }
                    SpinBox {
                        id: seedBox
                        objectName: "editorSeed"
                        Layout.fillWidth: true
                        from: 0
                        to: 999999
                        value: 1
                        editable: true
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("The same number always makes the same island")
                    }
                    RanoButton {
                        compact: true
                        text: "⟳"
                        toolTipText: qsTr("Roll another island")
                        onClicked: {
                            seedBox.value = Math.floor(Math.random() * 1000000)
                            screen.attempt(screen.document.generate(seedBox.value) ? "" : screen.document.lastError)
                        }
                    }
                }
                RanoButton {
                    objectName: "playOnContinentButton"
                    Layout.fillWidth: true
                    primary: true
                    enabled: screen.document.valid
                    text: qsTr("Play on this continent")
                    toolTipText: qsTr("Save it and set up a game on it")
                    onClicked: {
                        const path = screen.document.saveToLibrary()
                        if (path.length > 0) screen.playRequested(path)
                        else screen.attempt(screen.document.lastError)
                    }
                }
            }
        }
    }
}
