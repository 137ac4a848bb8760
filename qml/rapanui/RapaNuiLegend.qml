import QtQuick
import Rano

// Rapa Nui's marks for the board's legend (BoardLegend), drawn as the island draws them.
QtObject {
    readonly property var entries: [
        { symbol: reeds, text: qsTr("Reeds, Eggs, Wood, Pearls: the Resource a Transporter on a space earns.") },
        { symbol: either, text: qsTr("An \"a/b\" space: its Transporter's owner takes either Resource, their choice each time.") },
        { symbol: ahu, text: qsTr("An Ahu with its Ahu tile face up: who erects a Moai here takes the tile and the Resource in the corner.") },
        { symbol: crater, text: qsTr("Rano Raraku, the Crater: sculpted Moai wait here to be carried; its grey neutral Transporter carries any piece, a Moai or a Pukao, in anyone's chain.") },
        { symbol: quarry, text: qsTr("Puna Pau, the Pukao Quarry: Pukao leave from here; its grey neutral Transporter carries any piece, a Moai or a Pukao, in anyone's chain.") },
        { symbol: transporters, text: qsTr("Transporters standing, and lying down: fatigued, a Transporter still carries and earns, but erects and styles no more this round.") },
        { symbol: moai, text: qsTr("An erected Moai, by size, with its Pukao once styled.") },
        { symbol: paid, text: qsTr("+1 on a transport's chain: this space pays its owner as the piece passes.") }
    ]

    property Component reeds: Component {
        Item {
            Row {
                anchors.centerIn: parent
                spacing: 1
                ResourceIcon { width: 8; height: 16; resource: "reeds" }
                ResourceIcon { width: 8; height: 16; resource: "eggs" }
                ResourceIcon { width: 8; height: 16; resource: "wood" }
                ResourceIcon { width: 8; height: 16; resource: "pearls" }
            }
        }
    }
    property Component either: Component {
        Rectangle {
            radius: 4
            color: "#8fb36b"
            Row {
                anchors.centerIn: parent
                spacing: 1
                ResourceIcon { width: 12; height: 12; resource: "eggs" }
                Text { text: "/"; font.pixelSize: 10; color: Theme.basalt }
                ResourceIcon { width: 12; height: 12; resource: "wood" }
            }
        }
    }
    property Component ahu: Component {
        Rectangle {
            radius: 4
            color: "#b9ab97"
            Rectangle { anchors.centerIn: parent; width: 28; height: 10; radius: 2; color: Theme.sand; border.color: Theme.basaltSoft }
            Rectangle { anchors.horizontalCenter: parent.horizontalCenter; anchors.bottom: parent.bottom; anchors.bottomMargin: 3; width: 26; height: 5; radius: 1; color: "#7b6f62" }
        }
    }
    property Component crater: Component {
        Rectangle {
            radius: 4
            color: "#6b5446"
            Pawn { anchors.right: parent.right; anchors.top: parent.top; anchors.margins: 2; size: 12; colour: "#9a9a9a" }
        }
    }
    property Component quarry: Component {
        Rectangle {
            radius: 4
            color: "#9a4b37"
            Pawn { anchors.right: parent.right; anchors.top: parent.top; anchors.margins: 2; size: 12; colour: "#9a9a9a" }
        }
    }
    property Component transporters: Component {
        Item {
            Row {
                anchors.centerIn: parent
                spacing: 4
                Pawn { size: 14; colour: "#2f7fc1" }
                Pawn { size: 14; colour: "#2f7fc1"; rotation: 90; opacity: 0.75 }
            }
        }
    }
    property Component moai: Component {
        Item {
            MoaiFigure { anchors.centerIn: parent; width: 14; height: 28; standing: true; colour: "#2f7fc1" }
            Rectangle { anchors.horizontalCenter: parent.horizontalCenter; y: 1; width: 10; height: 6; radius: 3; color: "#a4533a"; border.color: "#4a2418" }
        }
    }
    property Component paid: Component {
        Item {
            Rectangle {
                anchors.centerIn: parent
                width: 30
                height: 18
                radius: 9
                color: Theme.focus
                border.color: Theme.basalt
                Text { anchors.centerIn: parent; text: "+1"; font.pixelSize: 12; font.weight: Font.Bold; color: Theme.basalt }
            }
        }
    }
}
