import QtQuick
import Rano

// A Sacrifice card: its type's colour and picture, face up; or a plain back, face down.
Rectangle {
    id: card
    property string type: "fish"
    property bool faceDown: false

    implicitWidth: 46
    implicitHeight: 62
    radius: Math.max(4, width * 0.12)
    color: faceDown ? "#3a332e" : Theme.kindColour(type)
    border.color: faceDown ? Theme.tuff : Qt.darker(Theme.kindColour(type), 1.4)
    border.width: 1.5

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width, parent.height) * 0.78
        height: width
        radius: width / 2
        color: card.faceDown ? "transparent" : Theme.sand
        border.color: card.faceDown ? Theme.tuff : "transparent"
        border.width: 1
        CardGlyph {
            visible: !card.faceDown
            anchors.centerIn: parent
            width: parent.width * 0.8
            height: width
            kind: card.type
        }
        Text {
            visible: card.faceDown
            anchors.centerIn: parent
            text: "?"
            font.pixelSize: parent.width * 0.5
            font.weight: Font.Bold
            color: Theme.tuff
        }
    }
}
