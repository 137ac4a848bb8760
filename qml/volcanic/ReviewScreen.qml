import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A recorded game of Volcanic Isle reviewed turn by turn: the board at the chosen position,
// the step in words, the score chart, and the turn list with the AI's verdicts.
ReviewFrame {
    id: screen
    titleText: qsTr("Review: %1").arg(viewer.title)
    titleSize: 21
    panelWidth: 440
    panelColour: Qt.rgba(0.95, 0.91, 0.81, 0.96)
    panelSpacing: 8
    navPadding: 2
    navPreferredWidth: 10
    navigation: [
        ["|◀", qsTr("The start (Home)"), "first"],
        ["R◀", qsTr("Previous round (Page Up)"), "previousRound"],
        ["◀◀", qsTr("Previous turn (Ctrl+Left)"), "previousTurn"],
        ["◀", qsTr("Previous choice (Left)"), "previous", "previousButton"],
        ["▶", qsTr("Next choice (Right)"), "next", "nextButton"],
        ["▶▶", qsTr("Next turn (Ctrl+Right)"), "nextTurn"],
        ["▶R", qsTr("Next round (Page Down)"), "nextRound"],
        ["▶|", qsTr("The end (End)"), "last"]
    ]
    timelineTip: qsTr("Every choice of the game: drag to move through it")
    playTip: qsTr("Start a new game from this position against AIs")

    board: BoardView {
        objectName: "reviewBoard"
        table: screen.viewer.board
    }

    above: [
        Text {
            objectName: "reviewPlace"
            Layout.fillWidth: true
            // The round of the choice that led here: the one the list highlights.
            text: screen.viewer.step >= screen.viewer.count && screen.viewer.over
                  ? qsTr("The end · choice %1 of %2").arg(screen.viewer.step).arg(screen.viewer.count)
                  : screen.viewer.step === 0 ? qsTr("The start · choice 0 of %1").arg(screen.viewer.count)
                  : qsTr("Round %1 · choice %2 of %3").arg(screen.viewer.round).arg(screen.viewer.step).arg(screen.viewer.count)
            font.pixelSize: 14
            font.weight: Font.DemiBold
            color: Theme.basaltSoft
        },
        // The step that led here, and what it made happen.
        Text {
            objectName: "reviewDescription"
            Layout.fillWidth: true
            Layout.preferredHeight: 78
            text: screen.viewer.description.join("\n")
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            maximumLineCount: 4
            font.pixelSize: 14
            color: Theme.basalt
        },
        // Its room is kept while the analysis runs or is done, so the panel stays put as
        // verdicts arrive.
        Text {
            objectName: "reviewVerdict"
            Layout.fillWidth: true
            // Room for a verdict of 3 lines; a longer one grows rather than lose its end.
            Layout.preferredHeight: Math.max(Math.ceil(3 * font.pixelSize * 1.35), implicitHeight)
            visible: text.length > 0 || screen.viewer.analysing || screen.viewer.analysisProgress > 0
            text: screen.viewer.verdict
            wrapMode: Text.WordWrap
            font.pixelSize: 13
            font.italic: true
            color: screen.viewer.bestTo >= 0 ? "#a23b12" : Theme.palm
        }
    ]

    below: [
        ScoreChart {
            objectName: "scoreChart"
            Layout.fillWidth: true
            viewer: screen.viewer
        },
        ChanceChart {
            objectName: "chanceChart"
            Layout.fillWidth: true
            implicitHeight: 90
            viewer: screen.viewer
            colourOf: i => screen.viewer.board.seatColour(i)
        }
    ]

    list: ListView {
        id: turnList
        objectName: "turnList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 2
        model: screen.viewer.turns
        currentIndex: screen.viewer.currentTurn
        function showCurrent() { positionViewAtIndex(Math.max(0, currentIndex), ListView.Contain) }
        onCurrentIndexChanged: showCurrent()
        onHeightChanged: showCurrent()
        Component.onCompleted: showCurrent()
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            id: row
            required property int index
            required property int round
            required property string name
            required property color colour
            required property int gain
            required property real winBefore
            required property real winAfter
            required property bool mistake
            width: ListView.view.width - 10
            height: 26
            radius: 5
            color: ListView.isCurrentItem ? "#fff1cf" : rowArea.containsMouse ? "#f8ecd2" : "transparent"
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 6
                anchors.rightMargin: 6
                spacing: 8
                Text { text: qsTr("R%1").arg(row.round); font.pixelSize: 12; color: Theme.basaltSoft; Layout.preferredWidth: 30 }
                Rectangle { width: 12; height: 12; radius: 6; color: row.colour; border.color: Theme.basalt }
                Text { Layout.fillWidth: true; text: row.name; elide: Text.ElideRight; font.pixelSize: 13; color: Theme.basalt }
                Text { text: row.gain > 0 ? qsTr("+%1 VP").arg(row.gain) : ""; font.pixelSize: 12; color: Theme.basalt; Layout.preferredWidth: 52 }
                Text {
                    Layout.preferredWidth: 86
                    horizontalAlignment: Text.AlignRight
                    text: row.winBefore < 0 ? "" : qsTr("%1% → %2%").arg(Math.round(row.winBefore * 100)).arg(Math.round(row.winAfter * 100))
                    font.pixelSize: 12
                    color: row.winAfter < row.winBefore - 0.05 ? "#a23b12" : Theme.basalt
                }
                Text {
                    Layout.preferredWidth: 14
                    text: row.mistake ? "✖" : ""
                    font.pixelSize: 13
                    font.weight: Font.Bold
                    color: "#a23b12"
                }
            }
            MouseArea {
                id: rowArea
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: screen.viewer.jumpToTurn(row.index)
                ToolTip.visible: containsMouse && row.winBefore >= 0
                ToolTip.delay: 700
                ToolTip.text: row.mistake ? qsTr("%1's chance to win before and after this turn; a mistake in it").arg(row.name)
                                          : qsTr("%1's chance to win before and after this turn").arg(row.name)
            }
        }
    }
}
