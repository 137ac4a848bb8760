import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The Boats in their landfall bay, with the Settlers still aboard. Click to land one.
Item {
    id: boat
    required property VolcanicPosition table
    // The landfall bay this Boat waits in: only the players whose Boat is here are aboard.
    required property int bay
    property real unit: 40
    width: unit * 1.8
    height: unit * 1.1

    Rectangle {
        anchors.fill: parent
        radius: height / 2
        color: "#7a5434"
        border.color: boat.table.selected === -2 ? "#ffffff" : boat.table.boatSelectable ? "#ffe27a" : "#3b2a1c"
        border.width: Math.max(2, boat.unit * 0.08)
    }
    Row {
        anchors.centerIn: parent
        spacing: 2
        Repeater {
            model: boat.table.seats
            delegate: Item {
                id: aboard
                required property int onBoat
                required property int bay
                required property color colour
                visible: onBoat > 0 && bay === boat.bay
                width: visible ? pawn.width : 0
                height: pawn.height
                Pawn {
                    id: pawn
                    size: boat.unit * 0.34
                    colour: aboard.colour
                    count: aboard.onBoat
                }
            }
        }
    }
    MouseArea {
        anchors.fill: parent
        enabled: boat.table.boatSelectable && boat.table.activeBay === boat.bay
        cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
        hoverEnabled: true
        onClicked: boat.table.select(-2)
        ToolTip.visible: containsMouse
        ToolTip.text: qsTr("The Boats: click, then a highlighted space to land a Settler")
    }
}
