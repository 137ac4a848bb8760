import QtQuick
import QtTest
import Rano
import Rano.Models

TestCase {
    id: testCase
    name: "ReviewScreen"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: tableComponent
        VolcanicTable { aiDelay: 0 }
    }
    Component {
        id: viewerComponent
        ReplayViewer {}
    }
    Component {
        id: screenComponent
        ReviewScreen { width: 1280; height: 800 }
    }

    // A whole game between bots, reviewed from the table.
    function reviewedGame() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame([{ name: "Hotu", human: false, level: "greedy" },
                              { name: "Tuki", human: false, level: "random" }], 4))
        tryVerify(() => table.over, 30000)
        const viewer = createTemporaryObject(viewerComponent, testCase)
        verify(viewer.openTable(table))
        const screen = createTemporaryObject(screenComponent, testCase, { viewer: viewer })
        waitForRendering(screen)
        return { table: table, viewer: viewer, screen: screen }
    }

    function test_keysWalkThroughTheGame() {
        const r = reviewedGame()
        const viewer = r.viewer
        compare(viewer.step, viewer.count)
        keyClick(Qt.Key_Home)
        compare(viewer.step, 0)
        keyClick(Qt.Key_Right)
        compare(viewer.step, 1)
        keyClick(Qt.Key_Left)
        compare(viewer.step, 0)
        keyClick(Qt.Key_Right, Qt.ControlModifier)
        compare(viewer.currentTurn, 0)
        compare(viewer.step, viewer.turns.data(viewer.turns.index(1, 0), TurnModel.FirstStepRole))
        keyClick(Qt.Key_Left, Qt.ControlModifier)
        compare(viewer.step, 0)
        keyClick(Qt.Key_End)
        compare(viewer.step, viewer.count)
        verify(findChild(r.screen, "reviewDescription").text.length > 0)
    }

    // Buttons, the turn list, the chart and the timeline all jump.
    function test_everyWayToJump() {
        const r = reviewedGame()
        const viewer = r.viewer
        viewer.first()
        mouseClick(findChild(r.screen, "nextButton"))
        compare(viewer.step, 1)
        mouseClick(findChild(r.screen, "previousButton"))
        compare(viewer.step, 0)

        const list = findChild(r.screen, "turnList")
        list.positionViewAtIndex(3, 0)
        waitForRendering(list)
        const row = list.itemAtIndex(3)
        verify(row)
        mouseClick(row)
        compare(viewer.currentTurn, 3)

        const chart = findChild(r.screen, "scoreChart")
        const turns = viewer.turns.rowCount()
        mouseClick(chart, chart.xAt(Math.floor(turns / 2)), chart.height / 2)
        compare(viewer.positionTurn, Math.floor(turns / 2))
        const marker = findChild(chart, "chartMarker")
        fuzzyCompare(marker.x + marker.width / 2, chart.xAt(viewer.positionTurn), 0.5)

        const timeline = findChild(r.screen, "timeline")
        compare(timeline.value, viewer.step)
        viewer.last()
        compare(timeline.value, viewer.count)
    }

    // Page Down through the game: the place line names the highlighted row's round and the row
    // is in view (tst_replayviewer checks that the step text names its move, issue 23.9).
    function test_thePlaceTheTextAndTheRowAgree() {
        const r = reviewedGame()
        const viewer = r.viewer
        const place = findChild(r.screen, "reviewPlace")
        const list = findChild(r.screen, "turnList")
        keyClick(Qt.Key_Home)
        compare(place.text, "The start · choice 0 of " + viewer.count)
        compare(list.currentIndex, -1)
        let pages = 0
        while (viewer.step < viewer.count && pages < 80) {
            keyClick(Qt.Key_PageDown)
            ++pages
            waitForRendering(list)
            const row = list.currentItem
            verify(row)
            if (viewer.step < viewer.count || !viewer.over)
                compare(place.text, "Round " + row.round + " · choice " + viewer.step + " of " + viewer.count)
            compare(viewer.round, row.round)
            verify(row.y + row.height > list.contentY && row.y < list.contentY + list.height,
                   "the highlighted row is in view")
        }
        verify(pages > 3)
    }

    // Play from here is offered only where there is something left to play.
    function test_playFromHereNeedsAnUnfinishedPosition() {
        const r = reviewedGame()
        const button = findChild(r.screen, "playFromHereButton")
        verify(!button.enabled)
        r.viewer.first()
        verify(button.enabled)
        mouseClick(button)
        const dialog = findChild(r.screen, "branchDialog")
        tryVerify(() => dialog.opened)
        compare(findChild(r.screen, "seatChoice").count, 2)
        dialog.reject()
    }

    // Opening another game while the review screen shows one (Review this game again, Open…).
    function test_openingAgainWhileShown() {
        const r = reviewedGame()
        r.viewer.first()
        verify(r.viewer.openTable(r.table))
        compare(r.viewer.step, r.viewer.count)
        waitForRendering(r.screen)
        verify(r.viewer.openTable(r.table))
        compare(findChild(r.screen, "timeline").value, r.viewer.count)
    }

    function test_aBadReplayIsRefusedWithItsName() {
        const viewer = createTemporaryObject(viewerComponent, testCase)
        verify(!viewer.open("/nonexistent/lost-game.rano.json"))
        verify(viewer.lastError.indexOf("lost-game.rano.json") >= 0)
    }
}
