import QtQuick
import QtQuick.Shapes

// A Village: a thatched house in its owner's colour.
Shape {
    id: village
    property color colour: "grey"
    ShapePath {
        fillColor: village.colour
        strokeColor: "#2c2724"
        strokeWidth: Math.max(1, village.width * 0.06)
        joinStyle: ShapePath.RoundJoin
        startX: village.width * 0.5; startY: 0
        PathLine { x: village.width; y: village.height * 0.5 }
        PathLine { x: village.width * 0.85; y: village.height * 0.5 }
        PathLine { x: village.width * 0.85; y: village.height }
        PathLine { x: village.width * 0.15; y: village.height }
        PathLine { x: village.width * 0.15; y: village.height * 0.5 }
        PathLine { x: 0; y: village.height * 0.5 }
        PathLine { x: village.width * 0.5; y: 0 }
    }
}
