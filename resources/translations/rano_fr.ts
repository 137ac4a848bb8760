<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AiLevels</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>greedy bot</source>
        <translation>bot glouton</translation>
    </message>
    <message>
        <source>random bot</source>
        <translation>bot aléatoire</translation>
    </message>
    <message>
        <source>A human at this computer</source>
        <translation>Un humain devant cet ordinateur</translation>
    </message>
    <message>
        <source>Plays at a glance and slips now and then: a first opponent</source>
        <translation>Joue d’un coup d’œil et se trompe parfois&#xa0;: un premier adversaire</translation>
    </message>
    <message>
        <source>Thinks a moment and slips less often: a fair game</source>
        <translation>Réfléchit un instant et se trompe moins souvent&#xa0;: une partie équilibrée</translation>
    </message>
    <message>
        <source>Thinks up to half a second a decision and never slips: a strong game</source>
        <translation>Réfléchit jusqu’à une demi-seconde par décision et ne se trompe jamais&#xa0;: une partie serrée</translation>
    </message>
    <message>
        <source>Thinks three times as long as the hard AI, on both cores: the strongest</source>
        <translation>Réfléchit trois fois plus longtemps que le niveau difficile, sur les deux cœurs&#xa0;: le plus fort</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a seat and its AI level</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between seats</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>online</source>
        <comment>a person at another computer</comment>
        <translation>en ligne</translation>
    </message>
    <message>
        <source>away: AI, %1</source>
        <comment>an AI plays while its player is away</comment>
        <translation>absent&#xa0;: IA, %1</translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation>IA, %1</translation>
    </message>
    <message>
        <source>open seat</source>
        <comment>an online seat nobody has taken yet</comment>
        <translation>place libre</translation>
    </message>
</context>
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Analysed: mistakes are marked ✖</source>
        <translation>Analysée&#xa0;: les erreurs sont marquées ✖</translation>
    </message>
    <message>
        <source>The AI can review every choice</source>
        <translation>L&apos;IA peut examiner chaque choix</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Stop the analysis; what is done is kept</source>
        <translation>Arrêter l&apos;analyse&#xa0;; ce qui est fait est gardé</translation>
    </message>
    <message>
        <source>Let the AI review every choice and mark the mistakes</source>
        <translation>Laisser l&apos;IA examiner chaque choix et marquer les erreurs</translation>
    </message>
</context>
<context>
    <name>BoardLegend</name>
    <message>
        <source>Glowing gold: a place you may choose now; a click there offers what you can do.</source>
        <translation>Doré et lumineux&#xa0;: un endroit que vous pouvez choisir maintenant&#xa0;; un clic y propose ce que vous pouvez faire.</translation>
    </message>
    <message>
        <source>Ringed in ember: what the others did since your last decision (What just happened?, W, plays it again).</source>
        <translation>Cerclé de braise&#xa0;: ce qu&apos;ont fait les autres depuis votre dernière décision (Que vient-il de se passer&#xa0;?, W, le rejoue).</translation>
    </message>
    <message>
        <source>Ringed in teal: the hint&apos;s choice (H).</source>
        <translation>Cerclé de turquoise&#xa0;: le choix du conseil (H).</translation>
    </message>
    <message>
        <source>A dark ring lined with gold: the keyboard&apos;s cursor (the arrows move it, Enter clicks).</source>
        <translation>Un anneau sombre bordé d&apos;or&#xa0;: le curseur du clavier (les flèches le déplacent, Entrée clique).</translation>
    </message>
    <message>
        <source>What the marks mean</source>
        <translation>Ce que signifient les marques</translation>
    </message>
    <message>
        <source>Close the legend (L)</source>
        <translation>Fermer la légende (L)</translation>
    </message>
    <message>
        <source>Lit in white: the places the coach&apos;s lesson names, or the log line under the pointer.</source>
        <translation>Éclairé en blanc&#xa0;: les endroits que nomme la leçon du coach, ou la ligne du journal sous le pointeur.</translation>
    </message>
    <message>
        <source>Ringed in violet: the button the coach points at.</source>
        <translation>Cerclé de violet&#xa0;: le bouton que désigne le coach.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Hide the space numbers (N)</source>
        <translation>Masquer les numéros des cases (N)</translation>
    </message>
    <message>
        <source>Number each space within its tile, as the log names them (N)</source>
        <translation>Numéroter chaque case dans sa tuile, comme le journal les nomme (N)</translation>
    </message>
</context>
<context>
    <name>BoatView</name>
    <message>
        <source>The Boats: click, then a highlighted space to land a Settler</source>
        <translation>Les Bateaux&#xa0;: cliquez, puis sur une case en surbrillance pour débarquer un Colon</translation>
    </message>
</context>
<context>
    <name>CardDisplay</name>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers</source>
        <translation>Chasseurs-cueilleurs</translation>
    </message>
</context>
<context>
    <name>CardsGameScreen</name>
    <message>
        <source>Rapa Nui cards, turn %1</source>
        <translation>Rapa Nui cartes, tour %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>The Stone has spoken</source>
        <translation>La Pierre a parlé</translation>
    </message>
    <message>
        <source>%1 glory</source>
        <translation>%1 gloire</translation>
    </message>
    <message>
        <source>Ties go to the most Moai in the display, then the most wood.</source>
        <translation>En cas d&apos;égalité&#xa0;: le plus de Moaï dans sa zone, puis le plus de bois.</translation>
    </message>
    <message>
        <source>Go through the game choice by choice</source>
        <translation>Parcourir la partie choix par choix</translation>
    </message>
    <message>
        <source>On the Stone:</source>
        <translation>Sur la Pierre&#xa0;:</translation>
    </message>
    <message>
        <source>%1 × %2: worth %3</source>
        <translation>%1 × %2&#xa0;: vaut %3</translation>
    </message>
</context>
<context>
    <name>CardsLegend</name>
    <message>
        <source>A glowing card or stack: you may take it now (the top card of a column, a Sacrifice stack to buy, offer or take from).</source>
        <translation>Une carte ou une pile qui luit&#xa0;: vous pouvez la prendre maintenant (la carte du dessus d&apos;une colonne, une pile de Sacrifice où acheter, offrir ou prendre).</translation>
    </message>
    <message>
        <source>Ringed in gold: the card scored last, when a hand filled up.</source>
        <translation>Cerclée d&apos;or&#xa0;: la dernière carte décomptée, quand une main s&apos;est remplie.</translation>
    </message>
    <message>
        <source>A Sacrifice stack: the number is how many cards are left, the price under it what one costs you.</source>
        <translation>Une pile de Sacrifice&#xa0;: le nombre dit combien de cartes il reste, le prix en dessous ce qu&apos;une carte vous coûte.</translation>
    </message>
    <message>
        <source>On the Stone of Sacrifice, &quot;+ 2 ↓&quot;: cards laid face down that you know of; a face-down card you have not seen shows its back.</source>
        <translation>Sur la Pierre des sacrifices, «&#xa0;+ 2 ↓&#xa0;»&#xa0;: des cartes posées face cachée que vous connaissez&#xa0;; une carte cachée que vous n&apos;avez pas vue montre son dos.</translation>
    </message>
    <message>
        <source>&quot;Hunters &amp; Gatherers&quot; under a card: it pays Sacrifice cards of its type when it is scored.</source>
        <translation>«&#xa0;Chasseurs-cueilleurs&#xa0;» sous une carte&#xa0;: elle rapporte des cartes Sacrifice de son type quand elle est décomptée.</translation>
    </message>
