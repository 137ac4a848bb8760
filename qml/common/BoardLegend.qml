import QtQuick
import QtQuick.Controls
import Rano

// What the marks on a game's board mean (issue 53.5), for a player who wonders: each game's
// board lists its own symbols (`entries`: {symbol: a Component drawing it, text}); the marks
// every table shares (where you may click, the others' last moves, the hint, the keyboard's
// cursor, what the coach or a log line names, what the coach points at) follow, written once
// here. Toggled with L or the table's Legend button.
Rectangle {
    id: legend
    property var entries: []
    signal closeRequested()

    // The shared marks, each drawn as a ring on a patch of land.
    component Mark: Rectangle {
        property color ring: Theme.focus
        property bool cursor: false
        color: "#8fb069"
        Rectangle {
            anchors.fill: parent
            anchors.margins: 5
            radius: 5
            color: parent.ring === Theme.focus && !parent.cursor ? "#55ffe27a" : "transparent"
            border.width: parent.cursor ? 6 : 3
            border.color: parent.cursor ? "#2c2724" : parent.ring
            Rectangle {
                visible: parent.parent.cursor
                anchors.fill: parent
                anchors.margins: 1.5
                radius: 4
                color: "transparent"
                border.width: 3
                border.color: Theme.focus
            }
        }
    }
    readonly property var sharedEntries: [
        { symbol: gold, text: qsTr("Glowing gold: a place you may choose now; a click there offers what you can do.") },
        { symbol: ember, text: qsTr("Ringed in ember: what the others did since your last decision (What just happened?, W, plays it again).") },
        { symbol: teal, text: qsTr("Ringed in teal: the hint's choice (H).") },
        { symbol: cursor, text: qsTr("A dark ring lined with gold: the keyboard's cursor (the arrows move it, Enter clicks).") },
        { symbol: lit, text: qsTr("Lit in white: the places the coach's lesson names, or the log line under the pointer.") },
        { symbol: coached, text: qsTr("Ringed in violet: the button the coach points at.") }
    ]
    property Component gold: Component { Mark {} }
    property Component ember: Component { Mark { ring: Theme.ember } }
    property Component teal: Component { Mark { ring: Theme.hint } }
    property Component cursor: Component { Mark { cursor: true } }
    property Component lit: Component { Mark { ring: "#ffffff" } }
    property Component coached: Component { Mark { ring: Theme.coach } }

    width: 380
    // As tall as it needs, within its board's area (it scrolls beyond).
    height: Math.min(content.implicitHeight + 24, parent ? parent.height - y - 14 : 10000)
    radius: Theme.radius
    color: Theme.sand
    border.color: Theme.sandDark

    // The legend swallows clicks: they do not reach the board below.
    MouseArea { anchors.fill: parent }

    Flickable {
        anchors.fill: parent
        anchors.margins: 12
        contentHeight: content.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Column {
            id: content
            width: parent.width
            spacing: 8
            Item {
                width: parent.width
                height: title.implicitHeight
                Text {
                    id: title
                    text: qsTr("What the marks mean")
                    font.family: Theme.titleFont
                    font.pixelSize: 18
                    font.weight: Font.Bold
                    color: Theme.basalt
                }
                RanoButton {
                    objectName: "closeLegend"
                    anchors.right: parent.right
                    anchors.verticalCenter: title.verticalCenter
                    compact: true
                    text: "×"
                    toolTipText: qsTr("Close the legend (L)")
                    onClicked: legend.closeRequested()
                }
            }
            Repeater {
                model: legend.entries.concat(legend.sharedEntries)
                delegate: Row {
                    required property var modelData
                    objectName: "legendEntry"
                    spacing: 10
                    Rectangle {
                        width: 40
                        height: 40
                        radius: 6
                        color: "#1f5a6a"
                        clip: true
                        Loader {
                            anchors.centerIn: parent
                            width: 34
                            height: 34
                            sourceComponent: modelData.symbol
                        }
                    }
                    Text {
                        width: content.width - 50
                        anchors.verticalCenter: parent.verticalCenter
                        text: modelData.text
                        wrapMode: Text.WordWrap
                        font.pixelSize: 13
                        color: Theme.basalt
                    }
                }
            }
        }
    }
}
