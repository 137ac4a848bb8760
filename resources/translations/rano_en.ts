<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AiLevels</name>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greedy bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A human at this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays at a glance and slips now and then: a first opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinks a moment and slips less often: a fair game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinks up to half a second a decision and never slips: a strong game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinks three times as long as the hard AI, on both cores: the strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a seat and its AI level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between seats</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>online</source>
        <comment>a person at another computer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away: AI, %1</source>
        <comment>an AI plays while its player is away</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open seat</source>
        <comment>an online seat nobody has taken yet</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Analysed: mistakes are marked ✖</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI can review every choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the analysis; what is done is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the AI review every choice and mark the mistakes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardLegend</name>
    <message>
        <source>Glowing gold: a place you may choose now; a click there offers what you can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ringed in ember: what the others did since your last decision (What just happened?, W, plays it again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ringed in teal: the hint&apos;s choice (H).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dark ring lined with gold: the keyboard&apos;s cursor (the arrows move it, Enter clicks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the marks mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the legend (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lit in white: the places the coach&apos;s lesson names, or the log line under the pointer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ringed in violet: the button the coach points at.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the space numbers (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number each space within its tile, as the log names them (N)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoatView</name>
    <message>
        <source>The Boats: click, then a highlighted space to land a Settler</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardDisplay</name>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsGameScreen</name>
    <message>
        <source>Rapa Nui cards, turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Stone has spoken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties go to the most Moai in the display, then the most wood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go through the game choice by choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Stone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2: worth %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsLegend</name>
    <message>
        <source>A glowing card or stack: you may take it now (the top card of a column, a Sacrifice stack to buy, offer or take from).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ringed in gold: the card scored last, when a hand filled up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Sacrifice stack: the number is how many cards are left, the price under it what one costs you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Stone of Sacrifice, &quot;+ 2 ↓&quot;: cards laid face down that you know of; a face-down card you have not seen shows its back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Hunters &amp; Gatherers&quot; under a card: it pays Sacrifice cards of its type when it is scored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsPosition</name>
    <message>
        <source>Fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mulberry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweet Potato</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lumberjack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy no Sacrifice card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a %1 Sacrifice card (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a Lumberjack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a Priest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a Moai (%1) and start a Sacrifice Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1 Hunters &amp; Gatherers (%2) (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1 Hunters &amp; Gatherers (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a Moai out of the game (none can be built)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sacrifice a %1 card face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sacrifice a card face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sacrifice a %1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a %1 card from the open stack to the Stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top card of column %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top card of column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 glory for the Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 wood for the Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a %1 Sacrifice card instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck is empty: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The uncovered %1 is scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n glory</source>
        <translation>
            <numerusform>%n glory</numerusform>
            <numerusform>%n glory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 Sacrifice card(s)</source>
        <translation>
            <numerusform>%n %1 Sacrifice card</numerusform>
            <numerusform>%n %1 Sacrifice cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, +</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai built (4 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood (1 per 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish Sacrifice cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mulberry Sacrifice cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweet Potato Sacrifice cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain Sacrifice cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 buys no Sacrifice card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 buys a %2 Sacrifice card (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays a Lumberjack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays a Priest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds a Moai (%2) and starts a Sacrifice Round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2 Hunters &amp; Gatherers (%3) (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2 Hunters &amp; Gatherers (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts a Moai out of the game (none can be built).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sacrifices a %2 card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sacrifices a card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sacrifices a %2 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adds a %2 card from the open stack to the Stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the top card of column %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the top card of column %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 glory for the Moai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 wood for the Moai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a %2 Sacrifice card instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empties the column: four cards come from the deck, and its new top card is scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empties the column: four cards come from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncovers a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n glory or wood</source>
        <translation>
            <numerusform>%n glory or wood</numerusform>
            <numerusform>%n glory or wood</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the %1 is scored: nobody gains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the %1 is scored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Empties the column: the deck&apos;s last %n card(s) refill it and the game ends, nothing more scored</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardsReviewScreen</name>
    <message>
        <source>The cards are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsRulesPage</name>
    <message>
        <source>How to play Rapa Nui, the card game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead a people of Rapa Nui. Lay cards into your display to gather wood, earn glory and build Moai, and give Sacrifice cards to the Stone. The player with the most glory at the end wins: glory earned during play, 4 for each of your Moai, 1 for every 5 wood, and your Sacrifice cards at the value the Stone gives their type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lumberjack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player puts a Lumberjack in their display, holds three Hunters &amp; Gatherers of three different types, takes one Sacrifice card of each type and gets wood: 2 for the start player, then 3, 4 and 5 in turn. Sixteen cards from the shuffled deck make the general display: four columns of four, all visible; only the top card of a column can be taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. &lt;b&gt;Buy&lt;/b&gt;, if you like, one Sacrifice card from an open stack: 5 wood, less 1 for each of your Hunters &amp; Gatherers of its type in your display.&lt;br/&gt;2. &lt;b&gt;Play&lt;/b&gt; one Lumberjack or one Priest (free), one Moai (7 wood, then a Sacrifice Round), or 1 to 3 Hunters &amp; Gatherers of one type (0, 1 or 2 wood). If you can play nothing (three Moai in hand and under 7 wood), one Moai leaves the game.&lt;br/&gt;3. &lt;b&gt;Draw&lt;/b&gt; back to three cards, one at a time, each from the top of any column. A column you empty is refilled at once with four cards from the deck. The card you uncovered last is then scored for everybody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card: free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 of a type: 1 wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A top card you may take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sacrifice Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a Moai is built, every player holding a Sacrifice card gives one to the Stone, starting to the builder&apos;s left and ending with the builder. The others lay theirs face up; the builder lays theirs face down, and only the builder knows its type. Then the builder adds one card from any open stack, face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring the uncovered card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Lumberjack&lt;/b&gt;: 1 wood for each of your Lumberjacks. &lt;b&gt;Priest&lt;/b&gt;: 1 glory for each of your Priests. &lt;b&gt;Moai&lt;/b&gt;: for each of your Moai, 1 glory or 1 wood; you choose one of the two for the whole payout. A player with at least 2 of the scored card and strictly more than anyone else gets 1 more.&lt;br/&gt;&lt;b&gt;Hunters &amp; Gatherers&lt;/b&gt;: everyone with at least one of that type in their display takes a Sacrifice card of the type, two with the same majority. The player on turn takes first. When the stack is empty, the taker picks another type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mulberry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end and the final count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a column must be refilled and the deck runs out, the game ends at once; the card uncovered last is not scored. Count the Sacrifice cards of each type on the Stone, face-down ones included. The type with the most is worth 3 a card, the next count 2, the next 1, then 0; equal counts share a value. With nothing on the Stone every card is worth 0. Ties go to the most Moai in the display, then the most wood; after that the win is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× %1&lt;br/&gt;worth %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you can see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the order of the deck and the types of other players&apos; face-down cards are hidden. Everything else could be remembered by a careful player, so Rano shows it: the hands, the displays, and everyone&apos;s Sacrifice cards. For a player who has laid cards face down, the count includes those cards, and a note says how many there are. The AI knows exactly what a player in its seat could know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rulebook is silent, Rano decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• Each colour&apos;s three start Hunters &amp; Gatherers are of three different types; each colour lacks a different one.&lt;br/&gt;• The start player is drawn at random, like the deck.&lt;br/&gt;• A player who can play a card must play one; only the purchase is optional.&lt;br/&gt;• The Sacrifice Round starts to the builder&apos;s left and ends with the builder.&lt;br/&gt;• Moai owners choose glory or wood in turn order, the player on turn first, each seeing the earlier choices.&lt;br/&gt;• The second Hunters &amp; Gatherers card of a majority is taken right after the first, in that player&apos;s place in the order.&lt;br/&gt;• A type with no card on the Stone takes its place in the ranking like any other count.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsSeatPanel</name>
    <message>
        <source>%1 wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the display: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>These counts include %n card(s) they laid face down on the Stone; they hold %1 now.</source>
        <translation>
            <numerusform>These counts include %n card they laid face down on the Stone; they hold %1 now.</numerusform>
            <numerusform>These counts include %n cards they laid face down on the Stone; they hold %1 now.</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand: %1. Click to play it, or to learn why not now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsSetup</name>
    <message>
        <source>The seed shuffles the 50 Rapa Nui cards and picks the start player. Each player starts with a Lumberjack in the display, three Hunters &amp; Gatherers in hand, one Sacrifice card of each type and 2 to 5 wood by seat from the start player.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsTable</name>
    <message>
        <source>The game goes on from turn %1 of a recorded game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 begins. Every player holds one Sacrifice card of each type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: buy a Sacrifice card from an open stack, or buy none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: play cards from your hand into your display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: your Moai&apos;s Sacrifice Round ends with you: lay one of your Sacrifice cards on the Stone, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a Moai was built. Lay one of your Sacrifice cards on the Stone, face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: add one card from an open stack to the Stone, face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: take the top card of a column into your hand (%2 of 3 in hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a Moai is scored. Take glory or wood for your Moai?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the %2 stack is empty. Take another Sacrifice card instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game continues, turn %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back stops at a card turned up: what it showed stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: %1 is playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This %1 can be played %n ways now: choose one of the buttons.</source>
        <translation>
            <numerusform>This %1 can be played %n way now: choose one of the buttons.</numerusform>
            <numerusform>This %1 can be played %n ways now: choose one of the buttons.</numerusform>
        </translation>
    </message>
    <message>
        <source>First buy a Sacrifice card, or none; then you play a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Moai costs %1 wood; you hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 cannot be played now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have played a card this turn: now you draw back to three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the top card of a column, the one in front, can be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First buy a Sacrifice card, or none, then play from your hand: you draw last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First play a card from your hand: you draw last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 cannot be drawn from now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck only refills a column emptied by a draw; you draw from the columns.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, as the AI sees it: click to go there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceButton</name>
    <message>
        <source>The hint&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hint&apos;s choice (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceReviewFrame</name>
    <message>
        <source>The start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn back (Ctrl+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A choice back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A choice on (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn on (Ctrl+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over · choice %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · choice 0 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · choice %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Welcome, chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1: a Sacrifice card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2: play from your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now step 2: play card(s) from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 3: refill your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now step 3: take the top card of a column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then each chief plays a turn in turn, clockwise. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision, but never past a card turned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lumberjacks scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priests scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory or Wood?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Moai are scored: take 1 Glory point per Moai, or 1 Wood per Moai, never some of each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose first: Glory points or Wood for your Moai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stack of the type you should take from is empty: take a Sacrifice card of another type instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a Sacrifice card of another type first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Sacrifice Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay a Sacrifice card on the Stone first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The builder&apos;s offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You built the Moai, so you also lay one card from an open stack on the Stone, face up, for nothing: it raises that type&apos;s value for everybody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay a card from an open stack on the Stone first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Moai&apos;s builder laid a Sacrifice card face down: until the end only they know its type, though it counts for its type&apos;s value. Rano shows you only what you may know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three Moai and no Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold three Moai and less than 7 Wood: you cannot play any card, so one Moai leaves the game instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put one Moai out of the game: it is all you can do this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A column refilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A column was emptied, so it was refilled at once with 4 cards from the face-down deck; its fourth card is the one scored. The game ends when a refill empties the deck, and then that last card is not scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A refill emptied the deck: the game is over, and its last card was not scored. Each player adds to their Glory points 4 GP per Moai in their display, 1 GP per 5 Wood, and each Sacrifice card at its type&apos;s value: the type most on the Stone is worth 3, the next 2, the next 1, the rest 0 (tied types share a value; with nothing on the Stone, every card is worth 0). Most GP wins; a tie goes to the most Moai, then the most Wood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1 of a turn: one Sacrifice card from an open stack, 5 Wood less 1 per Hunter &amp; Gatherer of its type in the buyer&apos;s display, never below 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With three Moai in hand and under 7 Wood nothing can be played, so one Moai leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 3 of a turn: the top card of a column, until the hand holds 3; the card uncovered last is scored for all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai scored: 1 Glory point per Moai in the display (or 1 Wood each), one kind for all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Moai&apos;s builder adds one card from an open stack to the Stone, face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2 of a turn: one Lumberjack, one Priest, one Moai (7 Wood) or 1 to 3 Hunters &amp; Gatherers of one type (0, 1 or 2 Wood) go from the hand to the display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a Sacrifice Round every player with Sacrifice cards lays one on the Stone, the Moai&apos;s builder last and face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying a Sacrifice card is optional: step 1 may be skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a stack runs out, a player owed a card of its type takes one of another type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai scored: 1 Wood per Moai in the display (or 1 Glory point each), one kind for all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Rapa Nui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Sculptor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Transporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a Villager on the island now: click a lit space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sorcerer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sculpting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the new turn order each player takes the Moai their Sculptors make. Each Sculptor helps make one Moai only; a missing size is replaced by a smaller one. Choose how your Sculptors combine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your Moai first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Lend a Hand tile turns one of your Sculptors (or your Chief) into a Transporter on an empty or own space, once the Moai are sculpted: play it now, or keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry a Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry a Moai now: choose one of the lit Ahu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transports pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Moai or a Pukao crossed Transporters of another player: each such space paid its owner once, a Resource of the space for a Moai, 1 Reed for a Pukao. Where a space shows two Resources (a/b), its owner chooses. Chains through your own and the grey neutral Transporters pay nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which Resource?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Resource you earn first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Two More and Take Three More add Resources of the Ahu&apos;s kind when you erect; with Fervent you may take erected Resources one step higher. Choose what you take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Ahu tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry a Pukao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry along a chain of Transporters to an Ahu with a Moai without one, where you have a standing Transporter, if you can then buy an Offering. It styles the Moai, your Transporter there is fatigued, and you buy an Offering tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry a Pukao now: choose one of the lit Ahu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy an Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy your Offering first: choose how you pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropping out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of transporting you may drop out of the transport phase for this round. When everybody has dropped out, the round ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figurine went home, Transporters stood up, and Moai sculpted but not erected went back to the supply. If the Ahu spaces without a Moai are no more than the players (with two players, fewer than 3), the game ends now; otherwise a new round begins with the placements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Jobs turns the Sorcerer into a Sculptor or a Transporter once the turn order is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Chief comes with a Villager or the Sorcerer, below any Quarry column, and counts as a Sculptor there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip In adds a virtual Sculptor in any column for one sculpting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With two players each takes two kinds of Ahu tiles from the face-up leftovers, in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who drops out of the transport phase transports no more this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On an a/b space the Transporter&apos;s owner chooses which of the two Resources a transport pays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn ends when its player says so, or when nothing is left to do in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erecting pays 1, 3 or 5 Resources of the Ahu&apos;s kind; Fervent lets them be taken a step higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Improvement is bought at any moment of its buyer&apos;s own turns, at most 3 of the 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile kept can be used at a later moment of its kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lend a Hand turns a Sculptor or the Chief into a Transporter once the Moai are sculpted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Moai goes from the Crater along Transporters to an empty Ahu with a standing own Transporter, paying each other player&apos;s space crossed, and is erected there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A styling buys one Offering with 4 Resources of its kind (one of each for the Hatchet), higher ones standing in for lower ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry along Transporters to an unstyled Moai, paying 1 Reed per other player&apos;s space crossed, and buys an Offering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest stands one fatigued Transporter up, in its holder&apos;s transport turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Sculptor helps sculpt one Moai: the first column a small one, the first two a medium one, all three a large one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Villager on a free space of the Moai Quarry is a Sculptor: its column decides the Moai it helps sculpt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sorcerer on a star of the turn order track sets its owner&apos;s place in the next turn order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Two More and Take Three More add Resources when erecting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Villager on an island space is a Transporter; never where another player&apos;s Transporters stand, nor on the Crater or the Pukao Quarry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Mu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Come ashore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each turn you have 4 Action Points (AP). Moving a Settler one space costs 1 AP, and stepping off the Boat is a move. Click your Boat, then one of the lit land spaces beside the bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First bring your Settler ashore: click your Boat, then a lit space beside the bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Settler stands on lava, and lava is what you build with. Build a Village there (2 AP): the lava becomes a Village of yours, worth 1 VP at once and 3 VP at the end if it survives. Press Build a Village.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a Village first: your Settler stands on lava (the lit space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a Settler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In an Area where you have a Settler and a Village, Create a Settler (1 AP) on any of its spaces. Each turn you may create as many Settlers in an Area as you have Villages there. Each Settler on the board is worth 4 VP at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a Settler now, on a lit space of the Area with your Village.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sculpt a Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sculpt a Moai now, on the lit lava under your Settler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise a Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pray?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flee!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The land under your Settlers sinks. On your own turn all your Settlers there flee to one space beside it; on another tribe&apos;s turn one of them does. Click a ringed space, then click it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save your Settlers first: click a ringed space beside the sinking land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a Prayer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a Prayer token now: press its button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Settler steps to a neighbouring space for 1 AP, into another Area too, but never across a Fissure (a dark crack on a border). Click one of your lit Settlers, then a ringed space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a Settler now: click one of your lit Settlers, then a ringed space next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a Moai scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fissure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Volcano die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each raise the die is rolled: a white face, the Volcanoes stay quiet; a Volcano face, one Volcano erupts, drawn at random among the Volcano tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An eruption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An erupting Volcano lays one lava tile on the first space without lava along each of its channels. A Village or a lying Moai there is destroyed, back to its owner&apos;s reserve (no VP are lost), unless its owner spends a Prayer token. Raised Moai and Settlers are safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lava left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whenever no lava is left on the board, two Volcanoes erupt at once, drawn together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land sinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or fewer Volcanoes are left after a sinking: the round is played to its end, so every tribe has had as many turns, and then the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn ends when its 4 AP are spent or its player ends it; AP left are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepping off the Boat onto a land space beside the bay is a move: 1 AP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Settler steps to a neighbouring space for 1 AP, never across a Fissure; it may carry a lying Moai from its space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a prayer the piece the lava reaches is destroyed and goes back to its owner&apos;s reserve; no VP are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Prayer token spent saves the piece lava was about to destroy; the token leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Prayer token costs 1 AP more for each one already held, one a turn; it saves a piece from lava, or scores 2 VP at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Moai is raised onto a free geyser of the space where it lies, with a Settler there: 1 AP and VP at once, a Fissure on the border the geyser faces, then the Volcano die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When land sinks, the tribe whose turn it is saves all its Settlers there onto one space beside it, each other tribe one Settler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Moai is sculpted from the lava under its tribe&apos;s Settler: 1 AP; it lies there until it is raised, carried or destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new Settler goes into an Area where its tribe has a Settler and a Village: 1 AP, as many a turn in that Area as Villages there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Village replaces the lava under its builder&apos;s Settler: 2 AP, 1 VP at once, 3 VP at the end if it is still on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may buy one Sacrifice card from an open stack: 5 Wood, 1 less for each Hunter &amp; Gatherer of that type in your display, never below 0. Or skip this step. Buy one, or press Buy no Sacrifice card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step 1: buy a Sacrifice card, or press Buy no Sacrifice card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Villager on a free space of the Moai Quarry is a Sculptor. In phase 2 each Sculptor in the first column makes a small Moai; a Sculptor in the first and one in the second column together make a medium one; one in each of the three columns, a large one. Place a Villager in the Quarry: click a glowing column (or its button in the side panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a Sculptor first: click a glowing column of the Moai Quarry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Sorcerer goes on a free star of the turn order track: once everyone has placed, the new turn order is the Sorcerers&apos; order along it. The round&apos;s first player may not open the round with the Sorcerer on the first star. Click a glowing star.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your Sorcerer now: click a glowing star of the turn order track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise your Moai now: on the lit space, press a Raise a Moai button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the lava first: Spend a Prayer token, or Let it burn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Lumberjack, every player gets 1 Wood per Lumberjack in their display. A player with at least 2 Lumberjacks and strictly more than every other gets 1 Wood more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Priest, every player gets 1 Glory point per Priest in their display. A player with at least 2 Priests and strictly more than every other gets 1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Moai, every player with Moai in their display takes, per Moai, 1 Glory point or 1 Wood, one kind for all of them. With at least 2 Moai and strictly more than every other, 1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Hunter &amp; Gatherer, every player with at least one of that type in their display takes one Sacrifice card of that type, however many they have; with at least 2 and strictly more than every other, a second. The player on turn takes first. The more of a type you have, the cheaper its Sacrifice cards are to buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Moai was built: from the builder&apos;s left, every player with Sacrifice cards lays one on the Stone of Sacrifice, face up; the builder lays theirs last, face down. The types laid most will be worth most at the end (3, 2, 1 and 0 GP for each card of the type you still hold), but the card you lay leaves your hand and scores nothing for you. Choose the type you lay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead a tribe on the lost continent of Mu, against two AI tribes. Build Villages and raise Moai statues to score Victory Points (VP). Each raise cracks the land; the game ends when sinking land leaves two Volcanoes or fewer, and the most VP then wins. The Legend button, top right of the board, names every mark the board draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu is made of 22 Areas, tiles of 1 to 3 hexagonal spaces. Eight hold a Volcano (a dark crater). Lava (orange) starts on the lava channels nearest each Volcano and on every space of the Areas without one. Each tribe starts with one Settler in its Boat in the bay. You play first here; then the tribes play in the order of the list beside the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn ended when your 4 AP were spent; End turn ends it sooner, and unspent AP are lost. Then each tribe plays its turn in turn. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision, but never past a roll of the Volcano die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Settler stands with a lying Moai on a space with a geyser (a small dot by the space&apos;s edge). Raise the Moai onto the geyser (1 AP). It scores at once; then a Fissure is laid on the border the geyser faces, and the Volcano die is rolled. A space with two geysers has a button for each: point at one to see the border it cracks. Once raised, a Moai never moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lava is about to destroy one of your pieces. Spend a Prayer token to save it, or Let it burn: it goes back to your reserve. A Prayer token kept is worth 2 VP at the end, a Village 3; without a token left, lava takes what it reaches. You are never forced to pray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each raised Moai lays a Fissure on the border its geyser faces (none when a Fissure is there already). Settlers never cross a Fissure. When Fissures and the sea cut the continent in parts, the smaller part sinks, with every piece on it: watch the borders around your own land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Villager on an island space is a Transporter. Moai travel from the Crater (Rano Raraku) along chains of spaces joined side to side that each hold a Transporter, anyone&apos;s, to an Ahu (the grey coastal spaces named after their tile; several Moai may stand on one) where you have a Transporter of your own; Pukao travel the same way from the Pukao Quarry (Puna Pau) to a Moai without one. A Villager may not go where another player&apos;s Transporters stand, nor on the Crater or the Pukao Quarry. Click a lit space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip In (your tile, or your Rongorongo Tablet copying it) gives you a virtual Sculptor in any column, even a full one, for this sculpting: use it now, or keep it for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Jobs (your tile, or your Rongorongo Tablet copying it) turns your Sorcerer, once the turn order is set, into a Sculptor in any column, even if all its spaces are taken, or a Transporter on an empty or own space: play it now, or keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: at the end of a round, the empty Ahu were no more than the players. Each player scores their Offering tiles, 1 point per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor. The most points win; tied players share the victory. New game… also sets up a game for two players (played on the board&apos;s other side) and the rulebook&apos;s first game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round has three phases. First everyone places their figurines, one at a time in turn order. Then the new turn order is set and the Sculptors sculpt Moai. Then each player in turn transports one Moai or one Pukao, or drops out. Everyone starts with 1 of each Resource: Reeds, Eggs, Wood and Pearls, from the least to the most valuable. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Improvements and the end of your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before or after your figurine or transport, while your turn lasts, you may buy an Improvement, at most 3 of the 4: Fervent (2 Reeds) lets you take erected Resources one step higher; Artistic (2 Eggs) lets a styling buy the next higher Offering; Popular (2 Wood) gives you a fifth Villager; Chief (3 Pearls) brings your Chief, placed with a Villager or your Sorcerer, always a Sculptor; moved onto an Ahu by Lend a Hand, it never tires when erecting or styling. Ahu tiles are used the same way, at their moment. Then click End turn: a turn ends by itself when nothing is left to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead a tribe of Rapa Nui against two AI chiefs. Glory points (GP) win: Priests and Moai earn them as the game goes, and at the end each Moai card in your display is worth 4 GP, every 5 Wood 1 GP, and each Sacrifice card you hold 0 to 3 GP: the types laid most on the Stone of Sacrifice (bottom right) are worth most. Cards reach the Stone in the Sacrifice Round each Moai built starts: every chief lays one. Sacrifice cards add up: they are often most of a winner&apos;s score. The Legend button names every mark on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the middle, the General Display: 4 columns of 4 cards, each seen from the front: only its front card, the lowest one, can be drawn. Your display (the first row of your panel) starts with one Lumberjack, your hand with 3 Hunters &amp; Gatherers, and you hold one Sacrifice card of each type (the second row). The start player has 2 Wood, the next 3, then 4, then 5. Each turn has three steps: 1. buy a Sacrifice card, when you can pay (with 2 Wood, not yet: the step is skipped); 2. play from your hand; 3. draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play exactly one Lumberjack, or one Priest (both free), or one Moai (7 Wood: until you can pay, it waits in your hand; building it starts a Sacrifice Round), or 1 to 3 Hunters &amp; Gatherers of one type (free for one, 1 Wood for two, 2 Wood for three): they bring Sacrifice cards of their type when it is scored, and make them cheaper to buy. The cards go to your display and stay there. Choose what to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the front card of any column, one at a time, until you hold 3 cards again. The card your last draw uncovers is then scored for every player: choose what you leave in front as well as what you take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end is near</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck holds a column&apos;s worth of cards or fewer: the next column a draw empties is refilled from the last of the deck, and the game ends at once, that card unscored. Whoever empties a column chooses when the game ends (its button says so): make your last turns count: a Moai still in your hand scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On lava under your Settler you may Sculpt a Moai (1 AP): the lava becomes a Moai of yours, lying there. It scores nothing yet: raised on a geyser it will. A Settler leaving a space with a lying Moai may carry it along (Carry a Moai along). Press Sculpt a Moai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Prayer token saves one of your Villages or lying Moai from lava, even on another tribe&apos;s turn. It costs 1 AP more for each token you hold: 1 AP with none, 2 with one, and so on; one a turn at most. Each left at the end is worth 2 VP. Press Take a Prayer token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before your first raise (the next lesson): raising a lying Moai onto a geyser scores at once. In an Area where you have no Village it scores 1 VP; where you have Villages, your Moai there times your Villages there: with one Village, 1, then 2, then 3; with two, 2, then 4, then 6. At the end each Moai on the board, raised or lying, is worth 2 VP, and each of your Moai next to another of yours 2 VP more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fissures and the sea cut the continent in parts: the smaller part sinks (on a tie, the one with fewer Volcanoes; then a Volcano token drawn at random decides). Its Volcanoes leave the game; the Settlers saved flee to the land beside it, and every other piece on it (Villages, Moai, the Settlers not saved) goes back to its owner&apos;s reserve. Victory Points already scored are kept. When a sinking leaves two or fewer Volcanoes, the round is played to its end and the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: a sinking left two or fewer Volcanoes, and the round was played to its end. Each tribe adds 3 VP per Village on the board, 4 per Settler, 2 per Prayer token left, 2 per Moai on the board (raised or lying), and 2 more for each Moai next to another of its own. The most VP wins; a tie goes to the most Settlers, then Villages, then Moai. New game… also builds random continents (the rulebook&apos;s advanced setup).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transport crossed your Transporter on a space that shows two Resources: you choose which one you earn. A Resource track stops at 10: one more of a Resource you hold 10 of is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The styled Moai buys one Offering tile, the top of its stack: 4 Reeds a Hut, 4 Eggs a Chicken, one of each a Hatchet, 4 Wood a Boat, 4 Pearls a Necklace. Any Resource may stand in for a lower one, and you choose which you spend: keep what you need for Improvements. Click the Offering you want on the Offerings panel: the list then shows only its ways to pay. With the Take Your Pick tile you may take the stack&apos;s Outstanding tile instead of its top one (the Offerings panel shows their values).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead a tribe of Easter Island against two AI tribes. Sculpt Moai in the Quarry, carry them from the Crater (Rano Raraku) across the island to the Ahu on the coast, crown them with a Pukao carried from the Pukao Quarry (Puna Pau) and buy Offering tiles (their prices are on the Offerings panel): at the end your Offerings, your Resources left and a few Ahu tiles score. Your Rongorongo Tablet (on your board) may once stand for any Ahu tile&apos;s power; kept unused it is worth 3 points. The Legend button names every mark on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry one of your Moai from the Crater along a chain of Transporters to an Ahu space where you have a standing Transporter: an empty one, whose Ahu tile you take, or one beside other Moai. Each other player&apos;s space on the way pays its owner one Resource of that space. Then you erect it: you take the Ahu tile if it is still there, 1, 3 or 5 Resources of the Ahu&apos;s kind for a small, medium or large Moai, and your Transporter there lies down, fatigued. Point at a choice to see its chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A track stops at 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Resource track on your board stops at 10: what you would gain beyond it is lost, and each choice says how many (&quot;1 lost: the track stops at 10&quot;). Spend before you gain: an Offering, an Improvement or a Barter makes room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter trades any 3 of its holder&apos;s Resources for any 3 they choose, in any of their own turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Ahu tile under your Moai is yours, to use at its moment: Rest stands a fatigued Transporter up; Barter trades any 3 of your Resources for any 3 you choose; Skimp pays 2 Resources instead of 4 for an Offering; Chip In, Change Jobs, Lend a Hand and Take Two or Three More help at their moment; Take Your Pick stays with you and works at every styling (permanent); Gain Favor is worth 3 points. Your Rongorongo Tablet may copy any of these powers once, Take Your Pick&apos;s too; unused it is worth 3 points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on as you like: the coach speaks again when something new happens to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Got it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach stops; the game goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On to the next lesson, or back to the game (key G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule behind the last move (key ?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContinentDocument</name>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 would lie on another tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 would cover a landfall bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guided mode: phase %1 places tiles %2 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no tile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is already on the grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is not on the grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a landfall bay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A landfall bay lies on the sea, not on land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A landfall bay lies beside the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a landfall bay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random island %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate island %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This continent cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This continent cannot be opened: %1: there is no tile %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The landfall bays are unbalanced: the nearest geyser is %1 to %2 steps away and the nearest Volcano %3 to %4 steps, depending on the bay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContinentLibraryDialog</name>
    <message>
        <source>Your continents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (damaged)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContinentPreview</name>
    <message>
        <source>A continent without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu, the standard continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random island %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContinuePage</name>
    <message>
        <source>Games in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be continued: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · last played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down at this game where it was left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop this game for good; its file is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game is kept: games in progress in %1, finished ones in %2, abandoned ones in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon this game of %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue will no longer offer it. Its file is kept in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down again at this online table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop listing this online table on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget this online table of %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer will no longer offer to sit down at it. The game goes on at its server: after a while an AI plays your seat.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorGrid</name>
    <message>
        <source>Click the sea beside the coast to add a landfall bay, or a bay to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 in hand: click the grid to place it; R or the wheel turns it; Esc puts it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a placed tile to move it; R turns the selected tile; Delete or a right click removes it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorPalette</name>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a tile onto the grid; R turns it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1: drag it onto the grid, or click it and then the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 comes in a later phase of guided mode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Continent editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name players see when they choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who built this continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build phase by phase, as the advanced setup does; a placement that breaks the phase&apos;s rule is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 1: tiles 1-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 2: tiles 6-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 3: tiles 9-22</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every tile is down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rule is met: this continent can be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules still broken: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add or remove landfall bays: one per player, beside the coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from an empty grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open one of your continents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save into your library (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in your library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a continent file from anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy of this continent into a folder of your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random island of this number (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Island number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same number always makes the same island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll another island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on this continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save it and set up a game on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continents (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the continent to a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <source>Keep your changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <source>A shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game with the same players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a real game: %1 AIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You against three AIs of the level the coach thinks you are ready for</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start at once: you against three Medium AIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coached first game: the rules explained as they come up, against gentle AIs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCatalog</name>
    <message numerus="yes">
        <source>about %n min</source>
        <translation>
            <numerusform>about %n min</numerusform>
            <numerusform>about %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>Volcanic Isle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rapa Nui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rapa Nui: the card game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle the doomed continent of Mu, raise Moai on its geysers and outlast the lava and the sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sculpt, carry and erect Moai, and bring offerings to win the favour of the island.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft islanders from the display and give the gods the right sacrifices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players, the continent and the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players: 2 to 4, each a human or an AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players and whether it is a first game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Volcanic Isle, round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · final round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your Settlers or the Boat to see what you can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The continent has spoken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go through the game move by move, with the AI&apos;s analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action points left this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a ringed space to go there, or choose an action below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ariki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no saved game to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (%2% to win).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or: %1 (%2%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rano cannot autosave this game in %1: %2. You can play on; Save keeps it in another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: it is your only choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: clearly your best choice; the next best leaves you %1% to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: a little better than the next best (%1% to win).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: the AI sees no real difference between these choices yet; any of them keeps your chances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s) at once.</source>
        <translation>
            <numerusform>It scores %n point at once.</numerusform>
            <numerusform>It scores %n points at once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up %n point(s) now for what it brings later.</source>
        <translation>
            <numerusform>It gives up %n point now for what it brings later.</numerusform>
            <numerusform>It gives up %n points now for what it brings later.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no lessons yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s) were made while you were away: the table shows the game as it is now.</source>
        <translation>
            <numerusform>%n choice was made while you were away: the table shows the game as it is now.</numerusform>
            <numerusform>%n choices were made while you were away: the table shows the game as it is now.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moana</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamesInProgress</name>
    <message>
        <source>This game is not among the games in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be moved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintButton</name>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the Hard AI do here? (H)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Rano</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board games of Easter Island, against opponents worth losing to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to your unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game or a replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play Volcanic Isle, with pictures (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build your own continent of Mu from the 22 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language and preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Rano</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Continue… (%n games)</source>
        <translation>
            <numerusform>Continue… (%n game)</numerusform>
            <numerusform>Continue… (%n games)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game you played: review it, resume it, export it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a table for friends on other computers, or join theirs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IslandSpace</name>
    <message>
        <source>Rano Raraku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puna Pau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an Ahu; a Moai erected here gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a Transporter here earns %2 or %3, its owner&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a Transporter here earns %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ahu tile %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transporters: %1 standing, %2 fatigued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to see your %1 choices here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the Crater (Rano Raraku), where Moai leave from; its grey neutral Transporter carries any piece, in anyone&apos;s chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the Pukao Quarry (Puna Pau), where Pukao leave from; its grey neutral Transporter carries any piece, in anyone&apos;s chain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>The game cannot be deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be brought back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AIs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Volcanoes or fewer left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fissures ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Fissure could be laid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a seat&apos;s name and its score</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Another Rano is writing the library&apos;s index: the list may be incomplete until it is done. Your games are safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library&apos;s index could not be read (%1): it was set aside and is being built again from your game files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library&apos;s index cannot be used (%1). Your game files are untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder of deleted games cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%1 of %n game</numerusform>
            <numerusform>%1 of %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Search a player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game yet. Every game you play is kept here, finished or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down at this game where it was left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this game move by move, with the AI&apos;s analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy of this game&apos;s file, to share it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this game from the library (you can undo it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game of %1 was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the deleted game back (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rano games (*.rano.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading your games: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>This game&apos;s AI levels are not rated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more result(s) against the AI before a rating.</source>
        <translation>
            <numerusform>%n more result against the AI before a rating.</numerusform>
            <numerusform>%n more results against the AI before a rating.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, below %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, above %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, between %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against %1 next: a level just above yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an AI level and its rating</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a win rate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n loss</numerusform>
            <numerusform>%n losses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryStatisticsView</name>
    <message>
        <source>Any number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rating at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI levels, rated from matches between them: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game of %1 against the AI yet: your statistics start with the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your win rate over the last 10 games, game by game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossQuestion</name>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t ask again (Settings can turn it back on)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Rano</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game or a replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rano games (*.rano.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This replay cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to these games?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn Volcanic Isle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coached first game teaches a game as you play it: each rule explained the moment it matters, against gentle AIs. Learn to play is on the game&apos;s card too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This online table cannot be sat at again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoaiQuarry</name>
    <message>
        <source>Moai Quarry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 column: %2 Sculptor spaces, %3 taken; %4 %1 Moai left in the supply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ariki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down at the table with these players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is for %2 to %3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coached first game: the rules explained as they come up, against gentle AIs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferingStacks</name>
    <message>
        <source>Offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pukao left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: paid with %2. Top tile %3 points, %4 left; Outstanding tiles: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <source>Could not reach %1:%2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table could not be rejoined: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This seat was taken up from another connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a message this version of Rano cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OnlineHost</name>
    <message>
        <source>The table could not be hosted: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <source>Me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friend (open seat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table, seat %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection dropped: trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the home screen (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer holds the game: its hidden cards and its chance to come are on it. Host only for friends you trust, and keep Rano open while you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a table on this computer and get a code to pass on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite code: %1. Pass this on to your friends; they paste it under Join:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the address and code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the table; the game waits for the open seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address:port/code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the first open seat at that table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejoin my last table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down again at the online table you left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu, the standard continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random continent is drawn by the host&apos;s server and shown to everyone at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcano faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with the 21 simplest Ahu tiles and without Rongorongo Tablets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste what the host passed on: the address and the code, as 192.168.1.20:7469/Q7MXK2PA. Join takes a seat; Watch looks on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch that table without a seat: you see what every player may see, no hidden card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away 2 minutes: an easy AI plays for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away 2 minutes: a medium AI plays for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away 30 seconds: an easy AI plays for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away 10 minutes: an easy AI plays for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No AI plays for anyone away: the table waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever has the invite may watch the table, seeing no hidden card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a player&apos;s connection is gone this long, an AI plays their seat until they come back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>This version of Rano does not know the game &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table&apos;s position could not be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server offers other choices than this table knows: it may run another version of Rano.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You sit at the online table as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You watch the online table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More happened while you were away than the server remembers: the table shows the game as it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a position this table cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a record of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is another seat&apos;s record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finished game cannot be kept in your Library: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is kept in your Library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back refused: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last decision is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s last decision is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A take back is asked: wait for the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ask to take back your last decision: %1 must agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks to take back their last decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 agrees to the take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps it: nothing is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played on: the take back is dropped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OnlineTables</name>
    <message>
        <source>The game is over: sit down to keep it in your Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table is no longer on its server (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the server cannot be reached: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerBoard</name>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Villagers %1 of %2 to place · Sorcerer %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Crater: %1 small, %2 medium, %3 large Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (added): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (costs %3): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rongorongo Tablet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard it to copy any Ahu tile&apos;s power; worth 3 points if unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemModel</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 touches only one other inner Volcano tile (tile %2); each of tiles 1-5 must touch at least two of the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 touches no other inner Volcano tile; each of tiles 1-5 must touch at least two of the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inner Volcano tiles 1-5 leave a gap: they must form a zone without holes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no tile %1 (tiles are 1-%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is turned %2 sixths of a turn (0-5 expected).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is placed %2 times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on the continent yet: tiles %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles %1 and %2 overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 meets tile %2 with its coast: tiles meet on straight sides only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight sides of tile %1 left open to the sea: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut off from the rest of the continent: tiles %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The continent has a hole, enclosed by tiles %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The continent has no landfall bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bay %1 lies on land (tile %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bay %1 lies in a hole inside the continent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bay %1 is not beside the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bays %1 and %2 are on the same sea hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 does not belong to phase %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 is already placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1 starts once tiles 1-%2 are placed (still missing: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 would overlap tile %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 does not touch the tiles placed so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 must join the zone of tiles 1-5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 would leave %2 straight edges open; at most 2 may stay open for the tiles still to come.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet only along a crater, where no Settler passes: every border needs a side between two spaces that are not craters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RanoDialog</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RapaNuiChoices</name>
    <message>
        <source>Your %1 choices (or click a glowing place):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every choice again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of your %2 choices:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RapaNuiGameScreen</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rapa Nui, round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty Ahu: %1. The game ends at the end of a round with %2 or fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The island has chosen its chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players with the most points share the victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go through the game choice by choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RapaNuiLegend</name>
    <message>
        <source>Reeds, Eggs, Wood, Pearls: the Resource a Transporter on a space earns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An &quot;a/b&quot; space: its Transporter&apos;s owner takes either Resource, their choice each time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Ahu with its Ahu tile face up: who erects a Moai here takes the tile and the Resource in the corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rano Raraku, the Crater: sculpted Moai wait here to be carried; its grey neutral Transporter carries any piece, a Moai or a Pukao, in anyone&apos;s chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puna Pau, the Pukao Quarry: Pukao leave from here; its grey neutral Transporter carries any piece, a Moai or a Pukao, in anyone&apos;s chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transporters standing, and lying down: fatigued, a Transporter still carries and earns, but erects and styles no more this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An erected Moai, by size, with its Pukao once styled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 on a transport&apos;s chain: this space pays its owner as the piece passes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RapaNuiPosition</name>
    <message>
        <source>2 different Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 different Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (discarding the Rongorongo Tablet as %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (playing %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 earns %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no one is paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on star %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the %1 column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearls</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Reed(s)</source>
        <translation>
            <numerusform>%n Reed</numerusform>
            <numerusform>%n Reeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Egg(s)</source>
        <translation>
            <numerusform>%n Egg</numerusform>
            <numerusform>%n Eggs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wood</source>
        <translation>
            <numerusform>%n Wood</numerusform>
            <numerusform>%n Wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Pearl(s)</source>
        <translation>
            <numerusform>%n Pearl</numerusform>
            <numerusform>%n Pearls</numerusform>
        </translation>
    </message>
    <message>
        <source>Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skimp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Three More</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Your Pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain Favor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Two More</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During the transport phase, stand a fatigued Transporter up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When styling, spend only 2 Resources for an Offering tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When sculpting is evaluated, add a virtual Sculptor in any column, even a full one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you erect a Moai, take 3 more Resources of the space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on, when styling, take an Outstanding Offering tile of the type you pay for, if one is left. Kept: its effect is permanent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After turn order, turn your Sorcerer into a Sculptor or a Transporter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After sculpting, turn a Sculptor or your Chief into a Transporter. The Chief is never fatigued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth 3 points at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you erect a Moai, take 2 more Resources of the space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fervent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Popular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When erecting a Moai, you may take Resources one step higher instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When styling, you may take an Offering tile one step higher instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fifth Villager for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Chief: a Sculptor you place below any column, even a full one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hatchet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dolphin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Octopus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a Villager on %1 as a Transporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a Villager in the Quarry&apos;s %1 column as a Sculptor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your Sorcerer on star %1 of the turn order track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your Chief below the %1 column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the %1 Improvement (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your Ahu tiles for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a virtual Sculptor in the %1 column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn your Sorcerer into a Sculptor in the %1 column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn your Sorcerer into a Transporter on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your Chief as a Transporter on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place one of your Sculptors as a Transporter on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sculpt %1 large, %2 medium and %3 small Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand your fatigued Transporter on %1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry your %1 Moai to the Ahu on %2 and erect it (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop out of this transport phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 for your Transporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take 2 more Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take 3 more Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erect the Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erect the Moai: take %1 and %2 (Fervent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erect the Moai: take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend %1 for an Outstanding %2 Offering tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend %1 for a %2 Offering tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (Artistic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the %1 Ahu tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sculpts Moai: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 was the last one Rano plays: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only %n Ahu left empty at the round&apos;s end: the game is over.</source>
        <translation>
            <numerusform>Only %n Ahu left empty at the round&apos;s end: the game is over.</numerusform>
            <numerusform>Only %n Ahu left empty at the round&apos;s end: the game is over.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins; the turn order is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Pukao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources left (1 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rongorongo Tablet unused (3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain Favor (3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erect the Moai: take %1 (Fervent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places a Villager on %2 as a Transporter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places a Villager in the Quarry&apos;s %2 column as a Sculptor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places the Sorcerer on star %2 of the turn order track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places the Chief below the %2 column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adds the %2 Improvement (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps the Ahu tiles for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adds a virtual Sculptor in the %2 column%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns the Sorcerer into a Sculptor in the %2 column%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns the Sorcerer into a Transporter on %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places the Chief as a Transporter on %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places a Sculptor as a Transporter on %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sculpts %2 large, %3 medium and %4 small Moai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands the fatigued Transporter on %2 up%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exchanges %2 for %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries a %2 Moai to the Ahu on %3 and erects it (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops out of this transport phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 for a Transporter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes 2 more Resources%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes 3 more Resources%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 erects the Moai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2 (Fervent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2 and %3 (Fervent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends %2 for an Outstanding %3 Offering tile%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends %2 for a %3 Offering tile%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the %2 Ahu tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Take a %1 Offering tile: %n ways to pay…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Carry a Pukao to the Ahu on %1: %n ways…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Carry a Moai to the Ahu on %1: %n ways…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1 for your Transporter (you hold %2 already: it adds nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>no %1 (%n lost: the track stops at 10)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost: the track stops at 10)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a %1 Moai with its Pukao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange any 3 of your Resources for any 3 of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry a Pukao to the Ahu on %1 and style its %2 Moai (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exchange Resources%1: %n choices…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %1 for other Resources: %n choices…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 carries a Pukao to the Ahu on %2 and styles its %3 Moai (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry your %1 Moai to the Ahu on %2 and erect it (%3): take %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries a %2 Moai to the Ahu on %3 and erects it (%4): %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RapaNuiReviewScreen</name>
    <message>
        <source>The Ahu tiles are dealt and the turn order drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RapaNuiRulesPage</name>
    <message>
        <source>How to play Rapa Nui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead a clan of Rapa Nui. Your Villagers sculpt Moai in the quarry of Rano Raraku and carry them along chains of Transporters to the Ahu on the coast; a Pukao from Puna Pau styles a Moai, and styling buys an Offering tile. The player with the most points at the end wins: Offering tiles, 1 per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rano draws the island as squares, named by column and row (C4). Spaces connect across their sides. An inland space shows what a Transporter standing there earns: one Resource, or two for an &quot;a/b&quot; space whose Transporter&apos;s owner chooses. An Ahu space on the coast shows the Resource a Moai erected there gives, and its Ahu tile, face up until a Moai takes it. The Crater (Rano Raraku) and the Pukao Quarry (Puna Pau) each hold a neutral Transporter; no player&apos;s figurine goes there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 1: place figurines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 2: turn order and sculpting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new turn order is the Sorcerers&apos; order along the stars. Then each player in turn takes Moai: a Sculptor in the small column makes a small Moai; with one in the medium column too, those two make a medium one; with one in each column, a large one. You choose how yours combine. A missing size is replaced by the next smaller one left in the supply. The Moai wait in the Crater until carried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 3: transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Styling and Offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hatchet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ahu tiles and the Rongorongo Tablet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skimp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Your Pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rongorongo Tablet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fervent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Popular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end and the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players and the first game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players use the two-player side of the island (15 Ahu, two stars, Quarry columns of 3, 2 and 2), play with stacks of two Offering tiles and 17 Moai, and draft their Ahu tiles: the second player in turn order takes a kind of tile from the leftovers and sets the identical ones aside, then the first, and so on, until each holds 2. A first game plays with the 21 simplest Ahu tiles and no Rongorongo Tablets (the option on the new-game page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every place you may choose glows: click a space, a Quarry column, a star, an Offering stack or an Improvement. A place with several choices (an Ahu reached by different paths, a Moai of two sizes) lists them in the side panel, each saying who is paid what; the list also holds every choice in words. Pointing at a choice or a line of the log lights its spaces. Keys: H a hint, Ctrl+Z take back, Space skip ahead, Ctrl+S save, F1 these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rulebook is silent, Rano decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In turn order, one figurine at a time, until all are placed: a Villager on an island space as a Transporter (an empty space or one of your own, several of yours together are fine) or on a free Sculptor space of the Moai Quarry; your Sorcerer on a free star of the turn order track; your Chief, once you have its Improvement, below any column of the Quarry, together with a Villager or your Sorcerer in the same turn (alone it takes no turn). The first player may not open the round with the Sorcerer on the first star. Improvements and Barter may come before or after your figurine; then end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At any moment of your placement or transport turn, before or after its figurine or transport, you may add Improvements, at most 3 of the 4: &lt;b&gt;Fervent&lt;/b&gt; (2 Reeds) takes erected Resources one step higher; &lt;b&gt;Artistic&lt;/b&gt; (2 Eggs) takes an Offering one step higher than the one paid for; &lt;b&gt;Popular&lt;/b&gt; (2 Wood) gives a fifth Villager; &lt;b&gt;Chief&lt;/b&gt; (3 Pearls) gives the Chief, a Sculptor placed with another figurine below any column even when it is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Resources, low to high: Reeds, Eggs, Wood and Pearls. Each player&apos;s board tracks them from 0 to 10 (more is lost: each choice says what it would lose); everyone starts with 1 of each. An Offering may be paid with higher Resources in place of lower ones (you choose which); an Improvement takes exactly its own Resource. On the board every Resource has its own shape, so no one needs to tell them by colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the first player round the table, each player either carries one Moai or one Pukao, or drops out for the round. A Moai goes from the Crater along a chain of spaces that each hold a Transporter to an Ahu where you have a standing Transporter; several Moai may stand on one Ahu space. Each opponent&apos;s space crossed pays its owner one Resource of its kind (on an &quot;a/b&quot; space, the owner chooses). You then erect the Moai: take the Ahu tile if it is still there, and 1, 3 or 5 Resources of the Ahu&apos;s kind for a small, medium or large Moai; your Transporter there lies down, fatigued: it still carries, but erects no more this round. When everyone has dropped out, the round ends: the figurines go home and Moai not erected go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry the same way to an Ahu with a Moai that has none (the largest such Moai there takes it), where you have a standing Transporter, and only if you can then pay for an Offering; each opponent&apos;s space crossed pays its owner 1 Reed. The Transporter lies down and you make one exchange for the top tile of a stack: 4 Reeds for the Hut, 4 Eggs for the Chicken, one of each Resource for the Hatchet, 4 Wood for the Boat, 4 Pearls for the Necklace. Offering tiles lie face down, but their stacks are sorted and public, so Rano shows each stack&apos;s next value and its Outstanding tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erecting a Moai takes the Ahu tile of its space. Use it at its moment or keep it: &lt;b&gt;Rest&lt;/b&gt; stands a fatigued Transporter up; &lt;b&gt;Barter&lt;/b&gt; exchanges any 3 of your Resources for any 3 of your choice, in any of your turns; &lt;b&gt;Skimp&lt;/b&gt; pays 2 Resources for an Offering; &lt;b&gt;Chip In&lt;/b&gt; adds a virtual Sculptor; &lt;b&gt;Take Two More&lt;/b&gt; and &lt;b&gt;Take Three More&lt;/b&gt; add Resources when erecting; &lt;b&gt;Take Your Pick&lt;/b&gt; lets you take the Outstanding tile of the type you buy, if you choose (kept: permanent); &lt;b&gt;Change Jobs&lt;/b&gt; turns your Sorcerer into a Sculptor or a Transporter; &lt;b&gt;Lend a Hand&lt;/b&gt; turns a Sculptor or your Chief into a Transporter; &lt;b&gt;Gain Favor&lt;/b&gt; is worth 3 points. The Rongorongo Tablet, discarded, copies any of these, Take Your Pick too (once, at a styling); unused, it is worth 3 points. Rano offers each power at its moment, with a one-line effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of a round, if the Ahu without a Moai are no more than the number of players (with two players: fewer than 3), the game ends. Erected Moai stay: if the Moai left are too few to fill the Ahu that end needs, the game ends at that round&apos;s end. Each player scores their Offering tiles, 1 point per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor. The most points win; tied players share the victory. The side panel shows the empty Ahu left at every moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• The island is a square grid drawn by Rano (the rulebook&apos;s picture is missing): 21 Ahu and 24 inland spaces on the 3-4 player side, 15 and 16 on the 2 player side; every Ahu is 2 to 7 spaces from the Crater and from the Pukao Quarry.&lt;br/&gt;• Several Moai may stand on one Ahu space: only the first takes its tile, each later one gives its Resources; a Pukao styles the largest Moai there without one. Transporters may stand on Ahu spaces and earn their Resource.&lt;br/&gt;• Quarry columns hold 5, 4 and 3 Sculptors (3, 2, 2 for two players); the Chief, Chip In and Change Jobs need no free space.&lt;br/&gt;• The turn order track has 4 stars (2 for two players).&lt;br/&gt;• Resources stop at 10.&lt;br/&gt;• Offering stacks: Hut 7 7 6 6, Chicken 8 8 7 7, Hatchet 9 9 8 8, Boat 10 10 9 9, Necklace 12 12 11 11; Outstanding: Hut 8, Chicken 9, Hatchet 10 and 11, Boat 11, Necklace 13 and 14, taken only through Take Your Pick, the highest left of the type, if you choose it.&lt;br/&gt;• You choose how your Sculptors combine; large Moai are taken first.&lt;br/&gt;• Transport choices list, per Ahu, the paths that differ in whom they pay; each opponent&apos;s space crossed pays once.&lt;br/&gt;• On an &quot;a/b&quot; space the owner chooses, during the mover&apos;s turn.&lt;br/&gt;• Fervent lets you take any number of the Resources one step higher.&lt;br/&gt;• Ahu tiles are offered at their moment; Improvements and Barter in any of your turns, and Rest in your transport turn, come before or after the turn&apos;s figurine or transport; then you end the turn. Dropping out ends it at once.&lt;br/&gt;• The game ends after 30 rounds at the latest, or at a round&apos;s end when the Moai left are too few for the empty Ahu the rule&apos;s end needs. The AI keeps 2 Moai to spare before erecting one beside another.&lt;br/&gt;• Barter: any 3 of your Resources for any 3 of your choice, as in the French original (the English edition: 3 of one kind for 3 of another). A Resource given and taken back counts, so 1 to 3 Resources may change kind; you need 3 to give. Skimp&apos;s Hatchet names its 2 Resources.&lt;br/&gt;• The Tablet copies any Ahu tile, as in the French original (the English edition excepts Take Your Pick). It is offered only for a power you hold no tile of, and never as Gain Favor, whose 3 points are the Tablet&apos;s own.&lt;br/&gt;• You choose which Resources pay for an Offering: every way is offered.&lt;br/&gt;• Neutral Transporters carry any piece.&lt;br/&gt;• The first-star rule concerns the first figurine; Improvements bought before it do not count.&lt;br/&gt;• The Chief erects or styles when it stands with your other Transporters: it never tires.&lt;br/&gt;• Popular or the Chief bought in phase 3 joins the next round.&lt;br/&gt;• The 2 player side&apos;s Ahu give Reeds 5, Eggs 4, Wood 3, Pearls 3.&lt;br/&gt;• A Pukao is carried only by a player who can then buy an Offering.&lt;br/&gt;• The draft ends early when the leftovers run out of kinds.&lt;br/&gt;• Change Jobs takes the Sorcerer off its star; Lend a Hand moves a Villager Sculptor first.&lt;br/&gt;• With two players the game ends with fewer than 3 empty Ahu, as in the French original; the English edition says 3 or fewer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RapaNuiSetup</name>
    <message>
        <source>First game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with the 21 simplest Ahu tiles and without Rongorongo Tablets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players play on the two-player side of the island (15 Ahu) and draft their Ahu tiles; three or four play on the other side (21 Ahu). The seed deals the Ahu tiles and draws the turn order. Everyone starts with 1 Resource of each kind, 4 Villagers, a Sorcerer and, unless it is a first game, a Rongorongo Tablet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RapaNuiTable</name>
    <message>
        <source>The turn order is %1. The second player drafts the first Ahu tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on from round %1 of a recorded game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game continues, round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: take an Ahu tile from the display; the identical ones are set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: place a figurine: a Villager on an island space or in the Moai Quarry, or your Sorcerer on a free star. Improvements may be added first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Change Jobs may turn your Sorcerer into a Sculptor or a Transporter now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Chip In may add a virtual Sculptor to a column now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: choose how your Sculptors combine into Moai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Lend a Hand may turn a Sculptor or your Chief into a Transporter now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: carry a Moai or a Pukao to an Ahu (click the Ahu), or drop out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 crosses your Transporter on %3. Which Resource do you take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: erect the Moai and take its Resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the Moai is styled. Exchange Resources for an Offering tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player may not open the round with the Sorcerer on the first star.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That star already holds a Sorcerer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No figurine goes on the Crater or the Pukao Quarry: each holds a neutral Transporter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s Transporters stand on %2: yours go on an empty space or one of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Sculptor space of that column is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have added that Improvement already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most 3 of the 4 Improvements may be added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That Improvement costs %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay for that Offering, or its stack is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of your choices now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: your turn goes on: place your Chief with your figurine, add an Improvement, barter, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: your turn goes on: add an Improvement or barter, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: your turn goes on: add an Improvement, barter or rest, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop out of the transport phase?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still carry a Moai to an Ahu. A Moai not erected by the end of the round goes back to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still carry a Pukao and buy an Offering with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold no such Moai: Moai are sculpted in phase 2, and those not erected go back to the supply at the round&apos;s end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Pukao needs a Moai without one: none stands on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Pukao is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may carry a Pukao only if you can then pay for an Offering tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To erect or style on %1 you need one of your own Transporters standing there (not fatigued).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chain of Transporters links the Crater to %1: every space on the way needs a Transporter, anyone&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chain of Transporters links the Pukao Quarry to %1: every space on the way needs a Transporter, anyone&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chain to %1 pays just those spaces, or another pays less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter needs a Barter tile or your Rongorongo Tablet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter exchanges 3 of your Resources: you hold fewer than 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the Resources that exchange would give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Barter gives 1 to 3 Resources for as many others, no kind on both sides.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No action point is left: end your turn (Ctrl+E).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no Settler on that space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Settler moves one space at a time, to a space beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing may enter a crater.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That space has sunk into the sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no lying Moai of yours here to carry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fissure closes that border: Settlers never cross it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no Settler left on your Boat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Settler lands only on a space beside its Boat&apos;s bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building a Village costs 2 action points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no Village left in reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no Moai left in reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You need a Settler on that space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building and sculpting need lava under your Settler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no Settler left in reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took a Prayer token this turn already: one per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Prayer token is left in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough action points left: a Prayer token costs one action point more for each token you hold.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The game begins: %1 starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mistake: %1 gave %2 a %3% chance to win; the AI would %4 (%5%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI agrees with %1: %2% to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A mistake: %1 cost %2 about %n VP (a %3% chance to win after it); the AI would %4 (%5%).</source>
        <translation>
            <numerusform>A mistake: %1 cost %2 about %n VP (a %3% chance to win after it); the AI would %4 (%5%).</numerusform>
            <numerusform>A mistake: %1 cost %2 about %n VP (a %3% chance to win after it); the AI would %4 (%5%).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The replay %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mistake: after “%1” %2 had a %3% chance to win; the AI would choose “%4” (%5%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The AI agrees with “%1”: %2% to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A mistake: “%1” cost %2 about %n point(s) (a %3% chance to win after it); the AI would choose “%4” (%5%).</source>
        <translation>
            <numerusform>A mistake: “%1” cost %2 about %n point (a %3% chance to win after it); the AI would choose “%4” (%5%).</numerusform>
            <numerusform>A mistake: “%1” cost %2 about %n points (a %3% chance to win after it); the AI would choose “%4” (%5%).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewFrame</name>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game goes on from this position. Take a seat; AIs play the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <source>Review: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end · choice %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · choice %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn (Ctrl+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous choice (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next choice (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn (Ctrl+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every choice of the game: drag to move through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% → %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s chance to win before and after this turn; a mistake in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s chance to win before and after this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from this position against AIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous round (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start · choice 0 of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesFrame</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the rules (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>How to play Volcanic Isle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu is a volcanic continent, and it is sinking. Each player leads a people who come ashore from a Boat, build Villages, and sculpt and raise Moai. You score Victory Points (VP) as you build and raise, and at the end for everything of yours still on the land. When the sea has left two Volcanoes or fewer, the round is played to its end and the player with the most VP wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu is made of 22 Areas of one to three hexagonal spaces. Areas 1 to 8 each hold a Volcano in a crater that nothing may enter; from it, two or three lava channels run in straight lines to the sea. Lava lies on some spaces from the start: it is the stone you build and sculpt with. Every space outside the craters holds one or two geysers, each looking towards one side of its Area. The Boats wait in a landfall bay beside the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lava</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two geysers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: four action points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend 4 action points (AP) in any order:&lt;br/&gt;• &lt;b&gt;Move a Settler&lt;/b&gt; (1 AP) to a neighbouring land space, never across a Fissure nor into a crater; from the Boat, onto a space beside its bay. It may carry one of your lying Moai along.&lt;br/&gt;• &lt;b&gt;Build a Village&lt;/b&gt; (2 AP) on a lava space where you have a Settler: +1 VP at once.&lt;br/&gt;• &lt;b&gt;Create a Settler&lt;/b&gt; (1 AP) in an Area where you have a Settler and a Village; each turn, no more there than you have Villages there.&lt;br/&gt;• &lt;b&gt;Sculpt a Moai&lt;/b&gt; (1 AP) on a lava space where you have a Settler: the Moai lies there.&lt;br/&gt;• &lt;b&gt;Raise a Moai&lt;/b&gt; (1 AP): your Settler and your lying Moai on a space with a free geyser.&lt;br/&gt;• &lt;b&gt;Take a Prayer token&lt;/b&gt; (1 AP, plus 1 for each token you hold), once a turn.&lt;br/&gt;You may end your turn whenever you like; points left unspent are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai, lying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai, raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 action points left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raising a Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eruptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the die shows a Volcano, a Volcano chosen at random erupts. Along each of its channels the lava flows over the spaces it already covers and strikes the first other space: the Village and every lying Moai there are destroyed, unless their owner spends a Prayer token for each piece. Then lava covers the space if nothing holds its ground. Destroyed pieces go back to their owner, and no VP is lost. Whenever no lava at all is left on the board, two Volcanoes erupt together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end and the final count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a sinking leaves two Volcanoes or fewer, the round is finished so that everyone has had as many turns. Then each player scores 3 VP per Village on the board, 4 per Settler on the board, 2 per unspent Prayer token, 2 per Moai on the board, standing or lying, and for every group of two or more of their Moai on the same or touching spaces, 2 VP per Moai in the group. Ties go to the most Settlers on the board, then Villages, then Moai; after that the win is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where Rano decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing in Rano</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip ahead while AIs play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in, out, whole board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the space numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cursor across the spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the space under the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the Boat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press the action buttons, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go from control to control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your Settlers, or the Boat: the spaces it can reach glow, and the buttons offer every action you may take there with its cost. A question outside your turn (spending a Prayer token, a rescue before a sinking) names the player who must answer. Hint asks the Hard AI for its choice and its next two, each with its chance to win, and marks the choice on the board. Every move is shown on the board as it is played, at the pace set for the AIs in Settings. A turn can also be played without the mouse, with the keys listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What just happened: the others&apos; last moves again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A raised Moai scores at once: 1 VP if you have no Village in its Area, otherwise the number of your raised Moai there times the number of your Villages there. Then the land cracks: a Fissure closes the whole border between its Area and the Area its geyser looks at, unless that border holds one already or the sea is beyond. If that cuts the continent in two, one part sinks (see Sinking). Last, the Volcano die is rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fissure closes the whole border between two Areas, every side they share; Areas whose border holds no Fissure hold together. When the land falls apart, the part with the fewest spaces sinks; on a tie, the one with fewer Volcanoes, and then chance. Before it sinks, the player on turn moves all of their Settlers in it to one space beside it, and each other player in turn rescues one Settler the same way. Everything else in it returns to its owner, and its Volcanoes leave the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook leaves some questions open; Rano answers them this way:&lt;br/&gt;• The Volcano die has six faces; two show a Volcano unless you choose otherwise for a new game.&lt;br/&gt;• The tiles are Rano&apos;s own: 22 Areas and the continent of Mu. A random island keeps Mu&apos;s coast and lays out its heart anew. They are shaped so that two Areas that touch always share a side between two spaces outside the craters, and the spaces of an Area outside its crater touch one another: the rulebook&apos;s sinking and its double eruption then apply as written.&lt;br/&gt;• A Settler carries only a Moai of its own colour.&lt;br/&gt;• Lying Moai carried onto a space never stop the lava, and lava striking the space threatens them too.&lt;br/&gt;• A piece saved with a Prayer token keeps its ground: no lava is laid there.&lt;br/&gt;• For one struck space, the owners are asked about the Village first, then the sculpted Moai, then the carried ones, starting with the player on turn.&lt;br/&gt;• The final round also begins when the last Fissure is laid, or when no raise can ever lay one again (no player has a Settler that can bring one of their own Moai, lying or still to be sculpted, to a free geyser whose border is still open), and a game ends after round 60 at the latest.&lt;br/&gt;• With several bays, the Boats are dealt to different bays at random. A Settler never goes back aboard.&lt;br/&gt;• A group of Moai counts touching spaces even across a Fissure.&lt;br/&gt;• A sunk space is sea for everything: no lava crosses it, no Settler enters it, and a geyser facing it opens no Fissure.&lt;br/&gt;• Rano never misses a sinking, so the rulebook&apos;s reward for noticing a forgotten one does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SacrificeArea</name>
    <message>
        <source>Sacrifice stacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1: %n card left</numerusform>
            <numerusform>%1: %n cards left</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Stone of Sacrifice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 face up, %3 face down that you know of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face down</numerusform>
            <numerusform>%n face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points over the turns: click to go there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>%1: %2 VP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In reserve: %1, %2, %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Settler(s)</source>
        <translation>
            <numerusform>%n Settler</numerusform>
            <numerusform>%n Settlers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Village(s)</source>
        <translation>
            <numerusform>%n Village</numerusform>
            <numerusform>%n Villages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Moai</source>
        <translation>
            <numerusform>%n Moai</numerusform>
            <numerusform>%n Moai</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Prayer(s)</source>
        <translation>
            <numerusform>%n Prayer</numerusform>
            <numerusform>%n Prayers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatModel</name>
    <message>
        <source>Villages built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Villages on the board, %1 VP each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlers on the board, %1 VP each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prayer tokens kept, %1 VP each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai on the board, %1 VP each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name shown at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this seat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every screen switches to this language at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long each AI move stays on screen before the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before ending a turn with action points left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to where you were: the home screen or your game (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceModel</name>
    <message>
        <source>tile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1, space %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SupplyRow</name>
    <message>
        <source>Lava %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lava tiles left in the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fissures %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fissures left: when none is left, the final round begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prayers %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prayer tokens left in the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcanoes on the board: at two or fewer, the final round begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die: Volcano!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die: quiet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcano %1 erupts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last roll of the Volcano die and the Volcano it woke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In supply:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is left in the common supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcanoes: %1 (the last round begins at 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcanoes %1 erupt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Save this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game to a file, to go on with it or review it later (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play, and every shortcut (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this until something else goes wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back %1&apos;s decision?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own decisions this turn are all taken back. Going further undoes what %1 decided: %1, do you agree?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings: language, the AIs&apos; pace, the questions asked (Ctrl+,)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide what the marks mean (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the marks on the board mean (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(open seat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(an AI plays for now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this table for good?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An AI plays your seat to the end of the game, under your name, and everyone at the table is told. You cannot come back to this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave for good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this table for good: an AI plays your seat to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks to take back their last decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It would undo what you decided since. Do you agree?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnOrderTrack</name>
    <message>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays in place %2 this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star %1: from phase 2 on, the players play in the order of their Sorcerers along the stars</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 futures played out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the AIs play on without pausing until a human decides (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What just happened?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the other players&apos; moves since your last decision again (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo %1&apos;s last decision, if they agree (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo your last decision and the replies to it (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo your last decision and the choices since; the others whose choices it undoes are asked first (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VolcanicActions</name>
    <message>
        <source>Carry a Moai along</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Settler takes one of your lying Moai with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 AP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(key %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(key %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VolcanicLegend</name>
    <message>
        <source>Land: a space of an Area (its number in the corner). Settlers walk from space to space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lava: a Settler here can build a Village or sculpt a Moai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Volcano in its crater: nothing enters it; when it erupts, its lava runs along straight channels to the sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A geyser, drawn at the side of its space that it looks towards: a Moai raised on it lays a Fissure on the border that side faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fissure: no Settler crosses it. Land cut off by Fissures and the sea sinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The border between two Areas: Settlers cross it until a Fissure closes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Village, in its owner&apos;s colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Settler; a number counts several on one space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Moai lying where it was sculpted or carried; raised, it stands on its geyser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Boat in its landfall bay: its Settlers land on the spaces beside the bay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Washed blue: the land that would sink with the raise you point at, or that sinks now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VolcanicPosition</name>
    <message numerus="yes">
        <source>%1 rescues %n Settler(s) to %2.</source>
        <translation>
            <numerusform>%1 rescues %n Settler to %2.</numerusform>
            <numerusform>%1 rescues %n Settlers to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n Settler(s) to the sea.</source>
        <translation>
            <numerusform>%1 loses %n Settler to the sea.</numerusform>
            <numerusform>%1 loses %n Settlers to the sea.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random island %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sculpt a Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise a Moai (geyser %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise a Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a Settler here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a Prayer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend a Prayer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carry a Moai from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move a Settler from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>land a Settler on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build a Village on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sculpt a Moai on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise a Moai on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create a Settler on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flee to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lands on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds a Village on %2: +1 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 creates a Settler on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sculpts a Moai on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises a Moai on %2: +%3 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a Prayer token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fissure closes the border between tile %1 and tile %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die shows a Volcano!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die shows a quiet face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcano %1 erupts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lava flows onto %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lava destroys %1&apos;s %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prays and saves a %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1 sinks into the sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final round begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No raise can lay a Fissure any more: the final round begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves a Settler from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Scores %n VP now.</source>
        <translation>
            <numerusform>Scores %n VP now.</numerusform>
            <numerusform>Scores %n VP now.</numerusform>
        </translation>
    </message>
    <message>
        <source>The geyser faces the sea: no Fissure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That border already holds a Fissure: none is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Fissure is left in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts of the same size are cut apart; a drawn Volcano token decides which one sinks (tiles %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cut off, %n tile(s) sink: %1.</source>
        <translation>
            <numerusform>Cut off, %n tile sinks: %1.</numerusform>
            <numerusform>Cut off, %n tiles sink: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Volcano(es) sink with it, %1 left.</source>
        <translation>
            <numerusform>%n Volcano sinks with it, %1 left.</numerusform>
            <numerusform>%n Volcanoes sink with it, %1 left.</numerusform>
        </translation>
    </message>
    <message>
        <source>After it, no raise can lay a Fissure any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round becomes the game&apos;s last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the Volcano die is rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lava is left on the board: two Volcanoes erupt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lava is left on the board: the last Volcano erupts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries a Moai from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Village(s)</source>
        <translation>
            <numerusform>%n Village</numerusform>
            <numerusform>%n Villages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Moai</source>
        <translation>
            <numerusform>%n Moai</numerusform>
            <numerusform>%n Moai</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sea sends %1&apos;s %2 back to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VolcanicSetup</name>
    <message>
        <source>Play on a continent from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continents (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Volcano die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of its 6 faces show a Volcano (%1 by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard continent: one landfall bay shared by every Boat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mu&apos;s coast with its heart laid out anew: a landfall bay for every player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A continent you or others have built, saved as a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the continent file to play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Island number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same number always makes the same island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a new random island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the file of a continent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VolcanicTable</name>
    <message>
        <source>This continent cannot be played on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on from round %1 of a recorded game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lava is about to destroy your %2 on %3. Spend a Prayer token to save it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game continues, round %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs one action point more for each token you hold; once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E). Unused action points are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lava goes back to the supply and the Village takes its place: +1 VP now, and 3 more at the end if it still stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Moai lies here until a Settler raises it on a geyser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Settler from your reserve appears on this space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up one Prayer token: the piece is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your tokens: the piece is destroyed and goes back to your reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back stops at a die roll: what it showed stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>End the turn with %n AP unspent? Unspent action points are lost.</source>
        <translation type="unfinished">
            <numerusform>End the turn with %n AP unspent? Unspent action points are lost.</numerusform>
            <numerusform>End the turn with %n AP unspent? Unspent action points are lost.</numerusform>
        </translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s) sink into the sea (%2), lit in blue.</source>
        <translation>
            <numerusform>%1: %n tile sinks into the sea (%2), lit in blue.</numerusform>
            <numerusform>%1: %n tiles sink into the sea (%2), lit in blue.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a ringed space for your %n Settler(s) there to flee to, then click it again.</source>
        <translation>
            <numerusform>Click a ringed space for your %n Settler there to flee to, then click it again.</numerusform>
            <numerusform>Click a ringed space for your %n Settlers there to flee to, then click it again.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sea sends your %1 there back to your reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That land is sinking: click a ringed space for your Settlers to flee to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Settlers can flee only to a ringed space, beside the land that sinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Settlers flee to %1: click it again to confirm, or another ringed space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: land is sinking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>On another tribe&apos;s turn one of your %n Settlers there flees, the others go back to your reserve: click a ringed space for it, then click it again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom out (-, or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (+, or the mouse wheel); drag to move around</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole board (0, or a double click)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
