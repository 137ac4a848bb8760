import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The continent editor's palette: the 22 tiles, each pressed and dragged onto the grid (or
// clicked, then the grid clicked).
Rectangle {
    required property var screen
    // The grid a tile is dragged onto (EditorGrid.surface).
    required property Item grid
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
                // The tile's number, as the rule messages name it.
                Text {
                    objectName: "paletteNumber"
                    x: 4
                    y: 2
                    text: cell.tile
                    font.pixelSize: 12
                    font.weight: Font.Bold
                    color: cell.volcano ? Theme.lava : Theme.palm
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
