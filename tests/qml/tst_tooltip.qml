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
}
