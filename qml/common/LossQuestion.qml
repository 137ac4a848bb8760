import QtQuick
import QtQuick.Controls
import Rano.Models

// The question a table asks before a choice that throws value away (GameTable.lossOf: ending
// a turn with action points left, dropping out while a Moai can still be carried): the
// choice is taken only if the player confirms. "Don't ask again" turns the questions off in
// the preferences (Settings turns them back on).
Dialog {
    id: question
    required property GameTable table
    property QtObject preferences: null
    property string choice: ""
    property string text: ""
    property string action: ""
    objectName: "lossDialog"
    anchors.centerIn: parent
    width: Math.min(parent.width - 80, 460)
    modal: true
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
            question.text = asked.text
            question.action = asked.action
            question.open()
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "lossConfirm"
            text: question.action
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            objectName: "lossCancel"
            text: qsTr("Keep playing")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    Column {
        width: parent.width
        spacing: 10
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            font.pixelSize: 15
            text: question.text
        }
        CheckBox {
            id: dontAskAgain
            objectName: "dontAskAgain"
            visible: question.preferences !== null
            text: qsTr("Don't ask again (Settings can turn it back on)")
        }
    }
}
