import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Whose decision it is, how far a thinking AI has got (with Skip ahead), what the deciding
// human is asked, the hint; the game adds what stands beside the first line (`status`) and
// the deciding human's choices (`choices`).
ColumnLayout {
    id: panel
    required property GameTable table
    // Beside whose turn it is (Volcanic Isle: the action points left), when `statusShown`.
    property Component status
    property bool statusShown: false
    // The deciding human's choices, below the prompt and the hint, when `choicesShown`.
    property Component choices
    property bool choicesShown: true
    // What to say when the table asks nothing in words.
    property string idleText
    spacing: 8

    RowLayout {
        Layout.fillWidth: true
        Text {
            Layout.fillWidth: true
            text: panel.table.over ? ""
                  : panel.table.thinking ? qsTr("%1 is thinking…").arg(panel.table.deciderName)
                  : panel.table.humanToDecide ? qsTr("%1 to play").arg(panel.table.deciderName)
                  : qsTr("%1 is playing…").arg(panel.table.deciderName)
            font.pixelSize: 16
            font.weight: Font.DemiBold
            color: Theme.basalt
            elide: Text.ElideRight
        }
        Loader {
            visible: panel.statusShown
            sourceComponent: panel.status
        }
    }

    // While an AI thinks: how far its search has got, and a way to skip ahead to your turn;
    // while a human decides, what the others just did played again. The row keeps its height
    // either way, so the log below does not jump.
    RowLayout {
        Layout.fillWidth: true
        Layout.preferredHeight: 34
        visible: !panel.table.over
        spacing: 8
        RanoButton {
            objectName: "replayRecentButton"
            visible: panel.table.humanToDecide && panel.table.canReplayRecent
            compact: true
            text: qsTr("What just happened?")
            toolTipText: qsTr("Show the other players' moves since your last decision again (W)")
            onClicked: panel.table.replayRecent()
        }
        Item {
            Layout.fillWidth: true
            visible: panel.table.humanToDecide
        }
        BusyIndicator {
            objectName: "thinkingIndicator"
            visible: !panel.table.humanToDecide
            Layout.preferredHeight: 28
            Layout.preferredWidth: 28
            running: panel.table.thinking
            opacity: running ? 1 : 0
        }
        Text {
            objectName: "thinkingProgress"
            visible: !panel.table.humanToDecide
            Layout.fillWidth: true
            text: panel.table.thinking && panel.table.thinkingIterations > 0
                  ? qsTr("%1 futures played out").arg(Number(panel.table.thinkingIterations).toLocaleString(Qt.locale(), "f", 0))
                  : ""
            font.pixelSize: 12
            color: Theme.basaltSoft
            elide: Text.ElideRight
        }
        RanoButton {
            objectName: "skipButton"
            visible: !panel.table.humanToDecide
            compact: true
            enabled: !panel.table.skipping
            text: qsTr("Skip ahead")
            toolTipText: qsTr("Let the AIs play on without pausing until a human decides (Space)")
            onClicked: panel.table.skipToHuman()
        }
    }

    Text {
        id: promptText
        objectName: "prompt"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.table.prompt.length > 0 ? panel.table.prompt : panel.idleText
        wrapMode: Text.WordWrap
        // Two lines kept, so a shorter prompt does not pull the choices under the pointer.
        Layout.minimumHeight: 2 * fontMetrics.height
        FontMetrics {
            id: fontMetrics
            font: promptText.font
        }
        font.pixelSize: 13
        color: Theme.basaltSoft
    }

    Loader {
        Layout.fillWidth: true
        visible: panel.choicesShown
        sourceComponent: panel.choices
    }

    // What a hint or a refused click says comes below the choices: a note that appears never
    // moves a button under the pointer.
    Text {
        objectName: "hintText"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.table.hintText
        wrapMode: Text.WordWrap
        font.pixelSize: 13
        font.italic: true
        color: Theme.basalt
    }

    // Why the last click (on the board, a card, a place) took no choice, until the next one.
    Text {
        objectName: "refusal"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.table.refusal
        wrapMode: Text.WordWrap
        font.pixelSize: 14
        font.weight: Font.DemiBold
        color: "#9a3412"
    }
}
