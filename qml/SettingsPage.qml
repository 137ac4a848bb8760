import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Preferences that apply to the whole app at once.
Item {
    id: page
    required property Language language
    signal backRequested()

    Keys.onEscapePressed: page.backRequested()
    focus: true

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 560)
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
                }
            }

            RanoButton {
                objectName: "backButton"
                Layout.topMargin: 8
                text: qsTr("Back")
                toolTipText: qsTr("Return to the home screen (Esc)")
                onClicked: page.backRequested()
            }
        }
    }
}
