<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Start a new game of %1</source>
        <translation>Commencer une partie de %1</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
    </message>
</context>
<context>
    <name>GameCatalog</name>
    <message>
        <source>Volcanic Isle</source>
        <translation>L'Île volcanique</translation>
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
        <translation>Sculptez, transportez et érigez des Moaï, et apportez des offrandes pour gagner les faveurs de l'île.</translation>
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
    <name>HomeScreen</name>
    <message>
        <source>Rano</source>
        <translation>Rano</translation>
    </message>
    <message>
        <source>Board games of Easter Island, against opponents worth losing to</source>
        <translation>Les jeux de l'île de Pâques, face à des adversaires dignes de vous battre</translation>
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
</context>
<context>
    <name>Main</name>
    <message>
        <source>Rano</source>
        <translation>Rano</translation>
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
        <translation>Revenir à l'accueil (Échap)</translation>
    </message>
</context>
</TS>
