import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano

// A game's rules page: its title and Back (or Esc) over a scrolling column of the game's
// sections (RuleSection), which each game's page puts inside.
Item {
    id: page
    signal backRequested()
    property string title
    // The names tests find the Back button and the scroller by: <prefix>BackButton,
    // <prefix>Scroller.
    property string namePrefix: "rules"
    default property alias sections: sections.data

    Keys.onEscapePressed: page.backRequested()
    focus: true

    Rectangle {
        anchors.fill: parent
        anchors.margins: 28
        radius: Theme.radius
        color: Theme.sand

        RowLayout {
            id: header
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 24
            spacing: 16
            Text {
                Layout.fillWidth: true
                text: page.title
                elide: Text.ElideRight
                font.family: Theme.titleFont
                font.pixelSize: 32
                font.weight: Font.Bold
                color: Theme.basalt
            }
            RanoButton {
                objectName: page.namePrefix + "BackButton"
                text: qsTr("Back")
                toolTipText: qsTr("Close the rules (Esc)")
                onClicked: page.backRequested()
            }
        }

        Flickable {
            id: scroller
            objectName: page.namePrefix + "Scroller"
            anchors.top: header.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 24
            anchors.topMargin: 12
            clip: true
            contentWidth: width
            contentHeight: sections.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }

            Column {
                id: sections
                width: scroller.width - 16
                spacing: 22
            }
        }
    }
}
