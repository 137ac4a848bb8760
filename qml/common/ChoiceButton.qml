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
    // A row standing for several choices alike (their texts): a click opens them
    // (`groupOpened`) instead of taking one; it is ringed when the hint's choice is among them.
    property var members: []
    signal groupOpened()
    // The number key that takes this choice (1-9), 0 for none.
    property int key: 0
    objectName: "choice_" + choice.replace(/ /g, "_")
    compact: true
    wrap: true
    coached: table.coach.asks.includes(choice.split(" ")[0])
    text: label
    toolTipText: {
        const keyText = key > 0 ? qsTr("key %1").arg(key) : ""
        if (button.hinted)
            return keyText.length > 0 ? qsTr("The hint's choice (%1)").arg(keyText) : qsTr("The hint's choice")
        return keyText.length > 0 ? qsTr("(%1)").arg(keyText) : ""
    }
    Shortcut {
        sequence: String(button.key)
        enabled: button.key > 0 && button.visible && button.enabled && button.table.humanToDecide
        onActivated: button.clicked()
    }
    // Taken with the focus shown (Tab, then Enter or Space) or not: the list keeps the focus
    // for a keyboard player (ChoiceList).
    signal choosing(bool fromKeyboard)
    readonly property bool hinted: table.hintChoice === choice || members.includes(table.hintChoice)
    onClicked: {
        choosing(visualFocus)
        if (members.length > 0)
            groupOpened()
        else
            table.request(choice)
    }
    onHoveredChanged: if (places.length > 0) table.lightPlaces(hovered ? places : [])

    Rectangle {
        anchors.fill: parent
        anchors.margins: -3
        radius: height / 2
        visible: button.hinted
        color: "transparent"
        border.color: Theme.focus
        border.width: 3
    }
}
