import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The continent editor: the 22 tiles on the left, the grid in the middle, the continent's
// name, the rules it still breaks and the commands on the right. Press a tile of the palette
// and drag it onto the grid (or click it, then click the grid); R or the wheel turns it;
// drag a placed tile to move it, Delete removes the selected one. Every rule is the engine's.
Item {
    id: editor
    required property ContinentDocument document
    signal homeRequested()
    signal playRequested(string file)

    property int armedTile: 0
    property int armedRotation: 0
    property int selectedTile: 0
    property bool bayMode: false
    property point ghost: Qt.point(0, 0)
    property bool ghostShown: false
    property string message: ""
    // The message is good news (a save), not a refusal: it is not shown as an error.
    property bool messageGood: false
    property var highlighted: []
    // What to do once the unsaved changes are dealt with.
    property var afterSaving: null

    function attempt(reason) { editor.message = reason; editor.messageGood = false }
    function tell(news) { editor.message = news; editor.messageGood = true }
    function turn(steps) {
        if (editor.armedTile > 0)
            editor.armedRotation = (editor.armedRotation + steps + 6) % 6
        else if (editor.selectedTile > 0)
            attempt(document.rotateTile(editor.selectedTile, steps))
    }
    function openLibrary() { libraryDialog.open() }
    function whenSaved(action) {
        if (document.modified) {
            editor.afterSaving = action
            unsavedDialog.open()
        } else {
            action()
        }
    }

    Shortcut { sequences: [StandardKey.Undo]; onActivated: editor.document.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; onActivated: editor.document.redo() }
    Shortcut { sequence: "R"; onActivated: editor.turn(1) }
    Shortcut { sequence: "Shift+R"; onActivated: editor.turn(-1) }
    Shortcut {
        sequences: [StandardKey.Delete, "Backspace"]
        enabled: editor.selectedTile > 0
        onActivated: {
            editor.attempt(editor.document.removeTile(editor.selectedTile))
            editor.selectedTile = 0
        }
    }
    Shortcut {
        sequence: "Esc"
        onActivated: { editor.armedTile = 0; editor.selectedTile = 0; editor.bayMode = false }
    }
    Shortcut { sequences: [StandardKey.Save]; onActivated: panelPart.save() }

    RanoDialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        title: qsTr("Keep your changes?")
        message: qsTr("%1 has changes that are not saved.").arg(editor.document.name)
        acceptText: qsTr("Save")
        rejectText: qsTr("Cancel")
        discardText: qsTr("Discard")
        onAccepted: {
            if (editor.document.saveToLibrary().length > 0 && editor.afterSaving) editor.afterSaving()
        }
        onDiscarded: if (editor.afterSaving) editor.afterSaving()
    }

    ContinentLibraryDialog {
        id: libraryDialog
        screen: editor
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        EditorPalette {
            screen: editor
            grid: gridPart.surface
        }
        EditorGrid {
            id: gridPart
            screen: editor
        }
        EditorPanel {
            id: panelPart
            screen: editor
        }
    }
}
