import QtQuick
import Rano

// One part of the Rules screen: a picture drawn with the board's own pieces, and the rule
// beside it.
Item {
    id: section
    property string title
    property string body
    // The picture: board pieces laid out by the page.
    default property alias picture: pictureArea.data
    property real pictureWidth: 240

    implicitHeight: Math.max(pictureArea.height, words.implicitHeight) + 12

    Item {
        id: pictureArea
        width: section.pictureWidth
        height: childrenRect.height
    }

    Column {
        id: words
        x: section.pictureWidth + 24
        width: section.width - x
        spacing: 6
        Text {
            width: parent.width
            text: section.title
            wrapMode: Text.WordWrap
            font.family: Theme.titleFont
            font.pixelSize: 21
            font.weight: Font.Bold
            color: Theme.basalt
        }
        Text {
            width: parent.width
            text: section.body
            textFormat: Text.StyledText
            wrapMode: Text.WordWrap
            lineHeight: 1.15
            font.pixelSize: 15
            color: Theme.basalt
        }
    }
}
