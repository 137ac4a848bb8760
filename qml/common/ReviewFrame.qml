import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A recorded game reviewed choice by choice, for any game's review (Review): the game's board
// at the chosen position beside a panel with the title, the buttons and keys that move through
// the game, a timeline, the AI's analysis, the game's list of turns or choices, and Play from
// here. Each game fills the slots: `board`, `above` (before the buttons), `below` (after the
// timeline) and `list`. Leaving the screen stops the analysis.
Item {
    id: frame
    required property Review viewer
    signal homeRequested()
    signal playFromHereRequested(int seat)

    property Component board
    // The game's lines of the panel, laid out in it as its own: before the buttons, after the
    // timeline, and the list that fills the rest.
    property list<Item> above
    property list<Item> below
    property Item list
    property string titleText: viewer.title
    property int titleSize: 20
    property real panelWidth: 360
    property color panelColour: Qt.rgba(0.95, 0.91, 0.81, 0.94)
    property real panelSpacing: 10
    // The buttons that move through the game: [glyph, tool tip, the viewer's method, name].
    property var navigation: []
    property real navPadding: 12
    property real navMinimumWidth: 0
    property real navPreferredWidth: 40
    property string timelineTip
    property string playTip

    function items(l) {
        const out = []
        for (let i = 0; i < l.length; ++i)
            out.push(l[i])
        return out
    }

    readonly property Item header: RowLayout {
        Layout.fillWidth: true
        Text {
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: frame.titleText
            font.family: Theme.titleFont
            font.pixelSize: frame.titleSize
            font.weight: Font.Bold
            color: Theme.basalt
        }
        RanoButton {
            objectName: "reviewHomeButton"
            compact: true
            text: qsTr("Home")
            toolTipText: qsTr("Leave the review")
            onClicked: frame.homeRequested()
        }
    }

    readonly property Item navigationRow: RowLayout {
        Layout.fillWidth: true
        spacing: 4
        Repeater {
            model: frame.navigation
            delegate: RanoButton {
                required property var modelData
                objectName: modelData[3] ?? ""
                Layout.fillWidth: true
                Layout.minimumWidth: frame.navMinimumWidth
                Layout.preferredWidth: frame.navPreferredWidth
                leftPadding: frame.navPadding
                rightPadding: frame.navPadding
                compact: true
                text: modelData[0]
                toolTipText: modelData[1]
                onClicked: frame.viewer[modelData[2]]()
            }
        }
    }

    readonly property Item timeline: Slider {
        objectName: "timeline"
        Layout.fillWidth: true
        from: 0
        to: Math.max(1, frame.viewer.count)
        stepSize: 1
        value: frame.viewer.step
        onMoved: frame.viewer.step = Math.round(value)
        ToolTip.visible: hovered && frame.timelineTip.length > 0
        ToolTip.delay: 700
        ToolTip.text: frame.timelineTip
    }

    // The AI's review: a bar while it works, then verdicts in the list.
    readonly property Item analysisBar: AnalysisBar {
        Layout.fillWidth: true
        viewer: frame.viewer
    }

    readonly property Item playButton: RanoButton {
        objectName: "playFromHereButton"
        Layout.alignment: Qt.AlignRight
        primary: true
        enabled: !frame.viewer.over
        text: qsTr("Play from here")
        toolTipText: frame.playTip
        onClicked: branchDialog.open()
    }

    Component.onDestruction: if (frame.viewer) frame.viewer.cancelAnalysis()

    Shortcut { sequence: "Right"; onActivated: frame.viewer.next() }
    Shortcut { sequence: "Left"; onActivated: frame.viewer.previous() }
    Shortcut { sequence: "Ctrl+Right"; onActivated: frame.viewer.nextTurn() }
    Shortcut { sequence: "Ctrl+Left"; onActivated: frame.viewer.previousTurn() }
    Shortcut { sequence: "Home"; onActivated: frame.viewer.first() }
    Shortcut { sequence: "PgDown"; onActivated: frame.viewer.nextRound() }
    Shortcut { sequence: "PgUp"; onActivated: frame.viewer.previousRound() }
    Shortcut { sequence: "End"; onActivated: frame.viewer.last() }

    RanoDialog {
        id: branchDialog
        objectName: "branchDialog"
        title: qsTr("Play from here")
        message: qsTr("A new game goes on from this position. Take a seat; AIs play the others.")
        acceptText: qsTr("Play")
        rejectText: qsTr("Cancel")
        onAccepted: frame.playFromHereRequested(seatChoice.currentIndex)
        ComboBox {
            id: seatChoice
            objectName: "seatChoice"
            width: parent.width
            model: frame.viewer.board.seats
            textRole: "name"
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        FittedBoard {
            Layout.fillWidth: true
            Layout.fillHeight: true
            sourceComponent: frame.board
        }

        Rectangle {
            Layout.preferredWidth: frame.panelWidth
            Layout.fillHeight: true
            radius: Theme.radius
            color: frame.panelColour

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 14
                spacing: frame.panelSpacing
                children: [frame.header].concat(frame.items(frame.above), [frame.navigationRow, frame.timeline],
                                                frame.items(frame.below), [frame.analysisBar, frame.list, frame.playButton])
            }
        }
    }
}
