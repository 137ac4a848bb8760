import QtQuick
import QtQuick.Controls
import QtTest
import Rano

// The app's dialog (RanoDialog): every question and error of the app asks in it, the
// first-launch offer, a take back's consent, an unsaved continent and the rest.
TestCase {
    id: testCase
    name: "RanoDialog"
    width: 1024
    height: 700
    visible: true
    when: windowShown

    Item {
        id: room
        anchors.fill: parent
    }
    Component {
        id: dialogComponent
        RanoDialog {
            title: "New to these games?"
            message: "A coached first game teaches a game as you play it."
            acceptText: "Learn Volcanic Isle"
            rejectText: "Not now"
        }
    }
    SignalSpy { id: accepted; signalName: "accepted" }
    SignalSpy { id: rejected; signalName: "rejected" }
    SignalSpy { id: discarded; signalName: "discarded" }

    function opened(properties) {
        const dialog = createTemporaryObject(dialogComponent, room, properties ?? {})
        for (const spy of [accepted, rejected, discarded]) {
            spy.clear()
            spy.target = dialog
        }
        dialog.open()
        tryVerify(() => dialog.opened)
        return dialog
    }

    // The words a player reads, and the way out the keyboard takes: Enter accepts (the
    // accept button has the focus), Esc declines.
    function test_enterAcceptsAndEscapeDeclines() {
        let dialog = opened()
        compare(dialog.header.text, "New to these games?")
        compare(dialog.acceptButton.text, "Learn Volcanic Isle")
        compare(dialog.rejectButton.text, "Not now")
        verify(dialog.acceptButton.primary)
        verify(!dialog.discardButton.visible)
        verify(dialog.acceptButton.activeFocus)
        keyClick(Qt.Key_Return)
        tryVerify(() => !dialog.visible)
        compare(accepted.count, 1)
        compare(rejected.count, 0)

        dialog = opened()
        keyClick(Qt.Key_Escape)
        tryVerify(() => !dialog.visible)
        compare(rejected.count, 1)
        compare(accepted.count, 0)
    }

    // The buttons the mouse presses, the third (Discard) included; a button without words
    // is left out.
    function test_eachButtonClosesWithItsOwnSignal() {
        let dialog = opened({ discardText: "Discard" })
        verify(dialog.discardButton.visible)
        mouseClick(dialog.discardButton)
        tryVerify(() => !dialog.visible)
        compare(discarded.count, 1)
        compare(accepted.count + rejected.count, 0)

        dialog = opened({ rejectText: "" })
        verify(!dialog.rejectButton.visible)
        mouseClick(dialog.acceptButton)
        tryVerify(() => !dialog.visible)
        compare(accepted.count, 1)
    }

    // A dialog of one field keeps the focus in it, and fits a small window.
    function test_aFieldKeepsTheFocus() {
        const dialog = opened({ acceptTakesFocus: false })
        verify(!dialog.acceptButton.activeFocus)
        verify(dialog.width <= testCase.width - 80)
        verify(dialog.x >= 0 && dialog.y >= 0)
        dialog.reject()
    }
}
