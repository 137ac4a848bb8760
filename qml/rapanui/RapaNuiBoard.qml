import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The table of Rapa Nui, the board game, drawn from the board data: the island's squares on
// the sea, beside it the Moai Quarry, the turn order track and the Offering stacks (with the
// two-player display of Ahu tiles), the players' boards below. It is laid out at one size and
// scaled to the space it has, up or down. A place where the deciding human may choose glows;
// a click on it asks for its choices (`placeChosen`).
Item {
    id: view
    required property RapaNuiPosition position
    property bool interactive: false
    signal placeChosen(var choices)

    readonly property real cell: 76
    readonly property real islandWidth: Math.max(1, position.columns) * cell
    readonly property real islandHeight: Math.max(1, position.rows) * cell
    readonly property real sideWidth: 380
    readonly property real layoutWidth: islandWidth + 40 + sideWidth + 12
    readonly property real layoutHeight: Math.max(islandHeight + 40, side.implicitHeight) + 12 + seatsRow.height

    Item {
        id: layout
        width: view.layoutWidth
        height: view.layoutHeight
        anchors.centerIn: parent
        scale: Math.min(view.width / width, view.height / height)

        // The sea, and the island on it.
        Rectangle {
            id: sea
            width: view.islandWidth + 40
            height: view.islandHeight + 40
            radius: Theme.radius
            gradient: Gradient {
                GradientStop { position: 0; color: Theme.lagoon }
                GradientStop { position: 1; color: Theme.sea }
            }
            border.color: Theme.deepSea
            Repeater {
                model: view.position.spaces
                delegate: IslandSpace {
                    required property int column
                    required property int row
                    x: 20 + column * view.cell
                    y: 20 + row * view.cell
                    position: view.position
                    interactive: view.interactive
                    destination: index === view.position.destination
                    objectName: "space" + index
                    width: view.cell
                    height: view.cell
                    onPlaceChosen: choices => view.placeChosen(choices)
                }
            }
            // The piece a transport just carried travels its chain, space by space, from the
            // Crater or the Pukao Quarry to its Ahu.
            Item {
                id: traveller
                objectName: "traveller"
                property var path: []
                property int step: -1
                property string piece: ""
                property string shownKey: ""
                // A space paid for comes as -(space + 1) (RapaNuiPosition::placesOf).
                function moveTo(i) {
                    const space = view.position.spaces.get(path[i] >= 0 ? path[i] : -path[i] - 1)
                    x = 20 + space.column * view.cell
                    y = 20 + space.row * view.cell
                }
                visible: step >= 0
                width: view.cell
                height: view.cell
                z: 5
                Behavior on x { enabled: traveller.step > 0; NumberAnimation { duration: 150; easing.type: Easing.InOutQuad } }
                Behavior on y { enabled: traveller.step > 0; NumberAnimation { duration: 150; easing.type: Easing.InOutQuad } }
                MoaiFigure {
                    visible: traveller.piece !== "pukao"
                    anchors.centerIn: parent
                    readonly property int size: ["small", "medium", "large"].indexOf(traveller.piece)
                    width: 16 + size * 4
                    height: 30 + size * 9
                    standing: false
                    colour: view.position.lastSeat >= 0 ? view.position.seatColour(view.position.lastSeat) : "grey"
                }
                Rectangle {
                    visible: traveller.piece === "pukao"
                    anchors.centerIn: parent
                    width: 22
                    height: 16
                    radius: 6
                    color: "#a4533a"
                    border.color: "#4a2418"
                    border.width: 2
                }
                Timer {
                    id: walk
                    interval: 170
                    repeat: true
                    onTriggered: {
                        if (traveller.step + 1 >= traveller.path.length) {
                            stop()
                            traveller.step = -1
                            return
                        }
                        traveller.step += 1
                        traveller.moveTo(traveller.step)
                    }
                }
                Connections {
                    target: view.position
                    function onChanged() {
                        const key = JSON.stringify(view.position.lastPlaces) + view.position.lastSeat + view.position.lastPiece
                        if (key === traveller.shownKey)
                            return
                        traveller.shownKey = key
                        if (view.position.lastPiece.length === 0 || view.position.lastPlaces.length < 2)
                            return
                        traveller.piece = view.position.lastPiece
                        traveller.path = view.position.lastPlaces
                        walk.stop()
                        traveller.step = 0
                        traveller.moveTo(0)
                        walk.start()
                    }
                }
            }
        }

        Column {
            id: side
            x: sea.width + 12
            width: view.sideWidth
            spacing: 10
            MoaiQuarry {
                width: parent.width
                height: implicitHeight
                position: view.position
                interactive: view.interactive
                onPlaceChosen: choices => view.placeChosen(choices)
            }
            TurnOrderTrack {
                width: parent.width
                height: implicitHeight
                position: view.position
                interactive: view.interactive
                onPlaceChosen: choices => view.placeChosen(choices)
            }
            OfferingStacks {
                width: parent.width
                height: implicitHeight
                position: view.position
                interactive: view.interactive
                onPlaceChosen: choices => view.placeChosen(choices)
            }
            // Two players: the Ahu tiles left face up for the draft.
            Flow {
                width: parent.width
                spacing: 6
                visible: view.position.display.count > 0
                Repeater {
                    model: view.position.display
                    delegate: RanoButton {
                        required property string name
                        required property string effect
                        required property int count
                        required property var choices
                        compact: true
                        enabled: view.interactive && choices.length > 0
                        text: count > 1 ? name + " ×" + count : name
                        toolTipText: effect
                        onClicked: view.placeChosen(choices)
                    }
                }
            }
        }

        Row {
            id: seatsRow
            y: Math.max(sea.height, side.implicitHeight) + 12
            height: 232
            spacing: 8
            Repeater {
                model: view.position.seats
                delegate: PlayerBoard {
                    position: view.position
                    interactive: view.interactive
                    width: (view.layoutWidth - 8 * 3) / 4
                    height: seatsRow.height
                    onPlaceChosen: choices => view.placeChosen(choices)
                }
            }
        }
    }
}
