import QtQuick
import Rano

// A Rapa Nui card: a band in its kind's colour with its name, and its picture; or its back.
// `drawable` makes it glow (the human may take it), `scored` rings it (the card scored last).
Item {
    id: card
    property string kind: "moai"
    property string label: ""
    property string footer: ""
    property bool faceDown: false
    property bool drawable: false
    // A click is answered even when the card cannot be taken (with the reason why).
    property bool answersClicks: false
    property bool scored: false
    // The hint's choice: a teal ring, as on every table.
    property bool hinted: false
    readonly property color colour: Theme.kindColour(kind)
    readonly property real band: Math.max(18, Math.min(38, height * 0.17))
    // A card just taken slides into its place.
    property bool arriving: false
    signal clicked()

    transform: Translate { id: slide }
    ParallelAnimation {
        id: slideIn
        objectName: "slideIn"
        NumberAnimation { target: slide; property: "y"; from: -card.height * 0.8; to: 0; duration: 350; easing.type: Easing.OutCubic }
        NumberAnimation { target: card; property: "opacity"; from: 0; to: 1; duration: 350 }
    }
    Component.onCompleted: if (arriving) slideIn.start()

    implicitWidth: 100
    implicitHeight: 140

    // The glow of a card the player may take.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -5
        radius: face.radius + 5
        visible: card.drawable
        color: "transparent"
        border.color: Theme.ember
        border.width: 4
        SequentialAnimation on opacity {
            running: card.drawable
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.35; duration: 800; easing.type: Easing.InOutQuad }
            NumberAnimation { from: 0.35; to: 1; duration: 800; easing.type: Easing.InOutQuad }
        }
    }

    Rectangle {
        id: face
        anchors.fill: parent
        radius: Math.max(6, width * 0.08)
        color: card.faceDown ? "#1d4f5c" : "#fbf5e8"
        border.color: card.faceDown ? Theme.foam : card.colour
        border.width: 2

        // The back: a border and a carved Moai.
        Rectangle {
            visible: card.faceDown
            anchors.fill: parent
            anchors.margins: Math.max(4, parent.width * 0.08)
            radius: parent.radius * 0.6
            color: "transparent"
            border.color: Qt.rgba(0.85, 0.94, 0.91, 0.45)
            border.width: 1
            MoaiFigure {
                anchors.centerIn: parent
                width: parent.width * 0.34
                height: parent.height * 0.6
                standing: true
                colour: Theme.lagoon
                opacity: 0.8
            }
        }

        Rectangle {
            visible: !card.faceDown
            x: 2; y: 2
            width: parent.width - 4
            height: card.band
            radius: face.radius - 2
            color: card.colour
            // Square lower corners.
            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: parent.radius
                color: parent.color
            }
            Text {
                anchors.fill: parent
                anchors.leftMargin: 6
                anchors.rightMargin: 4
                verticalAlignment: Text.AlignVCenter
                text: card.label
                elide: Text.ElideRight
                font.pixelSize: Math.max(10, Math.min(20, card.band * 0.58))
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 9
                font.weight: Font.Bold
                color: "white"
                style: Text.Raised
                styleColor: Qt.rgba(0, 0, 0, 0.35)
            }
        }

        Rectangle {
            visible: !card.faceDown
            anchors.horizontalCenter: parent.horizontalCenter
            y: card.band + (parent.height - card.band - (footerText.visible ? footerText.height : 0) - height) / 2 + 2
            width: Math.min(parent.width, parent.height - card.band) * 0.74
            height: width
            radius: width / 2
            color: Qt.lighter(card.colour, 1.9)
            opacity: 0.9
            CardGlyph {
                anchors.centerIn: parent
                width: parent.width * 0.8
                height: width
                kind: card.kind
            }
        }

        Text {
            id: footerText
            visible: !card.faceDown && card.footer.length > 0 && card.height > 90
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 4
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: card.footer
            elide: Text.ElideRight
            font.pixelSize: Math.max(9, Math.min(14, card.width * 0.085))
            color: Theme.basaltSoft
        }
    }

    // The card scored last.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -3
        radius: face.radius + 3
        visible: card.scored
        color: "transparent"
        border.color: "#ffd54a"
        border.width: 3
    }

    Rectangle {
        objectName: "hintMark"
        anchors.fill: parent
        anchors.margins: -6
        radius: face.radius + 6
        visible: card.hinted
        color: "transparent"
        border.color: Theme.hint
        border.width: 4
    }

    MouseArea {
        anchors.fill: parent
        enabled: card.drawable || card.answersClicks
        cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.clicked()
    }
}
