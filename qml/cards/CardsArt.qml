import QtQuick

// The card game's card picture: a fanned hand of cards.
Item {
    id: art
    readonly property color skyTop: "#3b5f6f"
    readonly property color skyBottom: "#174a5a"

    Repeater {
        model: 4
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
