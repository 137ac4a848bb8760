import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Continue with more than one game in progress: every one of them, newest first (its game,
// its seats, how far it has got, when it was last played), to resume one or abandon one on
// purpose. An abandoned game's file is kept; it is only no longer listed. Under them, the
// online tables this computer keeps a seat at, with whose turn it is, to sit down at again.
Item {
    id: page
    required property GamesInProgress games
    // The online tables kept (docs/online.md).
    required property OnlineTables tables
    // The game names (GameCatalog.title).
    required property GameCatalog gameCatalog
    signal backRequested()
    signal resumeRequested(string path, string gameId)
    // Sit down again at the online table kept in `path`.
    signal onlineRequested(string path)
    // Said just before the game's file moves to the abandoned ones: a table playing it lets go.
    signal abandoning(string path, string gameId)

    Keys.onEscapePressed: page.backRequested()
    focus: true

    // Nothing left to choose from: back home.
    Connections {
        target: page.games
        function onCountChanged() {
            if (page.games.count + page.tables.count === 0)
                page.backRequested()
        }
    }
    Connections {
        target: page.tables
        function onCountChanged() {
            if (page.games.count + page.tables.count === 0)
                page.backRequested()
        }
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 920)
        height: Math.min(parent.height - 40, content.implicitHeight + 56)
        radius: Theme.radius
        color: Theme.sand

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 28
            spacing: 14

            Text {
                text: qsTr("Games in progress")
                font.family: Theme.titleFont
                font.pixelSize: 32
                font.weight: Font.Bold
                color: Theme.basalt
            }

            GameCardList {
                objectName: "gamesInProgressList"
                visible: page.games.count > 0
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: contentHeight
                model: page.games
                gameCatalog: page.gameCatalog

                delegate: GameFileCard {
                    id: row
                    required property string roundText
                    required property string lastPlayedText
                    objectName: "gameInProgress_" + row.index
                    problemText: qsTr("This game cannot be continued: %1").arg(row.problem)
                    detailName: "gameWhen"
                    detailText: row.roundText.length > 0
                                ? qsTr("%1 · last played %2").arg(row.roundText).arg(row.lastPlayedText)
                                : qsTr("Last played %1").arg(row.lastPlayedText)

                    RanoButton {
                        objectName: "resumeButton"
                        primary: true
                        enabled: row.problem.length === 0
                        text: qsTr("Continue")
                        toolTipText: qsTr("Sit down at this game where it was left")
                        onClicked: page.resumeRequested(row.path, row.gameId)
                    }
                    RanoButton {
                        objectName: "abandonButton"
                        text: qsTr("Abandon…")
                        toolTipText: qsTr("Stop this game for good; its file is kept")
                        onClicked: confirm.ask(row.path, row.gameId, row.title, row.detailText)
                    }
                }
            }

            Text {
                text: qsTr("Online tables")
                visible: page.tables.count > 0
                font.family: Theme.titleFont
                font.pixelSize: 24
                font.weight: Font.Bold
                color: Theme.basalt
            }

            GameCardList {
                objectName: "onlineTablesList"
                visible: page.tables.count > 0
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: contentHeight
                model: page.tables
                gameCatalog: page.gameCatalog

                delegate: GameFileCard {
                    id: online
                    required property string turn
                    required property bool yourTurn
                    required property string lastPlayedText
                    objectName: "onlineTable_" + online.index
                    detailName: "onlineTurn"
                    detailText: qsTr("%1 · last played %2").arg(online.turn).arg(online.lastPlayedText)

                    RanoButton {
                        objectName: "sitDownButton"
                        primary: online.yourTurn
                        enabled: online.problem.length === 0
                        text: qsTr("Sit down")
                        toolTipText: qsTr("Sit down again at this online table")
                        onClicked: page.onlineRequested(online.path)
                    }
                    RanoButton {
                        objectName: "forgetButton"
                        text: qsTr("Forget…")
                        toolTipText: qsTr("Stop listing this online table on this computer")
                        onClicked: forget.ask(online.path, online.title)
                    }
                }
            }

            Text {
                objectName: "abandonError"
                Layout.fillWidth: true
                visible: page.games.lastError.length > 0
                text: page.games.lastError
                font.pixelSize: 14
                color: Theme.lava
                wrapMode: Text.Wrap
            }

            Text {
                objectName: "whereGamesAreKept"
                Layout.fillWidth: true
                text: qsTr("Every game is kept: games in progress in %1, finished ones in %2, abandoned ones in %3.")
                      .arg(page.games.folder).arg(page.games.finishedFolder).arg(page.games.abandonedFolder)
                font.pixelSize: 13
                color: Theme.basaltSoft
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

    // Forgetting a table is asked first: its seat can no longer be taken up from here.
    RanoDialog {
        id: forget
        objectName: "forgetDialog"
        property string path: ""
        property string gameTitle: ""
        function ask(path, gameTitle) {
            forget.path = path
            forget.gameTitle = gameTitle
            open()
        }
        title: qsTr("Forget this online table of %1?").arg(forget.gameTitle)
        acceptText: qsTr("Forget")
        rejectText: qsTr("Keep it")
        acceptButton.objectName: "confirmForget"
        Text {
            width: parent.width
            wrapMode: Text.WordWrap
            font.family: Theme.bodyFont
            font.pixelSize: 15
            color: Theme.basalt
            text: qsTr("This computer will no longer offer to sit down at it. The game goes on at its server: after a while an AI plays your seat.")
        }
        onAccepted: page.tables.forget(forget.path)
    }

    // Abandoning is on purpose only: asked first, and the game is kept as abandoned.
    RanoDialog {
        id: confirm
        objectName: "abandonDialog"
        property string path: ""
        property string gameId: ""
        property string gameTitle: ""
        // Which game it is, among others of the same game: "Round 3 · last played …".
        property string when: ""
        function ask(path, gameId, gameTitle, when) {
            confirm.path = path
            confirm.gameId = gameId
            confirm.gameTitle = gameTitle
            confirm.when = when
            open()
        }
        title: qsTr("Abandon this game of %1?").arg(confirm.gameTitle)
        acceptText: qsTr("Abandon")
        rejectText: qsTr("Keep it")
        acceptButton.objectName: "confirmAbandon"
        rejectButton.objectName: "keepGame"
        Text {
            objectName: "abandonText"
            width: parent.width
            wrapMode: Text.WordWrap
            font.family: Theme.bodyFont
            font.pixelSize: 15
            color: Theme.basalt
            text: confirm.when + "\n\n"
                  + qsTr("Continue will no longer offer it. Its file is kept in %1.")
                    .arg(page.games.abandonedFolder)
        }
        onAccepted: {
            page.abandoning(confirm.path, confirm.gameId)
            page.games.abandon(confirm.path)
        }
    }
}
