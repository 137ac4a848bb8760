import QtQuick
import Rano
import Rano.Models

// Asks the Hard AI what it would do, for the human who decides.
RanoButton {
    required property GameTable table
    objectName: "hintButton"
    compact: true
    visible: table.humanToDecide
    enabled: !table.hinting
    text: qsTr("Hint")
    toolTipText: qsTr("What would the Hard AI do here? (H)")
    onClicked: table.hint()
}
