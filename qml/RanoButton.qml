import QtQuick
import QtQuick.Controls
import Rano

// The app's button: a warm filled pill for the main action, an outlined one otherwise.
Button {
    id: control
    property bool primary: false
    // A smaller button for toolbars and side panels.
    property bool compact: false
    property string toolTipText: ""
    readonly property alias toolTip: tip
    // Long labels wrap onto more lines instead of being cut short.
    property bool wrap: false

    font.family: Theme.bodyFont
    font.pixelSize: compact ? 13 : 16
    font.weight: Font.DemiBold
    leftPadding: compact ? 12 : 22
    rightPadding: compact ? 12 : 22
    topPadding: compact ? 5 : 10
    bottomPadding: compact ? 5 : 10
    hoverEnabled: true
    // Enter presses the focused button, as Space does.
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()

    // Its own tip, as wide as its longest line: the style's attached one stretched a tip of
    // several lines (a raise's preview) across the whole window, over the board. A button on
    // a page covered or hidden (a table pushed over a list) may still count as hovered until
    // the pointer moves: its tip goes with the page.
    ToolTip {
        id: tip
        visible: control.toolTipText.length > 0 && control.hovered && control.visible
        text: control.toolTipText
        delay: 500
        contentWidth: Math.min(longestLine.implicitWidth, 460)
        // Placed only while shown: a hidden tip does not follow every move of the mouse.
        x: visible ? Theme.tipPlace(tip).x : 0
        y: visible ? Theme.tipPlace(tip).y : 0

        Text {
            id: longestLine
            visible: false
            text: tip.text
            font: tip.font
        }
    }

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.primary ? Theme.sand : (control.dark ? Theme.sand : Theme.basalt)
        opacity: control.enabled ? 1 : 0.5
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: control.wrap ? Text.ElideNone : Text.ElideRight
        wrapMode: control.wrap ? Text.WordWrap : Text.NoWrap
    }

    // On the sea the outlined button is light; on a sand card it is dark.
    property bool dark: false

    // The coach points here (Theme.coachPoint), or at the kind of choice it asks for.
    property bool coached: objectName.length > 0 && objectName === Theme.coachPoint
    Rectangle {
        objectName: "coachRing"
        parent: control.background
        visible: control.coached
        anchors.fill: parent
        anchors.margins: -4
        radius: height / 2
        color: "transparent"
        border.color: Theme.coach
        border.width: 3
        SequentialAnimation on opacity {
            running: control.coached
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.35; duration: 700 }
            NumberAnimation { from: 0.35; to: 1; duration: 700 }
        }
    }

    background: Rectangle {
        implicitHeight: control.compact ? 30 : 42
        implicitWidth: control.compact ? 60 : 120
        radius: Math.min(height / 2, control.compact ? 15 : 21)
        color: control.primary
               ? (control.down ? Qt.darker(Theme.lava, 1.2) : control.hovered ? Theme.ember : Theme.lava)
               : (control.hovered ? Qt.rgba(1, 1, 1, control.dark ? 0.12 : 0.35) : "transparent")
        // A keyboard user sees where Tab has gone.
        border.width: control.visualFocus ? 3 : control.primary ? 0 : 2
        border.color: control.visualFocus ? Theme.focus : control.dark ? Theme.sand : Theme.basaltSoft
        opacity: control.enabled ? 1 : 0.5
        Behavior on color { ColorAnimation { duration: 120 } }
    }
}
