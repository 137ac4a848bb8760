import QtQuick
import Rano
import Rano.Models

// Every player's VP over the turns of a recorded Volcanic Isle game, in their colours, with
// the position shown marked; a click or a drag jumps to that turn.
SeriesChart {
    id: chart
    required property ReplayViewer viewer

    series: viewer.scoreSeries
    colourOf: i => viewer.board.seatColour(i)
    marker: viewer.step >= viewer.count ? points - 1 : viewer.positionTurn
    scaleTop: {
        let most = 10
        for (const line of series)
            for (const v of line)
                most = Math.max(most, v)
        return Math.ceil(most / 25) * 25
    }
    axisText: qsTr("turns")
    toolTipText: qsTr("Victory points over the turns: click to go there")
    onPicked: turn => {
        if (turn >= points - 1)
            viewer.last()
        else
            viewer.jumpToTurnStart(turn)
    }
}
