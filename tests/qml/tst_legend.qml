import QtQuick
import QtTest
import Rano
import Rano.Models

// Issue 53.5: every table explains its own marks. L (or the Legend button) shows each symbol
// the game's board draws and the four every table shares, each with words, over the board
// and left of the side panel; L again, or the legend's ×, hides it.
TestCase {
    id: testCase
    name: "BoardLegend"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component { id: volcanicTable; VolcanicTable { aiDelay: 0 } }
    Component { id: volcanicScreen; GameScreen { width: 1280; height: 800 } }
    Component { id: rapaNuiTable; RapaNuiTable { aiDelay: 0 } }
    Component { id: rapaNuiScreen; RapaNuiGameScreen { width: 1280; height: 800 } }
    Component { id: cardsTable; CardsTable { aiDelay: 0 } }
    Component { id: cardsScreen; CardsGameScreen { width: 1280; height: 800 } }

    function seats(count) {
        return ["Hotu", "Tuki", "Ariki"].slice(0, count).map(name => ({ name: name, human: true, level: "" }))
    }

    function test_theLegendExplainsTheMarks_data() {
        return [
            { tag: "Volcanic Isle", table: volcanicTable, screen: volcanicScreen, start: t => t.newGame(seats(2), 11), own: 11 },
            { tag: "Rapa Nui", table: rapaNuiTable, screen: rapaNuiScreen, start: t => t.newGame(seats(3), 7, true), own: 8 },
            { tag: "the card game", table: cardsTable, screen: cardsScreen, start: t => t.newGame(seats(2), 3), own: 5 }
        ]
    }
    function test_theLegendExplainsTheMarks(data) {
        const table = createTemporaryObject(data.table, testCase)
        verify(data.start(table))
        const screen = createTemporaryObject(data.screen, testCase, { table: table })
        waitForRendering(screen)
        const legend = findChild(screen, "boardLegend")
        verify(!legend.visible)
        keyClick(Qt.Key_L)
        verify(legend.visible)
        let rows = 0
        const walk = item => {
            if (item.objectName === "legendEntry") {
                ++rows
                verify(item.children[1].text.length > 20, item.children[1].text)
            }
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i])
        }
        walk(legend)
        compare(rows, data.own + 6)
        const panelLeft = findChild(screen, "sidePanel").mapToItem(screen, 0, 0).x
        const end = legend.mapToItem(screen, legend.width, legend.height)
        verify(end.x <= panelLeft && end.y <= screen.height, "beside the panel, inside the window")
        keyClick(Qt.Key_L)
        verify(!legend.visible)
        mouseClick(findChild(screen, "legendButton"))
        verify(legend.visible)
        mouseClick(findChild(screen, "closeLegend"))
        verify(!legend.visible)
        screen.destroy()
        wait(0)
    }
}
