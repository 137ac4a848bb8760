import QtQuick
import QtQuick.Controls
import QtTest
import Rano

// The shared tooltip every `ToolTip.text` of the app shows (Theme.qml sets it up).

TestCase {
    id: testCase
    name: "ToolTipWidth"
    width: 1280
    height: 800
    visible: true
    when: windowShown
    Rectangle {
        id: target
        width: 100; height: 40
        color: Theme.sand
        ToolTip.text: "A long tip of many words, " .repeat(12)
    }
    // Issue 50.11: an attached tooltip of several sentences wraps at Theme.toolTipWidth
    // instead of stretching across the window (over the choices).
    function test_aLongTipWrapsAtItsWidth() {
        target.ToolTip.show(target.ToolTip.text)
        tryVerify(() => target.ToolTip.toolTip.visible && target.ToolTip.toolTip.width > 0)
        verify(target.ToolTip.toolTip.width <= Theme.toolTipWidth + 30, target.ToolTip.toolTip.width)
        verify(target.ToolTip.toolTip.height > 40, "wrapped onto several lines")
        target.ToolTip.hide()
    }

    Rectangle {
        id: square
        x: 300; y: 200
        width: 80; height: 80
        ToolTip.text: "C4: a Transporter here earns Reeds"
    }
    // Issue 50.11: a tip stands beside the pointer, below and to its right; where the board
    // ends, to its left; from a pointer over the side panel, left of the board's edge, never
    // over the choices.
    function test_aTipStandsBesideThePointer() {
        const tip = square.ToolTip.toolTip
        Theme.windowSize = Qt.size(testCase.width, testCase.height)
        Theme.tipBounds = Qt.rect(0, 0, 900, 800)
        Theme.pointer = Qt.point(340, 240)
        square.ToolTip.show(square.ToolTip.text)
        tryVerify(() => tip.visible && tip.width > 0)
        let at = tip.contentItem.mapToItem(null, 0, 0)
        const left = at.x - tip.leftPadding, top = at.y - tip.topPadding
        compare(left, 340 + 16)
        compare(top, 240 + 22)

        Theme.pointer = Qt.point(880, 240) // near the board's right edge
        at = tip.contentItem.mapToItem(null, 0, 0)
        compare(at.x - tip.leftPadding + tip.width, 880 - 12)

        Theme.pointer = Qt.point(1000, 240) // over the side panel
        at = tip.contentItem.mapToItem(null, 0, 0)
        compare(at.x - tip.leftPadding + tip.width, 900 - 8)

        Theme.pointer = Qt.point(340, 790) // near the bottom: above the pointer
        at = tip.contentItem.mapToItem(null, 0, 0)
        compare(at.y - tip.topPadding + tip.height, 790 - 12)
        square.ToolTip.hide()
        Theme.pointer = Qt.point(-1, -1)
        Theme.tipBounds = Qt.rect(0, 0, 0, 0)
    }
}
