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

    // WCAG 2's contrast ratio of two colours (1 to 21; 4.5 is the least for text).
    function luminance(c) {
        const linear = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }
    function contrast(a, b) {
        const la = luminance(a), lb = luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }
    // The colour seen behind an item: its own and its ancestors' colours laid one over the
    // other, from the first opaque one up.
    function backdrop(item) {
        let layers = []
        for (let i = item; i; i = i.parent) {
            if (i.color === undefined || i.color.a === 0)
                continue
            layers.push(i.color)
            if (i.color.a >= 1)
                break
        }
        let r = 1, g = 1, b = 1
        for (let k = layers.length - 1; k >= 0; --k) {
            const c = layers[k]
            r = c.r * c.a + r * (1 - c.a)
            g = c.g * c.a + g * (1 - c.a)
            b = c.b * c.a + b * (1 - c.a)
        }
        return Qt.rgba(r, g, b, 1)
    }

    // Issue 66.13: the Undo of the deletion bar is readable (it was dark on the dark bar), its
    // label at least 4.5 times as bright or as dark as what is behind it, under the pointer too.
    function test_undoIsReadable() {
        const page = makePage()
        mouseClick(findChild(row(page, 0), "deleteGameButton"))
        tryCompare(findChild(page, "undoBar"), "visible", true)
        const undo = findChild(page, "undoDeleteButton")
        const label = undo.contentItem
        compare(label.text, "Undo")
        compare(label.opacity, 1)
        const still = contrast(label.color, backdrop(undo.background))
        verify(still >= 4.5, "contrast " + still.toFixed(2))
        mouseMove(undo, undo.width / 2, undo.height / 2)
        tryCompare(undo, "hovered", true)
        wait(200) // the background's colour eases in
        const hovered = contrast(label.color, backdrop(undo.background))
        verify(hovered >= 4.5, "contrast under the pointer " + hovered.toFixed(2))
        mouseClick(undo)
        compare(row(page, 0).path, cardsPath)
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
