import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.folderlistmodel
import Rano
import Rano.Models

// The continents in your library, each drawn small: a click opens it in the editor (once
// the changes to the one open are saved or dropped).
Dialog {
    required property var screen
    id: libraryDialog
    objectName: "libraryDialog"
    anchors.centerIn: parent
    width: Math.min(parent.width - 80, 760)
    height: Math.min(parent.height - 80, 560)
    modal: true
    title: qsTr("Your continents")
    standardButtons: Dialog.Close
    GridView {
        anchors.fill: parent
        clip: true
        cellWidth: 176
        cellHeight: 176
        model: FolderListModel {
            folder: screen.document.libraryFolder
            nameFilters: ["*.json"]
            showDirs: false
        }
        delegate: Item {
            id: cell
            required property url fileUrl
            required property string fileBaseName
            objectName: "libraryContinent_" + fileBaseName
            width: 168
            height: 168
            // Its own file's continent: `parent` here would not be the cell (a ContinentPreview
            // is no Item), and every card showed Mu.
            ContinentPreview { id: thumb; file: cell.fileUrl }
            Rectangle {
                anchors.fill: parent
                radius: 10
                color: thumbArea.containsMouse ? Theme.lagoon : Theme.sea
                ContinentMap {
                    anchors.fill: parent
                    anchors.margins: 8
                    anchors.bottomMargin: 26
                    preview: thumb
                }
                Text {
                    objectName: "continentName"
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 5
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    elide: Text.ElideRight
                    text: thumb.error.length > 0 ? qsTr("%1 (damaged)").arg(cell.fileBaseName) : thumb.name
                    color: Theme.sand
                    font.pixelSize: 13
                }
            }
            MouseArea {
                id: thumbArea
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: {
                    const file = cell.fileUrl
                    libraryDialog.close()
                    screen.whenSaved(() => screen.attempt(screen.document.load(file) ? "" : screen.document.lastError))
                }
            }
        }
    }
}
