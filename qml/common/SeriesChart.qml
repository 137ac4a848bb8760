import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Rano

// Lines over a recorded game, one per player in their colours (Volcanic Isle's victory
// points, the card game's chances to win), with the position shown marked; a click or a drag
// reports the point under it through `picked`, for the screen to jump there.
Item {
    id: chart
    implicitHeight: 130

    // A list of values per line, every list as long.
    property var series: []
    // The colour of line `i`.
    property var colourOf: i => "black"
    // The point marked (-1: none).
    property int marker: -1
    // The top of the scale (the bottom is 0), and how a value on it reads.
    property real scaleTop: 1
    property var labelOf: v => Math.round(v)
    property string axisText
    property string toolTipText
    signal picked(int index)

    readonly property int points: series.length > 0 ? series[0].length : 0
    readonly property real plotLeft: 30
    readonly property real plotWidth: width - plotLeft - 6
    readonly property real plotHeight: height - 18

    function xAt(i) { return plotLeft + (points > 1 ? plotWidth * i / (points - 1) : 0) }
    function yAt(v) { return 4 + plotHeight * (1 - v / scaleTop) }
    function indexAtX(x) { return Math.round((x - plotLeft) / plotWidth * (points - 1)) }

    // The scale: 0, half and the top.
    Repeater {
        model: [0, 0.5, 1]
        delegate: Item {
            required property real modelData
            Rectangle {
                x: chart.plotLeft
                y: chart.yAt(chart.scaleTop * modelData)
                width: chart.plotWidth
                height: 1
                color: Theme.sandDark
            }
            Text {
                x: 0
                width: chart.plotLeft - 4
                y: chart.yAt(chart.scaleTop * modelData) - height / 2
                horizontalAlignment: Text.AlignRight
                text: chart.labelOf(chart.scaleTop * modelData)
                font.pixelSize: 10
                color: Theme.basaltSoft
            }
        }
    }

    Repeater {
        model: chart.series.length
        delegate: Shape {
            antialiasing: true
            layer.enabled: true
            layer.samples: 4
            required property int index
            anchors.fill: parent
            ShapePath {
                strokeColor: chart.colourOf(index)
                strokeWidth: 2.5
                fillColor: "transparent"
                joinStyle: ShapePath.RoundJoin
                PathPolyline {
                    path: chart.series[index].map((v, i) => Qt.point(chart.xAt(i), chart.yAt(v)))
                }
            }
        }
    }

    // Where the viewer stands.
    Rectangle {
        objectName: "chartMarker"
        visible: chart.marker >= 0 && chart.points > 0
        x: chart.xAt(Math.min(chart.marker, chart.points - 1)) - width / 2
        y: 2
        width: 2
        height: chart.plotHeight + 4
        color: Theme.lava
    }

    Text {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        text: chart.axisText
        font.pixelSize: 10
        color: Theme.basaltSoft
    }

    MouseArea {
        objectName: "chartArea"
        anchors.fill: parent
        enabled: chart.points > 0
        cursorShape: Qt.PointingHandCursor
        function jump(x) {
            chart.picked(Math.max(0, Math.min(chart.points - 1, chart.indexAtX(x))))
        }
        onPressed: mouse => jump(mouse.x)
        onPositionChanged: mouse => { if (pressed) jump(mouse.x) }
        hoverEnabled: true
        ToolTip.visible: containsMouse && chart.toolTipText.length > 0
        ToolTip.delay: 700
        ToolTip.text: chart.toolTipText
    }
}
