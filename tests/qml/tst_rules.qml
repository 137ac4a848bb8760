import QtQuick
import QtTest
import Rano

TestCase {
    id: testCase
    name: "RulesPage"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: homeComponent
        HomeScreen { width: 1280; height: 800 }
    }
    Component {
        id: rulesComponent
        RulesPage { width: 1280; height: 800 }
    }

    Component {
        id: cardsRulesComponent
        CardsRulesPage { width: 1280; height: 800 }
    }

    SignalSpy { id: rulesSpy; signalName: "rulesRequested" }
    SignalSpy { id: backSpy; signalName: "backRequested" }

    function test_theHomeScreenOffersTheRules() {
        const home = createTemporaryObject(homeComponent, testCase)
        rulesSpy.target = home
        rulesSpy.clear()
        mouseClick(findChild(home, "rulesButton"))
        compare(rulesSpy.count, 1)
    }

    // Nine parts, every one titled and worded, each with its picture; the keyboard list names
    // all nine shortcuts; the page scrolls to its last line; Esc and Back leave it.
    function test_everyPartIsThereAndTheWholePageCanBeRead() {
        const page = createTemporaryObject(rulesComponent, testCase)
        backSpy.target = page
        backSpy.clear()
        const scroller = findChild(page, "rulesScroller")
        const column = scroller.contentItem.children[0]
        let sections = 0
        for (let i = 0; i < column.children.length; ++i) {
            const s = column.children[i]
            if (s.title === undefined) continue
            ++sections
            verify(s.title.length > 0)
            verify(s.body.length > 80, s.title + " says something")
            verify(s.picture.length > 0, s.title + " has a picture")
        }
        compare(sections, 9)
        const shortcuts = findChild(page, "shortcutList")
        compare(shortcuts.children.length - 1, 15) // the rows and their Repeater
        waitForRendering(page)
        verify(scroller.contentHeight > scroller.height)
        scroller.contentY = scroller.contentHeight - scroller.height
        waitForRendering(page)
        const last = shortcuts.mapToItem(page, 0, shortcuts.height)
        verify(last.y <= page.height, "the last shortcut can be scrolled into view")
        keyClick(Qt.Key_Escape)
        compare(backSpy.count, 1)
        mouseClick(findChild(page, "rulesBackButton"))
        compare(backSpy.count, 2)
    }

    // The card game's page: eight parts, every one titled and worded, all but Rano's own
    // decisions with cards drawn beside them; it scrolls to its last line; Esc and Back leave.
    function test_theCardGamesRulesCanBeReadWhole() {
        const page = createTemporaryObject(cardsRulesComponent, testCase)
        backSpy.target = page
        backSpy.clear()
        const scroller = findChild(page, "cardsRulesScroller")
        const column = scroller.contentItem.children[0]
        let sections = 0, pictured = 0
        let last = null
        for (let i = 0; i < column.children.length; ++i) {
            const s = column.children[i]
            if (s.title === undefined) continue
            ++sections
            verify(s.title.length > 0)
            verify(s.body.length > 80, s.title + " says something")
            if (s.picture.length > 0) ++pictured
            last = s
        }
        compare(sections, 8)
        compare(pictured, 7)
        waitForRendering(page)
        verify(scroller.contentHeight > scroller.height)
        scroller.contentY = scroller.contentHeight - scroller.height
        waitForRendering(page)
        const bottom = last.mapToItem(page, 0, last.height)
        verify(bottom.y <= page.height, "the last part can be scrolled into view")
        keyClick(Qt.Key_Escape)
        compare(backSpy.count, 1)
        mouseClick(findChild(page, "cardsRulesBackButton"))
        compare(backSpy.count, 2)
    }
}
