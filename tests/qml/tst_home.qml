import QtQuick
import QtQuick.Controls
import QtTest
import Rano

TestCase {
    id: testCase
    name: "HomeScreen"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: languageComponent
        Language {}
    }
    Component {
        id: homeComponent
        HomeScreen {
            width: 1280
            height: 800
        }
    }

    Component {
        id: buttonComponent
        RanoButton {
            x: 600
            y: 400
            text: "Raise a Moai (1 AP)"
            toolTipText: "Scores 1 VP now.\nA Fissure closes the border between tile 7 and tile 1.\nThen the Volcano die is rolled."
        }
    }

    // A tip of several lines (a raise's preview) is as wide as its longest line, not the window.
    function test_aTipOfSeveralLinesFitsItsLongestLine() {
        const button = createTemporaryObject(buttonComponent, testCase)
        mouseMove(button, button.width / 2, button.height / 2)
        tryCompare(button.toolTip, "opened", true)
        const tip = button.toolTip
        verify(tip.width > 200, "tip width " + tip.width)
        verify(tip.width < 500, "tip width " + tip.width)
        compare(tip.contentItem.lineCount, 3)
    }

    SignalSpy { id: settingsSpy; signalName: "settingsRequested" }
    SignalSpy { id: quitSpy; signalName: "quitRequested" }

    function test_threeGameCardsVolcanicIsleFirst() {
        const home = createTemporaryObject(homeComponent, testCase)
        const repeater = findChild(home, "gameCardRepeater")
        verify(repeater)
        compare(repeater.count, 3)
        compare(repeater.itemAt(0).gameId, "volcanic-isle")
        compare(repeater.itemAt(0).title, "Volcanic Isle")
        compare(repeater.itemAt(0).comingSoon, false)
        compare(repeater.itemAt(1).gameId, "rapa-nui")
        compare(repeater.itemAt(1).comingSoon, false)
        compare(repeater.itemAt(2).gameId, "rapa-nui-cards")
        compare(repeater.itemAt(2).comingSoon, false)
    }

    function test_cardsShowTheirTitleAndState() {
        const home = createTemporaryObject(homeComponent, testCase)
        const repeater = findChild(home, "gameCardRepeater")
        const titles = ["Volcanic Isle", "Rapa Nui", "Rapa Nui: the card game"]
        for (let i = 0; i < 3; ++i) {
            const card = repeater.itemAt(i)
            compare(findChild(card, "cardTitle").text, titles[i])
            // Every game is playable: no card says "Coming soon".
            compare(findChild(card, "comingSoonBadge").visible, false)
            compare(findChild(card, "playButton").visible, true)
        }
    }

    // Each card shows its game's own picture and says what its New game… sets up: the
    // catalog tells both, the card names no game.
    function test_cardsDrawTheirOwnPictureAndSetUpHint() {
        const home = createTemporaryObject(homeComponent, testCase)
        const repeater = findChild(home, "gameCardRepeater")
        const pictures = ["VolcanicArt.qml", "RapaNuiArt.qml", "CardsArt.qml"]
        const skies = ["#1b5e6e", "#2f6b72", "#3b5f6f"]
        const hints = ["Choose the players, the continent and the rules",
                       "Choose the players and whether it is a first game",
                       "Choose the players: 2 to 4, each a human or an AI"]
        for (let i = 0; i < 3; ++i) {
            const card = repeater.itemAt(i)
            const drawing = findChild(card, "artDrawing")
            tryCompare(drawing, "status", Loader.Ready)
            verify(String(drawing.source).endsWith(pictures[i]), String(drawing.source))
            compare(String(drawing.item.skyTop), skies[i])
            compare(findChild(card, "setUpButton").toolTipText, hints[i])
        }
    }

    function test_cardsFitSideBySide() {
        const home = createTemporaryObject(homeComponent, testCase)
        const repeater = findChild(home, "gameCardRepeater")
        waitForRendering(home)
        for (let i = 0; i < 3; ++i) {
            const card = repeater.itemAt(i)
            const topLeft = card.mapToItem(home, 0, 0)
            verify(topLeft.x >= 0, "card " + i + " starts inside the window")
            verify(topLeft.x + card.width <= home.width, "card " + i + " ends inside the window")
            verify(card.height >= 380, "card " + i + " is tall enough to read")
        }
    }

    function test_settingsAndQuitButtons() {
        const home = createTemporaryObject(homeComponent, testCase)
        settingsSpy.target = home
        quitSpy.target = home
        settingsSpy.clear()
        quitSpy.clear()
        mouseClick(findChild(home, "settingsButton"))
        compare(settingsSpy.count, 1)
        mouseClick(findChild(home, "quitButton"))
        compare(quitSpy.count, 1)
    }

    SignalSpy { id: openSpy; signalName: "openRequested" }
    function test_openAskedForFromTheHomeScreen() {
        const home = createTemporaryObject(homeComponent, testCase)
        openSpy.target = home
        openSpy.clear()
        mouseClick(findChild(home, "openButton"))
        compare(openSpy.count, 1)
    }

    // Continue names the game it resumes; without a known game it just says Continue.
    function test_continueSaysWhichGame() {
        const home = createTemporaryObject(homeComponent, testCase)
        const button = findChild(home, "continueButton")
        verify(!button.visible)
        home.canContinue = true
        verify(button.visible)
        compare(button.text, "Continue")
        home.continueTitle = "Volcanic Isle"
        compare(button.text, "Continue: Volcanic Isle")
        // More than one game in progress: Continue lists them.
        home.continueCount = 3
        compare(button.text, "Continue… (3 games)")
        compare(button.toolTipText, "Choose one of your unfinished games")
    }

    // In every language the taglines are whole at 1280x800, the buttons wrapping or not: the
    // picture gives way first (issue 23.8).
    function test_taglinesAreWholeInEveryLanguage_data() {
        return [{ tag: "en", code: "en" }, { tag: "fr", code: "fr" }, { tag: "ja", code: "ja" }]
    }
    function test_taglinesAreWholeInEveryLanguage(data) {
        const language = createTemporaryObject(languageComponent, testCase)
        language.code = data.code
        const home = createTemporaryObject(homeComponent, testCase, { width: 1280, height: 800 })
        const repeater = findChild(home, "gameCardRepeater")
        waitForRendering(home)
        for (let i = 0; i < 3; ++i) {
            const tagline = findChild(repeater.itemAt(i), "cardTagline")
            verify(tagline.text.length > 0)
            verify(!tagline.truncated, data.code + ": the tagline of card " + i + " is whole")
        }
        language.code = "en"
    }

    // The home screen as the app shows it: the first page of a stack that fills the window,
    // its size given after it is made.
    Component {
        id: startComponent
        StackView {
            initialItem: HomeScreen {}
        }
    }

    // Issue 66.13: at the first show, before any return Home, every tagline is whole, in
    // every language, in a small window as in a large one ("…outla…" until one came back).
    function test_taglinesAreWholeAtTheFirstShow_data() {
        let rows = []
        for (const code of ["en", "fr", "ja"])
            for (const size of [[1024, 700], [1280, 800]])
                rows.push({ tag: code + " " + size[0] + "x" + size[1], code: code, w: size[0], h: size[1] })
        return rows
    }
    function test_taglinesAreWholeAtTheFirstShow(data) {
        const language = createTemporaryObject(languageComponent, testCase)
        language.code = data.code
        const stack = createTemporaryObject(startComponent, testCase, { width: data.w, height: data.h })
        const home = stack.currentItem
        waitForRendering(home)
        const repeater = findChild(home, "gameCardRepeater")
        for (let i = 0; i < 3; ++i) {
            const tagline = findChild(repeater.itemAt(i), "cardTagline")
            verify(tagline.text.length > 0)
            verify(!tagline.truncated, data.code + ": the tagline of card " + i + " is whole")
        }
        language.code = "en"
    }

    // From a small window to a large one, every card and its buttons stay inside the window,
    // side by side without overlapping.
    function test_cardsAndButtonsFitAnyWindow_data() {
        return [{ tag: "1024x700", w: 1024, h: 700 }, { tag: "1280x800", w: 1280, h: 800 },
                { tag: "1920x1200", w: 1920, h: 1200 }]
    }
    function test_cardsAndButtonsFitAnyWindow(data) {
        const home = createTemporaryObject(homeComponent, testCase, { width: data.w, height: data.h })
        home.canContinue = true
        home.continueTitle = "Rapa Nui: the card game"
        const repeater = findChild(home, "gameCardRepeater")
        waitForRendering(home)
        let previousRight = -1
        for (let i = 0; i < 3; ++i) {
            const card = repeater.itemAt(i)
            const at = card.mapToItem(home, 0, 0)
            verify(at.x > previousRight, "card " + i + " does not overlap the one before")
            previousRight = at.x + card.width
            verify(at.x >= 0 && at.x + card.width <= data.w, "card " + i + " inside the window")
            verify(at.y + card.height <= data.h, "card " + i + " inside the window")
            for (const name of ["playButton", "setUpButton"]) {
                const button = findChild(card, name)
                if (!button.visible)
                    continue
                const b = button.mapToItem(card, 0, 0)
                verify(b.x >= 0 && b.x + button.width <= card.width,
                       name + " of card " + i + " inside its card")
                verify(b.y >= 0 && b.y + button.height <= card.height,
                       name + " of card " + i + " inside its card")
            }
        }
        for (const name of ["continueButton", "openButton", "quitButton"]) {
            const button = findChild(home, name)
            const b = button.mapToItem(home, 0, 0)
            verify(b.x >= 0 && b.x + button.width <= data.w, name + " inside the window")
            verify(b.y + button.height <= data.h, name + " inside the window")
        }
    }

    // In every language, in a small window or a large one, the three cards line up: pictures
    // and titles at the same heights, each title on one line (issue 50.15: "カードゲー/ム").
    function test_cardsLineUpInEveryLanguage_data() {
        let rows = []
        for (const code of ["en", "fr", "ja"])
            for (const size of [[1024, 700], [1280, 800]])
                rows.push({ tag: code + " " + size[0] + "x" + size[1], code: code, w: size[0], h: size[1] })
        return rows
    }
    function test_cardsLineUpInEveryLanguage(data) {
        const language = createTemporaryObject(languageComponent, testCase)
        language.code = data.code
        const home = createTemporaryObject(homeComponent, testCase, { width: data.w, height: data.h })
        const repeater = findChild(home, "gameCardRepeater")
        waitForRendering(home)
        const first = findChild(repeater.itemAt(0), "cardTitle")
        for (let i = 0; i < 3; ++i) {
            const card = repeater.itemAt(i)
            compare(findChild(card, "cardArt").height, findChild(repeater.itemAt(0), "cardArt").height)
            const title = findChild(card, "cardTitle")
            compare(title.mapToItem(home, 0, 0).y, first.mapToItem(home, 0, 0).y)
            verify(title.lineCount === 1, data.code + ": title " + i + " on one line")
            verify(!title.truncated, data.code + ": title " + i + " whole")
        }
        language.code = "en"
    }
}
