import QtQuick
import QtQuick.Controls
import Rano

// The app's button: a warm filled pill for the main action, an outlined one otherwise.
Button {
    id: control
    property bool primary: false
    property string toolTipText: ""

    font.family: Theme.bodyFont
    font.pixelSize: 16
    font.weight: Font.DemiBold
    leftPadding: 22
    rightPadding: 22
    topPadding: 10
    bottomPadding: 10
    hoverEnabled: true

    ToolTip.visible: toolTipText.length > 0 && hovered
    ToolTip.text: toolTipText
    ToolTip.delay: 500

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.primary ? Theme.sand : (control.dark ? Theme.sand : Theme.basalt)
        opacity: control.enabled ? 1 : 0.5
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    // On the sea the outlined button is light; on a sand card it is dark.
    property bool dark: false

    background: Rectangle {
        implicitHeight: 42
        implicitWidth: 120
        radius: height / 2
        color: control.primary
               ? (control.down ? Qt.darker(Theme.lava, 1.2) : control.hovered ? Theme.ember : Theme.lava)
               : (control.hovered ? Qt.rgba(1, 1, 1, control.dark ? 0.12 : 0.35) : "transparent")
        border.width: control.primary ? 0 : 2
        border.color: control.dark ? Theme.sand : Theme.basaltSoft
        opacity: control.enabled ? 1 : 0.5
        Behavior on color { ColorAnimation { duration: 120 } }
    }
}
