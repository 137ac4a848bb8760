import QtQuick
import QtQuick.Layouts
import Rano
import Rano.Models

// The general display: four columns of Rapa Nui cards, every card visible, the top one (the
// lowest on screen) the only one to draw. A column the player may draw from glows; the card
// scored last is ringed in gold.
Item {
    id: display
    required property CardsPosition table
    // Whether clicks take cards (the table where a human draws; not the replay).
    property bool interactive: true
    signal drawRequested(string choice)
    // A card that cannot be drawn now, or the deck, was clicked: the table says why.
    signal cardRefused(int column, bool top)
    signal deckClicked()

    readonly property real cardWidth: Math.min((width - 4 * 18) / 4.8, (height - 30) / (1.4 + 3 * 0.36))
    readonly property real cardHeight: cardWidth * 1.4
    // Cards overlap less when there is room, so more of each shows.
    readonly property real offset: Math.max(cardHeight * 0.3, Math.min(cardHeight * 0.72, (height - 30 - cardHeight) / 3))

    Row {
        anchors.centerIn: parent
        spacing: 18
        // The deck, face down, with its size.
        Column {
            spacing: 6
            Text {
                width: display.cardWidth * 0.8
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Deck")
                font.pixelSize: 12
                color: Theme.foam
                elide: Text.ElideRight
            }
            Item {
                width: display.cardWidth * 0.8
                height: display.cardHeight * 0.8 + 6
                MouseArea {
                    anchors.fill: parent
                    enabled: display.interactive
                    onClicked: display.deckClicked()
                }
                Rectangle {
                    width: display.cardWidth * 0.8
                    height: display.cardHeight * 0.8
                    radius: 8
                    color: "transparent"
                    border.color: Qt.rgba(0.85, 0.94, 0.91, 0.25)
                    border.width: 2
                }
                Repeater {
                    model: Math.min(3, Math.ceil(display.table.deckSize / 12))
                    delegate: PlayingCard {
                        required property int index
                        x: 3 * index; y: 3 * index
                        width: display.cardWidth * 0.8
                        height: display.cardHeight * 0.8
                        faceDown: true
                    }
                }
                Rectangle {
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: display.cardHeight * 0.8 + 12
                    width: deckCount.implicitWidth + 16
                    height: 22
                    radius: 11
                    color: Theme.basalt
                    Text {
                        id: deckCount
                        objectName: "deckSize"
                        anchors.centerIn: parent
                        text: qsTr("%n card(s)", "", display.table.deckSize)
                        font.pixelSize: 12
                        font.weight: Font.DemiBold
                        color: Theme.sand
                    }
                }
            }
        }
        Repeater {
            model: display.table.columns
            delegate: Column {
                id: col
                required property int column
                required property var cards
                required property string choice
                required property bool scored
                required property bool hint
                spacing: 6
                Text {
                    width: display.cardWidth
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("Column %1").arg(col.column + 1)
                    font.pixelSize: 12
                    color: Theme.foam
                    opacity: 0.8
                }
                Item {
                    width: display.cardWidth
                    height: display.cardHeight + 3 * display.offset
                    // The column's outline, seen when it is short.
                    Rectangle {
                        width: display.cardWidth
                        height: display.cardHeight
                        radius: 8
                        color: "transparent"
                        border.color: Qt.rgba(0.85, 0.94, 0.91, 0.25)
                        border.width: 2
                    }
                    Repeater {
                        model: col.cards
                        delegate: PlayingCard {
                            required property int index
                            required property string modelData
                            objectName: "displayCard_" + col.column + "_" + index
                            readonly property bool isTop: index === col.cards.length - 1
                            y: index * display.offset
                            width: display.cardWidth
                            height: display.cardHeight
                            kind: modelData
                            label: display.table.kindShortName(modelData)
                            footer: Theme.typeOrder.indexOf(modelData) >= 0 ? qsTr("Hunters & Gatherers") : ""
                            drawable: isTop && display.interactive && col.choice.length > 0
                            answersClicks: display.interactive
                            scored: isTop && col.scored
                            hinted: isTop && col.hint
                            onClicked: drawable ? display.drawRequested(col.choice)
                                                : display.cardRefused(col.column, isTop)
                        }
                    }
                }
            }
        }
    }
}
