import QtQuick
import Rano

// The card game's marks for the table's legend (BoardLegend), drawn as the table draws them.
QtObject {
    readonly property var entries: [
        { symbol: drawable, text: qsTr("A glowing card or stack: you may take it now (the top card of a column, a Sacrifice stack to buy, offer or take from).") },
        { symbol: scored, text: qsTr("Ringed in gold: the card scored last, when a hand filled up.") },
        { symbol: stack, text: qsTr("A Sacrifice stack: the number is how many cards are left, the price under it what one costs you.") },
        { symbol: faceDown, text: qsTr("On the Stone of Sacrifice, \"+ 2 ↓\": cards laid face down that you know of; a face-down card you have not seen shows its back.") },
        { symbol: hunters, text: qsTr("\"Hunters & Gatherers\" under a card: it pays Sacrifice cards of its type when it is scored.") }
    ]

    property Component drawable: Component {
        Item {
            Rectangle { anchors.centerIn: parent; width: 24; height: 32; radius: 4; color: "#fbf5e8"; border.color: Theme.ember; border.width: 3 }
        }
    }
    property Component scored: Component {
        Item {
            Rectangle { anchors.centerIn: parent; width: 24; height: 32; radius: 4; color: "#fbf5e8"; border.color: "#ffd54a"; border.width: 3 }
        }
    }
    property Component stack: Component {
        Item {
            SacrificeCard { anchors.centerIn: parent; width: 22; height: 30; type: "fish" }
            Rectangle {
                anchors.right: parent.right
                anchors.top: parent.top
                width: 16; height: 16; radius: 8
                color: Theme.basalt
                Text { anchors.centerIn: parent; text: "20"; font.pixelSize: 8; font.weight: Font.Bold; color: Theme.sand }
            }
        }
    }
    property Component faceDown: Component {
        Item {
            SacrificeCard { anchors.centerIn: parent; width: 22; height: 30; faceDown: true }
        }
    }
    property Component hunters: Component {
        Item {
            PlayingCard { anchors.centerIn: parent; width: 24; height: 34; kind: "fish"; label: ""; footer: "" }
        }
    }
}
