import QtQuick
import QtTest
import Rano
import Rano.Models

// The catalog names every screen of every playable game: each must load, or the window
// would open nothing when a player asks for that game's table, review, rules or setup.
TestCase {
    id: testCase
    name: "GameCatalog"
    when: windowShown

    GameCatalog { id: catalog }

    function test_everyPlayableGamesPagesLoad_data() {
        let rows = []
        for (const id of catalog.playable)
            for (const what of ["table", "review", "rules", "setup"])
                rows.push({ tag: id + " " + what, gameId: id, what: what })
        return rows
    }

    function test_everyPlayableGamesPagesLoad(data) {
        const url = catalog.page(data.gameId, data.what)
        verify(url.toString().length > 0, "no " + data.what + " page")
        const component = Qt.createComponent(url)
        compare(component.status, Component.Ready, component.errorString())
    }

    function test_eachGameHasItsNameAndSeats() {
        compare(catalog.title("volcanic-isle"), "Volcanic Isle")
        compare(catalog.title("rapa-nui-cards"), "Rapa Nui: the card game")
        compare(catalog.title("no-such-game"), "")
        compare(catalog.players("rapa-nui-cards").min, 2)
        compare(catalog.players("rapa-nui-cards").max, 4)
    }
}
