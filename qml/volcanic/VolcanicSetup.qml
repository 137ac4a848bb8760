import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Rano
import Rano.Models

// Volcanic Isle's part of the new-game page: the Volcano die and the continent (Mu, a seeded
// random island or a continent saved in a file, shown before it is chosen).
ColumnLayout {
    id: setup
    required property VolcanicTable table
    // A continent file to start with (the editor's Play on this continent).
    property string continentFile: ""
    // Whether the game can start: a continent that reads.
    readonly property bool ready: preview.error.length === 0 && !waitingForFile
    readonly property int preferredHeight: 680
    readonly property bool waitingForFile: fileContinent.checked && continentFile.length === 0
    spacing: 10

    // How many of the die's 6 faces show a Volcano; chosen under the seats (`underSeats`).
    property int volcanoFaces: setup.table.defaultVolcanoFaces

    function start(seats, seed) {
        return setup.table.newGame(seats, seed, volcanoFaces, preview.randomSeed, preview.file)
    }

    // What the new-game page shows under the seats: the Volcano die.
    property Component underSeats: Column {
        spacing: 12
        Text {
            text: qsTr("The Volcano die")
            font.pixelSize: 19
            font.weight: Font.DemiBold
            color: Theme.basalt
        }
        Row {
            width: parent.width
            spacing: 12
            SpinBox {
                id: dieBox
                objectName: "volcanoFaces"
                from: 0
                to: 6
                value: setup.volcanoFaces
                onValueModified: setup.volcanoFaces = value
                font.pixelSize: 16
                ToolTip.visible: hovered
                ToolTip.text: qsTr("After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt")
            }
            Text {
                width: parent.width - dieBox.width - parent.spacing
                anchors.verticalCenter: dieBox.verticalCenter
                text: qsTr("of its 6 faces show a Volcano (%1 by default)").arg(setup.table.defaultVolcanoFaces)
                font.pixelSize: 15
                wrapMode: Text.WordWrap
                color: Theme.basaltSoft
            }
        }
    }

    Component.onCompleted: if (continentFile.length > 0) fileContinent.checked = true

    ContinentPreview {
        id: preview
        randomSeed: randomContinent.checked ? seedBox.value : -1
        file: fileContinent.checked ? setup.continentFile : ""
    }

    FileDialog {
        id: continentDialog
        title: qsTr("Play on a continent from a file")
        fileMode: FileDialog.OpenFile
        currentFolder: setup.table.savesFolder
        nameFilters: [qsTr("Continents (*.json)")]
        onAccepted: {
            setup.continentFile = selectedFile.toString()
            fileContinent.checked = true
        }
    }


    Text {
        text: qsTr("Continent")
        font.pixelSize: 19
        font.weight: Font.DemiBold
        color: Theme.basalt
    }
    ButtonGroup { id: continentKind }
    RowLayout {
        spacing: 16
        RadioButton {
            objectName: "standardContinent"
            text: qsTr("Mu")
            font.pixelSize: 16
            checked: true
            ButtonGroup.group: continentKind
            ToolTip.visible: hovered
            ToolTip.text: qsTr("The standard continent: one landfall bay shared by every Boat")
        }
        RadioButton {
            id: randomContinent
            objectName: "randomContinent"
            text: qsTr("A random island")
            font.pixelSize: 16
            ButtonGroup.group: continentKind
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Mu's coast with its heart laid out anew: a landfall bay for every player")
        }
        RadioButton {
            id: fileContinent
            objectName: "fileContinent"
            text: qsTr("From a file")
            font.pixelSize: 16
            ButtonGroup.group: continentKind
            onClicked: if (setup.continentFile.length === 0) continentDialog.open()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("A continent you or others have built, saved as a file")
        }
    }
    RowLayout {
        visible: fileContinent.checked
        spacing: 10
        Text {
            Layout.fillWidth: true
            text: setup.continentFile.length > 0
                  ? decodeURIComponent(setup.continentFile.replace(/^.*\//, ""))
                  : qsTr("No file chosen")
            elide: Text.ElideMiddle
            font.pixelSize: 15
            color: Theme.basalt
        }
        RanoButton {
            objectName: "chooseContinentButton"
            compact: true
            text: qsTr("Choose…")
            toolTipText: qsTr("Pick the continent file to play on")
            onClicked: continentDialog.open()
        }
    }
    RowLayout {
        spacing: 10
        visible: !fileContinent.checked
        enabled: randomContinent.checked
        opacity: enabled ? 1 : 0.45
        Text {
            text: qsTr("Island number")
            font.pixelSize: 15
            color: Theme.basalt
        }
        SpinBox {
            id: seedBox
            objectName: "continentSeed"
            from: 0
            to: 999999
            value: 1
            editable: true
            font.pixelSize: 15
            Layout.preferredWidth: 150
            ToolTip.visible: hovered
            ToolTip.text: qsTr("The same number always makes the same island")
        }
        RanoButton {
            objectName: "rerollButton"
            compact: true
            text: qsTr("Another island")
            toolTipText: qsTr("Roll a new random island")
            onClicked: seedBox.value = Math.floor(Math.random() * 1000000)
        }
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.fillHeight: true
        radius: Theme.radius
        color: Theme.sea
        ContinentMap {
            visible: !setup.waitingForFile
            objectName: "continentPreview"
            anchors.fill: parent
            anchors.margins: 12
            preview: preview
        }
    }
    Text {
        objectName: "continentName"
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        maximumLineCount: 3
        elide: Text.ElideRight
        text: setup.waitingForFile ? qsTr("Choose the file of a continent")
              : preview.error.length > 0 ? preview.error : preview.name
        font.pixelSize: 15
        color: Theme.basaltSoft
    }
}
