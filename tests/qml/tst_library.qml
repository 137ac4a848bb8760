import QtQuick
import QtTest
import Rano
import Rano.Models

// Issue 51.2: the Library screen lists every game, newest first; its filters narrow the list;
// a game opens (in progress: Continue); Delete takes it off the list and Undo brings it back.
TestCase {
    id: testCase
    name: "LibraryPage"
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
    Library {
        id: libraryModel
    }

    Component {
        id: pageComponent
        LibraryPage {
            library: libraryModel
            gameCatalog: catalogModel
        }
    }

    SignalSpy { id: openSpy; signalName: "openRequested" }
    SignalSpy { id: deletingSpy; signalName: "deleting" }

    property string volcanicPath: ""
    property string cardsPath: ""

    // Two games in progress, each begun by its human (seeds 3 and 1: no AI moves while the
    // test looks): Volcanic Isle against a Hard AI, then the card game against a Medium one.
    // Other tests' games in progress are abandoned first; they stay in the library as such.
    function init() {
        gamesModel.refresh()
        while (gamesModel.count > 0)
            verify(gamesModel.abandon(gamesModel.path(0)))
        const volcanic = catalogModel.table("volcanic-isle")
        verify(volcanic.newGame([{ name: "Ana", human: true, level: "" },
                                 { name: "Hotu", human: false, level: "hard" }], 3))
        volcanicPath = volcanic.autosavePath
        wait(20) // the second game is the newer
        const cards = catalogModel.table("rapa-nui-cards")
        verify(cards.newGame([{ name: "Ana", human: true, level: "" },
                              { name: "Tuki", human: false, level: "medium" }], 1))
        cardsPath = cards.autosavePath
        libraryModel.gameFilter = ""
        libraryModel.levelFilter = ""
        libraryModel.resultFilter = ""
        libraryModel.search = ""
    }

    function makePage() {
        const page = createTemporaryObject(pageComponent, testCase, { width: 1280, height: 800 })
        openSpy.target = page
        deletingSpy.target = page
        openSpy.clear()
        deletingSpy.clear()
        // The look at the folders runs on a worker: the list is whole once it ends.
        tryCompare(libraryModel, "scanning", false, 20000)
        waitForRendering(page)
        return page
    }

    function row(page, i) {
        const item = findChild(page, "libraryGame_" + i)
        verify(item, "row " + i)
        return item
    }

    function choose(page, boxName, value) {
        const box = findChild(page, boxName)
        const index = box.indexOfValue(value)
        verify(index >= 0, value)
        box.currentIndex = index
        box.activated(index)
    }

    function test_listsTheNewestFirst() {
        const page = makePage()
        const first = row(page, 0)
        compare(first.path, cardsPath)
        compare(findChild(first, "gameTitle").text, "Rapa Nui: the card game")
        compare(findChild(first, "gameSeats").text, "Ana, Tuki (medium)")
        compare(findChild(first, "openGameButton").text, "Continue")
        compare(row(page, 1).path, volcanicPath)
        compare(row(page, 1).resultText, "In progress")
        compare(findChild(page, "libraryCount").text,
                libraryModel.total + (libraryModel.total === 1 ? " game" : " games"))
    }

    function test_filtersNarrowTheList() {
        const page = makePage()
        const list = findChild(page, "libraryList")
        choose(page, "libraryGameFilter", "volcanic-isle")
        tryCompare(list, "count", libraryModel.count)
        // Other tests' games are in the library too: the model is read, not only the rows
        // the view has made.
        verify(libraryModel.count >= 1)
        for (let i = 0; i < libraryModel.count; ++i)
            compare(libraryModel.gameId(i), "volcanic-isle")
        choose(page, "libraryLevelFilter", "hard")
        choose(page, "libraryResultFilter", "playing")
        compare(libraryModel.count, 1)
        compare(row(page, 0).path, volcanicPath)
        choose(page, "libraryLevelFilter", "medium")
        compare(libraryModel.count, 0)
        verify(findChild(page, "libraryEmpty").visible)
        compare(findChild(page, "libraryEmpty").text, "No game matches these filters.")
        choose(page, "libraryGameFilter", "")
        choose(page, "libraryLevelFilter", "")
        choose(page, "libraryResultFilter", "")
        findChild(page, "librarySearch").text = "Tuki"
        let paths = []
        for (let k = 0; k < libraryModel.count; ++k)
            paths.push(libraryModel.path(k))
        verify(paths.indexOf(cardsPath) >= 0)
        verify(paths.indexOf(volcanicPath) < 0) // Ana and Hotu only
    }

    function test_openNamesTheGameAndItsFile() {
        const page = makePage()
        mouseClick(findChild(row(page, 1), "openGameButton"))
        compare(openSpy.count, 1)
        compare(openSpy.signalArguments[0][0], volcanicPath)
        compare(openSpy.signalArguments[0][1], "volcanic-isle")
    }

    function test_deleteThenUndo() {
        const page = makePage()
        const before = libraryModel.total
        mouseClick(findChild(row(page, 0), "deleteGameButton"))
        compare(deletingSpy.count, 1)
        compare(deletingSpy.signalArguments[0][0], cardsPath)
        compare(libraryModel.total, before - 1)
        verify(row(page, 0).path !== cardsPath)
        const bar = findChild(page, "undoBar")
        tryCompare(bar, "visible", true)
        mouseClick(findChild(page, "undoDeleteButton"))
        compare(libraryModel.total, before)
        compare(row(page, 0).path, cardsPath)
        tryCompare(bar, "visible", false)
    }

    // The Statistics tab: the chosen game's rows come from the library's finished games; with
    // none against the AI, it says so, and a rating waits for ten results.
    function test_statisticsTab() {
        const page = makePage()
        mouseClick(findChild(page, "statisticsTab"))
        const stats = findChild(page, "libraryStatistics")
        verify(stats)
        tryCompare(findChild(page, "statisticsRows"), "count", stats.rowCount())
        compare(findChild(page, "noStatistics").visible, stats.games === 0)
        compare(findChild(page, "ratingText").text, stats.ratingText)
        if (!stats.rated)
            verify(stats.ratingText.indexOf("before a rating") > 0
                   || stats.ratingText.indexOf("not rated") > 0, stats.ratingText)
        verify(findChild(page, "ladderText").text.indexOf("1,200") > 0)
        const seats = findChild(page, "statisticsSeats")
        seats.currentIndex = seats.indexOfValue(3)
        compare(stats.seats, 3)
    }
}
