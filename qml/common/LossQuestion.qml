import QtQuick
import QtQuick.Controls
import Rano
import Rano.Models

// The question a table asks before a choice that throws value away (GameTable.lossOf: ending
// a turn with action points left, dropping out while a Moai can still be carried): the
// choice is taken only if the player confirms. "Don't ask again" turns the questions off in
// the preferences (Settings turns them back on).
RanoDialog {
    id: question
    required property GameTable table
    property QtObject preferences: null
    property string choice: ""
    objectName: "lossDialog"
    rejectText: qsTr("Keep playing")
    acceptButton.objectName: "lossConfirm"
    rejectButton.objectName: "lossCancel"
    onAboutToShow: dontAskAgain.checked = false
    onAccepted: {
        if (dontAskAgain.checked && question.preferences)
            question.preferences.askBeforeEndingTurn = false
        question.table.play(question.choice)
    }

    Connections {
        target: question.table
        function onLossAsked(choice, asked) {
            question.choice = choice
            question.title = asked.title
            question.message = asked.text
            question.acceptText = asked.action
            question.open()
        }
    }

    CheckBox {
        id: dontAskAgain
        objectName: "dontAskAgain"
        visible: question.preferences !== null
        text: qsTr("Don't ask again (Settings can turn it back on)")
    }
}
