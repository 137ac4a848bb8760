import QtQuick
import QtQuick.Layouts
import Rano

// One game's card in a GameCardList: what its page puts first (the Library's picture), the
// game's name, its seats (or why it cannot be opened), a line of details, then the page's
// buttons, which are the card's children.
Rectangle {
    id: card
    // The roles every list of games has.
    required property int index
    required property string path
    required property string gameId
    required property string seats
    required property string problem
    // Why the game cannot be opened, in the page's words; shown in place of the seats.
    property string problemText: card.problem
    // The line under the seats, and its objectName ("gameWhen", "gameLength").
    property alias detailText: detail.text
    property alias detailName: detail.objectName
    // What stands left of the words, if anything.
    property Component leading: null
    default property alias actions: actionRow.data

    readonly property GameCardList list: ListView.view
    // The game's name (GameCardList.titleOf).
    readonly property string title: card.list ? card.list.titleOf(card.gameId, card.path) : ""
    width: card.list ? card.list.width - 12 : 0
    height: content.implicitHeight + 20
    radius: 8
    color: Theme.sandDark

    RowLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 10
        anchors.leftMargin: 16
        spacing: 12

        Loader {
            sourceComponent: card.leading
            visible: card.leading !== null
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            Text {
                objectName: "gameTitle"
                Layout.fillWidth: true
                text: card.title
                font.pixelSize: 18
                font.weight: Font.DemiBold
                color: Theme.basalt
                elide: Text.ElideRight
            }
            Text {
                objectName: "gameSeats"
                Layout.fillWidth: true
                text: card.problem.length > 0 ? card.problemText : card.seats
                font.pixelSize: 15
                color: card.problem.length > 0 ? Theme.lava : Theme.basalt
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Text {
                id: detail
                Layout.fillWidth: true
                font.pixelSize: 14
                color: Theme.basaltSoft
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
        }
        RowLayout {
            id: actionRow
            spacing: 12
        }
    }
}
