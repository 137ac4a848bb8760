import QtQuick
import QtQuick.Controls
import QtTest
import Rano
import Rano.Models

TestCase {
    id: testCase
    name: "GameScreen"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: tableComponent
        VolcanicTable { aiDelay: 0 }
    }
    Component {
        id: preferencesComponent
        QtObject { property bool askBeforeEndingTurn: true }
    }
    Component {
        id: screenComponent
        GameScreen { width: 1280; height: 800 }
    }

    Component {
        id: stackComponent
        StackView { width: 1280; height: 800 }
    }
    Component {
        id: rulesComponent
        RulesPage {}
    }

    // Issue 50.15: Esc closes the rules page opened from a table; the table below takes no
    // key (its Esc and its H, W and Space wait until it shows again).
    function test_escClosesTheRulesOpenedFromTheTable() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 11))
        const stack = createTemporaryObject(stackComponent, testCase)
        const screen = stack.push(screenComponent, { table: table }, StackView.Immediate)
        waitForRendering(stack)
        const rules = stack.push(rulesComponent, {}, StackView.Immediate)
        rules.backRequested.connect(() => stack.pop(StackView.Immediate))
        rules.forceActiveFocus()
        tryVerify(() => !screen.visible)
        keyClick(Qt.Key_H) // the hidden table's hint shortcut is off
        compare(table.hinting, false)
        keyClick(Qt.Key_Escape)
        tryCompare(stack, "depth", 1)
        verify(screen.visible)
    }

    Component {
        id: languageComponent
        Language {}
    }

    function seats(kinds) {
        return kinds.map((k, i) => ({ name: "Seat " + (i + 1), human: k === "human", level: k === "human" ? "" : k }))
    }

    function test_landAndEndTurnAgainstAnAi() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "greedy"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        tryVerify(() => table.humanToDecide, 20000)
        compare(table.position.actionPoints, 4)
        // Click the Boat, then the first highlighted space.
        mouseClick(findChild(screen, "boat_0"))
        compare(table.position.selected, -2)
        let target = -1
        for (let i = 0; i < table.position.spaces.rowCount() && target < 0; ++i)
            if (table.position.spaces.data(table.position.spaces.index(i, 0), 270)) // TargetRole
                target = i
        verify(target >= 0)
        verify(table.moveTo(target))
        compare(table.position.actionPoints, 3)
        // End the turn with the button: with 3 AP left it asks first. Keep playing, then end.
        waitForRendering(screen)
        const end = findChild(screen, "action_end")
        verify(end)
        mouseClick(end)
        const ask = findChild(screen, "lossDialog")
        tryVerify(() => ask.opened)
        compare(table.decider, 0)
        mouseClick(findChild(ask, "lossCancel"))
        tryVerify(() => !ask.visible)
        compare(table.position.actionPoints, 3)
        compare(table.decider, 0)
        mouseClick(end)
        tryVerify(() => ask.opened)
        mouseClick(findChild(ask, "lossConfirm"))
        // The AI replies and it is our turn again.
        tryVerify(() => table.decider !== 0 || table.over, 5000)
        tryVerify(() => table.humanToDecide || table.over, 20000)
        verify(table.log.rowCount() > 2)
        screen.destroy() // before the table it shows
        wait(0)
    }

    // With the question turned off, or answered "Don't ask again", End turn ends at once.
    // A move is shown as it is played, at the pace set for the AIs, and "What just happened?"
    // (or W) plays the other player's moves again (issue 23.1).
    function test_movesAreShownAndReplayed() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 11))
        table.aiDelay = 500
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        const layer = findChild(screen, "motionLayer")
        compare(layer.pace, 300)
        const replay = findChild(screen, "replayRecentButton")
        verify(!replay.visible) // nothing has happened yet
        table.select(-2)
        let target = -1
        for (let i = 0; i < table.position.spaces.rowCount() && target < 0; ++i)
            if (table.position.spaces.data(table.position.spaces.index(i, 0), 270)) // TargetRole
                target = i
        verify(table.moveTo(target))
        verify(layer.playing)
        tryVerify(() => !layer.playing, 3000)
        // The button has its own row: End turn, below it, stays where it was (the log below
        // the actions moves with their number of rows, which differs from seat to seat).
        const endTop = () => findChild(screen, "action_end").mapToItem(screen, 0, 0).y
        const before = endTop()
        verify(table.play("end"))
        tryVerify(() => replay.visible)
        waitForRendering(screen)
        compare(endTop(), before)
        mouseClick(replay)
        verify(layer.playing)
        tryVerify(() => !layer.playing, 3000)
        keyClick(Qt.Key_W)
        verify(layer.playing)
        tryVerify(() => !layer.playing, 3000)
        // Two choices of one step each play one after the other, not together.
        layer.play([{ kind: "lava", seat: -1, wave: 0, x: 0, y: 0 }])
        layer.play([{ kind: "lava", seat: -1, wave: 0, x: 1, y: 0 }])
        tryCompare(layer, "showing", 1, 1000) // merged, both would show at once
        tryCompare(layer, "showing", 2, 1000)
        // Skipping ahead (pace 0) drops what is left.
        table.aiDelay = 0
        compare(layer.pace, 0)
        verify(!layer.playing)
    }

    // Choosing French rewrites the open table at once: a log line written in English, the
    // action buttons, the panel's words; English again brings them back (issue 23.8).
    function test_aLanguageSwitchRewritesTheOpenTable() {
        const language = createTemporaryObject(languageComponent, testCase)
        language.code = "en"
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        const firstLine = () => table.log.data(table.log.index(0, 0), 257) // the line
        const end = () => findChild(screen, "action_end") // the buttons are made anew
        compare(firstLine(), "Seat 1 begins.")
        compare(end().text, "End turn")
        language.code = "fr"
        compare(language.code, "fr")
        compare(firstLine(), "Seat 1 commence.")
        compare(end().text, "Finir le tour")
        compare(findChild(screen, "prompt").text.indexOf("Cliquez"), 0)
        language.code = "en"
        compare(firstLine(), "Seat 1 begins.")
        compare(end().text, "End turn")
    }

    function test_endingATurnEarlyAsksOnlyIfThePlayerWants() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 11))
        const preferences = createTemporaryObject(preferencesComponent, testCase)
        const screen = createTemporaryObject(screenComponent, testCase,
                                             { table: table, preferences: preferences })
        const ask = findChild(screen, "lossDialog")
        waitForRendering(screen)
        mouseClick(findChild(screen, "action_end"))
        tryVerify(() => ask.opened)
        mouseClick(findChild(ask, "dontAskAgain"))
        mouseClick(findChild(ask, "lossConfirm"))
        tryCompare(table, "decider", 1)
        compare(preferences.askBeforeEndingTurn, false)
        // Seat 2 ends with 4 AP: no question now.
        waitForRendering(screen)
        mouseClick(findChild(screen, "action_end"))
        tryCompare(table, "decider", 0)
        verify(!ask.visible)
    }

    // The wheel zooms around the pointer, a drag pans, Fit puts the whole board back; a click
    // on the Boat still selects it when zoomed.
    // The log shows the newest line as the game goes on, but stays where the player scrolled
    // back to read, until they scroll to the end again.
    function test_theLogFollowsTheGameUnlessScrolledBack() {
        const table = createTemporaryObject(tableComponent, testCase, { aiDelay: 0 })
        verify(table.newGame(seats(["human", "greedy"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        const log = findChild(screen, "log")
        tryVerify(() => table.humanToDecide, 20000)
        // Enough lines to scroll: the AI plays its turns while the human passes.
        for (let turn = 0; turn < 30 && log.contentHeight <= log.height * 2; ++turn) {
            verify(table.play("end"))
            tryVerify(() => table.humanToDecide || table.over, 20000)
        }
        verify(log.contentHeight > log.height, "the log must be long enough to scroll")
        tryVerify(() => log.atYEnd)

        // Scroll back: new lines do not move the view.
        log.flick(0, 3000)
        tryVerify(() => !log.moving && !log.flicking)
        verify(!log.atYEnd)
        verify(!log.following)
        const where = log.contentY
        table.play("end")
        tryVerify(() => table.humanToDecide || table.over, 20000)
        wait(50)
        compare(log.contentY, where)

        // Back at the end: it follows again.
        log.flick(0, -100000)
        tryVerify(() => !log.moving && !log.flicking && log.atYEnd)
        verify(log.following)
        table.play("end")
        tryVerify(() => table.humanToDecide || table.over, 20000)
        tryVerify(() => log.atYEnd)
    }

    // Space numbers on demand, as the log names spaces ("tile 12, space 2" reads 12·2).
    // Every item below `item` with this objectName that is shown.
    function shown(item, name) {
        let n = item.objectName === name && item.visible ? 1 : 0
        for (let i = 0; i < item.children.length; ++i)
            n += shown(item.children[i], name)
        return n
    }

    // Hovering Raise a Moai (issue 23.3) marks what it would do: in this saved game (round
    // 17, Hotu to play) a raise on tile 13's space 1 cracks the last border that holds it and cuts both
    // of tile 13's spaces off, so they are washed over until the pointer leaves the button.
    function test_hoveringARaiseShowsThePartThatWouldSink() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.loadGame(testData + "/raise-sinks-tile-13.rano.json"), table.lastError)
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        compare(table.decider, 1)
        table.select(32)
        waitForRendering(screen)
        const raise = findChild(screen, "action_raise")
        verify(raise)
        compare(shown(screen, "doomedMark"), 0)
        mouseMove(raise)
        tryCompare(raise, "hovered", true)
        const spaces = table.position.spaces
        let doomed = []
        for (let i = 0; i < spaces.rowCount(); ++i)
            if (spaces.data(spaces.index(i, 0), 274)) // DoomedRole
                doomed.push(spaces.data(spaces.index(i, 0), 272)) // NameRole
        compare(doomed, ["tile 13, space 1", "tile 13, space 2"])
        waitForRendering(screen)
        compare(shown(screen, "doomedMark"), 2)
        compare(spaces.data(spaces.index(32, 0), 275), 0) // PreviewGeyserRole: its one geyser
        mouseMove(screen, 10, 10)
        tryCompare(raise, "hovered", false)
        compare(shown(screen, "doomedMark"), 0)
        screen.destroy()
        wait(0)
    }

    // Hovering a log line lights the spaces it names, and a Hint is drawn on the board
    // (issue 23.1 and 23.2).
    function test_aLogLineAndAHintAreFoundOnTheBoard() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.loadGame(testData + "/raise-sinks-tile-13.rano.json"), table.lastError)
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        const log = findChild(screen, "log")
        waitForRendering(screen)
        // What the three others did since Hotu's last turn is ringed (issue 23.1).
        let recent = 0
        for (let i = 0; i < table.position.spaces.rowCount(); ++i)
            recent += table.position.spaces.data(table.position.spaces.index(i, 0), 279) ? 1 : 0 // RecentRole
        verify(recent >= 5, recent)
        compare(shown(screen, "recentMark"), recent)
        // The last move before the round's heading.
        let row = log.count - 1
        while (row >= 0 && table.log.data(table.log.index(row, 0), 257) !== "Ana carries a Moai from tile 5, space 2 to tile 5, space 3.") // TextRole
            --row
        verify(row >= log.count - 3, row)
        log.positionViewAtEnd()
        const move = log.itemAtIndex(row)
        verify(move)
        compare(move.line, "Ana carries a Moai from tile 5, space 2 to tile 5, space 3.")
        compare(shown(screen, "litMark"), 0)
        mouseMove(move, move.width / 2, 4)
        tryVerify(() => shown(screen, "litMark") === 2, 2000, "both spaces of the move are lit")
        mouseMove(screen, 10, 10)
        tryVerify(() => shown(screen, "litMark") === 0)

        table.hint()
        tryVerify(() => !table.hinting && table.hintChoice.length > 0, 20000)
        waitForRendering(screen)
        compare(shown(screen, "hintMark"), 1)
        compare(shown(screen, "hintArrow"), table.hintChoice.startsWith("move") ? 1 : 0)
        screen.destroy()
        wait(0)
    }

    // A turn without the mouse (issue 23.7): the arrows bring the cursor out, Enter selects the
    // space under it, the number keys press the action buttons in order.
    function test_playingWithTheKeyboard() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.loadGame(testData + "/raise-sinks-tile-13.rano.json"), table.lastError)
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        const board = findChild(screen, "board")
        waitForRendering(screen)
        compare(board.cursor, -1)
        compare(shown(screen, "cursorMark"), 0)
        keyClick(Qt.Key_Down)
        verify(board.cursor >= 0)
        const first = board.cursor
        keyClick(Qt.Key_Right)
        verify(board.cursor !== first)
        waitForRendering(screen)
        compare(shown(screen, "cursorMark"), 1)
        board.cursor = 32 // tile 13, space 1: Hotu's Settler beside a lying Moai and a geyser
        keyClick(Qt.Key_Return)
        compare(table.position.selected, 32)
        waitForRendering(screen)
        const raise = findChild(screen, "action_raise")
        verify(raise)
        compare(findChild(screen, "action_end").index, 0)
        compare(findChild(screen, "action_prayer").index, 1)
        compare(raise.index, 2) // after End turn and the Prayer token: key 3
        keyClick(Qt.Key_3)
        // The raise cut tile 13 off: Hotu rescues the Settler standing there.
        compare(table.phase, "rescue")
        compare(table.position.actionPoints, 3)
        screen.destroy()
        wait(0)
    }

    // A Settler carrying a Moai goes on carrying it: the box stays ticked after each step
    // (a newcomer re-ticked it for every move).
    function test_carryingGoesOnStepAfterStep() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.loadGame(testData + "/raise-sinks-tile-13.rano.json"), table.lastError)
        table.select(32) // Hotu's Settler beside a lying Moai of his
        verify(table.canCarry)
        table.carry = true
        let target = -1
        for (let i = 0; i < table.position.spaces.rowCount() && target < 0; ++i)
            if (table.position.spaces.data(table.position.spaces.index(i, 0), 270)) // TargetRole
                target = i
        verify(target >= 0)
        verify(table.moveTo(target))
        compare(table.position.selected, target)
        verify(table.canCarry) // the Moai came along
        verify(table.carry)
        table.carry = false
        verify(!table.carry)
    }

    // The action buttons stay under the pointer (issue 50.12): selecting a Settler, a refused
    // click and its note move neither Hint nor End turn.
    function test_theActionButtonsStayPut() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.loadGame(testData + "/raise-sinks-tile-13.rano.json"), table.lastError)
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        const end = () => findChild(screen, "action_end")
        const yOf = item => item.mapToItem(screen, 0, 0).y
        const before = yOf(end())
        table.select(32) // Hotu's Settler on tile 13, space 1
        waitForRendering(screen)
        compare(table.position.selected, 32)
        verify(findChild(screen, "action_raise"))
        compare(yOf(end()), before)
        table.select(0) // a space where Hotu can do nothing: the click is refused, with a note
        waitForRendering(screen)
        verify(table.refusal.length > 0)
        verify(findChild(screen, "refusal").visible)
        compare(yOf(end()), before)
        screen.destroy()
        wait(0)
    }

    // Settings are one click (or Ctrl+,) away from a table, and the table's buttons stay inside
    // its panel however long their words (issue 50.15).
    function test_settingsFromTheTable() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 3))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        let asked = 0
        screen.settingsRequested.connect(() => ++asked)
        const gear = findChild(screen, "tableSettingsButton")
        verify(gear && gear.visible)
        mouseClick(gear)
        compare(asked, 1)
        keyClick(Qt.Key_Comma, Qt.ControlModifier)
        compare(asked, 2)
        const panel = findChild(screen, "sidePanel")
        for (const name of ["takeBackButton", "saveButton", "gameRulesButton", "tableSettingsButton"]) {
            const button = findChild(screen, name)
            const at = button.mapToItem(panel, 0, 0)
            verify(at.x >= 0 && at.x + button.width <= panel.width, name)
        }
        screen.destroy()
        wait(0)
    }

    // At a hot seat, Take back into the other human's turn asks them by name (issue 23.5).
    function test_hotSeatTakeBackAsksTheOtherHuman() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        const first = table.decider
        verify(table.play("prayer"))
        verify(table.play("end"))
        compare(table.decider, 1 - first)
        compare(table.takeBackConsent, "Seat " + (first + 1))
        waitForRendering(screen)
        const ask = findChild(screen, "takeBackConsentDialog")
        mouseClick(findChild(screen, "takeBackButton"))
        tryVerify(() => ask.opened)
        compare(ask.title, "Take back Seat " + (first + 1) + "'s decision?")
        mouseClick(findChild(ask, "consentRefuse"))
        tryVerify(() => !ask.visible)
        compare(table.decider, 1 - first)
        mouseClick(findChild(screen, "takeBackButton"))
        tryVerify(() => ask.opened)
        mouseClick(findChild(ask, "consentAgree"))
        tryVerify(() => !ask.visible)
        compare(table.decider, first)
        screen.destroy()
        wait(0)
    }

    // A click that does nothing says why, in the engine's words (issue 23.4): a step into a
    // crater keeps the Settler selected; a space without your Settler says so.
    function test_aRefusedClickSaysWhy() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.loadGame(testData + "/raise-sinks-tile-13.rano.json"), table.lastError)
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        const refusal = findChild(screen, "refusal")
        table.select(29) // Hotu's Settler beside a Volcano's crater (space 9)
        compare(refusal.visible, false)
        table.select(9)
        compare(table.position.selected, 29)
        compare(refusal.text, "Nothing may enter a crater.")
        waitForRendering(screen)
        verify(refusal.visible)
        table.select(1) // tile 1, space 2, where Hotu has no Settler
        compare(refusal.text, "You have no Settler on that space.")
        table.select(32)
        compare(refusal.text, "")
        screen.destroy()
        wait(0)
    }

    // From 1024 x 700 to 1920 x 1200 (issue 23.6): every space of Mu and the zoom buttons lie
    // left of the side panel, and the panel's controls stay inside the window.
    function test_tableFitsTheWindow_data() {
        return [{ tag: "1024x700", w: 1024, h: 700 }, { tag: "1280x800", w: 1280, h: 800 },
                { tag: "1920x1200", w: 1920, h: 1200 }]
    }
    function test_tableFitsTheWindow(data) {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.loadGame(testData + "/raise-sinks-tile-13.rano.json"), table.lastError)
        const screen = createTemporaryObject(screenComponent, testCase,
                                             { table: table, width: data.w, height: data.h })
        table.select(32)
        waitForRendering(screen)
        const board = findChild(screen, "board")
        const panelLeft = findChild(screen, "seatList").mapToItem(screen, 0, 0).x
        const spaces = table.position.spaces
        for (let i = 0; i < spaces.rowCount(); ++i) {
            const x = board.px(spaces.data(spaces.index(i, 0), 257)) // CentreXRole
            const y = board.py(spaces.data(spaces.index(i, 0), 258)) // CentreYRole
            const at = board.mapToItem(screen, x, y)
            verify(at.x + board.unit * 0.87 <= panelLeft, "space " + i + " left of the panel")
            verify(at.y - board.unit >= 0 && at.y + board.unit <= data.h, "space " + i + " inside, down")
        }
        for (const name of ["zoomInButton", "spaceNumbersButton"]) {
            const item = findChild(screen, name)
            const end = item.mapToItem(screen, item.width, item.height)
            verify(end.x <= panelLeft && end.y <= data.h, name + " left of the panel, inside")
        }
        for (const name of ["takeBackButton", "saveButton", "hintButton", "action_end", "action_raise", "log"]) {
            const item = findChild(screen, name)
            verify(item && item.visible, name)
            const start = item.mapToItem(screen, 0, 0), end = item.mapToItem(screen, item.width, item.height)
            verify(start.x >= panelLeft - 0.5 && end.x <= data.w + 0.5, name + " inside the panel, across")
            verify(start.y >= 0 && end.y <= data.h + 0.5, name + " inside the window, down")
        }
        screen.destroy()
        wait(0)
    }

    // Issue 50.12: at 1024x700 no Boat and no space of a random island lies under the zoom
    // bar, and every Boat is whole inside the board.
    function test_noBoatUnderTheZoomBar() {
        const table = createTemporaryObject(tableComponent, testCase)
        const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        const rectOf = (item, screen) => {
            const at = item.mapToItem(screen, 0, 0)
            return Qt.rect(at.x, at.y, item.width, item.height)
        }
        for (let island = 1; island <= 12; ++island) {
            verify(table.newGame(seats(["human", "human", "human", "human"]), 5, 2, island), table.lastError)
            const screen = createTemporaryObject(screenComponent, testCase, { table: table, width: 1024, height: 700 })
            waitForRendering(screen)
            const board = findChild(screen, "board")
            const first = rectOf(findChild(screen, "zoomOutButton"), screen)
            const last = rectOf(findChild(screen, "spaceNumbersButton"), screen)
            const bar = Qt.rect(first.x - 6, first.y - 6, last.x + last.width - first.x + 12, first.height + 12)
            const area = rectOf(board, screen)
            for (let b = 0; b < table.position.bays.rowCount(); ++b) {
                const boat = rectOf(findChild(screen, "boat_" + b), screen)
                verify(!overlaps(boat, bar), "island " + island + ": boat " + b + " under the zoom bar")
                verify(boat.x >= area.x && boat.y >= area.y && boat.x + boat.width <= area.x + area.width
                       && boat.y + boat.height <= area.y + area.height, "island " + island + ": boat " + b + " whole")
            }
            const spaces = table.position.spaces
            for (let i = 0; i < spaces.rowCount(); ++i) {
                const at = board.mapToItem(screen, board.px(spaces.data(spaces.index(i, 0), 257)),
                                           board.py(spaces.data(spaces.index(i, 0), 258)))
                const hex = Qt.rect(at.x - board.unit * 0.87, at.y - board.unit, board.unit * 1.74, board.unit * 2)
                verify(!overlaps(hex, bar), "island " + island + ": space " + i + " under the zoom bar")
            }
            screen.destroy()
            wait(0)
        }
    }

    function test_spaceNumbersOnDemand() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        const board = findChild(screen, "board")
        const numbers = () => {
            let all = []
            const walk = item => {
                if (item.objectName === "tileNumber" && item.visible)
                    all.push(item.text)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(board)
            return all
        }
        verify(numbers().length > 20)
        verify(numbers().every(t => t.indexOf("·") < 0))
        mouseClick(findChild(screen, "spaceNumbersButton"))
        verify(board.showSpaceNumbers)
        verify(numbers().some(t => /^[0-9]+·[1-3]$/.test(t)))
        keyClick(Qt.Key_N)
        verify(!board.showSpaceNumbers)
        verify(numbers().every(t => t.indexOf("·") < 0))
    }

    function test_zoomPanAndFit() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "greedy"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        const board = findChild(screen, "board")
        tryVerify(() => table.humanToDecide, 20000)
        compare(board.zoom, 1)
        const unit = board.unit
        mouseWheel(board, board.width / 2, board.height / 2, 0, 240)
        verify(board.zoom > 1.3)
        fuzzyCompare(board.unit, unit * board.zoom, 0.001)
        const panX = board.panX
        mouseDrag(board, board.width / 2, board.height / 2, 60, 40)
        verify(Math.abs(board.panX - panX - 60) < 20)
        mouseClick(findChild(screen, "boat_0"))
        compare(table.position.selected, -2)
        mouseClick(findChild(screen, "fitButton"))
        compare(board.zoom, 1)
        compare(board.panX, 0)
        compare(board.panY, 0)
        screen.destroy()
        wait(0)
    }

    // The score track has a marker for each player, placed by their score.
    function test_scoreTrackFollowsTheScores() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["greedy", "greedy", "greedy"]), 8))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        const track = findChild(screen, "scoreTrack")
        tryVerify(() => table.position.topScore >= 3, 20000)
        for (let i = 0; i < 3; ++i) {
            const marker = findChild(track, "scoreMarker_" + i)
            verify(marker)
            const score = table.position.seats.data(table.position.seats.index(i, 0), 262) // ScoreRole
            fuzzyCompare(marker.x + marker.width / 2, track.xOf(score), 0.5)
        }
        screen.destroy()
        wait(0)
    }

    // Save… opens a dialog that suggests a name.
    function test_saveAsksForAName() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "greedy"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        mouseClick(findChild(screen, "saveButton"))
        const dialog = findChild(screen, "saveDialog")
        tryVerify(() => dialog.opened)
        verify(findChild(screen, "saveName").text.length > 0)
        dialog.reject()
        screen.destroy()
        wait(0)
    }

    // With a long pause between AI moves, Skip ahead brings the human's turn back at once.
    function test_skipAheadPlaysTheAisWithoutPausing() {
        const table = createTemporaryObject(tableComponent, testCase, { aiDelay: 100000 })
        verify(table.newGame(seats(["human", "greedy", "greedy"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        table.skipToHuman() // the first player may be an AI
        tryVerify(() => table.humanToDecide, 20000)
        verify(!table.skipping)
        verify(table.play("end"))
        verify(!table.humanToDecide)
        const skip = findChild(screen, "skipButton")
        tryVerify(() => skip.visible)
        mouseClick(skip)
        verify(table.skipping)
        tryVerify(() => table.humanToDecide || table.over, 20000)
        verify(!table.skipping)
        screen.destroy()
        wait(0)
    }

    function test_aGameAtTopSpeedEndsOnTheEndScreen() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["greedy", "random", "greedy"]), 4))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        tryVerify(() => table.over, 60000)
        const end = findChild(screen, "endOfGame")
        verify(end.visible)
        verify(findChild(screen, "playAgainButton"))
        // Each player's points by category add up to their total, and the winner is named.
        for (let i = 0; i < 3; ++i) {
            const parts = table.position.seats.data(table.position.seats.index(i, 0), 272) // BreakdownRole
            compare(parts.length, table.position.scoreCategories.length)
            // A cell says VP, and the count apart where there is one: "1 → 3 VP" (issue 50.12).
            const points = parts.map(cell => {
                verify(/^(\d+ → )?\d+ VP$/.test(cell), cell)
                return parseInt(cell.match(/(\d+) VP$/)[1])
            })
            compare(points.reduce((a, b) => a + b, 0), table.position.seats.data(table.position.seats.index(i, 0), 262))
        }
        verify(table.position.winnerNames.length >= 1)
        verify(findChild(screen, "winnerLine").text.indexOf(table.position.winnerNames[0]) >= 0)
        screen.destroy()
        wait(0)
    }
}
