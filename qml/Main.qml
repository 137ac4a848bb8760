import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Qt.labs.settings
import Rano
import Rano.Models

ApplicationWindow {
    id: window
    // 1280 x 800, or the whole screen when it is smaller.
    width: Math.min(1280, Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth : 1280)
    height: Math.min(800, Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight : 800)
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
    // Tips are placed beside the pointer (Theme.tipPlace).
    Binding { target: Theme; property: "windowSize"; value: Qt.size(window.width, window.height) }
    HoverHandler {
        onPointChanged: Theme.pointer = point.scenePosition
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: HomeScreen {
            onSettingsRequested: stack.push(settingsPage)
            onQuitRequested: window.close()
            canContinue: gamesInProgress.count + onlineTables.count > 0
            continueCount: gamesInProgress.count + onlineTables.count
            continueTitle: gamesInProgress.count === 1 && onlineTables.count === 0
                           ? catalog.title(gamesInProgress.gameId(0)) : ""
            // Back home after a game: the games in progress may have changed.
            StackView.onActivated: {
                gamesInProgress.refresh()
                onlineTables.refresh()
            }
            onContinueRequested: window.continueGame()
            onSetUpRequested: gameId => stack.push(newGamePage, { gameId: gameId })
            onOpenRequested: openDialog.open()
            onLibraryRequested: stack.push(libraryPage)
            onRulesRequested: window.showRules()
            onEditorRequested: stack.push(editorPage)
            onOnlineRequested: stack.push(onlinePage)
            onPlayRequested: gameId => {
                catalog.table(gameId).quickStart(Math.floor(Math.random() * 1000000000))
                window.sitAt(gameId)
            }
            onLearnRequested: gameId => window.learn(gameId)
        }
    }

    Settings {
        id: appPreferences
        category: "table"
        // How long an AI's move stays on screen before the next one, in milliseconds.
        property int aiDelay: 600
        // Ending a turn with action points left asks first.
        property bool askBeforeEndingTurn: true
        // The seats of the last game set up, as JSON [{name, kind}]: New game… offers them again.
        property string lastSeats: ""
        // Learn to play was offered at the first launch (once).
        property bool learnOffered: false
    }

    // Every game's table, replay and screens.
    GameCatalog {
        id: catalog
        aiDelay: appPreferences.aiDelay
    }

    // The game last sat at, which Continue brings back first.
    property string lastGame: ""
    // The last table or review screen shown, and its game (F1 shows that game's rules).
    property Item shownScreen: null
    property string shownGame: ""
    function shown(screen, gameId) {
        window.shownScreen = screen
        window.shownGame = gameId
    }

    // Every game in progress, each in its own file: Continue resumes the one, or lists them.
    GamesInProgress {
        id: gamesInProgress
        language: appLanguage.code
    }
    // The online tables kept a seat at: Continue lists them too.
    OnlineTables {
        id: onlineTables
        language: appLanguage.code
    }
    function continueGame() {
        gamesInProgress.refresh()
        onlineTables.refresh()
        if (gamesInProgress.count === 1 && onlineTables.count === 0)
            window.resumeGame(gamesInProgress.path(0), gamesInProgress.gameId(0))
        else if (gamesInProgress.count + onlineTables.count > 0)
            stack.push(continuePage)
    }
    // Sits down at the game in progress at `path`: as it is when it is on its table, else
    // read from its file. `replace`: in place of the page on top (the list).
    function resumeGame(path, gameId, replace) {
        const table = catalog.table(gameId)
        if (table === null)
            return
        if (table.hasGame(path) || table.loadGame(path))
            window.sitAt(gameId, replace)
        else
            resumeError.show(table.lastError)
    }

    // Learn to play: the game's coached game at its table.
    function learn(gameId, replace) {
        const table = catalog.table(gameId)
        if (table.learnToPlay())
            window.sitAt(gameId, replace)
        else
            resumeError.show(table.lastError)
    }

    // The game's table screen on top (`replace`: in place of the page on top).
    function sitAt(gameId, replace) {
        window.lastGame = gameId
        const props = { table: catalog.table(gameId), preferences: appPreferences }
        const screen = replace ? stack.replace(catalog.page(gameId, "table"), props)
                               : stack.push(catalog.page(gameId, "table"), props)
        window.shown(screen, gameId)
        // Home is the home screen, also for a game started from the editor.
        screen.homeRequested.connect(() => stack.pop(null))
        screen.rulesRequested.connect(() => window.showRules())
        screen.settingsRequested.connect(() => stack.push(settingsPage))
        screen.reviewRequested.connect(() => {
            if (catalog.replay(gameId).openTable(catalog.table(gameId)))
                window.showReview(gameId)
        })
    }

    // The game's review screen, of the replay its model has open.
    function showReview(gameId) {
        const viewer = catalog.replay(gameId)
        const screen = stack.push(catalog.page(gameId, "review"), { viewer: viewer })
        window.shown(screen, gameId)
        screen.homeRequested.connect(() => {
            viewer.cancelAnalysis()
            stack.pop(null)
        })
        screen.playFromHereRequested.connect(seat => {
            viewer.cancelAnalysis()
            if (viewer.playFromHere(catalog.table(gameId), seat)) {
                stack.pop(null)
                window.sitAt(gameId)
            }
        })
    }

    // `rano --quick-start`: straight to a game against three Medium AIs (`--cards-quick-start`:
    // a game of the card game; `--quick-start=GAME` any game of the catalog).
    // `rano --replay FILE` opens the replay viewer; `rano FILE` (as a file manager opens a
    // saved game) a finished game in the viewer, one in progress at the table.
    Component.onCompleted: {
        const args = Qt.application.arguments.slice(1)
        const replay = args.indexOf("--replay")
        const files = args.filter((a, i) => !a.startsWith("-") && (replay < 0 || i !== replay + 1))
        const quick = args.find(a => a.startsWith("--quick-start") || a.endsWith("-quick-start"))
        if (replay >= 0 && replay + 1 < args.length) {
            window.review(args[replay + 1])
        } else if (files.length > 0) {
            window.openFile(files[files.length - 1])
        } else if (args.length === 0) {
            // Asked once the preferences are read: the order in which objects complete is
            // not the order they are written in.
            Qt.callLater(() => { if (!appPreferences.learnOffered) learnOffer.open() })
        } else if (quick !== undefined) {
            const named = quick.startsWith("--quick-start=") ? quick.slice(14)
                        : catalog.playable.find(id => quick === "--" + id.split("-").pop() + "-quick-start")
            const game = named !== undefined && catalog.playable.includes(named) ? named : catalog.playable[0]
            catalog.table(game).quickStart(Math.floor(Math.random() * 1000000000))
            window.sitAt(game)
        }
    }

    FileDialog {
        id: openDialog
        title: qsTr("Open a saved game or a replay")
        fileMode: FileDialog.OpenFile
        currentFolder: catalog.table(catalog.playable[0]).savesFolder
        nameFilters: [qsTr("Rano games (*.rano.json *.json)")]
        // A finished game opens in the replay viewer, one in progress at the table.
        onAccepted: window.openFile(selectedFile)
    }

    // Whether a replay model's game is over (the review's models say it in their own words).
    function finished(viewer) {
        return viewer.finished !== undefined ? viewer.finished : viewer.over
    }

    function openFile(file) {
        const game = catalog.gameOfFile(file)
        const viewer = catalog.replay(game)
        const table = catalog.table(game)
        if (viewer.open(file) && window.finished(viewer))
            window.showReview(game)
        else if (table.loadGame(file))
            window.sitAt(game)
        else
            resumeError.show(table.lastError)
    }

    function review(file) {
        const game = catalog.gameOfFile(file)
        const viewer = catalog.replay(game)
        if (viewer.open(file)) {
            window.showReview(game)
        } else {
            replayError.message = viewer.lastError
            replayError.open()
        }
    }

    // The first launch offers a coached first game, once.
    RanoDialog {
        id: learnOffer
        objectName: "learnOffer"
        title: qsTr("New to these games?")
        message: qsTr("A coached first game teaches a game as you play it: each rule explained the moment it matters, against gentle AIs. Learn to play is on the game's card too.")
        acceptText: qsTr("Learn Volcanic Isle")
        rejectText: qsTr("Not now")
        acceptButton.objectName: "learnOfferAccept"
        rejectButton.objectName: "learnOfferDecline"
        onOpened: appPreferences.learnOffered = true
        onAccepted: window.learn(catalog.playable[0])
    }

    RanoDialog {
        id: replayError
        title: qsTr("This replay cannot be opened")
    }

    RanoDialog {
        id: resumeError
        title: qsTr("This game cannot be opened")
        function show(text) {
            message = text
            open()
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
            // The editor builds continents of the catalog's first game.
            onPlayRequested: file => stack.push(newGamePage, { gameId: catalog.playable[0],
                                                               setupProperties: { continentFile: file } })
        }
    }

    // The rules on top (F1 does not stack them twice).
    property Item rulesShown: null

    // The rules of the game on the screen; from the home screen, of the game played last.
    function showRules() {
        const item = stack.currentItem
        const game = item === window.shownScreen ? window.shownGame
                   : item instanceof HomeScreen && window.lastGame.length > 0 ? window.lastGame
                   : catalog.playable[0]
        const page = stack.push(catalog.page(game, "rules"))
        page.backRequested.connect(() => stack.pop())
        page.forceActiveFocus() // Esc reaches it, whatever had focus at the table
        window.rulesShown = page
    }

    // F1 anywhere but on the rules themselves.
    Shortcut {
        sequence: "F1"
        enabled: stack.currentItem !== window.rulesShown
        onActivated: window.showRules()
    }

    // Playing online (docs/online.md): the server this app may host, and the one online table
    // it sits at; both outlive the pages that show them.
    OnlineHost { id: onlineHost }
    OnlineTable {
        id: onlineTable
        client.name: qsTr("Player")
    }
    // The online table's game screen on top: the game's own table screen, showing the server's
    // game.
    function sitOnline() {
        const gameId = onlineTable.gameId
        const screen = stack.push(catalog.page(gameId, "table"),
                                  { table: onlineTable.table, preferences: appPreferences,
                                    online: onlineTable })
        window.shown(screen, gameId)
        screen.homeRequested.connect(() => stack.pop(null))
        screen.rulesRequested.connect(() => window.showRules())
        screen.settingsRequested.connect(() => stack.push(settingsPage))
    }
    // Sitting down again at a kept online table (Continue): its screen once its position is in,
    // or why not.
    property bool rejoining: false
    function continueOnline(path) {
        window.rejoining = onlineTable.client.resumeKept(path)
        if (!window.rejoining)
            resumeError.show(qsTr("This online table cannot be sat at again."))
    }
    Connections {
        target: onlineTable.client
        function onPositionReceived() {
            if (!window.rejoining || onlineTable.table === null)
                return
            window.rejoining = false
            stack.pop(null)
            window.sitOnline()
        }
        function onStatusChanged() {
            if (window.rejoining && onlineTable.client.status === "closed") {
                window.rejoining = false
                resumeError.show(onlineTable.client.error)
            }
        }
    }
    Component {
        id: onlinePage
        OnlinePage {
            host: onlineHost
            online: onlineTable
            onBackRequested: stack.pop()
            onTableRequested: window.sitOnline()
        }
    }

    Component {
        id: newGamePage
        NewGamePage {
            table: catalog.table(gameId)
            preferences: appPreferences
            onBackRequested: stack.pop()
            onStarted: window.sitAt(gameId, true)
            onLearnRequested: window.learn(gameId, true)
        }
    }

    Component {
        id: continuePage
        ContinuePage {
            games: gamesInProgress
            tables: onlineTables
            gameCatalog: catalog
            onOnlineRequested: path => window.continueOnline(path)
            onBackRequested: stack.pop()
            onResumeRequested: (path, gameId) => window.resumeGame(path, gameId, true)
            onAbandoning: (path, gameId) => {
                if (catalog.playable.includes(gameId))
                    catalog.table(gameId).letGo(path)
            }
        }
    }

    // Every game played, found through the library's index (docs/library.md).
    Library {
        id: gameLibrary
        language: appLanguage.code
    }

    Component {
        id: libraryPage
        LibraryPage {
            library: gameLibrary
            gameCatalog: catalog
            onBackRequested: stack.pop()
            // A game in progress on its table is sat at as it is; any other is read from its file.
            onOpenRequested: (path, gameId) => {
                const table = catalog.playable.includes(gameId) ? catalog.table(gameId) : null
                if (table !== null && table.hasGame(path))
                    window.resumeGame(path, gameId)
                else
                    window.openFile(path)
            }
            onDeleting: (path, gameId) => {
                if (catalog.playable.includes(gameId))
                    catalog.table(gameId).letGo(path)
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
