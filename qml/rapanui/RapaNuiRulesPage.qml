import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano

// Rapa Nui, the board game in Rano's own words, each rule beside the pieces it is about,
// drawn with the table's own components; then the points where Rano decided because the
// rulebook is silent or its board picture is missing (docs/rapanui-rules.md).
RulesFrame {
    id: page
    title: qsTr("How to play Rapa Nui")
    namePrefix: "rapaNuiRules"

    // A square of the island as the board draws it: its ground and its Resource(s).
    component Square: Rectangle {
        id: square
        property var yields: []
        property string label
        width: 64
        height: 64
        radius: 6
        color: "#8fb36b"
        border.color: Qt.darker(color, 1.5)
        Row {
            anchors.centerIn: parent
            spacing: 2
            Repeater {
                model: square.yields
                delegate: ResourceIcon {
                    required property string modelData
                    width: 22
                    height: 22
                    resource: modelData
                }
            }
        }
        Text {
            x: 4
            y: 2
            text: square.label
            font.pixelSize: 10
            font.weight: Font.DemiBold
            color: Theme.basalt
        }
    }
    component Caption: Text {
        width: 64
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        font.pixelSize: 11
        color: Theme.basaltSoft
    }
    component TileChip: Rectangle {
        property alias text: chipText.text
        width: chipText.implicitWidth + 12
        height: 24
        radius: 4
        color: Theme.sandDark
        border.color: Theme.basaltSoft
        Text {
            id: chipText
            anchors.centerIn: parent
            font.pixelSize: 12
            font.weight: Font.DemiBold
            color: Theme.basalt
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("The aim")
        body: qsTr("You lead a clan of Rapa Nui. Your Villagers sculpt Moai in the quarry of Rano Raraku and carry them along chains of Transporters to the Ahu on the coast; a Pukao from Puna Pau styles a Moai, and styling buys an Offering tile. The player with the most points at the end wins: Offering tiles, 1 per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor.")
        Row {
            spacing: 10
            MoaiFigure { width: 18; height: 44; standing: true; colour: "#9d8f80" }
            MoaiFigure {
                width: 22; height: 53; standing: true; colour: "#9d8f80"
                Rectangle { anchors.horizontalCenter: parent.horizontalCenter; anchors.bottom: parent.top; anchors.bottomMargin: -2; width: 18; height: 7; radius: 3; color: "#a4533a" }
            }
            Pawn { size: 22; colour: "#009e73" }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Resources")
        body: qsTr("Four Resources, low to high: Reeds, Eggs, Wood and Pearls. Each player's board tracks them from 0 to 10 (more is lost: each choice says what it would lose); everyone starts with 1 of each. An Offering may be paid with higher Resources in place of lower ones (you choose which); an Improvement takes exactly its own Resource. On the board every Resource has its own shape, so no one needs to tell them by colour.")
        Row {
            spacing: 8
            Repeater {
                model: ["reeds", "eggs", "wood", "pearls"]
                delegate: ResourceIcon {
                    required property string modelData
                    width: 30
                    height: 30
                    resource: modelData
                }
            }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("The island")
        body: qsTr("Rano draws the island as squares, named by column and row (C4). Spaces connect across their sides. An inland space shows what a Transporter standing there earns: one Resource, or two for an \"a/b\" space whose Transporter's owner chooses. An Ahu space on the coast shows the Resource a Moai erected there gives, and its Ahu tile, face up until a Moai takes it. The Crater (Rano Raraku) and the Pukao Quarry (Puna Pau) each hold a neutral Transporter; no player's figurine goes there.")
        Row {
            spacing: 6
            Square { yields: ["reeds"]; label: "B3" }
            Square { yields: ["wood", "pearls"]; label: "D4" }
            Square { color: "#6b5446"; label: "F4" }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Phase 1: place figurines")
        body: qsTr("In turn order, one figurine at a time, until all are placed: a Villager on an island space as a Transporter (an empty space or one of your own, several of yours together are fine) or on a free Sculptor space of the Moai Quarry; your Sorcerer on a free star of the turn order track; your Chief, once you have its Improvement, below any column of the Quarry, together with a Villager or your Sorcerer in the same turn (alone it takes no turn). The first player may not open the round with the Sorcerer on the first star. Improvements and Barter may come before or after your figurine; then end your turn.")
        Row {
            spacing: 6
            Pawn { size: 26; colour: "#009e73" }
            Pawn { size: 26; colour: "#0072b2" }
            Pawn { size: 26; colour: "#0072b2"; rotation: 90; opacity: 0.75 }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Phase 2: turn order and sculpting")
        body: qsTr("The new turn order is the Sorcerers' order along the stars. Then each player in turn takes Moai: a Sculptor in the small column makes a small Moai; with one in the medium column too, those two make a medium one; with one in each column, a large one. You choose how yours combine. A missing size is replaced by the next smaller one left in the supply. The Moai wait in the Crater until carried.")
        Row {
            spacing: 8
            Repeater {
                model: 3
                delegate: Column {
                    required property int index
                    spacing: 3
                    MoaiFigure { width: 12 + index * 4; height: 26 + index * 8; standing: true; colour: "#9d8f80" }
                }
            }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Phase 3: transport")
        body: qsTr("From the first player round the table, each player either carries one Moai or one Pukao, or drops out for the round. A Moai goes from the Crater along a chain of spaces that each hold a Transporter to an Ahu where you have a standing Transporter; several Moai may stand on one Ahu space. Each opponent's space crossed pays its owner one Resource of its kind (on an \"a/b\" space, the owner chooses). You then erect the Moai: take the Ahu tile if it is still there, and 1, 3 or 5 Resources of the Ahu's kind for a small, medium or large Moai; your Transporter there lies down, fatigued: it still carries, but erects no more this round. When everyone has dropped out, the round ends: the figurines go home and Moai not erected go back.")
        Row {
            spacing: 4
            Square { color: "#6b5446"; label: "F4" }
            Square { yields: ["reeds"]; label: "G4"; Pawn { x: 4; y: 40; size: 16; colour: "#0072b2" } }
            Square { yields: ["eggs"]; label: "H4"; Pawn { x: 4; y: 40; size: 16; colour: "#009e73" } }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Styling and Offerings")
        body: qsTr("A Pukao goes from the Pukao Quarry the same way to an Ahu with a Moai that has none (the largest such Moai there takes it), where you have a standing Transporter, and only if you can then pay for an Offering; each opponent's space crossed pays its owner 1 Reed. The Transporter lies down and you make one exchange for the top tile of a stack: 4 Reeds for the Hut, 4 Eggs for the Chicken, one of each Resource for the Hatchet, 4 Wood for the Boat, 4 Pearls for the Necklace. Offering tiles lie face down, but their stacks are sorted and public, so Rano shows each stack's next value and its Outstanding tiles.")
        Row {
            spacing: 4
            Repeater {
                model: [[qsTr("Hut"), 7], [qsTr("Chicken"), 8], [qsTr("Hatchet"), 9], [qsTr("Boat"), 10], [qsTr("Necklace"), 12]]
                delegate: Rectangle {
                    required property var modelData
                    width: 46
                    height: 50
                    radius: 5
                    color: Theme.sand
                    border.color: "#3f2e17"
                    Column {
                        anchors.centerIn: parent
                        Text { anchors.horizontalCenter: parent.horizontalCenter; text: modelData[0]; font.pixelSize: 9; color: Theme.basalt }
                        Text { anchors.horizontalCenter: parent.horizontalCenter; text: modelData[1]; font.pixelSize: 18; font.weight: Font.Bold; color: Theme.lava }
                    }
                }
            }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Ahu tiles and the Rongorongo Tablet")
        body: qsTr("Erecting a Moai takes the Ahu tile of its space. Use it at its moment or keep it: <b>Rest</b> stands a fatigued Transporter up; <b>Barter</b> exchanges any 3 of your Resources for any 3 of your choice, in any of your turns; <b>Skimp</b> pays 2 Resources for an Offering; <b>Chip In</b> adds a virtual Sculptor; <b>Take Two More</b> and <b>Take Three More</b> add Resources when erecting; <b>Take Your Pick</b> lets you take the Outstanding tile of the type you buy, if you choose (kept: permanent); <b>Change Jobs</b> turns your Sorcerer into a Sculptor or a Transporter; <b>Lend a Hand</b> turns a Sculptor or your Chief into a Transporter; <b>Gain Favor</b> is worth 3 points. The Rongorongo Tablet, discarded, copies any of these, Take Your Pick too (once, at a styling); unused, it is worth 3 points. Rano offers each power at its moment, with a one-line effect.")
        Flow {
            width: 240
            spacing: 4
            TileChip { text: qsTr("Rest") }
            TileChip { text: qsTr("Barter") }
            TileChip { text: qsTr("Skimp") }
            TileChip { text: qsTr("Chip In") }
            TileChip { text: qsTr("Take Your Pick") }
            TileChip { text: qsTr("Lend a Hand") }
            TileChip { text: qsTr("Rongorongo Tablet") }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Improvements")
        body: qsTr("At any moment of your placement or transport turn, before or after its figurine or transport, you may add Improvements, at most 3 of the 4: <b>Fervent</b> (2 Reeds) takes erected Resources one step higher; <b>Artistic</b> (2 Eggs) takes an Offering one step higher than the one paid for; <b>Popular</b> (2 Wood) gives a fifth Villager; <b>Chief</b> (3 Pearls) gives the Chief, a Sculptor placed with another figurine below any column even when it is full.")
        Flow {
            width: 240
            spacing: 4
            TileChip { text: qsTr("Fervent") }
            TileChip { text: qsTr("Artistic") }
            TileChip { text: qsTr("Popular") }
            TileChip { text: qsTr("Chief") }
        }
    }

    RuleSection {
        width: parent.width
        title: qsTr("The end and the score")
        body: qsTr("At the end of a round, if the Ahu without a Moai are no more than the number of players (with two players: fewer than 3), the game ends. Erected Moai stay: if the Moai left are too few to fill the Ahu that end needs, the game ends at that round's end. Each player scores their Offering tiles, 1 point per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor. The most points win; tied players share the victory. The side panel shows the empty Ahu left at every moment.")
        MoaiFigure { width: 22; height: 53; standing: true; colour: "#9d8f80" }
    }

    RuleSection {
        width: parent.width
        title: qsTr("Two players and the first game")
        body: qsTr("Two players use the two-player side of the island (15 Ahu, two stars, Quarry columns of 3, 2 and 2), play with stacks of two Offering tiles and 17 Moai, and draft their Ahu tiles: the second player in turn order takes a kind of tile from the leftovers and sets the identical ones aside, then the first, and so on, until each holds 2. A first game plays with the 21 simplest Ahu tiles and no Rongorongo Tablets (the option on the new-game page).")
    }

    RuleSection {
        width: parent.width
        title: qsTr("At the table")
        body: qsTr("Every place you may choose glows: click a space, a Quarry column, a star, an Offering stack or an Improvement. A place with several choices (an Ahu reached by different paths, a Moai of two sizes) lists them in the side panel, each saying who is paid what; the list also holds every choice in words. Pointing at a choice or a line of the log lights its spaces. Keys: H a hint, Ctrl+Z take back, Space skip ahead, Ctrl+S save, F1 these rules.")
    }

    RuleSection {
        width: parent.width
        title: qsTr("Where the rulebook is silent, Rano decides")
        body: qsTr("• The island is a square grid drawn by Rano (the rulebook's picture is missing): 21 Ahu and 24 inland spaces on the 3-4 player side, 15 and 16 on the 2 player side; every Ahu is 2 to 7 spaces from the Crater and from the Pukao Quarry.<br/>• Several Moai may stand on one Ahu space: only the first takes its tile, each later one gives its Resources; a Pukao styles the largest Moai there without one. Transporters may stand on Ahu spaces and earn their Resource.<br/>• Quarry columns hold 5, 4 and 3 Sculptors (3, 2, 2 for two players); the Chief, Chip In and Change Jobs need no free space.<br/>• The turn order track has 4 stars (2 for two players).<br/>• Resources stop at 10.<br/>• Offering stacks: Hut 7 7 6 6, Chicken 8 8 7 7, Hatchet 9 9 8 8, Boat 10 10 9 9, Necklace 12 12 11 11; Outstanding: Hut 8, Chicken 9, Hatchet 10 and 11, Boat 11, Necklace 13 and 14, taken only through Take Your Pick, the highest left of the type, if you choose it.<br/>• You choose how your Sculptors combine; large Moai are taken first.<br/>• Transport choices list, per Ahu, the paths that differ in whom they pay; each opponent's space crossed pays once.<br/>• On an \"a/b\" space the owner chooses, during the mover's turn.<br/>• Fervent lets you take any number of the Resources one step higher.<br/>• Ahu tiles are offered at their moment; Improvements and Barter in any of your turns, and Rest in your transport turn, come before or after the turn's figurine or transport; then you end the turn. Dropping out ends it at once.<br/>• The game ends after 30 rounds at the latest, or at a round's end when the Moai left are too few for the empty Ahu the rule's end needs. The AI keeps 2 Moai to spare before erecting one beside another.<br/>• Barter: any 3 of your Resources for any 3 of your choice, as in the French original (the English edition: 3 of one kind for 3 of another). A Resource given and taken back counts, so 1 to 3 Resources may change kind; you need 3 to give. Skimp's Hatchet names its 2 Resources.<br/>• The Tablet copies any Ahu tile, as in the French original (the English edition excepts Take Your Pick). It is offered only for a power you hold no tile of, and never as Gain Favor, whose 3 points are the Tablet's own.<br/>• You choose which Resources pay for an Offering: every way is offered.<br/>• Neutral Transporters carry any piece.<br/>• The first-star rule concerns the first figurine; Improvements bought before it do not count.<br/>• The Chief erects or styles when it stands with your other Transporters: it never tires.<br/>• Popular or the Chief bought in phase 3 joins the next round.<br/>• The 2 player side's Ahu give Reeds 5, Eggs 4, Wood 3, Pearls 3.<br/>• A Pukao is carried only by a player who can then buy an Offering.<br/>• The draft ends early when the leftovers run out of kinds.<br/>• Change Jobs takes the Sorcerer off its star; Lend a Hand moves a Villager Sculptor first.<br/>• With two players the game ends with fewer than 3 empty Ahu, as in the French original; the English edition says 3 or fewer.")
    }
}
