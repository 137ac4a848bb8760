import QtQuick
import Rano

// Volcanic Isle's card picture: a small continent of hex spaces with a smoking volcano.
Item {
    id: art
    readonly property color skyTop: "#1b5e6e"
    readonly property color skyBottom: "#0f3f52"

    Item {
        anchors.centerIn: parent
        width: 7 * 28
        height: 4 * 32
        scale: Math.min(1, art.height / 150) // a shorter card shrinks it rather than crop it
        Repeater {
            model: [
                [1, 0, "#8fb069"], [2, 0, "#7aa35a"], [3, 0, "#a9b97a"],
                [0.5, 1, "#7aa35a"], [1.5, 1, "#5b4a42"], [2.5, 1, "#d4551f"], [3.5, 1, "#8fb069"],
                [1, 2, "#a9b97a"], [2, 2, "#7aa35a"], [3, 2, "#e2cfa8"]
            ]
            delegate: Hexagon {
                required property var modelData
                radius: 18
                x: modelData[0] * width + 10
                y: modelData[1] * radius * 1.5 + 6
                fillColor: modelData[2]
                strokeColor: "#f3e7cf"
                strokeWidth: 1.5
            }
        }
        // The crater's plume.
        Repeater {
            model: 3
            delegate: Rectangle {
                required property int index
                width: 10 + index * 5
                height: width
                radius: width / 2
                color: "#e8e2da"
                opacity: 0.75 - index * 0.18
                x: 1.5 * 31.2 + 10 + 15.6 - width / 2 + index * 6
                y: 34 - index * 13
            }
        }
    }
}
