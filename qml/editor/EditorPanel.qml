import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Rano
import Rano.Models

// The continent editor's side panel: the continent's name and author, guided mode, the
// rules it still breaks, and the commands (undo, bays, the library, files, generation, play).
Rectangle {
    required property var screen

    // Saves into the library and says so (the Save button, Ctrl+S).
    function save() { saveButton.clicked() }

    Layout.preferredWidth: 330
    Layout.fillHeight: true
    radius: Theme.radius
    color: Qt.rgba(0.95, 0.91, 0.81, 0.94)
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 7
        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("Continent editor")
                elide: Text.ElideRight
                font.family: Theme.titleFont
                font.pixelSize: 20
                font.weight: Font.Bold
                color: Theme.basalt
            }
            RanoButton {
                compact: true
                text: qsTr("Home")
                toolTipText: qsTr("Leave the editor")
                onClicked: screen.whenSaved(() => screen.homeRequested())
            }
        }
        TextField {
            objectName: "continentNameField"
            Layout.fillWidth: true
            text: screen.document.name
            placeholderText: qsTr("Name of the continent")
            onEditingFinished: screen.document.name = text
            ToolTip.visible: hovered
            ToolTip.text: qsTr("The name players see when they choose it")
        }
        TextField {
            Layout.fillWidth: true
            text: screen.document.author
            placeholderText: qsTr("Author")
            onEditingFinished: screen.document.author = text
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Who built this continent")
        }
        RowLayout {
            Layout.fillWidth: true
            Switch {
                objectName: "guidedSwitch"
                text: qsTr("Guided")
                checked: screen.document.guided
                onToggled: screen.document.guided = checked
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Build phase by phase, as the advanced setup does; a placement that breaks the phase's rule is refused")
            }
            Text {
                Layout.fillWidth: true
                visible: screen.document.guided
                text: screen.document.phase === 1 ? qsTr("Phase 1: tiles 1-5")
                      : screen.document.phase === 2 ? qsTr("Phase 2: tiles 6-8")
                      : screen.document.phase === 3 ? qsTr("Phase 3: tiles 9-22") : qsTr("Every tile is down")
                elide: Text.ElideRight
                font.pixelSize: 13
                color: Theme.basalt
            }
        }
        Text {
            objectName: "editorMessage"
            Layout.fillWidth: true
            visible: text.length > 0
            text: screen.message
            wrapMode: Text.WordWrap
            font.pixelSize: 13
            color: screen.messageGood ? Theme.palm : "#a23b12"
        }
        Text {
            Layout.fillWidth: true
            text: screen.document.valid ? qsTr("Every rule is met: this continent can be played.")
                                        : qsTr("Rules still broken: %1").arg(screen.document.problems.rowCount())
            wrapMode: Text.WordWrap
            font.pixelSize: 14
            font.weight: Font.DemiBold
            color: screen.document.valid ? Theme.palm : Theme.basalt
        }
        Text {
            objectName: "bayWarning"
            Layout.fillWidth: true
            visible: text.length > 0
            text: screen.document.bayWarning
            wrapMode: Text.WordWrap
            font.pixelSize: 12
            color: "#9a5b00"
        }
        ListView {
            id: problemList
            objectName: "problemList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            model: screen.document.problems
            // A list longer than its room keeps its bar in sight, so the cut line reads as "more".
            ScrollBar.vertical: ScrollBar {
                policy: problemList.contentHeight > problemList.height ? ScrollBar.AlwaysOn
                                                                       : ScrollBar.AsNeeded
            }
            delegate: Text {
                required property string message
                required property var tiles
                width: ListView.view.width - 8
                text: "• " + message
                wrapMode: Text.WordWrap
                font.pixelSize: 12
                color: Theme.basalt
                MouseArea {
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor
                    onClicked: screen.highlighted = parent.tiles
                }
            }
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 3
            columnSpacing: 6
            rowSpacing: 6
            RanoButton {
                Layout.fillWidth: true; compact: true
                text: qsTr("Undo"); enabled: screen.document.canUndo
                toolTipText: qsTr("Undo: %1 (Ctrl+Z)").arg(screen.document.undoText)
                onClicked: screen.document.undo()
            }
            RanoButton {
                Layout.fillWidth: true; compact: true
                text: qsTr("Redo"); enabled: screen.document.canRedo
                toolTipText: qsTr("Redo: %1 (Ctrl+Shift+Z)").arg(screen.document.redoText)
                onClicked: screen.document.redo()
            }
            RanoButton {
                Layout.fillWidth: true; compact: true
                text: qsTr("Bays")
                primary: screen.bayMode
                toolTipText: qsTr("Add or remove landfall bays: one per player, beside the coast")
                onClicked: { screen.bayMode = !screen.bayMode; screen.armedTile = 0 }
            }
            RanoButton {
                Layout.fillWidth: true; compact: true
                text: qsTr("New")
                toolTipText: qsTr("Start again from an empty grid")
                onClicked: screen.whenSaved(() => { screen.document.newContinent(); screen.message = "" })
            }
            RanoButton {
                Layout.fillWidth: true; compact: true
                text: qsTr("Library")
                toolTipText: qsTr("Open one of your continents")
                onClicked: screen.openLibrary()
            }
            RanoButton {
                id: saveButton
                objectName: "saveContinentButton"
                Layout.fillWidth: true; compact: true
                text: qsTr("Save")
                toolTipText: qsTr("Save into your library (Ctrl+S)")
                onClicked: {
                    const path = screen.document.saveToLibrary()
                    if (path.length > 0) screen.tell(qsTr("Saved in your library."))
                    else screen.attempt(screen.document.lastError)
                }
            }
            RanoButton {
                Layout.fillWidth: true; compact: true
                text: qsTr("Import…")
                toolTipText: qsTr("Open a continent file from anywhere")
                onClicked: screen.whenSaved(() => importDialog.open())
            }
            RanoButton {
                Layout.fillWidth: true; compact: true
                text: qsTr("Export…")
                toolTipText: qsTr("Save a copy of this continent into a folder of your choice")
                onClicked: exportDialog.open()
            }
            RanoButton {
                Layout.fillWidth: true; compact: true
                text: qsTr("Generate")
                toolTipText: qsTr("A random island of this number (undoable)")
                onClicked: screen.attempt(screen.document.generate(seedBox.value) ? "" : screen.document.lastError)
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Text { text: qsTr("Island number"); font.pixelSize: 13; color: Theme.basalt }
            SpinBox {
                id: seedBox
                objectName: "editorSeed"
                Layout.fillWidth: true
                from: 0
                to: 999999
                value: 1
                editable: true
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The same number always makes the same island")
            }
            RanoButton {
                compact: true
                text: "⟳"
                toolTipText: qsTr("Roll another island")
                onClicked: {
                    seedBox.value = Math.floor(Math.random() * 1000000)
                    screen.attempt(screen.document.generate(seedBox.value) ? "" : screen.document.lastError)
                }
            }
        }
        RanoButton {
            objectName: "playOnContinentButton"
            Layout.fillWidth: true
            primary: true
            enabled: screen.document.valid
            text: qsTr("Play on this continent")
            toolTipText: qsTr("Save it and set up a game on it")
            onClicked: {
                const path = screen.document.saveToLibrary()
                if (path.length > 0) screen.playRequested(path)
                else screen.attempt(screen.document.lastError)
            }
        }
    }

    FileDialog {
        id: importDialog
        title: qsTr("Import a continent")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Continents (*.json)")]
        onAccepted: screen.attempt(screen.document.load(selectedFile) ? "" : screen.document.lastError)
    }
    FolderDialog {
        id: exportDialog
        title: qsTr("Export the continent to a folder")
        onAccepted: {
            const path = selectedFolder.toString() + "/" + screen.document.name.replace(/[\/\\:*?"<>|]/g, "-") + ".json"
            if (screen.document.save(path))
                screen.tell(qsTr("Exported to %1").arg(decodeURIComponent(path.replace("file://", ""))))
            else
                screen.attempt(screen.document.lastError)
        }
    }
}
