import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The Library's statistics of one game (docs/library.md): the player's rating against the AI
// ladder and the level to play next, a row per AI level met, and the win rate over time.
Item {
    id: view
    required property Library library
    required property GameCatalog gameCatalog

    LibraryStatistics {
        id: stats
        objectName: "libraryStatistics"
        library: view.library
        gameId: gameBox.currentValue !== undefined ? gameBox.currentValue : "volcanic-isle"
        seats: seatsBox.currentValue !== undefined ? seatsBox.currentValue : 0
    }

    // The table's columns: level, games, wins, win rate, average score, best, length, streak.
    readonly property var columnWidths: [170, 80, 70, 90, 130, 70, 150, 150]

    ColumnLayout {
        anchors.fill: parent
        spacing: 12

        RowLayout {
            spacing: 10
            ComboBox {
                id: gameBox
                objectName: "statisticsGame"
                Layout.preferredWidth: 260
                textRole: "text"
                valueRole: "value"
                model: view.gameCatalog.playable.map(id => ({
                                "text": view.gameCatalog.title(id),
                                "value": id
                            }))
            }
            ComboBox {
                id: seatsBox
                objectName: "statisticsSeats"
                Layout.preferredWidth: 200
                textRole: "text"
                valueRole: "value"
                model: [{
                        "text": qsTr("Any number of players"),
                        "value": 0
                    }, {
                        "text": qsTr("2 players"),
                        "value": 2
                    }, {
                        "text": qsTr("3 players"),
                        "value": 3
                    }, {
                        "text": qsTr("4 players"),
                        "value": 4
                    }]
            }
        }

        // The rating, first: what a player comes to see.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: ratingColumn.implicitHeight + 24
            radius: 8
            color: Theme.sandDark
            ColumnLayout {
                id: ratingColumn
                anchors.fill: parent
                anchors.margins: 12
                spacing: 4
                Text {
                    text: qsTr("Your rating at %1").arg(gameBox.currentText)
                    font.pixelSize: 15
                    color: Theme.basaltSoft
                }
                Text {
                    objectName: "ratingText"
                    Layout.fillWidth: true
                    text: stats.ratingText
                    font.pixelSize: stats.rated ? 26 : 18
                    font.weight: Font.DemiBold
                    color: Theme.basalt
                    wrapMode: Text.Wrap
                }
                Text {
                    objectName: "suggestionText"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: stats.suggestionText
                    font.pixelSize: 15
                    color: Theme.palm
                    wrapMode: Text.Wrap
                }
                Text {
                    objectName: "ladderText"
                    Layout.fillWidth: true
                    visible: stats.ladderText.length > 0
                    text: qsTr("The AI levels, rated from matches between them: %1").arg(stats.ladderText)
                    font.pixelSize: 13
                    color: Theme.basaltSoft
                    wrapMode: Text.Wrap
                }
            }
        }

        // A row per AI level met, then all levels together.
        Row {
            Repeater {
                model: [qsTr("Opponent"), qsTr("Games"), qsTr("Wins"), qsTr("Win rate"), qsTr("Average score"), qsTr("Best"), qsTr("Average length"), qsTr("Streak")]
                delegate: Text {
                    required property string modelData
                    required property int index
                    width: view.columnWidths[index]
                    text: modelData
                    font.pixelSize: 14
                    font.weight: Font.DemiBold
                    color: Theme.basaltSoft
                    elide: Text.ElideRight
                }
            }
        }
        ListView {
            id: levels
            objectName: "statisticsRows"
            Layout.fillWidth: true
            Layout.preferredHeight: contentHeight
            interactive: false
            model: stats
            delegate: Row {
                id: statRow
                required property int index
                required property string level
                required property string levelText
                required property int games
                required property int wins
                required property string winRateText
                required property string averageScoreText
                required property int bestScore
                required property string averageLengthText
                required property string streakText
                objectName: "statisticsRow_" + index
                height: 28
                Repeater {
                    model: [statRow.levelText, statRow.games, statRow.wins, statRow.winRateText, statRow.averageScoreText, statRow.bestScore, statRow.averageLengthText, statRow.streakText]
                    delegate: Text {
                        required property var modelData
                        required property int index
                        width: view.columnWidths[index]
                        text: modelData
                        font.pixelSize: 15
                        font.weight: statRow.level.length === 0 ? Font.DemiBold : Font.Normal
                        color: Theme.basalt
                        elide: Text.ElideRight
                    }
                }
            }
        }

        Text {
            objectName: "noStatistics"
            Layout.fillWidth: true
            visible: stats.games === 0
            text: qsTr("No finished game of %1 against the AI yet: your statistics start with the first one.").arg(gameBox.currentText)
            font.pixelSize: 16
            color: Theme.basaltSoft
            wrapMode: Text.Wrap
        }

        Text {
            visible: stats.games > 1
            text: qsTr("Your win rate over the last 10 games, game by game")
            font.pixelSize: 14
            color: Theme.basaltSoft
        }
        SeriesChart {
            objectName: "winRateChart"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 110
            visible: stats.games > 1
            series: [stats.winRates]
            colourOf: i => Theme.palm
            scaleTop: 1
            labelOf: v => qsTr("%1%").arg(Math.round(v * 100))
            axisText: qsTr("games")
        }
        Item {
            Layout.fillHeight: true
            visible: stats.games <= 1
        }
    }
}
