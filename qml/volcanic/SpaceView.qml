import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// One space of the continent and everything on it, readable at a glance without text:
// lava glows, Villages are houses, lying Moai lie, raised Moai stand on their geysers,
// Settlers are pawns, all in their owner's colour.
Item {
    id: space
    required property int index
    required property real centreX
    required property real centreY
    required property int tile
    required property bool volcanoTile
    required property bool crater
    required property bool sunk
    required property string ground
    required property int groundOwner
    required property var settlers
    required property var carried
    required property var raised
    required property var geyserSides
    required property bool selected
    required property bool target
    required property bool actionable
    required property string name
    required property int spaceInTile
    // What the raise being considered would do here: this space sinks, or its Moai stands on
    // this geyser (-1: none).
    required property bool doomed
    required property int previewGeyser
    // Named by the log line under the pointer.
    required property bool lit
    // Where the hint's choice acts: "from" (with the direction the Settler goes), "to", "here".
    required property string hint
    required property int hintDirection
    // Changed by the others since the deciding player last played.
    required property bool recent
    // Space numbers shown beside the tile's ("12·2"), as the log and hints name spaces.
    property bool showSpaceNumber: false
    // The keyboard's cursor is here.
    property bool cursorHere: false
    property real unit: 40

    signal clicked()

    width: Math.sqrt(3) * unit
    height: 2 * unit
    visible: !sunk
    // The hint's arrow reaches into the next space: drawn above it.
    z: hint === "from" ? 1 : 0

    function seatColour(seat) { return seat >= 0 && seat < 4 ? ["#d55e00", "#0072b2", "#f0e442", "#009e73"][seat] : "transparent" }

    Hexagon {
        anchors.centerIn: parent
        radius: space.unit * 0.985
        fillColor: space.crater ? "#3a302b" : space.volcanoTile ? "#c9a27a" : "#8fb069"
        strokeColor: space.selected ? "#ffffff" : space.target ? "#ffe27a" : space.actionable ? "#fff3cf" : "transparent"
        strokeWidth: space.selected || space.target ? Math.max(2, space.unit * 0.1)
                   : space.actionable ? Math.max(1, space.unit * 0.045) : 0
    }

    // A Lava tile lies on the land: a glowing hexagon with a cooler rim.
    Hexagon {
        anchors.centerIn: parent
        visible: space.ground === "lava" && !space.crater
        radius: space.unit * 0.72
        fillColor: "#b8441f"
        strokeColor: "#7a2a12"
        strokeWidth: Math.max(1, space.unit * 0.04)
    }
    Hexagon {
        anchors.centerIn: parent
        visible: space.ground === "lava" && !space.crater
        radius: space.unit * 0.42
        fillColor: "#e8763a"
    }

    // The crater and its Volcano.
    Item {
        visible: space.crater
        anchors.centerIn: parent
        width: space.unit * 1.1
        height: width
        Rectangle {
            anchors.centerIn: parent
            width: parent.width
            height: width
            radius: width / 2
            color: "#5a4a42"
            border.color: "#2b221e"
            border.width: Math.max(1, space.unit * 0.05)
        }
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.45
            height: width
            radius: width / 2
            color: "#ff6a2a"
        }
    }

    // A legal destination: a warm glow the eye finds at once.
    Hexagon {
        anchors.centerIn: parent
        visible: space.target
        radius: space.unit * 0.97
        fillColor: "#55ffe27a"
        strokeColor: "#ffe27a"
        strokeWidth: Math.max(3, space.unit * 0.12)
        SequentialAnimation on opacity {
            running: space.target
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.55; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.55; to: 1; duration: 700; easing.type: Easing.InOutSine }
        }
    }

    // Would sink with the raise being considered: the sea washes over it.
    Hexagon {
        objectName: "doomedMark"
        anchors.centerIn: parent
        visible: space.doomed
        radius: space.unit * 0.97
        fillColor: "#993a6f96"
        strokeColor: "#e0462c"
        strokeWidth: Math.max(2, space.unit * 0.07)
        z: 2
    }

    // What the others just did stays marked until the player acts: an ember ring.
    Hexagon {
        objectName: "recentMark"
        anchors.centerIn: parent
        visible: space.recent && !space.selected && !space.target
        radius: space.unit * 0.86
        fillColor: "transparent"
        strokeColor: Theme.ember
        strokeWidth: Math.max(2, space.unit * 0.07)
        z: 2
    }

    // The hint's choice: a teal ring where it acts, an arrow from where a Settler leaves.
    Hexagon {
        objectName: "hintMark"
        anchors.centerIn: parent
        visible: space.hint === "to" || space.hint === "here"
        radius: space.unit * 0.9
        fillColor: "#332ec4b6"
        strokeColor: Theme.hint
        strokeWidth: Math.max(3, space.unit * 0.12)
        z: 3
    }
    Item {
        objectName: "hintArrow"
        visible: space.hint === "from" && space.hintDirection >= 0
        anchors.centerIn: parent
        width: space.unit * 2.8
        height: Math.max(6, space.unit * 0.18)
        rotation: space.hintDirection >= 0 ? [0, -60, -120, 180, 120, 60][space.hintDirection] : 0
        z: 3
        Rectangle {
            x: parent.width / 2
            width: parent.width / 2 - height
            height: parent.height
            radius: height / 2
            color: Theme.hint
        }
        Rectangle {
            x: parent.width - height * 1.6
            anchors.verticalCenter: parent.verticalCenter
            width: parent.height * 1.6
            height: width
            rotation: 45
            color: Theme.hint
        }
    }

    // The keyboard's cursor: a bright ring with a dark edge, readable on every ground.
    Hexagon {
        objectName: "cursorMark"
        anchors.centerIn: parent
        visible: space.cursorHere
        radius: space.unit * 0.92
        fillColor: "transparent"
        strokeColor: "#2c2724"
        strokeWidth: Math.max(5, space.unit * 0.16)
        z: 4
    }
    Hexagon {
        anchors.centerIn: parent
        visible: space.cursorHere
        radius: space.unit * 0.92
        fillColor: "transparent"
        strokeColor: Theme.focus
        strokeWidth: Math.max(3, space.unit * 0.09)
        z: 4
    }

    // Lit while the log line that names this space is under the pointer.
    Hexagon {
        objectName: "litMark"
        anchors.centerIn: parent
        visible: space.lit
        radius: space.unit * 0.94
        fillColor: "#55ffffff"
        strokeColor: "#ffffff"
        strokeWidth: Math.max(3, space.unit * 0.1)
        z: 3
    }

    // The tile's number, which the log, hints and rules name: a light halo keeps it readable on
    // every ground, lava and Villages included.
    Text {
        objectName: "tileNumber"
        visible: !space.crater && space.unit > 22
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.12
        text: space.showSpaceNumber && space.spaceInTile > 0 ? space.tile + "·" + space.spaceInTile
                                                            : space.tile
        font.pixelSize: Math.max(8, space.unit * 0.26)
        font.weight: Font.DemiBold
        color: "#3b3029"
        style: Text.Outline
        styleColor: "#f3e6cf"
        opacity: 0.8
    }

    // Geysers, each at the side it faces, with the Moai raised on it.
    Repeater {
        model: space.geyserSides.length
        delegate: Item {
            required property int index
            readonly property int side: space.geyserSides[index]
            readonly property int owner: space.raised[index] === undefined ? -1 : space.raised[index]
            readonly property real angle: [0, -60, -120, 180, 120, 60][side] * Math.PI / 180
            x: space.width / 2 + Math.cos(angle) * space.unit * 0.6 - width / 2
            y: space.height / 2 + Math.sin(angle) * space.unit * 0.6 - height / 2
            width: space.unit * 0.34
            height: space.unit * 0.5
            // The geyser the Moai being considered would stand on.
            Rectangle {
                visible: space.previewGeyser === parent.index
                anchors.centerIn: parent
                width: parent.width * 1.25
                height: width
                radius: width / 2
                color: "transparent"
                border.color: "#ffe27a"
                border.width: Math.max(2, space.unit * 0.06)
            }
            Rectangle {
                visible: parent.owner < 0
                anchors.centerIn: parent
                width: parent.width * 0.6
                height: width
                radius: width / 2
                color: "#dff3f7"
                border.color: "#7fb7c4"
            }
            MoaiFigure {
                visible: parent.owner >= 0
                anchors.fill: parent
                colour: parent.owner >= 0 ? space.seatColour(parent.owner) : "transparent"
                standing: true
            }
        }
    }

    // A Settler on a Village stands beside it, not over its roof (a pawn of the house's own
    // colour vanished there).
    readonly property bool sharedWithVillage: space.ground === "village" && space.settlers.some(n => n > 0)
    Village {
        visible: space.ground === "village"
        anchors.centerIn: parent
        anchors.horizontalCenterOffset: space.sharedWithVillage ? space.unit * 0.3 : 0
        width: space.unit * 0.62
        height: width
        colour: space.groundOwner >= 0 ? space.seatColour(space.groundOwner) : "transparent"
    }

    // Lying Moai: the sculpted one on the ground, then those carried in.
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height * 0.62
        spacing: 1
        Repeater {
            model: space.ground === "moai" ? [space.groundOwner] : []
            delegate: MoaiFigure {
                required property int modelData
                width: space.unit * 0.5
                height: space.unit * 0.22
                colour: space.seatColour(modelData)
            }
        }
        Repeater {
            model: space.carried.length
            delegate: Repeater {
                required property int index
                readonly property int seat: index
                model: space.carried[index]
                delegate: MoaiFigure {
                    width: space.unit * 0.5
                    height: space.unit * 0.22
                    colour: space.seatColour(seat)
                }
            }
        }
    }

    // Settlers: one pawn per seat present, with a count when more than one.
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.horizontalCenterOffset: space.sharedWithVillage ? -space.unit * 0.42 : 0
        y: parent.height * (space.sharedWithVillage ? 0.41 : 0.28)
        spacing: 2
        Repeater {
            model: space.settlers.length
            delegate: Pawn {
                required property int index
                visible: space.settlers[index] > 0
                size: space.unit * 0.36
                colour: space.seatColour(index)
                count: space.settlers[index]
            }
        }
    }

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: space.target || space.actionable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: space.clicked()
        ToolTip.visible: containsMouse && space.unit > 10
        ToolTip.delay: 700
        ToolTip.text: space.name
    }
}
