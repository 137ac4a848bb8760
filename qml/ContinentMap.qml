import QtQuick
import Rano
import Rano.Models

// A continent drawn small, before a game: Areas with and without a Volcano, craters, the lava
// laid at setup, and the landfall bays. It fits the space it is given.
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
            required property bool volcanoTile
            required property bool crater
            required property string ground
            radius: map.unit * 0.98
            x: map.px(centreX) - width / 2
            y: map.py(centreY) - height / 2
            fillColor: crater ? Theme.basalt : ground === "lava" ? Theme.lava
                       : volcanoTile ? Theme.tuff : Theme.grass
            strokeColor: Theme.sand
            strokeWidth: Math.max(1, map.unit * 0.06)
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
