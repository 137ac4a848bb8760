import QtQuick
import QtTest
import Rano
import Rano.Models

TestCase {
    id: testCase
    name: "CardsGameScreen"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: tableComponent
        CardsTable { aiDelay: 0 }
    }
    Component {
        id: screenComponent
        CardsGameScreen { width: 1280; height: 800 }
    }

    Component {
        id: volcanicComponent
        VolcanicTable { aiDelay: 0 }
    }
    Component {
        id: newGameComponent
        NewGamePage { width: 1280; height: 800 }
    }
    SignalSpy { id: startedSpy; signalName: "started" }

    // The new-game page sets up the card game: no continent, no die; Start seats the players
    // at the card table.
    function test_newGamePageStartsACardGame() {
        const volcanic = createTemporaryObject(volcanicComponent, testCase)
        const table = createTemporaryObject(tableComponent, testCase)
        const page = createTemporaryObject(newGameComponent, testCase,
                                           { table: table, gameId: "rapa-nui-cards" })
        startedSpy.target = page
        startedSpy.clear()
        waitForRendering(page)
        verify(findChild(page, "cardsSetupNote").visible)
        compare(findChild(page, "continentPreview"), null) // no continent to show
        mouseClick(findChild(page, "startGameButton"))
        compare(startedSpy.count, 1)
        verify(table.started)
        compare(table.position.players, 4)
        verify(!volcanic.started)
        compare(table.position.seats.get(0).human, true)
        compare(table.position.seats.get(1).human, false)
        page.destroy()
        wait(0)
    }

    function seats(kinds) {
        return kinds.map((k, i) => ({ name: "Seat " + (i + 1), human: k === "human", level: k === "human" ? "" : k }))
    }

    function handSize(table, seat) {
        return table.position.seats.get(seat).handCount
    }

    // Save confirms where the player looks: a toast names the file, then fades.
    function test_saveIsConfirmedOnTheTable() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "random"]), 3))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        const toast = findChild(screen, "savedToast")
        verify(!toast.visible)
        verify(table.saveGameNamed("Toast test"))
        tryVerify(() => toast.visible && toast.opacity === 1, 2000)
        verify(findChild(screen, "savedToastText").text.startsWith("Saved: "))
        verify(findChild(screen, "savedToastText").text.endsWith("Toast test.rano.json"))
        tryVerify(() => !toast.visible, 6000)
    }

    // Play by the buttons and by clicking a glowing card of the display: the card goes to the
    // hand, and the AI replies.
    function test_playAndDrawByClicking() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "random"]), 3))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        tryVerify(() => table.humanToDecide, 10000)
        waitForRendering(screen)
        // Buy nothing if asked, then play the first card offered.
        if (table.phase === "buy") {
            mouseClick(findChild(screen, "choice_skip"))
            compare(table.phase, "play")
        }
        compare(table.phase, "play")
        const first = table.choices.get(0).choice
        mouseClick(findChild(screen, "choice_" + first.replace(/ /g, "_")))
        compare(table.phase, "draw")
        const before = handSize(table, 0)
        // Click the top card of the first column that may be drawn.
        let clicked = false
        for (let c = 0; c < 4 && !clicked; ++c) {
            const col = table.position.columns.get(c)
            if (col.choice.length === 0)
                continue
            const card = findChild(screen, "displayCard_" + c + "_" + (col.cards.length - 1))
            verify(card, "the top card of column " + c)
            verify(card.drawable)
            mouseClick(card)
            clicked = true
        }
        verify(clicked)
        verify(handSize(table, 0) === before + 1 || table.decider !== 0)
        // The card drawn slides into the hand, and only that one (issue 23.1).
        if (handSize(table, 0) === before + 1) {
            const panel = findChild(screen, "seatPanels").children[0]
            const cards = []
            const collect = item => {
                for (let i = 0; i < item.children.length; ++i) {
                    const child = item.children[i]
                    if (child.objectName === "handCard")
                        cards.push(child)
                    collect(child)
                }
            }
            collect(panel)
            compare(cards.length, before + 1)
            compare(cards.filter(c => c.arriving).length, 1)
        }
        tryVerify(() => table.humanToDecide || table.over, 10000)
        verify(table.log.rowCount() > 3)
        screen.destroy()
        wait(0)
    }

    // The keyboard plays the card game (issue 50.2): a number key takes that choice of the
    // list, Enter presses the focused one.
    function test_theKeyboardTakesTheChoices() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 3))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        if (table.phase === "buy")
            keyClick(Qt.Key_1 + table.choices.count - 1) // the last choice: buy nothing
        compare(table.phase, "play")
        const first = table.choices.get(0).choice
        compare(findChild(screen, "choice_" + first.replace(/ /g, "_")).toolTipText, "(key 1)")
        keyClick(Qt.Key_1)
        compare(table.phase, "draw")
        // A draw button, focused, is pressed with Enter.
        const drawer = table.decider
        const before = handSize(table, drawer)
        const draw = table.choices.get(0).choice
        findChild(screen, "choice_" + draw.replace(/ /g, "_")).forceActiveFocus()
        keyClick(Qt.Key_Return)
        verify(handSize(table, drawer) === before + 1 || table.decider !== drawer)
        screen.destroy()
        wait(0)
    }

    // Nothing on the table runs out of the window at 1280x800 with four players, and the
    // seats do not overlap.
    // From 1024 x 700 to 1920 x 1200, every part of the table is inside the felt, and the felt
    // beside the side panel, never under it.
    function test_tableFitsTheWindow_data() {
        return [{ tag: "1024x700", w: 1024, h: 700 }, { tag: "1280x800", w: 1280, h: 800 },
                { tag: "1920x1200", w: 1920, h: 1200 }]
    }
    function test_tableFitsTheWindow(data) {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human", "human", "human"]), 9))
        const screen = createTemporaryObject(screenComponent, testCase,
                                             { table: table, width: data.w, height: data.h })
        waitForRendering(screen)
        const view = findChild(screen, "cardTable")
        const panelLeft = findChild(screen, "sidePanel").mapToItem(screen, 0, 0).x
        for (const name of ["seatPanels", "generalDisplay", "stone", "stack_grain", "displayCard_3_3"]) {
            const item = findChild(screen, name)
            verify(item, name)
            const p = item.mapToItem(view, 0, 0)
            verify(p.x >= 0 && p.y >= 0, name + " starts inside the table")
            verify(p.x + item.width <= view.width + 0.5, name + " ends inside the table, across")
            verify(p.y + item.height <= view.height + 0.5, name + " ends inside the table, down")
            const s = item.mapToItem(screen, item.width, item.height)
            verify(s.x <= panelLeft + 0.5, name + " stays left of the side panel")
            verify(s.y <= data.h + 0.5, name + " inside the window")
        }
        screen.destroy()
        wait(0)
    }

    // A game the AIs finish shows the score sheet with a winner.
    function test_endOfGame() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["random", "random"]), 5))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        tryVerify(() => table.over, 30000)
        const end = findChild(screen, "endOfGame")
        verify(end.visible)
        verify(findChild(end, "winnerLine").text.length > 0)
        verify(table.position.winnerNames.length > 0)
        // The final position's picture for the Library (TableScreen, shared by every game).
        const path = table.picturePath()
        verify(path.endsWith(".rano.json.png"), path)
        const picture = createTemporaryQmlObject("import QtQuick; Image { cache: false }", testCase)
        tryVerify(() => {
            picture.source = ""
            picture.source = "file://" + path
            return picture.status === Image.Ready
        }, 5000)
        compare(picture.sourceSize.width, 360)
        screen.destroy()
        wait(0)
    }
}
