import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Whose decision it is, how far a thinking AI has got, and the deciding human's legal
// choices as buttons, each saying what it does.
ColumnLayout {
    id: panel
    required property CardsTable table
    spacing: 8

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

    // While an AI thinks: how far its search has got, and a way to skip ahead to your turn.
    RowLayout {
        Layout.fillWidth: true
        visible: !panel.table.over && !panel.table.humanToDecide
        spacing: 8
        BusyIndicator {
            objectName: "thinkingIndicator"
            Layout.preferredHeight: 28
            Layout.preferredWidth: 28
            running: panel.table.thinking
            opacity: running ? 1 : 0
        }
        Text {
            objectName: "thinkingProgress"
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
            compact: true
            enabled: !panel.table.skipping
            text: qsTr("Skip ahead")
            toolTipText: qsTr("Let the AIs play on without pausing until a human decides (Space)")
            onClicked: panel.table.skipToHuman()
        }
    }

    Text {
        objectName: "prompt"
        Layout.fillWidth: true
        visible: text.length > 0
        text: panel.table.prompt
        wrapMode: Text.WordWrap
        font.pixelSize: 13
        color: Theme.basaltSoft
    }

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

    Repeater {
        model: panel.table.choices
        delegate: RanoButton {
            required property int index
            required property string choice
            required property string label
            required property string kind
            objectName: "choice_" + choice.replace(/ /g, "_")
            Layout.fillWidth: true
            compact: true
            wrap: true
            primary: kind !== "skip"
            text: label
            toolTipText: panel.table.hintChoice === choice ? qsTr("The hint's choice") : ""
            onClicked: panel.table.choose(index)
            // The hint's best choice is ringed.
            Rectangle {
                anchors.fill: parent
                anchors.margins: -3
                radius: height / 2
                visible: panel.table.hintChoice === choice
                color: "transparent"
                border.color: "#ffd54a"
                border.width: 3
            }
        }
    }

    RanoButton {
        objectName: "hintButton"
        compact: true
        visible: panel.table.humanToDecide
        enabled: !panel.table.hinting
        text: qsTr("Hint")
        toolTipText: qsTr("What would the Hard AI do here? (H)")
        onClicked: panel.table.hint()
    }
}
