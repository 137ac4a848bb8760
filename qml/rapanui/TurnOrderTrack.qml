import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The turn order track: its stars, each with the Sorcerer standing on it, and this round's
// order of the Animal Totems. A free star the deciding human may take glows.
Rectangle {
    id: track
    required property RapaNuiPosition position
    property bool interactive: false
    signal placeChosen(var choices)
    signal refused(string place, int at)

    implicitHeight: 104
    radius: 10
    color: "#2f5d62"
    border.color: "#173a3e"

    Text {
        id: title
        x: 10
        y: 6
        text: qsTr("Turn order")
        font.pixelSize: 14
        font.weight: Font.DemiBold
        color: Theme.sand
    }
    // This round's order, first to last: each seat's Totem at its place on the track.
    // The chips share the width left beside the title, whatever its length in a language.
    Item {
        id: orderRow
        anchors.left: title.right
        anchors.leftMargin: 10
        anchors.right: parent.right
        anchors.rightMargin: 10
        anchors.verticalCenter: title.verticalCenter
        height: 20
        readonly property real chipWidth: Math.min(62, (width - 4 * (track.position.players - 1)) / Math.max(1, track.position.players))
        Repeater {
            model: track.position.seats
            delegate: Rectangle {
                required property int index
                required property int place
                required property string totem
                required property string name
                x: (place - 1) * (orderRow.chipWidth + 4)
                width: orderRow.chipWidth
                height: 20
                radius: 10
                color: track.position.seatColour(index)
                border.color: Theme.basalt
                Text {
                    anchors.centerIn: parent
                    width: parent.width - 6
                    horizontalAlignment: Text.AlignHCenter
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 8
                    text: parent.place + " " + parent.totem
                    font.pixelSize: 11
                    font.weight: Font.DemiBold
                    color: "#111111"
                }
                ToolTip.visible: totemHover.hovered
                ToolTip.text: qsTr("%1 plays in place %2 this round").arg(name).arg(place)
                HoverHandler { id: totemHover }
            }
        }
    }
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 8
        spacing: 10
        Repeater {
            model: track.position.stars
            delegate: Rectangle {
                id: starSpace
                required property int star
                required property int seat
                required property var choices
                readonly property bool choosable: track.interactive && choices.length > 0
                objectName: "star" + starSpace.star
                width: 62
                height: 58
                radius: 8
                color: starArea.containsMouse && choosable ? "#3f7b80" : "#24494d"
                border.color: choosable ? Theme.focus : "#173a3e"
                border.width: choosable ? 3 : 1
                Text {
                    x: 5
                    y: 2
                    text: "★" + (starSpace.star + 1)
                    font.pixelSize: 13
                    color: Theme.focus
                }
                Pawn {
                    visible: starSpace.seat >= 0
                    anchors.right: parent.right
                    anchors.rightMargin: 8
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 6
                    size: 22
                    colour: starSpace.seat >= 0 ? track.position.seatColour(starSpace.seat) : "grey"
                }
                MouseArea {
                    id: starArea
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: starSpace.choosable ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: {
                        if (starSpace.choosable)
                            track.placeChosen(starSpace.choices)
                        else if (track.interactive)
                            track.refused("star", starSpace.star)
                    }
                }
                ToolTip.visible: starArea.containsMouse
                ToolTip.delay: 400
                ToolTip.text: qsTr("Star %1: from phase 2 on, the players play in the order of their Sorcerers along the stars").arg(starSpace.star + 1)
            }
        }
    }
}
