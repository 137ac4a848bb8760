import QtQuick
import Rano
import Rano.Models

// A continent drawn small, before a game: its Areas (plain ones in shades of green, Volcano
// tiles in tuff), the craters, and the landfall bays. It fits the space it is given.
Item {
    id: map
    required property ContinentPreview preview
    readonly property rect bounds: preview.spaces.bounds
    readonly property real unit: bounds.width > 0
        ? Math.min(width / (bounds.width + 2), height / (bounds.height + 2)) : 10
    function px(x) { return width / 2 + (x - bounds.x - bounds.width / 2) * unit }
    function py(y) { return height / 2 + (y - bounds.y - bounds.height / 2) * unit }

    Repeater {
        model: map.preview.spaces
        delegate: Hexagon {
            required property real centreX
            required property real centreY
            required property int tile
            required property bool volcanoTile
            required property bool crater
            radius: map.unit * 0.98
            x: map.px(centreX) - width / 2
            y: map.py(centreY) - height / 2
            // Neighbouring Areas tell apart by shade.
            fillColor: crater ? Theme.basalt : volcanoTile ? Theme.tuff
                       : Qt.darker(Theme.grass, 1 + (tile % 3) * 0.12)
            strokeColor: Theme.sand
            strokeWidth: Math.max(1, map.unit * 0.06)
            Rectangle {
                visible: parent.crater
                anchors.centerIn: parent
                width: parent.radius * 0.7
                height: width
                radius: width / 2
                color: Theme.lava
            }
        }
    }
    Repeater {
        model: map.preview.bays
        delegate: Rectangle {
            required property point modelData
            width: map.unit * 1.3
            height: map.unit * 0.8
            radius: height / 2
            x: map.px(modelData.x) - width / 2
            y: map.py(modelData.y) - height / 2
            color: "#7a5434"
            border.color: Theme.sand
            border.width: Math.max(1, map.unit * 0.08)
        }
    }
}
