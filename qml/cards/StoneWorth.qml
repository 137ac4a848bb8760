import QtQuick
import Rano
import Rano.Models

// What each Sacrifice card is worth at the end, from the Stone (face-down cards turned up).
Row {
    required property CardsPosition position
    spacing: 14
    Text {
        anchors.verticalCenter: parent.verticalCenter
        text: qsTr("On the Stone:")
        font.pixelSize: 14
        color: Theme.basaltSoft
    }
    Repeater {
        model: position.stone
        delegate: Row {
            required property string type
            required property string name
            required property int open
            required property int down
            required property int value
            spacing: 5
            SacrificeCard { width: 22; height: 30; type: parent.type }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("%1 × %2: worth %3").arg(parent.name).arg(parent.open + parent.down).arg(parent.value)
                font.pixelSize: 13
                color: Theme.basalt
            }
        }
    }
}
