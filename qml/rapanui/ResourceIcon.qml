import QtQuick

// A Resource by its shape as much as its colour, so a colour-blind player tells them apart:
// Reeds three stalks, an Egg a tall speckled brown oval, Wood a log, a Pearl a round blue-grey
// bead with a bright shine on a dark ring; the Egg and the Pearl differ in shape, colour,
// lightness and marks, at every size.
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
    // Egg: tall, warm and speckled
    Rectangle {
        visible: icon.resource === "eggs"
        anchors.centerIn: parent
        width: icon.width * 0.62
        height: icon.height * 0.94
        radius: width / 2
        color: "#e3b98a"
        border.color: "#6b4a26"
        border.width: Math.max(1, icon.width / 16)
        Repeater {
            model: [[0.3, 0.3], [0.6, 0.5], [0.35, 0.68]]
            delegate: Rectangle {
                required property var modelData
                x: parent.width * modelData[0]
                y: parent.height * modelData[1]
                width: Math.max(2, parent.width * 0.16)
                height: width
                radius: width / 2
                color: "#8a5a2b"
            }
        }
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
    // Pearl: round, cool and lustrous, on a dark ring
    Rectangle {
        visible: icon.resource === "pearls"
        anchors.centerIn: parent
        width: Math.min(icon.width, icon.height) * 0.84
        height: width
        radius: width / 2
        gradient: Gradient {
            GradientStop { position: 0; color: "#f4f7ff" }
            GradientStop { position: 1; color: "#8fa6c8" }
        }
        border.color: "#243447"
        border.width: Math.max(1, icon.width / 12)
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
