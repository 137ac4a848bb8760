import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// One square of the island: its Resource (two for an "a/b" space), its name in the corner,
// an Ahu's tile or its erected Moai and Pukao, the Transporters standing or lying there. A
// space the deciding human may choose glows; a click takes its choice (or lists its
// choices when it has several).
Item {
    id: space
    required property RapaNuiPosition position
    required property int index
    required property string kind
    required property var yields
    required property string name
    required property string tile
    required property string tileName
    required property string tileEffect
    // The Moai standing here, largest first: {size, styled}.
    required property var moai
    required property int owner
    required property int standing
    required property int fatigued
    required property var choices
    required property bool recent
    required property bool lit
    required property bool paid
    required property var waiting
    required property bool hint // a place of the hint's choice
    property bool interactive: false
    property bool destination: false
    // The keyboard's cursor is here.
    property bool cursorHere: false
    signal placeChosen(var choices)
    signal clickedByMouse()
    // What a click here does, by the mouse or by Enter on the cursor: its choices, or why
    // there are none.
    function activate() {
        if (space.choosable)
            space.placeChosen(space.choices)
        else if (space.interactive)
            space.refused("space", space.index)
    }
    // A click where the deciding human has no choice: the table says why.
    signal refused(string place, int at)

    readonly property bool choosable: interactive && choices.length > 0
    readonly property color ground: kind === "ahu" ? "#b9ab97"
                                  : kind === "crater" ? "#6b5446"
                                  : kind === "quarry" ? "#9a4b37"
                                  : "#8fb36b"

    Rectangle {
        id: tileFace
        anchors.fill: parent
        anchors.margins: 2
        radius: 6
        color: area.containsMouse && space.choosable ? Qt.lighter(space.ground, 1.15) : space.ground
        border.color: space.choosable ? Theme.focus : space.lit || space.destination ? "#ffffff" : Qt.darker(space.ground, 1.5)
        border.width: space.choosable || space.lit || space.destination ? 3 : 1

        // The stone platform of an Ahu.
        Rectangle {
            visible: space.kind === "ahu"
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 6
            width: parent.width * 0.8
            height: parent.height * 0.16
            radius: 2
            color: "#7b6f62"
            border.color: "#4a4038"
        }
        Text {
            x: 4
            y: 2
            text: space.name
            font.pixelSize: 11
            font.weight: Font.DemiBold
            color: space.kind === "crater" || space.kind === "quarry" ? Theme.sand : Theme.basalt
            opacity: 0.8
        }
        // The Resource(s): large in the middle of an inland space, in the corner of an Ahu.
        Row {
            readonly property bool large: space.kind === "inland"
            anchors.right: large ? undefined : parent.right
            anchors.rightMargin: 4
            anchors.horizontalCenter: large ? parent.horizontalCenter : undefined
            y: large ? parent.height * 0.3 : 4
            spacing: 2
            visible: space.yields.length > 0
            Repeater {
                model: space.yields
                delegate: Row {
                    required property string modelData
                    required property int index
                    spacing: 1
                    Text {
                        visible: index > 0
                        anchors.verticalCenter: parent.verticalCenter
                        text: "/"
                        font.pixelSize: space.kind === "inland" ? 16 : 12
                        color: Theme.basalt
                    }
                    ResourceIcon {
                        width: space.kind === "inland" ? 24 : 20
                        height: width
                        resource: modelData
                    }
                }
            }
        }
        // The Crater's sculpted Moai, lying in their sculptors' colours until carried.
        Flow {
            objectName: "craterMoai"
            anchors.bottom: parent.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.margins: 4
            spacing: 1
            z: 1
            Repeater {
                model: space.waiting
                delegate: MoaiFigure {
                    required property var modelData
                    width: 10 + modelData.size * 2
                    height: 16 + modelData.size * 4
                    standing: true
                    colour: space.position.seatColour(modelData.seat)
                }
            }
        }
        PlaceName {
            visible: space.kind === "crater" || space.kind === "quarry"
            anchors.centerIn: parent
            width: parent.width - 6
            text: space.kind === "crater" ? qsTr("Rano Raraku") : qsTr("Puna Pau")
            font.pixelSize: 11
            font.italic: true
            color: Theme.sand
        }
        // The Ahu tile waiting face up, by name.
        Rectangle {
            visible: space.tile.length > 0 && space.moai.length === 0
            anchors.centerIn: parent
            width: parent.width - 10
            height: tileText.implicitHeight + 6
            radius: 4
            color: Theme.sand
            border.color: Theme.basaltSoft
            PlaceName {
                id: tileText
                objectName: "tileName"
                anchors.centerIn: parent
                width: parent.width - 4
                text: space.tileName
                font.pixelSize: 10
                font.weight: Font.DemiBold
                color: Theme.basalt
            }
        }
        // The erected Moai side by side, by size, each with its Pukao once styled; several
        // on one Ahu shrink to fit the square.
        Row {
            objectName: "moaiRow"
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 10
            spacing: 1
            readonly property real fit: Math.min(1, (space.width - 8) / Math.max(1, space.moai.length * 23))
            Repeater {
                model: space.moai
                MoaiFigure {
                    required property var modelData
                    objectName: "erectedMoai"
                    anchors.bottom: parent.bottom
                    width: (14 + modelData.size * 4) * parent.fit
                    height: (26 + modelData.size * 9) * Math.max(0.7, parent.fit)
                    standing: true
                    colour: "#9d8f80"
                    Rectangle {
                        objectName: "pukao"
                        visible: modelData.styled
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.top
                        anchors.bottomMargin: -2
                        width: parent.width * 0.8
                        height: 7
                        radius: 3
                        color: "#a4533a"
                        border.color: "#4a2418"
                    }
                }
            }
        }
        // A place the others' choices named since you last decided: ringed in ember, as every
        // table marks recent moves, never in the gold of a place you may click.
        Rectangle {
            objectName: "recentMark"
            visible: space.recent && !space.lit
            anchors.fill: parent
            anchors.margins: space.choosable ? 6 : 4
            radius: 4
            color: "transparent"
            border.width: 3
            border.color: Theme.ember
        }
        // On a transport's chain being pointed at: this space pays its owner.
        Rectangle {
            objectName: "paidMark"
            visible: space.paid
            anchors.horizontalCenter: parent.horizontalCenter
            y: parent.height * 0.52
            width: 30
            height: 18
            radius: 9
            color: Theme.focus
            border.color: Theme.basalt
            z: 2
            Text {
                anchors.centerIn: parent
                text: "+1"
                font.pixelSize: 12
                font.weight: Font.Bold
                color: Theme.basalt
            }
        }
        // The Transporters: standing ones upright, fatigued ones lying down.
        Row {
            anchors.left: parent.left
            anchors.leftMargin: 4
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 4
            spacing: 2
            visible: space.owner >= 0
            Pawn {
                visible: space.standing > 0
                size: 16
                count: space.standing
                colour: space.owner >= 0 ? space.position.seatColour(space.owner) : "grey"
            }
            Pawn {
                visible: space.fatigued > 0
                size: 16
                count: space.fatigued
                rotation: 90
                opacity: 0.75
                colour: space.owner >= 0 ? space.position.seatColour(space.owner) : "grey"
            }
        }
        // The hint's choice: a teal ring, as on every table.
        Rectangle {
            objectName: "hintMark"
            visible: space.hint
            anchors.fill: parent
            anchors.margins: 2
            radius: 5
            color: "transparent"
            border.width: 4
            border.color: Theme.hint
        }
        // The neutral grey Transporter that stands on the Crater and on the Pukao Quarry from
        // the start: it carries any piece out of there.
        Pawn {
            objectName: "neutralTransporter"
            visible: space.kind === "crater" || space.kind === "quarry"
            anchors.right: parent.right
            anchors.rightMargin: 5
            anchors.top: parent.top
            anchors.topMargin: 4
            size: 16
            colour: "#9a9a9a"
        }
    }

    MouseArea {
        id: area
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: space.choosable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: {
            space.clickedByMouse()
            space.activate()
        }
    }
    // The keyboard's cursor: a bright ring with a dark edge, readable on every ground.
    Rectangle {
        objectName: "cursorMark"
        visible: space.cursorHere
        anchors.fill: parent
        anchors.margins: -3
        radius: 8
        color: "transparent"
        border.width: 6
        border.color: "#2c2724"
        z: 4
        Rectangle {
            anchors.fill: parent
            anchors.margins: 1.5
            radius: 7
            color: "transparent"
            border.width: 3
            border.color: Theme.focus
        }
    }
    ToolTip.visible: area.containsMouse
    ToolTip.delay: 400
    ToolTip.text: {
        const lines = []
        if (space.kind === "crater")
            lines.push(qsTr("%1: the Crater (Rano Raraku), where Moai leave from; its grey neutral Transporter carries any piece, in anyone's chain").arg(space.name))
        else if (space.kind === "quarry")
            lines.push(qsTr("%1: the Pukao Quarry (Puna Pau), where Pukao leave from; its grey neutral Transporter carries any piece, in anyone's chain").arg(space.name))
        else if (space.kind === "ahu")
            lines.push(qsTr("%1: an Ahu; a Moai erected here gives %2").arg(space.name).arg(space.position.resourceName(space.yields[0])))
        else
            lines.push(space.yields.length > 1
                       ? qsTr("%1: a Transporter here earns %2 or %3, its owner's choice").arg(space.name)
                             .arg(space.position.resourceName(space.yields[0])).arg(space.position.resourceName(space.yields[1]))
                       : qsTr("%1: a Transporter here earns %2").arg(space.name).arg(space.position.resourceName(space.yields[0])))
        if (space.tile.length > 0 && space.moai.length === 0)
            lines.push(qsTr("Ahu tile %1: %2").arg(space.tileName).arg(space.tileEffect))
        if (space.moai.length > 0)
            lines.push(space.position.moaiStanding(space.index))
        if (space.owner >= 0)
            lines.push(qsTr("Transporters: %1 standing, %2 fatigued").arg(space.standing).arg(space.fatigued))
        if (space.choosable)
            lines.push(space.choices.length > 1 ? qsTr("Click to see your %1 choices here").arg(space.choices.length)
                                                : qsTr("Click to choose it"))
        return lines.join("\n")
    }
}
