import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Setting up a game: 2-4 seats, each a human or an AI of a chosen level, beside the game's
// own options (its setup page from the catalog: Volcanic Isle's continent and die, ...).
// Start hands the seats to the game's setup, which starts the game at its table.
Item {
    id: page
    // The game to set up, and its table.
    property string gameId: games.gameIdAt(0)
    required property GameTable table
    // Initial properties of the game's setup page (the editor's continent file).
    property var setupProperties: ({})
    // The app's preferences (the seats set up last), or null: the default seats.
    property QtObject preferences: null
    signal backRequested()
    signal started()
    // Learn to play instead: the game's coached game.
    signal learnRequested()

    Keys.onEscapePressed: page.backRequested()
    focus: true

    // What the page asks of the catalog: the game's name, seats and setup page.
    GameCatalog { id: games }
    readonly property var seatRange: games.players(gameId)
    readonly property Item setup: setupLoader.item

    readonly property var levelNames: ({
        "human": qsTr("Human"),
        "easy": qsTr("AI, %1").arg(table.levelName("easy")),
        "medium": qsTr("AI, %1").arg(table.levelName("medium")),
        "hard": qsTr("AI, %1").arg(table.levelName("hard")),
        "expert": qsTr("AI, %1").arg(table.levelName("expert"))
    })
    readonly property var levelTips: ({
        "human": table.levelDescription("human"),
        "easy": table.levelDescription("easy"),
        "medium": table.levelDescription("medium"),
        "hard": table.levelDescription("hard"),
        "expert": table.levelDescription("expert")
    })
    readonly property var spareNames: [qsTr("Hotu"), qsTr("Tuki"), qsTr("Ariki"), qsTr("Moana")]

    // The seats set up last (names and who plays them), as many as this game takes, or none.
    function lastSeats() {
        let last = []
        try {
            last = JSON.parse(page.preferences ? page.preferences.lastSeats : "")
        } catch (e) {
            return []
        }
        if (!Array.isArray(last))
            return []
        const kinds = ["human", "easy", "medium", "hard", "expert"]
        last = last.filter(s => s && typeof s.name === "string" && kinds.includes(s.kind))
        return last.length >= page.seatRange.min ? last.slice(0, page.seatRange.max) : []
    }

    ListModel {
        id: seats
        Component.onCompleted: {
            const last = page.lastSeats()
            if (last.length > 0) {
                for (const s of last)
                    append({ name: s.name, kind: s.kind })
                return
            }
            append({ name: qsTr("Player"), kind: "human" })
            for (let i = 0; i < 3; ++i)
                append({ name: page.spareNames[i], kind: "medium" })
        }
    }

    function startGame() {
        let list = [], remembered = []
        for (let i = 0; i < seats.count; ++i) {
            const s = seats.get(i)
            const name = s.name.length > 0 ? s.name : page.spareNames[i]
            list.push({ name: name, human: s.kind === "human",
                        level: s.kind === "human" ? "" : s.kind })
            remembered.push({ name: name, kind: s.kind })
        }
        if (page.preferences)
            page.preferences.lastSeats = JSON.stringify(remembered)
        if (page.setup.start(list, Math.floor(Math.random() * 1000000000)))
            page.started()
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 1120)
        height: Math.min(parent.height - 60, page.setup ? page.setup.preferredHeight : 480)
        radius: Theme.radius
        color: Theme.sand

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 28
            spacing: 16

            Text {
                text: qsTr("New game of %1").arg(games.title(page.gameId))
                font.family: Theme.titleFont
                font.pixelSize: 30
                font.weight: Font.Bold
                color: Theme.basalt
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 32

                // A Column, not a layout: it follows the seats as they come and go.
                Column {
                    Layout.preferredWidth: 460
                    Layout.fillHeight: true
                    spacing: 12

                    Text {
                        text: qsTr("Players")
                        font.pixelSize: 19
                        font.weight: Font.DemiBold
                        color: Theme.basalt
                    }
                    Repeater {
                        model: seats
                        delegate: SeatRow {
                            width: parent.width
                            colour: page.table.seatColour(index)
                            levelNames: page.levelNames
                            levelTips: page.levelTips
                            removable: seats.count > page.seatRange.min
                            onNameEdited: n => seats.setProperty(index, "name", n)
                            onKindChosen: k => seats.setProperty(index, "kind", k)
                            onRemoveRequested: seats.remove(index)
                        }
                    }
                    RanoButton {
                        objectName: "addSeatButton"
                        compact: true
                        enabled: seats.count < page.seatRange.max
                        text: qsTr("Add a player")
                        toolTipText: qsTr("%1 is for %2 to %3 players").arg(games.title(page.gameId))
                                     .arg(page.seatRange.min).arg(page.seatRange.max)
                        onClicked: seats.append({ name: page.spareNames[seats.count], kind: "medium" })
                    }
                    Item { width: 1; height: 14 }
                    // The game's own options that sit under the seats (Volcanic Isle's die).
                    Loader {
                        width: parent.width
                        sourceComponent: page.setup && page.setup.underSeats ? page.setup.underSeats : null
                    }
                }

                // The game's own options.
                Loader {
                    id: setupLoader
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Component.onCompleted: {
                        let props = Object.assign({ table: page.table }, page.setupProperties)
                        setSource(games.page(page.gameId, "setup"), props)
                    }
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                RanoButton {
                    objectName: "backButton"
                    text: qsTr("Back")
                    toolTipText: qsTr("Return to the home screen (Esc)")
                    onClicked: page.backRequested()
                }
                Item { Layout.fillWidth: true }
                RanoButton {
                    objectName: "learnButton"
                    visible: page.table !== null && page.table.hasCoach
                    text: qsTr("Learn to play")
                    toolTipText: qsTr("A coached first game: the rules explained as they come up, against gentle AIs")
                    onClicked: page.learnRequested()
                }
                RanoButton {
                    objectName: "startGameButton"
                    primary: true
                    enabled: page.setup !== null && page.setup.ready
                    text: qsTr("Start the game")
                    toolTipText: qsTr("Sit down at the table with these players")
                    onClicked: page.startGame()
                }
            }
        }
    }
}
