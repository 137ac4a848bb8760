<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BoardView</name>
    <message>
        <source>Zoom out (-, or the mouse wheel)</source>
        <translation>Dézoomer (-, ou la molette)</translation>
    </message>
    <message>
        <source>Zoom in (+, or the mouse wheel); drag to move around</source>
        <translation>Zoomer (+, ou la molette) ; faites glisser pour vous déplacer</translation>
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
<context>
    <name>BoatView</name>
    <message>
        <source>The Boats: click, then a highlighted space to land a Settler</source>
        <translation>Les Bateaux : cliquez, puis sur une case en surbrillance pour débarquer un Colon</translation>
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
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>The continent has spoken</source>
        <translation>Le continent a parlé</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
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
        <source>Home</source>
        <translation>Accueil</translation>
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
        <translation>Commencer tout de suite : vous contre trois IA de niveau moyen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose the players, the continent and the rules</source>
        <translation>Choisir les joueurs, le continent et les règles</translation>
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
        <translation>Rapa Nui : le jeu de cartes</translation>
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
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Round %1 · final round</source>
        <translation>Manche %1 · dernière manche</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo your last decision and the replies to it (Ctrl+Z)</source>
        <translation>Annuler votre dernière décision et les réponses qui ont suivi (Ctrl+Z)</translation>
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
        <source>Save this game</source>
        <translation>Sauvegarder cette partie</translation>
    </message>
    <message>
        <source>Volcanic Isle, round %1</source>
        <translation>Île volcanique, manche %1</translation>
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
        <source>Save</source>
        <translation>Sauvegarder</translation>
    </message>
    <message>
        <source>Save this game to a file, to go on with it or review it later (Ctrl+S)</source>
        <translation>Sauvegarder cette partie dans un fichier, pour la reprendre ou la revoir plus tard (Ctrl+S)</translation>
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
        <source>New game of Volcanic Isle</source>
        <translation>Nouvelle partie de L&apos;Île volcanique</translation>
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
        <source>Volcanic Isle is for 2 to 4 players</source>
        <translation>L&apos;Île volcanique se joue de 2 à 4 joueurs</translation>
    </message>
    <message>
        <source>The Volcano die</source>
        <translation>Le dé Volcan</translation>
    </message>
    <message>
        <source>After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt</source>
        <translation>Après chaque Moaï érigé, on lance le dé ; une face Volcan fait entrer un Volcan en éruption</translation>
    </message>
    <message>
        <source>of its 6 faces show a Volcano (the rules&apos; default is 2)</source>
        <translation>de ses 6 faces montrent un Volcan (2 selon les règles)</translation>
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
        <translation>Le continent standard : une seule baie d&apos;accostage pour tous les Bateaux</translation>
    </message>
    <message>
        <source>A random island</source>
        <translation>Une île aléatoire</translation>
    </message>
    <message>
        <source>Mu&apos;s coast with its heart laid out anew: a landfall bay for every player</source>
        <translation>La côte de Mu avec un cœur redessiné : une baie d&apos;accostage par joueur</translation>
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
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1 : %2 PV</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation>IA, %1</translation>
    </message>
    <message>
        <source>%1 Settlers · %2 Villages · %3 Moai · %4 Prayer</source>
        <translation>%1 Colons · %2 Villages · %3 Moaï · %4 Prière</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
</context>
<context>
    <name>SeatModel</name>
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
        <source>A human at this computer, or an AI and how strong it plays</source>
        <translation>Un humain devant cet ordinateur, ou une IA et sa force de jeu</translation>
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
        <source>Return to the home screen (Esc)</source>
        <translation>Revenir à l&apos;accueil (Échap)</translation>
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
        <translation>Fissures restantes : quand il n&apos;en reste plus, la dernière manche commence</translation>
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
        <source>Volcanoes %1</source>
        <translation>Volcans %1</translation>
    </message>
    <message>
        <source>Volcanoes on the board: at two or fewer, the final round begins</source>
        <translation>Volcans en jeu : à deux ou moins, la dernière manche commence</translation>
    </message>
    <message>
        <source>Die: Volcano!</source>
        <translation>Dé : Volcan !</translation>
    </message>
    <message>
        <source>Die: quiet</source>
        <translation>Dé : calme</translation>
    </message>
    <message>
        <source>The last roll of the Volcano die</source>
        <translation>Le dernier jet du dé Volcan</translation>
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
        <source>Action points left this turn</source>
        <translation>Points d&apos;action restants ce tour</translation>
    </message>
    <message>
        <source>Click one of your Settlers or the Boat to see what you can do.</source>
        <translation>Cliquez sur l&apos;un de vos Colons ou sur le Bateau pour voir ce que vous pouvez faire.</translation>
    </message>
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
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>What would the Hard AI do here? (H)</source>
        <translation>Que jouerait l&apos;IA difficile ici ? (H)</translation>
    </message>
