import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The board game's part of the new-game page: the first-game option, and a word on the
// board side and the set-up the seed deals.
ColumnLayout {
    id: setup
    required property RapaNuiTable table
    readonly property bool ready: true
    readonly property int preferredHeight: 480
    spacing: 12

    function start(seats, seed) {
        return setup.table.newGame(seats, seed, firstGame.checked)
    }

    CheckBox {
        id: firstGame
        objectName: "firstGame"
        text: qsTr("First game")
        font.pixelSize: 16
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Play with the 21 simplest Ahu tiles and without Rongorongo Tablets")
    }
    Text {
        objectName: "rapaNuiSetupNote"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        text: qsTr("Two players play on the two-player side of the island (15 Ahu) and draft their Ahu tiles; three or four play on the other side (21 Ahu). The seed deals the Ahu tiles and draws the turn order. Everyone starts with 1 Resource of each kind, 4 Villagers, a Sorcerer and, unless it is a first game, a Rongorongo Tablet.")
        font.pixelSize: 15
        lineHeight: 1.2
        color: Theme.basaltSoft
    }
    Item { Layout.fillHeight: true }
}
