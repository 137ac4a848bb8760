import QtQuick
import QtQuick.Shapes
import Rano

// The picture at the top of a game card, drawn so it stays crisp at any size.
Item {
    id: art
    property string gameId

    clip: true

    // Taller than the art by one radius, so only its top corners show rounded.
    Rectangle {
        width: parent.width
        height: parent.height + radius
        radius: Theme.radius
        gradient: Gradient {
            GradientStop { position: 0; color: art.gameId === "volcanic-isle" ? "#1b5e6e" : art.gameId === "rapa-nui-board" ? "#2f6b72" : "#3b5f6f" }
            GradientStop { position: 1; color: art.gameId === "volcanic-isle" ? "#0f3f52" : "#174a5a" }
        }
    }

    // Volcanic Isle: a small continent of hex spaces with a smoking volcano.
    Item {
        visible: art.gameId === "volcanic-isle"
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

    // Rapa Nui: a Moai on its ahu, the stone platform, facing the sea.
    Item {
        visible: art.gameId === "rapa-nui-board"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 14
        width: 120
        height: 146
        scale: Math.min(1, (art.height - 20) / 146)
        transformOrigin: Item.Bottom
        readonly property color stone: "#7d6f64"
        readonly property color shade: "#5e534b"
        Rectangle { x: 0; y: 134; width: 120; height: 12; radius: 2; color: "#3e3631" }
        // body and arms
        Rectangle { x: 30; y: 92; width: 60; height: 44; radius: 6; color: parent.shade }
        // long ears
        Rectangle { x: 28; y: 30; width: 10; height: 44; radius: 5; color: parent.shade }
        Rectangle { x: 82; y: 30; width: 10; height: 44; radius: 5; color: parent.shade }
        // head: tall, with a heavy brow and a long nose
        Rectangle { x: 36; y: 6; width: 48; height: 92; radius: 10; color: parent.stone }
        Rectangle { x: 36; y: 30; width: 48; height: 9; radius: 3; color: parent.shade }
        Rectangle { x: 55; y: 38; width: 10; height: 30; radius: 4; color: "#8b7d71" }
        Rectangle { x: 50; y: 78; width: 20; height: 4; radius: 2; color: parent.shade }
        // red scoria topknot
        Rectangle { x: 40; y: 0; width: 40; height: 12; radius: 5; color: "#a4533a" }
    }

    // The card game: a fanned hand of cards.
    Repeater {
        model: art.gameId === "rapa-nui-cards" ? 4 : 0
        delegate: Rectangle {
            required property int index
            width: 58
            height: 84
            radius: 6
            color: ["#f3e7cf", "#e8d5ae", "#f3e7cf", "#e2cfa8"][index]
            border.color: "#5a514a"
            border.width: 1.5
            x: art.width / 2 - 29 + (index - 1.5) * 26
            y: art.height / 2 - 38 + Math.abs(index - 1.5) * 6
            rotation: (index - 1.5) * 12
            transformOrigin: Item.Bottom
            Rectangle {
                anchors.centerIn: parent
                width: 22
                height: 22
                radius: 11
                color: ["#d4551f", "#3f7a4f", "#2a7f86", "#8c7b6b"][index]
            }
        }
    }
}
