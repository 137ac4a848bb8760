import QtQuick

// A figurine (a Settler, a Villager): a pawn in its owner's colour, with how many stand
// here when more than one.
Item {
    id: pawn
    property color colour: "grey"
    property int count: 1
    property real size: 16
    width: size
    height: size * 1.25

    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        width: pawn.size * 0.5
        height: width
        radius: width / 2
        color: pawn.colour
        border.color: "#2c2724"
        border.width: Math.max(1, pawn.size * 0.07)
    }
    Rectangle {
        anchors.bottom: parent.bottom
        width: pawn.size
        height: pawn.size * 0.75
        radius: width * 0.4
        color: pawn.colour
        border.color: "#2c2724"
        border.width: Math.max(1, pawn.size * 0.07)
        Text {
            anchors.centerIn: parent
            visible: pawn.count > 1
            text: pawn.count
            font.pixelSize: Math.max(7, pawn.size * 0.5)
            font.bold: true
            color: "#1e1a17"
        }
    }
}
