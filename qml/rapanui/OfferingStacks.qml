import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The five Offering stacks, low to high: what each is paid with, the value of its top tile,
// how many are left, and its Outstanding tiles still on the board. A stack the styling
// player may take from glows.
Rectangle {
    id: stacks
    required property RapaNuiPosition position
    property bool interactive: false
    signal placeChosen(var choices)
    signal refused(string place, int at)

    implicitHeight: 132
    radius: 10
    color: "#6b4f2a"
    border.color: "#3f2e17"

    Text {
        id: title
        x: 10
        y: 6
        text: qsTr("Offerings")
        font.pixelSize: 14
        font.weight: Font.DemiBold
        color: Theme.sand
    }
    Text {
        anchors.right: parent.right
        anchors.rightMargin: 10
        y: 7
        text: qsTr("Pukao left: %1").arg(stacks.position.pukao)
        font.pixelSize: 12
        color: Theme.sand
    }
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 8
        spacing: 6
        Repeater {
            model: stacks.position.offerings
            delegate: Rectangle {
                id: stack
                required property int index
                required property string name
                required property string cost
                required property int remaining
                required property int next
                required property var outstanding
                required property var choices
                readonly property bool choosable: stacks.interactive && choices.length > 0
                objectName: "offering" + index
                width: (stacks.width - 44) / 5
                height: 94
                radius: 7
                color: stackArea.containsMouse && choosable ? "#fff6dd" : Theme.sand
                border.color: choosable ? Theme.focus : "#3f2e17"
                border.width: choosable ? 3 : 1
                opacity: stack.remaining > 0 || stack.outstanding.length > 0 ? 1 : 0.45
                Column {
                    anchors.fill: parent
                    anchors.margins: 4
                    spacing: 1
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: stack.name
                        font.pixelSize: 12
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 9
                        font.weight: Font.DemiBold
                        elide: Text.ElideRight
                        color: Theme.basalt
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: stack.next >= 0 ? stack.next : "–"
                        font.pixelSize: 24
                        font.weight: Font.Bold
                        color: Theme.lava
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("%1 left").arg(stack.remaining)
                        font.pixelSize: 10
                        color: Theme.basaltSoft
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        visible: stack.outstanding.length > 0
                        text: "✦ " + stack.outstanding.join(" ")
                        font.pixelSize: 10
                        font.weight: Font.DemiBold
                        color: "#8a6d00"
                    }
                }
                MouseArea {
                    id: stackArea
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: stack.choosable ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: {
                        if (stack.choosable)
                            stacks.placeChosen(stack.choices)
                        else if (stacks.interactive)
                            stacks.refused("offering", stack.index)
                    }
                }
                ToolTip.visible: stackArea.containsMouse
                ToolTip.delay: 400
                ToolTip.text: qsTr("%1: paid with %2. Top tile %3 points, %4 left; Outstanding tiles: %5")
                              .arg(stack.name).arg(stack.cost).arg(stack.next >= 0 ? stack.next : "–")
                              .arg(stack.remaining).arg(stack.outstanding.length > 0 ? stack.outstanding.join(", ") : qsTr("none"))
            }
        }
    }
}
