import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The deciding human's legal choices as buttons saying what each does (the first nine on the
// number keys), in a list that scrolls when long; under it the hint and the game's own buttons
// (its children). `choices` is the table's list (roles choice, label, kind; places where the
// game names them; group and members for a row standing for several choices).
ColumnLayout {
    id: panel
    required property GameTable table
    required property RowListModel choices
    // Choices drawn as filled buttons, but for the kinds in `quietKinds` (declining, skipping).
    property bool filledButtons: true
    property var quietKinds: []
    // The height the whole list may take with its buttons below (TurnPanel.choicesRoom): the
    // list scrolls within what they leave, never under two rows' worth. Unset: 250 pixels of
    // list and the row of buttons.
    property real room: 250 + 36
    property real maximumListHeight: Math.max(70, room - buttonRow.implicitHeight - spacing)
    default property alias buttons: buttonRow.data
    // A row standing for several choices was chosen: `indices` are theirs in the table's
    // list, for the game to list them alone.
    signal groupChosen(var indices)
    spacing: 6

    ListView {
        id: list
        objectName: "choiceList"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight + topMargin + bottomMargin, panel.maximumListHeight)
        clip: true
        // Room for the rings drawn around a button (the coach's, the hint's), which the clip
        // would cut at the list's ends.
        topMargin: 4
        bottomMargin: 4
        leftMargin: 4
        // The scroll bar's room kept whether it shows or not: buttons that narrowed when it
        // appeared wrapped taller and made it appear again (a polish loop).
        rightMargin: 16
        readonly property bool scrolls: contentHeight + topMargin + bottomMargin > height + 1
        spacing: 4
        model: panel.choices
        ScrollBar.vertical: ScrollBar { policy: list.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        // Focus kept after a decision (issue 50.2): the button pressed goes with its list, so
        // a player playing from the keyboard (Tab, Enter) finds the focus on the first choice
        // of the next list. Focus elsewhere (the log, the board) is left where it is.
        property bool keyboard: false // the last choice was taken from the keyboard
        property bool refocus: false // a new list waits for the focus
        function keepFocus() {
            const first = itemAtIndex(0)
            if (!refocus || !first) // its first button, once made, calls again
                return
            refocus = false
            const focused = list.Window.activeFocusItem
            // The list itself hands the focus to its new current button, but not shown.
            const lost = !focused || focused === list || focused === list.contentItem
                         || focused === list.Window.contentItem || focused.parent === list.contentItem
            if (lost && panel.table.humanToDecide) {
                first.forceActiveFocus(Qt.TabFocusReason)
                first.focusReason = Qt.TabFocusReason // shown even where it had the focus already
            }
        }
        function listChanged() {
            refocus = keyboard && count > 0
            Qt.callLater(keepFocus)
        }
        onCountChanged: listChanged()
        Connections {
            target: panel.choices
            function onModelReset() {
                list.listChanged()
                Qt.callLater(list.showAsked)
            }
        }
        // A coach's lesson that asks for a kind of choice brings the first such choice (ringed)
        // to the top of the list.
        readonly property var asked: panel.table.coach.asks
        onAskedChanged: Qt.callLater(showAsked)
        function showAsked() {
            for (let i = 0; i < count && asked.length > 0; ++i)
                if (asked.includes(String(panel.choices.get(i).choice).split(" ")[0])) {
                    positionViewAtIndex(i, ListView.Beginning)
                    return
                }
        }
        delegate: ChoiceButton {
            required property int index
            required property string kind
            // The roles only some games' lists have (places, group, members), kept up to date
            // when a row changes in place.
            required property var model
            table: panel.table
            places: model.places ?? []
            members: model.members ?? []
            onGroupOpened: panel.groupChosen(model.group)
            primary: panel.filledButtons && !panel.quietKinds.includes(kind)
            // The first nine choices answer to the number keys.
            key: index < 9 ? index + 1 : 0
            width: list.width - list.leftMargin - list.rightMargin
            onChoosing: fromKeyboard => list.keyboard = fromKeyboard
            Component.onCompleted: if (index === 0) Qt.callLater(list.keepFocus)
        }
    }
    // A positioner, not a layout: a game's button that appears later (Rapa Nui's All choices)
    // takes its place beside the hint rather than over it.
    Flow {
        id: buttonRow
        Layout.fillWidth: true
        spacing: 8
        HintButton { table: panel.table }
    }
}
