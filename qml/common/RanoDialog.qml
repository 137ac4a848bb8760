import QtQuick
import QtQuick.Controls
import Rano

// The app's dialog: a sand card over the dimmed window, its title in the title font, its
// message, then whatever the dialog adds (a field, a check box), and the app's buttons. The
// accept button is filled and takes the focus, so Enter accepts; Esc rejects.
Dialog {
    id: dialog
    // What the dialog says under its title; "" for none.
    property string message: ""
    // The buttons' words; "" leaves a button out.
    property string acceptText: qsTr("OK")
    property string rejectText: ""
    // A third way out, at the far left (Discard): it closes the dialog with `discarded`.
    property string discardText: ""
    // The buttons, for their objectNames and tooltips.
    readonly property alias acceptButton: acceptButton
    readonly property alias rejectButton: rejectButton
    readonly property alias discardButton: discardButton
    // What a dialog adds below its message.
    default property alias body: bodyColumn.data
    // The accept button takes the focus when the dialog opens (false: the dialog gives it to
    // a field of its own).
    property bool acceptTakesFocus: true

    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 520, 520)
    modal: true
    padding: 24
    topPadding: 8
    onOpened: if (acceptTakesFocus && acceptButton.visible) acceptButton.forceActiveFocus()

    Overlay.modal: Rectangle {
        color: Qt.rgba(0.04, 0.17, 0.25, 0.55)
    }
    background: Rectangle {
        color: Theme.sand
        radius: Theme.radius
        border.color: Theme.sandDark
        border.width: 2
    }
    header: Text {
        text: dialog.title
        visible: text.length > 0
        padding: 24
        bottomPadding: 0
        wrapMode: Text.WordWrap
        font.family: Theme.titleFont
        font.pixelSize: 22
        font.weight: Font.DemiBold
        color: Theme.basalt
    }
    contentItem: Column {
        spacing: 12
        Text {
            width: parent.width
            visible: dialog.message.length > 0
            text: dialog.message
            wrapMode: Text.WordWrap
            font.family: Theme.bodyFont
            font.pixelSize: 15
            lineHeight: 1.15
            color: Theme.basalt
        }
        Column {
            id: bodyColumn
            width: parent.width
            spacing: 8
        }
    }
    footer: Item {
        implicitHeight: buttons.implicitHeight + 24
        RanoButton {
            id: discardButton
            anchors.left: parent.left
            anchors.leftMargin: 24
            visible: dialog.discardText.length > 0
            text: dialog.discardText
            onClicked: {
                dialog.discarded()
                dialog.close()
            }
        }
        Row {
            id: buttons
            anchors.right: parent.right
            anchors.rightMargin: 24
            anchors.top: parent.top
            spacing: 10
            RanoButton {
                id: rejectButton
                visible: dialog.rejectText.length > 0
                text: dialog.rejectText
                onClicked: dialog.reject()
            }
            RanoButton {
                id: acceptButton
                visible: dialog.acceptText.length > 0
                primary: true
                text: dialog.acceptText
                onClicked: dialog.accept()
            }
        }
    }
}
