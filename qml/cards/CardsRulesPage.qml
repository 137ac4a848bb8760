import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano

// Rapa Nui, the card game in Rano's own words, each rule beside the cards it is about, drawn
// by the table's own components; then the points where Rano decided because the rulebook is
// silent (docs/cards-rules.md).
RulesFrame {
    id: page
    title: qsTr("How to play Rapa Nui, the card game")
    namePrefix: "cardsRules"

    component Card: PlayingCard {
        width: 74
        height: 104
    }
    component Caption: Text {
        width: 74
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        font.pixelSize: 12
        color: Theme.basaltSoft
    }

    RuleSection {
        width: parent.width
        title: qsTr("The aim")
        body: qsTr("You lead a people of Rapa Nui. Lay cards into your display to gather wood, earn glory and build Moai, and give Sacrifice cards to the Stone. The player with the most glory at the end wins: glory earned during play, 4 for each of your Moai, 1 for every 5 wood, and your Sacrifice cards at the value the Stone gives their type.")
        Row {
            spacing: 8
            Card { kind: "moai"; label: qsTr("Moai") }
            Card { kind: "priest"; label: qsTr("Priest") }
            Card { kind: "lumberjack"; label: qsTr("Lumberjack") }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Setting up")
        body: qsTr("Each player puts a Lumberjack in their display, holds three Hunters & Gatherers of three different types, takes one Sacrifice card of each type and gets wood: 2 for the start player, then 3, 4 and 5 in turn. Sixteen cards from the shuffled deck make the general display: four columns of four, all visible; only the top card of a column can be taken.")
        Row {
            spacing: 8
            Repeater {
                model: Theme.typeOrder
                delegate: SacrificeCard {
                    required property string modelData
                    type: modelData
                    width: 46
                    height: 62
                }
            }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Your turn")
        body: qsTr("1. <b>Buy</b>, if you like, one Sacrifice card from an open stack: 5 wood, less 1 for each of your Hunters & Gatherers of its type in your display.<br/>2. <b>Play</b> one Lumberjack or one Priest (free), one Moai (7 wood, then a Sacrifice Round), or 1 to 3 Hunters & Gatherers of one type (0, 1 or 2 wood). If you can play nothing (three Moai in hand and under 7 wood), one Moai leaves the game.<br/>3. <b>Draw</b> back to three cards, one at a time, each from the top of any column. A column you empty is refilled at once with four cards from the deck. The card you uncovered last is then scored for everybody.")
        Column {
            spacing: 4
            Row {
                spacing: 8
                Card { kind: "fish"; label: qsTr("Fish") }
                Card { kind: "grain"; label: qsTr("Grain") }
                Card { kind: "lumberjack"; label: qsTr("Lumberjack"); drawable: true }
            }
            Row {
                spacing: 8
                Caption { text: qsTr("1 card: free") }
                Caption { text: qsTr("2 of a type: 1 wood") }
                Caption { text: qsTr("A top card you may take") }
            }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("The Sacrifice Round")
        body: qsTr("After a Moai is built, every player holding a Sacrifice card gives one to the Stone, starting to the builder's left and ending with the builder. The others lay theirs face up; the builder lays theirs face down, and only the builder knows its type. Then the builder adds one card from any open stack, face up.")
        Row {
            spacing: 8
            SacrificeCard { type: "mulberry"; width: 46; height: 62 }
            SacrificeCard { type: "fish"; width: 46; height: 62 }
            SacrificeCard { faceDown: true; width: 46; height: 62 }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Scoring the uncovered card")
        body: qsTr("<b>Lumberjack</b>: 1 wood for each of your Lumberjacks. <b>Priest</b>: 1 glory for each of your Priests. <b>Moai</b>: for each of your Moai, 1 glory or 1 wood; you choose one of the two for the whole payout. A player with at least 2 of the scored card and strictly more than anyone else gets 1 more.<br/><b>Hunters & Gatherers</b>: everyone with at least one of that type in their display takes a Sacrifice card of the type, two with the same majority. The player on turn takes first. When the stack is empty, the taker picks another type.")
        Row {
            spacing: 8
            Card { kind: "moai"; label: qsTr("Moai"); scored: true }
            Card { kind: "mulberry"; label: qsTr("Mulberry") }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("The end and the final count")
        body: qsTr("When a column must be refilled and the deck runs out, the game ends at once; the card uncovered last is not scored. Count the Sacrifice cards of each type on the Stone, face-down ones included. The type with the most is worth 3 a card, the next count 2, the next 1, then 0; equal counts share a value. With nothing on the Stone every card is worth 0. Ties go to the most Moai in the display, then the most wood; after that the win is shared.")
        Column {
            spacing: 4
            Row {
                spacing: 8
                Repeater {
                    model: [["grain", 4], ["mulberry", 4], ["fish", 2], ["sweet-potato", 1]]
                    delegate: SacrificeCard {
                        required property var modelData
                        type: modelData[0]
                        width: 52
                        height: 70
                    }
                }
            }
            Row {
                spacing: 8
                Repeater {
                    model: [[4, 3], [4, 3], [2, 2], [1, 1]]
                    delegate: Text {
                        required property var modelData
                        width: 52
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        font.pixelSize: 12
                        color: Theme.basaltSoft
                        // Two short lines under a narrow card: "× 4" and "worth 3".
                        text: qsTr("× %1<br/>worth %2").arg(modelData[0]).arg(modelData[1])
                    }
                }
            }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("What you can see")
        body: qsTr("Only the order of the deck and the types of other players' face-down cards are hidden. Everything else could be remembered by a careful player, so Rano shows it: the hands, the displays, and everyone's Sacrifice cards. For a player who has laid cards face down, the count includes those cards, and a note says how many there are. The AI knows exactly what a player in its seat could know.")
        SacrificeCard { faceDown: true; width: 46; height: 62 }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Where the rulebook is silent, Rano decides")
        body: qsTr("• Each colour's three start Hunters & Gatherers are of three different types; each colour lacks a different one.<br/>• The start player is drawn at random, like the deck.<br/>• A player who can play a card must play one; only the purchase is optional.<br/>• The Sacrifice Round starts to the builder's left and ends with the builder.<br/>• Moai owners choose glory or wood in turn order, the player on turn first, each seeing the earlier choices.<br/>• The second Hunters & Gatherers card of a majority is taken right after the first, in that player's place in the order.<br/>• A type with no card on the Stone takes its place in the ranking like any other count.")
    }
}
