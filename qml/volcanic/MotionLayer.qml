import QtQuick
import Rano
import Rano.Models

// The moves just played, shown on the board as they happen: a Settler walks, lava drops space
// by space, a sinking Area goes under, a piece built, sculpted or raised rings its space. Each
// wave of steps lasts `pace` ms; with a pace of 0 nothing is shown. `play` queues a choice's
// steps (VolcanicTable's motions), `skip` drops what is left.
Item {
    id: shownMoves
    required property Item board // the BoardView: px(), py(), unit
    required property VolcanicPosition position
    property int pace: 300
    readonly property bool playing: queue.length > 0 || ticker.running || fading.running
    readonly property int showing: shown.count // the steps drawn now
    property var queue: []
    // What just happened?'s steps name their recorded move: the board shows the position each
    // move was made in while its steps play (moveShown), and the game as it is once they are
    // done or skipped (moveShown(-1)).
    signal moveShown(int move)
    property int shownMove: -1
    property int batches: 0 // each choice's steps are a batch: its waves never merge with the next's

    function play(steps) {
        if (pace <= 0 || steps.length === 0)
            return
        const batch = ++batches
        queue = queue.concat(steps.map(s => Object.assign({ batch: batch }, s)))
        fading.stop()
        if (!ticker.running)
            ticker.start()
    }
    function skip() {
        queue = []
        ticker.stop()
        fading.stop()
        shown.clear()
        showPresent()
    }
    function showPresent() {
        if (shownMove < 0)
            return
        shownMove = -1
        moveShown(-1)
    }
    onPaceChanged: if (pace <= 0) skip()

    ListModel { id: shown }
    // Land going under the sea takes this many waves' time, so a player can follow it.
    readonly property int sinkWaves: 4
    // Whether the wave just shown holds a sinking: the next tick waits for it.
    property bool sinking: false

    // One wave a tick; once the queue is empty and the last wave has faded, the layer empties.
    Timer {
        id: ticker
        interval: shownMoves.pace * (shownMoves.sinking ? shownMoves.sinkWaves : 1)
        repeat: true
        triggeredOnStart: true
        onTriggered: {
            if (shownMoves.queue.length === 0) {
                stop()
                fading.start()
                return
            }
            const first = shownMoves.queue[0]
            if (first.move !== undefined && first.move !== shownMoves.shownMove) {
                shownMoves.shownMove = first.move
                shownMoves.moveShown(first.move)
            }
            let n = 0
            let sinks = false
            while (n < shownMoves.queue.length && shownMoves.queue[n].wave === first.wave
                   && shownMoves.queue[n].batch === first.batch) {
                const s = shownMoves.queue[n]
                shown.append({ kind: s.kind, seat: s.seat, atX: s.x, atY: s.y,
                               fromX: s.fromX ?? s.x, fromY: s.fromY ?? s.y,
                               carrying: s.carrying ?? false,
                               // a list role would become a model: kept as text
                               points: JSON.stringify(s.points ?? []) })
                sinks = sinks || s.kind === "sink"
                ++n
            }
            shownMoves.sinking = sinks
            shownMoves.queue = shownMoves.queue.slice(n)
        }
    }

    // The last wave's time to fade before the layer empties.
    Timer {
        id: fading
        interval: shownMoves.pace * (shownMoves.sinking ? shownMoves.sinkWaves : 1)
        onTriggered: {
            shown.clear()
            shownMoves.showPresent()
        }
    }

    Repeater {
        model: shown
        delegate: MotionStep {
            board: shownMoves.board
            colour: seat >= 0 ? shownMoves.position.seatColour(seat) : "#1f6f8b"
            duration: shownMoves.pace * (kind === "sink" ? shownMoves.sinkWaves : 1)
        }
    }
}
