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
            onContinueRequested: {
                if ((volcanicTable.started && !volcanicTable.over) || volcanicTable.resume())
                    stack.push(gamePage)
                else
                    resumeError.open()
            }
            onSetUpRequested: gameId => stack.push(newGamePage)
            onOpenRequested: openDialog.open()
            onRulesRequested: stack.push(rulesPage)
            onPlayRequested: gameId => {
                volcanicTable.quickStart(Math.floor(Math.random() * 1000000000))
                stack.push(gamePage)
            }
        }
    }

    Settings {
        id: appPreferences
        category: "table"
        // How long an AI's move stays on screen before the next one, in milliseconds.
        property int aiDelay: 600
    }

    VolcanicTable {
        id: volcanicTable
        objectName: "volcanicTable"
        aiDelay: appPreferences.aiDelay
    }

    // `rano --quick-start`: straight to a game against three Medium AIs.
    // `rano FILE` (as a file manager opens a saved game) puts that game on the table.
    Component.onCompleted: {
        const args = Qt.application.arguments.slice(1)
        const files = args.filter(a => !a.startsWith("-"))
        if (files.length > 0) {
            if (volcanicTable.loadGame(files[files.length - 1]))
                stack.push(gamePage)
            else
                resumeError.open()
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
        onAccepted: {
            if (volcanicTable.loadGame(selectedFile))
                stack.push(gamePage)
            else
                resumeError.open()
        }
    }

    Dialog {
        id: resumeError
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 560)
        modal: true
        title: qsTr("This game cannot be opened")
        standardButtons: Dialog.Ok
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: volcanicTable.lastError
        }
    }

    Component {
        id: gamePage
        GameScreen {
            table: volcanicTable
            onHomeRequested: stack.pop()
            onRulesRequested: stack.push(rulesPage)
        }
    }

    Component {
        id: rulesPage
        RulesPage {
            onBackRequested: stack.pop()
        }
    }

    // F1 anywhere but on the rules themselves.
    Shortcut {
        sequence: "F1"
        enabled: !(stack.currentItem instanceof RulesPage)
        onActivated: stack.push(rulesPage)
    }

    Component {
        id: newGamePage
        NewGamePage {
            table: volcanicTable
            onBackRequested: stack.pop()
            onStarted: stack.replace(gamePage)
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
