import QtQuick

// A Resource by its shape as much as its colour, so a colour-blind player tells them apart:
// Reeds three stalks, an Egg an oval, Wood a log, a Pearl a round bead with a shine.
Item {
    id: icon
    required property string resource // "reeds", "eggs", "wood", "pearls"
    implicitWidth: 18
    implicitHeight: 18

    // Reeds
    Row {
        visible: icon.resource === "reeds"
        anchors.centerIn: parent
        spacing: icon.width * 0.1
        Repeater {
            model: [0.8, 1, 0.7]
            delegate: Rectangle {
                required property real modelData
                anchors.bottom: parent.bottom
                width: icon.width * 0.16
                height: icon.height * modelData
                radius: width / 2
                color: "#4f8f2f"
                border.color: "#23401a"
                border.width: 1
            }
        }
    }
    // Egg
    Rectangle {
        visible: icon.resource === "eggs"
        anchors.centerIn: parent
        width: icon.width * 0.66
        height: icon.height * 0.9
        radius: width / 2
        color: "#f6ecd2"
        border.color: "#7a6a48"
        border.width: 1
    }
    // Wood: a log with its cut end
    Rectangle {
        visible: icon.resource === "wood"
        anchors.centerIn: parent
        width: icon.width
        height: icon.height * 0.46
        radius: height / 2
        color: "#8a5a2b"
        border.color: "#3d2610"
        border.width: 1
        Rectangle {
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            width: parent.height
            height: parent.height
            radius: width / 2
            color: "#d9b37c"
            border.color: "#3d2610"
            border.width: 1
        }
    }
    // Pearl
    Rectangle {
        visible: icon.resource === "pearls"
        anchors.centerIn: parent
        width: Math.min(icon.width, icon.height) * 0.8
        height: width
        radius: width / 2
        color: "#dfe6ee"
        border.color: "#4c5d70"
        border.width: 1
        Rectangle {
            x: parent.width * 0.22
            y: parent.height * 0.2
            width: parent.width * 0.28
            height: width
            radius: width / 2
            color: "white"
        }
    }
}
