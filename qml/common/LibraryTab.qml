import QtQuick
import QtQuick.Controls
import Rano

// A tab of the Library (Games, Statistics): the one shown in basalt, the other in sand.
TabButton {
    id: tab
    font.pixelSize: 16
    font.weight: Font.DemiBold
    contentItem: Text {
        text: tab.text
        font: tab.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        color: tab.checked ? Theme.sand : Theme.basalt
    }
    background: Rectangle {
        implicitHeight: 38
        radius: 8
        color: tab.checked ? Theme.basalt : tab.hovered ? Theme.sandDark : "transparent"
        border.color: Theme.sandDark
    }
}
