import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The first thing a player sees: the games on offer, Settings and Quit.
Item {
    id: home
    signal settingsRequested()
    signal quitRequested()
    signal playRequested(string gameId)
    signal setUpRequested(string gameId)
    signal learnRequested(string gameId)
    signal continueRequested()
    signal openRequested()
    signal libraryRequested()
    signal rulesRequested()
    signal editorRequested()
    signal onlineRequested()
    // An unfinished game waits in the autosave.
    property bool canContinue: false
    // The title of the game Continue resumes ("" when it is not known).
    property string continueTitle: ""
    // How many games are in progress: with more than one, Continue lists them.
    property int continueCount: 1
    readonly property bool narrow: width < 1440

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 40
        spacing: 28

        ColumnLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 8
            spacing: 4
            Text {
                objectName: "homeTitle"
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("Rano")
                font.family: Theme.titleFont
                font.pixelSize: 76
                font.weight: Font.Bold
                font.letterSpacing: 6
                color: Theme.sand
            }
            Text {
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("Board games of Easter Island, against opponents worth losing to")
                font.pixelSize: 18
                color: Theme.foam
                opacity: 0.9
            }
        }

        Row {
            id: cards
            objectName: "gameCards"
            Layout.alignment: Qt.AlignHCenter
            Layout.fillHeight: true
            Layout.maximumHeight: 440
            spacing: 28

            Repeater {
                id: cardRepeater
                objectName: "gameCardRepeater"
                model: GameCatalog {}
                // Every card's picture as high as the smallest one wants, so the cards line up.
                property real artHeight: {
                    let height = 170
                    for (let i = 0; i < count; ++i) {
                        const c = itemAt(i)
                        if (c)
                            height = Math.min(height, c.wantedArtHeight)
                    }
                    return height
                }
                delegate: GameCard {
                    objectName: "gameCard_" + gameId
                    artHeight: cardRepeater.artHeight
                    width: Math.min(320, (home.width - 80 - 2 * cards.spacing) / 3)
                    height: cards.height
                    onPlayRequested: id => home.playRequested(id)
                    onSetUpRequested: id => home.setUpRequested(id)
                    onLearnRequested: id => home.learnRequested(id)
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            // Smaller buttons in a small window, so the row still fits with a long title.
            spacing: home.narrow ? 10 : 16
            RanoButton {
                objectName: "continueButton"
                compact: home.narrow
                visible: home.canContinue
                primary: true
                text: home.continueCount > 1 ? qsTr("Continue… (%n games)", "", home.continueCount)
                    : home.continueTitle.length > 0 ? qsTr("Continue: %1").arg(home.continueTitle)
                    : qsTr("Continue")
                toolTipText: home.continueCount > 1 ? qsTr("Choose one of your unfinished games")
                                                    : qsTr("Go back to your unfinished game")
                onClicked: home.continueRequested()
            }
            RanoButton {
                objectName: "onlineButton"
                compact: home.narrow
                dark: true
                text: qsTr("Play online")
                toolTipText: qsTr("Host a table for friends on other computers, or join theirs")
                onClicked: home.onlineRequested()
            }
            RanoButton {
                objectName: "libraryButton"
                compact: home.narrow
                dark: true
                text: qsTr("Library")
                toolTipText: qsTr("Every game you played: review it, resume it, export it")
                onClicked: home.libraryRequested()
            }
            RanoButton {
                objectName: "openButton"
                compact: home.narrow
                dark: true
                text: qsTr("Open…")
                toolTipText: qsTr("Open a saved game or a replay")
                onClicked: home.openRequested()
            }
            RanoButton {
                objectName: "rulesButton"
                compact: home.narrow
                dark: true
                text: qsTr("Rules")
                toolTipText: qsTr("How to play Volcanic Isle, with pictures (F1)")
                onClicked: home.rulesRequested()
            }
            RanoButton {
                objectName: "editorButton"
                compact: home.narrow
                dark: true
                text: qsTr("Editor")
                toolTipText: qsTr("Build your own continent of Mu from the 22 tiles")
                onClicked: home.editorRequested()
            }
            RanoButton {
                objectName: "settingsButton"
                compact: home.narrow
                dark: true
                text: qsTr("Settings")
                toolTipText: qsTr("Language and preferences")
                onClicked: home.settingsRequested()
            }
            RanoButton {
                objectName: "quitButton"
                compact: home.narrow
                dark: true
                text: qsTr("Quit")
                toolTipText: qsTr("Close Rano")
                onClicked: home.quitRequested()
            }
        }
    }

    Text {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
        text: qsTr("Version %1").arg(Qt.application.version)
        font.pixelSize: 12
        color: Theme.foam
        opacity: 0.6
    }
}
