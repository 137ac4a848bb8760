import QtQuick
import QtQuick.Controls
import QtTest
import Rano
import Rano.Models

// Rapa Nui, the board game at the table: placing by a click on the island, a transport across
// an opponent's "a/b" space with its owner's choice, an Ahu tile at its moment, take back,
// the end sheet and the review.
TestCase {
    id: testCase
    name: "RapaNuiGameScreen"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: tableComponent
        RapaNuiTable { aiDelay: 0 }
    }
    Component {
        id: screenComponent
        RapaNuiGameScreen { width: 1280; height: 800 }
    }
    Component {
        id: replayComponent
        RapaNuiReplay {}
    }
    Component {
        id: reviewComponent
        RapaNuiReviewScreen { width: 1280; height: 800 }
    }
    Component {
        id: volcanicComponent
        VolcanicTable { aiDelay: 0 }
    }
    Component {
        id: newGameComponent
        NewGamePage { width: 1280; height: 800 }
    }
    Component {
        id: languageComponent
        Language {}
    }
    SignalSpy { id: startedSpy; signalName: "started" }

    function seats(kinds) {
        return kinds.map((k, i) => ({ name: ["Hotu", "Tuki", "Ariki", "Moana"][i], human: k === "human",
                                      level: k === "human" ? "" : k }))
    }

    function hasChoice(table, text) {
        for (let i = 0; i < table.choices.count; ++i)
            if (table.choices.get(i).choice === text || table.choices.get(i).members.includes(text))
                return true
        return false
    }

    // The engine's last legal choice (the list shows the turn's move before its free actions).
    function lastChoice(table) {
        let last = table.choices.get(0)
        for (let i = 1; i < table.choices.count; ++i)
            if (table.choices.get(i).index > last.index)
                last = table.choices.get(i)
        return last.choice
    }

    function clickPlace(screen, name) {
        const item = findChild(screen, name)
        verify(item, name)
        mouseClick(item)
    }

    // The new-game page sets up the board game with its first-game option.
    function test_newGamePageStartsAGame() {
        const volcanic = createTemporaryObject(volcanicComponent, testCase)
        const table = createTemporaryObject(tableComponent, testCase)
        const page = createTemporaryObject(newGameComponent, testCase,
                                           { table: table, gameId: "rapa-nui" })
        startedSpy.target = page
        startedSpy.clear()
        waitForRendering(page)
        verify(findChild(page, "rapaNuiSetupNote").visible)
        mouseClick(findChild(page, "firstGame"))
        mouseClick(findChild(page, "startGameButton"))
        compare(startedSpy.count, 1)
        verify(table.started)
        verify(table.firstGame)
        compare(table.position.players, 4)
        compare(table.position.spaces.count, 47)
        verify(!volcanic.started)
        page.destroy()
        wait(0)
    }

    // A place clicked narrows the list: All choices appears beside the Hint button, not over it.
    function test_allChoicesBesideTheHint() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human", "human"]), 7, true))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        // The list narrows while the buttons' row is hidden (as while others decide), then
        // shows again.
        const hint = findChild(screen, "hintButton")
        const all = findChild(screen, "showAllChoices")
        const row = hint.parent
        row.visible = false
        waitForRendering(screen)
        verify(table.choosePlace([0, 1]))
        verify(table.narrowed)
        waitForRendering(screen)
        row.visible = true
        waitForRendering(screen)
        verify(hint.visible && all.visible)
        const hintBox = hint.mapToItem(screen, 0, 0, hint.width, hint.height)
        const allBox = all.mapToItem(screen, 0, 0, all.width, all.height)
        verify(allBox.x >= hintBox.x + hintBox.width || allBox.y >= hintBox.y + hintBox.height,
               JSON.stringify([hintBox, allBox]))
    }

    // Issue 50.2: the keyboard plays the board as the mouse does. The arrows bring a cursor
    // onto the island, starting in its middle and moving square by square; Enter on a space
    // with a choice takes it (a Villager placed there), Enter where there is none says why;
    // a click of the mouse takes the cursor away.
    function test_playingWithTheKeyboard() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human", "human"]), 7, true))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        const board = findChild(screen, "rapaNuiBoard")
        compare(board.cursor, -1)
        const nameAt = () => findChild(screen, "space" + board.cursor).name
        keyClick(Qt.Key_Right)
        const start = nameAt()
        verify(findChild(findChild(screen, "space" + board.cursor), "cursorMark").visible)
        keyClick(Qt.Key_Right)
        compare(nameAt(), String.fromCharCode(start.charCodeAt(0) + 1) + start.substring(1))
        keyClick(Qt.Key_Down)
        compare(nameAt().substring(1), String(Number(start.substring(1)) + 1))
        // To F3, an inland space where the first player may place a Villager.
        for (let guard = 0; nameAt() !== "F3" && guard < 20; ++guard) {
            const name = nameAt()
            keyClick(name[0] < "F" ? Qt.Key_Right : name[0] > "F" ? Qt.Key_Left
                     : Number(name.substring(1)) < 3 ? Qt.Key_Down : Qt.Key_Up)
        }
        compare(nameAt(), "F3")
        const first = table.decider
        keyClick(Qt.Key_Return)
        compare(findChild(screen, "space" + board.cursor).owner, first)
        const second = table.decider
        verify(second !== first)
        // The Crater: no choice there; Enter says why, as a click does.
        for (let guard = 0; findChild(screen, "space" + board.cursor).kind !== "crater" && guard < 20; ++guard) {
            const here = findChild(screen, "space" + board.cursor)
            keyClick(here.row < 3 ? Qt.Key_Down : here.row > 3 ? Qt.Key_Up : here.column < 2 ? Qt.Key_Right : Qt.Key_Left)
        }
        compare(findChild(screen, "space" + board.cursor).kind, "crater")
        keyClick(Qt.Key_Enter)
        verify(table.refusal.length > 0, "a refusal")
        compare(table.decider, second)
        mouseClick(findChild(screen, "space16"))
        compare(board.cursor, -1)
        screen.destroy()
        wait(0)
    }

    // Issue 50.2: a choice taken from the keyboard (Tab to it, Enter) leaves the focus on the
    // first choice of the next list, shown; one taken with the mouse leaves no focus shown.
    function test_theFocusStaysWithTheChoices() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human", "human"]), 7, true))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        const list = findChild(screen, "choiceList")
        list.itemAtIndex(0).forceActiveFocus(Qt.TabFocusReason)
        verify(list.itemAtIndex(0).visualFocus)
        // Enter, again and again, until a list of another length has replaced the buttons.
        let rebuilt = 0
        for (let step = 0; step < 12 && rebuilt < 2; ++step) {
            const count = list.count
            keyClick(Qt.Key_Return)
            if (list.count !== count)
                ++rebuilt
            tryVerify(() => list.itemAtIndex(0) && list.itemAtIndex(0).activeFocus && list.itemAtIndex(0).visualFocus,
                      1000, "step " + step)
        }
        verify(rebuilt >= 2, "lists of other lengths: " + rebuilt)
        const next = table.decider
        mouseClick(list.itemAtIndex(1))
        verify(table.decider !== next, "the choice was taken")
        wait(50)
        for (let i = 0; i < list.count; ++i)
            verify(!list.itemAtIndex(i) || !list.itemAtIndex(i).visualFocus, "no focus shown on choice " + i)
        screen.destroy()
        wait(0)
    }

    // Issue 68.7: in French, the longest language, every Ahu tile's name stays on its tile at
    // 1024x700: « Offrande exceptionnelle » (Take Your Pick) is written smaller, not cut.
    function test_ahuTileNamesStayOnTheirTiles() {
        const language = createTemporaryObject(languageComponent, testCase)
        language.code = "fr"
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "easy", "easy", "easy"]), 7, false))
        const screen = createTemporaryObject(screenComponent, testCase, { width: 1024, height: 700, table: table })
        waitForRendering(screen)
        let takeYourPick = 0
        for (let i = 0; i < table.position.spaces.count; ++i) {
            const space = findChild(screen, "space" + i)
            const name = findChild(space, "tileName")
            if (!name || !name.parent.visible) continue
            if (space.tile === "take-your-pick") {
                ++takeYourPick
                compare(name.text, "Offrande exceptionnelle")
            }
            verify(name.contentWidth <= name.width + 0.5, name.text + ": " + name.contentWidth.toFixed(1) + " px on " + name.width.toFixed(1))
        }
        verify(takeYourPick > 0)
        language.code = "en"
        screen.destroy()
        wait(0)
    }

    // Issue 50.10: the table rearranges rather than shrinks. At 1024x700 as at 1280x800,
    // three players' island, Quarry, Offerings and boards all lie inside the board's area,
    // none under the side panel or the zoom bar; at 1024x700 no word of the players' boards is
    // under 7 px on screen (it was 5.9: the Quarry read "Moal"), nor the Quarry's title under 9.
    function test_theTableFitsTheWindow_data() {
        return [{ tag: "1024x700", w: 1024, h: 700, players: 3, smallest: 7, title: 9 },
                { tag: "1280x800", w: 1280, h: 800, players: 3, smallest: 9, title: 11.5 },
                { tag: "1024x700, 4 players", w: 1024, h: 700, players: 4, smallest: 6.5, title: 9 }]
    }
    function test_theTableFitsTheWindow(data) {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human", "human", "human"].slice(0, data.players)), 7, true))
        const screen = createTemporaryObject(screenComponent, testCase, { width: data.w, height: data.h, table: table })
        waitForRendering(screen)
        const board = findChild(screen, "rapaNuiBoard")
        const panel = findChild(screen, "sidePanel")
        const panelLeft = panel.mapToItem(screen, 0, 0).x
        const bar = findChild(screen, "zoomInButton")
        const barBottom = bar.mapToItem(screen, 0, bar.height).y
        const area = board.mapToItem(screen, 0, 0)
        const inside = (item, what) => {
            const a = item.mapToItem(screen, 0, 0), b = item.mapToItem(screen, item.width, item.height)
            verify(a.x >= area.x - 0.5 && a.y >= area.y - 0.5 && b.x <= area.x + board.width + 0.5
                   && b.y <= area.y + board.height + 0.5, what + " inside the board's area")
            verify(b.x <= panelLeft, what + " left of the side panel")
            verify(a.y >= barBottom, what + " below the zoom bar")
        }
        for (let i = 0; i < table.position.spaces.count; ++i)
            inside(findChild(screen, "space" + i), "space " + i)
        for (const name of ["quarryColumn0", "quarryColumn2", "offering0", "offering4", "star0"])
            inside(findChild(screen, name), name)
        const boards = findChild(screen, "seatBoards")
        compare(boards.children.length - 1, data.players) // and the Repeater
        for (let i = 0; i < data.players; ++i)
            inside(boards.children[i], "board " + i)
        // Every word on the players' boards, at its size on screen.
        const scale = board.mapToItem(screen, 0, 0, 100, 100).width / 100 * board.shownScale
        let smallest = 100
        const walk = item => {
            if (item.font !== undefined && item.text !== undefined && item.visible && item.text.length > 0)
                smallest = Math.min(smallest, item.font.pixelSize * scale)
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i])
        }
        for (let i = 0; i < data.players; ++i)
            walk(boards.children[i])
        verify(smallest >= data.smallest, "the smallest word is " + smallest.toFixed(1) + " px")
        const title = findChild(screen, "quarryTitle")
        verify(title.font.pixelSize * scale >= data.title, "the Quarry's title " + (title.font.pixelSize * scale).toFixed(1) + " px")
        screen.destroy()
        wait(0)
    }

    // Issue 68.8: a tip of the players' boards follows a change of language (a Resource
    // track's stayed in English after switching to French).
    function test_boardTipsFollowTheLanguage() {
        const language = createTemporaryObject(languageComponent, testCase)
        language.code = "en"
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "easy", "easy"]), 7, false))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        const track = findChild(findChild(screen, "seatBoards").children[0], "resourceTrack1")
        compare(track.ToolTip.text, "Eggs: 1")
        language.code = "fr"
        compare(track.ToolTip.text, "Œufs\u00a0: 1")
        language.code = "ja"
        compare(track.ToolTip.text, "卵：1")
        language.code = "en"
        screen.destroy()
        wait(0)
    }

    // Issue 68.7: every board-game screen shows whole in French and Japanese, the longest
    // languages, at 1280x800 and 1024x700. Round 8 of a three-player game whose boards hold
    // more than they did at the start (Ariki's tiles and Offerings, a Crater line on two
    // lines): each board's contents stay on it, never over the next. The 81 choices of the
    // turn show at least four whole rows, the Hint button and the log (its minimum) below them.
    function test_theScreenShowsWholeInLongLanguages_data() {
        let rows = []
        for (const lang of ["fr", "ja"])
            for (const size of [[1280, 800], [1024, 700]])
                rows.push({ tag: lang + " " + size[0] + "x" + size[1], lang: lang, w: size[0], h: size[1] })
        return rows
    }
    function test_theScreenShowsWholeInLongLanguages(data) {
        const language = createTemporaryObject(languageComponent, testCase)
        language.code = data.lang
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.loadGame(testData + "/rapanui-round-8-full-boards.rano.json"), table.lastError)
        compare(table.choiceCount, 81)
        const screen = createTemporaryObject(screenComponent, testCase, { width: data.w, height: data.h, table: table })
        waitForRendering(screen)
        const boards = findChild(screen, "seatBoards")
        const rects = []
        for (let i = 0; i < 3; ++i) {
            const board = boards.children[i], content = findChild(board, "boardContent")
            const r = board.mapToItem(screen, 0, 0, board.width, board.height)
            const c = content.mapToItem(screen, 0, 0, content.width, content.height)
            verify(c.y + c.height <= r.y + r.height + 0.5, "board " + i + "'s contents end "
                   + (c.y + c.height - r.y - r.height).toFixed(1) + " px below it")
            for (const other of rects)
                verify(r.y >= other.y + other.height || r.y + r.height <= other.y
                       || r.x >= other.x + other.width || r.x + r.width <= other.x, "boards " + i + " and " + rects.length)
            rects.push(r)
        }
        verify(findChild(boards.children[2], "boardContent").fit < 1) // Ariki's board holds more than its room
        const list = findChild(screen, "choiceList")
        verify(rowsInView(list) >= 4, rowsInView(list) + " rows in view")
        sidePanelInWindow(screen)
        language.code = "en"
        screen.destroy()
        wait(0)
    }

    // The same with the coach (Learn to play) and a hint asked for: at 1280x800 the lesson
    // keeps four lines and the list four rows; at 1024x700 the lesson keeps three lines and
    // the list one row at least (both scroll); the coach's buttons and the log stay in the
    // window, the log below the coach.
    function test_theCoachedScreenShowsWhole_data() {
        return test_theScreenShowsWholeInLongLanguages_data()
    }
    function test_theCoachedScreenShowsWhole(data) {
        const language = createTemporaryObject(languageComponent, testCase)
        language.code = data.lang
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.learnToPlay())
        const screen = createTemporaryObject(screenComponent, testCase, { width: data.w, height: data.h, table: table })
        tryVerify(() => table.humanToDecide)
        verify(table.choiceCount > 20)
        waitForRendering(screen)
        // The board stays where it is while the panel beside it changes (it jumped 8 px).
        const board = findChild(screen, "rapaNuiBoard"), boardAt = board.mapToItem(screen, 0, 0)
        mouseClick(findChild(screen, "hintButton"))
        verify(table.hinting)
        tryVerify(() => !table.hinting, 20000)
        verify(table.hintText.length > 0)
        waitForRendering(screen)
        compare(board.mapToItem(screen, 0, 0), boardAt)
        const list = findChild(screen, "choiceList")
        verify(rowsInView(list) >= (data.h >= 800 ? 4 : 1), rowsInView(list) + " rows in view")
        const coach = findChild(screen, "coachPanel"), words = findChild(coach, "coachWords")
        verify(words.height >= coach.minimumTextHeight - 0.5, words.height + " px of the lesson")
        compare(coach.minimumLines, data.h >= 800 ? 4 : 3)
        const hint = findChild(screen, "hintButton")
        verify(hint.mapToItem(screen, 0, hint.height).y <= coach.mapToItem(screen, 0, 0).y)
        const log = findChild(screen, "log")
        verify(coach.mapToItem(screen, 0, coach.height).y <= log.mapToItem(screen, 0, 0).y)
        for (const name of ["coachGotIt", "coachWhyButton", "coachSkip"]) {
            const button = findChild(coach, name)
            verify(button.mapToItem(screen, 0, button.height).y <= data.h - 12, name + " in the window")
        }
        sidePanelInWindow(screen)
        language.code = "en"
        screen.destroy()
        wait(0)
    }

    // The choice list's rows wholly in view.
    function rowsInView(list) {
        let rows = 0
        for (let i = 0; i < list.count; ++i) {
            const item = list.itemAtIndex(i)
            const top = item ? item.y - list.contentY : -1
            if (item && top >= -0.5 && top + item.height <= list.height + 0.5)
                ++rows
        }
        return rows
    }

    // The Hint button, the table's buttons and the log (at its minimum height) inside the window.
    function sidePanelInWindow(screen) {
        for (const name of ["hintButton", "takeBackButton", "saveButton", "log"]) {
            const item = findChild(screen, name)
            verify(item && item.visible, name)
            const end = item.mapToItem(screen, item.width, item.height)
            verify(end.x <= screen.width + 0.5 && end.y <= screen.height + 0.5, name + " inside the window: " + end.x + ", " + end.y)
        }
        verify(findChild(screen, "log").height >= screen.logRoom - 0.5)
    }

    // Three humans at a hot seat, seed 7 of a first game. Hotu places a Villager on F3 and H3
    // by clicking them, Tuki on the "a/b" space G3 between them. Hotu carries the small Moai
    // from the Crater across G3 to the Ahu on H3: Tuki is asked which Resource to take, then
    // Hotu's new Take Three More tile is offered at the erecting.
    function test_transportAcrossAnOpponentsSpace() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human", "human"]), 7, true))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        compare(findChild(screen, "space17").name, "G3")
        compare(findChild(screen, "space17").yields, ["reeds", "pearls"])
        compare(findChild(screen, "space18").kind, "ahu")
        compare(findChild(screen, "space18").tile, "take-three-more")

        // Phase 1, each seat's own plan, then whatever comes last in its list.
        const plan = { 0: ["space16", "space18", "sculptor small"], 1: ["villager 17"],
                       2: ["sculptor small", "sculptor medium"] }
        let guard = 0
        while (table.phase === "place" && ++guard < 100) {
            const d = table.decider
            const next = plan[d].length > 0 ? plan[d].shift() : lastChoice(table)
            if (next.startsWith("space")) {
                clickPlace(screen, next)
                compare(findChild(screen, next).owner, d)
            } else {
                verify(table.play(next), next)
            }
        }
        compare(findChild(screen, "space16").owner, 0)
        compare(findChild(screen, "space17").owner, 1)
        compare(findChild(screen, "space18").standing, 1)

        // Phase 2: Ariki chooses how a small and a medium Sculptor combine: one medium Moai
        // rather than a small one. Anything else asked: the first choice.
        while (["changeJobs", "chipIn", "sculpt", "lendAHand"].includes(table.phase) && ++guard < 200) {
            if (table.phase === "sculpt" && table.decider === 2) {
                compare(table.prompt, "Ariki: choose how your Sculptors combine into Moai.")
                const medium = findChild(screen, "choice_sculpt_0_large_1_medium")
                verify(medium)
                compare(medium.text, "Sculpt 0 large, 1 medium and 0 small Moai")
                mouseClick(medium)
            } else {
                verify(table.play(table.choices.get(0).choice))
            }
        }
        compare(table.position.seats.get(0).crater, [1, 0, 0])
        compare(table.position.seats.get(2).crater, [0, 1, 0])

        // Phase 3: the others drop out; Hotu clicks the Ahu.
        while (table.phase === "transport" && !hasChoice(table, "moai small to 8 via 17") && ++guard < 300)
            verify(table.play(hasChoice(table, "end-turn") ? "end-turn" : "drop-out"))
        compare(table.decider, 0)
        verify(findChild(screen, "space18").choices.length === 1)
        // Pointing at the choice lights its chain; the opponent's space it pays for is marked.
        const carry = findChild(screen, "choice_moai_small_to_8_via_17")
        compare(carry.text, "Carry your small Moai to the Ahu on H3 and erect it (Tuki earns 1 Reed or 1 Pearl on G3)")
        // Dropping out with a Moai to carry asks first (issue 50.8); Keep playing keeps the turn.
        const ask = findChild(screen, "lossDialog")
        mouseClick(findChild(screen, "choice_drop-out"))
        tryVerify(() => ask.opened)
        compare(ask.title, "Drop out of the transport phase?")
        compare(ask.message, "You can still carry a Moai to an Ahu. A Moai not erected by the end of the round goes back to the supply.")
        compare(findChild(ask, "lossConfirm").text, "Drop out")
        mouseClick(findChild(ask, "lossCancel"))
        tryVerify(() => !ask.visible)
        compare(table.phase, "transport")
        compare(table.decider, 0)
        mouseMove(carry, carry.width / 2, carry.height / 2)
        tryVerify(() => findChild(screen, "space17").paid, 2000)
        verify(findChild(screen, "space24").lit)
        verify(!findChild(screen, "space16").paid)
        mouseMove(screen, 5, 5)
        tryVerify(() => !findChild(screen, "space17").lit, 2000)
        clickPlace(screen, "space18")
        // The Moai travels its chain from the Crater; its spaces are ringed as the last move.
        const traveller = findChild(screen, "traveller")
        verify(traveller.visible)
        compare(traveller.path, [24, 16, -18, 18])
        compare(traveller.piece, "small")
        tryVerify(() => !traveller.visible, 3000)
        verify(findChild(screen, "space16").recent)
        verify(!findChild(screen, "space25").recent)
        compare(table.phase, "payment")
        compare(table.decider, 1)
        compare(table.prompt, "Tuki: Hotu crosses your Transporter on G3. Which Resource do you take?")
        const pearls = findChild(screen, "choice_earn_pearls")
        verify(pearls)
        mouseClick(pearls)
        compare(table.position.seats.get(1).stock, [1, 1, 1, 2])

        // Erecting: the tile taken from the Ahu is offered at once.
        compare(table.phase, "erect")
        compare(table.decider, 0)
        verify(hasChoice(table, "take-more 3 tile"))
        mouseClick(findChild(screen, "choice_take-more_3_tile"))
        verify(table.play("erect 0 higher"))
        compare(findChild(screen, "space18").moai.length, 1)
        compare(findChild(screen, "space18").moai[0].size, 0) // the small Moai, unstyled
        compare(table.position.seats.get(0).stock, [1, 5, 1, 1]) // 1 Egg + 1 + 3 more
        compare(findChild(screen, "space18").standing, 0)
        compare(findChild(screen, "space18").fatigued, 1)

        // Round 2: Hotu's Villagers make a chain from the Pukao Quarry through the Crater
        // (neutral) and Tuki's G3 to the Moai on H3; the Pukao styles it and Hotu pays 4 Eggs
        // for the Chicken by clicking its stack.
        while (table.phase === "transport" && ++guard < 400)
            verify(table.play(hasChoice(table, "end-turn") ? "end-turn" : "drop-out"))
        compare(table.position.round, 2)
        plan[0] = ["villager 22", "villager 23", "villager 16", "villager 18"]
        plan[1] = ["villager 17"]
        while (table.phase === "place" && ++guard < 500) {
            const d = table.decider
            verify(table.play(hasChoice(table, "end-turn") ? "end-turn" : plan[d].length > 0 ? plan[d].shift() : lastChoice(table)))
        }
        while (table.phase !== "transport" && ++guard < 600)
            verify(table.play(table.choices.get(0).choice))
        while (table.phase === "transport" && !hasChoice(table, "pukao to 8 via 17") && ++guard < 700)
            verify(table.play(hasChoice(table, "end-turn") ? "end-turn" : "drop-out"))
        compare(table.decider, 0)
        clickPlace(screen, "space18")
        compare(table.phase, "style")
        compare(table.position.seats.get(1).stock, [2, 1, 1, 2]) // a Pukao pays 1 Reed
        const chicken = findChild(screen, "offering1")
        // Every payment is offered (decision 20): 4 Eggs, or Wood and Pearls standing in. In a
        // list longer than the number keys reach, one row stands for an Offering tile's ways
        // to pay, and lists them when chosen, as a click on the Chicken stack does.
        compare(table.choiceCount, 14)
        const rows = []
        for (let i = 0; i < table.choices.count; ++i)
            rows.push(table.choices.get(i).label)
        compare(rows, ["Take a Hut Offering tile: 8 ways to pay…",
                       "Take a Chicken Offering tile: 4 ways to pay…",
                       "Take a Hatchet Offering tile: 2 ways to pay…"])
        const group = findChild(screen, "choice_offer_chicken_paying_eggs+eggs+eggs+eggs")
        compare(group.text, "Take a Chicken Offering tile: 4 ways to pay…")
        waitForRendering(screen)
        mouseClick(group)
        verify(table.narrowed)
        const labels = []
        for (let i = 0; i < table.choices.count; ++i)
            labels.push(table.choices.get(i).label)
        compare(labels, ["Spend 4 Eggs for a Chicken Offering tile",
                         "Spend 3 Eggs and 1 Wood for a Chicken Offering tile",
                         "Spend 3 Eggs and 1 Pearl for a Chicken Offering tile",
                         "Spend 2 Eggs, 1 Wood and 1 Pearl for a Chicken Offering tile"])
        verify(table.play("offer chicken paying eggs+eggs+eggs+eggs"))
        verify(findChild(screen, "space18").moai[0].styled)
        compare(table.position.seats.get(0).offerings, [8])
        compare(table.position.seats.get(0).stock, [1, 1, 1, 1])
        compare(table.position.seats.get(0).score, 12) // the Chicken 8 and 4 Resources
        compare(chicken.remaining, 3)
    }

    // The wheel zooms around the pointer, a drag pans, Fit shows the whole board again.
    function test_zoomAndPan() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "human"]), 2))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        waitForRendering(screen)
        const board = findChild(screen, "rapaNuiBoard")
        const space = findChild(screen, "space10")
        const before = space.mapToItem(board, space.width / 2, space.height / 2)
        mouseWheel(board, before.x, before.y, 0, 480)
        verify(board.zoom > 1.5)
        // The space under the pointer stays under it.
        const after = space.mapToItem(board, space.width / 2, space.height / 2)
        fuzzyCompare(after.x, before.x, 1)
        fuzzyCompare(after.y, before.y, 1)
        mouseDrag(board, 300, 300, 80, 40)
        verify(board.panX !== 0)
        mouseClick(findChild(screen, "fitButton"))
        compare(board.zoom, 1)
        compare(board.panX, 0)
    }

    // Take back undoes a placement made by a click.
    function test_takeBackAPlacement() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["human", "greedy", "greedy"]), 11))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        tryVerify(() => table.humanToDecide, 20000)
        // A click on the Crater takes nothing and says why.
        mouseClick(findChild(screen, "space24"))
        compare(findChild(screen, "refusal").text,
                "No figurine goes on the Crater or the Pukao Quarry: each holds a neutral Transporter.")
        const free = findChild(screen, "space22")
        verify(free.choices.length === 1)
        mouseClick(free)
        compare(free.owner, 0)
        compare(findChild(screen, "refusal").text, "")
        tryVerify(() => table.humanToDecide, 20000)
        verify(table.canTakeBack)
        mouseClick(findChild(screen, "takeBackButton"))
        tryVerify(() => free.owner === -1, 5000)
        verify(table.humanToDecide)
    }

    // Four AIs play to the end: the score sheet names the winner and each part; Review opens
    // the game on its last position.
    function test_endSheetAndReview() {
        const table = createTemporaryObject(tableComponent, testCase)
        verify(table.newGame(seats(["greedy", "greedy", "greedy", "greedy"]), 3))
        const screen = createTemporaryObject(screenComponent, testCase, { table: table })
        tryVerify(() => table.over, 120000)
        const end = findChild(screen, "endOfGame")
        tryVerify(() => end.item !== null && end.visible, 5000)
        const winners = table.position.winnerNames
        verify(winners.length >= 1)
        verify(findChild(end.item, "winnerLine").text.indexOf(winners[0]) >= 0)
        compare(table.position.scoreCategories.length, 4)

        const replay = createTemporaryObject(replayComponent, testCase)
        verify(replay.openTable(table))
        const review = createTemporaryObject(reviewComponent, testCase, { viewer: replay })
        waitForRendering(review)
        compare(replay.step, replay.count)
        verify(replay.over)
        replay.step = 5
        compare(findChild(review, "reviewDescription").text, replay.description.join("\n"))
        verify(replay.description[0].startsWith(replay.moverName + " "))
        verify(!replay.description[0].startsWith(replay.moverName + ": "))
        replay.first()
        compare(findChild(review, "reviewDescription").text, "The Ahu tiles are dealt and the turn order drawn.")
    }
}
