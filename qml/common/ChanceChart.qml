import QtQuick
import Rano
import Rano.Models

// Every player's chance to win at each choice of a reviewed game, as the AI's analysis sees it
// (they add up to 100 % at every step; a finished game ends on its result), with the position
// shown marked; a click jumps there. Shared by every game's review.
SeriesChart {
    required property Review viewer
    // The seat colours of the game's board.
    required property var colourOf

    implicitHeight: 110
    visible: points > 0
    series: viewer.chanceSeries
    marker: viewer.step < points ? viewer.step : -1
    scaleTop: 1
    labelOf: v => qsTr("%1%").arg(Math.round(v * 100))
    axisText: qsTr("choices")
    toolTipText: qsTr("Each player's chance to win, as the AI sees it: click to go there")
    onPicked: index => viewer.step = index
}
