import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A recorded game reviewed choice by choice, for the games whose review tells every choice
// (ChoiceReview: the card game, Rapa Nui): the game's board at the chosen position, the step
// in words, the AI's analysis (each player's chance to win over the game, mistakes marked in
// the list of choices with the AI's better one) and every choice in a list to jump to. The
// keys are Volcanic Isle's: Left/Right a choice, Ctrl+Left/Right a turn, Page Up/Down a round,
// Home/End. The game gives its board, what the start is called and the step's line.
ReviewFrame {
    id: screen
    // What the first position is ("The cards are dealt.").
    property string startText
    // What the first position is called in the step line ("The deal"), and how a turn or
    // round is named there ("Turn %1"), counted from `turnBase` (the viewer's choiceTurn + 1
    // for a count from 0).
    property string startName
    property string turnFormat
    property int turnBase: 0
    // Where the position shown is in the game ("Turn 3 · choice 12 of 80").
    readonly property string stepText: screen.viewer.over
        ? qsTr("Game over · choice %1 of %2").arg(screen.viewer.step).arg(screen.viewer.count)
        : screen.viewer.step === 0 ? qsTr("%1 · choice 0 of %2").arg(screen.startName).arg(screen.viewer.count)
        : qsTr("%1 · choice %2 of %3").arg(screen.turnFormat.arg(screen.viewer.choiceTurn + screen.turnBase))
              .arg(screen.viewer.step).arg(screen.viewer.count)
    navMinimumWidth: 30
    navigation: [
        ["⇤", qsTr("The start (Home)"), "first"],
        ["«", qsTr("A turn back (Ctrl+Left)"), "previousTurn"],
        ["‹", qsTr("A choice back (Left)"), "previous", "reviewPrevious"],
        ["›", qsTr("A choice on (Right)"), "next", "reviewNext"],
        ["»", qsTr("A turn on (Ctrl+Right)"), "nextTurn"],
        ["⇥", qsTr("The end (End)"), "last"]
    ]
    playTip: qsTr("Start a new game from this position")

    above: Text {
        objectName: "reviewStep"
        text: screen.stepText
        font.pixelSize: 14
        color: Theme.basaltSoft
    }

    below: [
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: what.implicitHeight + 16
            radius: 8
            color: Theme.sandDark
            Text {
                id: what
                objectName: "reviewDescription"
                anchors.fill: parent
                anchors.margins: 8
                text: screen.viewer.step === 0 ? screen.startText : screen.viewer.description.join("\n")
                wrapMode: Text.WordWrap
                font.pixelSize: 13
                color: Theme.basalt
            }
        },
        // Its room is kept while the analysis runs or is done, so the panel stays put as
        // verdicts arrive.
        Text {
            objectName: "reviewVerdict"
            Layout.fillWidth: true
            // Room for a verdict of 4 lines; a longer one grows rather than lose its end.
            Layout.preferredHeight: Math.max(Math.ceil(4 * font.pixelSize * 1.35), implicitHeight)
            visible: text.length > 0 || screen.viewer.analysing || screen.viewer.analysisProgress > 0
            text: screen.viewer.verdict
            wrapMode: Text.WordWrap
            font.pixelSize: 13
            font.italic: true
            color: screen.viewer.verdictMistake ? "#a23b12" : Theme.palm
        },
        ChanceChart {
            objectName: "chanceChart"
            Layout.fillWidth: true
            viewer: screen.viewer
            colourOf: i => screen.viewer ? screen.viewer.board.seatColour(i) : "transparent"
        }
    ]

    list: ListView {
        id: moveList
        objectName: "moveList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: screen.viewer.moves
        currentIndex: screen.viewer.step - 1
        onCurrentIndexChanged: positionViewAtIndex(Math.max(0, currentIndex), ListView.Contain)
        delegate: Rectangle {
            id: moveRow
            required property int index
            required property int step
            required property int seat
            required property string text
            required property bool mistake
            required property string best
            width: ListView.view.width
            height: moveColumn.implicitHeight + 6
            radius: 4
            color: screen.viewer && step === screen.viewer.step ? Qt.rgba(0.83, 0.33, 0.12, 0.2) : "transparent"
            Row {
                x: 4
                y: 3
                spacing: 6
                Rectangle {
                    y: 4
                    width: 8; height: 8; radius: 4
                    color: screen.viewer ? screen.viewer.board.seatColour(seat) : "transparent"
                }
                Column {
                    id: moveColumn
                    width: moveList.width - 22
                    Text {
                        width: parent.width
                        text: (moveRow.mistake ? "✖ " : "") + moveRow.text
                        wrapMode: Text.WordWrap
                        font.pixelSize: 12
                        color: moveRow.mistake ? "#a23b12" : Theme.basalt
                    }
                    Text {
                        width: parent.width
                        visible: moveRow.mistake
                        text: qsTr("The AI: %1").arg(moveRow.best)
                        wrapMode: Text.WordWrap
                        font.pixelSize: 11
                        font.italic: true
                        color: Theme.palm
                    }
                }
            }
            MouseArea {
                anchors.fill: parent
                onClicked: screen.viewer.step = step
            }
        }
    }
}
