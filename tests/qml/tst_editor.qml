import QtQuick
import QtTest
import Rano
import Rano.Models

TestCase {
    id: testCase
    name: "EditorScreen"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: documentComponent
        ContinentDocument {}
    }
    Component {
        id: screenComponent
        EditorScreen { width: 1280; height: 800 }
    }

    function editor() {
        const doc = createTemporaryObject(documentComponent, testCase)
        const screen = createTemporaryObject(screenComponent, testCase, { document: doc })
        waitForRendering(screen)
        return { doc: doc, screen: screen }
    }

    // A tile pressed in the palette and released over the grid lands where it was dropped;
    // Ctrl+Z takes it back and Ctrl+Shift+Z puts it there again.
    function test_dragATileOntoTheGridThenUndoAndRedo() {
        const e = editor()
        const tile = findChild(e.screen, "paletteTile_9")
        const grid = findChild(e.screen, "editorGrid")
        verify(tile && grid)
        const target = grid.mapToItem(e.screen, grid.width / 2, grid.height / 2)
        const from = tile.mapToItem(e.screen, tile.width / 2, tile.height / 2)
        mousePress(e.screen, from.x, from.y)
        mouseMove(e.screen, (from.x + target.x) / 2, target.y)
        mouseMove(e.screen, target.x, target.y)
        mouseRelease(e.screen, target.x, target.y)
        compare(e.doc.tileCount, 1)
        const h = grid.hexUnder(grid.width / 2, grid.height / 2)
        compare(e.doc.tileAt(h.x, h.y), 9)
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        compare(e.doc.tileCount, 0)
        keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        compare(e.doc.tileCount, 1)
        compare(e.doc.tileAt(h.x, h.y), 9)
        e.screen.destroy() // before the document it shows
        wait(0)
    }

    // The grid stays put as tiles are added, and dragging a placed tile shows where it will
    // land before it is let go (issue 23.10).
    function test_theGridStaysPutAndADraggedTileShowsWhereItLands() {
        const e = editor()
        const grid = findChild(e.screen, "editorGrid")
        const h = grid.hexUnder(grid.width / 2, grid.height / 2)
        compare(e.doc.place(9, h.x, h.y, 0), "")
        const at = e.doc.positionOf(9)
        const before = Qt.point(grid.px(at.x), grid.py(at.y))
        compare(e.doc.place(10, h.x + 2, h.y, 0), "")
        compare(e.doc.place(11, h.x, h.y + 2, 0), "")
        wait(0)
        compare(Qt.point(grid.px(at.x), grid.py(at.y)), before)

        const ghosts = () => {
            let n = 0
            for (let i = 0; i < grid.children.length; ++i)
                n += grid.children[i].objectName === "ghost" && grid.children[i].visible ? 1 : 0
            return n
        }
        const from = grid.mapToItem(e.screen, grid.width / 2, grid.height / 2)
        mousePress(e.screen, from.x, from.y)
        compare(ghosts(), 0)
        mouseMove(e.screen, from.x - grid.unit * 3.5, from.y)
        mouseMove(e.screen, from.x - grid.unit * 3.5, from.y + 1)
        tryVerify(() => ghosts() > 0)
        mouseRelease(e.screen, from.x - grid.unit * 3.5, from.y + 1)
        compare(ghosts(), 0)
        verify(e.doc.positionOf(9).x < at.x)
        e.screen.destroy()
        wait(0)
    }

    // R turns the selected tile; Delete removes it; the problems list follows.
    function test_turnAndRemoveTheSelectedTile() {
        const e = editor()
        verify(e.doc.generate(5))
        waitForRendering(e.screen)
        compare(findChild(e.screen, "problemList").count, 0)
        e.screen.selectedTile = 11 // one space: it turns where it lies
        keyClick(Qt.Key_R)
        verify(e.doc.undoText.indexOf("11") >= 0, e.doc.undoText)
        keyClick(Qt.Key_Delete)
        compare(e.doc.tileCount, 21)
        verify(findChild(e.screen, "problemList").count > 0)
        verify(!findChild(e.screen, "playOnContinentButton").enabled)
        e.screen.destroy()
        wait(0)
    }

    // Palette tiles show the numbers the rule messages use, and a save is told as good news,
    // not in the error colour (issue 23.10).
    function test_paletteNumbersAndASaveThatIsGoodNews() {
        const e = editor()
        const palette = findChild(e.screen, "palette")
        let numbers = []
        for (let i = 0; i < palette.count; ++i) {
            const cell = palette.itemAtIndex(i)
            if (cell) numbers.push(Number(findChild(cell, "paletteNumber").text))
        }
        verify(numbers.length >= 8)
        compare(numbers.slice(0, 8), [1, 2, 3, 4, 5, 6, 7, 8])
        verify(e.doc.generate(5))
        mouseClick(findChild(e.screen, "saveContinentButton"))
        const message = findChild(e.screen, "editorMessage")
        compare(message.text, "Saved in your library.")
        verify(Qt.colorEqual(message.color, Theme.palm))
        e.screen.attempt("Tile 3 does not fit there.")
        verify(!Qt.colorEqual(message.color, Theme.palm))
        e.screen.destroy()
        wait(0)
    }

    // Leaving with unsaved changes asks first.
    function test_unsavedChangesAreNotLostSilently() {
        const e = editor()
        const spy = createTemporaryObject(signalSpyComponent, testCase, { target: e.screen, signalName: "homeRequested" })
        verify(e.doc.place(9, 0, 0, 0) === "")
        e.screen.whenSaved(() => e.screen.homeRequested())
        const dialog = findChild(e.screen, "unsavedDialog")
        tryVerify(() => dialog.opened)
        compare(spy.count, 0)
        dialog.reject()
        compare(spy.count, 0)
        compare(e.doc.tileCount, 1)
        e.screen.destroy()
        wait(0)
    }

    Component {
        id: signalSpyComponent
        SignalSpy {}
    }

    // In a 1024 x 700 window the whole drop grid, a generated island included, shows: no
    // space of it is cut by the grid's edges.
    function test_theGridFitsASmallWindow_data() {
        return [{ tag: "empty", seed: 0 }, { tag: "island 5", seed: 5 }]
    }
    function test_theGridFitsASmallWindow(data) {
        const doc = createTemporaryObject(documentComponent, testCase)
        const screen = createTemporaryObject(screenComponent, testCase,
                                             { document: doc, width: 1024, height: 700 })
        if (data.seed > 0)
            verify(doc.generate(data.seed))
        waitForRendering(screen)
        const grid = findChild(screen, "editorGrid")
        const half = grid.unit * 0.97
        for (const c of doc.gridHexes) {
            const x = grid.px(c.x), y = grid.py(c.y)
            verify(x - half * 0.87 >= -0.5 && x + half * 0.87 <= grid.width + 0.5,
                   "a grid space across at " + x)
            verify(y - half >= -0.5 && y + half <= grid.height + 0.5, "a grid space down at " + y)
        }
    }

    // The library lists each saved continent under its own name and drawing (issue 50.14: a
    // saved "UX island" was listed as Mu, the standard continent).
    function test_theLibraryNamesEachContinent() {
        const e = editor()
        verify(e.doc.generate(5))
        e.doc.name = "UX island"
        verify(e.doc.saveToLibrary().length > 0)
        verify(e.doc.generate(6))
        e.doc.name = "Second isle"
        verify(e.doc.saveToLibrary().length > 0)
        e.screen.openLibrary()
        const dialog = findChild(e.screen, "libraryDialog")
        tryCompare(dialog, "opened", true)
        for (const name of ["UX island", "Second isle"]) {
            let cell = null
            tryVerify(() => (cell = findChild(dialog.contentItem, "libraryContinent_" + name)) !== null, 5000, name)
            tryCompare(findChild(cell, "continentName"), "text", name)
        }
        dialog.close()
        e.screen.destroy()
        wait(0)
    }

    // A tile dropped past the edge of the view makes room around the middle: the tile in the
    // middle stays where it was on the screen, only smaller steps around it (issue 50.14: the
    // view re-centred after drops).
    function test_aTileFarOutKeepsTheMiddleWhereItIs() {
        const e = editor()
        const grid = findChild(e.screen, "editorGrid")
        const h = grid.hexUnder(grid.width / 2, grid.height / 2)
        compare(e.doc.place(9, h.x, h.y, 0), "")
        const at = e.doc.positionOf(9)
        const before = Qt.point(grid.px(at.x), grid.py(at.y))
        const unit = grid.unit
        compare(e.doc.place(10, h.x - 14, h.y, 0), "")
        wait(0)
        verify(grid.unit < unit, "the view grew")
        verify(Math.abs(grid.px(at.x) - before.x) < 0.5 && Math.abs(grid.py(at.y) - before.y) < 0.5,
               "the middle tile moved from " + before + " to " + Qt.point(grid.px(at.x), grid.py(at.y)))
        e.screen.destroy()
        wait(0)
    }
}
