import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Rano
import Rano.Models

// Setting up a game of Volcanic Isle: 2-4 seats, each a human or an AI of a chosen level,
// the continent (Mu, a seeded random island or a continent saved in a file, shown before it
// is chosen) and the die.
Item {
    id: page
    required property VolcanicTable table
    // Which game to set up: "volcanic-isle" (players, continent, die) or "rapa-nui-cards"
    // (players only), started at `cardTable`.
    property string gameId: "volcanic-isle"
    property CardsTable cardTable: null
    readonly property bool cards: gameId === "rapa-nui-cards"
    signal backRequested()
    signal started()

    Keys.onEscapePressed: page.backRequested()
    focus: true

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

    ListModel {
        id: seats
        Component.onCompleted: {
            append({ name: qsTr("Player"), kind: "human" })
            for (let i = 0; i < 3; ++i)
                append({ name: page.spareNames[i], kind: "medium" })
        }
    }

    ContinentPreview {
        id: preview
        randomSeed: randomContinent.checked ? seedBox.value : -1
        file: fileContinent.checked ? page.continentFile : ""
    }
    // A continent file to start with (the editor's Play on this continent).
    property string continentFile: ""
    Component.onCompleted: if (continentFile.length > 0) fileContinent.checked = true
    readonly property bool waitingForFile: fileContinent.checked && continentFile.length === 0

    FileDialog {
        id: continentDialog
        title: qsTr("Play on a continent from a file")
        fileMode: FileDialog.OpenFile
        currentFolder: page.table.savesFolder
        nameFilters: [qsTr("Continents (*.json)")]
        onAccepted: {
            page.continentFile = selectedFile.toString()
            fileContinent.checked = true
        }
    }

    function startGame() {
        let list = []
        for (let i = 0; i < seats.count; ++i) {
            const s = seats.get(i)
            list.push({ name: s.name.length > 0 ? s.name : page.spareNames[i],
                        human: s.kind === "human",
                        level: s.kind === "human" ? "" : s.kind })
        }
        if (page.cards) {
            if (page.cardTable.newGame(list, Math.floor(Math.random() * 1000000000)))
                page.started()
            return
        }
        if (page.table.newGame(list, Math.floor(Math.random() * 1000000000), dieBox.value,
                               preview.randomSeed, preview.file))
            page.started()
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 1120)
        height: Math.min(parent.height - 60, page.cards ? 480 : 680)
        radius: Theme.radius
        color: Theme.sand

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 28
            spacing: 16

            Text {
                text: page.cards ? qsTr("New game of Rapa Nui: the card game") : qsTr("New game of Volcanic Isle")
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
                            removable: seats.count > 2
                            onNameEdited: n => seats.setProperty(index, "name", n)
                            onKindChosen: k => seats.setProperty(index, "kind", k)
                            onRemoveRequested: seats.remove(index)
                        }
                    }
                    RanoButton {
                        objectName: "addSeatButton"
                        compact: true
                        enabled: seats.count < 4
                        text: qsTr("Add a player")
                        toolTipText: page.cards ? qsTr("The card game is for 2 to 4 players") : qsTr("Volcanic Isle is for 2 to 4 players")
                        onClicked: seats.append({ name: page.spareNames[seats.count], kind: "medium" })
                    }
                    Item { width: 1; height: 14 }
                    Text {
                        visible: !page.cards
                        text: qsTr("The Volcano die")
                        font.pixelSize: 19
                        font.weight: Font.DemiBold
                        color: Theme.basalt
                    }
                    Row {
                        visible: !page.cards
                        width: parent.width
                        spacing: 12
                        SpinBox {
                            id: dieBox
                            objectName: "volcanoFaces"
                            from: 0
                            to: 6
                            value: 2
                            font.pixelSize: 16
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt")
                        }
                        Text {
                            width: parent.width - dieBox.width - parent.spacing
                            anchors.verticalCenter: dieBox.verticalCenter
                            text: qsTr("of its 6 faces show a Volcano (the rules' default is 2)")
                            font.pixelSize: 15
                            wrapMode: Text.WordWrap
                            color: Theme.basaltSoft
                        }
                    }
                }

                // The card game: how the game runs, where the continent goes for Volcanic Isle.
                Text {
                    objectName: "cardsSetupNote"
                    visible: page.cards
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    wrapMode: Text.WordWrap
                    text: qsTr("The seed shuffles the 50 Rapa Nui cards and picks the start player. Each player starts with a Lumberjack in the display, three Hunters & Gatherers in hand, one Sacrifice card of each type and 2 to 5 wood by seat from the start player.")
                    font.pixelSize: 15
                    lineHeight: 1.2
                    color: Theme.basaltSoft
                }
                ColumnLayout {
                    visible: !page.cards
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: 10

                    Text {
                        text: qsTr("Continent")
                        font.pixelSize: 19
                        font.weight: Font.DemiBold
                        color: Theme.basalt
                    }
                    ButtonGroup { id: continentKind }
                    RowLayout {
                        spacing: 16
                        RadioButton {
                            objectName: "standardContinent"
                            text: qsTr("Mu")
                            font.pixelSize: 16
                            checked: true
                            ButtonGroup.group: continentKind
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("The standard continent: one landfall bay shared by every Boat")
                        }
                        RadioButton {
                            id: randomContinent
                            objectName: "randomContinent"
                            text: qsTr("A random island")
                            font.pixelSize: 16
                            ButtonGroup.group: continentKind
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Mu's coast with its heart laid out anew: a landfall bay for every player")
                        }
                        RadioButton {
                            id: fileContinent
                            objectName: "fileContinent"
                            text: qsTr("From a file")
                            font.pixelSize: 16
                            ButtonGroup.group: continentKind
                            onClicked: if (page.continentFile.length === 0) continentDialog.open()
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("A continent you or others have built, saved as a file")
                        }
                    }
                    RowLayout {
                        visible: fileContinent.checked
                        spacing: 10
                        Text {
                            Layout.fillWidth: true
                            text: page.continentFile.length > 0
                                  ? decodeURIComponent(page.continentFile.replace(/^.*\//, ""))
                                  : qsTr("No file chosen")
                            elide: Text.ElideMiddle
                            font.pixelSize: 15
                            color: Theme.basalt
                        }
                        RanoButton {
                            objectName: "chooseContinentButton"
                            compact: true
                            text: qsTr("Choose…")
                            toolTipText: qsTr("Pick the continent file to play on")
                            onClicked: continentDialog.open()
                        }
                    }
                    RowLayout {
                        spacing: 10
                        visible: !fileContinent.checked
                        enabled: randomContinent.checked
                        opacity: enabled ? 1 : 0.45
                        Text {
                            text: qsTr("Island number")
                            font.pixelSize: 15
                            color: Theme.basalt
                        }
                        SpinBox {
                            id: seedBox
                            objectName: "continentSeed"
                            from: 0
                            to: 999999
                            value: 1
                            editable: true
                            font.pixelSize: 15
                            Layout.preferredWidth: 150
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("The same number always makes the same island")
                        }
                        RanoButton {
                            objectName: "rerollButton"
                            compact: true
                            text: qsTr("Another island")
                            toolTipText: qsTr("Roll a new random island")
                            onClicked: seedBox.value = Math.floor(Math.random() * 1000000)
                        }
                    }
                    Rectangle {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        radius: Theme.radius
                        color: Theme.sea
                        ContinentMap {
                            visible: !page.waitingForFile
                            objectName: "continentPreview"
                            anchors.fill: parent
                            anchors.margins: 12
                            preview: preview
                        }
                    }
                    Text {
                        objectName: "continentName"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                        text: page.waitingForFile ? qsTr("Choose the file of a continent")
                              : preview.error.length > 0 ? preview.error : preview.name
                        font.pixelSize: 15
                        color: Theme.basaltSoft
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
                    objectName: "startGameButton"
                    primary: true
                    enabled: page.cards || (preview.error.length === 0 && !page.waitingForFile)
                    text: qsTr("Start the game")
                    toolTipText: qsTr("Sit down at the table with these players")
                    onClicked: page.startGame()
                }
            }
        }
    }
}
