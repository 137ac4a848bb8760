import QtQuick
import QtQuick.Controls
import QtTest
import Rano
import Rano.Models

// Issue 51.1: with more than one game in progress, Continue lists them, newest first, to
// resume one or to abandon one on purpose (asked first; the file is kept).
TestCase {
    id: testCase
    name: "ContinuePage"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    GameCatalog {
        id: catalogModel
        aiDelay: 5000
    }
    GamesInProgress {
        id: gamesModel
    }
    OnlineTables {
        id: tablesModel
    }
    OnlineHost {
        id: host
        forTest: true
    }
    Component {
        id: onlineComponent
        OnlineTable {}
    }

    Component {
        id: pageComponent
        ContinuePage {
            games: gamesModel
            tables: tablesModel
            gameCatalog: catalogModel
        }
    }

    SignalSpy { id: resumeSpy; signalName: "resumeRequested" }
    SignalSpy { id: abandoningSpy; signalName: "abandoning" }
    SignalSpy { id: backSpy; signalName: "backRequested" }
    SignalSpy { id: onlineSpy; signalName: "onlineRequested" }

    property string volcanicPath: ""
    property string cardsPath: ""

    // Two games, each begun by its human (seeds 3 and 1: no AI moves while the test looks):
    // Volcanic Isle, then the card game. Other tests' games are abandoned first, to start from none.
    function init() {
        gamesModel.refresh()
        while (gamesModel.count > 0)
            verify(gamesModel.abandon(gamesModel.path(0)))
        tablesModel.refresh()
        while (tablesModel.count > 0)
            tablesModel.forget(tablesModel.path(0))
        const volcanic = catalogModel.table("volcanic-isle")
        verify(volcanic.newGame([{ name: "Ana", human: true, level: "" },
                                 { name: "Hotu", human: false, level: "hard" }], 3))
        verify(volcanic.humanToDecide)
        volcanicPath = volcanic.autosavePath
        wait(20) // the second game is the newer
        const cards = catalogModel.table("rapa-nui-cards")
        verify(cards.newGame([{ name: "Ana", human: true, level: "" },
                              { name: "Tuki", human: false, level: "medium" }], 1))
        verify(cards.humanToDecide)
        cardsPath = cards.autosavePath
        gamesModel.refresh()
        compare(gamesModel.count, 2)
    }

    function makePage(w, h) {
        const page = createTemporaryObject(pageComponent, testCase, { width: w, height: h })
        resumeSpy.target = page
        abandoningSpy.target = page
        backSpy.target = page
        onlineSpy.target = page
        onlineSpy.clear()
        resumeSpy.clear()
        abandoningSpy.clear()
        backSpy.clear()
        waitForRendering(page)
        return page
    }

    function row(page, i) {
        const item = findChild(page, "gameInProgress_" + i)
        verify(item, "row " + i)
        return item
    }

    // Issue 69: the online tables kept a seat at come under the games in progress, each with
    // whose turn it is as its server tells it now; Sit down asks for the table, Forget… asks
    // first, then the table is no longer listed.
    function test_onlineTablesAreListedWithWhoseTurn() {
        verify(host.start())
        const online = createTemporaryObject(onlineComponent, testCase)
        online.client.name = "Ana"
        online.client.create("127.0.0.1", host.port, "rapa-nui-cards",
                             [{ kind: "me" }, { kind: "ai", level: "random" }], {})
        tryVerify(() => online.table !== null && online.table.humanToDecide, 10000)
        online.client.leave(false)
        tablesModel.refresh()
        compare(tablesModel.count, 1)
        const page = makePage(1280, 800)
        const card = findChild(page, "onlineTable_0")
        verify(card)
        tryVerify(() => findChild(card, "onlineTurn").text.startsWith("Your turn · last played "),
                  10000, findChild(card, "onlineTurn").text)
        compare(findChild(card, "gameTitle").text, catalogModel.title("rapa-nui-cards"))
        compare(findChild(card, "gameSeats").text, "Ana, Hotu (random bot)")
        verify(findChild(card, "sitDownButton").primary)
        mouseClick(findChild(card, "sitDownButton"))
        compare(onlineSpy.count, 1)
        compare(onlineSpy.signalArguments[0][0], tablesModel.path(0))

        mouseClick(findChild(card, "forgetButton"))
        const dialog = findChild(page, "forgetDialog")
        tryCompare(dialog, "opened", true)
        mouseClick(findChild(dialog, "confirmForget"))
        compare(tablesModel.count, 0)
        compare(backSpy.count, 0) // the games in progress are still listed
        host.stop()
    }

    function test_newestFirstWithGameSeatsAndRound() {
        const page = makePage(1280, 800)
        compare(findChild(page, "gamesInProgressList").count, 2)
        const first = row(page, 0)
        compare(first.path, cardsPath)
        compare(findChild(first, "gameTitle").text, "Rapa Nui: the card game")
        compare(findChild(first, "gameSeats").text, "Ana, Tuki (medium)")
        verify(findChild(first, "gameWhen").text.startsWith("Turn 1 · last played "),
               findChild(first, "gameWhen").text)
        const second = row(page, 1)
        compare(second.path, volcanicPath)
        compare(findChild(second, "gameTitle").text, "Volcanic Isle")
        compare(findChild(second, "gameSeats").text, "Ana, Hotu (hard)")
        verify(findChild(second, "gameWhen").text.startsWith("Round 1 · last played "),
               findChild(second, "gameWhen").text)
    }

    function test_resumeNamesTheGameAndItsFile() {
        const page = makePage(1280, 800)
        mouseClick(findChild(row(page, 1), "resumeButton"))
        compare(resumeSpy.count, 1)
        compare(resumeSpy.signalArguments[0][0], volcanicPath)
        compare(resumeSpy.signalArguments[0][1], "volcanic-isle")
    }

    // Abandon asks first; "Keep it" keeps the game listed, "Abandon" moves its file to the
    // abandoned games (the table that held it is told first) and the list goes on without it.
    function test_abandonAsksFirstThenKeepsTheFileAside() {
        const page = makePage(1280, 800)
        const dialog = findChild(page, "abandonDialog")
        mouseClick(findChild(row(page, 0), "abandonButton"))
        tryCompare(dialog, "opened", true)
        compare(dialog.title, "Abandon this game of Rapa Nui: the card game?")
        verify(findChild(page, "abandonText").text.startsWith("Turn 1 · last played "))
        mouseClick(findChild(dialog, "keepGame"))
        tryCompare(dialog, "visible", false)
        compare(gamesModel.count, 2)
        compare(abandoningSpy.count, 0)

        mouseClick(findChild(row(page, 0), "abandonButton"))
        tryCompare(dialog, "opened", true)
        mouseClick(findChild(dialog, "confirmAbandon"))
        tryCompare(dialog, "visible", false)
        compare(abandoningSpy.count, 1)
        compare(abandoningSpy.signalArguments[0][0], cardsPath)
        compare(abandoningSpy.signalArguments[0][1], "rapa-nui-cards")
        compare(gamesModel.count, 1)
        compare(gamesModel.path(0), volcanicPath)
        compare(findChild(page, "gamesInProgressList").count, 1)
        compare(backSpy.count, 0)

        // The last one abandoned: nothing left to list, back home.
        mouseClick(findChild(row(page, 0), "abandonButton"))
        tryCompare(dialog, "opened", true)
        mouseClick(findChild(dialog, "confirmAbandon"))
        tryCompare(gamesModel, "count", 0)
        compare(backSpy.count, 1)
    }

    // The app's stack: Continue pushed over a page, replaced by the table on Continue.
    Component {
        id: stackComponent
        StackView {
            width: 1280
            height: 800
            initialItem: Rectangle { color: "black" }
        }
    }
    Component {
        id: tableStandIn
        Rectangle { objectName: "tableStandIn"; color: "white" }
    }

    // The popups shown over the window (tips, dialogs).
    function shownPopups() {
        const overlay = testCase.Overlay.overlay
        let shown = 0
        for (let i = 0; i < overlay.children.length; ++i)
            if (overlay.children[i].visible && overlay.children[i].opacity > 0)
                ++shown
        return shown
    }

    // Issue 66.13: the tip of a card's Continue does not stay drawn over the table that
    // replaces the list.
    function test_aTipGoesWithThePage() {
        const stack = createTemporaryObject(stackComponent, testCase)
        const page = stack.push(pageComponent, {}, StackView.Immediate)
        resumeSpy.target = page
        resumeSpy.clear()
        waitForRendering(page)
        const resume = findChild(row(page, 0), "resumeButton")
        mouseMove(resume, resume.width / 2, resume.height / 2)
        tryCompare(resume.toolTip, "opened", true)
        compare(shownPopups(), 1)
        page.resumeRequested.connect(() => stack.replace(tableStandIn))
        mouseClick(resume)
        compare(resumeSpy.count, 1)
        tryVerify(() => !stack.busy)
        compare(stack.currentItem.objectName, "tableStandIn")
        tryVerify(() => shownPopups() === 0, 1000, "no tip over the table")
    }

    // Likewise when the table goes over the list and the list stays below it (the Library's
    // Continue pushes the table).
    function test_aTipGoesWhenThePageIsCovered() {
        const stack = createTemporaryObject(stackComponent, testCase)
        const page = stack.push(pageComponent, {}, StackView.Immediate)
        waitForRendering(page)
        const resume = findChild(row(page, 0), "resumeButton")
        mouseMove(resume, resume.width / 2, resume.height / 2)
        tryCompare(resume.toolTip, "opened", true)
        page.resumeRequested.connect(() => stack.push(tableStandIn))
        mouseClick(resume)
        tryVerify(() => !stack.busy)
        compare(stack.currentItem.objectName, "tableStandIn")
        tryVerify(() => shownPopups() === 0, 1000, "no tip over the table")
        compare(resume.toolTip.visible, false)
    }

    // Every row is whole and inside the window, its buttons beside its words, in a small
    // window as in a large one.
    function test_rowsFitTheWindow_data() {
        return [{ tag: "1024x700", w: 1024, h: 700 }, { tag: "1280x800", w: 1280, h: 800 }]
    }
    function test_rowsFitTheWindow(data) {
        const page = makePage(data.w, data.h)
        for (let i = 0; i < 2; ++i) {
            const r = row(page, i)
            const at = r.mapToItem(page, 0, 0)
            verify(at.x >= 0 && at.x + r.width <= data.w, "row " + i + " inside the window")
            verify(at.y >= 0 && at.y + r.height <= data.h, "row " + i + " inside the window")
            const resume = findChild(r, "resumeButton")
            const abandon = findChild(r, "abandonButton")
            const b = abandon.mapToItem(r, 0, 0)
            verify(b.x + abandon.width <= r.width, "the abandon button inside row " + i)
            for (const name of ["gameTitle", "gameSeats", "gameWhen"]) {
                const text = findChild(r, name)
                verify(!text.truncated, name + " of row " + i + " is whole")
                verify(text.mapToItem(r, 0, 0).x + text.width <= resume.mapToItem(r, 0, 0).x,
                       name + " of row " + i + " stays left of the buttons")
            }
        }
        const back = findChild(page, "backButton")
        verify(back.mapToItem(page, 0, 0).y + back.height <= data.h, "Back inside the window")
    }
}
