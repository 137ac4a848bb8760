import QtQuick
import QtTest
import Rano
import Rano.Models

TestCase {
    id: testCase
    name: "NewGamePage"
    width: 1280
    height: 800
    visible: true
    when: windowShown

    Component {
        id: tableComponent
        VolcanicTable { aiDelay: 0 }
    }
    Component {
        id: pageComponent
        NewGamePage { width: 1280; height: 800 }
    }

    // The defaults: you against three Medium AIs on Mu, 2 Volcano faces.
    function test_theDefaultsStartYouAgainstThreeMediumAisOnMu() {
        const table = createTemporaryObject(tableComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase, { table: table })
        const started = createTemporaryObject(signalSpyComponent, testCase, { target: page, signalName: "started" })
        compare(table.defaultVolcanoFaces, 2) // decision 1, from the engine
        compare(findChild(page, "volcanoFaces").value, 2)
        mouseClick(findChild(page, "startGameButton"))
        compare(started.count, 1)
        verify(table.started)
        compare(table.position.seats.rowCount(), 4)
        compare(table.position.seats.data(table.position.seats.index(0, 0), 259), true)       // HumanRole
        compare(table.position.seats.data(table.position.seats.index(1, 0), 260), "medium")   // LevelRole
        compare(table.position.continentName, "Mu")
        compare(table.position.bays.rowCount(), 1) // Mu's one bay, shared by every Boat
    }

    // Two seats, a Hard AI, a random island: each Boat waits in its own bay.
    function test_twoSeatsOnARandomIsland() {
        const table = createTemporaryObject(tableComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase, { table: table })
        mouseClick(findChild(page, "removeSeat_3"))
        mouseClick(findChild(page, "removeSeat_2"))
        verify(!findChild(page, "removeSeat_1").enabled) // 2 players at least
        mouseClick(findChild(page, "randomContinent"))
        findChild(page, "continentSeed").value = 42
        const preview = findChild(page, "continentPreview")
        tryCompare(preview.preview, "name", "Random island 42")
        mouseClick(findChild(page, "startGameButton"))
        verify(table.started)
        compare(table.position.seats.rowCount(), 2)
        compare(table.position.continentName, "Random island 42")
        compare(table.position.bays.rowCount(), 2)
        verify(table.position.seats.data(table.position.seats.index(0, 0), 268) !== table.position.seats.data(table.position.seats.index(1, 0), 268)) // BayRole
    }

    // A seat's tip says what to expect of who plays it, and follows the level chosen.
    function test_aSeatsTipSaysWhatToExpectOfItsPlayer() {
        const table = createTemporaryObject(tableComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase, { table: table })
        compare(findChild(page, "seatKind_0").tip, "A human at this computer")
        const kind = findChild(page, "seatKind_1")
        compare(kind.tip, "Thinks a moment and slips less often: a fair game")
        kind.activated(1) // Easy
        compare(kind.tip, "Plays at a glance and slips now and then: a first opponent")
        kind.activated(4) // Expert
        compare(kind.tip, "Thinks three times as long as the hard AI, on both cores: the strongest")
        mouseClick(findChild(page, "startGameButton"))
        compare(table.position.seats.data(table.position.seats.index(1, 0), 260), "expert") // LevelRole
    }

    Component {
        id: signalSpyComponent
        SignalSpy {}
    }

    Component {
        id: preferencesComponent
        QtObject { property string lastSeats: "" }
    }

    // New game… offers the seats set up last: their names and who plays them.
    function test_theSeatsTypedLastComeBack() {
        const preferences = createTemporaryObject(preferencesComponent, testCase)
        const table = createTemporaryObject(tableComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase,
                                           { table: table, preferences: preferences })
        mouseClick(findChild(page, "removeSeat_3"))
        const name = findChild(page, "seatName_0")
        name.forceActiveFocus()
        name.text = "Rapa"
        keyClick(Qt.Key_Return) // editing finished
        mouseClick(findChild(page, "startGameButton"))
        verify(table.started)
        compare(JSON.parse(preferences.lastSeats),
                [{ name: "Rapa", kind: "human" }, { name: "Hotu", kind: "medium" },
                 { name: "Tuki", kind: "medium" }])

        const again = createTemporaryObject(pageComponent, testCase,
                                            { table: table, preferences: preferences })
        compare(findChild(again, "seatName_0").text, "Rapa")
        verify(findChild(again, "seatName_2"))
        verify(!findChild(again, "seatName_3"))

        // What cannot be read is forgotten: the default seats.
        preferences.lastSeats = "[{\"name\": 3}]"
        const fresh = createTemporaryObject(pageComponent, testCase,
                                            { table: table, preferences: preferences })
        compare(findChild(fresh, "seatName_0").text, "Player")
        verify(findChild(fresh, "seatName_3"))
    }
}
