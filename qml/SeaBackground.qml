import QtQuick
import QtQuick.Shapes
import Rano

// A calm sea: deep water at the top fading to the lagoon, with a few drawn swells.
Rectangle {
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.deepSea }
        GradientStop { position: 0.65; color: Theme.sea }
        GradientStop { position: 1.0; color: Theme.lagoon }
    }

    Repeater {
        model: 5
        delegate: Shape {
            required property int index
            readonly property real baseY: parent.height * (0.55 + index * 0.09)
            anchors.fill: parent
            opacity: 0.10 + index * 0.03
            ShapePath {
                strokeColor: Theme.foam
                strokeWidth: 2
                fillColor: "transparent"
                capStyle: ShapePath.RoundCap
                startX: -20
                startY: baseY
                PathCubic {
                    x: parent.width * 0.5; y: baseY - 6
                    control1X: parent.width * 0.18; control1Y: baseY - 26
                    control2X: parent.width * 0.32; control2Y: baseY + 18
                }
                PathCubic {
                    x: parent.width + 20; y: baseY + 4
                    control1X: parent.width * 0.68; control1Y: baseY - 28
                    control2X: parent.width * 0.84; control2Y: baseY + 22
                }
            }
        }
    }
}
