import QtQuick
import QtQuick.Layouts
import Rano
import Rano.Models

// The card table as a position shows it: the seats along the top (the decider framed), then
// the general display and, beside it, the Sacrifice stacks, the Stone and the deck. The game
// screen and the replay viewer both draw it.
Rectangle {
    id: view
    required property CardsPosition table
    property bool interactive: false
    // The seats' column widens a little on large windows.
    readonly property real seatWidth: Math.max(290, Math.min(360, width * 0.24))
    // The smallest size it lays out in (FittedBoard scales it down below that): the seats,
    // the Sacrifice stacks and the Stone side by side, every seat's panel.
    readonly property real minimumWidth: 290 + 14 + sacrifices.implicitWidth + 24
    readonly property real minimumHeight: seatPanels.implicitHeight + 24
    signal choiceRequested(string choice)
    signal displayCardRefused(int column, bool top)
    signal deckClicked()
    // A card of the deciding human's hand was clicked (its kind's word).
    signal handCardClicked(string kind)

    radius: Theme.radius
    // A felt table.
    gradient: Gradient {
        GradientStop { position: 0; color: "#1f5a55" }
        GradientStop { position: 1; color: "#153f3f" }
    }
    border.color: "#0e2e30"
    border.width: 2

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 14

        // The players, the decider framed in their colour.
        Column {
            id: seatPanels
            objectName: "seatPanels"
            Layout.preferredWidth: view.seatWidth
            Layout.alignment: Qt.AlignTop
            spacing: 8
            Repeater {
                model: view.table.seats
                delegate: CardsSeatPanel {
                    table: view.table
                    width: view.seatWidth
                    playable: view.interactive && isViewer && deciding
                    onHandCardClicked: kind => view.handCardClicked(kind)
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 14
            CardDisplay {
                objectName: "generalDisplay"
                Layout.fillWidth: true
                Layout.fillHeight: true
                table: view.table
                interactive: view.interactive
                onDrawRequested: choice => view.choiceRequested(choice)
                onCardRefused: (column, top) => view.displayCardRefused(column, top)
                onDeckClicked: view.deckClicked()
            }
            SacrificeArea {
                id: sacrifices
                Layout.alignment: Qt.AlignHCenter
                table: view.table
                interactive: view.interactive
                onStackChosen: choice => view.choiceRequested(choice)
            }
        }
    }
}
