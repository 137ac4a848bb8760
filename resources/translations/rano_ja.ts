<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>BoardView</name>
    <message>
        <source>Zoom out (-, or the mouse wheel)</source>
        <translation>縮小（- またはマウスホイール）</translation>
    </message>
    <message>
        <source>Zoom in (+, or the mouse wheel); drag to move around</source>
        <translation>拡大（+ またはマウスホイール）。ドラッグで移動</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>全体</translation>
    </message>
    <message>
        <source>Show the whole board (0, or a double click)</source>
        <translation>盤面全体を表示（0 またはダブルクリック）</translation>
    </message>
</context>
<context>
    <name>BoatView</name>
    <message>
        <source>The Boats: click, then a highlighted space to land a Settler</source>
        <translation>ボート：クリックしてから、光っているマスをクリックすると入植者が上陸します</translation>
    </message>
</context>
<context>
    <name>ContinentPreview</name>
    <message>
        <source>Mu, the standard continent</source>
        <translation>ムー（標準の大陸）</translation>
    </message>
    <message>
        <source>Random island %1</source>
        <translation>ランダムな島 %1</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>The continent has spoken</source>
        <translation>大陸の審判が下った</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝利</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 勝利点</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>A new game with the same players</source>
        <translation>同じプレイヤーで新しいゲーム</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>近日公開</translation>
    </message>
    <message>
        <source>Start at once: you against three Medium AIs</source>
        <translation>すぐに開始：あなた対AI（ふつう）3人</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Choose the players, the continent and the rules</source>
        <translation>プレイヤー、大陸、ルールを選ぶ</translation>
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
    <name>GameScreen</name>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Round %1 · final round</source>
        <translation>第%1ラウンド・最終ラウンド</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>待った</translation>
    </message>
    <message>
        <source>Undo your last decision and the replies to it (Ctrl+Z)</source>
        <translation>最後の決定とそれへの応手を取り消す (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>テーブルを離れる</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>このゲームを保存</translation>
    </message>
    <message>
        <source>Volcanic Isle, round %1</source>
        <translation>火山島 第%1ラウンド</translation>
    </message>
    <message>
        <source>Name of the saved game</source>
        <translation>保存するゲームの名前</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>保存先：%1</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>ゲームは保存されませんでした</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save this game to a file, to go on with it or review it later (Ctrl+S)</source>
        <translation>ゲームをファイルに保存して、後で続けたり振り返ったりできます（Ctrl+S）</translation>
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
    <message>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <source>Go back to your unfinished game</source>
        <translation>中断したゲームに戻る</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Open a saved game or a replay</source>
        <translation>保存したゲームやリプレイを開く</translation>
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
        <translation>保存したゲームやリプレイを開く</translation>
    </message>
    <message>
        <source>Rano games (*.rano.json *.json)</source>
        <translation>Rano のゲーム (*.rano.json *.json)</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>このゲームは開けません</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation>AI・%1</translation>
    </message>
    <message>
        <source>Hotu</source>
        <translation>ホツ</translation>
    </message>
    <message>
        <source>Tuki</source>
        <translation>トゥキ</translation>
    </message>
    <message>
        <source>Ariki</source>
        <translation>アリキ</translation>
    </message>
    <message>
        <source>Moana</source>
        <translation>モアナ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>New game of Volcanic Isle</source>
        <translation>火山島の新しいゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>Volcanic Isle is for 2 to 4 players</source>
        <translation>火山島は2〜4人用です</translation>
    </message>
    <message>
        <source>The Volcano die</source>
        <translation>火山ダイス</translation>
    </message>
    <message>
        <source>After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt</source>
        <translation>モアイを立てるたびにダイスを振り、火山の面が出ると火山が噴火します</translation>
    </message>
    <message>
        <source>of its 6 faces show a Volcano (the rules&apos; default is 2)</source>
        <translation>面が火山（全6面中、ルールの標準は2）</translation>
    </message>
    <message>
        <source>Continent</source>
        <translation>大陸</translation>
    </message>
    <message>
        <source>Mu</source>
        <translation>ムー</translation>
    </message>
    <message>
        <source>The standard continent: one landfall bay shared by every Boat</source>
        <translation>標準の大陸：すべての舟が1つの上陸湾を共有</translation>
    </message>
    <message>
        <source>A random island</source>
        <translation>ランダムな島</translation>
    </message>
    <message>
        <source>Mu&apos;s coast with its heart laid out anew: a landfall bay for every player</source>
        <translation>ムーの海岸線で内陸を並べ替えた島：プレイヤーごとに上陸湾</translation>
    </message>
    <message>
        <source>Island number</source>
        <translation>島の番号</translation>
    </message>
    <message>
        <source>The same number always makes the same island</source>
        <translation>同じ番号からは常に同じ島ができます</translation>
    </message>
    <message>
        <source>Another island</source>
        <translation>別の島</translation>
    </message>
    <message>
        <source>Roll a new random island</source>
        <translation>新しいランダムな島を作る</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation>ホーム画面に戻る (Esc)</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Sit down at the table with these players</source>
        <translation>このメンバーでテーブルにつく</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>%1: %2 VP</source>
        <translation>%1：%2 VP</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation>AI・%1</translation>
    </message>
    <message>
        <source>%1 Settlers · %2 Villages · %3 Moai · %4 Prayer</source>
        <translation>入植者%1・村%2・モアイ%3・祈り%4</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>勝利点</translation>
    </message>
</context>
<context>
    <name>SeatModel</name>
    <message>
        <source>easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>greedy bot</source>
        <translation>貪欲ボット</translation>
    </message>
    <message>
        <source>random bot</source>
        <translation>ランダムボット</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>The name shown at the table</source>
        <translation>テーブルに表示される名前</translation>
    </message>
    <message>
        <source>A human at this computer, or an AI and how strong it plays</source>
        <translation>このコンピューターの前の人間、またはAIとその強さ</translation>
    </message>
    <message>
        <source>Remove this seat</source>
        <translation>この席を外す</translation>
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
    <message>
        <source>AI moves</source>
        <translation>AIの手</translation>
    </message>
    <message>
        <source>How long each AI move stays on screen before the next</source>
        <translation>AIの各手を次の手まで表示する時間</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation>1手 %1 秒</translation>
    </message>
</context>
<context>
    <name>SpaceModel</name>
    <message>
        <source>tile %1</source>
        <translation>タイル%1</translation>
    </message>
    <message>
        <source>tile %1, space %2</source>
        <translation>タイル%1・マス%2</translation>
    </message>
</context>
<context>
    <name>SupplyRow</name>
    <message>
        <source>Lava %1</source>
        <translation>溶岩 %1</translation>
    </message>
    <message>
        <source>Lava tiles left in the supply</source>
        <translation>ストックに残る溶岩タイル</translation>
    </message>
    <message>
        <source>Fissures %1</source>
        <translation>亀裂 %1</translation>
    </message>
    <message>
        <source>Fissures left: when none is left, the final round begins</source>
        <translation>残りの亀裂：なくなると最終ラウンドが始まります</translation>
    </message>
    <message>
        <source>Prayers %1</source>
        <translation>祈り %1</translation>
    </message>
    <message>
        <source>Prayer tokens left in the supply</source>
        <translation>ストックに残る祈りトークン</translation>
    </message>
    <message>
        <source>Volcanoes %1</source>
        <translation>火山 %1</translation>
    </message>
    <message>
        <source>Volcanoes on the board: at two or fewer, the final round begins</source>
        <translation>盤上の火山：2つ以下になると最終ラウンドが始まります</translation>
    </message>
    <message>
        <source>Die: Volcano!</source>
        <translation>ダイス：火山！</translation>
    </message>
    <message>
        <source>Die: quiet</source>
        <translation>ダイス：静穏</translation>
    </message>
    <message>
        <source>The last roll of the Volcano die</source>
        <translation>火山ダイスの最後の出目</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 が考え中…</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 の番です</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 がプレイ中…</translation>
    </message>
    <message>
        <source>Action points left this turn</source>
        <translation>この手番の残りアクションポイント</translation>
    </message>
    <message>
        <source>Click one of your Settlers or the Boat to see what you can do.</source>
        <translation>自分の入植者かボートをクリックすると、できることが表示されます。</translation>
    </message>
    <message>
        <source>Carry a Moai along</source>
        <translation>モアイを運ぶ</translation>
    </message>
    <message>
        <source>The Settler takes one of your lying Moai with it</source>
        <translation>入植者が横たわった自分のモアイを1体運びます</translation>
    </message>
    <message>
        <source>%1 (%2 AP)</source>
        <translation>%1（%2 AP）</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>What would the Hard AI do here? (H)</source>
        <translation>むずかしいAIならここでどうする？(H)</translation>
    </message>
</context>
<context>
    <name>VolcanicTable</name>
    <message>
        <source>%1 begins.</source>
        <translation>%1 から始めます。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Hotu</source>
        <translation>ホツ</translation>
    </message>
    <message>
        <source>Tuki</source>
        <translation>トゥキ</translation>
    </message>
    <message>
        <source>Ariki</source>
        <translation>アリキ</translation>
    </message>
    <message>
        <source>%1: lava is about to destroy your %2 on %3. Spend a Prayer token to save it?</source>
        <translation>%1：溶岩が%3のあなたの%2を破壊しようとしています。祈りトークンを使って守りますか？</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>村</translation>
    </message>
    <message>
        <source>Moai</source>
        <translation>モアイ</translation>
    </message>
    <message>
        <source>%1: land is sinking. Choose the space your Settlers flee to.</source>
        <translation>%1：土地が沈みます。入植者たちの避難先のマスを選んでください。</translation>
    </message>
    <message>
        <source>%1: land is sinking. Choose where one of your Settlers flees.</source>
        <translation>%1：土地が沈みます。入植者1人の避難先を選んでください。</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>取り消しました。</translation>
    </message>
    <message>
        <source>Costs one action point more for each token you hold; once per turn.</source>
        <translation>持っているトークン1枚ごとに1AP多くかかります。1手番に1回。</translation>
    </message>
    <message>
        <source>Unused action points are lost.</source>
        <translation>使わなかったアクションポイントは失われます。</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <source>Build a Village</source>
        <translation>村を建てる</translation>
    </message>
    <message>
        <source>Sculpt a Moai</source>
        <translation>モアイを彫る</translation>
    </message>
    <message>
        <source>Raise a Moai (geyser %1)</source>
        <translation>モアイを立てる（間欠泉%1）</translation>
    </message>
    <message>
        <source>Raise a Moai</source>
        <translation>モアイを立てる</translation>
    </message>
    <message>
        <source>Create a Settler here</source>
        <translation>ここに入植者を生み出す</translation>
    </message>
    <message>
        <source>Take a Prayer token</source>
        <translation>祈りトークンを取る</translation>
    </message>
    <message>
        <source>Spend a Prayer token</source>
        <translation>祈りトークンを使う</translation>
    </message>
    <message>
        <source>Let it burn</source>
        <translation>燃えるにまかせる</translation>
    </message>
    <message>
        <source>%1 carries a Moai to %2.</source>
        <translation>%1 がモアイを%2へ運びます。</translation>
    </message>
    <message>
        <source>%1 lands on %2.</source>
        <translation>%1 が%2に上陸します。</translation>
    </message>
    <message>
        <source>%1 builds a Village on %2: +1 VP.</source>
        <translation>%1 が%2に村を建てます：+1勝利点。</translation>
    </message>
    <message>
        <source>%1 creates a Settler on %2.</source>
        <translation>%1 が%2に入植者を生み出します。</translation>
    </message>
    <message>
        <source>%1 sculpts a Moai on %2.</source>
        <translation>%1 が%2でモアイを彫ります。</translation>
    </message>
    <message>
        <source>%1 raises a Moai on %2: +%3 VP.</source>
        <translation>%1 が%2にモアイを立てます：+%3勝利点。</translation>
    </message>
    <message>
        <source>%1 takes a Prayer token.</source>
        <translation>%1 が祈りトークンを取ります。</translation>
    </message>
    <message>
        <source>A Fissure opens between %1 and %2.</source>
        <translation>%1と%2の間に亀裂が入ります。</translation>
    </message>
    <message>
        <source>The die shows a Volcano!</source>
        <translation>ダイスは火山！</translation>
    </message>
    <message>
        <source>The die shows a quiet face.</source>
        <translation>ダイスは静穏の目。</translation>
    </message>
    <message>
        <source>Volcano %1 erupts.</source>
        <translation>火山%1が噴火します。</translation>
    </message>
    <message>
        <source>Lava flows onto %1.</source>
        <translation>溶岩が%1に流れ込みます。</translation>
    </message>
    <message>
        <source>Lava destroys %1&apos;s %2 on %3.</source>
        <translation>溶岩が%3にある%1の%2を破壊します。</translation>
    </message>
    <message>
        <source>%1 prays and saves a %2 on %3.</source>
        <translation>%1 が祈り、%3の%2を守ります。</translation>
    </message>
    <message>
        <source>Tile %1 sinks into the sea.</source>
        <translation>タイル%1が海に沈みます。</translation>
    </message>
    <message numerus="yes">
        <source>%1 rescues %n Settler(s) to %2.</source>
        <translation>
            <numerusform>%1 が入植者%n人を%2へ避難させます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n Settler(s) to the sea.</source>
        <translation>
            <numerusform>%1 は入植者%n人を海に失います。</numerusform>
        </translation>
    </message>
    <message>
        <source>The final round begins.</source>
        <translation>最終ラウンドが始まります。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>There is no saved game to continue.</source>
        <translation>再開できる保存済みゲームはありません。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2</source>
        <translation>保存されたゲーム %1 を読み込めません：%2</translation>
    </message>
    <message>
        <source>The game continues, round %1.</source>
        <translation>ゲームを再開します（第%1ラウンド）。</translation>
    </message>
    <message>
        <source>Hint: %1 (%2% to win).</source>
        <translation>ヒント：%1（勝率%2%）。</translation>
    </message>
    <message>
        <source>Or: %1 (%2%).</source>
        <translation>または：%1（%2%）。</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考え中…</translation>
    </message>
    <message>
        <source>carry a Moai from %1 to %2</source>
        <translation>%1から%2へモアイを運ぶ</translation>
    </message>
    <message>
        <source>move a Settler from %1 to %2</source>
        <translation>%1から%2へ入植者を動かす</translation>
    </message>
    <message>
        <source>land a Settler on %1</source>
        <translation>%1に入植者を上陸させる</translation>
    </message>
    <message>
        <source>build a Village on %1</source>
        <translation>%1に村を建てる</translation>
    </message>
    <message>
        <source>sculpt a Moai on %1</source>
        <translation>%1でモアイを彫る</translation>
    </message>
    <message>
        <source>raise a Moai on %1</source>
        <translation>%1にモアイを立てる</translation>
    </message>
    <message>
        <source>create a Settler on %1</source>
        <translation>%1に入植者を生み出す</translation>
    </message>
    <message>
        <source>flee to %1</source>
        <translation>%1へ避難する</translation>
    </message>
    <message>
        <source>Random island %1</source>
        <translation>ランダムな島 %1</translation>
    </message>
    <message>
        <source>The game cannot be saved to %1: %2</source>
        <translation>%1 に保存できません：%2</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>%1 に保存しました。</translation>
    </message>
</context>
</TS>
