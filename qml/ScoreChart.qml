import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Rano
import Rano.Models

// Every player's VP over the turns of a recorded game, in their colours, with the position
// shown marked; a click or a drag jumps to that turn.
Item {
    id: chart
    required property ReplayViewer viewer
    implicitHeight: 130

    readonly property var series: viewer.scoreSeries
    readonly property int points: series.length > 0 ? series[0].length : 0
    readonly property int highest: {
        let most = 10
        for (const line of series)
            for (const v of line)
                most = Math.max(most, v)
        return Math.ceil(most / 25) * 25
    }
    readonly property real plotLeft: 30
    readonly property real plotWidth: width - plotLeft - 6
    readonly property real plotHeight: height - 18

    function xAt(i) { return plotLeft + (points > 1 ? plotWidth * i / (points - 1) : 0) }
    function yAt(v) { return 4 + plotHeight * (1 - v / highest) }
    function turnAtX(x) { return Math.round((x - plotLeft) / plotWidth * (points - 1)) }

    // The scale: 0, half and the top.
    Repeater {
        model: [0, 0.5, 1]
        delegate: Item {
            required property real modelData
            Rectangle {
                x: chart.plotLeft
                y: chart.yAt(chart.highest * modelData)
                width: chart.plotWidth
                height: 1
                color: Theme.sandDark
            }
            Text {
                x: 0
                width: chart.plotLeft - 4
                y: chart.yAt(chart.highest * modelData) - height / 2
                horizontalAlignment: Text.AlignRight
                text: Math.round(chart.highest * modelData)
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
                strokeColor: chart.viewer.seatColour(index)
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
        x: chart.xAt(chart.viewer.step >= chart.viewer.count ? chart.points - 1 : chart.viewer.currentTurn) - width / 2
        y: 2
        width: 2
        height: chart.plotHeight + 4
        color: Theme.lava
    }

    Text {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        text: qsTr("turns")
        font.pixelSize: 10
        color: Theme.basaltSoft
    }

    MouseArea {
        objectName: "chartArea"
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        function jump(x) {
            const turn = Math.max(0, Math.min(chart.points - 1, chart.turnAtX(x)))
            if (turn >= chart.points - 1)
                chart.viewer.last()
            else
                chart.viewer.jumpToTurn(turn)
        }
        onPressed: mouse => jump(mouse.x)
        onPositionChanged: mouse => { if (pressed) jump(mouse.x) }
        hoverEnabled: true
        ToolTip.visible: containsMouse
        ToolTip.delay: 700
        ToolTip.text: qsTr("Victory points over the turns: click to go there")
    }
}
