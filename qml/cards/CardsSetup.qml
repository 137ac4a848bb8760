import QtQuick
import Rano
import Rano.Models

// The card game's part of the new-game page: nothing to choose beyond the seats, so a word on
// how the game is dealt.
Text {
    id: setup
    required property CardsTable table
    readonly property bool ready: true
    readonly property int preferredHeight: 480

    function start(seats, seed) {
        return setup.table.newGame(seats, seed)
    }

    objectName: "cardsSetupNote"
    wrapMode: Text.WordWrap
    verticalAlignment: Text.AlignTop
    text: qsTr("The seed shuffles the 50 Rapa Nui cards and picks the start player. Each player starts with a Lumberjack in the display, three Hunters & Gatherers in hand, one Sacrifice card of each type and 2 to 5 wood by seat from the start player.")
    font.pixelSize: 15
    lineHeight: 1.2
    color: Theme.basaltSoft
}
