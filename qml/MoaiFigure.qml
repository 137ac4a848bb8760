import QtQuick

// A Moai in its owner's colour: standing (raised on a geyser) or lying on its back.
Item {
    id: moai
    property color colour: "grey"
    property bool standing: false

    Item {
        anchors.centerIn: parent
        width: moai.standing ? moai.width : moai.height
        height: moai.standing ? moai.height : moai.width
        rotation: moai.standing ? 0 : 90
        // Body, long head with a heavy brow, the owner's colour as a band.
        Rectangle {
            anchors.fill: parent
            radius: width * 0.28
            color: "#6f6259"
            border.color: "#2c2724"
            border.width: Math.max(1, width * 0.08)
        }
        Rectangle {
            x: parent.width * 0.12
            width: parent.width * 0.76
            y: parent.height * 0.55
            height: parent.height * 0.3
            radius: height / 3
            color: moai.colour
        }
        Rectangle {
            x: parent.width * 0.15
            width: parent.width * 0.7
            y: parent.height * 0.2
            height: Math.max(1, parent.height * 0.08)
            color: "#2c2724"
        }
    }
}
