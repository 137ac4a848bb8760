import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Qt.labs.settings
import Rano
import Rano.Models

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 1000
    minimumHeight: 680
    visible: true
    title: qsTr("Rano")
    font.family: Theme.bodyFont
    color: Theme.deepSea

    Language {
        id: appLanguage
    }

    SeaBackground {
        anchors.fill: parent
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: HomeScreen {
            onSettingsRequested: stack.push(settingsPage)
            onQuitRequested: window.close()
            canContinue: (volcanicTable.started && !volcanicTable.over) || volcanicTable.canResume
                         || (cardsTable.started && !cardsTable.over) || cardsTable.canResume
            onContinueRequested: window.continueGame()
            onSetUpRequested: gameId => stack.push(newGamePage, { gameId: gameId })
            onOpenRequested: openDialog.open()
            onRulesRequested: window.showRules()
            onEditorRequested: stack.push(editorPage)
            onPlayRequested: gameId => {
                if (gameId === "rapa-nui-cards") {
                    cardsTable.quickStart(Math.floor(Math.random() * 1000000000))
                    window.lastGame = gameId
                    stack.push(cardsGamePage)
                } else {
                    volcanicTable.quickStart(Math.floor(Math.random() * 1000000000))
                    window.lastGame = gameId
                    stack.push(gamePage)
                }
            }
        }
    }

    Settings {
        id: appPreferences
        category: "table"
        // How long an AI's move stays on screen before the next one, in milliseconds.
        property int aiDelay: 600
    }

    CardsTable {
        id: cardsTable
        objectName: "cardsTable"
        aiDelay: appPreferences.aiDelay
    }

    // The game last sat at, which Continue brings back first.
    property string lastGame: ""

    // Continue: the game left on the table last, else the newest unfinished autosave.
    function continueGame() {
        const cardsOn = cardsTable.started && !cardsTable.over
        const volcanicOn = volcanicTable.started && !volcanicTable.over
        let cards
        if (cardsOn && (window.lastGame === "rapa-nui-cards" || !volcanicOn))
            cards = true
        else if (volcanicOn)
            cards = false
        else
            cards = cardsTable.canResume && (!volcanicTable.canResume
                                             || cardsTable.autosaveNewerThan(volcanicTable.autosavePath))
        if (cards) {
            if (cardsOn || cardsTable.resume()) {
                window.lastGame = "rapa-nui-cards"
                stack.push(cardsGamePage)
            } else {
                resumeError.show(cardsTable.lastError)
            }
        } else if (volcanicOn || volcanicTable.resume()) {
            window.lastGame = "volcanic-isle"
            stack.push(gamePage)
        } else {
            resumeError.show(volcanicTable.lastError)
        }
    }

    CardsReplay {
        id: cardsReplay
        objectName: "cardsReplay"
    }

    ReplayViewer {
        id: replayViewer
        objectName: "replayViewer"
    }

    VolcanicTable {
        id: volcanicTable
        objectName: "volcanicTable"
        aiDelay: appPreferences.aiDelay
    }

    // `rano --quick-start`: straight to a game against three Medium AIs (`--cards-quick-start`:
    // a game of the card game).
    // `rano --replay FILE` opens the replay viewer; `rano FILE` (as a file manager opens a
    // saved game) a finished game in the viewer, one in progress at the table.
    Component.onCompleted: {
        const args = Qt.application.arguments.slice(1)
        const replay = args.indexOf("--replay")
        const files = args.filter((a, i) => !a.startsWith("-") && (replay < 0 || i !== replay + 1))
        if (replay >= 0 && replay + 1 < args.length) {
            window.review(args[replay + 1])
        } else if (files.length > 0) {
            window.openFile(files[files.length - 1])
        } else if (args.indexOf("--cards-quick-start") >= 0) {
            cardsTable.quickStart(Math.floor(Math.random() * 1000000000))
            window.lastGame = "rapa-nui-cards"
            stack.push(cardsGamePage)
        } else if (args.indexOf("--quick-start") >= 0) {
            volcanicTable.quickStart(Math.floor(Math.random() * 1000000000))
            stack.push(gamePage)
        }
    }

    FileDialog {
        id: openDialog
        title: qsTr("Open a saved game or a replay")
        fileMode: FileDialog.OpenFile
        currentFolder: volcanicTable.savesFolder
        nameFilters: [qsTr("Rano games (*.rano.json *.json)")]
        // A finished game opens in the replay viewer, one in progress at the table.
        onAccepted: window.openFile(selectedFile)
    }

    function openFile(file) {
        if (cardsTable.gameOfFile(file) === "rapa-nui-cards") {
            if (cardsReplay.open(file) && cardsReplay.finished) {
                stack.push(cardsReviewPage)
            } else if (cardsTable.loadGame(file)) {
                window.lastGame = "rapa-nui-cards"
                stack.push(cardsGamePage)
            } else {
                resumeError.show(cardsTable.lastError)
            }
        } else if (replayViewer.open(file) && replayViewer.over) {
            stack.push(reviewPage)
        } else if (volcanicTable.loadGame(file)) {
            window.lastGame = "volcanic-isle"
            stack.push(gamePage)
        } else {
            resumeError.show(volcanicTable.lastError)
        }
    }

    function review(file) {
        if (cardsTable.gameOfFile(file) === "rapa-nui-cards") {
            if (cardsReplay.open(file))
                stack.push(cardsReviewPage)
            else
                cardsReplayError.open()
        } else if (replayViewer.open(file)) {
            stack.push(reviewPage)
        } else {
            replayError.open()
        }
    }

    Dialog {
        id: replayError
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 560)
        modal: true
        title: qsTr("This replay cannot be opened")
        standardButtons: Dialog.Ok
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: replayViewer.lastError
        }
    }

    Dialog {
        id: resumeError
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 560)
        modal: true
        title: qsTr("This game cannot be opened")
        standardButtons: Dialog.Ok
        property string message: ""
        function show(text) {
            message = text
            open()
        }
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: resumeError.message
        }
    }

    Dialog {
        id: cardsReplayError
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 560)
        modal: true
        title: qsTr("This replay cannot be opened")
        standardButtons: Dialog.Ok
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: cardsReplay.lastError
        }
    }

    Component {
        id: cardsGamePage
        CardsGameScreen {
            table: cardsTable
            onHomeRequested: stack.pop(null)
            onRulesRequested: stack.push(cardsRulesPage)
            onReviewRequested: {
                if (cardsReplay.openTable(cardsTable))
                    stack.push(cardsReviewPage)
            }
        }
    }

    Component {
        id: cardsReviewPage
        CardsReviewScreen {
            viewer: cardsReplay
            onHomeRequested: {
                cardsReplay.cancelAnalysis()
                stack.pop(null)
            }
            onPlayFromHereRequested: seat => {
                cardsReplay.cancelAnalysis()
                if (cardsReplay.playFromHere(cardsTable, seat)) {
                    window.lastGame = "rapa-nui-cards"
                    stack.pop(null)
                    stack.push(cardsGamePage)
                }
            }
        }
    }

    Component {
        id: gamePage
        GameScreen {
            table: volcanicTable
            onHomeRequested: stack.pop()
            onRulesRequested: stack.push(rulesPage)
            onReviewRequested: {
                if (replayViewer.openTable(volcanicTable))
                    stack.push(reviewPage)
            }
        }
    }

    Component {
        id: reviewPage
        ReviewScreen {
            viewer: replayViewer
            onHomeRequested: {
                replayViewer.cancelAnalysis()
                stack.pop(null)
            }
            onPlayFromHereRequested: seat => {
                replayViewer.cancelAnalysis()
                if (replayViewer.playFromHere(volcanicTable, seat)) {
                    stack.pop(null)
                    stack.push(gamePage)
                }
            }
        }
    }

    ContinentDocument {
        id: continentDocument
    }

    Component {
        id: editorPage
        EditorScreen {
            document: continentDocument
            onHomeRequested: stack.pop(null)
            onPlayRequested: file => stack.push(newGamePage, { continentFile: file })
        }
    }

    Component {
        id: rulesPage
        RulesPage {
            onBackRequested: stack.pop()
        }
    }

    Component {
        id: cardsRulesPage
        CardsRulesPage {
            onBackRequested: stack.pop()
        }
    }

    // The rules of the game on the screen; from the home screen, of the game played last.
    function showRules() {
        const item = stack.currentItem
        const cards = item instanceof CardsGameScreen || item instanceof CardsReviewScreen
                      || (item instanceof HomeScreen && window.lastGame === "rapa-nui-cards")
        stack.push(cards ? cardsRulesPage : rulesPage)
    }

    // F1 anywhere but on the rules themselves.
    Shortcut {
        sequence: "F1"
        enabled: !(stack.currentItem instanceof RulesPage || stack.currentItem instanceof CardsRulesPage)
        onActivated: window.showRules()
    }

    Component {
        id: newGamePage
        NewGamePage {
            table: volcanicTable
            cardTable: cardsTable
            onBackRequested: stack.pop()
            onStarted: {
                window.lastGame = gameId
                stack.replace(gameId === "rapa-nui-cards" ? cardsGamePage : gamePage)
            }
        }
    }

    Component {
        id: settingsPage
        SettingsPage {
            language: appLanguage
            preferences: appPreferences
            onBackRequested: stack.pop()
        }
    }
}
