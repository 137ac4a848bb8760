import QtQuick
import QtQuick.Controls
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
        id: language
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
            onPlayRequested: gameId => {
                volcanicTable.quickStart(Math.floor(Math.random() * 1000000000))
                stack.push(gamePage)
            }
        }
    }

    VolcanicTable {
        id: volcanicTable
    }

    Component {
        id: gamePage
        GameScreen {
            table: volcanicTable
            onHomeRequested: stack.pop()
        }
    }

    Component {
        id: settingsPage
        SettingsPage {
            language: language
            onBackRequested: stack.pop()
        }
    }
}
