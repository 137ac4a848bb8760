import QtQuick
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
        id: homeComponent
        HomeScreen {
            width: 1280
            height: 800
        }
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
        compare(repeater.itemAt(1).gameId, "rapa-nui-board")
        compare(repeater.itemAt(1).comingSoon, true)
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
            compare(findChild(card, "comingSoonBadge").visible, i === 1)
            compare(findChild(card, "playButton").visible, i !== 1)
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
    }
}
