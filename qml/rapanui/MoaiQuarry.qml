import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The Moai Quarry: a column per Moai size with its Sculptor spaces, the Villagers on them,
// the Chiefs, Sorcerers and virtual Sculptors below, and the Moai of that size left in the
// supply. A column the deciding human may choose glows; a click takes it.
Rectangle {
    id: quarry
    required property RapaNuiPosition position
    property bool interactive: false
    signal placeChosen(var choices)
    signal refused(string place, int at)

    implicitHeight: columnsRow.implicitHeight + title.implicitHeight + 24
    radius: 10
    color: "#5d4a3d"
    border.color: "#3a2d24"

    Text {
        id: title
        objectName: "quarryTitle"
        x: 10
        y: 6
        text: qsTr("Moai Quarry")
        font.pixelSize: 14
        font.weight: Font.DemiBold
        color: Theme.sand
    }

    Row {
        id: columnsRow
        anchors.top: title.bottom
        anchors.topMargin: 6
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 8
        Repeater {
            model: quarry.position.quarry
            delegate: Rectangle {
                id: quarryColumn
                required property int column
                required property string name
                required property int spaces
                required property var sculptors
                required property var extra
                required property int supply
                required property var choices
                readonly property bool choosable: quarry.interactive && choices.length > 0
                objectName: "quarryColumn" + quarryColumn.column
                width: (quarry.width - 36) / 3
                height: content.implicitHeight + 10
                radius: 8
                color: columnArea.containsMouse && choosable ? "#806656" : "#6e594b"
                border.color: choosable ? Theme.focus : "#3a2d24"
                border.width: choosable ? 3 : 1

                Column {
                    id: content
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: 5
                    spacing: 4
                    Row {
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: 6
                        MoaiFigure {
                            width: 10 + quarryColumn.column * 3
                            height: 18 + quarryColumn.column * 6
                            anchors.bottom: parent.bottom
                            standing: true
                            colour: "#9d8f80"
                        }
                        Text {
                            anchors.bottom: parent.bottom
                            text: qsTr("%1 × %2").arg(quarryColumn.name).arg(quarryColumn.supply)
                            font.pixelSize: 12
                            color: Theme.sand
                        }
                    }
                    // The Sculptor spaces, filled in order.
                    Grid {
                        anchors.horizontalCenter: parent.horizontalCenter
                        columns: 3
                        spacing: 3
                        Repeater {
                            model: quarryColumn.spaces
                            delegate: Rectangle {
                                required property int index
                                width: 24
                                height: 26
                                radius: 5
                                color: "#4c3c31"
                                border.color: "#2c221c"
                                Pawn {
                                    anchors.centerIn: parent
                                    visible: index < quarryColumn.sculptors.length
                                    size: 16
                                    colour: visible ? quarry.position.seatColour(quarryColumn.sculptors[index]) : "grey"
                                }
                            }
                        }
                    }
                    // Below the column: Chiefs, Sorcerers, virtual Sculptors.
                    Row {
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: 2
                        height: 20
                        Repeater {
                            model: quarryColumn.extra
                            delegate: Pawn {
                                required property int modelData
                                size: 14
                                colour: quarry.position.seatColour(modelData)
                                Rectangle { // a crown: not a Villager
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    y: -3
                                    width: 8; height: 3; radius: 1
                                    color: Theme.focus
                                }
                            }
                        }
                    }
                }
                MouseArea {
                    id: columnArea
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: quarryColumn.choosable ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: {
                        if (quarryColumn.choosable)
                            quarry.placeChosen(quarryColumn.choices)
                        else if (quarry.interactive)
                            quarry.refused("column", quarryColumn.column)
                    }
                }
                ToolTip.visible: columnArea.containsMouse
                ToolTip.delay: 400
                ToolTip.text: qsTr("The %1 column: %2 Sculptor spaces, %3 taken; %4 %1 Moai left in the supply")
                              .arg(quarryColumn.name).arg(quarryColumn.spaces).arg(quarryColumn.sculptors.length).arg(quarryColumn.supply)
            }
        }
    }
}
