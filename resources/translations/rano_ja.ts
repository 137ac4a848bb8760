<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Start a new game of %1</source>
        <translation>%1 の新しいゲームを始める</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>近日公開</translation>
    </message>
</context>
<context>
    <name>GameCatalog</name>
    <message>
        <source>Volcanic Isle</source>
        <translation>火山島</translation>
    </message>
    <message>
        <source>Rapa Nui</source>
        <translation>ラパ・ヌイ</translation>
    </message>
    <message>
        <source>Rapa Nui: the card game</source>
        <translation>ラパ・ヌイ カードゲーム</translation>
    </message>
    <message>
        <source>Settle the doomed continent of Mu, raise Moai on its geysers and outlast the lava and the sea.</source>
        <translation>滅びゆくムー大陸に入植し、間欠泉にモアイを立て、溶岩と海を生き延びよう。</translation>
    </message>
    <message>
        <source>Sculpt, carry and erect Moai, and bring offerings to win the favour of the island.</source>
        <translation>モアイを彫り、運び、立て、供物を捧げて島の恵みを得よう。</translation>
    </message>
    <message>
        <source>Draft islanders from the display and give the gods the right sacrifices.</source>
        <translation>場札から島民を選び、神々にふさわしい生贄を捧げよう。</translation>
    </message>
    <message>
        <source>%1-%2 players</source>
        <translation>%1～%2人</translation>
    </message>
    <message numerus="yes">
        <source>about %n min</source>
        <translation>
            <numerusform>約%n分</numerusform>
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
        <translation>イースター島のボードゲーム。負けがいのある相手と。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language and preferences</source>
        <translation>言語と設定</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Close Rano</source>
        <translation>Rano を閉じる</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
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
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation>ホーム画面に戻る (Esc)</translation>
    </message>
</context>
</TS>
