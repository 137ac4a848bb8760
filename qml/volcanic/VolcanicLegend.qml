import QtQuick
import Rano

// Volcanic Isle's marks for the board's legend (BoardLegend), drawn as the board draws them.
QtObject {
    readonly property var entries: [
        { symbol: land, text: qsTr("Land: a space of an Area (its number in the corner). Settlers walk from space to space.") },
        { symbol: lava, text: qsTr("Lava: a Settler here can build a Village or sculpt a Moai.") },
        { symbol: crater, text: qsTr("A Volcano in its crater: nothing enters it; when it erupts, its lava runs along straight channels to the sea.") },
        { symbol: geyser, text: qsTr("A geyser, drawn at the side of its space that it looks towards: a Moai raised on it lays a Fissure on the border that side faces.") },
        { symbol: fissure, text: qsTr("A Fissure: no Settler crosses it. Land cut off by Fissures and the sea sinks.") },
        { symbol: border, text: qsTr("The border between two Areas: Settlers cross it until a Fissure closes it.") },
        { symbol: village, text: qsTr("A Village, in its owner's colour.") },
        { symbol: settler, text: qsTr("A Settler; a number counts several on one space.") },
        { symbol: moai, text: qsTr("A Moai lying where it was sculpted or carried; raised, it stands on its geyser.") },
        { symbol: boat, text: qsTr("A Boat in its landfall bay: its Settlers land on the spaces beside the bay.") },
        { symbol: sinking, text: qsTr("Washed blue: the land that would sink with the raise you point at, or that sinks now.") }
    ]

    property Component land: Component {
        Hexagon { radius: 17; fillColor: "#8fb069"; strokeColor: "#3b332c"; strokeWidth: 1 }
    }
    property Component lava: Component {
        Item {
            Hexagon { anchors.centerIn: parent; radius: 17; fillColor: "#8fb069" }
            Hexagon { anchors.centerIn: parent; radius: 12; fillColor: "#b8441f"; strokeColor: "#7a2a12"; strokeWidth: 2 }
            Hexagon { anchors.centerIn: parent; radius: 7; fillColor: "#e8763a" }
        }
    }
    property Component crater: Component {
        Item {
            Hexagon { anchors.centerIn: parent; radius: 17; fillColor: "#3a302b" }
            Rectangle { anchors.centerIn: parent; width: 20; height: 20; radius: 10; color: "#5a4a42"; border.color: "#2b221e" }
            Rectangle { anchors.centerIn: parent; width: 10; height: 10; radius: 5; color: "#ff6a2a" }
        }
    }
    property Component geyser: Component {
        Item {
            Hexagon { anchors.centerIn: parent; radius: 17; fillColor: "#8fb069" }
            Rectangle { x: 25; y: 14; width: 7; height: 7; radius: 3.5; color: "#dff3f7"; border.color: "#7fb7c4" }
        }
    }
    property Component fissure: Component {
        Item {
            Rectangle { anchors.centerIn: parent; width: 34; height: 6; radius: 3; rotation: -30; color: "#1a1410" }
        }
    }
    property Component border: Component {
        Item {
            Rectangle { anchors.centerIn: parent; width: 34; height: 3; radius: 1.5; rotation: -30; color: "#3b332c" }
        }
    }
    property Component village: Component {
        Item { Village { anchors.centerIn: parent; width: 24; height: 24; colour: "#2f7fc1" } }
    }
    property Component settler: Component {
        Item { Pawn { anchors.centerIn: parent; size: 22; colour: "#2f7fc1"; count: 2 } }
    }
    property Component moai: Component {
        Item {
            Row {
                anchors.centerIn: parent
                spacing: 3
                MoaiFigure { width: 24; height: 12; anchors.verticalCenter: parent.verticalCenter; standing: false; colour: "#2f7fc1" }
                MoaiFigure { width: 12; height: 24; standing: true; colour: "#2f7fc1" }
            }
        }
    }
    property Component boat: Component {
        Item {
            Rectangle { anchors.centerIn: parent; width: 34; height: 20; radius: 10; color: "#7a5434"; border.color: "#3b2a1c"; border.width: 2 }
            Pawn { anchors.centerIn: parent; size: 12; colour: "#2f7fc1" }
        }
    }
    property Component sinking: Component {
        Item {
            Hexagon { anchors.centerIn: parent; radius: 17; fillColor: "#8fb069" }
            Hexagon { anchors.centerIn: parent; radius: 17; fillColor: "#993a6f96"; strokeColor: "#e0462c"; strokeWidth: 2 }
        }
    }
}
