import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Preferences that apply to the whole app at once.
Item {
    id: page
    required property Language language
    required property QtObject preferences
    signal backRequested()

    Keys.onEscapePressed: page.backRequested()
    focus: true

    Rectangle {
        objectName: "settingsPanel"
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 640)
        height: content.implicitHeight + 56
        radius: Theme.radius
        color: Theme.sand

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 28
            spacing: 18

            Text {
                text: qsTr("Settings")
                font.family: Theme.titleFont
                font.pixelSize: 32
                font.weight: Font.Bold
                color: Theme.basalt
            }

            Text {
                text: qsTr("Language")
                font.pixelSize: 18
                font.weight: Font.DemiBold
                color: Theme.basalt
            }

            ButtonGroup { id: languages }

            Repeater {
                model: page.language.codes
                delegate: RadioButton {
                    required property string modelData
                    objectName: "language_" + modelData
                    text: page.language.nativeName(modelData)
                    font.pixelSize: 16
                    checked: page.language.code === modelData
                    ButtonGroup.group: languages
                    onClicked: page.language.code = modelData
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Every screen switches to this language at once")
                }
            }

            Text {
                text: qsTr("AI moves")
                font.pixelSize: 18
                font.weight: Font.DemiBold
                color: Theme.basalt
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Slider {
                    id: speed
                    objectName: "aiDelaySlider"
                    Layout.fillWidth: true
                    from: 0
                    to: 2000
                    stepSize: 100
                    value: page.preferences.aiDelay
                    onMoved: page.preferences.aiDelay = value
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("How long each AI move stays on screen before the next")
                }
                Text {
                    objectName: "aiDelayText"
                    // As wide as its words in every language, never past the panel's edge.
                    Layout.preferredWidth: implicitWidth
                    text: speed.value === 0 ? qsTr("instant") : qsTr("%1 s per move").arg(Number(speed.value / 1000).toLocaleString(Qt.locale(), "f", 1))
                    font.pixelSize: 15
                    color: Theme.basalt
                }
            }

            Text {
                text: qsTr("Turns")
                font.pixelSize: 18
                font.weight: Font.DemiBold
                color: Theme.basalt
            }
            CheckBox {
                id: askBeforeEnding
                objectName: "askBeforeEndingTurn"
                Layout.fillWidth: true
                text: qsTr("Ask before ending a turn with action points left")
                font.pixelSize: 16
                // A long label wraps inside the panel rather than run past it.
                contentItem: Text {
                    text: askBeforeEnding.text
                    font: askBeforeEnding.font
                    wrapMode: Text.WordWrap
                    leftPadding: askBeforeEnding.indicator.width + askBeforeEnding.spacing
                    verticalAlignment: Text.AlignVCenter
                    color: Theme.basalt
                }
                checked: page.preferences.askBeforeEndingTurn
                onToggled: page.preferences.askBeforeEndingTurn = checked
            }

            RanoButton {
                objectName: "backButton"
                Layout.topMargin: 8
                text: qsTr("Back")
                toolTipText: qsTr("Return to where you were: the home screen or your game (Esc)")
                onClicked: page.backRequested()
            }
        }
    }
}
