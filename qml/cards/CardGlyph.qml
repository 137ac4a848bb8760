import QtQuick
import QtQuick.Shapes
import Rano

// The picture of a kind of card, drawn to fit its box: a Moai, a Priest with his feathers, a
// Lumberjack's axe, a fish, a mulberry, a sweet potato, an ear of grain.
Item {
    id: glyph
    property string kind: "moai"
    property color colour: Theme.kindColour(kind)
    readonly property real s: Math.min(width, height)

    // Moai: a long stone head with a heavy brow, a long nose and thin lips, on its shoulders.
    Item {
        visible: glyph.kind === "moai"
        anchors.centerIn: parent
        width: glyph.s
        height: glyph.s
        Shape {
            anchors.fill: parent
            ShapePath {
                fillColor: "#7d7166"
                strokeColor: Theme.basalt
                strokeWidth: 1
                // Shoulders.
                startX: glyph.s * 0.12; startY: glyph.s * 0.98
                PathLine { x: glyph.s * 0.2; y: glyph.s * 0.8 }
                PathLine { x: glyph.s * 0.8; y: glyph.s * 0.8 }
                PathLine { x: glyph.s * 0.88; y: glyph.s * 0.98 }
                PathLine { x: glyph.s * 0.12; y: glyph.s * 0.98 }
            }
            ShapePath {
                fillColor: "#95887b"
                strokeColor: Theme.basalt
                strokeWidth: 1
                // The head, a little wider at the brow than at the chin.
                startX: glyph.s * 0.3; startY: glyph.s * 0.06
                PathLine { x: glyph.s * 0.7; y: glyph.s * 0.06 }
                PathLine { x: glyph.s * 0.72; y: glyph.s * 0.3 }
                PathLine { x: glyph.s * 0.66; y: glyph.s * 0.86 }
                PathLine { x: glyph.s * 0.34; y: glyph.s * 0.86 }
                PathLine { x: glyph.s * 0.28; y: glyph.s * 0.3 }
                PathLine { x: glyph.s * 0.3; y: glyph.s * 0.06 }
            }
        }
        // Ears.
        Rectangle { x: glyph.s * 0.22; y: glyph.s * 0.3; width: glyph.s * 0.07; height: glyph.s * 0.34; radius: width / 2; color: "#7d7166"; border.color: Theme.basalt; border.width: 1 }
        Rectangle { x: glyph.s * 0.71; y: glyph.s * 0.3; width: glyph.s * 0.07; height: glyph.s * 0.34; radius: width / 2; color: "#7d7166"; border.color: Theme.basalt; border.width: 1 }
        // Brow and eye shadows.
        Rectangle { x: glyph.s * 0.3; y: glyph.s * 0.26; width: glyph.s * 0.4; height: glyph.s * 0.06; radius: height / 2; color: Theme.basalt }
        Rectangle { x: glyph.s * 0.34; y: glyph.s * 0.33; width: glyph.s * 0.1; height: glyph.s * 0.05; radius: height / 2; color: "#4a423c" }
        Rectangle { x: glyph.s * 0.56; y: glyph.s * 0.33; width: glyph.s * 0.1; height: glyph.s * 0.05; radius: height / 2; color: "#4a423c" }
        // The long nose and the lips.
        Shape {
            anchors.fill: parent
            ShapePath {
                fillColor: "#857869"
                strokeColor: Theme.basalt
                strokeWidth: 1
                startX: glyph.s * 0.47; startY: glyph.s * 0.32
                PathLine { x: glyph.s * 0.53; y: glyph.s * 0.32 }
                PathLine { x: glyph.s * 0.58; y: glyph.s * 0.6 }
                PathLine { x: glyph.s * 0.42; y: glyph.s * 0.6 }
                PathLine { x: glyph.s * 0.47; y: glyph.s * 0.32 }
            }
        }
        Rectangle { x: glyph.s * 0.4; y: glyph.s * 0.68; width: glyph.s * 0.2; height: Math.max(1.5, glyph.s * 0.03); radius: height / 2; color: Theme.basalt }
    }

    // Priest: a robed figure with a crown of feathers.
    Item {
        visible: glyph.kind === "priest"
        anchors.centerIn: parent
        width: glyph.s
        height: glyph.s
        Repeater {
            model: 5
            delegate: Rectangle {
                required property int index
                width: glyph.s * 0.09
                height: glyph.s * 0.3
                radius: width / 2
                x: glyph.s * 0.5 - width / 2
                y: glyph.s * 0.02
                color: index % 2 ? "#e3b341" : "#d4551f"
                transformOrigin: Item.Bottom
                rotation: (index - 2) * 22
            }
        }
        Rectangle {
            x: glyph.s * 0.38; y: glyph.s * 0.24
            width: glyph.s * 0.24; height: width; radius: width / 2
            color: "#b07a52"
            border.color: Theme.basalt
            border.width: 1
        }
        Shape {
            anchors.fill: parent
            ShapePath {
                fillColor: glyph.colour
                strokeColor: Theme.basalt
                strokeWidth: 1
                startX: glyph.s * 0.5; startY: glyph.s * 0.46
                PathLine { x: glyph.s * 0.78; y: glyph.s * 0.96 }
                PathLine { x: glyph.s * 0.22; y: glyph.s * 0.96 }
                PathLine { x: glyph.s * 0.5; y: glyph.s * 0.46 }
            }
        }
    }

    // Lumberjack: an axe.
    Item {
        visible: glyph.kind === "lumberjack"
        anchors.centerIn: parent
        width: glyph.s
        height: glyph.s
        rotation: -30
        Rectangle {
            x: glyph.s * 0.46; y: glyph.s * 0.08
            width: glyph.s * 0.09; height: glyph.s * 0.86
            radius: width / 2
            color: "#9c6b3c"
            border.color: Theme.basalt
            border.width: 1
        }
        Shape {
            anchors.fill: parent
            ShapePath {
                fillColor: "#b9c2c8"
                strokeColor: Theme.basalt
                strokeWidth: 1
                startX: glyph.s * 0.5; startY: glyph.s * 0.14
                PathLine { x: glyph.s * 0.8; y: glyph.s * 0.06 }
                PathQuad { x: glyph.s * 0.8; y: glyph.s * 0.42; controlX: glyph.s * 0.92; controlY: glyph.s * 0.24 }
                PathLine { x: glyph.s * 0.5; y: glyph.s * 0.34 }
                PathLine { x: glyph.s * 0.5; y: glyph.s * 0.14 }
            }
        }
    }

    // Fish.
    Shape {
        visible: glyph.kind === "fish"
        anchors.centerIn: parent
        width: glyph.s
        height: glyph.s
        ShapePath {
            fillColor: glyph.colour
            strokeColor: Theme.basalt
            strokeWidth: 1
            startX: glyph.s * 0.08; startY: glyph.s * 0.5
            PathQuad { x: glyph.s * 0.7; y: glyph.s * 0.5; controlX: glyph.s * 0.38; controlY: glyph.s * 0.12 }
            PathLine { x: glyph.s * 0.94; y: glyph.s * 0.3 }
            PathLine { x: glyph.s * 0.94; y: glyph.s * 0.7 }
            PathLine { x: glyph.s * 0.7; y: glyph.s * 0.5 }
            PathQuad { x: glyph.s * 0.08; y: glyph.s * 0.5; controlX: glyph.s * 0.38; controlY: glyph.s * 0.88 }
        }
        Rectangle {
            x: glyph.s * 0.22; y: glyph.s * 0.42
            width: glyph.s * 0.08; height: width; radius: width / 2
            color: Theme.sand
            border.color: Theme.basalt
            border.width: 1
        }
    }

    // Mulberry: a cluster of drupelets on a stalk.
    Item {
        visible: glyph.kind === "mulberry"
        anchors.centerIn: parent
        width: glyph.s
        height: glyph.s
        Rectangle {
            x: glyph.s * 0.48; y: glyph.s * 0.04
            width: glyph.s * 0.05; height: glyph.s * 0.2
            color: Theme.palm
            rotation: 20
        }
        Repeater {
            model: [[0.5, 0.3], [0.36, 0.4], [0.64, 0.4], [0.5, 0.5], [0.34, 0.58], [0.66, 0.58], [0.5, 0.7], [0.42, 0.82], [0.58, 0.82]]
            delegate: Rectangle {
                required property var modelData
                width: glyph.s * 0.22; height: width; radius: width / 2
                x: glyph.s * modelData[0] - width / 2
                y: glyph.s * modelData[1] - width / 2
                color: glyph.colour
                border.color: Theme.basalt
                border.width: 1
            }
        }
    }

    // Sweet potato: a long rounded tuber with a root at each end.
    Item {
        visible: glyph.kind === "sweet-potato"
        anchors.centerIn: parent
        width: glyph.s
        height: glyph.s
        rotation: -25
        Rectangle {
            x: glyph.s * 0.02; y: glyph.s * 0.49
            width: glyph.s * 0.96; height: glyph.s * 0.03
            color: "#7a4a2a"
        }
        Rectangle {
            x: glyph.s * 0.12; y: glyph.s * 0.3
            width: glyph.s * 0.76; height: glyph.s * 0.4
            radius: height / 2
            color: glyph.colour
            border.color: Theme.basalt
            border.width: 1
        }
        Repeater {
            model: 3
            delegate: Rectangle {
                required property int index
                x: glyph.s * (0.3 + index * 0.16); y: glyph.s * (0.42 + (index % 2) * 0.1)
                width: glyph.s * 0.07; height: glyph.s * 0.025
                radius: height / 2
                color: "#8a4a1c"
            }
        }
    }

    // Grain: an ear on its stalk.
    Item {
        visible: glyph.kind === "grain"
        anchors.centerIn: parent
        width: glyph.s
        height: glyph.s
        Rectangle {
            x: glyph.s * 0.485; y: glyph.s * 0.2
            width: glyph.s * 0.04; height: glyph.s * 0.78
            color: "#8a6d1c"
        }
        Repeater {
            model: 8
            delegate: Rectangle {
                required property int index
                width: glyph.s * 0.13; height: glyph.s * 0.24
                radius: width / 2
                x: glyph.s * 0.5 - width / 2 + (index % 2 ? 1 : -1) * glyph.s * 0.08
                y: glyph.s * (0.08 + Math.floor(index / 2) * 0.13)
                rotation: index % 2 ? 28 : -28
                color: glyph.colour
                border.color: Theme.basalt
                border.width: 1
            }
        }
        Rectangle {
            width: glyph.s * 0.13; height: glyph.s * 0.22
            radius: width / 2
            x: glyph.s * 0.5 - width / 2; y: glyph.s * 0.0
            color: glyph.colour
            border.color: Theme.basalt
            border.width: 1
        }
    }
}
