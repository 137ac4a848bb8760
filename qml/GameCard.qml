import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano

// One game on the home screen: its picture, what it is about, and how to start it.
Rectangle {
    id: card
    required property string gameId
    required property string title
    required property string tagline
    required property string players
    required property string playTime
    required property bool comingSoon
    required property url art
    required property string setUpHint
    required property bool coached

    // The picture's height this card would like (the room its words leave), and the one it
    // gets: the home screen gives every card the smallest, so the cards line up (issue 50.15).
    readonly property real wantedArtHeight: Math.max(60, Math.min(170, card.height - details.implicitHeight - 40))
    property real artHeight: wantedArtHeight

    signal playRequested(string gameId)
    signal setUpRequested(string gameId)
    signal learnRequested(string gameId)

    implicitWidth: 320
    implicitHeight: 430
    radius: Theme.radius
    color: Theme.sand
    border.color: Theme.sandDark
    border.width: 1

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The picture gives way first when the window is short or the words are long (a title
        // or buttons on two lines), so the tagline keeps its room.
        GameArt {
            picture: card.art
            Layout.fillWidth: true
            objectName: "cardArt"
            Layout.preferredHeight: card.artHeight
            // A coached first game, from the picture's corner: the buttons below keep one row.
            RanoButton {
                objectName: "learnButton"
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 10
                visible: card.coached
                compact: true
                dark: true
                text: qsTr("Learn to play")
                toolTipText: qsTr("A coached first game: the rules explained as they come up, against gentle AIs")
                onClicked: card.learnRequested(card.gameId)
                background: Rectangle {
                    implicitHeight: 30
                    radius: 15
                    color: parent.hovered ? Qt.rgba(0.04, 0.17, 0.25, 0.9) : Qt.rgba(0.04, 0.17, 0.25, 0.7)
                    border.width: parent.visualFocus ? 3 : 1
                    border.color: parent.visualFocus ? Theme.focus : Theme.sand
                }
            }
        }

        ColumnLayout {
            id: details
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 20
            spacing: 10

            Text {
                objectName: "cardTitle"
                text: card.title
                font.family: Theme.titleFont
                font.pixelSize: 24
                font.weight: Font.Bold
                color: Theme.basalt
                Layout.preferredWidth: card.width - 40
                // One line, smaller if it must: a long title ("ラパ・ヌイ カードゲーム") is not
                // broken inside a word, and every card keeps the same shape.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 16
                elide: Text.ElideRight
            }

            Text {
                text: card.players + "  ·  " + card.playTime
                font.pixelSize: 13
                color: Theme.basaltSoft
                Layout.preferredWidth: card.width - 40
                elide: Text.ElideRight
            }

            Text {
                objectName: "cardTagline"
                text: card.tagline
                font.pixelSize: 15
                lineHeight: 1.15
                color: Theme.basalt
                wrapMode: Text.WordWrap
                Layout.preferredWidth: card.width - 40
                Layout.fillHeight: true
                verticalAlignment: Text.AlignTop
                elide: Text.ElideRight
            }

            // The buttons go onto a second line when the card is narrow (a small window, long
            // words in French or Japanese) rather than spill out of it. Decided from their own
            // widths, which do not wait for the layout: a Flow kept the height of its first,
            // zero-wide layout at the first show, and cut the tagline short (issue 66.13).
            GridLayout {
                id: cardButtons
                objectName: "cardButtons"
                // As wide as its buttons: a wider grid would spread them apart.
                Layout.alignment: Qt.AlignLeft
                columns: playButton.implicitWidth + setUpButton.implicitWidth + columnSpacing
                         <= card.width - 40 ? 2 : 1
                columnSpacing: 8
                rowSpacing: 8
                RanoButton {
                    id: playButton
                    objectName: "playButton"
                    compact: card.width < 300
                    visible: !card.comingSoon
                    primary: true
                    text: qsTr("Play")
                    toolTipText: qsTr("Start at once: you against three Medium AIs")
                    onClicked: card.playRequested(card.gameId)
                }
                RanoButton {
                    id: setUpButton
                    objectName: "setUpButton"
                    compact: card.width < 300
                    visible: !card.comingSoon
                    text: qsTr("New game…")
                    toolTipText: card.setUpHint
                    onClicked: card.setUpRequested(card.gameId)
                }
                Rectangle {
                    objectName: "comingSoonBadge"
                    visible: card.comingSoon
                    radius: height / 2
                    color: Theme.sandDark
                    implicitHeight: 34
                    implicitWidth: soonLabel.implicitWidth + 28
                    Text {
                        id: soonLabel
                        anchors.centerIn: parent
                        text: qsTr("Coming soon")
                        font.pixelSize: 14
                        font.weight: Font.DemiBold
                        color: Theme.basaltSoft
                    }
                }
            }
        }
    }
}
