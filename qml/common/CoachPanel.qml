import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// The coach of a coached game (Learn to play, docs/coach.md), beside the board: the lesson of
// the moment, "Got it" for one that only tells, "Why?" for the last move, and "Skip the
// lessons". A lesson that asks for a move lights its places on the board and rings the
// buttons that make it; the board refuses another move with the coach's reason.
Rectangle {
    id: panel
    required property GameTable table
    readonly property Coach coach: table.coach
    // The most the lesson's words may take before they scroll; never under `minimumLines`.
    property real maximumTextHeight: 400
    property int minimumLines: 3
    readonly property real minimumTextHeight: minimumLines * lineMetrics.height
    // The panel's height but for the lesson's words (its title, its buttons), and with three
    // lines of words: what the table keeps for the coach before it gives the turn's choices
    // their room. Counted from the parts, not the layout's result, which the words change.
    readonly property real chrome: 2 * column.anchors.margins + titleRow.implicitHeight
                                   + buttonFlow.implicitHeight + buttonFlow.Layout.topMargin
                                   + 2 * column.spacing
    readonly property real shortest: chrome + minimumTextHeight
    FontMetrics {
        id: lineMetrics
        font.pixelSize: 13
    }
    objectName: "coachPanel"
    visible: coach.active
    implicitHeight: column.implicitHeight + 20
    radius: Theme.radius
    color: Theme.basalt
    border.color: Theme.coach
    border.width: 2

    // The keyboard reads the lessons too (docs/playing.md, Keyboard shortcuts).
    Shortcut {
        sequence: "G"
        enabled: panel.visible && gotIt.visible
        onActivated: panel.coach.gotIt()
    }
    Shortcut {
        sequence: "?"
        enabled: panel.visible && whyButton.enabled
        onActivated: panel.coach.explain()
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 10
        spacing: 6

        // The lesson's title, and how far the coach has got.
        RowLayout {
            id: titleRow
            Layout.fillWidth: true
            spacing: 8
            Text {
                objectName: "coachTitle"
                Layout.fillWidth: true
                text: panel.coach.shown ? panel.coach.title : qsTr("Coach")
                wrapMode: Text.WordWrap
                font.family: Theme.titleFont
                font.pixelSize: 16
                font.weight: Font.Bold
                color: panel.coach.shown ? Theme.sand : Theme.coach
            }
            Text {
                objectName: "coachProgress"
                Layout.alignment: Qt.AlignTop
                // The lesson on show is counted as the one being read ("Lesson 3 of 20"); between
                // lessons, how many were read.
                text: panel.coach.shown
                      ? qsTr("Lesson %1 of %2").arg(panel.coach.taughtCount + 1).arg(panel.coach.lessonCount)
                      : qsTr("%1 of %2 lessons").arg(panel.coach.taughtCount).arg(panel.coach.lessonCount)
                font.pixelSize: 11
                color: Theme.coach
            }
        }
        // The lesson's words; in a short window they scroll rather than push the table's own
        // panel out of sight.
        Flickable {
            id: words
            objectName: "coachWords"
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, panel.maximumTextHeight)
            contentHeight: wordsColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: words.contentHeight > words.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            Column {
                id: wordsColumn
                width: words.width - (words.contentHeight > words.height ? 10 : 0)
                spacing: 6
                // The answer to "Why?" comes first, where it is seen at once: below a long
                // lesson it lay out of sight until the lesson closed (issue 68.6).
                Text {
                    objectName: "coachWhy"
                    width: parent.width
                    visible: panel.coach.why.length > 0
                    text: qsTr("Why? %1").arg(panel.coach.why)
                    wrapMode: Text.WordWrap
                    font.pixelSize: 13
                    font.italic: true
                    color: Theme.foam
                    onTextChanged: words.contentY = 0
                }
                Text {
                    objectName: "coachText"
                    width: parent.width
                    text: panel.coach.shown ? panel.coach.text
                                            : qsTr("Play on as you like: the coach speaks again when something new happens to you.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: 13
                    color: Theme.sand
                    onTextChanged: words.contentY = 0 // a new lesson is read from its start
                }
            }
        }
        Flow {
            id: buttonFlow
            Layout.fillWidth: true
            Layout.topMargin: 2
            spacing: 6
            RanoButton {
                id: gotIt
                objectName: "coachGotIt"
                visible: panel.coach.shown && panel.coach.asks.length === 0 && !panel.coach.offer
                compact: true
                primary: true
                text: qsTr("Got it")
                toolTipText: qsTr("On to the next lesson, or back to the game (key G)")
                onClicked: panel.coach.gotIt()
            }
            RanoButton {
                id: whyButton
                objectName: "coachWhyButton"
                compact: true
                dark: true
                enabled: panel.coach.canExplain
                text: qsTr("Why?")
                toolTipText: qsTr("The rule behind the last move (key ?)")
                onClicked: panel.coach.explain()
            }
            RanoButton {
                objectName: "coachSkip"
                compact: true
                dark: true
                text: qsTr("Skip the lessons")
                toolTipText: qsTr("The coach stops; the game goes on")
                onClicked: panel.coach.skip()
            }
        }
    }
}
