import QtQuick
import QtQuick.Shapes

// One pointy-top hexagonal space, `radius` from centre to corner.
Shape {
    id: hex
    property real radius: 20
    property color fillColor: "white"
    property color strokeColor: "transparent"
    property real strokeWidth: 1

    width: Math.sqrt(3) * radius
    height: 2 * radius
    antialiasing: true

    ShapePath {
        fillColor: hex.fillColor
        strokeColor: hex.strokeColor
        strokeWidth: hex.strokeWidth
        joinStyle: ShapePath.RoundJoin
        PathPolyline {
            readonly property real w: hex.width
            readonly property real r: hex.radius
            path: [
                Qt.point(w / 2, 0), Qt.point(w, r / 2), Qt.point(w, 1.5 * r),
                Qt.point(w / 2, 2 * r), Qt.point(0, 1.5 * r), Qt.point(0, r / 2),
                Qt.point(w / 2, 0)
            ]
        }
    }
}
