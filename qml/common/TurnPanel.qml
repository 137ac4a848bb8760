import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Whose decision it is, how far a thinking AI has got (with Skip ahead), Take back, what the
// deciding human is asked, the hint; the game adds what stands beside the first line
// (`status`) and the deciding human's choices (`choices`).
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
    // The most height the panel may take (the table's room for it): the choices get what its
    // other lines leave them (`choicesRoom`), so a hint that appears shortens a long list
    // instead of pushing what lies below the panel out of the window.
    property real room: Infinity
    readonly property real choicesRoom: room - besideChoices
    // From each line's own height, not where the layout put it (TableScreen.panelRoom).
    readonly property real besideChoices: [statusRow, actionRow, promptText, hintBox, refusalText]
        .reduce((sum, item) => sum + (item.visible ? Math.max(item.implicitHeight, item.Layout.minimumHeight,
                                                              item.Layout.preferredHeight) + spacing : 0), 0)
    // Take back was pressed: the table asks for consent where it needs it (TableScreen).
    signal takeBackRequested()
    spacing: 6

    RowLayout {
        id: statusRow
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
    // while a human decides, what the others just did played again; Take back at its end, by
    // the turn it undoes (the title's row of buttons then fits every language). The row keeps
    // its height either way, so the log below does not jump.
    RowLayout {
        id: actionRow
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
        RanoButton {
            objectName: "takeBackButton"
            compact: true
            text: qsTr("Take back")
            enabled: panel.table.canTakeBack
            toolTipText: panel.table.online
                         ? (panel.table.takeBackNote.length > 0 ? panel.table.takeBackNote
                            : qsTr("Undo your last decision and the choices since; the others whose choices it undoes are asked first (Ctrl+Z)"))
                         : panel.table.takeBackConsent.length > 0
                         ? qsTr("Undo %1's last decision, if they agree (Ctrl+Z)").arg(panel.table.takeBackConsent)
                         : qsTr("Undo your last decision and the replies to it (Ctrl+Z)")
            onClicked: panel.takeBackRequested()
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
    // moves a button under the pointer. A long hint (its alternatives, its reason) scrolls
    // within two to five lines, as the panel's room allows, rather than squeeze the choices.
    Flickable {
        id: hintBox
        objectName: "hintBox"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight, Math.max(2 * hintMetrics.height,
                                                                 Math.min(5 * hintMetrics.height, panel.room / 6)))
        visible: hintText.text.length > 0
        contentHeight: hintText.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        readonly property bool scrolls: contentHeight > height + 1
        ScrollBar.vertical: ScrollBar { policy: hintBox.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        FontMetrics {
            id: hintMetrics
            font: hintText.font
        }
        Text {
            id: hintText
            objectName: "hintText"
            // The scroll bar's room kept whether it shows or not, so the words never rewrap.
            width: hintBox.width - 10
            text: panel.table.hintText
            wrapMode: Text.WordWrap
            font.pixelSize: 13
            font.italic: true
            color: Theme.basalt
            onTextChanged: hintBox.contentY = 0
        }
    }

    // Why the last click (on the board, a card, a place) took no choice, until the next one.
    Text {
        id: refusalText
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
