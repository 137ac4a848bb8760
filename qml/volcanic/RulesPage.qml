import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano

// Volcanic Isle in Rano's own words, each rule beside a picture of the pieces it is about,
// drawn by the board's own components; then every decision Rano takes where the rulebook is
// silent (docs/rules.md), and the keyboard.
RulesFrame {
    id: page
    title: qsTr("How to play Volcanic Isle")

    readonly property real unit: 40
    readonly property real hexWidth: Math.sqrt(3) * unit

    RuleSection {
        width: parent.width
        title: qsTr("The aim")
        body: qsTr("Mu is a volcanic continent, and it is sinking. Each player leads a people who come ashore from a Boat, build Villages, and sculpt and raise Moai. You score Victory Points (VP) as you build and raise, and at the end for everything of yours still on the land. When the sea has left two Volcanoes or fewer, the round is played to its end and the player with the most VP wins.")
        Row {
            RuleSpace { tile: 14; ground: "village"; groundOwner: 1; settlers: [0, 1]; geyserSides: [0]; raised: [1] }
            RuleSpace { tile: 14; ground: "moai"; groundOwner: 1; settlers: [0, 1] }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("The continent")
        body: qsTr("Mu is made of 22 Areas of one to three hexagonal spaces. Areas 1 to 8 each hold a Volcano in a crater that nothing may enter; from it, two or three lava channels run in straight lines to the sea. Lava lies on some spaces from the start: it is the stone you build and sculpt with. Every space outside the craters holds one or two geysers, each looking towards one side of its Area. The Boats wait in a landfall bay beside the coast.")
        Column {
            spacing: 4
            Row {
                RuleSpace { tile: 3; volcanoTile: true; crater: true }
                RuleSpace { tile: 3; volcanoTile: true; ground: "lava" }
                RuleSpace { tile: 12; geyserSides: [0, 3] }
            }
            Row {
                Text { width: page.hexWidth; horizontalAlignment: Text.AlignHCenter; wrapMode: Text.WordWrap; text: qsTr("Crater"); font.pixelSize: 12; color: Theme.basaltSoft }
                Text { width: page.hexWidth; horizontalAlignment: Text.AlignHCenter; wrapMode: Text.WordWrap; text: qsTr("Lava"); font.pixelSize: 12; color: Theme.basaltSoft }
                Text { width: page.hexWidth; horizontalAlignment: Text.AlignHCenter; wrapMode: Text.WordWrap; text: qsTr("Two geysers"); font.pixelSize: 12; color: Theme.basaltSoft }
            }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Your turn: four action points")
        body: qsTr("Spend 4 action points (AP) in any order:<br/>• <b>Move a Settler</b> (1 AP) to a neighbouring land space, never across a Fissure nor into a crater; from the Boat, onto a space beside its bay. It may carry one of your lying Moai along.<br/>• <b>Build a Village</b> (2 AP) on a lava space where you have a Settler: +1 VP at once.<br/>• <b>Create a Settler</b> (1 AP) in an Area where you have a Settler and a Village; each turn, no more there than you have Villages there.<br/>• <b>Sculpt a Moai</b> (1 AP) on a lava space where you have a Settler: the Moai lies there.<br/>• <b>Raise a Moai</b> (1 AP): your Settler and your lying Moai on a space with a free geyser.<br/>• <b>Take a Prayer token</b> (1 AP, plus 1 for each token you hold), once a turn.<br/>You may end your turn whenever you like; points left unspent are lost.")
        Grid {
            columns: 2
            columnSpacing: 14
            rowSpacing: 12
            verticalItemAlignment: Grid.AlignVCenter
            Pawn { size: 22; colour: "#0072b2" }
            Text { text: qsTr("Settler"); font.pixelSize: 14; color: Theme.basalt }
            Village { width: 30; height: 30; colour: "#0072b2" }
            Text { text: qsTr("Village"); font.pixelSize: 14; color: Theme.basalt }
            MoaiFigure { width: 34; height: 15; colour: "#0072b2" }
            Text { text: qsTr("Moai, lying"); font.pixelSize: 14; color: Theme.basalt }
            MoaiFigure { width: 16; height: 26; colour: "#0072b2"; standing: true }
            Text { text: qsTr("Moai, raised"); font.pixelSize: 14; color: Theme.basalt }
            Row {
                spacing: 4
                Repeater {
                    model: 4
                    delegate: Rectangle {
                        required property int index
                        width: 12; height: 12; radius: 6
                        color: index < 3 ? Theme.lava : "transparent"
                        border.color: Theme.basaltSoft
                    }
                }
            }
            Text { text: qsTr("3 action points left"); font.pixelSize: 14; color: Theme.basalt }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Raising a Moai")
        body: qsTr("A raised Moai scores at once: 1 VP if you have no Village in its Area, otherwise the number of your raised Moai there times the number of your Villages there. Then the land cracks: a Fissure closes the whole border between its Area and the Area its geyser looks at, unless that border holds one already or the sea is beyond. If that cuts the continent in two, one part sinks (see Sinking). Last, the Volcano die is rolled.")
        Item {
            width: 2 * page.hexWidth
            height: 2 * page.unit
            Row {
                RuleSpace { tile: 15; ground: "village"; groundOwner: 3; settlers: [0, 0, 0, 1]; geyserSides: [0]; raised: [3] }
                RuleSpace { tile: 16 }
            }
            RuleFissure { unit: page.unit; x: page.hexWidth - width / 2; y: page.unit / 2 - 1 }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Eruptions")
        body: qsTr("When the die shows a Volcano, a Volcano chosen at random erupts. Along each of its channels the lava flows over the spaces it already covers and strikes the first other space: the Village and every lying Moai there are destroyed, unless their owner spends a Prayer token for each piece. Then lava covers the space if nothing holds its ground. Destroyed pieces go back to their owner, and no VP is lost. Whenever no lava at all is left on the board, two Volcanoes erupt together.")
        Row {
            RuleSpace { tile: 5; volcanoTile: true; crater: true }
            RuleSpace { tile: 5; volcanoTile: true; ground: "lava" }
            RuleSpace { tile: 10; ground: "village"; groundOwner: 0; target: true }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Sinking")
        body: qsTr("A Fissure closes the whole border between two Areas, every side they share; Areas whose border holds no Fissure hold together. When the land falls apart, the part with the fewest spaces sinks; on a tie, the one with fewer Volcanoes, and then chance. Before it sinks, the player on turn moves all of their Settlers in it to one space beside it, and each other player in turn rescues one Settler the same way. Everything else in it returns to its owner, and its Volcanoes leave the game.")
        Item {
            width: 2 * page.hexWidth
            height: 2 * page.unit
            Row {
                RuleSpace { tile: 18; settlers: [1, 0, 1] }
                Item {
                    width: page.hexWidth
                    height: 2 * page.unit
                    Hexagon { anchors.centerIn: parent; radius: page.unit * 0.985; fillColor: Theme.sea; strokeColor: Theme.lagoon; strokeWidth: 1 }
                }
            }
            RuleFissure { unit: page.unit; x: page.hexWidth - width / 2; y: page.unit / 2 - 1 }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("The end and the final count")
        body: qsTr("When a sinking leaves two Volcanoes or fewer, the round is finished so that everyone has had as many turns. Then each player scores 3 VP per Village on the board, 4 per Settler on the board, 2 per unspent Prayer token, 2 per Moai on the board, standing or lying, and for every group of two or more of their Moai on the same or touching spaces, 2 VP per Moai in the group. Ties go to the most Settlers on the board, then Villages, then Moai; after that the win is shared.")
        Row {
            RuleSpace { tile: 20; ground: "moai"; groundOwner: 2; geyserSides: [0]; raised: [2] }
            RuleSpace { tile: 20; ground: "moai"; groundOwner: 2; settlers: [0, 0, 1] }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Where Rano decides")
        body: qsTr("The rulebook leaves some questions open; Rano answers them this way:<br/>• The Volcano die has six faces; two show a Volcano unless you choose otherwise for a new game.<br/>• The tiles are Rano's own: 22 Areas and the continent of Mu. A random island keeps Mu's coast and lays out its heart anew. They are shaped so that two Areas that touch always share a side between two spaces outside the craters, and the spaces of an Area outside its crater touch one another: the rulebook's sinking and its double eruption then apply as written.<br/>• A Settler carries only a Moai of its own colour.<br/>• Lying Moai carried onto a space never stop the lava, and lava striking the space threatens them too.<br/>• A piece saved with a Prayer token keeps its ground: no lava is laid there.<br/>• For one struck space, the owners are asked about the Village first, then the sculpted Moai, then the carried ones, starting with the player on turn.<br/>• The final round also begins when the last Fissure is laid, or when no raise can ever lay one again (no player has a Settler that can bring one of their own Moai, lying or still to be sculpted, to a free geyser whose border is still open), and a game ends after round 60 at the latest.<br/>• With several bays, the Boats are dealt to different bays at random. A Settler never goes back aboard.<br/>• A group of Moai counts touching spaces even across a Fissure.<br/>• A sunk space is sea for everything: no lava crosses it, no Settler enters it, and a geyser facing it opens no Fissure.<br/>• Rano never misses a sinking, so the rulebook's reward for noticing a forgotten one does not exist.")
        Rectangle {
            x: (page.hexWidth * 3 - width) / 2
            width: 64
            height: 64
            radius: 12
            color: "#fbf6ea"
            border.color: Theme.basaltSoft
            border.width: 2
            Hexagon { anchors.centerIn: parent; radius: 20; fillColor: "#5a4a42"; strokeColor: "#2b221e"; strokeWidth: 2 }
            Rectangle { anchors.centerIn: parent; width: 14; height: 14; radius: 7; color: "#ff6a2a" }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Playing in Rano")
        body: qsTr("Click one of your Settlers, or the Boat: the spaces it can reach glow, and the buttons offer every action you may take there with its cost. A question outside your turn (spending a Prayer token, a rescue before a sinking) names the player who must answer. Hint asks the Hard AI for its choice and its next two, each with its chance to win, and marks the choice on the board. Every move is shown on the board as it is played, at the pace set for the AIs in Settings. A turn can also be played without the mouse, with the keys listed here.")
        Column {
            objectName: "shortcutList"
            spacing: 7
            Repeater {
                model: [
                    ["← → ↑ ↓", qsTr("Move the cursor across the spaces")],
                    [qsTr("Enter"), qsTr("Click the space under the cursor")],
                    ["B", qsTr("Pick the Boat")],
                    ["1 … 9", qsTr("Press the action buttons, in order")],
                    ["Tab", qsTr("Go from control to control")],
                    ["Ctrl+E", qsTr("End the turn")],
                    ["Ctrl+Z", qsTr("Take back")],
                    ["H", qsTr("Hint")],
                    [qsTr("Space"), qsTr("Skip ahead while AIs play")],
                    ["W", qsTr("What just happened: the others' last moves again")],
                    ["Esc", qsTr("Clear the selection")],
                    ["+  −  0", qsTr("Zoom in, out, whole board")],
                    ["N", qsTr("Show or hide the space numbers")],
                    ["Ctrl+S", qsTr("Save the game")],
                    ["F1", qsTr("These rules")]
                ]
                delegate: Row {
                    required property var modelData
                    spacing: 10
                    Rectangle {
                        width: 74
                        height: 24
                        radius: 5
                        color: "#fbf6ea"
                        border.color: Theme.basaltSoft
                        Text {
                            anchors.centerIn: parent
                            text: modelData[0]
                            font.pixelSize: 12
                            font.weight: Font.DemiBold
                            color: Theme.basalt
                        }
                    }
                    Text {
                        width: 146
                        anchors.verticalCenter: parent.verticalCenter
                        text: modelData[1]
                        wrapMode: Text.WordWrap
                        font.pixelSize: 13
                        color: Theme.basalt
                    }
                }
            }
        }
    }
}
