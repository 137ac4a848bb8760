import QtQuick
import QtTest
import Rano
import Rano.Models

// The card game's review with the AI's analysis: the Analyse button, the win-chance chart
// (a click jumps to that choice), mistakes marked in the list, and the analysis stopped when
// the screen goes.
TestCase {
    id: testCase
    name: "CardsReviewScreen"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: tableComponent
        CardsTable { aiDelay: 0 }
    }
    Component {
        id: viewerComponent
        CardsReplay {}
    }
    Component {
        id: screenComponent
        CardsReviewScreen { width: 1280; height: 800 }
    }

    function reviewedGame() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame([{ name: "Hotu", human: false, level: "greedy" },
                              { name: "Tuki", human: false, level: "random" }], 6))
        tryVerify(() => table.over, 30000)
        const viewer = createTemporaryObject(viewerComponent, testCase)
        verify(viewer.openTable(table))
        const screen = createTemporaryObject(screenComponent, testCase, { viewer: viewer })
        waitForRendering(screen)
        return { table: table, viewer: viewer, screen: screen }
    }

    function test_analyseChartAndMistakes() {
        const r = reviewedGame()
        const viewer = r.viewer
        const chart = findChild(r.screen, "chanceChart")
        verify(!chart.visible)
        mouseClick(findChild(r.screen, "analyseButton"))
        verify(viewer.analysing)
        tryVerify(() => viewer.analysed, 60000)
        verify(chart.visible)
        compare(viewer.chanceSeries.length, 2)
        compare(chart.points, viewer.count + 1)
        waitForRendering(chart)
        mouseClick(chart, chart.xAt(10), chart.height / 2)
        compare(viewer.step, 10)
        const marker = findChild(chart, "chartMarker")
        fuzzyCompare(marker.x + marker.width / 2, chart.xAt(10), 0.5)
        // A random player makes mistakes; each is marked, and its verdict names the AI's choice.
        let mistake = -1
        for (let i = 0; i < viewer.moves.count && mistake < 0; ++i)
            if (viewer.moves.get(i).mistake) mistake = i
        verify(mistake >= 0)
        verify(viewer.moves.get(mistake).best.length > 0)
        viewer.step = mistake + 1
        verify(viewer.verdictMistake)
        compare(findChild(r.screen, "reviewVerdict").text, viewer.verdict)
        waitForRendering(r.screen)
        verify(!findChild(r.screen, "reviewVerdict").truncated, "the whole verdict is shown")
        // The place line names the turn of the highlighted choice (issue 23.9).
        compare(findChild(r.screen, "moveList").currentIndex, mistake)
        compare(findChild(r.screen, "reviewStep").text,
                "Turn " + (viewer.moves.get(mistake).turn + 1) + " · choice " + (mistake + 1) + " of " + viewer.count)
    }

    function test_closingTheScreenStopsTheAnalysis() {
        const r = reviewedGame()
        r.viewer.analyse()
        verify(r.viewer.analysing)
        r.screen.destroy()
        tryVerify(() => !r.viewer.analysing, 1000)
        const done = r.viewer.analysisProgress
        wait(300)
        compare(r.viewer.analysisProgress, done)
    }
}
