import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A game at the table, whatever the game: its board on the left; on the right the title
// line, the table's buttons, the game's own panel and the log; saving; the end sheet. Each
// game fills the slots with its own QML (volcanic/GameScreen.qml, cards/CardsGameScreen.qml).
Item {
    id: screen
    required property GameTable table
    // The game's board, filling the space left of the side panel.
    property Component board
    // The game's part of the side panel, between the buttons and the log.
    property Component panel
    // The game's end sheet (an EndSheet with the game's own lines), shown once it is over.
    property Component endSheet
    // The side panel's title while the game is on ("Round 3").
    property string title
    // The name the save dialog suggests.
    property string saveName
    property real panelWidth: 380
    // The game's own marks for the board's legend (BoardLegend: {symbol, text}).
    property var legendEntries: []
    property bool legendShown: false
    property real logMinimumHeight: 48
    // The height the game's panel may take before it pushes the coach (a few lines of its
    // lesson: CoachPanel.shortest) and the log under their minimum: a long list of choices
    // scrolls within it (TurnPanel.room). The lesson's words then take what the panel leaves,
    // so a longer or shorter lesson never moves a button of the turn.
    // Counted from the parts' own heights, never from where the side panel's layout put them:
    // a room that changed while the layout placed its items would be left unapplied.
    readonly property real panelRoom: columnHeight - headerHeight - sideColumn.spacing
                                      - (coachPanel.visible ? coachPanel.shortest + sideColumn.spacing : 0)
                                      - besideLog - logRoom
    readonly property real columnHeight: sidePanel.height - 2 * sideColumn.anchors.margins
    // The title, the table's buttons and the autosave's notice above the game's panel.
    readonly property real headerHeight: titleText.implicitHeight + buttonFlow.implicitHeight
                                         + 2 * sideColumn.spacing
                                         + (autosaveNotice.visible ? autosaveNotice.Layout.preferredHeight
                                                                     + sideColumn.spacing : 0)
    // The log's least height: in a short window with the coach, its newest line, so the
    // lesson and the turn's choices keep their room.
    readonly property real logRoom: coachPanel.visible && height < 760 ? 24 : logMinimumHeight
    // The note under the coach, when it shows.
    readonly property real besideLog: (takeBackNote.visible ? takeBackNote.implicitHeight + sideColumn.spacing : 0)
                                      + (onlineSeats.visible ? onlineSeats.implicitHeight + sideColumn.spacing : 0)
    // Each log line is marked with its seat's colour (else with a bullet).
    property bool colourLog: false
    // The app's preferences (Main's Settings), or null: every preference at its default.
    property QtObject preferences: null
    // The online table this screen shows (OnlineTable), or null for a game played here: its
    // seats (who is connected, who is thinking) show above the log.
    property QtObject online: null
    signal homeRequested()
    signal rulesRequested()
    signal settingsRequested()
    signal reviewRequested()

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: screen.visible && screen.table.canTakeBack
        onActivated: screen.takeBack()
    }

    // At a hot seat, undoing another player's decision needs their consent.
    function takeBack() {
        if (screen.table.takeBackConsent.length > 0)
            consentDialog.open()
        else
            screen.table.takeBack()
    }
    RanoDialog {
        id: consentDialog
        objectName: "takeBackConsentDialog"
        title: qsTr("Take back %1's decision?").arg(screen.table.takeBackConsent)
        message: qsTr("Your own decisions this turn are all taken back. Going further undoes what %1 decided: %1, do you agree?")
                 .arg(screen.table.takeBackConsent)
        acceptText: qsTr("%1 agrees").arg(screen.table.takeBackConsent)
        rejectText: qsTr("Keep it")
        acceptButton.objectName: "consentAgree"
        rejectButton.objectName: "consentRefuse"
        onAccepted: screen.table.takeBack()
    }
    Shortcut {
        sequence: "H"
        enabled: screen.visible && screen.table.humanToDecide && !screen.table.hinting
        onActivated: screen.table.hint()
    }
    Shortcut {
        sequence: "Ctrl+,"
        enabled: screen.visible
        onActivated: screen.settingsRequested()
    }
    Shortcut {
        sequence: "L"
        enabled: screen.visible && screen.legendEntries.length > 0
        onActivated: screen.legendShown = !screen.legendShown
    }
    Shortcut {
        sequence: "W"
        enabled: screen.visible && screen.table.canReplayRecent
        onActivated: screen.table.replayRecent()
    }
    Shortcut {
        sequence: "Space"
        enabled: screen.visible && !screen.table.humanToDecide && !screen.table.over
        onActivated: screen.table.skipToHuman()
    }
    Shortcut {
        enabled: screen.visible && !screen.table.online
        sequences: [StandardKey.Save]
        onActivated: saveDialog.open()
    }

    // Online: another player asks to take back their last decision, which would undo this
    // player's choices since: they agree or keep it (docs/online.md, `takeBack`).
    RanoDialog {
        id: takeBackAskDialog
        objectName: "onlineTakeBackDialog"
        title: qsTr("%1 asks to take back their last decision").arg(screen.online ? screen.online.takeBackAsker : "")
        message: qsTr("It would undo what you decided since. Do you agree?")
        acceptText: qsTr("Agree")
        rejectText: qsTr("Keep it")
        acceptButton.objectName: "onlineTakeBackAgree"
        rejectButton.objectName: "onlineTakeBackRefuse"
        onAccepted: screen.online.answerTakeBack(true)
        onRejected: screen.online.answerTakeBack(false)
    }
    Connections {
        target: screen.online
        enabled: screen.online !== null
        function onTakeBackChanged() {
            if (screen.online.takeBackAsker.length > 0)
                takeBackAskDialog.open()
            else
                takeBackAskDialog.close()
        }
    }

    // A name is all a save needs: games go to one folder, where Open… starts.
    // Online: leaving a seat for good hands it to an AI to the end (docs/online.md, `leave`).
    RanoDialog {
        id: leaveDialog
        objectName: "leaveForGoodDialog"
        title: qsTr("Leave this table for good?")
        message: qsTr("An AI plays your seat to the end of the game, under your name, and everyone at the table is told. You cannot come back to this table.")
        acceptText: qsTr("Leave for good")
        rejectText: qsTr("Stay")
        acceptButton.objectName: "leaveForGoodConfirm"
        onAccepted: if (screen.online.client.leaveForGood()) screen.homeRequested()
    }
    RanoDialog {
        id: saveDialog
        objectName: "saveDialog"
        title: qsTr("Save this game")
        acceptText: qsTr("Save")
        rejectText: qsTr("Cancel")
        acceptTakesFocus: false
        onAboutToShow: {
            saveName.text = screen.saveName
            saveName.selectAll()
        }
        onOpened: saveName.forceActiveFocus()
        onAccepted: if (!screen.table.saveGameNamed(saveName.text)) saveError.open()
        TextField {
            id: saveName
            objectName: "saveName"
            width: parent.width
            font.pixelSize: 16
            placeholderText: qsTr("Name of the saved game")
            onAccepted: saveDialog.accept()
        }
        Label {
            width: parent.width
            wrapMode: Text.WrapAnywhere
            font.pixelSize: 12
            color: Theme.basaltSoft
            text: qsTr("In %1").arg(decodeURIComponent(screen.table.savesFolder.toString().replace("file://", "")))
        }
    }
    RanoDialog {
        id: saveError
        title: qsTr("The game was not saved")
        message: screen.table.lastError
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        FittedBoard {
            id: fittedBoard
            Layout.fillWidth: true
            Layout.fillHeight: true
            sourceComponent: screen.board
            // What the marks mean, from a small button in the board's top right corner.
            RanoButton {
                id: legendButton
                objectName: "legendButton"
                visible: screen.legendEntries.length > 0
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 14
                z: 12
                compact: true
                dark: !screen.legendShown
                primary: screen.legendShown
                text: qsTr("Legend")
                toolTipText: screen.legendShown ? qsTr("Hide what the marks mean (L)") : qsTr("What the marks on the board mean (L)")
                onClicked: screen.legendShown = !screen.legendShown
            }
            BoardLegend {
                objectName: "boardLegend"
                visible: screen.legendShown
                entries: screen.legendEntries
                anchors.right: parent.right
                anchors.top: legendButton.bottom
                anchors.margins: 14
                anchors.topMargin: 8
                width: Math.min(400, parent.width - 28)
                z: 12
                onCloseRequested: screen.legendShown = false
            }
            // Tips stay over the board, off the choices (Theme.tipPlace).
            Binding {
                target: Theme
                property: "tipBounds"
                when: screen.visible
                value: fittedBoard.width, fittedBoard.height, fittedBoard.mapToItem(null, 0, 0, fittedBoard.width, fittedBoard.height)
            }
        }

        Rectangle {
            id: sidePanel
            objectName: "sidePanel"
            Layout.preferredWidth: screen.panelWidth
            Layout.fillHeight: true
            radius: Theme.radius
            color: Qt.rgba(0.95, 0.91, 0.81, 0.94)

            ColumnLayout {
                id: sideColumn
                anchors.fill: parent
                anchors.margins: 14
                spacing: 8

                Text {
                    id: titleText
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: screen.table.over ? qsTr("Game over") : screen.title
                    font.family: Theme.titleFont
                    font.pixelSize: 22
                    font.weight: Font.Bold
                    color: Theme.basalt
                }
                // Right-aligned, and wrapping onto a second line when a language's words do not
                // fit the panel: listed from the right (Home first).
                Flow {
                    id: buttonFlow
                    Layout.fillWidth: true
                    spacing: 6
                    layoutDirection: Qt.RightToLeft
                    RanoButton {
                        compact: true
                        text: qsTr("Home")
                        toolTipText: qsTr("Leave the table")
                        onClicked: screen.homeRequested()
                    }
                    // Settings as a small gear: a fifth word would not fit every panel in
                    // every language.
                    RanoButton {
                        objectName: "tableSettingsButton"
                        compact: true
                        implicitWidth: 36
                        leftPadding: 0
                        rightPadding: 0
                        text: "⚙"
                        Accessible.name: qsTr("Settings")
                        toolTipText: qsTr("Settings: language, the AIs' pace, the questions asked (Ctrl+,)")
                        onClicked: screen.settingsRequested()
                    }
                    RanoButton {
                        objectName: "gameRulesButton"
                        compact: true
                        text: qsTr("Rules")
                        toolTipText: qsTr("How to play, and every shortcut (F1)")
                        onClicked: screen.rulesRequested()
                    }
                    RanoButton {
                        objectName: "saveButton"
                        visible: !screen.table.online
                        compact: true
                        text: qsTr("Save")
                        toolTipText: qsTr("Save this game to a file, to go on with it or review it later (Ctrl+S)")
                        onClicked: saveDialog.open()
                    }
                }
                // A failing autosave, told once: the player plays on, and may Save elsewhere.
                // Closed, it stays closed until the problem changes.
                Rectangle {
                    id: autosaveNotice
                    objectName: "autosaveProblem"
                    property string dismissed: ""
                    Layout.fillWidth: true
                    Layout.preferredHeight: noticeRow.implicitHeight + 16
                    visible: screen.table.autosaveProblem.length > 0
                             && screen.table.autosaveProblem !== dismissed
                    radius: Theme.radius
                    color: "transparent"
                    border.color: Theme.lava
                    border.width: 2
                    RowLayout {
                        id: noticeRow
                        anchors.fill: parent
                        anchors.margins: 8
                        spacing: 8
                        Text {
                            Layout.fillWidth: true
                            text: screen.table.autosaveProblem
                            wrapMode: Text.WordWrap
                            font.pixelSize: 13
                            color: Theme.basalt
                        }
                        RanoButton {
                            objectName: "autosaveProblemOk"
                            compact: true
                            text: qsTr("OK")
                            toolTipText: qsTr("Hide this until something else goes wrong")
                            onClicked: autosaveNotice.dismissed = screen.table.autosaveProblem
                        }
                    }
                }
                Loader {
                    id: gamePanel
                    Layout.fillWidth: true
                    // Never squeezed by a long lesson below it: its buttons stay where they are.
                    Layout.minimumHeight: item ? item.implicitHeight : 0
                    sourceComponent: screen.panel
                }
                // The coach of a coached game (Learn to play), below the game's panel: a lesson
                // longer or shorter than the last never moves a button of the turn.
                CoachPanel {
                    id: coachPanel
                    Layout.fillWidth: true
                    table: screen.table
                    // Four lines of a lesson where a window has the room, three in a short one.
                    minimumLines: screen.height >= 760 ? 4 : 3
                    maximumTextHeight: Math.max(minimumTextHeight, Math.min(400, screen.height * 0.3,
                        screen.columnHeight - screen.headerHeight - gamePanel.implicitHeight - 2 * sideColumn.spacing
                        - chrome - screen.besideLog - screen.logRoom))
                }
                // Why Take back is greyed out although the player has decided: it would show a die
                // or a card again.
                Text {
                    id: takeBackNote
                    objectName: "takeBackNote"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: screen.table.takeBackNote
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignRight
                    font.pixelSize: 12
                    color: Theme.basaltSoft
                }

                // Online: each seat, whether its player is connected, who is thinking.
                Flow {
                    id: onlineSeats
                    objectName: "onlineSeats"
                    Layout.fillWidth: true
                    visible: screen.online !== null
                    spacing: 10
                    Repeater {
                        model: screen.online ? screen.online.seats : []
                        // The seat's colour on its mark; the words in the panel's ink, readable
                        // whatever the colour (a yellow seat on sand).
                        delegate: Row {
                            required property var modelData
                            spacing: 3
                            Text {
                                font.pixelSize: 12
                                color: screen.table.seatColour(parent.modelData.seat)
                                text: parent.modelData.connected ? "●" : "○"
                            }
                            Text {
                                readonly property var modelData: parent.modelData
                                font.pixelSize: 12
                                font.weight: modelData.deciding ? Font.Bold : Font.Normal
                                color: Theme.basalt
                                text: (modelData.you ? qsTr("%1 (you)").arg(modelData.name) : modelData.name)
                                      + (modelData.kind === "open" ? " " + qsTr("(open seat)")
                                         : !modelData.connected && modelData.kind === "human" ? " " + qsTr("(away)")
                                         : "")
                                      + (modelData.standIn !== undefined ? " " + qsTr("(an AI plays for now)") : "")
                                      + (modelData.thinking ? " " + qsTr("thinking…") : "")
                                      + " " + (screen.online.clocks[modelData.seat] ?? "")
                            }
                        }
                    }
                    RanoButton {
                        objectName: "leaveForGoodButton"
                        compact: true
                        visible: screen.online !== null && screen.online.client.seat >= 0
                                 && !screen.table.over
                        text: qsTr("Leave…")
                        toolTipText: qsTr("Leave this table for good: an AI plays your seat to the end")
                        onClicked: leaveDialog.open()
                    }
                }

                ListView {
                    id: logView
                    objectName: "log"
                    // Follows the newest line, unless the player scrolled back to read.
                    property bool following: true
                    function followEnd() {
                        if (following && !moving)
                            positionViewAtEnd()
                    }
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: screen.logRoom
                    clip: true
                    spacing: 3
                    model: screen.table.log
                    onMovementStarted: following = false
                    onMovementEnded: following = atYEnd
                    // Wrapped lines learn their height after they are added: follow again then.
                    onCountChanged: Qt.callLater(followEnd)
                    onContentHeightChanged: Qt.callLater(followEnd)
                    onHeightChanged: Qt.callLater(followEnd)
                    delegate: Column {
                        id: logLine
                        required property string line
                        required property int seat
                        // The board lights the places the line names while it is hovered.
                        required property var places
                        // A new round (or turn) of the game: set apart by a rule above it.
                        required property bool heading
                        width: ListView.view.width
                        topPadding: heading ? 6 : 0
                        spacing: 3
                        HoverHandler {
                            enabled: logLine.places.length > 0
                            onHoveredChanged: screen.table.lightPlaces(hovered ? logLine.places : [])
                        }
                        Rectangle {
                            visible: logLine.heading
                            width: parent.width
                            height: 1
                            color: Theme.basaltSoft
                            opacity: 0.5
                        }
                        Row {
                            width: parent.width
                            spacing: 6
                            Rectangle {
                                visible: screen.colourLog && !logLine.heading
                                y: 5
                                width: 8; height: 8; radius: 4
                                color: logLine.seat >= 0 ? screen.table.seatColour(logLine.seat) : Theme.tuff
                            }
                            Text {
                                width: parent.width - (screen.colourLog && !logLine.heading ? 14 : 0)
                                text: (screen.colourLog || logLine.heading ? "" : "• ") + logLine.line
                                wrapMode: Text.WordWrap
                                font.pixelSize: 13
                                font.weight: logLine.heading ? Font.DemiBold : Font.Normal
                                color: logLine.heading ? Theme.basaltSoft : Theme.basalt
                            }
                        }
                    }
                }
            }
        }
    }

    // A save confirmed where the player looks, for a few seconds: the file's name and folder.
    Rectangle {
        id: savedToast
        objectName: "savedToast"
        property string path: ""
        visible: opacity > 0
        opacity: 0
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.horizontalCenterOffset: -screen.panelWidth / 2
        // At the top: the bottom corner holds the board's zoom buttons.
        anchors.top: parent.top
        anchors.topMargin: 20
        width: Math.min(toastText.implicitWidth + 32, parent.width - screen.panelWidth - 64)
        height: toastText.implicitHeight + 20
        radius: height / 2
        color: Theme.basalt
        Text {
            id: toastText
            objectName: "savedToastText"
            anchors.centerIn: parent
            width: parent.width - 32
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideMiddle
            text: qsTr("Saved: %1").arg(savedToast.path)
            font.pixelSize: 14
            color: Theme.sand
        }
        Behavior on opacity { NumberAnimation { duration: 200 } }
        Timer {
            id: toastTimer
            interval: 3000
            onTriggered: savedToast.opacity = 0
        }
        Connections {
            target: screen.table
            function onSaved(path) {
                savedToast.path = path
                savedToast.opacity = 1
                toastTimer.restart()
            }
        }
    }

    // A choice that throws value away is asked about first, in every game.
    LossQuestion {
        table: screen.table
        preferences: screen.preferences
    }
    Binding {
        target: screen.table
        property: "askBeforeLoss"
        value: !screen.preferences || screen.preferences.askBeforeEndingTurn
    }

    // The final position's picture for the Library's card, taken once the last move has come
    // to rest, before the end sheet covers the board.
    readonly property bool gameOver: screen.table.over
    onGameOverChanged: if (gameOver) pictureTimer.restart()
    Timer {
        id: pictureTimer
        interval: 900
        onTriggered: {
            const path = screen.table.picturePath()
            if (path.length > 0 && fittedBoard.width > 0)
                fittedBoard.grabToImage(result => result.saveToFile(path),
                                        Qt.size(360, Math.round(360 * fittedBoard.height / fittedBoard.width)))
        }
    }

    Loader {
        objectName: "endOfGame"
        anchors.fill: parent
        visible: screen.table.over
        active: screen.table.over
        sourceComponent: screen.endSheet
        // A coached game's end: the coach's last lesson on the sheet, and a real game offered.
        onLoaded: {
            item.coach = screen.table.coach
            item.readyGameRequested.connect(level => screen.table.quickStartAt(level, Math.floor(Math.random() * 1e9)))
        }
    }

    // The control the coach's lesson points at is ringed (RanoButton.coached).
    Binding {
        target: Theme
        property: "coachPoint"
        when: screen.visible
        value: screen.table.coach.shown ? screen.table.coach.point : ""
    }
}