</context>
<context>
    <name>VolcanicTable</name>
    <message>
        <source>%1 begins.</source>
        <translation>%1 commence.</translation>
    </message>
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
        <source>%1: lava is about to destroy your %2 on %3. Spend a Prayer token to save it?</source>
        <translation>%1 : la lave va détruire votre %2 sur %3. Dépenser un jeton Prière pour le sauver ?</translation>
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
        <source>%1: land is sinking. Choose the space your Settlers flee to.</source>
        <translation>%1 : la terre s&apos;enfonce. Choisissez la case où fuient vos Colons.</translation>
    </message>
    <message>
        <source>%1: land is sinking. Choose where one of your Settlers flees.</source>
        <translation>%1 : la terre s&apos;enfonce. Choisissez où fuit l&apos;un de vos Colons.</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Coup annulé.</translation>
    </message>
    <message>
        <source>Costs one action point more for each token you hold; once per turn.</source>
        <translation>Coûte un point d&apos;action de plus par jeton déjà détenu ; une fois par tour.</translation>
    </message>
    <message>
        <source>Unused action points are lost.</source>
        <translation>Les points d&apos;action non utilisés sont perdus.</translation>
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
        <source>%1 carries a Moai to %2.</source>
        <translation>%1 emporte un Moaï vers %2.</translation>
    </message>
    <message>
        <source>%1 lands on %2.</source>
        <translation>%1 débarque sur %2.</translation>
    </message>
    <message>
        <source>%1 builds a Village on %2: +1 VP.</source>
        <translation>%1 construit un Village sur %2 : +1 PV.</translation>
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
        <translation>%1 érige un Moaï sur %2 : +%3 PV.</translation>
    </message>
    <message>
        <source>%1 takes a Prayer token.</source>
        <translation>%1 prend un jeton Prière.</translation>
    </message>
    <message>
        <source>A Fissure opens between %1 and %2.</source>
        <translation>Une Fissure s&apos;ouvre entre %1 et %2.</translation>
    </message>
    <message>
        <source>The die shows a Volcano!</source>
        <translation>Le dé montre un Volcan !</translation>
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
            <numerusform>%1 sauve %n Colon(s) vers %2.</numerusform>
            <numerusform>%1 sauve %n Colon(s) vers %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n Settler(s) to the sea.</source>
        <translation>
            <numerusform>%1 perd %n Colon(s) dans la mer.</numerusform>
            <numerusform>%1 perd %n Colon(s) dans la mer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The final round begins.</source>
        <translation>La dernière manche commence.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>There is no saved game to continue.</source>
        <translation>Il n&apos;y a pas de partie sauvegardée à reprendre.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2</source>
        <translation>La partie sauvegardée %1 est illisible : %2</translation>
    </message>
    <message>
        <source>The game continues, round %1.</source>
        <translation>La partie reprend, manche %1.</translation>
    </message>
    <message>
        <source>Hint: %1 (%2% to win).</source>
        <translation>Conseil : %1 (%2 % de chances de gagner).</translation>
    </message>
    <message>
        <source>Or: %1 (%2%).</source>
        <translation>Ou : %1 (%2 %).</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
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
        <source>Random island %1</source>
        <translation>Île aléatoire %1</translation>
    </message>
    <message>
        <source>The game cannot be saved to %1: %2</source>
        <translation>La partie ne peut pas être sauvegardée dans %1 : %2</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>Partie sauvegardée dans %1.</translation>
    </message>
</context>
</TS>
