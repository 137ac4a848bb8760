import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// A game of Volcanic Isle: the board, the players, what the deciding player may do, the log.
TableScreen {
    id: screen
    legendEntries: volcanicLegend.entries
    VolcanicLegend { id: volcanicLegend }
    title: table.position.finalRound ? qsTr("Round %1 · final round").arg(table.position.round)
                                     : qsTr("Round %1").arg(table.position.round)
    saveName: qsTr("Volcanic Isle, round %1").arg(table.position.round)

    Shortcut {
        sequence: "Ctrl+E"
        enabled: screen.visible && screen.table.humanToDecide && screen.table.phase === "turn"
        onActivated: screen.endTurn()
    }

    // Ending a turn with action points left asks first (the shared table's LossQuestion).
    function endTurn() {
        screen.table.request("end")
    }
    Shortcut {
        sequence: "Esc"
        enabled: screen.visible // the rules page on top takes Esc
        onActivated: screen.table.select(-1)
    }

    board: BoardView {
        id: boardView
        objectName: "board"
        table: screen.table.position
        keyboardPlay: screen.table.humanToDecide && screen.visible
        // The moves as they are played, at the pace set for the AIs (none while skipping).
        MotionLayer {
            id: motionLayer
            objectName: "motionLayer"
            board: boardView
            position: screen.table.position
            pace: screen.table.skipping ? 0 : Math.min(450, screen.table.aiDelay * 0.6)
            onMoveShown: move => screen.table.showMove(move)
            Connections {
                target: screen.table
                function onMotions(steps) { motionLayer.play(steps) }
                function onReplayInterrupted() { motionLayer.skip() }
            }
        }
    }

    panel: ColumnLayout {
        spacing: 6
        ListView {
            objectName: "seatList"
            Layout.fillWidth: true
            Layout.preferredHeight: contentHeight
            interactive: false
            spacing: 6
            model: screen.table.position.seats
            delegate: SeatCard {
                width: ListView.view.width
                compact: screen.height < 760 && screen.table.coach.active
            }
        }
        TurnPanel {
            Layout.fillWidth: true
            table: screen.table
            // A line in either case, so the buttons below stay where they are as you select.
            idleText: !screen.table.humanToDecide || screen.table.phase !== "turn" ? ""
                      : screen.table.position.selected === -1
                        ? qsTr("Click one of your Settlers or the Boat to see what you can do.")
                        : qsTr("Click a ringed space to go there, or choose an action below.")
            statusShown: screen.table.phase === "turn" && !screen.table.over
            // The action points left this turn, as four pips.
            status: Item {
                implicitWidth: pips.implicitWidth
                implicitHeight: pips.implicitHeight
                Row {
                    id: pips
                    spacing: 4
                    Repeater {
                        model: 4
                        delegate: Rectangle {
                            required property int index
                            width: 14
                            height: 14
                            radius: 7
                            color: index < screen.table.position.actionPoints ? Theme.lava : "transparent"
                            border.color: Theme.basaltSoft
                        }
                    }
                }
                ToolTip.visible: apArea.containsMouse
                ToolTip.text: qsTr("Action points left this turn")
                MouseArea { id: apArea; anchors.fill: parent; hoverEnabled: true }
            }
            choices: VolcanicActions {
                table: screen.table
                onEndRequested: screen.endTurn()
            }
            onTakeBackRequested: screen.takeBack()
        }
        ScoreTrack {
            objectName: "scoreTrack"
            Layout.fillWidth: true
            table: screen.table.position
        }
        SupplyRow {
            Layout.fillWidth: true
            table: screen.table.position
        }
    }

    endSheet: EndSheet {
        position: screen.table.position
        title: qsTr("The continent has spoken")
        totalFormat: qsTr("%1 VP")
        labelWidth: 270
        reviewTip: qsTr("Go through the game move by move, with the AI's analysis")
        onHomeRequested: screen.homeRequested()
        onReviewRequested: screen.reviewRequested()
        onPlayAgainRequested: screen.table.playAgain(Math.floor(Math.random() * 1e9))
    }
}
