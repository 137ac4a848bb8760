import QtQuick
import QtQuick.Layouts
import QtQuick.Controls
import Rano

// One player at the table: colour, name, who plays it, VP and what they hold in reserve.
Rectangle {
    id: card
    required property string name
    required property color colour
    required property bool human
    required property string role // who plays it (AiLevels::role)
    required property int score
    required property int prayers
    required property int settlers
    required property int villages
    required property int moai
    required property bool active
    required property bool deciding
    required property bool winner
    // One line, its reserve in a tip: in a short window with the coach, where the side panel
    // needs the room for the lesson and the log.
    property bool compact: false
    readonly property string reserve: qsTr("In reserve: %1, %2, %3 · %4")
                                      .arg(whole(qsTr("%n Settler(s)", "", card.settlers)))
                                      .arg(whole(qsTr("%n Village(s)", "", card.villages)))
                                      .arg(whole(qsTr("%n Moai", "", card.moai)))
                                      .arg(whole(qsTr("%n Prayer(s)", "", card.prayers)))
    // Each count in its own number, so "1 Village" and "2 Prayers" read right, and kept whole
    // on a line ("0 / Prayers" broken across two reads badly).
    function whole(count) { return count.replace(/ /g, "\u00a0") }

    implicitHeight: compact ? 36 : 58
    HoverHandler { id: cardHover; enabled: card.compact }
    ToolTip.visible: cardHover.hovered
    ToolTip.text: card.reserve
    radius: 10
    color: card.active ? "#fff8e6" : Theme.sand
    border.color: card.deciding ? card.colour : Theme.sandDark
    border.width: card.deciding ? 3 : 1

    RowLayout {
        anchors.fill: parent
        anchors.margins: card.compact ? 5 : 8
        spacing: 10
        Rectangle {
            Layout.preferredWidth: 14
            Layout.fillHeight: true
            radius: 4
            color: card.colour
            border.color: "#2c2724"
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Text {
                    text: card.name + (card.winner ? "  ★" : "")
                    font.pixelSize: 15
                    font.weight: Font.DemiBold
                    color: Theme.basalt
                    elide: Text.ElideRight
                    Layout.maximumWidth: 150
                }
                Text {
                    Layout.fillWidth: true
                    text: card.role
                    font.pixelSize: 11
                    color: Theme.basaltSoft
                    elide: Text.ElideRight
                }
            }
            Text {
                objectName: "seatReserve"
                Layout.fillWidth: true
                visible: !card.compact
                text: card.reserve
                font.pixelSize: 11
                color: Theme.basaltSoft
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
        }
        Text {
            text: card.score
            font.pixelSize: card.compact ? 18 : 24
            font.weight: Font.Bold
            font.family: Theme.titleFont
            color: Theme.basalt
            ToolTip.visible: scoreArea.containsMouse
            ToolTip.text: qsTr("Victory points")
            MouseArea { id: scoreArea; anchors.fill: parent; hoverEnabled: true }
        }
    }
}
