import QtQuick
import Rano

// A board's zoom buttons, for those who do not know the wheel and the keys, on a dark plate
// so they read over any part of the board. `board` has zoom, minZoom, maxZoom, zoomAt(x, y,
// factor) and fit(); a game may add its own buttons after these (`data`).
Item {
    id: controls
    required property Item board
    default property alias extra: row.data
    implicitWidth: row.implicitWidth
    implicitHeight: row.implicitHeight

    Rectangle {
        anchors.fill: row
        anchors.margins: -6
        radius: height / 2
        color: Theme.deepSea
        opacity: 0.85
    }
    Row {
        id: row
        spacing: 6
        RanoButton {
            objectName: "zoomOutButton"
            compact: true
            dark: true
            text: "−"
            enabled: controls.board.zoom > controls.board.minZoom
            toolTipText: qsTr("Zoom out (-, or the mouse wheel)")
            onClicked: controls.board.zoomAt(controls.board.width / 2, controls.board.height / 2, 0.8)
        }
        RanoButton {
            objectName: "zoomInButton"
            compact: true
            dark: true
            text: "+"
            enabled: controls.board.zoom < controls.board.maxZoom
            toolTipText: qsTr("Zoom in (+, or the mouse wheel); drag to move around")
            onClicked: controls.board.zoomAt(controls.board.width / 2, controls.board.height / 2, 1.25)
        }
        RanoButton {
            objectName: "fitButton"
            compact: true
            dark: true
            text: qsTr("Fit")
            enabled: controls.board.zoom > controls.board.minZoom
            toolTipText: qsTr("Show the whole board (0, or a double click)")
            onClicked: controls.board.fit()
        }
    }
}
