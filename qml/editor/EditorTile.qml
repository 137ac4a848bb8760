import QtQuick
import Rano

// One Area tile drawn for the editor, as ContinentMap draws the board: its spaces (Volcano
// tiles in tuff, others in green), the crater, the geysers at the sides they face, and its
// number. `spaces` holds each space's centre in board units; `originX/Y` and `unit` place
// them on screen.
Item {
    id: tile
    property int number: 0
    property var spaces: []
    property bool volcano: false
    property real unit: 20
    property real originX: 0
    property real originY: 0
    property color outline: Theme.sand
    property real outlineWidth: Math.max(1, unit * 0.06)

    Repeater {
        model: tile.spaces
        delegate: Hexagon {
            required property var modelData
            radius: tile.unit * 0.98
            x: tile.originX + modelData.x * tile.unit - width / 2
            y: tile.originY + modelData.y * tile.unit - height / 2
            fillColor: modelData.crater ? Theme.basalt : tile.volcano ? Theme.tuff
                       : Qt.darker(Theme.grass, 1 + (tile.number % 3) * 0.12)
            strokeColor: tile.outline
            strokeWidth: tile.outlineWidth
            Rectangle {
                visible: modelData.crater
                anchors.centerIn: parent
                width: parent.radius * 0.7
                height: width
                radius: width / 2
                color: Theme.lava
            }
            Repeater {
                model: modelData.geyserSides
                delegate: Rectangle {
                    required property int modelData
                    readonly property real angle: [0, -60, -120, 180, 120, 60][modelData] * Math.PI / 180
                    width: Math.max(4, tile.unit * 0.2)
                    height: width
                    radius: width / 2
                    x: parent.width / 2 + Math.cos(angle) * tile.unit * 0.58 - width / 2
                    y: parent.height / 2 + Math.sin(angle) * tile.unit * 0.58 - height / 2
                    color: "#dff3f7"
                    border.color: "#7fb7c4"
                }
            }
            Text {
                visible: !modelData.crater && tile.unit > 12
                anchors.centerIn: parent
                text: tile.number
                font.pixelSize: Math.max(8, tile.unit * 0.42)
                font.weight: Font.DemiBold
                color: "#3b3029"
                opacity: 0.7
            }
        }
    }
}
