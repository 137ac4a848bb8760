import QtQuick
import Rano
import Rano.Models

// One legal choice of the deciding human as a button saying what it does; a click takes it.
// The hint's choice is ringed; pointing at a choice lights the places it names (`places`) on
// the board of a game whose choices name places.
RanoButton {
    id: button
    required property GameTable table
    required property string choice
    required property string label
    property var places: []
    objectName: "choice_" + choice.replace(/ /g, "_")
    compact: true
    wrap: true
    text: label
    toolTipText: table.hintChoice === choice ? qsTr("The hint's choice") : ""
    onClicked: table.request(choice)
    onHoveredChanged: if (places.length > 0) table.lightPlaces(hovered ? places : [])

    Rectangle {
        anchors.fill: parent
        anchors.margins: -3
        radius: height / 2
        visible: button.table.hintChoice === button.choice
        color: "transparent"
        border.color: Theme.focus
        border.width: 3
    }
}
