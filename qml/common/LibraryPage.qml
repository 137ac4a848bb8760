import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Rano
import Rano.Models

// Every game played (docs/library.md), newest first: search and filters, then each game's
// card: open it (the review for a finished game, the table for one in progress), export its
// file, or delete it, with undo.
Item {
    id: page
    required property Library library
    // The game names (GameCatalog.title) and the games to filter by.
    required property GameCatalog gameCatalog
    signal backRequested
    signal openRequested(string path, string gameId)
    // Said just before a game's file goes: a table playing it lets go.
    signal deleting(string path, string gameId)

    Keys.onEscapePressed: page.backRequested()
    focus: true
    Component.onCompleted: page.library.refresh()

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 1040)
        height: parent.height - 80
        radius: Theme.radius
        color: Theme.sand

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 28
            spacing: 12

            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Library")
                    font.family: Theme.titleFont
                    font.pixelSize: 32
                    font.weight: Font.Bold
                    color: Theme.basalt
                }
                // The worker's look at the folders (docs/library.md): the list fills as it reads.
                Text {
                    objectName: "libraryScan"
                    visible: page.library.scanning && page.library.toScan > 0
                    text: qsTr("Reading your games: %1 of %2").arg(Number(page.library.scanned).toLocaleString(Qt.locale(), "f", 0)).arg(Number(page.library.toScan).toLocaleString(Qt.locale(), "f", 0))
                    font.pixelSize: 15
                    color: Theme.lagoon
                }
                Text {
                    objectName: "libraryCount"
                    text: page.library.count === page.library.total ? qsTr("%n game(s)", "", page.library.total) : qsTr("%1 of %n game(s)", "", page.library.total).arg(page.library.count)
                    font.pixelSize: 15
                    color: Theme.basaltSoft
                }
            }

            TabBar {
                id: tabs
                objectName: "libraryTabs"
                Layout.fillWidth: true
                background: Item {
                }
                LibraryTab {
                    objectName: "gamesTab"
                    text: qsTr("Games")
                }
                LibraryTab {
                    objectName: "statisticsTab"
                    text: qsTr("Statistics")
                }
            }

            StackLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                currentIndex: tabs.currentIndex

                ColumnLayout {
                    spacing: 12

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 10
                        TextField {
                            id: searchField
                            objectName: "librarySearch"
                            Layout.fillWidth: true
                            placeholderText: qsTr("Search a player's name")
                            onTextChanged: page.library.search = text
                        }
                        ComboBox {
                            id: gameBox
                            objectName: "libraryGameFilter"
                            Layout.preferredWidth: 230
                            textRole: "text"
                            valueRole: "value"
                            model: [{
                                    "text": qsTr("Every game"),
                                    "value": ""
                                }].concat(page.gameCatalog.playable.map(id => ({
                                                "text": page.gameCatalog.title(id),
                                                "value": id
                                            })))
                            onActivated: page.library.gameFilter = currentValue
                        }
                        ComboBox {
                            objectName: "libraryLevelFilter"
                            Layout.preferredWidth: 190
                            textRole: "text"
                            valueRole: "value"
                            model: [{
                                    "text": qsTr("Any opponent"),
                                    "value": ""
                                }, {
                                    "text": qsTr("Easy AI"),
                                    "value": "easy"
                                }, {
                                    "text": qsTr("Medium AI"),
                                    "value": "medium"
                                }, {
                                    "text": qsTr("Hard AI"),
                                    "value": "hard"
                                }, {
                                    "text": qsTr("Expert AI"),
                                    "value": "expert"
                                }]
                            onActivated: page.library.levelFilter = currentValue
                        }
                        ComboBox {
                            objectName: "libraryResultFilter"
                            Layout.preferredWidth: 170
                            textRole: "text"
                            valueRole: "value"
                            model: [{
                                    "text": qsTr("Any result"),
                                    "value": ""
                                }, {
                                    "text": qsTr("Won"),
                                    "value": "won"
                                }, {
                                    "text": qsTr("Lost"),
                                    "value": "lost"
                                }, {
                                    "text": qsTr("Shared win"),
                                    "value": "shared"
                                }, {
                                    "text": qsTr("In progress"),
                                    "value": "playing"
                                }, {
                                    "text": qsTr("Abandoned"),
                                    "value": "abandoned"
                                }]
                            onActivated: page.library.resultFilter = currentValue
                        }
                    }

                    GameCardList {
                        id: list
                        objectName: "libraryList"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        model: page.library
                        gameCatalog: page.gameCatalog

                        Text {
                            objectName: "libraryEmpty"
                            anchors.centerIn: parent
                            width: parent.width - 40
                            visible: list.count === 0
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.Wrap
                            text: page.library.total === 0 ? qsTr("No game yet. Every game you play is kept here, finished or not.") : qsTr("No game matches these filters.")
                            font.pixelSize: 17
                            color: Theme.basaltSoft
                        }

                        delegate: GameFileCard {
                            id: row
                            required property string playedText
                            required property string scoresText
                            required property string result
                            required property string resultText
                            required property string lengthText
                            required property string endText
                            required property bool inProgress
                            required property url picture
                            objectName: "libraryGame_" + row.index
                            problemText: qsTr("This file cannot be read: %1").arg(row.problem)
                            detailName: "gameLength"
                            detailText: [row.playedText, row.lengthText, row.endText, row.scoresText].filter(t => t.length > 0).join("  ·  ")

                            // The final position (the game's own art when there is no picture),
                            // with the result at a glance in a colour and a word.
                            leading: Item {
                                implicitWidth: 128
                                implicitHeight: 84
                                Rectangle {
                                    anchors.fill: parent
                                    radius: 6
                                    color: Theme.sea
                                    clip: true
                                    Image {
                                        objectName: "gamePicture"
                                        anchors.fill: parent
                                        visible: row.picture.toString().length > 0
                                        source: row.picture
                                        fillMode: Image.PreserveAspectCrop
                                        asynchronous: true
                                        sourceSize.width: 256
                                    }
                                    GameArt {
                                        anchors.fill: parent
                                        visible: row.picture.toString().length === 0
                                        picture: page.gameCatalog.page(row.gameId, "art")
                                    }
                                }
                                Rectangle {
                                    objectName: "gameResult"
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    anchors.bottom: parent.bottom
                                    anchors.bottomMargin: 4
                                    width: 112
                                    height: 26
                                    radius: 13
                                    color: row.result === "won" || row.result === "shared" ? Theme.palm : row.result === "lost" ? Theme.lava : row.result === "playing" ? Theme.lagoon : Theme.tuff
                                    Text {
                                        anchors.centerIn: parent
                                        width: parent.width - 8
                                        horizontalAlignment: Text.AlignHCenter
                                        text: row.resultText
                                        font.pixelSize: 13
                                        font.weight: Font.DemiBold
                                        color: Theme.sand
                                        elide: Text.ElideRight
                                    }
                                }
                            }

                            RanoButton {
                                objectName: "openGameButton"
                                primary: true
                                enabled: row.problem.length === 0
                                text: row.inProgress ? qsTr("Continue") : qsTr("Review")
                                toolTipText: row.inProgress ? qsTr("Sit down at this game where it was left") : qsTr("Replay this game move by move, with the AI's analysis")
                                onClicked: page.openRequested(row.path, row.gameId)
                            }
                            RanoButton {
                                objectName: "exportGameButton"
                                text: qsTr("Export…")
                                toolTipText: qsTr("Save a copy of this game's file, to share it")
                                onClicked: exportDialog.ask(row.index)
                            }
                            RanoButton {
                                objectName: "deleteGameButton"
                                text: qsTr("Delete")
                                toolTipText: qsTr("Remove this game from the library (you can undo it)")
                                onClicked: {
                                    page.deleting(row.path, row.gameId);
                                    page.library.remove(row.index);
                                }
                            }
                        }
                    }
                }

                LibraryStatisticsView {
                    library: page.library
                    gameCatalog: page.gameCatalog
                }
            }

            // Undo of the last delete, for as long as Rano runs.
            Rectangle {
                objectName: "undoBar"
                Layout.fillWidth: true
                Layout.preferredHeight: 48
                visible: page.library.deletedText.length > 0
                radius: 8
                color: Theme.basalt
                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 16
                    anchors.rightMargin: 8
                    Text {
                        Layout.fillWidth: true
                        text: qsTr("The game of %1 was deleted.").arg(page.library.deletedText)
                        font.pixelSize: 15
                        color: Theme.sand
                        elide: Text.ElideRight
                    }
                    RanoButton {
                        objectName: "undoDeleteButton"
                        compact: true
                        // Light on the dark bar (issue 66.13: it was dark on dark).
                        dark: true
                        text: qsTr("Undo")
                        toolTipText: qsTr("Bring the deleted game back (Ctrl+Z)")
                        onClicked: page.library.undo()
                    }
                }
            }

            Text {
                objectName: "libraryError"
                Layout.fillWidth: true
                visible: page.library.lastError.length > 0
                text: page.library.lastError
                font.pixelSize: 14
                color: Theme.lava
                wrapMode: Text.Wrap
            }

            RanoButton {
                objectName: "backButton"
                text: qsTr("Back")
                toolTipText: qsTr("Return to the home screen (Esc)")
                onClicked: page.backRequested()
            }
        }
    }

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: page.visible && page.library.deletedText.length > 0
        onActivated: page.library.undo()
    }

    FileDialog {
        id: exportDialog
        property int row: -1
        function ask(row) {
            exportDialog.row = row;
            exportDialog.selectedFile = page.library.exportFolder + "/" + page.library.exportName(row);
            open();
        }
        title: qsTr("Export this game")
        acceptLabel: qsTr("Export")
        fileMode: FileDialog.SaveFile
        currentFolder: page.library.exportFolder
        nameFilters: [qsTr("Rano games (*.rano.json *.json)")]
        onAccepted: page.library.exportGame(exportDialog.row, selectedFile)
    }
}