</context>
<context>
    <name>CardsPosition</name>
    <message>
        <source>Fish</source>
        <translation>Poisson</translation>
    </message>
    <message>
        <source>Mulberry</source>
        <translation>Mûre</translation>
    </message>
    <message>
        <source>Sweet Potato</source>
        <translation>Patate douce</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Céréale</translation>
    </message>
    <message>
        <source>Moai</source>
        <translation>Moaï</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>Prêtre</translation>
    </message>
    <message>
        <source>Lumberjack</source>
        <translation>Bûcheron</translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers (%1)</source>
        <translation>Chasseurs-cueilleurs (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <translation>
            <numerusform>%n bois</numerusform>
            <numerusform>%n bois</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy no Sacrifice card</source>
        <translation>N&apos;acheter aucune carte Sacrifice</translation>
    </message>
    <message>
        <source>Buy a %1 Sacrifice card (%2)</source>
        <translation>Acheter une carte Sacrifice %1 (%2)</translation>
    </message>
    <message>
        <source>Play a Lumberjack</source>
        <translation>Jouer un Bûcheron</translation>
    </message>
    <message>
        <source>Play a Priest</source>
        <translation>Jouer un Prêtre</translation>
    </message>
    <message>
        <source>Build a Moai (%1) and start a Sacrifice Round</source>
        <translation>Bâtir un Moaï (%1) et lancer un tour de sacrifice</translation>
    </message>
    <message>
        <source>Play %1 Hunters &amp; Gatherers (%2) (%3)</source>
        <translation>Jouer %1 × Chasseurs-cueilleurs (%2) (%3)</translation>
    </message>
    <message>
        <source>Play %1 Hunters &amp; Gatherers (%2)</source>
        <translation>Jouer %1 × Chasseurs-cueilleurs (%2)</translation>
    </message>
    <message>
        <source>Put a Moai out of the game (none can be built)</source>
        <translation>Retirer un Moaï du jeu (aucun ne peut être bâti)</translation>
    </message>
    <message>
        <source>Sacrifice a %1 card face down</source>
        <translation>Sacrifier une carte %1 face cachée</translation>
    </message>
    <message>
        <source>Sacrifice a card face down</source>
        <translation>Sacrifier une carte face cachée</translation>
    </message>
    <message>
        <source>Sacrifice a %1 card</source>
        <translation>Sacrifier une carte %1</translation>
    </message>
    <message>
        <source>Add a %1 card from the open stack to the Stone</source>
        <translation>Ajouter une carte %1 de la pile ouverte sur la Pierre</translation>
    </message>
    <message>
        <source>Take the top card of column %1 (%2)</source>
        <translation>Prendre la carte du dessus de la colonne %1 (%2)</translation>
    </message>
    <message>
        <source>Take the top card of column %1</source>
        <translation>Prendre la carte du dessus de la colonne %1</translation>
    </message>
    <message>
        <source>Take %1 glory for the Moai</source>
        <translation>Prendre %1 gloire pour les Moaï</translation>
    </message>
    <message>
        <source>Take %1 wood for the Moai</source>
        <translation>Prendre %1 bois pour les Moaï</translation>
    </message>
    <message>
        <source>Take a %1 Sacrifice card instead</source>
        <translation>Prendre une carte Sacrifice %1 à la place</translation>
    </message>
    <message>
        <source>The deck is empty: the game is over.</source>
        <translation>La pioche est vide&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>The uncovered %1 is scored.</source>
        <translation>La carte découverte, %1, est décomptée.</translation>
    </message>
    <message numerus="yes">
        <source>%n glory</source>
        <translation>
            <numerusform>%n gloire</numerusform>
            <numerusform>%n gloire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 Sacrifice card(s)</source>
        <translation>
            <numerusform>%n carte Sacrifice %1</numerusform>
            <numerusform>%n cartes Sacrifice %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: +%2.</source>
        <translation>%1&#xa0;: +%2.</translation>
    </message>
    <message>
        <source>, +</source>
        <translation>, +</translation>
    </message>
    <message>
        <source>Glory earned</source>
        <translation>Gloire gagnée</translation>
    </message>
    <message>
        <source>Moai built (4 each)</source>
        <translation>Moaï bâtis (4 chacun)</translation>
    </message>
    <message>
        <source>Wood (1 per 5)</source>
        <translation>Bois (1 pour 5)</translation>
    </message>
    <message>
        <source>Fish Sacrifice cards</source>
        <translation>Cartes Sacrifice Poisson</translation>
    </message>
    <message>
        <source>Mulberry Sacrifice cards</source>
        <translation>Cartes Sacrifice Mûre</translation>
    </message>
    <message>
        <source>Sweet Potato Sacrifice cards</source>
        <translation>Cartes Sacrifice Patate douce</translation>
    </message>
    <message>
        <source>Grain Sacrifice cards</source>
        <translation>Cartes Sacrifice Céréale</translation>
    </message>
    <message>
        <source>%1 buys no Sacrifice card.</source>
        <translation>%1 n&apos;achète aucune carte Sacrifice.</translation>
    </message>
    <message>
        <source>%1 buys a %2 Sacrifice card (%3).</source>
        <translation>%1 achète une carte Sacrifice %2 (%3).</translation>
    </message>
    <message>
        <source>%1 plays a Lumberjack.</source>
        <translation>%1 joue un Bûcheron.</translation>
    </message>
    <message>
        <source>%1 plays a Priest.</source>
        <translation>%1 joue un Prêtre.</translation>
    </message>
    <message>
        <source>%1 builds a Moai (%2) and starts a Sacrifice Round.</source>
        <translation>%1 bâtit un Moaï (%2) et lance un tour de sacrifice.</translation>
    </message>
    <message>
        <source>%1 plays %2 Hunters &amp; Gatherers (%3) (%4).</source>
        <translation>%1 joue %2 Chasseurs-cueilleurs (%3) (%4).</translation>
    </message>
    <message>
        <source>%1 plays %2 Hunters &amp; Gatherers (%3).</source>
        <translation>%1 joue %2 Chasseurs-cueilleurs (%3).</translation>
    </message>
    <message>
        <source>%1 puts a Moai out of the game (none can be built).</source>
        <translation>%1 retire un Moaï du jeu (aucun ne peut être bâti).</translation>
    </message>
    <message>
        <source>%1 sacrifices a %2 card face down.</source>
        <translation>%1 sacrifie une carte %2 face cachée.</translation>
    </message>
    <message>
        <source>%1 sacrifices a card face down.</source>
        <translation>%1 sacrifie une carte face cachée.</translation>
    </message>
    <message>
        <source>%1 sacrifices a %2 card.</source>
        <translation>%1 sacrifie une carte %2.</translation>
    </message>
    <message>
        <source>%1 adds a %2 card from the open stack to the Stone.</source>
        <translation>%1 ajoute une carte %2 de la pile ouverte sur la Pierre.</translation>
    </message>
    <message>
        <source>%1 takes the top card of column %2 (%3).</source>
        <translation>%1 prend la carte du dessus de la colonne %2 (%3).</translation>
    </message>
    <message>
        <source>%1 takes the top card of column %2.</source>
        <translation>%1 prend la carte du dessus de la colonne %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 glory for the Moai.</source>
        <translation>%1 prend %2 gloire pour les Moaï.</translation>
    </message>
    <message>
        <source>%1 takes %2 wood for the Moai.</source>
        <translation>%1 prend %2 bois pour les Moaï.</translation>
    </message>
    <message>
        <source>%1 takes a %2 Sacrifice card instead.</source>
        <translation>%1 prend une carte Sacrifice %2 à la place.</translation>
    </message>
    <message>
        <source>Empties the column: four cards come from the deck, and its new top card is scored</source>
        <translation>Vide la colonne&#xa0;: quatre cartes viennent de la pioche, et sa nouvelle carte du dessus est décomptée</translation>
    </message>
    <message>
        <source>Empties the column: four cards come from the deck</source>
        <translation>Vide la colonne&#xa0;: quatre cartes viennent de la pioche</translation>
    </message>
    <message>
        <source>Uncovers a %1</source>
        <translation>Découvre&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n glory or wood</source>
        <translation>
            <numerusform>%n gloire ou bois</numerusform>
            <numerusform>%n gloire ou bois</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Then the %1 is scored: nobody gains</source>
        <translation>Puis la carte %1 est décomptée&#xa0;: personne ne gagne rien</translation>
    </message>
    <message>
        <source>Then the %1 is scored: %2</source>
        <translation>Puis la carte %1 est décomptée&#xa0;: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Empties the column: the deck&apos;s last %n card(s) refill it and the game ends, nothing more scored</source>
        <translation>
            <numerusform>Vide la colonne&#xa0;: la dernière carte de la pioche la remplit et la partie se termine, sans plus rien compter</numerusform>
            <numerusform>Vide la colonne&#xa0;: les %n dernières cartes de la pioche la remplissent et la partie se termine, sans plus rien compter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardsReviewScreen</name>
    <message>
        <source>The cards are dealt.</source>
        <translation>Les cartes sont distribuées.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>CardsRulesPage</name>
    <message>
        <source>How to play Rapa Nui, the card game</source>
        <translation>Comment jouer à Rapa Nui, le jeu de cartes</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>You lead a people of Rapa Nui. Lay cards into your display to gather wood, earn glory and build Moai, and give Sacrifice cards to the Stone. The player with the most glory at the end wins: glory earned during play, 4 for each of your Moai, 1 for every 5 wood, and your Sacrifice cards at the value the Stone gives their type.</source>
        <translation>Vous menez un peuple de Rapa Nui. Posez des cartes dans votre zone pour amasser du bois, gagner de la gloire et bâtir des Moaï, et offrez des cartes Sacrifice à la Pierre. Le joueur qui a le plus de gloire à la fin gagne&#xa0;: la gloire gagnée en jouant, 4 par Moaï, 1 pour 5 bois, et vos cartes Sacrifice à la valeur que la Pierre donne à leur type.</translation>
    </message>
    <message>
        <source>Moai</source>
        <translation>Moaï</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>Prêtre</translation>
    </message>
    <message>
        <source>Lumberjack</source>
        <translation>Bûcheron</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Each player puts a Lumberjack in their display, holds three Hunters &amp; Gatherers of three different types, takes one Sacrifice card of each type and gets wood: 2 for the start player, then 3, 4 and 5 in turn. Sixteen cards from the shuffled deck make the general display: four columns of four, all visible; only the top card of a column can be taken.</source>
        <translation>Chaque joueur pose un Bûcheron dans sa zone, tient en main trois Chasseurs-cueilleurs de trois types différents, prend une carte Sacrifice de chaque type et reçoit du bois&#xa0;: 2 pour le premier joueur, puis 3, 4 et 5 dans l&apos;ordre du tour. Seize cartes de la pioche mélangée forment l&apos;étalage commun&#xa0;: quatre colonnes de quatre, toutes visibles&#xa0;; seule la carte du dessus d&apos;une colonne peut être prise.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>1. &lt;b&gt;Buy&lt;/b&gt;, if you like, one Sacrifice card from an open stack: 5 wood, less 1 for each of your Hunters &amp; Gatherers of its type in your display.&lt;br/&gt;2. &lt;b&gt;Play&lt;/b&gt; one Lumberjack or one Priest (free), one Moai (7 wood, then a Sacrifice Round), or 1 to 3 Hunters &amp; Gatherers of one type (0, 1 or 2 wood). If you can play nothing (three Moai in hand and under 7 wood), one Moai leaves the game.&lt;br/&gt;3. &lt;b&gt;Draw&lt;/b&gt; back to three cards, one at a time, each from the top of any column. A column you empty is refilled at once with four cards from the deck. The card you uncovered last is then scored for everybody.</source>
        <translation>1. &lt;b&gt;Achetez&lt;/b&gt;, si vous le voulez, une carte Sacrifice d&apos;une pile ouverte&#xa0;: 5 bois, moins 1 par Chasseur-cueilleur de son type dans votre zone.&lt;br/&gt;2. &lt;b&gt;Jouez&lt;/b&gt; un Bûcheron ou un Prêtre (gratuit), un Moaï (7 bois, puis un tour de sacrifice), ou 1 à 3 Chasseurs-cueilleurs d&apos;un même type (0, 1 ou 2 bois). Si vous ne pouvez rien jouer (trois Moaï en main et moins de 7 bois), un Moaï quitte la partie.&lt;br/&gt;3. &lt;b&gt;Piochez&lt;/b&gt; jusqu&apos;à trois cartes, une à la fois, chacune sur le dessus d&apos;une colonne. Une colonne vidée est aussitôt remplie de quatre cartes de la pioche. La dernière carte découverte est alors décomptée pour tout le monde.</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Poisson</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Céréale</translation>
    </message>
    <message>
        <source>1 card: free</source>
        <translation>1 carte&#xa0;: gratuit</translation>
    </message>
    <message>
        <source>2 of a type: 1 wood</source>
        <translation>2 du même type&#xa0;: 1 bois</translation>
    </message>
    <message>
        <source>A top card you may take</source>
        <translation>Une carte du dessus à prendre</translation>
    </message>
    <message>
        <source>The Sacrifice Round</source>
        <translation>Le tour de sacrifice</translation>
    </message>
    <message>
        <source>After a Moai is built, every player holding a Sacrifice card gives one to the Stone, starting to the builder&apos;s left and ending with the builder. The others lay theirs face up; the builder lays theirs face down, and only the builder knows its type. Then the builder adds one card from any open stack, face up.</source>
        <translation>Après la construction d&apos;un Moaï, chaque joueur qui a une carte Sacrifice en donne une à la Pierre, en commençant à gauche du bâtisseur et en finissant par lui. Les autres la posent face visible&#xa0;; le bâtisseur pose la sienne face cachée, et lui seul en connaît le type. Puis le bâtisseur ajoute une carte prise dans une pile ouverte, face visible.</translation>
    </message>
    <message>
        <source>Scoring the uncovered card</source>
        <translation>Le décompte de la carte découverte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lumberjack&lt;/b&gt;: 1 wood for each of your Lumberjacks. &lt;b&gt;Priest&lt;/b&gt;: 1 glory for each of your Priests. &lt;b&gt;Moai&lt;/b&gt;: for each of your Moai, 1 glory or 1 wood; you choose one of the two for the whole payout. A player with at least 2 of the scored card and strictly more than anyone else gets 1 more.&lt;br/&gt;&lt;b&gt;Hunters &amp; Gatherers&lt;/b&gt;: everyone with at least one of that type in their display takes a Sacrifice card of the type, two with the same majority. The player on turn takes first. When the stack is empty, the taker picks another type.</source>
        <translation>&lt;b&gt;Bûcheron&lt;/b&gt;&#xa0;: 1 bois par Bûcheron que vous avez. &lt;b&gt;Prêtre&lt;/b&gt;&#xa0;: 1 gloire par Prêtre. &lt;b&gt;Moaï&lt;/b&gt;&#xa0;: pour chacun de vos Moaï, 1 gloire ou 1 bois&#xa0;; vous choisissez l&apos;un des deux pour tout le gain. Un joueur qui a au moins 2 cartes du type décompté et strictement plus que tous les autres en reçoit 1 de plus.&lt;br/&gt;&lt;b&gt;Chasseurs-cueilleurs&lt;/b&gt;&#xa0;: chaque joueur qui en a au moins un de ce type dans sa zone prend une carte Sacrifice de ce type, deux avec la même majorité. Le joueur dont c&apos;est le tour prend le premier. Quand la pile est vide, celui qui prend choisit un autre type.</translation>
    </message>
    <message>
        <source>Mulberry</source>
        <translation>Mûre</translation>
    </message>
    <message>
        <source>The end and the final count</source>
        <translation>La fin et le décompte final</translation>
    </message>
    <message>
        <source>When a column must be refilled and the deck runs out, the game ends at once; the card uncovered last is not scored. Count the Sacrifice cards of each type on the Stone, face-down ones included. The type with the most is worth 3 a card, the next count 2, the next 1, then 0; equal counts share a value. With nothing on the Stone every card is worth 0. Ties go to the most Moai in the display, then the most wood; after that the win is shared.</source>
        <translation>Quand une colonne doit être remplie et que la pioche s&apos;épuise, la partie s&apos;arrête aussitôt&#xa0;; la dernière carte découverte n&apos;est pas décomptée. Comptez les cartes Sacrifice de chaque type sur la Pierre, faces cachées comprises. Le type le plus nombreux vaut 3 par carte, le nombre suivant 2, le suivant 1, puis 0&#xa0;; des nombres égaux ont la même valeur. Si la Pierre est vide, chaque carte vaut 0. En cas d&apos;égalité, le plus de Moaï dans sa zone l&apos;emporte, puis le plus de bois&#xa0;; sinon la victoire est partagée.</translation>
    </message>
    <message>
        <source>× %1&lt;br/&gt;worth %2</source>
        <translation>× %1&lt;br/&gt;vaut %2</translation>
    </message>
    <message>
        <source>What you can see</source>
        <translation>Ce que vous voyez</translation>
    </message>
    <message>
        <source>Only the order of the deck and the types of other players&apos; face-down cards are hidden. Everything else could be remembered by a careful player, so Rano shows it: the hands, the displays, and everyone&apos;s Sacrifice cards. For a player who has laid cards face down, the count includes those cards, and a note says how many there are. The AI knows exactly what a player in its seat could know.</source>
        <translation>Seuls l&apos;ordre de la pioche et le type des cartes face cachée des autres joueurs sont cachés. Un joueur attentif pourrait retenir tout le reste, alors Rano le montre&#xa0;: les mains, les zones et les cartes Sacrifice de chacun. Pour un joueur qui a posé des cartes face cachée, le compte les inclut, et une note dit combien il y en a. L&apos;IA sait exactement ce qu&apos;un joueur à sa place pourrait savoir.</translation>
    </message>
    <message>
        <source>Where the rulebook is silent, Rano decides</source>
        <translation>Là où la règle se tait, Rano décide</translation>
    </message>
    <message>
        <source>• Each colour&apos;s three start Hunters &amp; Gatherers are of three different types; each colour lacks a different one.&lt;br/&gt;• The start player is drawn at random, like the deck.&lt;br/&gt;• A player who can play a card must play one; only the purchase is optional.&lt;br/&gt;• The Sacrifice Round starts to the builder&apos;s left and ends with the builder.&lt;br/&gt;• Moai owners choose glory or wood in turn order, the player on turn first, each seeing the earlier choices.&lt;br/&gt;• The second Hunters &amp; Gatherers card of a majority is taken right after the first, in that player&apos;s place in the order.&lt;br/&gt;• A type with no card on the Stone takes its place in the ranking like any other count.</source>
        <translation>• Les trois Chasseurs-cueilleurs de départ de chaque couleur sont de trois types différents&#xa0;; chaque couleur en manque un différent.&lt;br/&gt;• Le premier joueur est tiré au hasard, comme la pioche.&lt;br/&gt;• Un joueur qui peut jouer une carte doit en jouer une&#xa0;; seul l&apos;achat est facultatif.&lt;br/&gt;• Le tour de sacrifice commence à gauche du bâtisseur et finit par lui.&lt;br/&gt;• Les propriétaires de Moaï choisissent gloire ou bois dans l&apos;ordre du tour, le joueur actif d&apos;abord, chacun voyant les choix précédents.&lt;br/&gt;• La seconde carte d&apos;une majorité de Chasseurs-cueilleurs est prise juste après la première, à la place de ce joueur dans l&apos;ordre.&lt;br/&gt;• Un type absent de la Pierre prend sa place dans le classement comme tout autre nombre.</translation>
    </message>
</context>
<context>
    <name>CardsSeatPanel</name>
    <message>
        <source>%1 wood</source>
        <translation>%1 bois</translation>
    </message>
    <message>
        <source>%1 glory</source>
        <translation>%1 gloire</translation>
    </message>
    <message>
        <source>%1 in the display: %2</source>
        <translation>%1 dans la zone&#xa0;: %2</translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>En main&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>These counts include %n card(s) they laid face down on the Stone; they hold %1 now.</source>
        <translation>
            <numerusform>Ces nombres comptent %n carte posée face cachée sur la Pierre&#xa0;; il en détient %1 maintenant.</numerusform>
            <numerusform>Ces nombres comptent %n cartes posées face cachée sur la Pierre&#xa0;; il en détient %1 maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand: %1. Click to play it, or to learn why not now</source>
        <translation>En main&#xa0;: %1. Cliquer pour la jouer, ou savoir pourquoi pas maintenant</translation>
    </message>
</context>
<context>
    <name>CardsSetup</name>
    <message>
        <source>The seed shuffles the 50 Rapa Nui cards and picks the start player. Each player starts with a Lumberjack in the display, three Hunters &amp; Gatherers in hand, one Sacrifice card of each type and 2 to 5 wood by seat from the start player.</source>
        <translation>Le tirage mélange les 50 cartes Rapa Nui et désigne le premier joueur. Chaque joueur commence avec un Bûcheron dans sa zone, trois Chasseurs-cueilleurs en main, une carte Sacrifice de chaque type et 2 à 5 bois selon sa place après le premier joueur.</translation>
    </message>
</context>
<context>
    <name>CardsTable</name>
    <message>
        <source>Take back stops at a card turned up: what it showed stays</source>
        <translation>Revenir en arrière s&apos;arrête à une carte retournée&#xa0;: ce qu&apos;elle a montré reste</translation>
    </message>
    <message>
        <source>The game goes on from turn %1 of a recorded game.</source>
        <translation>La partie reprend au tour %1 d&apos;une partie enregistrée.</translation>
    </message>
    <message>
        <source>%1 begins. Every player holds one Sacrifice card of each type.</source>
        <translation>%1 commence. Chaque joueur détient une carte Sacrifice de chaque type.</translation>
    </message>
    <message>
        <source>%1: buy a Sacrifice card from an open stack, or buy none.</source>
        <translation>%1&#xa0;: achetez une carte Sacrifice d&apos;une pile ouverte, ou aucune.</translation>
    </message>
    <message>
        <source>%1: play cards from your hand into your display.</source>
        <translation>%1&#xa0;: jouez des cartes de votre main dans votre zone.</translation>
    </message>
    <message>
        <source>%1: your Moai&apos;s Sacrifice Round ends with you: lay one of your Sacrifice cards on the Stone, face down.</source>
        <translation>%1&#xa0;: le tour de sacrifice de votre Moaï finit par vous&#xa0;: posez une de vos cartes Sacrifice sur la Pierre, face cachée.</translation>
    </message>
    <message>
        <source>%1: a Moai was built. Lay one of your Sacrifice cards on the Stone, face up.</source>
        <translation>%1&#xa0;: un Moaï a été bâti. Posez une de vos cartes Sacrifice sur la Pierre, face visible.</translation>
    </message>
    <message>
        <source>%1: add one card from an open stack to the Stone, face up.</source>
        <translation>%1&#xa0;: ajoutez une carte d&apos;une pile ouverte sur la Pierre, face visible.</translation>
    </message>
    <message>
        <source>%1: take the top card of a column into your hand (%2 of 3 in hand).</source>
        <translation>%1&#xa0;: prenez en main la carte du dessus d&apos;une colonne (%2 sur 3 en main).</translation>
    </message>
    <message>
        <source>%1: a Moai is scored. Take glory or wood for your Moai?</source>
        <translation>%1&#xa0;: un Moaï est décompté. Gloire ou bois pour vos Moaï&#xa0;?</translation>
    </message>
    <message>
        <source>%1: the %2 stack is empty. Take another Sacrifice card instead.</source>
        <translation>%1&#xa0;: la pile %2 est vide. Prenez une autre carte Sacrifice à la place.</translation>
    </message>
    <message>
        <source>The game continues, turn %1.</source>
        <translation>La partie continue, tour %1.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Wait: %1 is playing.</source>
        <translation>Patience&#xa0;: %1 joue.</translation>
    </message>
    <message numerus="yes">
        <source>This %1 can be played %n ways now: choose one of the buttons.</source>
        <translation>
            <numerusform>Cette carte %1 peut se jouer de %n façon maintenant&#xa0;: choisissez un des boutons.</numerusform>
            <numerusform>Cette carte %1 peut se jouer de %n façons maintenant&#xa0;: choisissez un des boutons.</numerusform>
        </translation>
    </message>
    <message>
        <source>First buy a Sacrifice card, or none; then you play a card from your hand.</source>
        <translation>D&apos;abord acheter une carte Sacrifice, ou aucune&#xa0;; ensuite vous jouez une carte de votre main.</translation>
    </message>
    <message>
        <source>A Moai costs %1 wood; you hold %2.</source>
        <translation>Un Moaï coûte %1 bois&#xa0;; vous en avez %2.</translation>
    </message>
    <message>
        <source>The %1 cannot be played now.</source>
        <translation>La carte %1 ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <source>You have played a card this turn: now you draw back to three.</source>
        <translation>Vous avez joué ce tour-ci&#xa0;: maintenant vous complétez votre main à trois.</translation>
    </message>
    <message>
        <source>Not now. %1</source>
        <translation>Pas maintenant. %1</translation>
    </message>
    <message>
        <source>Only the top card of a column, the one in front, can be drawn.</source>
        <translation>Seule la carte du dessus d&apos;une colonne, celle de devant, peut être piochée.</translation>
    </message>
    <message>
        <source>First buy a Sacrifice card, or none, then play from your hand: you draw last.</source>
        <translation>Achetez d&apos;abord une carte Sacrifice, ou aucune, puis jouez de votre main&#xa0;: vous piochez en dernier.</translation>
    </message>
    <message>
        <source>First play a card from your hand: you draw last.</source>
        <translation>Jouez d&apos;abord une carte de votre main&#xa0;: vous piochez en dernier.</translation>
    </message>
    <message>
        <source>Column %1 cannot be drawn from now.</source>
        <translation>On ne peut pas piocher dans la colonne %1 maintenant.</translation>
    </message>
    <message>
        <source>The deck only refills a column emptied by a draw; you draw from the columns.</source>
        <translation>La pioche ne sert qu&apos;à remplir une colonne vidée&#xa0;; vous piochez dans les colonnes.</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>choices</source>
        <translation>choix</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, as the AI sees it: click to go there</source>
        <translation>Les chances de victoire de chaque joueur selon l&apos;IA&#xa0;: cliquer pour s&apos;y rendre</translation>
    </message>
</context>
<context>
    <name>ChoiceButton</name>
    <message>
        <source>The hint&apos;s choice</source>
        <translation>Le choix du conseil</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>touche %1</translation>
    </message>
    <message>
        <source>The hint&apos;s choice (%1)</source>
        <translation>Le choix du conseil (%1)</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
</context>
<context>
    <name>ChoiceReviewFrame</name>
    <message>
        <source>The start (Home)</source>
        <translation>Le début (Début)</translation>
    </message>
    <message>
        <source>A turn back (Ctrl+Left)</source>
        <translation>Un tour en arrière (Ctrl+Gauche)</translation>
    </message>
    <message>
        <source>A choice back (Left)</source>
        <translation>Un choix en arrière (Gauche)</translation>
    </message>
    <message>
        <source>A choice on (Right)</source>
        <translation>Un choix en avant (Droite)</translation>
    </message>
    <message>
        <source>A turn on (Ctrl+Right)</source>
        <translation>Un tour en avant (Ctrl+Droite)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>La fin (Fin)</translation>
    </message>
    <message>
        <source>Start a new game from this position</source>
        <translation>Commencer une nouvelle partie à partir de cette position</translation>
    </message>
    <message>
        <source>The AI: %1</source>
        <translation>L&apos;IA&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game over · choice %1 of %2</source>
        <translation>Partie terminée · choix %1 sur %2</translation>
    </message>
    <message>
        <source>%1 · choice 0 of %2</source>
        <translation>%1 · choix 0 sur %2</translation>
    </message>
    <message>
        <source>%1 · choice %2 of %3</source>
        <translation>%1 · choix %2 sur %3</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Welcome, chief</source>
        <translation>Bienvenue, chef</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>Step 1: a Sacrifice card?</source>
        <translation>Étape 1&#xa0;: une carte Sacrifice&#xa0;?</translation>
    </message>
    <message>
        <source>You may buy one Sacrifice card from an open stack: 5 Wood, 1 less for each Hunter &amp; Gatherer of that type in your display, never below 0. Or skip this step. Buy one, or press Buy no Sacrifice card.</source>
        <translation>Vous pouvez acheter une carte Sacrifice d&apos;une pile ouverte&#xa0;: 5 bois, 1 de moins par Chasseur-cueilleur de ce type dans votre zone, jamais moins de 0. Ou passer cette étape. Achetez-en une, ou appuyez sur N&apos;acheter aucune carte Sacrifice.</translation>
    </message>
    <message>
        <source>First step 1: buy a Sacrifice card, or press Buy no Sacrifice card.</source>
        <translation>D&apos;abord l&apos;étape 1&#xa0;: achetez une carte Sacrifice, ou appuyez sur N&apos;acheter aucune carte Sacrifice.</translation>
    </message>
    <message>
        <source>Step 2: play from your hand</source>
        <translation>Étape 2&#xa0;: jouer de votre main</translation>
    </message>
    <message>
        <source>Now step 2: play card(s) from your hand.</source>
        <translation>Maintenant l&apos;étape 2&#xa0;: jouez une ou plusieurs cartes de votre main.</translation>
    </message>
    <message>
        <source>Step 3: refill your hand</source>
        <translation>Étape 3&#xa0;: compléter votre main</translation>
    </message>
    <message>
        <source>Now step 3: take the top card of a column.</source>
        <translation>Maintenant l&apos;étape 3&#xa0;: prenez la carte du dessus d&apos;une colonne.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Les tours</translation>
    </message>
    <message>
        <source>Then each chief plays a turn in turn, clockwise. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision, but never past a card turned up.</source>
        <translation>Puis chaque chef joue son tour, l&apos;un après l&apos;autre, dans le sens des aiguilles d&apos;une montre. W rejoue ce qu&apos;ont fait les autres&#xa0;; H demande un conseil à l&apos;IA&#xa0;; Annuler revient sur votre dernière décision, mais jamais au-delà d&apos;une carte retournée.</translation>
    </message>
    <message>
        <source>Lumberjacks scored</source>
        <translation>Bûcherons décomptés</translation>
    </message>
    <message>
        <source>Priests scored</source>
        <translation>Prêtres décomptés</translation>
    </message>
    <message>
        <source>Moai scored</source>
        <translation>Moaï décomptés</translation>
    </message>
    <message>
        <source>Glory or Wood?</source>
        <translation>Gloire ou bois&#xa0;?</translation>
    </message>
    <message>
        <source>Your Moai are scored: take 1 Glory point per Moai, or 1 Wood per Moai, never some of each.</source>
        <translation>Vos Moaï sont décomptés&#xa0;: prenez 1 point de gloire par Moaï, ou 1 bois par Moaï, jamais un peu des deux.</translation>
    </message>
    <message>
        <source>Choose first: Glory points or Wood for your Moai.</source>
        <translation>Choisissez d&apos;abord&#xa0;: points de gloire ou bois pour vos Moaï.</translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers scored</source>
        <translation>Chasseurs-cueilleurs décomptés</translation>
    </message>
    <message>
        <source>An empty stack</source>
        <translation>Une pile vide</translation>
    </message>
    <message>
        <source>The stack of the type you should take from is empty: take a Sacrifice card of another type instead.</source>
        <translation>La pile du type dans lequel vous devriez prendre est vide&#xa0;: prenez à la place une carte Sacrifice d&apos;un autre type.</translation>
    </message>
    <message>
        <source>Take a Sacrifice card of another type first.</source>
        <translation>Prenez d&apos;abord une carte Sacrifice d&apos;un autre type.</translation>
    </message>
    <message>
        <source>A Sacrifice Round</source>
        <translation>Un tour de sacrifice</translation>
    </message>
    <message>
        <source>Lay a Sacrifice card on the Stone first.</source>
        <translation>Posez d&apos;abord une carte Sacrifice sur la Pierre.</translation>
    </message>
    <message>
        <source>The builder&apos;s offering</source>
        <translation>L&apos;offrande du bâtisseur</translation>
    </message>
    <message>
        <source>You built the Moai, so you also lay one card from an open stack on the Stone, face up, for nothing: it raises that type&apos;s value for everybody.</source>
        <translation>Vous avez bâti le Moaï&#xa0;: vous posez donc aussi sur la Pierre une carte d&apos;une pile ouverte, face visible, sans rien payer&#xa0;: elle augmente la valeur de ce type pour tout le monde.</translation>
    </message>
    <message>
        <source>Lay a card from an open stack on the Stone first.</source>
        <translation>Posez d&apos;abord sur la Pierre une carte d&apos;une pile ouverte.</translation>
    </message>
    <message>
        <source>A card face down</source>
        <translation>Une carte face cachée</translation>
    </message>
    <message>
        <source>The Moai&apos;s builder laid a Sacrifice card face down: until the end only they know its type, though it counts for its type&apos;s value. Rano shows you only what you may know.</source>
        <translation>Le bâtisseur du Moaï a posé une carte Sacrifice face cachée&#xa0;: jusqu&apos;à la fin, lui seul connaît son type, mais elle compte pour la valeur de son type. Rano ne vous montre que ce que vous pouvez savoir.</translation>
    </message>
    <message>
        <source>Three Moai and no Wood</source>
        <translation>Trois Moaï et pas de bois</translation>
    </message>
    <message>
        <source>You hold three Moai and less than 7 Wood: you cannot play any card, so one Moai leaves the game instead.</source>
        <translation>Vous avez trois Moaï en main et moins de 7 bois&#xa0;: vous ne pouvez jouer aucune carte, alors un Moaï quitte la partie à la place.</translation>
    </message>
    <message>
        <source>Put one Moai out of the game: it is all you can do this turn.</source>
        <translation>Retirez un Moaï du jeu&#xa0;: c&apos;est tout ce que vous pouvez faire ce tour-ci.</translation>
    </message>
    <message>
        <source>A column refilled</source>
        <translation>Une colonne remplie à nouveau</translation>
    </message>
    <message>
        <source>A column was emptied, so it was refilled at once with 4 cards from the face-down deck; its fourth card is the one scored. The game ends when a refill empties the deck, and then that last card is not scored.</source>
        <translation>Une colonne a été vidée&#xa0;: elle a donc été aussitôt remplie de 4 cartes de la pioche face cachée&#xa0;; sa quatrième carte est celle qui est décomptée. La partie s&apos;arrête quand un remplissage vide la pioche, et cette dernière carte n&apos;est alors pas décomptée.</translation>
    </message>
    <message>
        <source>The final score</source>
        <translation>Le décompte final</translation>
    </message>
    <message>
        <source>A refill emptied the deck: the game is over, and its last card was not scored. Each player adds to their Glory points 4 GP per Moai in their display, 1 GP per 5 Wood, and each Sacrifice card at its type&apos;s value: the type most on the Stone is worth 3, the next 2, the next 1, the rest 0 (tied types share a value; with nothing on the Stone, every card is worth 0). Most GP wins; a tie goes to the most Moai, then the most Wood.</source>
        <translation>Un remplissage a vidé la pioche&#xa0;: la partie est terminée, et sa dernière carte n&apos;a pas été décomptée. Chaque joueur ajoute à ses points de gloire 4 PG par Moaï dans sa zone, 1 PG pour 5 bois, et chaque carte Sacrifice à la valeur de son type&#xa0;: le type le plus présent sur la Pierre vaut 3, le suivant 2, le suivant 1, les autres 0 (des types à égalité ont la même valeur&#xa0;; si la Pierre est vide, chaque carte vaut 0). Le plus de PG l&apos;emporte&#xa0;; en cas d&apos;égalité, le plus de Moaï, puis le plus de bois.</translation>
    </message>
    <message>
        <source>Step 1 of a turn: one Sacrifice card from an open stack, 5 Wood less 1 per Hunter &amp; Gatherer of its type in the buyer&apos;s display, never below 0.</source>
        <translation>Étape 1 d&apos;un tour&#xa0;: une carte Sacrifice d&apos;une pile ouverte, 5 bois moins 1 par Chasseur-cueilleur de son type dans la zone de l&apos;acheteur, jamais moins de 0.</translation>
    </message>
    <message>
        <source>With three Moai in hand and under 7 Wood nothing can be played, so one Moai leaves the game.</source>
        <translation>Avec trois Moaï en main et moins de 7 bois, rien ne peut être joué&#xa0;: un Moaï quitte donc la partie.</translation>
    </message>
    <message>
        <source>Step 3 of a turn: the top card of a column, until the hand holds 3; the card uncovered last is scored for all.</source>
        <translation>Étape 3 d&apos;un tour&#xa0;: la carte du dessus d&apos;une colonne, jusqu&apos;à ce que la main compte 3 cartes&#xa0;; la carte découverte en dernier est décomptée pour tous.</translation>
    </message>
    <message>
        <source>Moai scored: 1 Glory point per Moai in the display (or 1 Wood each), one kind for all.</source>
        <translation>Moaï décomptés&#xa0;: 1 point de gloire par Moaï dans la zone (ou 1 bois chacun), une seule sorte pour tous.</translation>
    </message>
    <message>
        <source>The Moai&apos;s builder adds one card from an open stack to the Stone, face up.</source>
        <translation>Le bâtisseur du Moaï ajoute sur la Pierre une carte d&apos;une pile ouverte, face visible.</translation>
    </message>
    <message>
        <source>Step 2 of a turn: one Lumberjack, one Priest, one Moai (7 Wood) or 1 to 3 Hunters &amp; Gatherers of one type (0, 1 or 2 Wood) go from the hand to the display.</source>
        <translation>Étape 2 d&apos;un tour&#xa0;: un Bûcheron, un Prêtre, un Moaï (7 bois) ou 1 à 3 Chasseurs-cueilleurs d&apos;un même type (0, 1 ou 2 bois) passent de la main à la zone.</translation>
    </message>
    <message>
        <source>In a Sacrifice Round every player with Sacrifice cards lays one on the Stone, the Moai&apos;s builder last and face down.</source>
        <translation>Dans un tour de sacrifice, chaque joueur qui a des cartes Sacrifice en pose une sur la Pierre, le bâtisseur du Moaï en dernier et face cachée.</translation>
    </message>
    <message>
        <source>Buying a Sacrifice card is optional: step 1 may be skipped.</source>
        <translation>Acheter une carte Sacrifice est facultatif&#xa0;: l&apos;étape 1 peut être passée.</translation>
    </message>
    <message>
        <source>When a stack runs out, a player owed a card of its type takes one of another type.</source>
        <translation>Quand une pile est épuisée, un joueur à qui revient une carte de son type en prend une d&apos;un autre type.</translation>
    </message>
    <message>
        <source>Moai scored: 1 Wood per Moai in the display (or 1 Glory point each), one kind for all.</source>
        <translation>Moaï décomptés&#xa0;: 1 bois par Moaï dans la zone (ou 1 point de gloire chacun), une seule sorte pour tous.</translation>
    </message>
    <message>
        <source>Welcome to Rapa Nui</source>
        <translation>Bienvenue à Rapa Nui</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Un tour de jeu</translation>
    </message>
    <message>
        <source>A Sculptor</source>
        <translation>Un Sculpteur</translation>
    </message>
    <message>
        <source>A Transporter</source>
        <translation>Un Transporteur</translation>
    </message>
    <message>
        <source>Place a Villager on the island now: click a lit space.</source>
        <translation>Placez maintenant un Villageois sur l&apos;île&#xa0;: cliquez sur une case éclairée.</translation>
    </message>
    <message>
        <source>The Sorcerer</source>
        <translation>Le Sorcier</translation>
    </message>
    <message>
        <source>Sculpting</source>
        <translation>La sculpture</translation>
    </message>
    <message>
        <source>In the new turn order each player takes the Moai their Sculptors make. Each Sculptor helps make one Moai only; a missing size is replaced by a smaller one. Choose how your Sculptors combine.</source>
        <translation>Dans le nouvel ordre du tour, chaque joueur prend les Moaï que font ses Sculpteurs. Chaque Sculpteur n&apos;aide à faire qu&apos;un seul Moaï&#xa0;; une taille épuisée est remplacée par une plus petite. Choisissez comment vos Sculpteurs se combinent.</translation>
    </message>
    <message>
        <source>Choose your Moai first.</source>
        <translation>Choisissez d&apos;abord vos Moaï.</translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation>Renfort</translation>
    </message>
    <message>
        <source>Change Jobs</source>
        <translation>Reconversion</translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation>Coup de main</translation>
    </message>
    <message>
        <source>Your Lend a Hand tile turns one of your Sculptors (or your Chief) into a Transporter on an empty or own space, once the Moai are sculpted: play it now, or keep it.</source>
        <translation>Votre tuile Coup de main change l&apos;un de vos Sculpteurs (ou votre Chef) en Transporteur sur une case vide ou déjà à vous, une fois les Moaï sculptés&#xa0;: jouez-la maintenant, ou gardez-la.</translation>
    </message>
    <message>
        <source>Carry a Moai</source>
        <translation>Transporter un Moaï</translation>
    </message>
    <message>
        <source>Carry a Moai now: choose one of the lit Ahu.</source>
        <translation>Transportez maintenant un Moaï&#xa0;: choisissez l&apos;un des Ahu éclairés.</translation>
    </message>
    <message>
        <source>Transports pay</source>
        <translation>Les transports rapportent</translation>
    </message>
    <message>
        <source>A Moai or a Pukao crossed Transporters of another player: each such space paid its owner once, a Resource of the space for a Moai, 1 Reed for a Pukao. Where a space shows two Resources (a/b), its owner chooses. Chains through your own and the grey neutral Transporters pay nobody.</source>
        <translation>Un Moaï ou un Pukao a traversé des Transporteurs d&apos;un autre joueur&#xa0;: chacune de ces cases a payé son propriétaire une fois, une Ressource de la case pour un Moaï, 1 Jonc pour un Pukao. Là où une case montre deux Ressources (a/b), son propriétaire choisit. Les chaînes qui passent par vos propres Transporteurs et par les Transporteurs neutres gris ne paient personne.</translation>
    </message>
    <message>
        <source>Which Resource?</source>
        <translation>Quelle Ressource&#xa0;?</translation>
    </message>
    <message>
        <source>Choose the Resource you earn first.</source>
        <translation>Choisissez d&apos;abord la Ressource que vous gagnez.</translation>
    </message>
    <message>
        <source>Erecting</source>
        <translation>Ériger le Moaï</translation>
    </message>
    <message>
        <source>Take Two More and Take Three More add Resources of the Ahu&apos;s kind when you erect; with Fervent you may take erected Resources one step higher. Choose what you take.</source>
        <translation>Supplément et Abondance ajoutent des Ressources du type de l&apos;Ahu quand vous érigez&#xa0;; avec Fervent, vous pouvez prendre les Ressources d&apos;un Moaï érigé un niveau plus haut. Choisissez ce que vous prenez.</translation>
    </message>
    <message>
        <source>An Ahu tile</source>
        <translation>Une tuile Ahu</translation>
    </message>
    <message>
        <source>Carry a Pukao</source>
        <translation>Transporter un Pukao</translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry along a chain of Transporters to an Ahu with a Moai without one, where you have a standing Transporter, if you can then buy an Offering. It styles the Moai, your Transporter there is fatigued, and you buy an Offering tile.</source>
        <translation>Un Pukao part de la Carrière de Pukao le long d&apos;une chaîne de Transporteurs jusqu&apos;à un Ahu dont le Moaï n&apos;en a pas encore, où vous avez un Transporteur debout, si vous pouvez ensuite acheter une Offrande. Il coiffe le Moaï, votre Transporteur sur place est fatigué, et vous achetez une tuile Offrande.</translation>
    </message>
    <message>
        <source>Carry a Pukao now: choose one of the lit Ahu.</source>
        <translation>Transportez maintenant un Pukao&#xa0;: choisissez l&apos;un des Ahu éclairés.</translation>
    </message>
    <message>
        <source>Buy an Offering</source>
        <translation>Acheter une Offrande</translation>
    </message>
    <message>
        <source>Buy your Offering first: choose how you pay.</source>
        <translation>Achetez d&apos;abord votre Offrande&#xa0;: choisissez comment payer.</translation>
    </message>
    <message>
        <source>Dropping out</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Instead of transporting you may drop out of the transport phase for this round. When everybody has dropped out, the round ends.</source>
        <translation>Au lieu de transporter, vous pouvez passer jusqu&apos;à la fin de la phase de transport de ce tour de jeu. Quand tout le monde a passé, le tour de jeu s&apos;achève.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>La fin d&apos;un tour de jeu</translation>
    </message>
    <message>
        <source>Every figurine went home, Transporters stood up, and Moai sculpted but not erected went back to the supply. If the Ahu spaces without a Moai are no more than the players (with two players, fewer than 3), the game ends now; otherwise a new round begins with the placements.</source>
        <translation>Toutes les figurines sont rentrées, les Transporteurs se sont relevés, et les Moaï sculptés mais non érigés sont retournés à la réserve. Si les cases Ahu sans Moaï ne sont pas plus nombreuses que les joueurs (à deux joueurs&#xa0;: moins de 3), la partie s&apos;arrête maintenant&#xa0;; sinon, un nouveau tour de jeu commence par la pose des figurines.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>Change Jobs turns the Sorcerer into a Sculptor or a Transporter once the turn order is set.</source>
        <translation>Reconversion change le Sorcier en Sculpteur ou en Transporteur une fois l&apos;ordre du tour fixé.</translation>
    </message>
    <message>
        <source>The Chief comes with a Villager or the Sorcerer, below any Quarry column, and counts as a Sculptor there.</source>
        <translation>Le Chef vient avec un Villageois ou le Sorcier, sous n&apos;importe quelle colonne de la Carrière, et y compte comme un Sculpteur.</translation>
    </message>
    <message>
        <source>Chip In adds a virtual Sculptor in any column for one sculpting.</source>
        <translation>Renfort ajoute un Sculpteur virtuel dans n&apos;importe quelle colonne pour une sculpture.</translation>
    </message>
    <message>
        <source>With two players each takes two kinds of Ahu tiles from the face-up leftovers, in turn.</source>
        <translation>À deux joueurs, chacun prend à son tour deux sortes de tuiles Ahu parmi celles qui restent, face visible.</translation>
    </message>
    <message>
        <source>A player who drops out of the transport phase transports no more this round.</source>
        <translation>Un joueur qui passe pendant la phase de transport ne transporte plus rien du tour de jeu.</translation>
    </message>
    <message>
        <source>On an a/b space the Transporter&apos;s owner chooses which of the two Resources a transport pays.</source>
        <translation>Sur une case a/b, le propriétaire du Transporteur choisit laquelle des deux Ressources un transport lui rapporte.</translation>
    </message>
    <message>
        <source>A turn ends when its player says so, or when nothing is left to do in it.</source>
        <translation>Un tour se termine quand son joueur le décide, ou quand il n&apos;y reste plus rien à faire.</translation>
    </message>
    <message>
        <source>Erecting pays 1, 3 or 5 Resources of the Ahu&apos;s kind; Fervent lets them be taken a step higher.</source>
        <translation>Ériger rapporte 1, 3 ou 5 Ressources du type de l&apos;Ahu&#xa0;; Fervent permet de les prendre un niveau plus haut.</translation>
    </message>
    <message>
        <source>An Improvement is bought at any moment of its buyer&apos;s own turns, at most 3 of the 4.</source>
        <translation>Une Amélioration s&apos;achète à tout moment des propres tours de son acheteur, 3 au plus sur les 4.</translation>
    </message>
    <message>
        <source>A tile kept can be used at a later moment of its kind.</source>
        <translation>Une tuile gardée peut servir plus tard, à un autre moment où elle s&apos;applique.</translation>
    </message>
    <message>
        <source>Lend a Hand turns a Sculptor or the Chief into a Transporter once the Moai are sculpted.</source>
        <translation>Coup de main change un Sculpteur ou le Chef en Transporteur une fois les Moaï sculptés.</translation>
    </message>
    <message>
        <source>A Moai goes from the Crater along Transporters to an empty Ahu with a standing own Transporter, paying each other player&apos;s space crossed, and is erected there.</source>
        <translation>Un Moaï va du Cratère, le long de Transporteurs, jusqu&apos;à un Ahu vide où se tient un Transporteur debout de son joueur, en payant chaque case d&apos;un autre joueur traversée, et y est érigé.</translation>
    </message>
    <message>
        <source>A styling buys one Offering with 4 Resources of its kind (one of each for the Hatchet), higher ones standing in for lower ones.</source>
        <translation>Coiffer un Moaï achète une Offrande avec 4 Ressources de son type (une de chaque pour la Hache), les plus précieuses pouvant remplacer les moins précieuses.</translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry along Transporters to an unstyled Moai, paying 1 Reed per other player&apos;s space crossed, and buys an Offering.</source>
        <translation>Un Pukao va de la Carrière de Pukao, le long de Transporteurs, jusqu&apos;à un Moaï non coiffé, en payant 1 Jonc par case d&apos;un autre joueur traversée, et achète une Offrande.</translation>
    </message>
    <message>
        <source>Rest stands one fatigued Transporter up, in its holder&apos;s transport turn.</source>
        <translation>Repos remet debout un Transporteur fatigué, pendant le tour de transport de son détenteur.</translation>
    </message>
    <message>
        <source>Each Sculptor helps sculpt one Moai: the first column a small one, the first two a medium one, all three a large one.</source>
        <translation>Chaque Sculpteur aide à sculpter un seul Moaï&#xa0;: la première colonne un petit, les deux premières un moyen, les trois un grand.</translation>
    </message>
    <message>
        <source>A Villager on a free space of the Moai Quarry is a Sculptor: its column decides the Moai it helps sculpt.</source>
        <translation>Un Villageois sur une place libre de la Carrière de Moaï est un Sculpteur&#xa0;: sa colonne décide du Moaï qu&apos;il aide à sculpter.</translation>
    </message>
    <message>
        <source>The Sorcerer on a star of the turn order track sets its owner&apos;s place in the next turn order.</source>
        <translation>Le Sorcier, sur une étoile de la piste d&apos;ordre du tour, fixe la place de son propriétaire dans le prochain ordre du tour.</translation>
    </message>
    <message>
        <source>Take Two More and Take Three More add Resources when erecting.</source>
        <translation>Supplément et Abondance ajoutent des Ressources quand on érige.</translation>
    </message>
    <message>
        <source>A Villager on an island space is a Transporter; never where another player&apos;s Transporters stand, nor on the Crater or the Pukao Quarry.</source>
        <translation>Un Villageois sur une case de l&apos;île est un Transporteur&#xa0;; jamais là où se trouvent les Transporteurs d&apos;un autre joueur, ni sur le Cratère ou la Carrière de Pukao.</translation>
    </message>
    <message>
        <source>Welcome to Mu</source>
        <translation>Bienvenue sur Mu</translation>
    </message>
    <message>
        <source>The continent</source>
        <translation>Le continent</translation>
    </message>
    <message>
        <source>Come ashore</source>
        <translation>Débarquer</translation>
    </message>
    <message>
        <source>Each turn you have 4 Action Points (AP). Moving a Settler one space costs 1 AP, and stepping off the Boat is a move. Click your Boat, then one of the lit land spaces beside the bay.</source>
        <translation>À chaque tour, vous avez 4 points d&apos;action (PA). Déplacer un Colon d&apos;une case coûte 1 PA, et descendre du Bateau est un déplacement. Cliquez sur votre Bateau, puis sur l&apos;une des cases de terre éclairées au bord de la baie.</translation>
    </message>
    <message>
        <source>First bring your Settler ashore: click your Boat, then a lit space beside the bay.</source>
        <translation>Faites d&apos;abord débarquer votre Colon&#xa0;: cliquez sur votre Bateau, puis sur une case éclairée au bord de la baie.</translation>
    </message>
    <message>
        <source>Build a Village</source>
        <translation>Construire un Village</translation>
    </message>
    <message>
        <source>Your Settler stands on lava, and lava is what you build with. Build a Village there (2 AP): the lava becomes a Village of yours, worth 1 VP at once and 3 VP at the end if it survives. Press Build a Village.</source>
        <translation>Votre Colon se tient sur de la lave, et c&apos;est avec la lave qu&apos;on construit. Construisez-y un Village (2 PA)&#xa0;: la lave devient un Village à vous, qui vaut 1 PV tout de suite et 3 PV à la fin s&apos;il survit. Appuyez sur Construire un Village.</translation>
    </message>
    <message>
        <source>Build a Village first: your Settler stands on lava (the lit space).</source>
        <translation>Construisez d&apos;abord un Village&#xa0;: votre Colon se tient sur de la lave (la case éclairée).</translation>
    </message>
    <message>
        <source>Create a Settler</source>
        <translation>Créer un Colon</translation>
    </message>
    <message>
        <source>In an Area where you have a Settler and a Village, Create a Settler (1 AP) on any of its spaces. Each turn you may create as many Settlers in an Area as you have Villages there. Each Settler on the board is worth 4 VP at the end.</source>
        <translation>Dans une Région où vous avez un Colon et un Village, créez un Colon (1 PA) sur n&apos;importe laquelle de ses cases. À chaque tour, vous pouvez créer dans une Région autant de Colons que vous y avez de Villages. Chaque Colon sur le plateau vaut 4 PV à la fin.</translation>
    </message>
    <message>
        <source>Create a Settler now, on a lit space of the Area with your Village.</source>
        <translation>Créez maintenant un Colon, sur une case éclairée de la Région de votre Village.</translation>
    </message>
    <message>
        <source>Sculpt a Moai</source>
        <translation>Sculpter un Moaï</translation>
    </message>
    <message>
        <source>Sculpt a Moai now, on the lit lava under your Settler.</source>
        <translation>Sculptez maintenant un Moaï, sur la lave éclairée sous votre Colon.</translation>
    </message>
    <message>
        <source>Raise a Moai</source>
        <translation>Ériger un Moaï</translation>
    </message>
    <message>
        <source>Raise your Moai now: on the lit space, press a Raise a Moai button.</source>
        <translation>Érigez maintenant votre Moaï&#xa0;: sur la case éclairée, appuyez sur un bouton Ériger un Moaï.</translation>
    </message>
    <message>
        <source>Pray?</source>
        <translation>Prier&#xa0;?</translation>
    </message>
    <message>
        <source>Answer the lava first: Spend a Prayer token, or Let it burn.</source>
        <translation>Répondez d&apos;abord à la lave&#xa0;: Dépenser un jeton Prière, ou Le laisser brûler.</translation>
    </message>
    <message>
        <source>Flee!</source>
        <translation>Fuyez&#xa0;!</translation>
    </message>
    <message>
        <source>The land under your Settlers sinks. On your own turn all your Settlers there flee to one space beside it; on another tribe&apos;s turn one of them does. Click a ringed space, then click it again.</source>
        <translation>La terre sous vos Colons sombre. Pendant votre propre tour, tous vos Colons qui s&apos;y trouvent fuient vers une même case voisine&#xa0;; pendant le tour d&apos;une autre tribu, l&apos;un d&apos;eux fuit. Cliquez sur un espace cerclé, puis cliquez-le de nouveau.</translation>
    </message>
    <message>
        <source>Save your Settlers first: click a ringed space beside the sinking land.</source>
        <translation>Sauvez d&apos;abord vos Colons&#xa0;: cliquez sur un espace cerclé à côté de la terre qui sombre.</translation>
    </message>
    <message>
        <source>Take a Prayer token</source>
        <translation>Prendre un jeton Prière</translation>
    </message>
    <message>
        <source>Take a Prayer token now: press its button.</source>
        <translation>Prenez maintenant un jeton Prière&#xa0;: appuyez sur son bouton.</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Marcher</translation>
    </message>
    <message>
        <source>A Settler steps to a neighbouring space for 1 AP, into another Area too, but never across a Fissure (a dark crack on a border). Click one of your lit Settlers, then a ringed space.</source>
        <translation>Un Colon avance sur une case voisine pour 1 PA, dans une autre Région aussi, mais jamais à travers une Fissure (une fente sombre sur une frontière). Cliquez sur l&apos;un de vos Colons éclairés, puis sur un espace cerclé.</translation>
    </message>
    <message>
        <source>Move a Settler now: click one of your lit Settlers, then a ringed space next to it.</source>
        <translation>Déplacez maintenant un Colon&#xa0;: cliquez sur l&apos;un de vos Colons éclairés, puis sur un espace cerclé à côté de lui.</translation>
    </message>
    <message>
        <source>What a Moai scores</source>
        <translation>Ce que rapporte un Moaï</translation>
    </message>
    <message>
        <source>A Fissure</source>
        <translation>Une Fissure</translation>
    </message>
    <message>
        <source>The Volcano die</source>
        <translation>Le dé Volcan</translation>
    </message>
    <message>
        <source>After each raise the die is rolled: a white face, the Volcanoes stay quiet; a Volcano face, one Volcano erupts, drawn at random among the Volcano tokens.</source>
        <translation>Après chaque érection, on lance le dé&#xa0;: sur une face blanche, les Volcans restent calmes&#xa0;; sur une face Volcan, un Volcan entre en éruption, tiré au hasard parmi les jetons Volcan.</translation>
    </message>
    <message>
        <source>An eruption</source>
        <translation>Une éruption</translation>
    </message>
    <message>
        <source>An erupting Volcano lays one lava tile on the first space without lava along each of its channels. A Village or a lying Moai there is destroyed, back to its owner&apos;s reserve (no VP are lost), unless its owner spends a Prayer token. Raised Moai and Settlers are safe.</source>
        <translation>Un Volcan en éruption pose une tuile de lave sur la première case sans lave le long de chacune de ses coulées. Un Village ou un Moaï couché qui s&apos;y trouve est détruit et retourne dans la réserve de son propriétaire (aucun PV n&apos;est perdu), sauf si son propriétaire dépense un jeton Prière. Les Moaï érigés et les Colons ne risquent rien.</translation>
    </message>
    <message>
        <source>No lava left</source>
        <translation>Plus de lave</translation>
    </message>
    <message>
        <source>Whenever no lava is left on the board, two Volcanoes erupt at once, drawn together.</source>
        <translation>Chaque fois qu&apos;il ne reste plus de lave sur le plateau, deux Volcans entrent en éruption à la fois, tirés ensemble.</translation>
    </message>
    <message>
        <source>Land sinks</source>
        <translation>La terre sombre</translation>
    </message>
    <message>
        <source>The last round</source>
        <translation>La dernière manche</translation>
    </message>
    <message>
        <source>Two or fewer Volcanoes are left after a sinking: the round is played to its end, so every tribe has had as many turns, and then the game ends.</source>
        <translation>Il reste deux Volcans ou moins après un engloutissement&#xa0;: la manche est jouée jusqu&apos;au bout, pour que chaque tribu ait joué autant de tours, puis la partie s&apos;arrête.</translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation>La feuille de score</translation>
    </message>
    <message>
        <source>A turn ends when its 4 AP are spent or its player ends it; AP left are lost.</source>
        <translation>Un tour se termine quand ses 4 PA sont dépensés ou que son joueur le termine&#xa0;; les PA restants sont perdus.</translation>
    </message>
    <message>
        <source>Stepping off the Boat onto a land space beside the bay is a move: 1 AP.</source>
        <translation>Descendre du Bateau sur une case de terre au bord de la baie est un déplacement&#xa0;: 1 PA.</translation>
    </message>
    <message>
        <source>A Settler steps to a neighbouring space for 1 AP, never across a Fissure; it may carry a lying Moai from its space.</source>
        <translation>Un Colon avance sur une case voisine pour 1 PA, jamais à travers une Fissure&#xa0;; il peut emporter un Moaï couché de sa case.</translation>
    </message>
    <message>
        <source>Without a prayer the piece the lava reaches is destroyed and goes back to its owner&apos;s reserve; no VP are lost.</source>
        <translation>Sans prière, la pièce atteinte par la lave est détruite et retourne dans la réserve de son propriétaire&#xa0;; aucun PV n&apos;est perdu.</translation>
    </message>
    <message>
        <source>A Prayer token spent saves the piece lava was about to destroy; the token leaves the game.</source>
        <translation>Un jeton Prière dépensé sauve la pièce que la lave allait détruire&#xa0;; le jeton quitte la partie.</translation>
    </message>
    <message>
        <source>A Prayer token costs 1 AP more for each one already held, one a turn; it saves a piece from lava, or scores 2 VP at the end.</source>
        <translation>Un jeton Prière coûte 1 PA de plus par jeton déjà détenu, un par tour&#xa0;; il sauve une pièce de la lave, ou rapporte 2 PV à la fin.</translation>
    </message>
    <message>
        <source>A Moai is raised onto a free geyser of the space where it lies, with a Settler there: 1 AP and VP at once, a Fissure on the border the geyser faces, then the Volcano die.</source>
        <translation>Un Moaï est érigé sur un geyser libre de la case où il est couché, avec un Colon sur place&#xa0;: 1 PA et des PV aussitôt, une Fissure sur la frontière vers laquelle regarde le geyser, puis le dé Volcan.</translation>
    </message>
    <message>
        <source>When land sinks, the tribe whose turn it is saves all its Settlers there onto one space beside it, each other tribe one Settler.</source>
        <translation>Quand la terre sombre, la tribu dont c&apos;est le tour sauve tous ses Colons qui s&apos;y trouvent sur une même case voisine, chaque autre tribu un Colon.</translation>
    </message>
    <message>
        <source>A Moai is sculpted from the lava under its tribe&apos;s Settler: 1 AP; it lies there until it is raised, carried or destroyed.</source>
        <translation>Un Moaï est sculpté dans la lave sous un Colon de sa tribu&#xa0;: 1 PA&#xa0;; il reste couché là jusqu&apos;à ce qu&apos;il soit érigé, emporté ou détruit.</translation>
    </message>
    <message>
        <source>A new Settler goes into an Area where its tribe has a Settler and a Village: 1 AP, as many a turn in that Area as Villages there.</source>
        <translation>Un nouveau Colon va dans une Région où sa tribu a un Colon et un Village&#xa0;: 1 PA, autant par tour dans cette Région qu&apos;elle y a de Villages.</translation>
    </message>
    <message>
        <source>A Village replaces the lava under its builder&apos;s Settler: 2 AP, 1 VP at once, 3 VP at the end if it is still on the board.</source>
        <translation>Un Village remplace la lave sous le Colon de son bâtisseur&#xa0;: 2 PA, 1 PV aussitôt, 3 PV à la fin s&apos;il est toujours sur le plateau.</translation>
    </message>
    <message>
        <source>A Villager on a free space of the Moai Quarry is a Sculptor. In phase 2 each Sculptor in the first column makes a small Moai; a Sculptor in the first and one in the second column together make a medium one; one in each of the three columns, a large one. Place a Villager in the Quarry: click a glowing column (or its button in the side panel).</source>
        <translation>Un Villageois sur une place libre de la Carrière de Moaï est un Sculpteur. En phase 2, chaque Sculpteur de la première colonne fait un petit Moaï&#xa0;; un Sculpteur de la première et un de la deuxième colonne font ensemble un Moaï moyen&#xa0;; un dans chacune des trois colonnes, un grand. Placez un Villageois dans la Carrière&#xa0;: cliquez sur une colonne lumineuse (ou sur son bouton dans le panneau latéral).</translation>
    </message>
    <message>
        <source>Place a Sculptor first: click a glowing column of the Moai Quarry.</source>
        <translation>Placez d&apos;abord un Sculpteur&#xa0;: cliquez sur une colonne lumineuse de la Carrière de Moaï.</translation>
    </message>
    <message>
        <source>Your Sorcerer goes on a free star of the turn order track: once everyone has placed, the new turn order is the Sorcerers&apos; order along it. The round&apos;s first player may not open the round with the Sorcerer on the first star. Click a glowing star.</source>
        <translation>Votre Sorcier va sur une étoile libre de la piste d&apos;ordre du tour&#xa0;: une fois que tout le monde a placé, le nouvel ordre du tour est celui des Sorciers le long de la piste. Le premier joueur du tour de jeu ne peut pas ouvrir le tour de jeu en posant son Sorcier sur la première étoile. Cliquez sur une étoile lumineuse.</translation>
    </message>
    <message>
        <source>Place your Sorcerer now: click a glowing star of the turn order track.</source>
        <translation>Placez maintenant votre Sorcier&#xa0;: cliquez sur une étoile lumineuse de la piste d&apos;ordre du tour.</translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Lumberjack, every player gets 1 Wood per Lumberjack in their display. A player with at least 2 Lumberjacks and strictly more than every other gets 1 Wood more.</source>
        <translation>Quand la carte qu&apos;une pioche découvre est un Bûcheron, chaque joueur reçoit 1 bois par Bûcheron dans sa zone. Un joueur qui a au moins 2 Bûcherons et strictement plus que chacun des autres reçoit 1 bois de plus.</translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Priest, every player gets 1 Glory point per Priest in their display. A player with at least 2 Priests and strictly more than every other gets 1 more.</source>
        <translation>Quand la carte qu&apos;une pioche découvre est un Prêtre, chaque joueur reçoit 1 point de gloire par Prêtre dans sa zone. Un joueur qui a au moins 2 Prêtres et strictement plus que chacun des autres en reçoit 1 de plus.</translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Moai, every player with Moai in their display takes, per Moai, 1 Glory point or 1 Wood, one kind for all of them. With at least 2 Moai and strictly more than every other, 1 more.</source>
        <translation>Quand la carte qu&apos;une pioche découvre est un Moaï, chaque joueur qui a des Moaï dans sa zone prend, par Moaï, 1 point de gloire ou 1 bois, une seule sorte pour tous. Avec au moins 2 Moaï et strictement plus que chacun des autres, 1 de plus.</translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Hunter &amp; Gatherer, every player with at least one of that type in their display takes one Sacrifice card of that type, however many they have; with at least 2 and strictly more than every other, a second. The player on turn takes first. The more of a type you have, the cheaper its Sacrifice cards are to buy.</source>
        <translation>Quand la carte qu&apos;une pioche découvre est un Chasseur-cueilleur, chaque joueur qui en a au moins un de ce type dans sa zone prend une carte Sacrifice de ce type, quel que soit leur nombre&#xa0;; avec au moins 2 et strictement plus que chacun des autres, une deuxième. Le joueur dont c&apos;est le tour prend le premier. Plus vous avez de cartes d&apos;un type, moins ses cartes Sacrifice coûtent cher à l&apos;achat.</translation>
    </message>
    <message>
        <source>A Moai was built: from the builder&apos;s left, every player with Sacrifice cards lays one on the Stone of Sacrifice, face up; the builder lays theirs last, face down. The types laid most will be worth most at the end (3, 2, 1 and 0 GP for each card of the type you still hold), but the card you lay leaves your hand and scores nothing for you. Choose the type you lay.</source>
        <translation>Un Moaï a été bâti&#xa0;: en partant de la gauche du bâtisseur, chaque joueur qui a des cartes Sacrifice en pose une sur la Pierre des sacrifices, face visible&#xa0;; le bâtisseur pose la sienne en dernier, face cachée. Les types les plus posés vaudront le plus à la fin (3, 2, 1 et 0 PG pour chaque carte du type que vous détenez encore), mais la carte que vous posez quitte votre main et ne compte plus pour vous. Choisissez le type que vous posez.</translation>
    </message>
    <message>
        <source>You lead a tribe on the lost continent of Mu, against two AI tribes. Build Villages and raise Moai statues to score Victory Points (VP). Each raise cracks the land; the game ends when sinking land leaves two Volcanoes or fewer, and the most VP then wins. The Legend button, top right of the board, names every mark the board draws.</source>
        <translation>Vous menez une tribu sur le continent perdu de Mu, contre deux tribus IA. Construisez des Villages et érigez des statues Moaï pour marquer des points de victoire (PV). Chaque Moaï érigé fissure la terre&#xa0;; la partie se termine quand la terre qui sombre ne laisse que deux Volcans ou moins, et le plus de PV l&apos;emporte alors. Le bouton Légende, en haut à droite du plateau, nomme chaque marque que dessine le plateau.</translation>
    </message>
    <message>
        <source>Mu is made of 22 Areas, tiles of 1 to 3 hexagonal spaces. Eight hold a Volcano (a dark crater). Lava (orange) starts on the lava channels nearest each Volcano and on every space of the Areas without one. Each tribe starts with one Settler in its Boat in the bay. You play first here; then the tribes play in the order of the list beside the board.</source>
        <translation>Mu est fait de 22 Régions, des tuiles de 1 à 3 cases hexagonales. Huit portent un Volcan (un cratère sombre). La lave (orange) couvre au départ les canaux de lave les plus proches de chaque Volcan et toutes les cases des Régions qui n&apos;en ont pas. Chaque tribu commence avec un Colon dans son Bateau, dans la baie. Ici, vous jouez en premier&#xa0;; puis les tribus jouent dans l&apos;ordre de la liste à côté du plateau.</translation>
    </message>
    <message>
        <source>Your turn ended when your 4 AP were spent; End turn ends it sooner, and unspent AP are lost. Then each tribe plays its turn in turn. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision, but never past a roll of the Volcano die.</source>
        <translation>Votre tour s&apos;est terminé quand vos 4 PA ont été dépensés&#xa0;; Finir le tour le termine plus tôt, et les PA non dépensés sont perdus. Puis chaque tribu joue son tour, l&apos;une après l&apos;autre. W rejoue ce qu&apos;ont fait les autres&#xa0;; H demande un conseil à l&apos;IA&#xa0;; Annuler revient sur votre dernière décision, mais jamais au-delà d&apos;un lancer du dé Volcan.</translation>
    </message>
    <message>
        <source>Your Settler stands with a lying Moai on a space with a geyser (a small dot by the space&apos;s edge). Raise the Moai onto the geyser (1 AP). It scores at once; then a Fissure is laid on the border the geyser faces, and the Volcano die is rolled. A space with two geysers has a button for each: point at one to see the border it cracks. Once raised, a Moai never moves.</source>
        <translation>Votre Colon se tient avec un Moaï couché sur une case qui a un geyser (un petit point au bord de la case). Érigez le Moaï sur le geyser (1 PA). Il rapporte aussitôt&#xa0;; puis une Fissure est posée sur la frontière vers laquelle regarde le geyser, et on lance le dé Volcan. Une case à deux geysers a un bouton pour chacun&#xa0;: pointez-en un pour voir la frontière qu&apos;il fissure. Une fois érigé, un Moaï ne bouge plus jamais.</translation>
    </message>
    <message>
        <source>Lava is about to destroy one of your pieces. Spend a Prayer token to save it, or Let it burn: it goes back to your reserve. A Prayer token kept is worth 2 VP at the end, a Village 3; without a token left, lava takes what it reaches. You are never forced to pray.</source>
        <translation>La lave va détruire l&apos;une de vos pièces. Dépensez un jeton Prière pour la sauver, ou choisissez Le laisser brûler&#xa0;: elle retourne dans votre réserve. Un jeton Prière gardé vaut 2 PV à la fin, un Village 3&#xa0;; sans jeton, la lave prend ce qu&apos;elle atteint. Vous n&apos;êtes jamais obligé de prier.</translation>
    </message>
    <message>
        <source>Each raised Moai lays a Fissure on the border its geyser faces (none when a Fissure is there already). Settlers never cross a Fissure. When Fissures and the sea cut the continent in parts, the smaller part sinks, with every piece on it: watch the borders around your own land.</source>
        <translation>Chaque Moaï érigé pose une Fissure sur la frontière vers laquelle regarde son geyser (aucune quand une Fissure s&apos;y trouve déjà). Les Colons ne franchissent jamais une Fissure. Quand des Fissures et la mer coupent le continent en plusieurs parties, la plus petite sombre, avec toutes les pièces qui s&apos;y trouvent&#xa0;: surveillez les frontières autour de vos terres.</translation>
    </message>
    <message>
        <source>A Villager on an island space is a Transporter. Moai travel from the Crater (Rano Raraku) along chains of spaces joined side to side that each hold a Transporter, anyone&apos;s, to an Ahu (the grey coastal spaces named after their tile; several Moai may stand on one) where you have a Transporter of your own; Pukao travel the same way from the Pukao Quarry (Puna Pau) to a Moai without one. A Villager may not go where another player&apos;s Transporters stand, nor on the Crater or the Pukao Quarry. Click a lit space.</source>
        <translation>Un Villageois sur une case de l&apos;île est un Transporteur. Les Moaï voyagent du Cratère (Rano Raraku) le long de chaînes de cases reliées par un de leurs côtés et occupées chacune par un Transporteur, quel que soit son joueur, jusqu&apos;à un Ahu (les cases grises de la côte, au nom de leur tuile&#xa0;; plusieurs Moaï peuvent s&apos;y dresser) où vous avez un Transporteur à vous&#xa0;; les Pukao voyagent de même depuis la Carrière de Pukao (Puna Pau) jusqu&apos;à un Moaï qui n&apos;en a pas. Un Villageois ne peut pas aller là où se trouvent les Transporteurs d&apos;un autre joueur, ni sur le Cratère ou la Carrière de Pukao. Cliquez sur une case éclairée.</translation>
    </message>
    <message>
        <source>Chip In (your tile, or your Rongorongo Tablet copying it) gives you a virtual Sculptor in any column, even a full one, for this sculpting: use it now, or keep it for later.</source>
        <translation>Renfort (votre tuile, ou votre Tablette Rongo qui la copie) vous donne un Sculpteur virtuel dans la colonne de votre choix, même pleine, pour cette sculpture&#xa0;: utilisez-le maintenant, ou gardez-le pour plus tard.</translation>
    </message>
    <message>
        <source>Change Jobs (your tile, or your Rongorongo Tablet copying it) turns your Sorcerer, once the turn order is set, into a Sculptor in any column, even if all its spaces are taken, or a Transporter on an empty or own space: play it now, or keep it.</source>
        <translation>Reconversion (votre tuile, ou votre Tablette Rongo qui la copie) change votre Sorcier, une fois l&apos;ordre du tour fixé, en Sculpteur dans la colonne de votre choix, même si les cases sont toutes occupées, ou en Transporteur sur une case vide ou déjà à vous&#xa0;: jouez-la maintenant, ou gardez-la.</translation>
    </message>
    <message>
        <source>The game is over: at the end of a round, the empty Ahu were no more than the players. Each player scores their Offering tiles, 1 point per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor. The most points win; tied players share the victory. New game… also sets up a game for two players (played on the board&apos;s other side) and the rulebook&apos;s first game.</source>
        <translation>La partie est terminée&#xa0;: à la fin d&apos;un tour de jeu, les Ahu vides n&apos;étaient pas plus nombreux que les joueurs. Chaque joueur marque ses tuiles Offrande, 1 point par Ressource restante, 3 pour une Tablette Rongo inutilisée et 3 pour Faveur. Le plus de points l&apos;emporte&#xa0;; les joueurs à égalité se partagent la victoire. Nouvelle partie… prépare aussi une partie à deux joueurs (jouée sur l&apos;autre face du plateau) et la première partie de la règle.</translation>
    </message>
    <message>
        <source>A round has three phases. First everyone places their figurines, one at a time in turn order. Then the new turn order is set and the Sculptors sculpt Moai. Then each player in turn transports one Moai or one Pukao, or drops out. Everyone starts with 1 of each Resource: Reeds, Eggs, Wood and Pearls, from the least to the most valuable. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision.</source>
        <translation>Un tour de jeu a trois phases. D&apos;abord, chacun pose ses figurines, une à la fois, dans l&apos;ordre du tour. Puis le nouvel ordre du tour est fixé et les Sculpteurs sculptent des Moaï. Enfin, chaque joueur, à son tour, transporte un Moaï ou un Pukao, ou passe. Chacun commence avec 1 de chaque Ressource&#xa0;: Joncs, Œufs, Bois et Perles, de la moins précieuse à la plus précieuse. W rejoue ce qu&apos;ont fait les autres&#xa0;; H demande un conseil à l&apos;IA&#xa0;; Annuler revient sur votre dernière décision.</translation>
    </message>
    <message>
        <source>Improvements and the end of your turn</source>
        <translation>Les Améliorations et la fin de votre tour</translation>
    </message>
    <message>
        <source>Before or after your figurine or transport, while your turn lasts, you may buy an Improvement, at most 3 of the 4: Fervent (2 Reeds) lets you take erected Resources one step higher; Artistic (2 Eggs) lets a styling buy the next higher Offering; Popular (2 Wood) gives you a fifth Villager; Chief (3 Pearls) brings your Chief, placed with a Villager or your Sorcerer, always a Sculptor; moved onto an Ahu by Lend a Hand, it never tires when erecting or styling. Ahu tiles are used the same way, at their moment. Then click End turn: a turn ends by itself when nothing is left to do.</source>
        <translation>Avant ou après votre figurine ou votre transport, tant que dure votre tour, vous pouvez acheter une Amélioration, 3 au plus sur les 4&#xa0;: Fervent (2 Joncs) vous permet de prendre les Ressources d&apos;un Moaï érigé un niveau plus haut&#xa0;; Artiste (2 Œufs) permet, en coiffant un Moaï, d&apos;acheter l&apos;Offrande du niveau supérieur&#xa0;; Populaire (2 Bois) vous donne un cinquième Villageois&#xa0;; Chef (3 Perles) fait entrer en jeu votre Chef, posé avec un Villageois ou votre Sorcier, et toujours Sculpteur&#xa0;; amené sur un Ahu par Coup de main, il ne se fatigue jamais en érigeant ou en coiffant. Les tuiles Ahu s&apos;utilisent de même, à leur moment. Puis cliquez sur Finir le tour&#xa0;: un tour se termine de lui-même quand il ne reste plus rien à faire.</translation>
    </message>
    <message>
        <source>You lead a tribe of Rapa Nui against two AI chiefs. Glory points (GP) win: Priests and Moai earn them as the game goes, and at the end each Moai card in your display is worth 4 GP, every 5 Wood 1 GP, and each Sacrifice card you hold 0 to 3 GP: the types laid most on the Stone of Sacrifice (bottom right) are worth most. Cards reach the Stone in the Sacrifice Round each Moai built starts: every chief lays one. Sacrifice cards add up: they are often most of a winner&apos;s score. The Legend button names every mark on the table.</source>
        <translation>Vous menez une tribu de Rapa Nui contre deux chefs IA. Les points de gloire (PG) font gagner&#xa0;: les Prêtres et les Moaï en rapportent au fil de la partie, et à la fin chaque carte Moaï de votre zone vaut 4 PG, chaque lot de 5 bois 1 PG, et chaque carte Sacrifice que vous détenez de 0 à 3 PG&#xa0;: les types les plus posés sur la Pierre des sacrifices (en bas à droite) valent le plus. Les cartes arrivent sur la Pierre lors du tour de sacrifice que lance chaque Moaï bâti&#xa0;: chaque chef y en pose une. Les cartes Sacrifice s&apos;additionnent&#xa0;: elles font souvent l&apos;essentiel du score du gagnant. Le bouton Légende nomme chaque marque de la table.</translation>
    </message>
    <message>
        <source>In the middle, the General Display: 4 columns of 4 cards, each seen from the front: only its front card, the lowest one, can be drawn. Your display (the first row of your panel) starts with one Lumberjack, your hand with 3 Hunters &amp; Gatherers, and you hold one Sacrifice card of each type (the second row). The start player has 2 Wood, the next 3, then 4, then 5. Each turn has three steps: 1. buy a Sacrifice card, when you can pay (with 2 Wood, not yet: the step is skipped); 2. play from your hand; 3. draw.</source>
        <translation>Au milieu, l&apos;étalage commun&#xa0;: 4 colonnes de 4 cartes, chacune vue de face&#xa0;: seule sa carte de devant, la plus basse, peut être piochée. Votre zone (la première rangée de votre panneau) commence avec un Bûcheron, votre main avec 3 Chasseurs-cueilleurs, et vous détenez une carte Sacrifice de chaque type (la deuxième rangée). Le premier joueur a 2 bois, le suivant 3, puis 4, puis 5. Chaque tour a trois étapes&#xa0;: 1. acheter une carte Sacrifice, si vous pouvez la payer (avec 2 bois, pas encore&#xa0;: l&apos;étape est sautée)&#xa0;; 2. jouer de votre main&#xa0;; 3. piocher.</translation>
    </message>
    <message>
        <source>Play exactly one Lumberjack, or one Priest (both free), or one Moai (7 Wood: until you can pay, it waits in your hand; building it starts a Sacrifice Round), or 1 to 3 Hunters &amp; Gatherers of one type (free for one, 1 Wood for two, 2 Wood for three): they bring Sacrifice cards of their type when it is scored, and make them cheaper to buy. The cards go to your display and stay there. Choose what to play.</source>
        <translation>Jouez exactement un Bûcheron, ou un Prêtre (tous deux gratuits), ou un Moaï (7 bois&#xa0;: tant que vous ne pouvez pas payer, il attend dans votre main&#xa0;; le bâtir lance un tour de sacrifice), ou 1 à 3 Chasseurs-cueilleurs d&apos;un même type (gratuit pour un, 1 bois pour deux, 2 bois pour trois)&#xa0;: ils rapportent des cartes Sacrifice de leur type quand il est décompté, et les rendent moins chères. Les cartes vont dans votre zone et y restent. Choisissez ce que vous jouez.</translation>
    </message>
    <message>
        <source>Take the front card of any column, one at a time, until you hold 3 cards again. The card your last draw uncovers is then scored for every player: choose what you leave in front as well as what you take.</source>
        <translation>Prenez la carte de devant de n&apos;importe quelle colonne, une à la fois, jusqu&apos;à avoir de nouveau 3 cartes en main. La carte que découvre votre dernière pioche est alors décomptée pour chaque joueur&#xa0;: choisissez ce que vous laissez devant autant que ce que vous prenez.</translation>
    </message>
    <message>
        <source>The end is near</source>
        <translation>La fin approche</translation>
    </message>
    <message>
        <source>The deck holds a column&apos;s worth of cards or fewer: the next column a draw empties is refilled from the last of the deck, and the game ends at once, that card unscored. Whoever empties a column chooses when the game ends (its button says so): make your last turns count: a Moai still in your hand scores nothing.</source>
        <translation>La pioche ne contient plus qu&apos;une colonne de cartes, ou moins&#xa0;: la prochaine colonne vidée par une pioche est remplie avec les dernières cartes, et la partie s&apos;arrête aussitôt, sans décompter cette carte. Celui qui vide une colonne choisit quand la partie finit (son bouton le dit)&#xa0;: comptez vos derniers tours, un Moaï encore dans votre main ne rapporte rien.</translation>
    </message>
    <message>
        <source>On lava under your Settler you may Sculpt a Moai (1 AP): the lava becomes a Moai of yours, lying there. It scores nothing yet: raised on a geyser it will. A Settler leaving a space with a lying Moai may carry it along (Carry a Moai along). Press Sculpt a Moai.</source>
        <translation>Sur la lave sous votre Colon, vous pouvez Sculpter un Moaï (1 PA)&#xa0;: la lave devient un Moaï à vous, couché là. Il ne rapporte rien pour l&apos;instant&#xa0;: érigé sur un geyser, il rapportera. Un Colon qui quitte une case où un Moaï est couché peut l&apos;emporter avec lui (Emporter un Moaï). Appuyez sur Sculpter un Moaï.</translation>
    </message>
    <message>
        <source>A Prayer token saves one of your Villages or lying Moai from lava, even on another tribe&apos;s turn. It costs 1 AP more for each token you hold: 1 AP with none, 2 with one, and so on; one a turn at most. Each left at the end is worth 2 VP. Press Take a Prayer token.</source>
        <translation>Un jeton Prière sauve de la lave l&apos;un de vos Villages ou de vos Moaï couchés, même pendant le tour d&apos;une autre tribu. Il coûte 1 PA de plus par jeton que vous avez&#xa0;: 1 PA si vous n&apos;en avez aucun, 2 avec un, et ainsi de suite&#xa0;; un par tour au plus. Chacun de ceux qui restent à la fin vaut 2 PV. Appuyez sur Prendre un jeton Prière.</translation>
    </message>
    <message>
        <source>Before your first raise (the next lesson): raising a lying Moai onto a geyser scores at once. In an Area where you have no Village it scores 1 VP; where you have Villages, your Moai there times your Villages there: with one Village, 1, then 2, then 3; with two, 2, then 4, then 6. At the end each Moai on the board, raised or lying, is worth 2 VP, and each of your Moai next to another of yours 2 VP more.</source>
        <translation>Avant votre premier Moaï érigé (la leçon suivante)&#xa0;: ériger un Moaï couché sur un geyser rapporte aussitôt. Dans une Région où vous n&apos;avez aucun Village, il rapporte 1 PV&#xa0;; là où vous avez des Villages, le nombre de vos Moaï dans cette Région multiplié par le nombre de vos Villages dans cette Région&#xa0;: avec un Village, 1, puis 2, puis 3&#xa0;; avec deux, 2, puis 4, puis 6. À la fin, chaque Moaï sur le plateau, érigé ou couché, vaut 2 PV, et chacun de vos Moaï voisin d&apos;un autre des vôtres 2 PV de plus.</translation>
    </message>
    <message>
        <source>Fissures and the sea cut the continent in parts: the smaller part sinks (on a tie, the one with fewer Volcanoes; then a Volcano token drawn at random decides). Its Volcanoes leave the game; the Settlers saved flee to the land beside it, and every other piece on it (Villages, Moai, the Settlers not saved) goes back to its owner&apos;s reserve. Victory Points already scored are kept. When a sinking leaves two or fewer Volcanoes, the round is played to its end and the game is over.</source>
        <translation>Les Fissures et la mer coupent le continent en plusieurs parties&#xa0;: la plus petite sombre (à égalité, celle qui a le moins de Volcans&#xa0;; ensuite, un jeton Volcan tiré au hasard décide). Ses Volcans quittent la partie&#xa0;; les Colons sauvés fuient sur les terres voisines, et toutes les autres pièces qui s&apos;y trouvent (Villages, Moaï, Colons non sauvés) retournent dans la réserve de leur propriétaire. Les points de victoire déjà marqués restent acquis. Quand un engloutissement laisse deux Volcans ou moins, la manche est jouée jusqu&apos;au bout et la partie est terminée.</translation>
    </message>
    <message>
        <source>The game is over: a sinking left two or fewer Volcanoes, and the round was played to its end. Each tribe adds 3 VP per Village on the board, 4 per Settler, 2 per Prayer token left, 2 per Moai on the board (raised or lying), and 2 more for each Moai next to another of its own. The most VP wins; a tie goes to the most Settlers, then Villages, then Moai. New game… also builds random continents (the rulebook&apos;s advanced setup).</source>
        <translation>La partie est terminée&#xa0;: un engloutissement a laissé deux Volcans ou moins, et la manche a été jouée jusqu&apos;au bout. Chaque tribu ajoute 3 PV par Village sur le plateau, 4 par Colon, 2 par jeton Prière restant, 2 par Moaï sur le plateau (érigé ou couché), et 2 de plus pour chaque Moaï voisin d&apos;un autre des siens. Le plus de PV l&apos;emporte&#xa0;; en cas d&apos;égalité, le plus de Colons, puis de Villages, puis de Moaï. Nouvelle partie… construit aussi des continents aléatoires (la mise en place avancée de la règle).</translation>
    </message>
    <message>
        <source>A transport crossed your Transporter on a space that shows two Resources: you choose which one you earn. A Resource track stops at 10: one more of a Resource you hold 10 of is lost.</source>
        <translation>Un transport a traversé votre Transporteur sur une case qui montre deux Ressources&#xa0;: vous choisissez celle que vous gagnez. Une piste de Ressource s&apos;arrête à 10&#xa0;: une Ressource de plus d&apos;un type dont vous avez 10 est perdue.</translation>
    </message>
    <message>
        <source>The styled Moai buys one Offering tile, the top of its stack: 4 Reeds a Hut, 4 Eggs a Chicken, one of each a Hatchet, 4 Wood a Boat, 4 Pearls a Necklace. Any Resource may stand in for a lower one, and you choose which you spend: keep what you need for Improvements. Click the Offering you want on the Offerings panel: the list then shows only its ways to pay. With the Take Your Pick tile you may take the stack&apos;s Outstanding tile instead of its top one (the Offerings panel shows their values).</source>
        <translation>Le Moaï coiffé achète une tuile Offrande, celle du dessus de sa pile&#xa0;: 4 Joncs pour une Hutte, 4 Œufs pour une Poule, une Ressource de chaque type pour une Hache, 4 Bois pour un Bateau, 4 Perles pour un Collier. Toute Ressource peut en remplacer une moins précieuse, et vous choisissez celles que vous dépensez&#xa0;: gardez ce qu&apos;il vous faut pour les Améliorations. Cliquez sur l&apos;Offrande voulue dans le panneau des Offrandes&#xa0;: la liste ne montre alors que ses façons de payer. Avec la tuile Offrande exceptionnelle, vous pouvez prendre la tuile exceptionnelle de la pile au lieu de celle du dessus (le panneau des Offrandes montre leurs valeurs).</translation>
    </message>
    <message>
        <source>You lead a tribe of Easter Island against two AI tribes. Sculpt Moai in the Quarry, carry them from the Crater (Rano Raraku) across the island to the Ahu on the coast, crown them with a Pukao carried from the Pukao Quarry (Puna Pau) and buy Offering tiles (their prices are on the Offerings panel): at the end your Offerings, your Resources left and a few Ahu tiles score. Your Rongorongo Tablet (on your board) may once stand for any Ahu tile&apos;s power; kept unused it is worth 3 points. The Legend button names every mark on the board.</source>
        <translation>Vous menez une tribu de l&apos;île de Pâques contre deux tribus IA. Sculptez des Moaï dans la Carrière, transportez-les du Cratère (Rano Raraku) à travers l&apos;île jusqu&apos;aux Ahu de la côte, coiffez-les d&apos;un Pukao venu de la Carrière de Pukao (Puna Pau) et achetez des tuiles Offrande (leurs prix sont sur le panneau des Offrandes)&#xa0;: à la fin, vos Offrandes, vos Ressources restantes et quelques tuiles Ahu rapportent des points. Votre Tablette Rongo (sur votre plateau) peut une fois tenir lieu du pouvoir de n&apos;importe quelle tuile Ahu&#xa0;; gardée inutilisée, elle vaut 3 points. Le bouton Légende nomme chaque marque du plateau.</translation>
    </message>
    <message>
        <source>Carry one of your Moai from the Crater along a chain of Transporters to an Ahu space where you have a standing Transporter: an empty one, whose Ahu tile you take, or one beside other Moai. Each other player&apos;s space on the way pays its owner one Resource of that space. Then you erect it: you take the Ahu tile if it is still there, 1, 3 or 5 Resources of the Ahu&apos;s kind for a small, medium or large Moai, and your Transporter there lies down, fatigued. Point at a choice to see its chain.</source>
        <translation>Transportez l&apos;un de vos Moaï depuis le Cratère le long d&apos;une chaîne de Transporteurs jusqu&apos;à une case Ahu où vous avez un Transporteur debout&#xa0;: une case vide, dont vous prenez la tuile Ahu, ou une case où se dressent déjà d&apos;autres Moaï. Chaque case d&apos;un autre joueur sur le chemin rapporte à son propriétaire une Ressource de cette case. Puis vous l&apos;érigez&#xa0;: vous prenez la tuile Ahu si elle s&apos;y trouve encore, et 1, 3 ou 5 Ressources du type de l&apos;Ahu pour un Moaï petit, moyen ou grand, et votre Transporteur sur place se couche, fatigué. Pointez un choix pour voir sa chaîne.</translation>
    </message>
    <message>
        <source>A track stops at 10</source>
        <translation>Une piste s&apos;arrête à 10</translation>
    </message>
    <message>
        <source>Each Resource track on your board stops at 10: what you would gain beyond it is lost, and each choice says how many (&quot;1 lost: the track stops at 10&quot;). Spend before you gain: an Offering, an Improvement or a Barter makes room.</source>
        <translation>Chaque piste de Ressource de votre plateau s&apos;arrête à 10&#xa0;: ce que vous gagneriez au-delà est perdu, et chaque choix dit combien (&quot;1 perdu&#xa0;: la piste s&apos;arrête à 10&quot;). Dépensez avant de gagner&#xa0;: une Offrande, une Amélioration ou un Troc font de la place.</translation>
    </message>
    <message>
        <source>Barter trades any 3 of its holder&apos;s Resources for any 3 they choose, in any of their own turns.</source>
        <translation>Troc échange 3 Ressources quelconques de son détenteur contre 3 Ressources de son choix, à n&apos;importe lequel de ses tours.</translation>
    </message>
    <message>
        <source>The Ahu tile under your Moai is yours, to use at its moment: Rest stands a fatigued Transporter up; Barter trades any 3 of your Resources for any 3 you choose; Skimp pays 2 Resources instead of 4 for an Offering; Chip In, Change Jobs, Lend a Hand and Take Two or Three More help at their moment; Take Your Pick stays with you and works at every styling (permanent); Gain Favor is worth 3 points. Your Rongorongo Tablet may copy any of these powers once, Take Your Pick&apos;s too; unused it is worth 3 points.</source>
        <translation>La tuile Ahu sous votre Moaï est à vous, à utiliser au moment voulu&#xa0;: Repos remet debout un Transporteur fatigué&#xa0;; Troc échange 3 de vos Ressources contre 3 Ressources de votre choix&#xa0;; Économie paie une Offrande avec 2 Ressources au lieu de 4&#xa0;; Renfort, Reconversion, Coup de main, Supplément et Abondance aident à leur moment&#xa0;; Offrande exceptionnelle reste devant vous et agit à chaque coiffage (permanente)&#xa0;; Faveur vaut 3 points. Votre Tablette Rongo peut copier une fois n&apos;importe lequel de ces pouvoirs, Offrande exceptionnelle comprise&#xa0;; inutilisée, elle vaut 3 points.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>%1 of %2 lessons</source>
        <translation>Leçons&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Play on as you like: the coach speaks again when something new happens to you.</source>
        <translation>Jouez comme bon vous semble&#xa0;: le coach reprendra la parole quand quelque chose de nouveau vous arrivera.</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>Pourquoi&#xa0;? %1</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Pourquoi&#xa0;?</translation>
    </message>
    <message>
        <source>Skip the lessons</source>
        <translation>Passer les leçons</translation>
    </message>
    <message>
        <source>The coach stops; the game goes on</source>
        <translation>Le coach se tait&#xa0;; la partie continue</translation>
    </message>
    <message>
        <source>On to the next lesson, or back to the game (key G)</source>
        <translation>Passer à la leçon suivante, ou revenir à la partie (touche G)</translation>
    </message>
    <message>
        <source>The rule behind the last move (key ?)</source>
        <translation>La règle derrière le dernier coup (touche&#xa0;?)</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>Leçon %1 sur %2</translation>
    </message>
</context>
<context>
    <name>ContinentDocument</name>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Change the author</source>
        <translation>Changer l&apos;auteur</translation>
    </message>
    <message>
        <source>Tile %1 would lie on another tile.</source>
        <translation>La tuile %1 chevaucherait une autre tuile.</translation>
    </message>
    <message>
        <source>Tile %1 would cover a landfall bay.</source>
        <translation>La tuile %1 couvrirait une baie d&apos;accostage.</translation>
    </message>
    <message>
        <source>Guided mode: phase %1 places tiles %2 now.</source>
        <translation>Mode guidé&#xa0;: la phase %1 pose maintenant les tuiles %2.</translation>
    </message>
    <message>
        <source>There is no tile %1.</source>
        <translation>Il n&apos;y a pas de tuile %1.</translation>
    </message>
    <message>
        <source>Tile %1 is already on the grid.</source>
        <translation>La tuile %1 est déjà sur la grille.</translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>Poser la tuile %1</translation>
    </message>
    <message>
        <source>Tile %1 is not on the grid.</source>
        <translation>La tuile %1 n&apos;est pas sur la grille.</translation>
    </message>
    <message>
        <source>Move tile %1</source>
        <translation>Déplacer la tuile %1</translation>
    </message>
    <message>
        <source>Turn tile %1</source>
        <translation>Tourner la tuile %1</translation>
    </message>
    <message>
        <source>Remove tile %1</source>
        <translation>Retirer la tuile %1</translation>
    </message>
    <message>
        <source>Remove a landfall bay</source>
        <translation>Retirer une baie d&apos;accostage</translation>
    </message>
    <message>
        <source>A landfall bay lies on the sea, not on land.</source>
        <translation>Une baie d&apos;accostage se place sur la mer, pas sur la terre.</translation>
    </message>
    <message>
        <source>A landfall bay lies beside the coast.</source>
        <translation>Une baie d&apos;accostage se place le long de la côte.</translation>
    </message>
    <message>
        <source>Add a landfall bay</source>
        <translation>Ajouter une baie d&apos;accostage</translation>
    </message>
    <message>
        <source>New continent</source>
        <translation>Nouveau continent</translation>
    </message>
    <message>
        <source>Random island %1</source>
        <translation>Île aléatoire %1</translation>
    </message>
    <message>
        <source>Generate island %1</source>
        <translation>Générer l&apos;île %1</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 n&apos;a pas été enregistré&#xa0;: %2</translation>
    </message>
    <message>
        <source>This continent cannot be opened: %1</source>
        <translation>Ce continent ne peut pas être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>This continent cannot be opened: %1: there is no tile %2</source>
        <translation>Ce continent ne peut pas être ouvert&#xa0;: %1&#xa0;: il n&apos;y a pas de tuile %2</translation>
    </message>
    <message>
        <source>The landfall bays are unbalanced: the nearest geyser is %1 to %2 steps away and the nearest Volcano %3 to %4 steps, depending on the bay.</source>
        <translation>Les baies d&apos;accostage sont déséquilibrées&#xa0;: selon la baie, le geyser le plus proche est à une distance de %1 à %2 cases et le Volcan le plus proche de %3 à %4 cases.</translation>
    </message>
</context>
<context>
    <name>ContinentLibraryDialog</name>
    <message>
        <source>Your continents</source>
        <translation>Vos continents</translation>
    </message>
    <message>
        <source>%1 (damaged)</source>
        <translation>%1 (endommagé)</translation>
    </message>
</context>
<context>
    <name>ContinentPreview</name>
    <message>
        <source>Mu, the standard continent</source>
        <translation>Mu, le continent standard</translation>
    </message>
    <message>
        <source>Random island %1</source>
        <translation>Île aléatoire %1</translation>
    </message>
    <message>
        <source>A continent without a name</source>
        <translation>Un continent sans nom</translation>
    </message>
</context>
<context>
    <name>ContinuePage</name>
    <message>
        <source>Games in progress</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>This game cannot be continued: %1</source>
        <translation>Cette partie ne peut pas être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 · last played %2</source>
        <translation>%1 · dernier coup le %2</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <translation>Dernier coup le %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Sit down at this game where it was left</source>
        <translation>Revenir à cette partie là où elle en était</translation>
    </message>
    <message>
        <source>Abandon…</source>
        <translation>Abandonner…</translation>
    </message>
    <message>
        <source>Stop this game for good; its file is kept</source>
        <translation>Arrêter cette partie pour de bon&#xa0;; son fichier est conservé</translation>
    </message>
    <message>
        <source>Every game is kept: games in progress in %1, finished ones in %2, abandoned ones in %3.</source>
        <translation>Chaque partie est conservée&#xa0;: les parties en cours dans %1, les parties terminées dans %2, les parties abandonnées dans %3.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation>Revenir à l&apos;accueil (Échap)</translation>
    </message>
    <message>
        <source>Abandon this game of %1?</source>
        <translation>Abandonner cette partie de %1&#xa0;?</translation>
    </message>
    <message>
        <source>Continue will no longer offer it. Its file is kept in %1.</source>
        <translation>Reprendre ne la proposera plus. Son fichier est conservé dans %1.</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Online tables</source>
        <translation>Tables en ligne</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>S&apos;asseoir</translation>
    </message>
    <message>
        <source>Sit down again at this online table</source>
        <translation>Se rasseoir à cette table en ligne</translation>
    </message>
    <message>
        <source>Forget…</source>
        <translation>Oublier…</translation>
    </message>
    <message>
        <source>Stop listing this online table on this computer</source>
        <translation>Ne plus proposer cette table en ligne sur cet ordinateur</translation>
    </message>
    <message>
        <source>Forget this online table of %1?</source>
        <translation>Oublier cette table en ligne de %1&#xa0;?</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <source>This computer will no longer offer to sit down at it. The game goes on at its server: after a while an AI plays your seat.</source>
        <translation>Cet ordinateur ne proposera plus de vous y asseoir. La partie continue sur son serveur&#xa0;: au bout d&apos;un moment, une IA joue votre place.</translation>
    </message>
</context>
<context>
    <name>EditorGrid</name>
    <message>
        <source>Click the sea beside the coast to add a landfall bay, or a bay to remove it.</source>
        <translation>Cliquez la mer le long de la côte pour ajouter une baie d&apos;accostage, ou une baie pour la retirer.</translation>
    </message>
    <message>
        <source>Tile %1 in hand: click the grid to place it; R or the wheel turns it; Esc puts it back.</source>
        <translation>Tuile %1 en main&#xa0;: cliquez la grille pour la poser&#xa0;; R ou la molette la tourne&#xa0;; Échap la repose.</translation>
    </message>
    <message>
        <source>Drag a placed tile to move it; R turns the selected tile; Delete or a right click removes it.</source>
        <translation>Faites glisser une tuile posée pour la déplacer&#xa0;; R tourne la tuile choisie&#xa0;; Suppr ou un clic droit la retire.</translation>
    </message>
</context>
<context>
    <name>EditorPalette</name>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Drag a tile onto the grid; R turns it</source>
        <translation>Faites glisser une tuile sur la grille&#xa0;; R la tourne</translation>
    </message>
    <message>
        <source>Tile %1: drag it onto the grid, or click it and then the grid</source>
        <translation>Tuile %1&#xa0;: faites-la glisser sur la grille, ou cliquez-la puis cliquez la grille</translation>
    </message>
    <message>
        <source>Tile %1 comes in a later phase of guided mode</source>
        <translation>La tuile %1 vient dans une phase ultérieure du mode guidé</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Continent editor</source>
        <translation>Éditeur de continents</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Leave the editor</source>
        <translation>Quitter l&apos;éditeur</translation>
    </message>
    <message>
        <source>Name of the continent</source>
        <translation>Nom du continent</translation>
    </message>
    <message>
        <source>The name players see when they choose it</source>
        <translation>Le nom que voient les joueurs quand ils le choisissent</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Who built this continent</source>
        <translation>Qui a construit ce continent</translation>
    </message>
    <message>
        <source>Guided</source>
        <translation>Guidé</translation>
    </message>
    <message>
        <source>Build phase by phase, as the advanced setup does; a placement that breaks the phase&apos;s rule is refused</source>
        <translation>Construire phase par phase, comme la mise en place avancée&#xa0;; une pose qui enfreint la règle de la phase est refusée</translation>
    </message>
    <message>
        <source>Phase 1: tiles 1-5</source>
        <translation>Phase 1&#xa0;: tuiles 1 à 5</translation>
    </message>
    <message>
        <source>Phase 2: tiles 6-8</source>
        <translation>Phase 2&#xa0;: tuiles 6 à 8</translation>
    </message>
    <message>
        <source>Phase 3: tiles 9-22</source>
        <translation>Phase 3&#xa0;: tuiles 9 à 22</translation>
    </message>
    <message>
        <source>Every tile is down</source>
        <translation>Toutes les tuiles sont posées</translation>
    </message>
    <message>
        <source>Every rule is met: this continent can be played.</source>
        <translation>Toutes les règles sont respectées&#xa0;: on peut jouer sur ce continent.</translation>
    </message>
    <message>
        <source>Rules still broken: %1</source>
        <translation>Règles encore enfreintes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Annuler&#xa0;: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Rétablir&#xa0;: %1 (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Bays</source>
        <translation>Baies</translation>
    </message>
    <message>
        <source>Add or remove landfall bays: one per player, beside the coast</source>
        <translation>Ajouter ou retirer des baies d&apos;accostage&#xa0;: une par joueur, le long de la côte</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Start again from an empty grid</source>
        <translation>Recommencer sur une grille vide</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Open one of your continents</source>
        <translation>Ouvrir l&apos;un de vos continents</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Sauvegarder</translation>
    </message>
    <message>
        <source>Save into your library (Ctrl+S)</source>
        <translation>Enregistrer dans votre bibliothèque (Ctrl+S)</translation>
    </message>
    <message>
        <source>Saved in your library.</source>
        <translation>Enregistré dans votre bibliothèque.</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Open a continent file from anywhere</source>
        <translation>Ouvrir un fichier de continent de n&apos;importe où</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save a copy of this continent into a folder of your choice</source>
        <translation>Enregistrer une copie de ce continent dans le dossier de votre choix</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>A random island of this number (undoable)</source>
        <translation>Une île aléatoire de ce numéro (annulable)</translation>
    </message>
    <message>
        <source>Island number</source>
        <translation>Île numéro</translation>
    </message>
    <message>
        <source>The same number always makes the same island</source>
        <translation>Le même numéro donne toujours la même île</translation>
    </message>
    <message>
        <source>Roll another island</source>
        <translation>Tirer une autre île</translation>
    </message>
    <message>
        <source>Play on this continent</source>
        <translation>Jouer sur ce continent</translation>
    </message>
    <message>
        <source>Save it and set up a game on it</source>
        <translation>L&apos;enregistrer et préparer une partie dessus</translation>
    </message>
    <message>
        <source>Import a continent</source>
        <translation>Importer un continent</translation>
    </message>
    <message>
        <source>Continents (*.json)</source>
        <translation>Continents (*.json)</translation>
    </message>
    <message>
        <source>Export the continent to a folder</source>
        <translation>Exporter le continent dans un dossier</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté dans %1</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <source>Keep your changes?</source>
        <translation>Garder vos modifications&#xa0;?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Sauvegarder</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner les changements</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <source>A shared win: %1</source>
        <translation>Victoire partagée&#xa0;: %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>A new game with the same players</source>
        <translation>Une nouvelle partie avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revoir cette partie</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Play a real game: %1 AIs</source>
        <translation>Jouer une vraie partie&#xa0;: IA de niveau %1</translation>
    </message>
    <message>
        <source>You against three AIs of the level the coach thinks you are ready for</source>
        <translation>Vous contre trois IA du niveau auquel le coach vous juge prêt</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
    </message>
    <message>
        <source>Start at once: you against three Medium AIs</source>
        <translation>Commencer tout de suite&#xa0;: vous contre trois IA de niveau moyen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>A coached first game: the rules explained as they come up, against gentle AIs</source>
        <translation>Une première partie guidée&#xa0;: les règles expliquées au fil du jeu, contre des IA indulgentes</translation>
    </message>
</context>
<context>
    <name>GameCatalog</name>
    <message>
        <source>Volcanic Isle</source>
        <translation>L&apos;Île volcanique</translation>
    </message>
    <message>
        <source>Rapa Nui</source>
        <translation>Rapa Nui</translation>
    </message>
    <message>
        <source>Rapa Nui: the card game</source>
        <translation>Rapa Nui&#xa0;: le jeu de cartes</translation>
    </message>
    <message>
        <source>Settle the doomed continent of Mu, raise Moai on its geysers and outlast the lava and the sea.</source>
        <translation>Peuplez le continent condamné de Mu, dressez des Moaï sur ses geysers et survivez à la lave et à la mer.</translation>
    </message>
    <message>
        <source>Sculpt, carry and erect Moai, and bring offerings to win the favour of the island.</source>
        <translation>Sculptez, transportez et érigez des Moaï, et apportez des offrandes pour gagner les faveurs de l&apos;île.</translation>
    </message>
    <message>
        <source>Draft islanders from the display and give the gods the right sacrifices.</source>
        <translation>Recrutez des insulaires parmi les cartes exposées et offrez aux dieux les bons sacrifices.</translation>
    </message>
    <message>
        <source>%1-%2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message numerus="yes">
        <source>about %n min</source>
        <translation>
            <numerusform>environ %n min</numerusform>
            <numerusform>environ %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the players, the continent and the rules</source>
        <translation>Choisir les joueurs, le continent et les règles</translation>
    </message>
    <message>
        <source>Choose the players: 2 to 4, each a human or an AI</source>
        <translation>Choisir les joueurs&#xa0;: 2 à 4, chacun humain ou IA</translation>
    </message>
    <message>
        <source>Choose the players and whether it is a first game</source>
        <translation>Choisir les joueurs et s&apos;il s&apos;agit d&apos;une première partie</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Round %1 · final round</source>
        <translation>Manche %1 · dernière manche</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Volcanic Isle, round %1</source>
        <translation>Île volcanique, manche %1</translation>
    </message>
    <message>
        <source>Click one of your Settlers or the Boat to see what you can do.</source>
        <translation>Cliquez sur l&apos;un de vos Colons ou sur le Bateau pour voir ce que vous pouvez faire.</translation>
    </message>
    <message>
        <source>The continent has spoken</source>
        <translation>Le continent a parlé</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>Go through the game move by move, with the AI&apos;s analysis</source>
        <translation>Parcourir la partie coup par coup, avec l&apos;analyse de l&apos;IA</translation>
    </message>
    <message>
        <source>Action points left this turn</source>
        <translation>Points d&apos;action restants ce tour</translation>
    </message>
    <message>
        <source>Click a ringed space to go there, or choose an action below.</source>
        <translation>Cliquez sur un espace cerclé pour y aller, ou choisissez une action ci-dessous.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Hotu</source>
        <translation>Hotu</translation>
    </message>
    <message>
        <source>Tuki</source>
        <translation>Tuki</translation>
    </message>
    <message>
        <source>Ariki</source>
        <translation>Ariki</translation>
    </message>
    <message>
        <source>There is no saved game to continue.</source>
        <translation>Il n&apos;y a pas de partie sauvegardée à reprendre.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2</source>
        <translation>La partie sauvegardée %1 est illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>The game cannot be saved to %1: %2</source>
        <translation>La partie ne peut pas être sauvegardée dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>Partie sauvegardée dans %1.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>Hint: %1 (%2% to win).</source>
        <translation>Conseil&#xa0;: %1 (%2 % de chances de gagner).</translation>
    </message>
    <message>
        <source>Or: %1 (%2%).</source>
        <translation>Ou&#xa0;: %1 (%2 %).</translation>
    </message>
    <message>
        <source>Rano cannot autosave this game in %1: %2. You can play on; Save keeps it in another folder.</source>
        <translation>Rano ne peut pas sauvegarder automatiquement cette partie dans %1&#xa0;: %2. Vous pouvez continuer à jouer&#xa0;; Enregistrer la garde dans un autre dossier.</translation>
    </message>
    <message>
        <source>Why: it is your only choice.</source>
        <translation>Pourquoi&#xa0;: c’est votre seul choix.</translation>
    </message>
    <message>
        <source>Why: clearly your best choice; the next best leaves you %1% to win.</source>
        <translation>Pourquoi&#xa0;: nettement votre meilleur choix&#xa0;; le suivant ne vous laisse que %1 % de chances de gagner.</translation>
    </message>
    <message>
        <source>Why: a little better than the next best (%1% to win).</source>
        <translation>Pourquoi&#xa0;: un peu meilleur que le suivant (%1 % de chances de gagner).</translation>
    </message>
    <message>
        <source>Why: the AI sees no real difference between these choices yet; any of them keeps your chances.</source>
        <translation>Pourquoi&#xa0;: l’IA ne voit pas encore de vraie différence entre ces choix&#xa0;; chacun garde vos chances.</translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s) at once.</source>
        <translation>
            <numerusform>Il rapporte %n point tout de suite.</numerusform>
            <numerusform>Il rapporte %n points tout de suite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up %n point(s) now for what it brings later.</source>
        <translation>
            <numerusform>Il cède %n point maintenant pour ce qu’il rapportera ensuite.</numerusform>
            <numerusform>Il cède %n points maintenant pour ce qu’il rapportera ensuite.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no lessons yet.</source>
        <translation>Ce jeu n&apos;a pas encore de leçons.</translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s) were made while you were away: the table shows the game as it is now.</source>
        <translation>
            <numerusform>%n choix a été fait en votre absence&#xa0;: la table montre la partie telle qu’elle est maintenant.</numerusform>
            <numerusform>%n choix ont été faits en votre absence&#xa0;: la table montre la partie telle qu’elle est maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moana</source>
        <translation>Moana</translation>
    </message>
</context>
<context>
    <name>GamesInProgress</name>
    <message>
        <source>This game is not among the games in progress.</source>
        <translation>Cette partie n&apos;est pas parmi les parties en cours.</translation>
    </message>
    <message>
        <source>The game cannot be moved to %1: %2</source>
        <translation>La partie ne peut pas être déplacée dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
</context>
<context>
    <name>HintButton</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What would the Hard AI do here? (H)</source>
        <translation>Que jouerait l&apos;IA difficile ici&#xa0;? (H)</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Rano</source>
        <translation>Rano</translation>
    </message>
    <message>
        <source>Board games of Easter Island, against opponents worth losing to</source>
        <translation>Les jeux de l&apos;île de Pâques, face à des adversaires dignes de vous battre</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language and preferences</source>
        <translation>Langue et préférences</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Close Rano</source>
        <translation>Fermer Rano</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Go back to your unfinished game</source>
        <translation>Revenir à votre partie en cours</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game or a replay</source>
        <translation>Ouvrir une partie sauvegardée ou un replay</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>How to play Volcanic Isle, with pictures (F1)</source>
        <translation>Comment jouer à L&apos;Île volcanique, en images (F1)</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
    <message>
        <source>Build your own continent of Mu from the 22 tiles</source>
        <translation>Construire votre propre continent de Mu avec les 22 tuiles</translation>
    </message>
    <message>
        <source>Continue: %1</source>
        <translation>Reprendre&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Continue… (%n games)</source>
        <translation>
            <numerusform>Reprendre… (%n partie)</numerusform>
            <numerusform>Reprendre… (%n parties)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your unfinished games</source>
        <translation>Choisir l&apos;une de vos parties en cours</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Every game you played: review it, resume it, export it</source>
        <translation>Toutes les parties jouées&#xa0;: les revoir, les reprendre, les exporter</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <source>Host a table for friends on other computers, or join theirs</source>
        <translation>Ouvrir une table pour des amis sur d’autres ordinateurs, ou rejoindre la leur</translation>
    </message>
</context>
<context>
    <name>IslandSpace</name>
    <message>
        <source>Rano Raraku</source>
        <translation>Rano Raraku</translation>
    </message>
    <message>
        <source>Puna Pau</source>
        <translation>Puna Pau</translation>
    </message>
    <message>
        <source>%1: an Ahu; a Moai erected here gives %2</source>
        <translation>%1&#xa0;: un Ahu&#xa0;; un Moaï érigé ici rapporte des Ressources %2</translation>
    </message>
    <message>
        <source>%1: a Transporter here earns %2 or %3, its owner&apos;s choice</source>
        <translation>%1&#xa0;: un Transporteur posé ici gagne une Ressource %2 ou %3, au choix de son propriétaire</translation>
    </message>
    <message>
        <source>%1: a Transporter here earns %2</source>
        <translation>%1&#xa0;: un Transporteur posé ici gagne une Ressource %2</translation>
    </message>
    <message>
        <source>Ahu tile %1: %2</source>
        <translation>Tuile Ahu %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Transporters: %1 standing, %2 fatigued</source>
        <translation>Transporteurs debout&#xa0;: %1, fatigués&#xa0;: %2</translation>
    </message>
    <message>
        <source>Click to see your %1 choices here</source>
        <translation>Cliquez pour voir vos %1 choix ici</translation>
    </message>
    <message>
        <source>Click to choose it</source>
        <translation>Cliquez pour le choisir</translation>
    </message>
    <message>
        <source>%1: the Crater (Rano Raraku), where Moai leave from; its grey neutral Transporter carries any piece, in anyone&apos;s chain</source>
        <translation>%1&#xa0;: le Cratère (Rano Raraku), d&apos;où partent les Moaï&#xa0;; son Transporteur neutre gris porte n&apos;importe quelle pièce, dans la chaîne de n&apos;importe quel joueur</translation>
    </message>
    <message>
        <source>%1: the Pukao Quarry (Puna Pau), where Pukao leave from; its grey neutral Transporter carries any piece, in anyone&apos;s chain</source>
        <translation>%1&#xa0;: la Carrière de Pukao (Puna Pau), d&apos;où partent les Pukao&#xa0;; son Transporteur neutre gris porte n&apos;importe quelle pièce, dans la chaîne de n&apos;importe quel joueur</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>The game cannot be deleted: %1</source>
        <translation>La partie ne peut pas être supprimée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game cannot be brought back: %1</source>
        <translation>La partie ne peut pas être restaurée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game cannot be read: %1</source>
        <translation>La partie ne peut pas être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game cannot be written to %1: %2</source>
        <translation>La partie ne peut pas être écrite dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Victoire partagée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>AIs only</source>
        <translation>IA seulement</translation>
    </message>
    <message>
        <source>Two Volcanoes or fewer left</source>
        <translation>Deux volcans ou moins restants</translation>
    </message>
    <message>
        <source>The Fissures ran out</source>
        <translation>Plus de fissures</translation>
    </message>
    <message>
        <source>No Fissure could be laid</source>
        <translation>Plus aucune fissure possible</translation>
    </message>
    <message>
        <source>Played to the end</source>
        <translation>Jouée jusqu&apos;au bout</translation>
    </message>
    <message>
        <source>Round limit</source>
        <translation>Limite de manches</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a seat&apos;s name and its score</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>Another Rano is writing the library&apos;s index: the list may be incomplete until it is done. Your games are safe.</source>
        <translation>Un autre Rano écrit l&apos;index de la bibliothèque&#xa0;: la liste peut rester incomplète jusqu&apos;à ce qu&apos;il ait fini. Vos parties ne risquent rien.</translation>
    </message>
    <message>
        <source>The library&apos;s index could not be read (%1): it was set aside and is being built again from your game files.</source>
        <translation>L&apos;index de la bibliothèque était illisible (%1)&#xa0;: il a été mis de côté et se reconstruit à partir de vos fichiers de parties.</translation>
    </message>
    <message>
        <source>The library&apos;s index cannot be used (%1). Your game files are untouched.</source>
        <translation>L&apos;index de la bibliothèque est inutilisable (%1). Vos fichiers de parties sont intacts.</translation>
    </message>
    <message>
        <source>the folder of deleted games cannot be made</source>
        <translation>le dossier des parties supprimées ne peut pas être créé</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Illisible</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%1 sur %n partie</numerusform>
            <numerusform>%1 sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Search a player&apos;s name</source>
        <translation>Chercher le nom d&apos;un joueur</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Tout adversaire</translation>
    </message>
    <message>
        <source>Easy AI</source>
        <translation>IA facile</translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation>IA moyenne</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>IA difficile</translation>
    </message>
    <message>
        <source>Expert AI</source>
        <translation>IA experte</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Victoire partagée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>No game yet. Every game you play is kept here, finished or not.</source>
        <translation>Aucune partie pour l&apos;instant. Chaque partie jouée est gardée ici, terminée ou non.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Aucune partie ne correspond à ces filtres.</translation>
    </message>
    <message>
        <source>This file cannot be read: %1</source>
        <translation>Ce fichier ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Sit down at this game where it was left</source>
        <translation>Reprendre cette partie là où elle en était</translation>
    </message>
    <message>
        <source>Replay this game move by move, with the AI&apos;s analysis</source>
        <translation>Rejouer cette partie coup par coup, avec l&apos;analyse de l&apos;IA</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save a copy of this game&apos;s file, to share it</source>
        <translation>Enregistrer une copie du fichier de cette partie, pour la partager</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove this game from the library (you can undo it)</source>
        <translation>Retirer cette partie de la bibliothèque (annulable)</translation>
    </message>
    <message>
        <source>The game of %1 was deleted.</source>
        <translation>La partie du %1 a été supprimée.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Bring the deleted game back (Ctrl+Z)</source>
        <translation>Restaurer la partie supprimée (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation>Revenir à l&apos;écran d&apos;accueil (Échap)</translation>
    </message>
    <message>
        <source>Export this game</source>
        <translation>Exporter cette partie</translation>
    </message>
    <message>
        <source>Rano games (*.rano.json *.json)</source>
        <translation>Parties Rano (*.rano.json *.json)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Reading your games: %1 of %2</source>
        <translation>Lecture de vos parties&#xa0;: %1 sur %2</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>This game&apos;s AI levels are not rated yet.</source>
        <translation>Les niveaux d&apos;IA de ce jeu ne sont pas encore classés.</translation>
    </message>
    <message numerus="yes">
        <source>%n more result(s) against the AI before a rating.</source>
        <translation>
            <numerusform>Encore %n résultat contre l&apos;IA avant un classement.</numerusform>
            <numerusform>Encore %n résultats contre l&apos;IA avant un classement.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1, below %2</source>
        <translation>%1, sous %2</translation>
    </message>
    <message>
        <source>%1, above %2</source>
        <translation>%1, au-dessus de %2</translation>
    </message>
    <message>
        <source>%1, between %2 and %3</source>
        <translation>%1, entre %2 et %3</translation>
    </message>
    <message>
        <source>Play against %1 next: a level just above yours.</source>
        <translation>Jouez ensuite contre %1&#xa0;: un niveau juste au-dessus du vôtre.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an AI level and its rating</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Tous niveaux</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a win rate</comment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoire</numerusform>
            <numerusform>%n victoires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n défaite</numerusform>
            <numerusform>%n défaites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryStatisticsView</name>
    <message>
        <source>Any number of players</source>
        <translation>Tout nombre de joueurs</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 joueurs</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 joueurs</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 joueurs</translation>
    </message>
    <message>
        <source>Your rating at %1</source>
        <translation>Votre classement à %1</translation>
    </message>
    <message>
        <source>The AI levels, rated from matches between them: %1</source>
        <translation>Les niveaux d&apos;IA, classés d&apos;après leurs matchs&#xa0;: %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Average length</source>
        <translation>Durée moyenne</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>No finished game of %1 against the AI yet: your statistics start with the first one.</source>
        <translation>Aucune partie de %1 terminée contre l&apos;IA pour l&apos;instant&#xa0;: vos statistiques commencent avec la première.</translation>
    </message>
    <message>
        <source>Your win rate over the last 10 games, game by game</source>
        <translation>Votre taux de victoire sur les 10 dernières parties, partie après partie</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
</context>
<context>
    <name>LossQuestion</name>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Don&apos;t ask again (Settings can turn it back on)</source>
        <translation>Ne plus demander (les Paramètres peuvent le rétablir)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Rano</source>
        <translation>Rano</translation>
    </message>
    <message>
        <source>Open a saved game or a replay</source>
        <translation>Ouvrir une partie sauvegardée ou un replay</translation>
    </message>
    <message>
        <source>Rano games (*.rano.json *.json)</source>
        <translation>Parties Rano (*.rano.json *.json)</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Cette partie ne peut pas être ouverte</translation>
    </message>
    <message>
        <source>This replay cannot be opened</source>
        <translation>Ce replay ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>New to these games?</source>
        <translation>Vous découvrez ces jeux&#xa0;?</translation>
    </message>
    <message>
        <source>Learn Volcanic Isle</source>
        <translation>Apprendre l&apos;Île volcanique</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>A coached first game teaches a game as you play it: each rule explained the moment it matters, against gentle AIs. Learn to play is on the game&apos;s card too.</source>
        <translation>Une première partie guidée vous apprend un jeu en y jouant&#xa0;: chaque règle est expliquée au moment où elle compte, contre des IA indulgentes. Le bouton Apprendre à jouer se trouve aussi sur la carte du jeu.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>This online table cannot be sat at again.</source>
        <translation>Impossible de se rasseoir à cette table en ligne.</translation>
    </message>
</context>
<context>
    <name>MoaiQuarry</name>
    <message>
        <source>Moai Quarry</source>
        <translation>Carrière de Moaï</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The %1 column: %2 Sculptor spaces, %3 taken; %4 %1 Moai left in the supply</source>
        <translation>Colonne des %1s — places de Sculpteur occupées&#xa0;: %3 sur %2&#xa0;; %1s Moaï en réserve&#xa0;: %4</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation>IA, %1</translation>
    </message>
    <message>
        <source>Hotu</source>
        <translation>Hotu</translation>
    </message>
    <message>
        <source>Tuki</source>
        <translation>Tuki</translation>
    </message>
    <message>
        <source>Ariki</source>
        <translation>Ariki</translation>
    </message>
    <message>
        <source>Moana</source>
        <translation>Moana</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation>Revenir à l&apos;accueil (Échap)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Sit down at the table with these players</source>
        <translation>S&apos;installer à la table avec ces joueurs</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is for %2 to %3 players</source>
        <translation>%1 se joue de %2 à %3 joueurs</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>A coached first game: the rules explained as they come up, against gentle AIs</source>
        <translation>Une première partie guidée&#xa0;: les règles expliquées au fil du jeu, contre des IA indulgentes</translation>
    </message>
</context>
<context>
    <name>OfferingStacks</name>
    <message>
        <source>Offerings</source>
        <translation>Offrandes</translation>
    </message>
    <message>
        <source>Pukao left: %1</source>
        <translation>Pukao restants&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>encore %1</translation>
    </message>
    <message>
        <source>%1: paid with %2. Top tile %3 points, %4 left; Outstanding tiles: %5</source>
        <translation>%1&#xa0;: se paie avec %2. Tuile du dessus&#xa0;: %3 points, encore %4&#xa0;; tuiles exceptionnelles&#xa0;: %5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <source>Could not reach %1:%2 (%3).</source>
        <translation>Impossible de joindre %1:%2 (%3).</translation>
    </message>
    <message>
        <source>The table could not be rejoined: %1</source>
        <translation>Impossible de revenir à la table&#xa0;: %1</translation>
    </message>
    <message>
        <source>This seat was taken up from another connection.</source>
        <translation>Cette place a été reprise depuis une autre connexion.</translation>
    </message>
    <message>
        <source>The server sent a message this version of Rano cannot read: %1</source>
        <translation>Le serveur a envoyé un message que cette version de Rano ne sait pas lire&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>OnlineHost</name>
    <message>
        <source>The table could not be hosted: %1</source>
        <translation>Impossible d’héberger la table&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <source>Me</source>
        <translation>Moi</translation>
    </message>
    <message>
        <source>A friend (open seat)</source>
        <translation>Un ami (place libre)</translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation>IA, %1</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Connecté.</translation>
    </message>
    <message>
        <source>At the table, seat %1.</source>
        <translation>À la table, place %1.</translation>
    </message>
    <message>
        <source>Watching the table.</source>
        <translation>Vous regardez la table.</translation>
    </message>
    <message>
        <source>The connection dropped: trying again…</source>
        <translation>La connexion a été coupée&#xa0;: nouvel essai…</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the home screen (Esc)</source>
        <translation>Retour à l’accueil (Échap)</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <source>This computer holds the game: its hidden cards and its chance to come are on it. Host only for friends you trust, and keep Rano open while you play.</source>
        <translation>Cet ordinateur détient la partie&#xa0;: ses cartes cachées et le hasard à venir y sont. N’ouvrez une table que pour des amis de confiance, et laissez Rano ouvert pendant la partie.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>Start a table on this computer and get a code to pass on</source>
        <translation>Lancer une table sur cet ordinateur et obtenir un code à transmettre</translation>
    </message>
    <message>
        <source>Invite code: %1. Pass this on to your friends; they paste it under Join:</source>
        <translation>Code d’invitation&#xa0;: %1. Transmettez ceci à vos amis&#xa0;; ils le collent sous Rejoindre&#xa0;:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the address and code</source>
        <translation>Copier l’adresse et le code</translation>
    </message>
    <message>
        <source>Sit at the table</source>
        <translation>Prendre place</translation>
    </message>
    <message>
        <source>Go to the table; the game waits for the open seats</source>
        <translation>Aller à la table&#xa0;; la partie attend que les places libres soient prises</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>address:port/code</source>
        <translation>adresse:port/code</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Take the first open seat at that table</source>
        <translation>Prendre la première place libre à cette table</translation>
    </message>
    <message>
        <source>Rejoin my last table</source>
        <translation>Revenir à ma dernière table</translation>
    </message>
    <message>
        <source>Sit down again at the online table you left</source>
        <translation>Reprendre place à la table en ligne que vous avez quittée</translation>
    </message>
    <message>
        <source>Continent</source>
        <translation>Continent</translation>
    </message>
    <message>
        <source>Mu, the standard continent</source>
        <translation>Mu, le continent standard</translation>
    </message>
    <message>
        <source>A random continent</source>
        <translation>Un continent aléatoire</translation>
    </message>
    <message>
        <source>A random continent is drawn by the host&apos;s server and shown to everyone at the table</source>
        <translation>Un continent aléatoire est tiré par le serveur de l&apos;hôte et montré à tous à la table</translation>
    </message>
    <message>
        <source>Volcano faces</source>
        <translation>Faces Volcan</translation>
    </message>
    <message>
        <source>After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt</source>
        <translation>Après chaque Moaï érigé, on lance le dé&#xa0;; une face Volcan fait entrer un Volcan en éruption</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Première partie</translation>
    </message>
    <message>
        <source>Play with the 21 simplest Ahu tiles and without Rongorongo Tablets</source>
        <translation>Jouer avec les 21 tuiles Ahu les plus simples et sans Tablette Rongo</translation>
    </message>
    <message>
        <source>Paste what the host passed on: the address and the code, as 192.168.1.20:7469/Q7MXK2PA. Join takes a seat; Watch looks on.</source>
        <translation>Collez ce que l&apos;hôte vous a transmis&#xa0;: l&apos;adresse et le code, comme 192.168.1.20:7469/Q7MXK2PA. Rejoindre prend une place&#xa0;; Regarder observe la partie.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>Watch that table without a seat: you see what every player may see, no hidden card</source>
        <translation>Regarder cette table sans y prendre place&#xa0;: vous voyez ce que tout joueur peut voir, aucune carte cachée</translation>
    </message>
    <message>
        <source>Away 2 minutes: an easy AI plays for them</source>
        <translation>Absent 2&#xa0;minutes&#xa0;: une IA facile joue à sa place</translation>
    </message>
    <message>
        <source>Away 2 minutes: a medium AI plays for them</source>
        <translation>Absent 2&#xa0;minutes&#xa0;: une IA moyenne joue à sa place</translation>
    </message>
    <message>
        <source>Away 30 seconds: an easy AI plays for them</source>
        <translation>Absent 30&#xa0;secondes&#xa0;: une IA facile joue à sa place</translation>
    </message>
    <message>
        <source>Away 10 minutes: an easy AI plays for them</source>
        <translation>Absent 10&#xa0;minutes&#xa0;: une IA facile joue à sa place</translation>
    </message>
    <message>
        <source>No AI plays for anyone away: the table waits</source>
        <translation>Aucune IA ne joue pour un absent&#xa0;: la table attend</translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation>D&apos;autres peuvent regarder</translation>
    </message>
    <message>
        <source>Whoever has the invite may watch the table, seeing no hidden card</source>
        <translation>Qui a l&apos;invitation peut regarder la table, sans voir aucune carte cachée</translation>
    </message>
    <message>
        <source>When a player&apos;s connection is gone this long, an AI plays their seat until they come back</source>
        <translation>Quand la connexion d&apos;un joueur est perdue aussi longtemps, une IA joue sa place jusqu&apos;à son retour</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>This version of Rano does not know the game &quot;%1&quot;.</source>
        <translation>Cette version de Rano ne connaît pas le jeu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The table&apos;s position could not be shown: %1</source>
        <translation>La position de la table ne peut pas être affichée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The server offers other choices than this table knows: it may run another version of Rano.</source>
        <translation>Le serveur propose d’autres choix que ceux que connaît cette table&#xa0;: il utilise peut-être une autre version de Rano.</translation>
    </message>
    <message>
        <source>You sit at the online table as %1.</source>
        <translation>Vous prenez place à la table en ligne sous le nom de %1.</translation>
    </message>
    <message>
        <source>You watch the online table.</source>
        <translation>Vous regardez la table en ligne.</translation>
    </message>
    <message>
        <source>More happened while you were away than the server remembers: the table shows the game as it is now.</source>
        <translation>Il s’est passé plus de choses en votre absence que le serveur n’en garde&#xa0;: la table montre la partie telle qu’elle est maintenant.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>The server sent a position this table cannot read: %1</source>
        <translation>Le serveur a envoyé une position que cette table ne sait pas lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>it is not a record of this game</source>
        <translation>ce n&apos;est pas un enregistrement de cette partie</translation>
    </message>
    <message>
        <source>it is another seat&apos;s record</source>
        <translation>c&apos;est l&apos;enregistrement d&apos;une autre place</translation>
    </message>
    <message>
        <source>The finished game cannot be kept in your Library: %1</source>
        <translation>La partie terminée ne peut pas être gardée dans votre bibliothèque&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game is kept in your Library.</source>
        <translation>La partie est gardée dans votre bibliothèque.</translation>
    </message>
    <message>
        <source>Take back refused: %1.</source>
        <translation>Reprise refusée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Your last decision is taken back.</source>
        <translation>Votre dernière décision est reprise.</translation>
    </message>
    <message>
        <source>%1&apos;s last decision is taken back.</source>
        <translation>La dernière décision de %1 est reprise.</translation>
    </message>
    <message>
        <source>A take back is asked: wait for the answer.</source>
        <translation>Une reprise est demandée&#xa0;: attendez la réponse.</translation>
    </message>
    <message>
        <source>You ask to take back your last decision: %1 must agree.</source>
        <translation>Vous demandez à reprendre votre dernière décision&#xa0;: %1 doit accepter.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last decision.</source>
        <translation>%1 demande à reprendre sa dernière décision.</translation>
    </message>
    <message>
        <source>%1 agrees to the take back.</source>
        <translation>%1 accepte la reprise.</translation>
    </message>
    <message>
        <source>%1 keeps it: nothing is taken back.</source>
        <translation>%1 refuse&#xa0;: rien n&apos;est repris.</translation>
    </message>
    <message>
        <source>%1 played on: the take back is dropped.</source>
        <translation>%1 a joué&#xa0;: la reprise est abandonnée.</translation>
    </message>
</context>
<context>
    <name>OnlineTables</name>
    <message>
        <source>The game is over: sit down to keep it in your Library</source>
        <translation>La partie est terminée&#xa0;: asseyez-vous pour la garder dans votre bibliothèque</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>Last seen: %1</source>
        <translation>Vu la dernière fois&#xa0;: %1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>This table is no longer on its server (%1).</source>
        <translation>Cette table n&apos;est plus sur son serveur (%1).</translation>
    </message>
    <message>
        <source>%1 (the server cannot be reached: %2)</source>
        <translation>%1 (le serveur est injoignable&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>PlayerBoard</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>dropped out</source>
        <translation>a passé</translation>
    </message>
    <message>
        <source>Villagers %1 of %2 to place · Sorcerer %3</source>
        <translation>Villageois à placer&#xa0;: %1 sur %2 · Sorcier %3</translation>
    </message>
    <message>
        <source>Chief %1</source>
        <translation>Chef %1</translation>
    </message>
    <message>
        <source>In the Crater: %1 small, %2 medium, %3 large Moai</source>
        <translation>Dans le Cratère — petits Moaï&#xa0;: %1, moyens&#xa0;: %2, grands&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 (added): %2</source>
        <translation>%1 (ajoutée)&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (costs %3): %2</source>
        <translation>%1 (coûte %3)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Rongorongo Tablet</source>
        <translation>Tablette Rongo</translation>
    </message>
    <message>
        <source>Discard it to copy any Ahu tile&apos;s power; worth 3 points if unused</source>
        <translation>Défaussez-la pour copier le pouvoir de n&apos;importe quelle tuile Ahu&#xa0;; vaut 3 points si elle n&apos;est pas utilisée</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ProblemModel</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Tile %1 touches only one other inner Volcano tile (tile %2); each of tiles 1-5 must touch at least two of the others.</source>
        <translation>La tuile %1 ne touche qu&apos;une autre tuile Volcan intérieure (la tuile %2)&#xa0;; chacune des tuiles 1 à 5 doit en toucher au moins deux autres.</translation>
    </message>
    <message>
        <source>Tile %1 touches no other inner Volcano tile; each of tiles 1-5 must touch at least two of the others.</source>
        <translation>La tuile %1 ne touche aucune autre tuile Volcan intérieure&#xa0;; chacune des tuiles 1 à 5 doit en toucher au moins deux autres.</translation>
    </message>
    <message>
        <source>The inner Volcano tiles 1-5 leave a gap: they must form a zone without holes.</source>
        <translation>Les tuiles Volcan intérieures 1 à 5 laissent un trou&#xa0;: elles doivent former une zone sans trou.</translation>
    </message>
    <message>
        <source>There is no tile %1 (tiles are 1-%2).</source>
        <translation>Il n&apos;y a pas de tuile %1 (les tuiles vont de 1 à %2).</translation>
    </message>
    <message>
        <source>Tile %1 is turned %2 sixths of a turn (0-5 expected).</source>
        <translation>La tuile %1 est tournée de %2 sixièmes de tour (0 à 5 attendu).</translation>
    </message>
    <message>
        <source>Tile %1 is placed %2 times.</source>
        <translation>La tuile %1 est posée %2 fois.</translation>
    </message>
    <message>
        <source>Not on the continent yet: tiles %1.</source>
        <translation>Pas encore sur le continent&#xa0;: tuiles %1.</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 overlap.</source>
        <translation>Les tuiles %1 et %2 se chevauchent.</translation>
    </message>
    <message>
        <source>Tile %1 meets tile %2 with its coast: tiles meet on straight sides only.</source>
        <translation>La tuile %1 touche la tuile %2 par sa côte&#xa0;: les tuiles se touchent seulement par leurs côtés droits.</translation>
    </message>
    <message>
        <source>Straight sides of tile %1 left open to the sea: %2.</source>
        <translation>Côtés droits de la tuile %1 laissés ouverts sur la mer&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cut off from the rest of the continent: tiles %1.</source>
        <translation>Coupées du reste du continent&#xa0;: tuiles %1.</translation>
    </message>
    <message>
        <source>The continent has a hole, enclosed by tiles %1.</source>
        <translation>Le continent a un trou, entouré par les tuiles %1.</translation>
    </message>
    <message>
        <source>The continent has no landfall bay.</source>
        <translation>Le continent n&apos;a aucune baie d&apos;accostage.</translation>
    </message>
    <message>
        <source>Bay %1 lies on land (tile %2).</source>
        <translation>La baie %1 est sur la terre (tuile %2).</translation>
    </message>
    <message>
        <source>Bay %1 lies in a hole inside the continent.</source>
        <translation>La baie %1 est dans un trou à l&apos;intérieur du continent.</translation>
    </message>
    <message>
        <source>Bay %1 is not beside the coast.</source>
        <translation>La baie %1 n&apos;est pas le long de la côte.</translation>
    </message>
    <message>
        <source>Bays %1 and %2 are on the same sea hex.</source>
        <translation>Les baies %1 et %2 sont sur la même case de mer.</translation>
    </message>
    <message>
        <source>Tile %1 does not belong to phase %2.</source>
        <translation>La tuile %1 n&apos;appartient pas à la phase %2.</translation>
    </message>
    <message>
        <source>Tile %1 is already placed.</source>
        <translation>La tuile %1 est déjà posée.</translation>
    </message>
    <message>
        <source>Phase %1 starts once tiles 1-%2 are placed (still missing: %3).</source>
        <translation>La phase %1 commence une fois les tuiles 1 à %2 posées (il manque encore&#xa0;: %3).</translation>
    </message>
    <message>
        <source>Tile %1 would overlap tile %2.</source>
        <translation>La tuile %1 chevaucherait la tuile %2.</translation>
    </message>
    <message>
        <source>Tile %1 does not touch the tiles placed so far.</source>
        <translation>La tuile %1 ne touche pas les tuiles déjà posées.</translation>
    </message>
    <message>
        <source>Tile %1 must join the zone of tiles 1-5.</source>
        <translation>La tuile %1 doit rejoindre la zone des tuiles 1 à 5.</translation>
    </message>
    <message>
        <source>Tile %1 would leave %2 straight edges open; at most 2 may stay open for the tiles still to come.</source>
        <translation>La tuile %1 laisserait %2 bords droits ouverts&#xa0;; au plus 2 peuvent rester ouverts pour les tuiles à venir.</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet only along a crater, where no Settler passes: every border needs a side between two spaces that are not craters.</source>
        <translation>Les tuiles %1 et %2 ne se touchent que le long d&apos;un cratère, où aucun Colon ne passe&#xa0;: chaque frontière doit avoir un côté entre deux cases qui ne sont pas des cratères.</translation>
    </message>
</context>
<context>
    <name>RanoDialog</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>RapaNuiChoices</name>
    <message>
        <source>Your %1 choices (or click a glowing place):</source>
        <translation>Vos %1 choix (ou cliquez sur un endroit illuminé)&#xa0;:</translation>
    </message>
    <message>
        <source>All choices</source>
        <translation>Tous les choix</translation>
    </message>
    <message>
        <source>List every choice again</source>
        <translation>Afficher de nouveau tous les choix</translation>
    </message>
    <message>
        <source>%1 of your %2 choices:</source>
        <translation>%1 de vos %2 choix&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RapaNuiGameScreen</name>
    <message>
        <source>Round %1</source>
        <translation>Tour de jeu %1</translation>
    </message>
    <message>
        <source>Rapa Nui, round %1</source>
        <translation>Rapa Nui, tour de jeu %1</translation>
    </message>
    <message>
        <source>Empty Ahu: %1. The game ends at the end of a round with %2 or fewer.</source>
        <translation>Ahu vides&#xa0;: %1. La partie s&apos;arrête à la fin d&apos;un tour de jeu qui en laisse %2 ou moins.</translation>
    </message>
    <message>
        <source>The island has chosen its chief</source>
        <translation>L&apos;île a choisi son chef</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>Players with the most points share the victory.</source>
        <translation>Les joueurs qui ont le plus de points se partagent la victoire.</translation>
    </message>
    <message>
        <source>Go through the game choice by choice</source>
        <translation>Parcourir la partie choix par choix</translation>
    </message>
</context>
<context>
    <name>RapaNuiLegend</name>
    <message>
        <source>Reeds, Eggs, Wood, Pearls: the Resource a Transporter on a space earns.</source>
        <translation>Joncs, Œufs, Bois, Perles&#xa0;: la Ressource que gagne un Transporteur posé sur une case.</translation>
    </message>
    <message>
        <source>An &quot;a/b&quot; space: its Transporter&apos;s owner takes either Resource, their choice each time.</source>
        <translation>Une case «&#xa0;a/b&#xa0;»&#xa0;: le propriétaire de son Transporteur prend l&apos;une ou l&apos;autre Ressource, à son choix à chaque fois.</translation>
    </message>
    <message>
        <source>An Ahu with its Ahu tile face up: who erects a Moai here takes the tile and the Resource in the corner.</source>
        <translation>Un Ahu avec sa tuile Ahu face visible&#xa0;: qui érige un Moaï ici prend la tuile et la Ressource du coin.</translation>
    </message>
    <message>
        <source>Rano Raraku, the Crater: sculpted Moai wait here to be carried; its grey neutral Transporter carries any piece, a Moai or a Pukao, in anyone&apos;s chain.</source>
        <translation>Rano Raraku, le Cratère&#xa0;: les Moaï sculptés y attendent d&apos;être transportés&#xa0;; son Transporteur neutre gris porte n&apos;importe quelle pièce, Moaï ou Pukao, dans la chaîne de n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Puna Pau, the Pukao Quarry: Pukao leave from here; its grey neutral Transporter carries any piece, a Moai or a Pukao, in anyone&apos;s chain.</source>
        <translation>Puna Pau, la Carrière de Pukao&#xa0;: les Pukao partent d&apos;ici&#xa0;; son Transporteur neutre gris porte n&apos;importe quelle pièce, Moaï ou Pukao, dans la chaîne de n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Transporters standing, and lying down: fatigued, a Transporter still carries and earns, but erects and styles no more this round.</source>
        <translation>Des Transporteurs debout, et couchés&#xa0;: fatigué, un Transporteur porte et gagne encore, mais n&apos;érige et ne coiffe plus ce tour de jeu.</translation>
    </message>
    <message>
        <source>An erected Moai, by size, with its Pukao once styled.</source>
        <translation>Un Moaï érigé, selon sa taille, avec son Pukao une fois coiffé.</translation>
    </message>
    <message>
        <source>+1 on a transport&apos;s chain: this space pays its owner as the piece passes.</source>
        <translation>+1 sur la chaîne d&apos;un transport&#xa0;: cette case paie son propriétaire au passage de la pièce.</translation>
    </message>
</context>
<context>
    <name>RapaNuiPosition</name>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>2 different Resources</source>
        <translation>2 Ressources différentes</translation>
    </message>
    <message>
        <source>4 different Resources</source>
        <translation>4 Ressources différentes</translation>
    </message>
    <message>
        <source> (discarding the Rongorongo Tablet as %1)</source>
        <translation> (en défaussant la Tablette Rongo pour copier %1)</translation>
    </message>
    <message>
        <source> (playing %1)</source>
        <translation> (en jouant %1)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1 earns %2 on %3</source>
        <translation>%1 gagne %2 sur %3</translation>
    </message>
    <message>
        <source>no one is paid</source>
        <translation>personne n&apos;est payé</translation>
    </message>
    <message>
        <source>to place</source>
        <translation>à placer</translation>
    </message>
    <message>
        <source>on star %1</source>
        <translation>sur l&apos;étoile %1</translation>
    </message>
    <message>
        <source>in the %1 column</source>
        <translation>dans la colonne des %1s</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>Reeds</source>
        <translation>Joncs</translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation>Œufs</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Pearls</source>
        <translation>Perles</translation>
    </message>
    <message numerus="yes">
        <source>%n Reed(s)</source>
        <translation>
            <numerusform>%n Jonc</numerusform>
            <numerusform>%n Joncs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Egg(s)</source>
        <translation>
            <numerusform>%n Œuf</numerusform>
            <numerusform>%n Œufs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wood</source>
        <translation>
            <numerusform>%n Bois</numerusform>
            <numerusform>%n Bois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Pearl(s)</source>
        <translation>
            <numerusform>%n Perle</numerusform>
            <numerusform>%n Perles</numerusform>
        </translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Repos</translation>
    </message>
    <message>
        <source>Barter</source>
        <translation>Troc</translation>
    </message>
    <message>
        <source>Skimp</source>
        <translation>Économie</translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation>Renfort</translation>
    </message>
    <message>
        <source>Take Three More</source>
        <translation>Abondance</translation>
    </message>
    <message>
        <source>Take Your Pick</source>
        <translation>Offrande exceptionnelle</translation>
    </message>
    <message>
        <source>Change Jobs</source>
        <translation>Reconversion</translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation>Coup de main</translation>
    </message>
    <message>
        <source>Gain Favor</source>
        <translation>Faveur</translation>
    </message>
    <message>
        <source>Take Two More</source>
        <translation>Supplément</translation>
    </message>
    <message>
        <source>During the transport phase, stand a fatigued Transporter up.</source>
        <translation>Pendant la phase de transport, remettez debout un Transporteur fatigué.</translation>
    </message>
    <message>
        <source>When styling, spend only 2 Resources for an Offering tile.</source>
        <translation>En coiffant un Moaï, ne payez que 2 Ressources pour une tuile Offrande.</translation>
    </message>
    <message>
        <source>When sculpting is evaluated, add a virtual Sculptor in any column, even a full one.</source>
        <translation>Au moment de la sculpture, ajoutez un Sculpteur virtuel dans la colonne de votre choix, même pleine.</translation>
    </message>
    <message>
        <source>When you erect a Moai, take 3 more Resources of the space.</source>
        <translation>Quand vous érigez un Moaï, prenez 3 Ressources de plus du type de la case.</translation>
    </message>
    <message>
        <source>From now on, when styling, take an Outstanding Offering tile of the type you pay for, if one is left. Kept: its effect is permanent.</source>
        <translation>Désormais, en coiffant un Moaï, prenez une tuile Offrande exceptionnelle du type que vous payez, s&apos;il en reste. Tuile conservée&#xa0;: son effet est permanent.</translation>
    </message>
    <message>
        <source>After turn order, turn your Sorcerer into a Sculptor or a Transporter.</source>
        <translation>Une fois l&apos;ordre du tour fixé, changez votre Sorcier en Sculpteur ou en Transporteur.</translation>
    </message>
    <message>
        <source>After sculpting, turn a Sculptor or your Chief into a Transporter. The Chief is never fatigued.</source>
        <translation>Après la sculpture, changez un Sculpteur ou votre Chef en Transporteur. Le Chef ne se fatigue jamais.</translation>
    </message>
    <message>
        <source>Worth 3 points at the end of the game.</source>
        <translation>Vaut 3 points en fin de partie.</translation>
    </message>
    <message>
        <source>When you erect a Moai, take 2 more Resources of the space.</source>
        <translation>Quand vous érigez un Moaï, prenez 2 Ressources de plus du type de la case.</translation>
    </message>
    <message>
        <source>Fervent</source>
        <translation>Fervent</translation>
    </message>
    <message>
        <source>Artistic</source>
        <translation>Artiste</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>Populaire</translation>
    </message>
    <message>
        <source>Chief</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>When erecting a Moai, you may take Resources one step higher instead.</source>
        <translation>Quand vous érigez un Moaï, vous pouvez prendre à la place des Ressources d&apos;un niveau plus élevé.</translation>
    </message>
    <message>
        <source>When styling, you may take an Offering tile one step higher instead.</source>
        <translation>Quand vous coiffez un Moaï, vous pouvez prendre à la place une tuile Offrande d&apos;un niveau plus élevé.</translation>
    </message>
    <message>
        <source>A fifth Villager for the rest of the game.</source>
        <translation>Un cinquième Villageois pour le reste de la partie.</translation>
    </message>
    <message>
        <source>Your Chief: a Sculptor you place below any column, even a full one.</source>
        <translation>Votre Chef&#xa0;: un Sculpteur que vous placez sous la colonne de votre choix, même pleine.</translation>
    </message>
    <message>
        <source>Hut</source>
        <translation>Hutte</translation>
    </message>
    <message>
        <source>Chicken</source>
        <translation>Poule</translation>
    </message>
    <message>
        <source>Hatchet</source>
        <translation>Hache</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Bateau</translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation>Collier</translation>
    </message>
    <message>
        <source>small</source>
        <translation>petit</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grand</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Tortue</translation>
    </message>
    <message>
        <source>Dolphin</source>
        <translation>Dauphin</translation>
    </message>
    <message>
        <source>Moray</source>
        <translation>Murène</translation>
    </message>
    <message>
        <source>Octopus</source>
        <translation>Pieuvre</translation>
    </message>
    <message>
        <source>Place a Villager on %1 as a Transporter</source>
        <translation>Placer un Villageois sur %1 comme Transporteur</translation>
    </message>
    <message>
        <source>Place a Villager in the Quarry&apos;s %1 column as a Sculptor</source>
        <translation>Placer un Villageois dans la colonne des %1s de la Carrière comme Sculpteur</translation>
    </message>
    <message>
        <source>Place your Sorcerer on star %1 of the turn order track</source>
        <translation>Placer votre Sorcier sur l&apos;étoile %1 de la piste d&apos;ordre du tour</translation>
    </message>
    <message>
        <source>Place your Chief below the %1 column</source>
        <translation>Placer votre Chef sous la colonne des %1s</translation>
    </message>
    <message>
        <source>Add the %1 Improvement (%2)</source>
        <translation>Ajouter l&apos;Amélioration %1 (%2)</translation>
    </message>
    <message>
        <source>Keep your Ahu tiles for later</source>
        <translation>Garder vos tuiles Ahu pour plus tard</translation>
    </message>
    <message>
        <source>Add a virtual Sculptor in the %1 column</source>
        <translation>Ajouter un Sculpteur virtuel dans la colonne des %1s</translation>
    </message>
    <message>
        <source>Turn your Sorcerer into a Sculptor in the %1 column</source>
        <translation>Changer votre Sorcier en Sculpteur dans la colonne des %1s</translation>
    </message>
    <message>
        <source>Turn your Sorcerer into a Transporter on %1</source>
        <translation>Changer votre Sorcier en Transporteur sur %1</translation>
    </message>
    <message>
        <source>Place your Chief as a Transporter on %1</source>
        <translation>Placer votre Chef comme Transporteur sur %1</translation>
    </message>
    <message>
        <source>Place one of your Sculptors as a Transporter on %1</source>
        <translation>Placer l&apos;un de vos Sculpteurs comme Transporteur sur %1</translation>
    </message>
    <message>
        <source>Sculpt %1 large, %2 medium and %3 small Moai</source>
        <translation>Sculpter des Moaï (grands&#xa0;: %1, moyens&#xa0;: %2, petits&#xa0;: %3)</translation>
    </message>
    <message>
        <source>Stand your fatigued Transporter on %1 up</source>
        <translation>Remettre debout votre Transporteur fatigué sur %1</translation>
    </message>
    <message>
        <source>Exchange %1 for %2</source>
        <translation>Échanger %1 contre %2</translation>
    </message>
    <message>
        <source>Carry your %1 Moai to the Ahu on %2 and erect it (%3)</source>
        <translation>Transporter votre %1 Moaï jusqu&apos;à l&apos;Ahu en %2 et l&apos;ériger (%3)</translation>
    </message>
    <message>
        <source>Drop out of this transport phase</source>
        <translation>Passer jusqu&apos;à la fin de cette phase de transport</translation>
    </message>
    <message>
        <source>Take %1 for your Transporter</source>
        <translation>Prendre %1 pour votre Transporteur</translation>
    </message>
    <message>
        <source>Take 2 more Resources</source>
        <translation>Prendre 2 Ressources de plus</translation>
    </message>
    <message>
        <source>Take 3 more Resources</source>
        <translation>Prendre 3 Ressources de plus</translation>
    </message>
    <message>
        <source>Erect the Moai</source>
        <translation>Ériger le Moaï</translation>
    </message>
    <message>
        <source>Erect the Moai: take %1 (Fervent)</source>
        <translation>Ériger le Moaï&#xa0;: prendre %1 (Fervent)</translation>
    </message>
    <message>
        <source>Erect the Moai: take %1 and %2 (Fervent)</source>
        <translation>Ériger le Moaï&#xa0;: prendre %1 et %2 (Fervent)</translation>
    </message>
    <message>
        <source>Erect the Moai: take %1</source>
        <translation>Ériger le Moaï&#xa0;: prendre %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Spend %1 for an Outstanding %2 Offering tile</source>
        <translation>Dépenser %1 pour une tuile Offrande %2 exceptionnelle</translation>
    </message>
    <message>
        <source>Spend %1 for a %2 Offering tile</source>
        <translation>Dépenser %1 pour une tuile Offrande %2</translation>
    </message>
    <message>
        <source> (Artistic)</source>
        <translation> (Artiste)</translation>
    </message>
    <message>
        <source>Take the %1 Ahu tile</source>
        <translation>Prendre la tuile Ahu %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 × %1</translation>
    </message>
    <message>
        <source>%1 sculpts Moai: %2.</source>
        <translation>%1 sculpte des Moaï&#xa0;: %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Round %1 was the last one Rano plays: the game is over.</source>
        <translation>Le tour de jeu %1 était le dernier que Rano joue&#xa0;: la partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n Ahu left empty at the round&apos;s end: the game is over.</source>
        <translation>
            <numerusform>Plus que %n Ahu vide à la fin du tour de jeu&#xa0;: la partie est terminée.</numerusform>
            <numerusform>Plus que %n Ahu vides à la fin du tour de jeu&#xa0;: la partie est terminée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins; the turn order is %2.</source>
        <translation>Le tour de jeu %1 commence&#xa0;; l&apos;ordre du tour est %2.</translation>
    </message>
    <message>
        <source>a Pukao</source>
        <translation>un Pukao</translation>
    </message>
    <message>
        <source>a %1 Moai</source>
        <translation>un %1 Moaï</translation>
    </message>
    <message>
        <source>Offering tiles</source>
        <translation>Tuiles Offrande</translation>
    </message>
    <message>
        <source>Resources left (1 each)</source>
        <translation>Ressources restantes (1 chacune)</translation>
    </message>
    <message>
        <source>Rongorongo Tablet unused (3)</source>
        <translation>Tablette Rongo inutilisée (3)</translation>
    </message>
    <message>
        <source>Gain Favor (3)</source>
        <translation>Faveur (3)</translation>
    </message>
    <message>
        <source>%1 places a Villager on %2 as a Transporter.</source>
        <translation>%1 place un Villageois sur %2 comme Transporteur.</translation>
    </message>
    <message>
        <source>%1 places a Villager in the Quarry&apos;s %2 column as a Sculptor.</source>
        <translation>%1 place un Villageois dans la colonne des %2s de la Carrière comme Sculpteur.</translation>
    </message>
    <message>
        <source>%1 places the Sorcerer on star %2 of the turn order track.</source>
        <translation>%1 place son Sorcier sur l&apos;étoile %2 de la piste d&apos;ordre du tour.</translation>
    </message>
    <message>
        <source>%1 places the Chief below the %2 column.</source>
        <translation>%1 place son Chef sous la colonne des %2s.</translation>
    </message>
    <message>
        <source>%1 adds the %2 Improvement (%3).</source>
        <translation>%1 ajoute l&apos;Amélioration %2 (%3).</translation>
    </message>
    <message>
        <source>%1 keeps the Ahu tiles for later.</source>
        <translation>%1 garde ses tuiles Ahu pour plus tard.</translation>
    </message>
    <message>
        <source>%1 adds a virtual Sculptor in the %2 column%3.</source>
        <translation>%1 ajoute un Sculpteur virtuel dans la colonne des %2s%3.</translation>
    </message>
    <message>
        <source>%1 turns the Sorcerer into a Sculptor in the %2 column%3.</source>
        <translation>%1 change son Sorcier en Sculpteur dans la colonne des %2s%3.</translation>
    </message>
    <message>
        <source>%1 turns the Sorcerer into a Transporter on %2%3.</source>
        <translation>%1 change son Sorcier en Transporteur sur %2%3.</translation>
    </message>
    <message>
        <source>%1 places the Chief as a Transporter on %2%3.</source>
        <translation>%1 place son Chef comme Transporteur sur %2%3.</translation>
    </message>
    <message>
        <source>%1 places a Sculptor as a Transporter on %2%3.</source>
        <translation>%1 place l&apos;un de ses Sculpteurs comme Transporteur sur %2%3.</translation>
    </message>
    <message>
        <source>%1 sculpts %2 large, %3 medium and %4 small Moai.</source>
        <translation>%1 sculpte des Moaï (grands&#xa0;: %2, moyens&#xa0;: %3, petits&#xa0;: %4).</translation>
    </message>
    <message>
        <source>%1 stands the fatigued Transporter on %2 up%3.</source>
        <translation>%1 remet debout son Transporteur fatigué sur %2%3.</translation>
    </message>
    <message>
        <source>%1 exchanges %2 for %3%4.</source>
        <translation>%1 échange %2 contre %3%4.</translation>
    </message>
    <message>
        <source>%1 carries a %2 Moai to the Ahu on %3 and erects it (%4).</source>
        <translation>%1 transporte son %2 Moaï jusqu&apos;à l&apos;Ahu en %3 et l&apos;érige (%4).</translation>
    </message>
    <message>
        <source>%1 drops out of this transport phase.</source>
        <translation>%1 passe jusqu&apos;à la fin de cette phase de transport.</translation>
    </message>
    <message>
        <source>%1 takes %2 for a Transporter.</source>
        <translation>%1 prend %2 pour son Transporteur.</translation>
    </message>
    <message>
        <source>%1 takes 2 more Resources%2.</source>
        <translation>%1 prend 2 Ressources de plus%2.</translation>
    </message>
    <message>
        <source>%1 takes 3 more Resources%2.</source>
        <translation>%1 prend 3 Ressources de plus%2.</translation>
    </message>
    <message>
        <source>%1 erects the Moai.</source>
        <translation>%1 érige le Moaï.</translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2 (Fervent).</source>
        <translation>%1 érige le Moaï et prend %2 (Fervent).</translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2 and %3 (Fervent).</source>
        <translation>%1 érige le Moaï et prend %2 et %3 (Fervent).</translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2.</source>
        <translation>%1 érige le Moaï et prend %2.</translation>
    </message>
    <message>
        <source>%1 spends %2 for an Outstanding %3 Offering tile%4.</source>
        <translation>%1 dépense %2 pour une tuile Offrande %3 exceptionnelle%4.</translation>
    </message>
    <message>
        <source>%1 spends %2 for a %3 Offering tile%4.</source>
        <translation>%1 dépense %2 pour une tuile Offrande %3%4.</translation>
    </message>
    <message>
        <source>%1 takes the %2 Ahu tile.</source>
        <translation>%1 prend la tuile Ahu %2.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 finit son tour.</translation>
    </message>
    <message numerus="yes">
        <source>Take a %1 Offering tile: %n ways to pay…</source>
        <translation>
            <numerusform>Prendre une tuile Offrande %1&#xa0;: %n façon de payer…</numerusform>
            <numerusform>Prendre une tuile Offrande %1&#xa0;: %n façons de payer…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Carry a Pukao to the Ahu on %1: %n ways…</source>
        <translation>
            <numerusform>Transporter un Pukao jusqu&apos;à l&apos;Ahu en %1&#xa0;: %n façon…</numerusform>
            <numerusform>Transporter un Pukao jusqu&apos;à l&apos;Ahu en %1&#xa0;: %n façons…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Carry a Moai to the Ahu on %1: %n ways…</source>
        <translation>
            <numerusform>Transporter un Moaï jusqu&apos;à l&apos;Ahu en %1&#xa0;: %n façon…</numerusform>
            <numerusform>Transporter un Moaï jusqu&apos;à l&apos;Ahu en %1&#xa0;: %n façons…</numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1 for your Transporter (you hold %2 already: it adds nothing)</source>
        <translation>Prendre %1 pour votre Transporteur (vous en avez déjà %2&#xa0;: cela n&apos;ajoute rien)</translation>
    </message>
    <message numerus="yes">
        <source>no %1 (%n lost: the track stops at 10)</source>
        <translation>
            <numerusform>aucun %1 (%n perdu&#xa0;: la piste s&apos;arrête à 10)</numerusform>
            <numerusform>aucun %1 (%n perdus&#xa0;: la piste s&apos;arrête à 10)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost: the track stops at 10)</source>
        <translation>
            <numerusform>%1 (%n perdu&#xa0;: la piste s&apos;arrête à 10)</numerusform>
            <numerusform>%1 (%n perdus&#xa0;: la piste s&apos;arrête à 10)</numerusform>
        </translation>
    </message>
    <message>
        <source>a %1 Moai with its Pukao</source>
        <translation>un %1 Moaï coiffé de son Pukao</translation>
    </message>
    <message>
        <source>Standing here: %1</source>
        <translation>Ici se dressent&#xa0;: %1</translation>
    </message>
    <message>
        <source>Exchange any 3 of your Resources for any 3 of your choice.</source>
        <translation>Échangez 3 de vos Ressources contre 3 Ressources de votre choix.</translation>
    </message>
    <message>
        <source>Carry a Pukao to the Ahu on %1 and style its %2 Moai (%3)</source>
        <translation>Transporter un Pukao jusqu&apos;à l&apos;Ahu en %1 et coiffer son %2 Moaï (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Exchange Resources%1: %n choices…</source>
        <translation>
            <numerusform>Échanger des Ressources%1&#xa0;: %n choix…</numerusform>
            <numerusform>Échanger des Ressources%1&#xa0;: %n choix…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %1 for other Resources: %n choices…</source>
        <translation>
            <numerusform>Donner des %1 contre d&apos;autres Ressources&#xa0;: %n choix…</numerusform>
            <numerusform>Donner des %1 contre d&apos;autres Ressources&#xa0;: %n choix…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 carries a Pukao to the Ahu on %2 and styles its %3 Moai (%4).</source>
        <translation>%1 transporte un Pukao jusqu&apos;à l&apos;Ahu en %2 et coiffe son %3 Moaï (%4).</translation>
    </message>
    <message>
        <source>Carry your %1 Moai to the Ahu on %2 and erect it (%3): take %4</source>
        <translation>Transporter votre %1 Moaï jusqu&apos;à l&apos;Ahu en %2 et l&apos;ériger (%3)&#xa0;: prendre %4</translation>
    </message>
    <message>
        <source>%1 carries a %2 Moai to the Ahu on %3 and erects it (%4): %5.</source>
        <translation>%1 transporte son %2 Moaï jusqu&apos;à l&apos;Ahu en %3 et l&apos;érige (%4)&#xa0;: %5.</translation>
    </message>
</context>
<context>
    <name>RapaNuiReviewScreen</name>
    <message>
        <source>The Ahu tiles are dealt and the turn order drawn.</source>
        <translation>Les tuiles Ahu sont distribuées et l&apos;ordre du tour est tiré au sort.</translation>
    </message>
    <message>
        <source>The set-up</source>
        <translation>La mise en place</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour de jeu %1</translation>
    </message>
</context>
<context>
    <name>RapaNuiRulesPage</name>
    <message>
        <source>How to play Rapa Nui</source>
        <translation>Comment jouer à Rapa Nui</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>You lead a clan of Rapa Nui. Your Villagers sculpt Moai in the quarry of Rano Raraku and carry them along chains of Transporters to the Ahu on the coast; a Pukao from Puna Pau styles a Moai, and styling buys an Offering tile. The player with the most points at the end wins: Offering tiles, 1 per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor.</source>
        <translation>Vous menez un clan de Rapa Nui. Vos Villageois sculptent des Moaï dans la carrière de Rano Raraku et les font passer de Transporteur en Transporteur jusqu&apos;aux Ahu de la côte&#xa0;; un Pukao venu de Puna Pau coiffe un Moaï, et chaque Moaï coiffé permet d&apos;acheter une tuile Offrande. À la fin, le joueur qui a le plus de points gagne&#xa0;: tuiles Offrande, 1 par Ressource restante, 3 pour une Tablette Rongo inutilisée et 3 pour Faveur.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>The island</source>
        <translation>L&apos;île</translation>
    </message>
    <message>
        <source>Rano draws the island as squares, named by column and row (C4). Spaces connect across their sides. An inland space shows what a Transporter standing there earns: one Resource, or two for an &quot;a/b&quot; space whose Transporter&apos;s owner chooses. An Ahu space on the coast shows the Resource a Moai erected there gives, and its Ahu tile, face up until a Moai takes it. The Crater (Rano Raraku) and the Pukao Quarry (Puna Pau) each hold a neutral Transporter; no player&apos;s figurine goes there.</source>
        <translation>Rano dessine l&apos;île en cases carrées, repérées par colonne et par ligne (C4). Les cases communiquent par leurs côtés. Une case de l&apos;intérieur montre ce que gagne un Transporteur qui s&apos;y tient&#xa0;: une Ressource, ou deux sur une case &quot;a/b&quot;, où le propriétaire du Transporteur choisit. Une case Ahu, sur la côte, montre la Ressource que rapporte un Moaï érigé là, ainsi que sa tuile Ahu, face visible jusqu&apos;à ce qu&apos;un Moaï la prenne. Le Cratère (Rano Raraku) et la Carrière de Pukao (Puna Pau) accueillent chacun un Transporteur neutre&#xa0;; aucune figurine de joueur n&apos;y va.</translation>
    </message>
    <message>
        <source>Phase 1: place figurines</source>
        <translation>Phase 1&#xa0;: poser les figurines</translation>
    </message>
    <message>
        <source>In turn order, one figurine at a time, until all are placed: a Villager on an island space as a Transporter (an empty space or one of your own, several of yours together are fine) or on a free Sculptor space of the Moai Quarry; your Sorcerer on a free star of the turn order track; your Chief, once you have its Improvement, below any column of the Quarry, together with a Villager or your Sorcerer in the same turn (alone it takes no turn). The first player may not open the round with the Sorcerer on the first star. Improvements and Barter may come before or after your figurine; then end your turn.</source>
        <translation>Dans l&apos;ordre du tour, une figurine à la fois, jusqu&apos;à ce que toutes soient posées&#xa0;: un Villageois sur une case de l&apos;île comme Transporteur (une case vide ou déjà à vous&#xa0;: plusieurs des vôtres peuvent s&apos;y côtoyer) ou sur une place de Sculpteur libre de la Carrière de Moaï&#xa0;; votre Sorcier sur une étoile libre de la piste d&apos;ordre du tour&#xa0;; votre Chef, une fois son Amélioration acquise, sous n&apos;importe quelle colonne de la Carrière, en même temps qu&apos;un Villageois ou votre Sorcier, dans le même tour (seul, il ne prend pas de tour). Le premier joueur ne peut pas commencer le tour de jeu en posant son Sorcier sur la première étoile. Améliorations et Troc peuvent venir avant ou après votre figurine&#xa0;; finissez ensuite votre tour.</translation>
    </message>
    <message>
        <source>Phase 2: turn order and sculpting</source>
        <translation>Phase 2&#xa0;: ordre du tour et sculpture</translation>
    </message>
    <message>
        <source>The new turn order is the Sorcerers&apos; order along the stars. Then each player in turn takes Moai: a Sculptor in the small column makes a small Moai; with one in the medium column too, those two make a medium one; with one in each column, a large one. You choose how yours combine. A missing size is replaced by the next smaller one left in the supply. The Moai wait in the Crater until carried.</source>
        <translation>Le nouvel ordre du tour est celui des Sorciers le long des étoiles. Puis chaque joueur, à son tour, prend ses Moaï&#xa0;: un Sculpteur dans la colonne des petits fait un petit Moaï&#xa0;; avec un autre dans la colonne des moyens, les deux font un Moaï moyen&#xa0;; avec un dans chaque colonne, un grand. Vous choisissez comment combiner les vôtres. Une taille épuisée est remplacée par la taille inférieure suivante encore en réserve. Les Moaï attendent dans le Cratère qu&apos;on les transporte.</translation>
    </message>
    <message>
        <source>Phase 3: transport</source>
        <translation>Phase 3&#xa0;: transport</translation>
    </message>
    <message>
        <source>Styling and Offerings</source>
        <translation>Coiffer les Moaï et faire des Offrandes</translation>
    </message>
    <message>
        <source>Hut</source>
        <translation>Hutte</translation>
    </message>
    <message>
        <source>Chicken</source>
        <translation>Poule</translation>
    </message>
    <message>
        <source>Hatchet</source>
        <translation>Hache</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Bateau</translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation>Collier</translation>
    </message>
    <message>
        <source>Ahu tiles and the Rongorongo Tablet</source>
        <translation>Les tuiles Ahu et la Tablette Rongo</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Repos</translation>
    </message>
    <message>
        <source>Barter</source>
        <translation>Troc</translation>
    </message>
    <message>
        <source>Skimp</source>
        <translation>Économie</translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation>Renfort</translation>
    </message>
    <message>
        <source>Take Your Pick</source>
        <translation>Offrande exceptionnelle</translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation>Coup de main</translation>
    </message>
    <message>
        <source>Rongorongo Tablet</source>
        <translation>Tablette Rongo</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>Améliorations</translation>
    </message>
    <message>
        <source>At any moment of your placement or transport turn, before or after its figurine or transport, you may add Improvements, at most 3 of the 4: &lt;b&gt;Fervent&lt;/b&gt; (2 Reeds) takes erected Resources one step higher; &lt;b&gt;Artistic&lt;/b&gt; (2 Eggs) takes an Offering one step higher than the one paid for; &lt;b&gt;Popular&lt;/b&gt; (2 Wood) gives a fifth Villager; &lt;b&gt;Chief&lt;/b&gt; (3 Pearls) gives the Chief, a Sculptor placed with another figurine below any column even when it is full.</source>
        <translation>À tout moment de votre tour de pose ou de transport, avant ou après sa figurine ou son transport, vous pouvez ajouter des Améliorations, 3 au plus sur les 4&#xa0;: &lt;b&gt;Fervent&lt;/b&gt; (2 Joncs) prend les Ressources d&apos;un Moaï érigé un niveau plus haut&#xa0;; &lt;b&gt;Artiste&lt;/b&gt; (2 Œufs) prend une Offrande d&apos;un niveau au-dessus de celle payée&#xa0;; &lt;b&gt;Populaire&lt;/b&gt; (2 Bois) donne un cinquième Villageois&#xa0;; &lt;b&gt;Chef&lt;/b&gt; (3 Perles) donne le Chef, un Sculpteur posé avec une autre figurine sous n&apos;importe quelle colonne, même pleine.</translation>
    </message>
    <message>
        <source>Fervent</source>
        <translation>Fervent</translation>
    </message>
    <message>
        <source>Artistic</source>
        <translation>Artiste</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>Populaire</translation>
    </message>
    <message>
        <source>Chief</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>The end and the score</source>
        <translation>La fin et le décompte</translation>
    </message>
    <message>
        <source>Two players and the first game</source>
        <translation>À deux joueurs, et la première partie</translation>
    </message>
    <message>
        <source>Two players use the two-player side of the island (15 Ahu, two stars, Quarry columns of 3, 2 and 2), play with stacks of two Offering tiles and 17 Moai, and draft their Ahu tiles: the second player in turn order takes a kind of tile from the leftovers and sets the identical ones aside, then the first, and so on, until each holds 2. A first game plays with the 21 simplest Ahu tiles and no Rongorongo Tablets (the option on the new-game page).</source>
        <translation>À deux, on joue sur la face deux joueurs de l&apos;île (15 Ahu, deux étoiles, colonnes de la Carrière de 3, 2 et 2 places), avec des piles de deux tuiles Offrande et 17 Moaï, et on choisit ses tuiles Ahu à tour de rôle&#xa0;: le deuxième joueur dans l&apos;ordre du tour prend une sorte de tuile parmi celles qui restent et met de côté les tuiles identiques, puis le premier, et ainsi de suite, jusqu&apos;à ce que chacun en ait 2. Une première partie se joue avec les 21 tuiles Ahu les plus simples et sans Tablette Rongo (l&apos;option de la page de nouvelle partie).</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Every place you may choose glows: click a space, a Quarry column, a star, an Offering stack or an Improvement. A place with several choices (an Ahu reached by different paths, a Moai of two sizes) lists them in the side panel, each saying who is paid what; the list also holds every choice in words. Pointing at a choice or a line of the log lights its spaces. Keys: H a hint, Ctrl+Z take back, Space skip ahead, Ctrl+S save, F1 these rules.</source>
        <translation>Chaque endroit que vous pouvez choisir s&apos;illumine&#xa0;: cliquez sur une case, une colonne de la Carrière, une étoile, une pile d&apos;Offrandes ou une Amélioration. Un endroit qui offre plusieurs choix (un Ahu atteint par différents chemins, un Moaï de deux tailles) les liste dans le panneau latéral, chacun indiquant qui reçoit quoi&#xa0;; la liste donne aussi tous les choix en toutes lettres. Pointer un choix ou une ligne du journal éclaire ses cases. Touches&#xa0;: H un conseil, Ctrl+Z annuler, Espace passer les coups des IA, Ctrl+S sauvegarder, F1 ces règles.</translation>
    </message>
    <message>
        <source>Where the rulebook is silent, Rano decides</source>
        <translation>Là où la règle se tait, Rano décide</translation>
    </message>
    <message>
        <source>Four Resources, low to high: Reeds, Eggs, Wood and Pearls. Each player&apos;s board tracks them from 0 to 10 (more is lost: each choice says what it would lose); everyone starts with 1 of each. An Offering may be paid with higher Resources in place of lower ones (you choose which); an Improvement takes exactly its own Resource. On the board every Resource has its own shape, so no one needs to tell them by colour.</source>
        <translation>Quatre Ressources, de la moins précieuse à la plus précieuse&#xa0;: Joncs, Œufs, Bois et Perles. Le plateau de chaque joueur les compte de 0 à 10 (le surplus est perdu&#xa0;: chaque choix dit ce qu&apos;il ferait perdre)&#xa0;; chacun commence avec 1 de chaque. Une Offrande peut se payer avec des Ressources plus précieuses à la place de moins précieuses (vous choisissez lesquelles)&#xa0;; une Amélioration se paie exactement dans sa Ressource. Sur le plateau, chaque Ressource a sa propre forme&#xa0;: nul besoin de les distinguer à la couleur.</translation>
    </message>
    <message>
        <source>From the first player round the table, each player either carries one Moai or one Pukao, or drops out for the round. A Moai goes from the Crater along a chain of spaces that each hold a Transporter to an Ahu where you have a standing Transporter; several Moai may stand on one Ahu space. Each opponent&apos;s space crossed pays its owner one Resource of its kind (on an &quot;a/b&quot; space, the owner chooses). You then erect the Moai: take the Ahu tile if it is still there, and 1, 3 or 5 Resources of the Ahu&apos;s kind for a small, medium or large Moai; your Transporter there lies down, fatigued: it still carries, but erects no more this round. When everyone has dropped out, the round ends: the figurines go home and Moai not erected go back.</source>
        <translation>En partant du premier joueur et dans l&apos;ordre du tour, chaque joueur soit transporte un Moaï ou un Pukao, soit passe jusqu&apos;à la fin du tour de jeu. Un Moaï part du Cratère et suit une chaîne de cases occupées chacune par un Transporteur, jusqu&apos;à un Ahu où vous avez un Transporteur debout&#xa0;; plusieurs Moaï peuvent se dresser sur une même case Ahu. Chaque case adverse traversée rapporte à son propriétaire une Ressource de son type (sur une case &quot;a/b&quot;, le propriétaire choisit). Vous érigez alors le Moaï&#xa0;: prenez la tuile Ahu si elle s&apos;y trouve encore, et 1, 3 ou 5 Ressources du type de l&apos;Ahu pour un Moaï petit, moyen ou grand&#xa0;; votre Transporteur sur place est couché, fatigué&#xa0;: il transporte encore, mais n&apos;érige plus rien du tour de jeu. Quand tout le monde a passé, le tour de jeu s&apos;achève&#xa0;: les figurines rentrent et les Moaï non érigés retournent en réserve.</translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry the same way to an Ahu with a Moai that has none (the largest such Moai there takes it), where you have a standing Transporter, and only if you can then pay for an Offering; each opponent&apos;s space crossed pays its owner 1 Reed. The Transporter lies down and you make one exchange for the top tile of a stack: 4 Reeds for the Hut, 4 Eggs for the Chicken, one of each Resource for the Hatchet, 4 Wood for the Boat, 4 Pearls for the Necklace. Offering tiles lie face down, but their stacks are sorted and public, so Rano shows each stack&apos;s next value and its Outstanding tiles.</source>
        <translation>Un Pukao part de la Carrière de Pukao de la même façon vers un Ahu où se dresse un Moaï pas encore coiffé (le plus grand de ces Moaï le reçoit), où vous avez un Transporteur debout, et seulement si vous pouvez ensuite payer une Offrande&#xa0;; chaque case adverse traversée rapporte 1 Jonc à son propriétaire. Le Transporteur se couche et vous faites un seul échange contre la tuile du dessus d&apos;une pile&#xa0;: 4 Joncs pour la Hutte, 4 Œufs pour la Poule, une Ressource de chaque type pour la Hache, 4 Bois pour le Bateau, 4 Perles pour le Collier. Les tuiles Offrande sont face cachée, mais leurs piles sont triées et connues de tous&#xa0;: Rano montre donc la prochaine valeur de chaque pile et ses tuiles exceptionnelles.</translation>
    </message>
    <message>
        <source>Erecting a Moai takes the Ahu tile of its space. Use it at its moment or keep it: &lt;b&gt;Rest&lt;/b&gt; stands a fatigued Transporter up; &lt;b&gt;Barter&lt;/b&gt; exchanges any 3 of your Resources for any 3 of your choice, in any of your turns; &lt;b&gt;Skimp&lt;/b&gt; pays 2 Resources for an Offering; &lt;b&gt;Chip In&lt;/b&gt; adds a virtual Sculptor; &lt;b&gt;Take Two More&lt;/b&gt; and &lt;b&gt;Take Three More&lt;/b&gt; add Resources when erecting; &lt;b&gt;Take Your Pick&lt;/b&gt; lets you take the Outstanding tile of the type you buy, if you choose (kept: permanent); &lt;b&gt;Change Jobs&lt;/b&gt; turns your Sorcerer into a Sculptor or a Transporter; &lt;b&gt;Lend a Hand&lt;/b&gt; turns a Sculptor or your Chief into a Transporter; &lt;b&gt;Gain Favor&lt;/b&gt; is worth 3 points. The Rongorongo Tablet, discarded, copies any of these, Take Your Pick too (once, at a styling); unused, it is worth 3 points. Rano offers each power at its moment, with a one-line effect.</source>
        <translation>Ériger un Moaï fait gagner la tuile Ahu de sa case. Jouez-la au moment voulu ou gardez-la&#xa0;: &lt;b&gt;Repos&lt;/b&gt; remet debout un Transporteur fatigué&#xa0;; &lt;b&gt;Troc&lt;/b&gt; échange 3 de vos Ressources contre 3 Ressources de votre choix, à n&apos;importe lequel de vos tours&#xa0;; &lt;b&gt;Économie&lt;/b&gt; paie une Offrande avec 2 Ressources&#xa0;; &lt;b&gt;Renfort&lt;/b&gt; ajoute un Sculpteur virtuel&#xa0;; &lt;b&gt;Supplément&lt;/b&gt; et &lt;b&gt;Abondance&lt;/b&gt; ajoutent des Ressources quand vous érigez&#xa0;; &lt;b&gt;Offrande exceptionnelle&lt;/b&gt; vous permet de prendre, si vous le choisissez, la tuile exceptionnelle du type acheté (conservée&#xa0;: effet permanent)&#xa0;; &lt;b&gt;Reconversion&lt;/b&gt; change votre Sorcier en Sculpteur ou en Transporteur&#xa0;; &lt;b&gt;Coup de main&lt;/b&gt; change un Sculpteur ou votre Chef en Transporteur&#xa0;; &lt;b&gt;Faveur&lt;/b&gt; vaut 3 points. La Tablette Rongo, défaussée, copie n&apos;importe laquelle de ces tuiles, Offrande exceptionnelle comprise (une fois, pour un coiffage)&#xa0;; inutilisée, elle vaut 3 points. Rano propose chaque pouvoir au moment voulu, avec son effet en une ligne.</translation>
    </message>
    <message>
        <source>At the end of a round, if the Ahu without a Moai are no more than the number of players (with two players: fewer than 3), the game ends. Erected Moai stay: if the Moai left are too few to fill the Ahu that end needs, the game ends at that round&apos;s end. Each player scores their Offering tiles, 1 point per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor. The most points win; tied players share the victory. The side panel shows the empty Ahu left at every moment.</source>
        <translation>À la fin d&apos;un tour de jeu, si les Ahu sans Moaï ne sont pas plus nombreux que les joueurs (à deux joueurs&#xa0;: moins de 3), la partie s&apos;arrête. Les Moaï érigés restent en place&#xa0;: si les Moaï restants sont trop peu nombreux pour remplir les Ahu qu&apos;il faudrait encore, la partie s&apos;arrête à la fin de ce tour de jeu. Chaque joueur marque ses tuiles Offrande, 1 point par Ressource restante, 3 pour une Tablette Rongo inutilisée et 3 pour Faveur. Le plus de points l&apos;emporte&#xa0;; les joueurs à égalité se partagent la victoire. Le panneau latéral indique à tout moment combien d&apos;Ahu vides il reste.</translation>
    </message>
    <message>
        <source>• The island is a square grid drawn by Rano (the rulebook&apos;s picture is missing): 21 Ahu and 24 inland spaces on the 3-4 player side, 15 and 16 on the 2 player side; every Ahu is 2 to 7 spaces from the Crater and from the Pukao Quarry.&lt;br/&gt;• Several Moai may stand on one Ahu space: only the first takes its tile, each later one gives its Resources; a Pukao styles the largest Moai there without one. Transporters may stand on Ahu spaces and earn their Resource.&lt;br/&gt;• Quarry columns hold 5, 4 and 3 Sculptors (3, 2, 2 for two players); the Chief, Chip In and Change Jobs need no free space.&lt;br/&gt;• The turn order track has 4 stars (2 for two players).&lt;br/&gt;• Resources stop at 10.&lt;br/&gt;• Offering stacks: Hut 7 7 6 6, Chicken 8 8 7 7, Hatchet 9 9 8 8, Boat 10 10 9 9, Necklace 12 12 11 11; Outstanding: Hut 8, Chicken 9, Hatchet 10 and 11, Boat 11, Necklace 13 and 14, taken only through Take Your Pick, the highest left of the type, if you choose it.&lt;br/&gt;• You choose how your Sculptors combine; large Moai are taken first.&lt;br/&gt;• Transport choices list, per Ahu, the paths that differ in whom they pay; each opponent&apos;s space crossed pays once.&lt;br/&gt;• On an &quot;a/b&quot; space the owner chooses, during the mover&apos;s turn.&lt;br/&gt;• Fervent lets you take any number of the Resources one step higher.&lt;br/&gt;• Ahu tiles are offered at their moment; Improvements and Barter in any of your turns, and Rest in your transport turn, come before or after the turn&apos;s figurine or transport; then you end the turn. Dropping out ends it at once.&lt;br/&gt;• The game ends after 30 rounds at the latest, or at a round&apos;s end when the Moai left are too few for the empty Ahu the rule&apos;s end needs. The AI keeps 2 Moai to spare before erecting one beside another.&lt;br/&gt;• Barter: any 3 of your Resources for any 3 of your choice, as in the French original (the English edition: 3 of one kind for 3 of another). A Resource given and taken back counts, so 1 to 3 Resources may change kind; you need 3 to give. Skimp&apos;s Hatchet names its 2 Resources.&lt;br/&gt;• The Tablet copies any Ahu tile, as in the French original (the English edition excepts Take Your Pick). It is offered only for a power you hold no tile of, and never as Gain Favor, whose 3 points are the Tablet&apos;s own.&lt;br/&gt;• You choose which Resources pay for an Offering: every way is offered.&lt;br/&gt;• Neutral Transporters carry any piece.&lt;br/&gt;• The first-star rule concerns the first figurine; Improvements bought before it do not count.&lt;br/&gt;• The Chief erects or styles when it stands with your other Transporters: it never tires.&lt;br/&gt;• Popular or the Chief bought in phase 3 joins the next round.&lt;br/&gt;• The 2 player side&apos;s Ahu give Reeds 5, Eggs 4, Wood 3, Pearls 3.&lt;br/&gt;• A Pukao is carried only by a player who can then buy an Offering.&lt;br/&gt;• The draft ends early when the leftovers run out of kinds.&lt;br/&gt;• Change Jobs takes the Sorcerer off its star; Lend a Hand moves a Villager Sculptor first.&lt;br/&gt;• With two players the game ends with fewer than 3 empty Ahu, as in the French original; the English edition says 3 or fewer.</source>
        <translation>• L&apos;île est une grille de cases carrées dessinée par Rano (l&apos;illustration de la règle manque)&#xa0;: 21 Ahu et 24 cases intérieures sur la face 3-4 joueurs, 15 et 16 sur la face 2 joueurs&#xa0;; chaque Ahu est à une distance de 2 à 7 cases du Cratère comme de la Carrière de Pukao.&lt;br/&gt;• Plusieurs Moaï peuvent se dresser sur une même case Ahu&#xa0;: seul le premier prend sa tuile, chacun des suivants rapporte ses Ressources&#xa0;; un Pukao coiffe le plus grand Moaï non coiffé de la case. Des Transporteurs peuvent se tenir sur les cases Ahu et gagner leur Ressource.&lt;br/&gt;• Les colonnes de la Carrière accueillent 5, 4 et 3 Sculpteurs (3, 2, 2 à deux joueurs)&#xa0;; le Chef, Renfort et Reconversion n&apos;ont pas besoin de place libre.&lt;br/&gt;• La piste d&apos;ordre du tour a 4 étoiles (2 à deux joueurs).&lt;br/&gt;• Les Ressources plafonnent à 10.&lt;br/&gt;• Piles d&apos;Offrandes&#xa0;: Hutte 7 7 6 6, Poule 8 8 7 7, Hache 9 9 8 8, Bateau 10 10 9 9, Collier 12 12 11 11&#xa0;; exceptionnelles&#xa0;: Hutte 8, Poule 9, Hache 10 et 11, Bateau 11, Collier 13 et 14, obtenues seulement par la tuile Offrande exceptionnelle, la plus forte restante du type, si vous la choisissez.&lt;br/&gt;• Vous choisissez comment combiner vos Sculpteurs&#xa0;; les grands Moaï sont pris en premier.&lt;br/&gt;• Les choix de transport listent, pour chaque Ahu, les chemins qui diffèrent par les joueurs qu&apos;ils paient&#xa0;; chaque case adverse traversée ne paie qu&apos;une fois.&lt;br/&gt;• Sur une case &quot;a/b&quot;, le propriétaire choisit, pendant le tour du joueur qui transporte.&lt;br/&gt;• Fervent permet de prendre au niveau supérieur autant de ces Ressources que vous voulez.&lt;br/&gt;• Les tuiles Ahu sont proposées au moment voulu&#xa0;; Améliorations et Troc à chacun de vos tours, et Repos à votre tour de transport, viennent avant ou après la figurine ou le transport du tour&#xa0;; vous finissez ensuite le tour. Passer le finit aussitôt.&lt;br/&gt;• La partie s&apos;arrête au plus tard après 30 tours de jeu, ou à la fin d&apos;un tour de jeu quand les Moaï restants sont trop peu nombreux pour les Ahu vides qu&apos;il faudrait remplir. L&apos;IA garde 2 Moaï d&apos;avance avant d&apos;en ériger un à côté d&apos;un autre.&lt;br/&gt;• Troc&#xa0;: 3 de vos Ressources contre 3 Ressources de votre choix, comme dans la règle française d&apos;origine (l&apos;édition anglaise&#xa0;: 3 d&apos;un type contre 3 d&apos;un autre). Une Ressource donnée puis reprise compte&#xa0;: de 1 à 3 Ressources peuvent changer de type&#xa0;; il vous en faut 3 à donner. Avec Économie, la Hache précise ses 2 Ressources.&lt;br/&gt;• La Tablette copie n&apos;importe quelle tuile Ahu, comme dans la règle française d&apos;origine (l&apos;édition anglaise exclut Offrande exceptionnelle). Elle n&apos;est proposée que pour un pouvoir dont vous n&apos;avez pas la tuile, et jamais comme Faveur, dont les 3 points sont ceux de la Tablette.&lt;br/&gt;• Vous choisissez quelles Ressources paient une Offrande&#xa0;: chaque façon de payer est proposée.&lt;br/&gt;• Les Transporteurs neutres portent n&apos;importe quelle pièce.&lt;br/&gt;• La règle de la première étoile concerne la première figurine&#xa0;; les Améliorations achetées avant ne comptent pas.&lt;br/&gt;• Le Chef érige ou coiffe quand il se tient avec vos autres Transporteurs&#xa0;: il ne se fatigue jamais.&lt;br/&gt;• Populaire, ou le Chef, acheté en phase 3 entre en jeu au tour de jeu suivant.&lt;br/&gt;• Sur la face 2 joueurs, les Ahu se répartissent ainsi&#xa0;: Joncs 5, Œufs 4, Bois 3, Perles 3.&lt;br/&gt;• Un Pukao n&apos;est transporté que par un joueur qui peut ensuite acheter une Offrande.&lt;br/&gt;• Le choix des tuiles Ahu à deux s&apos;arrête plus tôt quand celles qui restent n&apos;offrent plus assez de sortes.&lt;br/&gt;• Reconversion retire le Sorcier de son étoile&#xa0;; Coup de main déplace d&apos;abord un Sculpteur Villageois.&lt;br/&gt;• À deux joueurs, la partie s&apos;arrête avec moins de 3 Ahu vides, comme dans la règle française d&apos;origine&#xa0;; l&apos;édition anglaise dit «&#xa0;3 ou moins&#xa0;».</translation>
    </message>
</context>
<context>
    <name>RapaNuiSetup</name>
    <message>
        <source>First game</source>
        <translation>Première partie</translation>
    </message>
    <message>
        <source>Play with the 21 simplest Ahu tiles and without Rongorongo Tablets</source>
        <translation>Jouer avec les 21 tuiles Ahu les plus simples et sans Tablette Rongo</translation>
    </message>
    <message>
        <source>Two players play on the two-player side of the island (15 Ahu) and draft their Ahu tiles; three or four play on the other side (21 Ahu). The seed deals the Ahu tiles and draws the turn order. Everyone starts with 1 Resource of each kind, 4 Villagers, a Sorcerer and, unless it is a first game, a Rongorongo Tablet.</source>
        <translation>À deux, on joue sur la face deux joueurs de l&apos;île (15 Ahu) et on choisit ses tuiles Ahu à tour de rôle&#xa0;; à trois ou quatre, on joue sur l&apos;autre face (21 Ahu). Le tirage distribue les tuiles Ahu et fixe l&apos;ordre du tour. Chacun commence avec 1 Ressource de chaque type, 4 Villageois, un Sorcier et, sauf lors d&apos;une première partie, une Tablette Rongo.</translation>
    </message>
</context>
<context>
    <name>RapaNuiTable</name>
    <message>
        <source>Drop out of the transport phase?</source>
        <translation>Passer pour le reste de la phase de transport&#xa0;?</translation>
    </message>
    <message>
        <source>You can still carry a Moai to an Ahu. A Moai not erected by the end of the round goes back to the supply.</source>
        <translation>Vous pouvez encore porter un Moaï jusqu&apos;à un Ahu. Un Moaï qui n&apos;est pas érigé à la fin du tour de jeu retourne à la réserve.</translation>
    </message>
    <message>
        <source>You can still carry a Pukao and buy an Offering with it.</source>
        <translation>Vous pouvez encore porter un Pukao et acheter une Offrande avec.</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>%1: your turn goes on: add an Improvement or barter, or end your turn.</source>
        <translation>%1&#xa0;: votre tour continue&#xa0;: ajoutez une Amélioration ou faites un Troc, ou finissez votre tour.</translation>
    </message>
    <message>
        <source>%1: your turn goes on: place your Chief with your figurine, add an Improvement, barter, or end your turn.</source>
        <translation>%1&#xa0;: votre tour continue&#xa0;: posez votre Chef avec votre figurine, ajoutez une Amélioration, faites un Troc, ou finissez votre tour.</translation>
    </message>
    <message>
        <source>%1: your turn goes on: add an Improvement, barter or rest, or end your turn.</source>
        <translation>%1&#xa0;: votre tour continue&#xa0;: ajoutez une Amélioration, faites un Troc ou un Repos, ou finissez votre tour.</translation>
    </message>
    <message>
        <source>The turn order is %1. The second player drafts the first Ahu tile.</source>
        <translation>L&apos;ordre du tour est %1. Le deuxième joueur choisit la première tuile Ahu.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The game goes on from round %1 of a recorded game.</source>
        <translation>La partie reprend au tour de jeu %1 d&apos;une partie enregistrée.</translation>
    </message>
    <message>
        <source>The game continues, round %1.</source>
        <translation>La partie reprend, tour de jeu %1.</translation>
    </message>
    <message>
        <source>%1: take an Ahu tile from the display; the identical ones are set aside.</source>
        <translation>%1&#xa0;: prenez une tuile Ahu parmi celles qui restent&#xa0;; les tuiles identiques sont mises de côté.</translation>
    </message>
    <message>
        <source>%1: place a figurine: a Villager on an island space or in the Moai Quarry, or your Sorcerer on a free star. Improvements may be added first.</source>
        <translation>%1&#xa0;: posez une figurine&#xa0;: un Villageois sur une case de l&apos;île ou dans la Carrière de Moaï, ou votre Sorcier sur une étoile libre. Vous pouvez d&apos;abord ajouter des Améliorations.</translation>
    </message>
    <message>
        <source>%1: Change Jobs may turn your Sorcerer into a Sculptor or a Transporter now.</source>
        <translation>%1&#xa0;: Reconversion peut maintenant changer votre Sorcier en Sculpteur ou en Transporteur.</translation>
    </message>
    <message>
        <source>%1: Chip In may add a virtual Sculptor to a column now.</source>
        <translation>%1&#xa0;: Renfort peut maintenant ajouter un Sculpteur virtuel dans une colonne.</translation>
    </message>
    <message>
        <source>%1: choose how your Sculptors combine into Moai.</source>
        <translation>%1&#xa0;: choisissez comment vos Sculpteurs se combinent en Moaï.</translation>
    </message>
    <message>
        <source>%1: Lend a Hand may turn a Sculptor or your Chief into a Transporter now.</source>
        <translation>%1&#xa0;: Coup de main peut maintenant changer un Sculpteur ou votre Chef en Transporteur.</translation>
    </message>
    <message>
        <source>%1: carry a Moai or a Pukao to an Ahu (click the Ahu), or drop out.</source>
        <translation>%1&#xa0;: transportez un Moaï ou un Pukao jusqu&apos;à un Ahu (cliquez sur l&apos;Ahu), ou passez.</translation>
    </message>
    <message>
        <source>%1: %2 crosses your Transporter on %3. Which Resource do you take?</source>
        <translation>%1&#xa0;: %2 passe par votre Transporteur sur %3. Quelle Ressource prenez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>%1: erect the Moai and take its Resources.</source>
        <translation>%1&#xa0;: érigez le Moaï et prenez ses Ressources.</translation>
    </message>
    <message>
        <source>%1: the Moai is styled. Exchange Resources for an Offering tile.</source>
        <translation>%1&#xa0;: le Moaï est coiffé. Échangez des Ressources contre une tuile Offrande.</translation>
    </message>
    <message>
        <source>The first player may not open the round with the Sorcerer on the first star.</source>
        <translation>Le premier joueur ne peut pas ouvrir le tour de jeu en posant son Sorcier sur la première étoile.</translation>
    </message>
    <message>
        <source>That star already holds a Sorcerer.</source>
        <translation>Cette étoile porte déjà un Sorcier.</translation>
    </message>
    <message>
        <source>No figurine goes on the Crater or the Pukao Quarry: each holds a neutral Transporter.</source>
        <translation>Aucune figurine ne va sur le Cratère ni sur la Carrière de Pukao&#xa0;: chacun porte un Transporteur neutre.</translation>
    </message>
    <message>
        <source>%1&apos;s Transporters stand on %2: yours go on an empty space or one of your own.</source>
        <translation>Les Transporteurs de %1 sont sur %2&#xa0;: les vôtres vont sur une case vide ou sur l&apos;une des vôtres.</translation>
    </message>
    <message>
        <source>Every Sculptor space of that column is taken.</source>
        <translation>Toutes les cases Sculpteur de cette colonne sont prises.</translation>
    </message>
    <message>
        <source>You have added that Improvement already.</source>
        <translation>Vous avez déjà ajouté cette Amélioration.</translation>
    </message>
    <message>
        <source>At most 3 of the 4 Improvements may be added.</source>
        <translation>On ne peut ajouter que 3 des 4 Améliorations.</translation>
    </message>
    <message>
        <source>That Improvement costs %1.</source>
        <translation>Cette Amélioration coûte %1.</translation>
    </message>
    <message>
        <source>You cannot pay for that Offering, or its stack is empty.</source>
        <translation>Vous ne pouvez pas payer cette Offrande, ou sa pile est vide.</translation>
    </message>
    <message>
        <source>That is not one of your choices now.</source>
        <translation>Ce n&apos;est pas l&apos;un de vos choix maintenant.</translation>
    </message>
    <message>
        <source>You hold no such Moai: Moai are sculpted in phase 2, and those not erected go back to the supply at the round&apos;s end.</source>
        <translation>Vous n&apos;avez pas ce Moaï&#xa0;: les Moaï se sculptent en phase 2, et ceux qui ne sont pas érigés retournent en réserve à la fin du tour de jeu.</translation>
    </message>
    <message>
        <source>A Pukao needs a Moai without one: none stands on %1.</source>
        <translation>Un Pukao coiffe un Moaï qui n&apos;en a pas&#xa0;: il n&apos;y en a aucun en %1.</translation>
    </message>
    <message>
        <source>No Pukao is left.</source>
        <translation>Il ne reste aucun Pukao.</translation>
    </message>
    <message>
        <source>You may carry a Pukao only if you can then pay for an Offering tile.</source>
        <translation>Vous ne pouvez transporter un Pukao que si vous pouvez ensuite payer une tuile Offrande.</translation>
    </message>
    <message>
        <source>To erect or style on %1 you need one of your own Transporters standing there (not fatigued).</source>
        <translation>Pour ériger ou coiffer en %1, il vous faut un de vos Transporteurs debout sur place (non fatigué).</translation>
    </message>
    <message>
        <source>No chain of Transporters links the Crater to %1: every space on the way needs a Transporter, anyone&apos;s.</source>
        <translation>Aucune chaîne de Transporteurs ne relie le Cratère à %1&#xa0;: chaque case du chemin doit porter un Transporteur, de n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>No chain of Transporters links the Pukao Quarry to %1: every space on the way needs a Transporter, anyone&apos;s.</source>
        <translation>Aucune chaîne de Transporteurs ne relie la Carrière de Pukao à %1&#xa0;: chaque case du chemin doit porter un Transporteur, de n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>No chain to %1 pays just those spaces, or another pays less.</source>
        <translation>Aucune chaîne vers %1 ne paie exactement ces cases, ou une autre paie moins.</translation>
    </message>
    <message>
        <source>Barter needs a Barter tile or your Rongorongo Tablet.</source>
        <translation>Le Troc demande une tuile Troc ou votre Tablette Rongo.</translation>
    </message>
    <message>
        <source>Barter exchanges 3 of your Resources: you hold fewer than 3.</source>
        <translation>Le Troc échange 3 de vos Ressources&#xa0;: vous en avez moins de 3.</translation>
    </message>
    <message>
        <source>You do not hold the Resources that exchange would give.</source>
        <translation>Vous n&apos;avez pas les Ressources que cet échange donnerait.</translation>
    </message>
    <message>
        <source>A Barter gives 1 to 3 Resources for as many others, no kind on both sides.</source>
        <translation>Un Troc donne 1 à 3 Ressources contre autant d&apos;autres, sans le même type des deux côtés.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No action point is left: end your turn (Ctrl+E).</source>
        <translation>Il ne reste aucun point d&apos;action&#xa0;: terminez votre tour (Ctrl+E).</translation>
    </message>
    <message>
        <source>You have no Settler on that space.</source>
        <translation>Vous n&apos;avez pas de Colon sur cette case.</translation>
    </message>
    <message>
        <source>A Settler moves one space at a time, to a space beside it.</source>
        <translation>Un Colon se déplace d&apos;une case à la fois, vers une case voisine.</translation>
    </message>
    <message>
        <source>Nothing may enter a crater.</source>
        <translation>Rien ne peut entrer dans un cratère.</translation>
    </message>
    <message>
        <source>That space has sunk into the sea.</source>
        <translation>Cette case a sombré dans la mer.</translation>
    </message>
    <message>
        <source>There is no lying Moai of yours here to carry.</source>
        <translation>Il n&apos;y a ici aucun de vos Moaï couchés à porter.</translation>
    </message>
    <message>
        <source>A Fissure closes that border: Settlers never cross it.</source>
        <translation>Une Fissure ferme cette frontière&#xa0;: les Colons ne la franchissent jamais.</translation>
    </message>
    <message>
        <source>You have no Settler left on your Boat.</source>
        <translation>Il ne reste aucun Colon sur votre Bateau.</translation>
    </message>
    <message>
        <source>A Settler lands only on a space beside its Boat&apos;s bay.</source>
        <translation>Un Colon ne débarque que sur une case voisine de la baie de son Bateau.</translation>
    </message>
    <message>
        <source>Building a Village costs 2 action points.</source>
        <translation>Construire un Village coûte 2 points d&apos;action.</translation>
    </message>
    <message>
        <source>You have no Village left in reserve.</source>
        <translation>Il ne vous reste aucun Village en réserve.</translation>
    </message>
    <message>
        <source>You have no Moai left in reserve.</source>
        <translation>Il ne vous reste aucun Moaï en réserve.</translation>
    </message>
    <message>
        <source>You need a Settler on that space.</source>
        <translation>Il vous faut un Colon sur cette case.</translation>
    </message>
    <message>
        <source>Building and sculpting need lava under your Settler.</source>
        <translation>Construire et sculpter demandent de la lave sous votre Colon.</translation>
    </message>
    <message>
        <source>You have no Settler left in reserve.</source>
        <translation>Il ne vous reste aucun Colon en réserve.</translation>
    </message>
    <message>
        <source>You took a Prayer token this turn already: one per turn.</source>
        <translation>Vous avez déjà pris un jeton Prière ce tour-ci&#xa0;: un seul par tour.</translation>
    </message>
    <message>
        <source>No Prayer token is left in the supply.</source>
        <translation>Il ne reste aucun jeton Prière dans la réserve.</translation>
    </message>
    <message>
        <source>Not enough action points left: a Prayer token costs one action point more for each token you hold.</source>
        <translation>Pas assez de points d&apos;action&#xa0;: un jeton Prière coûte un point d&apos;action de plus par jeton que vous avez.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The game begins: %1 starts.</source>
        <translation>La partie commence&#xa0;: %1 joue en premier.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>A mistake: %1 gave %2 a %3% chance to win; the AI would %4 (%5%).</source>
        <translation>Une erreur&#xa0;: «&#xa0;%1&#xa0;» laissait à %2 %3 % de chances de gagner&#xa0;; l&apos;IA aurait choisi&#xa0;: %4 (%5 %).</translation>
    </message>
    <message>
        <source>The AI agrees with %1: %2% to win.</source>
        <translation>L&apos;IA approuve «&#xa0;%1&#xa0;»&#xa0;: %2 % de chances de gagner.</translation>
    </message>
    <message numerus="yes">
        <source>A mistake: %1 cost %2 about %n VP (a %3% chance to win after it); the AI would %4 (%5%).</source>
        <translation>
            <numerusform>Une erreur&#xa0;: «&#xa0;%1&#xa0;» a coûté environ %n&#xa0;PV à %2 (%3&#xa0;% de chances de gagner ensuite)&#xa0;; l&apos;IA aurait choisi&#xa0;: %4 (%5&#xa0;%).</numerusform>
            <numerusform>Une erreur&#xa0;: «&#xa0;%1&#xa0;» a coûté environ %n&#xa0;PV à %2 (%3&#xa0;% de chances de gagner ensuite)&#xa0;; l&apos;IA aurait choisi&#xa0;: %4 (%5&#xa0;%).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The replay %1 cannot be read: %2</source>
        <translation>Le replay %1 est illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Cette partie</translation>
    </message>
    <message>
        <source>A mistake: after “%1” %2 had a %3% chance to win; the AI would choose “%4” (%5%).</source>
        <translation>Une erreur&#xa0;: après «&#xa0;%1&#xa0;», %2 avait %3 % de chances de gagner&#xa0;; l&apos;IA aurait choisi «&#xa0;%4&#xa0;» (%5 %).</translation>
    </message>
    <message>
        <source>The AI agrees with “%1”: %2% to win.</source>
        <translation>L&apos;IA approuve «&#xa0;%1&#xa0;»&#xa0;: %2 % de chances de gagner.</translation>
    </message>
    <message numerus="yes">
        <source>A mistake: “%1” cost %2 about %n point(s) (a %3% chance to win after it); the AI would choose “%4” (%5%).</source>
        <translation>
            <numerusform>Une erreur&#xa0;: «&#xa0;%1&#xa0;» a coûté environ %n&#xa0;point à %2 (%3&#xa0;% de chances de gagner ensuite)&#xa0;; l&apos;IA aurait choisi «&#xa0;%4&#xa0;» (%5&#xa0;%).</numerusform>
            <numerusform>Une erreur&#xa0;: «&#xa0;%1&#xa0;» a coûté environ %n&#xa0;points à %2 (%3&#xa0;% de chances de gagner ensuite)&#xa0;; l&apos;IA aurait choisi «&#xa0;%4&#xa0;» (%5&#xa0;%).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewFrame</name>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>A new game goes on from this position. Take a seat; AIs play the others.</source>
        <translation>Une nouvelle partie reprend à cette position. Choisissez votre place&#xa0;; des IA jouent les autres.</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Leave the review</source>
        <translation>Quitter la revue</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <source>Review: %1</source>
        <translation>Revoir&#xa0;: %1</translation>
    </message>
    <message>
        <source>The end · choice %1 of %2</source>
        <translation>La fin · choix %1 sur %2</translation>
    </message>
    <message>
        <source>Round %1 · choice %2 of %3</source>
        <translation>Manche %1 · choix %2 sur %3</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Le début (Début)</translation>
    </message>
    <message>
        <source>Previous turn (Ctrl+Left)</source>
        <translation>Tour précédent (Ctrl+Gauche)</translation>
    </message>
    <message>
        <source>Previous choice (Left)</source>
        <translation>Choix précédent (Gauche)</translation>
    </message>
    <message>
        <source>Next choice (Right)</source>
        <translation>Choix suivant (Droite)</translation>
    </message>
    <message>
        <source>Next turn (Ctrl+Right)</source>
        <translation>Tour suivant (Ctrl+Droite)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>La fin (Fin)</translation>
    </message>
    <message>
        <source>Every choice of the game: drag to move through it</source>
        <translation>Tous les choix de la partie&#xa0;: faites glisser pour la parcourir</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>M%1</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation>+%1 PV</translation>
    </message>
    <message>
        <source>%1% → %2%</source>
        <translation>%1 % → %2 %</translation>
    </message>
    <message>
        <source>%1&apos;s chance to win before and after this turn; a mistake in it</source>
        <translation>Chances de victoire de %1 avant et après ce tour&#xa0;; il contient une erreur</translation>
    </message>
    <message>
        <source>%1&apos;s chance to win before and after this turn</source>
        <translation>Chances de victoire de %1 avant et après ce tour</translation>
    </message>
    <message>
        <source>Start a new game from this position against AIs</source>
        <translation>Commencer une nouvelle partie à partir de cette position contre des IA</translation>
    </message>
    <message>
        <source>Previous round (Page Up)</source>
        <translation>Manche précédente (Page préc.)</translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation>Manche suivante (Page suiv.)</translation>
    </message>
    <message>
        <source>The start · choice 0 of %1</source>
        <translation>Le début · choix 0 sur %1</translation>
    </message>
</context>
<context>
    <name>RulesFrame</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Close the rules (Esc)</source>
        <translation>Fermer les règles (Échap)</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>How to play Volcanic Isle</source>
        <translation>Comment jouer à L&apos;Île volcanique</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Mu is a volcanic continent, and it is sinking. Each player leads a people who come ashore from a Boat, build Villages, and sculpt and raise Moai. You score Victory Points (VP) as you build and raise, and at the end for everything of yours still on the land. When the sea has left two Volcanoes or fewer, the round is played to its end and the player with the most VP wins.</source>
        <translation>Mu est un continent volcanique, et il s&apos;enfonce dans la mer. Chaque joueur mène un peuple qui débarque d&apos;un Bateau, construit des Villages, sculpte et érige des Moaï. Vous marquez des points de victoire (PV) en construisant et en érigeant, puis à la fin pour tout ce qui vous appartient encore sur la terre. Quand la mer n&apos;a laissé que deux Volcans ou moins, la manche est jouée jusqu&apos;au bout et le joueur qui a le plus de PV gagne.</translation>
    </message>
    <message>
        <source>The continent</source>
        <translation>Le continent</translation>
    </message>
    <message>
        <source>Mu is made of 22 Areas of one to three hexagonal spaces. Areas 1 to 8 each hold a Volcano in a crater that nothing may enter; from it, two or three lava channels run in straight lines to the sea. Lava lies on some spaces from the start: it is the stone you build and sculpt with. Every space outside the craters holds one or two geysers, each looking towards one side of its Area. The Boats wait in a landfall bay beside the coast.</source>
        <translation>Mu est fait de 22 Régions d&apos;une à trois cases hexagonales. Les Régions 1 à 8 portent chacune un Volcan dans un cratère où rien ne peut entrer&#xa0;; de là, deux ou trois coulées de lave filent en ligne droite jusqu&apos;à la mer. La lave couvre certaines cases dès le départ&#xa0;: c&apos;est la pierre avec laquelle on construit et on sculpte. Chaque case hors des cratères a un ou deux geysers, chacun tourné vers un côté de sa Région. Les Bateaux attendent dans une baie d&apos;accostage le long de la côte.</translation>
    </message>
    <message>
        <source>Crater</source>
        <translation>Cratère</translation>
    </message>
    <message>
        <source>Lava</source>
        <translation>Lave</translation>
    </message>
    <message>
        <source>Two geysers</source>
        <translation>Deux geysers</translation>
    </message>
    <message>
        <source>Your turn: four action points</source>
        <translation>Votre tour&#xa0;: quatre points d&apos;action</translation>
    </message>
    <message>
        <source>Spend 4 action points (AP) in any order:&lt;br/&gt;• &lt;b&gt;Move a Settler&lt;/b&gt; (1 AP) to a neighbouring land space, never across a Fissure nor into a crater; from the Boat, onto a space beside its bay. It may carry one of your lying Moai along.&lt;br/&gt;• &lt;b&gt;Build a Village&lt;/b&gt; (2 AP) on a lava space where you have a Settler: +1 VP at once.&lt;br/&gt;• &lt;b&gt;Create a Settler&lt;/b&gt; (1 AP) in an Area where you have a Settler and a Village; each turn, no more there than you have Villages there.&lt;br/&gt;• &lt;b&gt;Sculpt a Moai&lt;/b&gt; (1 AP) on a lava space where you have a Settler: the Moai lies there.&lt;br/&gt;• &lt;b&gt;Raise a Moai&lt;/b&gt; (1 AP): your Settler and your lying Moai on a space with a free geyser.&lt;br/&gt;• &lt;b&gt;Take a Prayer token&lt;/b&gt; (1 AP, plus 1 for each token you hold), once a turn.&lt;br/&gt;You may end your turn whenever you like; points left unspent are lost.</source>
        <translation>Dépensez 4 points d&apos;action (PA) dans l&apos;ordre de votre choix&#xa0;:&lt;br/&gt;• &lt;b&gt;Déplacer un Colon&lt;/b&gt; (1 PA) vers une case de terre voisine, jamais à travers une Fissure ni dans un cratère&#xa0;; depuis le Bateau, sur une case au bord de sa baie. Il peut emporter l&apos;un de vos Moaï couchés.&lt;br/&gt;• &lt;b&gt;Construire un Village&lt;/b&gt; (2 PA) sur une case de lave où vous avez un Colon&#xa0;: +1 PV aussitôt.&lt;br/&gt;• &lt;b&gt;Créer un Colon&lt;/b&gt; (1 PA) dans une Région où vous avez un Colon et un Village&#xa0;; à chaque tour, pas plus de Colons créés là que vous n&apos;y avez de Villages.&lt;br/&gt;• &lt;b&gt;Sculpter un Moaï&lt;/b&gt; (1 PA) sur une case de lave où vous avez un Colon&#xa0;: le Moaï y est couché.&lt;br/&gt;• &lt;b&gt;Ériger un Moaï&lt;/b&gt; (1 PA)&#xa0;: votre Colon et votre Moaï couché sur une case dont un geyser est libre.&lt;br/&gt;• &lt;b&gt;Prendre un jeton Prière&lt;/b&gt; (1 PA, plus 1 par jeton déjà en votre possession), une fois par tour.&lt;br/&gt;Vous pouvez finir votre tour quand vous voulez&#xa0;; les points non dépensés sont perdus.</translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Colon</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Moai, lying</source>
        <translation>Moaï couché</translation>
    </message>
    <message>
        <source>Moai, raised</source>
        <translation>Moaï érigé</translation>
    </message>
    <message>
        <source>3 action points left</source>
        <translation>3 points d&apos;action restants</translation>
    </message>
    <message>
        <source>Raising a Moai</source>
        <translation>Ériger un Moaï</translation>
    </message>
    <message>
        <source>Eruptions</source>
        <translation>Les éruptions</translation>
    </message>
    <message>
        <source>When the die shows a Volcano, a Volcano chosen at random erupts. Along each of its channels the lava flows over the spaces it already covers and strikes the first other space: the Village and every lying Moai there are destroyed, unless their owner spends a Prayer token for each piece. Then lava covers the space if nothing holds its ground. Destroyed pieces go back to their owner, and no VP is lost. Whenever no lava at all is left on the board, two Volcanoes erupt together.</source>
        <translation>Quand le dé montre un Volcan, un Volcan tiré au hasard entre en éruption. Le long de chacune de ses coulées, la lave passe sur les cases qu&apos;elle couvre déjà et frappe la première autre case&#xa0;: le Village et tous les Moaï couchés qui s&apos;y trouvent sont détruits, sauf si leur propriétaire dépense un jeton Prière par pièce. Puis la lave couvre la case si rien n&apos;en occupe le sol. Les pièces détruites retournent à leur propriétaire et aucun PV n&apos;est perdu. Chaque fois qu&apos;il ne reste plus du tout de lave sur le plateau, deux Volcans entrent en éruption ensemble.</translation>
    </message>
    <message>
        <source>Sinking</source>
        <translation>L&apos;engloutissement</translation>
    </message>
    <message>
        <source>The end and the final count</source>
        <translation>La fin et le décompte final</translation>
    </message>
    <message>
        <source>When a sinking leaves two Volcanoes or fewer, the round is finished so that everyone has had as many turns. Then each player scores 3 VP per Village on the board, 4 per Settler on the board, 2 per unspent Prayer token, 2 per Moai on the board, standing or lying, and for every group of two or more of their Moai on the same or touching spaces, 2 VP per Moai in the group. Ties go to the most Settlers on the board, then Villages, then Moai; after that the win is shared.</source>
        <translation>Quand un engloutissement ne laisse que deux Volcans ou moins, on termine la manche pour que chacun ait joué autant de tours. Chaque joueur marque alors 3 PV par Village sur le plateau, 4 par Colon sur le plateau, 2 par jeton Prière non dépensé, 2 par Moaï sur le plateau, debout ou couché, et pour chaque groupe d&apos;au moins deux de ses Moaï sur une même case ou des cases voisines, 2 PV par Moaï du groupe. En cas d&apos;égalité, le plus de Colons sur le plateau l&apos;emporte, puis de Villages, puis de Moaï&#xa0;; au-delà, la victoire est partagée.</translation>
    </message>
    <message>
        <source>Where Rano decides</source>
        <translation>Là où Rano tranche</translation>
    </message>
    <message>
        <source>Playing in Rano</source>
        <translation>Jouer dans Rano</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Skip ahead while AIs play</source>
        <translation>Passer les coups des IA</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Annuler la sélection</translation>
    </message>
    <message>
        <source>Zoom in, out, whole board</source>
        <translation>Zoomer, dézoomer, tout le plateau</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Sauvegarder la partie</translation>
    </message>
    <message>
        <source>These rules</source>
        <translation>Ces règles</translation>
    </message>
    <message>
        <source>Show or hide the space numbers</source>
        <translation>Afficher ou masquer les numéros des cases</translation>
    </message>
    <message>
        <source>Move the cursor across the spaces</source>
        <translation>Déplacer le curseur de case en case</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Click the space under the cursor</source>
        <translation>Cliquer sur la case sous le curseur</translation>
    </message>
    <message>
        <source>Pick the Boat</source>
        <translation>Choisir le Bateau</translation>
    </message>
    <message>
        <source>Press the action buttons, in order</source>
        <translation>Appuyer sur les boutons d&apos;action, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Go from control to control</source>
        <translation>Passer d&apos;un contrôle à l&apos;autre</translation>
    </message>
    <message>
        <source>Click one of your Settlers, or the Boat: the spaces it can reach glow, and the buttons offer every action you may take there with its cost. A question outside your turn (spending a Prayer token, a rescue before a sinking) names the player who must answer. Hint asks the Hard AI for its choice and its next two, each with its chance to win, and marks the choice on the board. Every move is shown on the board as it is played, at the pace set for the AIs in Settings. A turn can also be played without the mouse, with the keys listed here.</source>
        <translation>Cliquez sur l&apos;un de vos Colons, ou sur le Bateau&#xa0;: les cases qu&apos;il peut atteindre s&apos;illuminent, et les boutons proposent chaque action possible avec son coût. Une question hors de votre tour (dépenser un jeton Prière, un sauvetage avant un engloutissement) nomme le joueur qui doit répondre. Conseil demande à l&apos;IA difficile son choix et les deux suivants, chacun avec ses chances de gagner, et marque le choix sur le plateau. Chaque coup est montré sur le plateau au moment où il est joué, au rythme réglé pour les IA dans les Paramètres. Un tour peut aussi se jouer sans la souris, avec les touches listées ici.</translation>
    </message>
    <message>
        <source>What just happened: the others&apos; last moves again</source>
        <translation>Ce qui vient de se passer&#xa0;: les derniers coups des autres, rejoués</translation>
    </message>
    <message>
        <source>A raised Moai scores at once: 1 VP if you have no Village in its Area, otherwise the number of your raised Moai there times the number of your Villages there. Then the land cracks: a Fissure closes the whole border between its Area and the Area its geyser looks at, unless that border holds one already or the sea is beyond. If that cuts the continent in two, one part sinks (see Sinking). Last, the Volcano die is rolled.</source>
        <translation>Un Moaï érigé rapporte aussitôt&#xa0;: 1 PV si vous n&apos;avez aucun Village dans sa Région, sinon le nombre de vos Moaï érigés dans cette Région multiplié par le nombre de vos Villages dans cette Région. Puis la terre se fend&#xa0;: une Fissure ferme toute la frontière entre sa Région et la Région vers laquelle regarde son geyser, sauf si cette frontière en porte déjà une ou si la mer est au-delà. Si cela coupe le continent en deux, une partie s&apos;enfonce (voir L&apos;engloutissement). Enfin, on lance le dé Volcan.</translation>
    </message>
    <message>
        <source>A Fissure closes the whole border between two Areas, every side they share; Areas whose border holds no Fissure hold together. When the land falls apart, the part with the fewest spaces sinks; on a tie, the one with fewer Volcanoes, and then chance. Before it sinks, the player on turn moves all of their Settlers in it to one space beside it, and each other player in turn rescues one Settler the same way. Everything else in it returns to its owner, and its Volcanoes leave the game.</source>
        <translation>Une Fissure ferme toute la frontière entre deux Régions, tous les côtés qu&apos;elles partagent&#xa0;; les Régions dont la frontière ne porte pas de Fissure tiennent ensemble. Quand la terre se divise, la partie qui a le moins de cases s&apos;enfonce&#xa0;; à égalité, celle qui a le moins de Volcans, puis le hasard. Avant qu&apos;elle ne sombre, le joueur actif déplace tous ses Colons qui s&apos;y trouvent sur une même case voisine, puis chaque autre joueur, à son tour, sauve un Colon de la même façon. Tout le reste retourne à son propriétaire, et ses Volcans quittent la partie.</translation>
    </message>
    <message>
        <source>The rulebook leaves some questions open; Rano answers them this way:&lt;br/&gt;• The Volcano die has six faces; two show a Volcano unless you choose otherwise for a new game.&lt;br/&gt;• The tiles are Rano&apos;s own: 22 Areas and the continent of Mu. A random island keeps Mu&apos;s coast and lays out its heart anew. They are shaped so that two Areas that touch always share a side between two spaces outside the craters, and the spaces of an Area outside its crater touch one another: the rulebook&apos;s sinking and its double eruption then apply as written.&lt;br/&gt;• A Settler carries only a Moai of its own colour.&lt;br/&gt;• Lying Moai carried onto a space never stop the lava, and lava striking the space threatens them too.&lt;br/&gt;• A piece saved with a Prayer token keeps its ground: no lava is laid there.&lt;br/&gt;• For one struck space, the owners are asked about the Village first, then the sculpted Moai, then the carried ones, starting with the player on turn.&lt;br/&gt;• The final round also begins when the last Fissure is laid, or when no raise can ever lay one again (no player has a Settler that can bring one of their own Moai, lying or still to be sculpted, to a free geyser whose border is still open), and a game ends after round 60 at the latest.&lt;br/&gt;• With several bays, the Boats are dealt to different bays at random. A Settler never goes back aboard.&lt;br/&gt;• A group of Moai counts touching spaces even across a Fissure.&lt;br/&gt;• A sunk space is sea for everything: no lava crosses it, no Settler enters it, and a geyser facing it opens no Fissure.&lt;br/&gt;• Rano never misses a sinking, so the rulebook&apos;s reward for noticing a forgotten one does not exist.</source>
        <translation>La règle laisse quelques questions ouvertes&#xa0;; Rano y répond ainsi&#xa0;:&lt;br/&gt;• Le dé Volcan a six faces&#xa0;; deux montrent un Volcan, sauf si vous en décidez autrement pour une nouvelle partie.&lt;br/&gt;• Les tuiles sont celles de Rano&#xa0;: 22 Régions et le continent de Mu. Une île aléatoire garde la côte de Mu et redessine son cœur. Elles sont taillées pour que deux Régions qui se touchent partagent toujours un côté entre deux cases hors des cratères, et que les cases d&apos;une Région hors de son cratère se touchent&#xa0;: l&apos;engloutissement et la double éruption de la règle s&apos;appliquent alors tels qu&apos;écrits.&lt;br/&gt;• Un Colon n&apos;emporte qu&apos;un Moaï de sa propre couleur.&lt;br/&gt;• Les Moaï couchés apportés sur une case n&apos;arrêtent jamais la lave, et la lave qui frappe la case les menace aussi.&lt;br/&gt;• Une pièce sauvée par un jeton Prière garde son sol&#xa0;: aucune lave n&apos;y est posée.&lt;br/&gt;• Pour une case frappée, on interroge les propriétaires d&apos;abord pour le Village, puis pour le Moaï sculpté, puis pour les Moaï apportés, en commençant par le joueur actif.&lt;br/&gt;• La dernière manche commence aussi quand la dernière Fissure est posée, ou quand plus aucune érection ne peut en poser (aucun joueur n&apos;a de Colon capable d&apos;amener l&apos;un de ses propres Moaï, couché ou encore à sculpter, jusqu&apos;à un geyser libre dont la frontière est encore ouverte), et une partie s&apos;arrête au plus tard après la manche 60.&lt;br/&gt;• Avec plusieurs baies, les Bateaux sont répartis au hasard entre des baies différentes. Un Colon ne remonte jamais à bord.&lt;br/&gt;• Un groupe de Moaï compte les cases voisines même à travers une Fissure.&lt;br/&gt;• Une case engloutie est de la mer en tout&#xa0;: aucune lave ne la traverse, aucun Colon n&apos;y entre, et un geyser tourné vers elle n&apos;ouvre aucune Fissure.&lt;br/&gt;• Rano n&apos;oublie jamais un engloutissement&#xa0;: la récompense de la règle pour qui remarque un engloutissement oublié n&apos;existe donc pas.</translation>
    </message>
</context>
<context>
    <name>SacrificeArea</name>
    <message>
        <source>Sacrifice stacks</source>
        <translation>Piles de Sacrifice</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte restante</numerusform>
            <numerusform>%1&#xa0;: %n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offrir</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>%1 wood</source>
        <translation>%1 bois</translation>
    </message>
    <message>
        <source>The Stone of Sacrifice</source>
        <translation>La Pierre des sacrifices</translation>
    </message>
    <message>
        <source>%1 + %2 ↓</source>
        <translation>%1 + %2 ↓</translation>
    </message>
    <message>
        <source>%1: %2 face up, %3 face down that you know of</source>
        <translation>%1&#xa0;: %2 face visible, %3 face cachée que vous connaissez</translation>
    </message>
    <message>
        <source>%1: %2 face up</source>
        <translation>%1&#xa0;: %2 face visible</translation>
    </message>
    <message>
        <source>worth %1</source>
        <translation>vaut %1</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face cachée</numerusform>
            <numerusform>%n face cachée</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>Victory points over the turns: click to go there</source>
        <translation>Points de victoire au fil des tours&#xa0;: cliquez pour y aller</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1&#xa0;: %2 PV</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>In reserve: %1, %2, %3 · %4</source>
        <translation>En réserve&#xa0;: %1, %2, %3 · %4</translation>
    </message>
    <message numerus="yes">
        <source>%n Settler(s)</source>
        <translation>
            <numerusform>%n Colon</numerusform>
            <numerusform>%n Colons</numerusform>
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
            <numerusform>%n Moaï</numerusform>
            <numerusform>%n Moaï</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Prayer(s)</source>
        <translation>
            <numerusform>%n Prière</numerusform>
            <numerusform>%n Prières</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatModel</name>
    <message>
        <source>Villages built</source>
        <translation>Villages construits</translation>
    </message>
    <message>
        <source>Moai raised</source>
        <translation>Moaï érigés</translation>
    </message>
    <message>
        <source>Groups of Moai</source>
        <translation>Groupes de Moaï</translation>
    </message>
    <message>
        <source>Villages on the board, %1 VP each</source>
        <translation>Villages sur le plateau, %1 PV chacun</translation>
    </message>
    <message>
        <source>Settlers on the board, %1 VP each</source>
        <translation>Colons sur le plateau, %1 PV chacun</translation>
    </message>
    <message>
        <source>Prayer tokens kept, %1 VP each</source>
        <translation>Jetons Prière gardés, %1 PV chacun</translation>
    </message>
    <message>
        <source>Moai on the board, %1 VP each</source>
        <translation>Moaï sur le plateau, %1 PV chacun</translation>
    </message>
    <message>
        <source>%1 → %2 VP</source>
        <translation>%1 → %2 PV</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>The name shown at the table</source>
        <translation>Le nom affiché à la table</translation>
    </message>
    <message>
        <source>Remove this seat</source>
        <translation>Retirer cette place</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>AI moves</source>
        <translation>Coups de l&apos;IA</translation>
    </message>
    <message>
        <source>How long each AI move stays on screen before the next</source>
        <translation>Durée d&apos;affichage de chaque coup de l&apos;IA avant le suivant</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantané</translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s par coup</translation>
    </message>
    <message>
        <source>Every screen switches to this language at once</source>
        <translation>Tous les écrans passent aussitôt à cette langue</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Ask before ending a turn with action points left</source>
        <translation>Demander avant de finir un tour avec des points d&apos;action restants</translation>
    </message>
    <message>
        <source>Return to where you were: the home screen or your game (Esc)</source>
        <translation>Revenir là où vous étiez&#xa0;: l&apos;accueil ou votre partie (Échap)</translation>
    </message>
</context>
<context>
    <name>SpaceModel</name>
    <message>
        <source>tile %1</source>
        <translation>tuile %1</translation>
    </message>
    <message>
        <source>tile %1, space %2</source>
        <translation>tuile %1, case %2</translation>
    </message>
</context>
<context>
    <name>SupplyRow</name>
    <message>
        <source>Lava %1</source>
        <translation>Lave %1</translation>
    </message>
    <message>
        <source>Lava tiles left in the supply</source>
        <translation>Tuiles de lave restant dans la réserve</translation>
    </message>
    <message>
        <source>Fissures %1</source>
        <translation>Fissures %1</translation>
    </message>
    <message>
        <source>Fissures left: when none is left, the final round begins</source>
        <translation>Fissures restantes&#xa0;: quand il n&apos;en reste plus, la dernière manche commence</translation>
    </message>
    <message>
        <source>Prayers %1</source>
        <translation>Prières %1</translation>
    </message>
    <message>
        <source>Prayer tokens left in the supply</source>
        <translation>Jetons Prière restant dans la réserve</translation>
    </message>
    <message>
        <source>Volcanoes on the board: at two or fewer, the final round begins</source>
        <translation>Volcans en jeu&#xa0;: à deux ou moins, la dernière manche commence</translation>
    </message>
    <message>
        <source>Die: Volcano!</source>
        <translation>Dé&#xa0;: Volcan&#xa0;!</translation>
    </message>
    <message>
        <source>Die: quiet</source>
        <translation>Dé&#xa0;: calme</translation>
    </message>
    <message>
        <source>Volcano %1 erupts</source>
        <translation>Le Volcan %1 entre en éruption</translation>
    </message>
    <message>
        <source>The last roll of the Volcano die and the Volcano it woke</source>
        <translation>Le dernier jet du dé Volcan et le Volcan qu&apos;il a réveillé</translation>
    </message>
    <message>
        <source>In supply:</source>
        <translation>Réserve commune&#xa0;:</translation>
    </message>
    <message>
        <source>What is left in the common supply</source>
        <translation>Ce qui reste dans la réserve commune</translation>
    </message>
    <message>
        <source>Volcanoes: %1 (the last round begins at 2)</source>
        <translation>Volcans&#xa0;: %1 (la dernière manche commence à 2)</translation>
    </message>
    <message>
        <source>Volcanoes %1 erupt</source>
        <translation>Les Volcans %1 entrent en éruption</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Save this game</source>
        <translation>Sauvegarder cette partie</translation>
    </message>
    <message>
        <source>Name of the saved game</source>
        <translation>Nom de la partie sauvegardée</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>Dans %1</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>La partie n&apos;a pas été sauvegardée</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Sauvegarder</translation>
    </message>
    <message>
        <source>Save this game to a file, to go on with it or review it later (Ctrl+S)</source>
        <translation>Sauvegarder cette partie dans un fichier, pour la reprendre ou la revoir plus tard (Ctrl+S)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>How to play, and every shortcut (F1)</source>
        <translation>Comment jouer, et tous les raccourcis (F1)</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Hide this until something else goes wrong</source>
        <translation>Masquer ce message jusqu&apos;au prochain problème</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Take back %1&apos;s decision?</source>
        <translation>Annuler la décision de %1&#xa0;?</translation>
    </message>
    <message>
        <source>%1 agrees</source>
        <translation>%1 est d&apos;accord</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Your own decisions this turn are all taken back. Going further undoes what %1 decided: %1, do you agree?</source>
        <translation>Vos propres décisions de ce tour sont toutes annulées. Aller plus loin annule ce que %1 a décidé&#xa0;: %1, êtes-vous d&apos;accord&#xa0;?</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Settings: language, the AIs&apos; pace, the questions asked (Ctrl+,)</source>
        <translation>Paramètres&#xa0;: langue, rythme des IA, questions posées (Ctrl+,)</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Hide what the marks mean (L)</source>
        <translation>Masquer ce que signifient les marques (L)</translation>
    </message>
    <message>
        <source>What the marks on the board mean (L)</source>
        <translation>Ce que signifient les marques du plateau (L)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>(open seat)</source>
        <translation>(place libre)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(absent)</translation>
    </message>
    <message>
        <source>(an AI plays for now)</source>
        <translation>(une IA joue en attendant)</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>Leave this table for good?</source>
        <translation>Quitter cette table pour de bon&#xa0;?</translation>
    </message>
    <message>
        <source>An AI plays your seat to the end of the game, under your name, and everyone at the table is told. You cannot come back to this table.</source>
        <translation>Une IA joue votre place jusqu&apos;à la fin de la partie, sous votre nom, et toute la table en est avertie. Vous ne pourrez pas revenir à cette table.</translation>
    </message>
    <message>
        <source>Leave for good</source>
        <translation>Quitter pour de bon</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <source>Leave…</source>
        <translation>Quitter…</translation>
    </message>
    <message>
        <source>Leave this table for good: an AI plays your seat to the end</source>
        <translation>Quitter cette table pour de bon&#xa0;: une IA joue votre place jusqu&apos;à la fin</translation>
    </message>
    <message>
        <source>%1 asks to take back their last decision</source>
        <translation>%1 demande à reprendre sa dernière décision</translation>
    </message>
    <message>
        <source>It would undo what you decided since. Do you agree?</source>
        <translation>Cela annulerait ce que vous avez décidé depuis. Acceptez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Accepter</translation>
    </message>
</context>
<context>
    <name>TurnOrderTrack</name>
    <message>
        <source>Turn order</source>
        <translation>Ordre du tour</translation>
    </message>
    <message>
        <source>%1 plays in place %2 this round</source>
        <translation>%1 joue en position %2 dans cette manche</translation>
    </message>
    <message>
        <source>Star %1: from phase 2 on, the players play in the order of their Sorcerers along the stars</source>
        <translation>Étoile %1&#xa0;: à partir de la phase 2, les joueurs jouent dans l&apos;ordre de leurs Sorciers le long des étoiles</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>%1 futures played out</source>
        <translation>%1 avenirs explorés</translation>
    </message>
    <message>
        <source>Skip ahead</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Let the AIs play on without pausing until a human decides (Space)</source>
        <translation>Laisser les IA jouer sans pause jusqu&apos;à ce qu&apos;un humain décide (Espace)</translation>
    </message>
    <message>
        <source>What just happened?</source>
        <translation>Que vient-il de se passer&#xa0;?</translation>
    </message>
    <message>
        <source>Show the other players&apos; moves since your last decision again (W)</source>
        <translation>Rejouer les coups des autres joueurs depuis votre dernière décision (W)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo %1&apos;s last decision, if they agree (Ctrl+Z)</source>
        <translation>Annuler la dernière décision de %1, avec son accord (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo your last decision and the replies to it (Ctrl+Z)</source>
        <translation>Annuler votre dernière décision et les réponses qui ont suivi (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo your last decision and the choices since; the others whose choices it undoes are asked first (Ctrl+Z)</source>
        <translation>Annuler votre dernière décision et les choix depuis&#xa0;; les autres dont elle annule les choix sont d&apos;abord consultés (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>VolcanicActions</name>
    <message>
        <source>Carry a Moai along</source>
        <translation>Emporter un Moaï</translation>
    </message>
    <message>
        <source>The Settler takes one of your lying Moai with it</source>
        <translation>Le Colon emporte l&apos;un de vos Moaï couchés</translation>
    </message>
    <message>
        <source>%1 (%2 AP)</source>
        <translation>%1 (%2 PA)</translation>
    </message>
    <message>
        <source>%1
(key %2)</source>
        <translation>%1
(touche %2)</translation>
    </message>
    <message>
        <source>(key %1)</source>
        <translation>(touche %1)</translation>
    </message>
</context>
<context>
    <name>VolcanicLegend</name>
    <message>
        <source>Land: a space of an Area (its number in the corner). Settlers walk from space to space.</source>
        <translation>Terre&#xa0;: une case d&apos;une Région (son numéro en haut). Les Colons marchent de case en case.</translation>
    </message>
    <message>
        <source>Lava: a Settler here can build a Village or sculpt a Moai.</source>
        <translation>Lave&#xa0;: un Colon ici peut construire un Village ou sculpter un Moaï.</translation>
    </message>
    <message>
        <source>A Volcano in its crater: nothing enters it; when it erupts, its lava runs along straight channels to the sea.</source>
        <translation>Un Volcan dans son cratère&#xa0;: rien n&apos;y entre&#xa0;; quand il entre en éruption, sa lave file en ligne droite jusqu&apos;à la mer.</translation>
    </message>
    <message>
        <source>A geyser, drawn at the side of its space that it looks towards: a Moai raised on it lays a Fissure on the border that side faces.</source>
        <translation>Un geyser, dessiné du côté de sa case vers lequel il regarde&#xa0;: un Moaï érigé dessus pose une Fissure sur la frontière de ce côté.</translation>
    </message>
    <message>
        <source>A Fissure: no Settler crosses it. Land cut off by Fissures and the sea sinks.</source>
        <translation>Une Fissure&#xa0;: aucun Colon ne la franchit. La terre coupée par les Fissures et la mer sombre.</translation>
    </message>
    <message>
        <source>The border between two Areas: Settlers cross it until a Fissure closes it.</source>
        <translation>La frontière entre deux Régions&#xa0;: les Colons la franchissent jusqu&apos;à ce qu&apos;une Fissure la ferme.</translation>
    </message>
    <message>
        <source>A Village, in its owner&apos;s colour.</source>
        <translation>Un Village, de la couleur de son propriétaire.</translation>
    </message>
    <message>
        <source>A Settler; a number counts several on one space.</source>
        <translation>Un Colon&#xa0;; un nombre en compte plusieurs sur une case.</translation>
    </message>
    <message>
        <source>A Moai lying where it was sculpted or carried; raised, it stands on its geyser.</source>
        <translation>Un Moaï couché là où il a été sculpté ou porté&#xa0;; érigé, il se tient sur son geyser.</translation>
    </message>
    <message>
        <source>A Boat in its landfall bay: its Settlers land on the spaces beside the bay.</source>
        <translation>Un Bateau dans sa baie d&apos;accostage&#xa0;: ses Colons débarquent sur les cases voisines de la baie.</translation>
    </message>
    <message>
        <source>Washed blue: the land that would sink with the raise you point at, or that sinks now.</source>
        <translation>Lavée de bleu&#xa0;: la terre qui sombrerait si vous érigiez le Moaï que vous pointez, ou qui sombre maintenant.</translation>
    </message>
</context>
<context>
    <name>VolcanicPosition</name>
    <message>
        <source>Random island %1</source>
        <translation>Île aléatoire %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Build a Village</source>
        <translation>Construire un Village</translation>
    </message>
    <message>
        <source>Sculpt a Moai</source>
        <translation>Sculpter un Moaï</translation>
    </message>
    <message>
        <source>Raise a Moai (geyser %1)</source>
        <translation>Ériger un Moaï (geyser %1)</translation>
    </message>
    <message>
        <source>Raise a Moai</source>
        <translation>Ériger un Moaï</translation>
    </message>
    <message>
        <source>Create a Settler here</source>
        <translation>Créer un Colon ici</translation>
    </message>
    <message>
        <source>Take a Prayer token</source>
        <translation>Prendre un jeton Prière</translation>
    </message>
    <message>
        <source>Spend a Prayer token</source>
        <translation>Dépenser un jeton Prière</translation>
    </message>
    <message>
        <source>Let it burn</source>
        <translation>Le laisser brûler</translation>
    </message>
    <message>
        <source>carry a Moai from %1 to %2</source>
        <translation>porter un Moaï de %1 à %2</translation>
    </message>
    <message>
        <source>move a Settler from %1 to %2</source>
        <translation>déplacer un Colon de %1 à %2</translation>
    </message>
    <message>
        <source>land a Settler on %1</source>
        <translation>débarquer un Colon sur %1</translation>
    </message>
    <message>
        <source>build a Village on %1</source>
        <translation>construire un Village sur %1</translation>
    </message>
    <message>
        <source>sculpt a Moai on %1</source>
        <translation>sculpter un Moaï sur %1</translation>
    </message>
    <message>
        <source>raise a Moai on %1</source>
        <translation>ériger un Moaï sur %1</translation>
    </message>
    <message>
        <source>create a Settler on %1</source>
        <translation>créer un Colon sur %1</translation>
    </message>
    <message>
        <source>flee to %1</source>
        <translation>fuir vers %1</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Moai</source>
        <translation>Moaï</translation>
    </message>
    <message>
        <source>%1 lands on %2.</source>
        <translation>%1 débarque sur %2.</translation>
    </message>
    <message>
        <source>%1 builds a Village on %2: +1 VP.</source>
        <translation>%1 construit un Village sur %2&#xa0;: +1 PV.</translation>
    </message>
    <message>
        <source>%1 creates a Settler on %2.</source>
        <translation>%1 crée un Colon sur %2.</translation>
    </message>
    <message>
        <source>%1 sculpts a Moai on %2.</source>
        <translation>%1 sculpte un Moaï sur %2.</translation>
    </message>
    <message>
        <source>%1 raises a Moai on %2: +%3 VP.</source>
        <translation>%1 érige un Moaï sur %2&#xa0;: +%3 PV.</translation>
    </message>
    <message>
        <source>%1 takes a Prayer token.</source>
        <translation>%1 prend un jeton Prière.</translation>
    </message>
    <message>
        <source>A Fissure closes the border between tile %1 and tile %2.</source>
        <translation>Une Fissure ferme la frontière entre la tuile %1 et la tuile %2.</translation>
    </message>
    <message>
        <source>The die shows a Volcano!</source>
        <translation>Le dé montre un Volcan&#xa0;!</translation>
    </message>
    <message>
        <source>The die shows a quiet face.</source>
        <translation>Le dé montre une face calme.</translation>
    </message>
    <message>
        <source>Volcano %1 erupts.</source>
        <translation>Le Volcan %1 entre en éruption.</translation>
    </message>
    <message>
        <source>Lava flows onto %1.</source>
        <translation>La lave se répand sur %1.</translation>
    </message>
    <message>
        <source>Lava destroys %1&apos;s %2 on %3.</source>
        <translation>La lave détruit le %2 de %1 sur %3.</translation>
    </message>
    <message>
        <source>%1 prays and saves a %2 on %3.</source>
        <translation>%1 prie et sauve un %2 sur %3.</translation>
    </message>
    <message>
        <source>Tile %1 sinks into the sea.</source>
        <translation>La tuile %1 sombre dans la mer.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rescues %n Settler(s) to %2.</source>
        <translation>
            <numerusform>%1 sauve %n Colon vers %2.</numerusform>
            <numerusform>%1 sauve %n Colons vers %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n Settler(s) to the sea.</source>
        <translation>
            <numerusform>%1 perd %n Colon dans la mer.</numerusform>
            <numerusform>%1 perd %n Colons dans la mer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The final round begins.</source>
        <translation>La dernière manche commence.</translation>
    </message>
    <message>
        <source>No raise can lay a Fissure any more: the final round begins.</source>
        <translation>Plus aucune érection ne peut poser de Fissure&#xa0;: la dernière manche commence.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 moves a Settler from %2 to %3.</source>
        <translation>%1 déplace un Colon de %2 à %3.</translation>
    </message>
    <message numerus="yes">
        <source>Scores %n VP now.</source>
        <translation>
            <numerusform>Rapporte %n PV tout de suite.</numerusform>
            <numerusform>Rapporte %n PV tout de suite.</numerusform>
        </translation>
    </message>
    <message>
        <source>The geyser faces the sea: no Fissure.</source>
        <translation>Le geyser fait face à la mer&#xa0;: pas de Fissure.</translation>
    </message>
    <message>
        <source>That border already holds a Fissure: none is added.</source>
        <translation>Cette frontière porte déjà une Fissure&#xa0;: aucune n’est ajoutée.</translation>
    </message>
    <message>
        <source>No Fissure is left in the supply.</source>
        <translation>Il ne reste aucune Fissure dans la réserve.</translation>
    </message>
    <message>
        <source>Parts of the same size are cut apart; a drawn Volcano token decides which one sinks (tiles %1).</source>
        <translation>Des parties de même taille sont séparées&#xa0;; un jeton Volcan tiré au sort décide laquelle sombre (tuiles %1).</translation>
    </message>
    <message numerus="yes">
        <source>Cut off, %n tile(s) sink: %1.</source>
        <translation>
            <numerusform>Isolée, %n tuile sombre&#xa0;: %1.</numerusform>
            <numerusform>Isolées, %n tuiles sombrent&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Volcano(es) sink with it, %1 left.</source>
        <translation>
            <numerusform>%n Volcan sombre avec elle, il en reste %1.</numerusform>
            <numerusform>%n Volcans sombrent avec elle, il en reste %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>After it, no raise can lay a Fissure any more.</source>
        <translation>Après elle, plus aucune érection ne peut poser de Fissure.</translation>
    </message>
    <message>
        <source>This round becomes the game&apos;s last.</source>
        <translation>Ce tour devient le dernier de la partie.</translation>
    </message>
    <message>
        <source>Then the Volcano die is rolled.</source>
        <translation>Puis on lance le dé Volcan.</translation>
    </message>
    <message>
        <source>No lava is left on the board: two Volcanoes erupt.</source>
        <translation>Il ne reste plus de lave sur le plateau&#xa0;: deux Volcans entrent en éruption.</translation>
    </message>
    <message>
        <source>No lava is left on the board: the last Volcano erupts.</source>
        <translation>Il ne reste plus de lave sur le plateau&#xa0;: le dernier Volcan entre en éruption.</translation>
    </message>
    <message>
        <source>%1 carries a Moai from %2 to %3.</source>
        <translation>%1 emporte un Moaï de %2 vers %3.</translation>
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
            <numerusform>%n Moaï</numerusform>
            <numerusform>%n Moaï</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>The sea sends %1&apos;s %2 back to the reserve.</source>
        <translation>La mer renvoie dans la réserve de %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>VolcanicSetup</name>
    <message>
        <source>Play on a continent from a file</source>
        <translation>Jouer sur un continent enregistré dans un fichier</translation>
    </message>
    <message>
        <source>Continents (*.json)</source>
        <translation>Continents (*.json)</translation>
    </message>
    <message>
        <source>The Volcano die</source>
        <translation>Le dé Volcan</translation>
    </message>
    <message>
        <source>After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt</source>
        <translation>Après chaque Moaï érigé, on lance le dé&#xa0;; une face Volcan fait entrer un Volcan en éruption</translation>
    </message>
    <message>
        <source>of its 6 faces show a Volcano (%1 by default)</source>
        <translation>de ses 6 faces montrent un Volcan (%1 par défaut)</translation>
    </message>
    <message>
        <source>Continent</source>
        <translation>Continent</translation>
    </message>
    <message>
        <source>Mu</source>
        <translation>Mu</translation>
    </message>
    <message>
        <source>The standard continent: one landfall bay shared by every Boat</source>
        <translation>Le continent standard&#xa0;: une seule baie d&apos;accostage pour tous les Bateaux</translation>
    </message>
    <message>
        <source>A random island</source>
        <translation>Une île aléatoire</translation>
    </message>
    <message>
        <source>Mu&apos;s coast with its heart laid out anew: a landfall bay for every player</source>
        <translation>La côte de Mu avec un cœur redessiné&#xa0;: une baie d&apos;accostage par joueur</translation>
    </message>
    <message>
        <source>From a file</source>
        <translation>Depuis un fichier</translation>
    </message>
    <message>
        <source>A continent you or others have built, saved as a file</source>
        <translation>Un continent construit par vous ou par d&apos;autres, enregistré dans un fichier</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>Aucun fichier choisi</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Pick the continent file to play on</source>
        <translation>Choisir le fichier du continent sur lequel jouer</translation>
    </message>
    <message>
        <source>Island number</source>
        <translation>Île numéro</translation>
    </message>
    <message>
        <source>The same number always makes the same island</source>
        <translation>Le même numéro donne toujours la même île</translation>
    </message>
    <message>
        <source>Another island</source>
        <translation>Une autre île</translation>
    </message>
    <message>
        <source>Roll a new random island</source>
        <translation>Tirer une nouvelle île au hasard</translation>
    </message>
    <message>
        <source>Choose the file of a continent</source>
        <translation>Choisissez le fichier d&apos;un continent</translation>
    </message>
</context>
<context>
    <name>VolcanicTable</name>
    <message>
        <source>End the turn?</source>
        <translation>Finir le tour&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>End the turn with %n AP unspent? Unspent action points are lost.</source>
        <translation>
            <numerusform>Finir le tour avec %n PA inutilisé&#xa0;? Les points d&apos;action inutilisés sont perdus.</numerusform>
            <numerusform>Finir le tour avec %n PA inutilisés&#xa0;? Les points d&apos;action inutilisés sont perdus.</numerusform>
        </translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Take back stops at a die roll: what it showed stays</source>
        <translation>Revenir en arrière s&apos;arrête à un lancer de dé&#xa0;: ce qu&apos;il a montré reste</translation>
    </message>
    <message>
        <source>%1 begins.</source>
        <translation>%1 commence.</translation>
    </message>
    <message>
        <source>%1: lava is about to destroy your %2 on %3. Spend a Prayer token to save it?</source>
        <translation>%1&#xa0;: la lave va détruire votre %2 sur %3. Dépenser un jeton Prière pour le sauver&#xa0;?</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Moai</source>
        <translation>Moaï</translation>
    </message>
    <message>
        <source>Costs one action point more for each token you hold; once per turn.</source>
        <translation>Coûte un point d&apos;action de plus par jeton déjà détenu&#xa0;; une fois par tour.</translation>
    </message>
    <message>
        <source>The game continues, round %1.</source>
        <translation>La partie reprend, manche %1.</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E). Unused action points are lost.</source>
        <translation>Finir votre tour (Ctrl+E). Les points d&apos;action non utilisés sont perdus.</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E).</source>
        <translation>Finir votre tour (Ctrl+E).</translation>
    </message>
    <message>
        <source>The Moai lies here until a Settler raises it on a geyser.</source>
        <translation>Le Moaï reste couché ici jusqu&apos;à ce qu&apos;un Colon l&apos;érige sur un geyser.</translation>
    </message>
    <message>
        <source>A Settler from your reserve appears on this space.</source>
        <translation>Un Colon de votre réserve apparaît sur cette case.</translation>
    </message>
    <message>
        <source>Give up one Prayer token: the piece is saved.</source>
        <translation>Rendre un jeton Prière&#xa0;: la pièce est sauvée.</translation>
    </message>
    <message>
        <source>Keep your tokens: the piece is destroyed and goes back to your reserve.</source>
        <translation>Garder vos jetons&#xa0;: la pièce est détruite et retourne dans votre réserve.</translation>
    </message>
    <message>
        <source>The lava goes back to the supply and the Village takes its place: +1 VP now, and 3 more at the end if it still stands.</source>
        <translation>La lave retourne à la réserve et le Village prend sa place&#xa0;: +1 PV tout de suite, et 3 de plus à la fin s&apos;il est encore debout.</translation>
    </message>
    <message>
        <source>This continent cannot be played on: %1</source>
        <translation>On ne peut pas jouer sur ce continent&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game goes on from round %1 of a recorded game.</source>
        <translation>La partie reprend à la manche %1 d&apos;une partie enregistrée.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s) sink into the sea (%2), lit in blue.</source>
        <translation>
            <numerusform>%1&#xa0;: %n tuile s&apos;enfonce dans la mer (%2), en bleu.</numerusform>
            <numerusform>%1&#xa0;: %n tuiles s&apos;enfoncent dans la mer (%2), en bleu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a ringed space for your %n Settler(s) there to flee to, then click it again.</source>
        <translation>
            <numerusform>Cliquez sur un espace cerclé où votre %n Colon qui s&apos;y trouve s&apos;enfuit, puis cliquez-le de nouveau.</numerusform>
            <numerusform>Cliquez sur un espace cerclé où vos %n Colons qui s&apos;y trouvent s&apos;enfuient, puis cliquez-le de nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sea sends your %1 there back to your reserve.</source>
        <translation>La mer renvoie dans votre réserve&#xa0;: %1.</translation>
    </message>
    <message>
        <source>That land is sinking: click a ringed space for your Settlers to flee to.</source>
        <translation>Cette terre s&apos;enfonce&#xa0;: cliquez sur un espace cerclé où vos Colons s&apos;enfuient.</translation>
    </message>
    <message>
        <source>Your Settlers can flee only to a ringed space, beside the land that sinks.</source>
        <translation>Vos Colons ne peuvent fuir que vers un espace cerclé, à côté de la terre qui s&apos;enfonce.</translation>
    </message>
    <message>
        <source>Your Settlers flee to %1: click it again to confirm, or another ringed space.</source>
        <translation>Vos Colons fuient vers %1&#xa0;: cliquez de nouveau pour confirmer, ou sur un autre espace cerclé.</translation>
    </message>
    <message>
        <source>%1: land is sinking.</source>
        <translation>%1&#xa0;: la terre s&apos;enfonce.</translation>
    </message>
    <message numerus="yes">
        <source>On another tribe&apos;s turn one of your %n Settlers there flees, the others go back to your reserve: click a ringed space for it, then click it again.</source>
        <translation>
            <numerusform>Pendant le tour d&apos;une autre tribu, un seul de vos %n Colons qui s&apos;y trouvent s&apos;enfuit, les autres retournent dans votre réserve&#xa0;: cliquez sur un espace cerclé pour lui, puis cliquez-le de nouveau.</numerusform>
            <numerusform>Pendant le tour d&apos;une autre tribu, un seul de vos %n Colons qui s&apos;y trouvent s&apos;enfuit, les autres retournent dans votre réserve&#xa0;: cliquez sur un espace cerclé pour lui, puis cliquez-le de nouveau.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom out (-, or the mouse wheel)</source>
        <translation>Dézoomer (-, ou la molette)</translation>
    </message>
    <message>
        <source>Zoom in (+, or the mouse wheel); drag to move around</source>
        <translation>Zoomer (+, ou la molette)&#xa0;; faites glisser pour vous déplacer</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Show the whole board (0, or a double click)</source>
        <translation>Montrer tout le plateau (0, ou un double clic)</translation>
    </message>
</context>
</TS>
