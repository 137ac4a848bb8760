<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AiLevels</name>
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
    <message>
        <source>A human at this computer</source>
        <translation>このコンピューターの前の人</translation>
    </message>
    <message>
        <source>Plays at a glance and slips now and then: a first opponent</source>
        <translation>ひと目で打ち、ときどき間違える：最初の相手に</translation>
    </message>
    <message>
        <source>Thinks a moment and slips less often: a fair game</source>
        <translation>少し考え、間違いは少なめ：互角の勝負に</translation>
    </message>
    <message>
        <source>Thinks up to half a second a decision and never slips: a strong game</source>
        <translation>1回の判断に最大0.5秒考え、間違えない：手ごわい勝負に</translation>
    </message>
    <message>
        <source>Thinks three times as long as the hard AI, on both cores: the strongest</source>
        <translation>「むずかしい」の3倍の時間を2つのコアで考える：最強</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a seat and its AI level</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between seats</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>online</source>
        <comment>a person at another computer</comment>
        <translation>オンライン</translation>
    </message>
    <message>
        <source>away: AI, %1</source>
        <comment>an AI plays while its player is away</comment>
        <translation>離席中・AI・%1</translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation>AI・%1</translation>
    </message>
    <message>
        <source>open seat</source>
        <comment>an online seat nobody has taken yet</comment>
        <translation>空席</translation>
    </message>
</context>
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Analysed: mistakes are marked ✖</source>
        <translation>分析済み：悪手に✖印</translation>
    </message>
    <message>
        <source>The AI can review every choice</source>
        <translation>AIがすべての手を検討できます</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Stop the analysis; what is done is kept</source>
        <translation>分析を止めます。済んだ分は残ります</translation>
    </message>
    <message>
        <source>Let the AI review every choice and mark the mistakes</source>
        <translation>AIがすべての手を検討し、悪手に印を付けます</translation>
    </message>
</context>
<context>
    <name>BoardLegend</name>
    <message>
        <source>Glowing gold: a place you may choose now; a click there offers what you can do.</source>
        <translation>金色に光る：今選べる場所。クリックするとできることが表示されます。</translation>
    </message>
    <message>
        <source>Ringed in ember: what the others did since your last decision (What just happened?, W, plays it again).</source>
        <translation>残り火色の輪：あなたの前回の判断以降に他のプレイヤーがしたこと（「直前の出来事」、W で再生）。</translation>
    </message>
    <message>
        <source>Ringed in teal: the hint&apos;s choice (H).</source>
        <translation>青緑の輪：ヒントの手（H）。</translation>
    </message>
    <message>
        <source>A dark ring lined with gold: the keyboard&apos;s cursor (the arrows move it, Enter clicks).</source>
        <translation>金の縁取りの暗い輪：キーボードのカーソル（矢印で動かし、Enter でクリック）。</translation>
    </message>
    <message>
        <source>What the marks mean</source>
        <translation>マークの意味</translation>
    </message>
    <message>
        <source>Close the legend (L)</source>
        <translation>凡例を閉じる（L）</translation>
    </message>
    <message>
        <source>Lit in white: the places the coach&apos;s lesson names, or the log line under the pointer.</source>
        <translation>白く光る：コーチのレッスンが示す場所、またはポインターの下にあるログの行が示す場所。</translation>
    </message>
    <message>
        <source>Ringed in violet: the button the coach points at.</source>
        <translation>紫の輪：コーチが指しているボタン。</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Spaces</source>
        <translation>マス番号</translation>
    </message>
    <message>
        <source>Hide the space numbers (N)</source>
        <translation>マス番号を隠す（N）</translation>
    </message>
    <message>
        <source>Number each space within its tile, as the log names them (N)</source>
        <translation>ログの表記どおり、タイル内の各マスに番号を表示（N）</translation>
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
    <name>CardDisplay</name>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers</source>
        <translation>猟師&amp;採集民</translation>
    </message>
</context>
<context>
    <name>CardsGameScreen</name>
    <message>
        <source>Rapa Nui cards, turn %1</source>
        <translation>ラパ・ヌイ カード、%1手番目</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1手番目</translation>
    </message>
    <message>
        <source>The Stone has spoken</source>
        <translation>捧げ物の石の審判</translation>
    </message>
    <message>
        <source>%1 glory</source>
        <translation>%1勝利点</translation>
    </message>
    <message>
        <source>Ties go to the most Moai in the display, then the most wood.</source>
        <translation>同点の場合はプレイエリアのモアイが多い方、さらに木が多い方が勝ちます。</translation>
    </message>
    <message>
        <source>Go through the game choice by choice</source>
        <translation>選択ごとにゲームをたどる</translation>
    </message>
    <message>
        <source>On the Stone:</source>
        <translation>石の上：</translation>
    </message>
    <message>
        <source>%1 × %2: worth %3</source>
        <translation>%1 × %2：%3点</translation>
    </message>
</context>
<context>
    <name>CardsLegend</name>
    <message>
        <source>A glowing card or stack: you may take it now (the top card of a column, a Sacrifice stack to buy, offer or take from).</source>
        <translation>光るカードや山：今取れます（列の一番上のカード、買う・捧げる・取る捧げ物カードの山）。</translation>
    </message>
    <message>
        <source>Ringed in gold: the card scored last, when a hand filled up.</source>
        <translation>金の輪：手札がいっぱいになったときに最後に得点計算されたカード。</translation>
    </message>
    <message>
        <source>A Sacrifice stack: the number is how many cards are left, the price under it what one costs you.</source>
        <translation>捧げ物カードの山：数字は残り枚数、下の値段はあなたが1枚買うときの費用。</translation>
    </message>
    <message>
        <source>On the Stone of Sacrifice, &quot;+ 2 ↓&quot;: cards laid face down that you know of; a face-down card you have not seen shows its back.</source>
        <translation>捧げ物の石の「+ 2 ↓」：あなたが知っている裏向きのカード。見ていない裏向きのカードは裏面で表示されます。</translation>
    </message>
    <message>
        <source>&quot;Hunters &amp; Gatherers&quot; under a card: it pays Sacrifice cards of its type when it is scored.</source>
        <translation>カードの下の「猟師&amp;採集民」：得点計算のとき、その種類の捧げ物カードをもたらします。</translation>
    </message>
</context>
<context>
    <name>CardsPosition</name>
    <message>
        <source>Fish</source>
        <translation>魚</translation>
    </message>
    <message>
        <source>Mulberry</source>
        <translation>木の実</translation>
    </message>
    <message>
        <source>Sweet Potato</source>
        <translation>サツマイモ</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>小麦</translation>
    </message>
    <message>
        <source>Moai</source>
        <translation>モアイ</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>司祭</translation>
    </message>
    <message>
        <source>Lumberjack</source>
        <translation>木こり</translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers (%1)</source>
        <translation>猟師&amp;採集民（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <translation>
            <numerusform>木%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy no Sacrifice card</source>
        <translation>捧げ物カードを買わない</translation>
    </message>
    <message>
        <source>Buy a %1 Sacrifice card (%2)</source>
        <translation>捧げ物カード「%1」を買う（%2）</translation>
    </message>
    <message>
        <source>Play a Lumberjack</source>
        <translation>木こりを出す</translation>
    </message>
    <message>
        <source>Play a Priest</source>
        <translation>司祭を出す</translation>
    </message>
    <message>
        <source>Build a Moai (%1) and start a Sacrifice Round</source>
        <translation>モアイを建てて（%1）捧げ物ラウンドを始める</translation>
    </message>
    <message>
        <source>Play %1 Hunters &amp; Gatherers (%2) (%3)</source>
        <translation>猟師&amp;採集民（%2）を%1枚出す（%3）</translation>
    </message>
    <message>
        <source>Play %1 Hunters &amp; Gatherers (%2)</source>
        <translation>猟師&amp;採集民（%2）を%1枚出す</translation>
    </message>
    <message>
        <source>Put a Moai out of the game (none can be built)</source>
        <translation>モアイを1枚ゲームから除く（建てられないため）</translation>
    </message>
    <message>
        <source>Sacrifice a %1 card face down</source>
        <translation>「%1」のカードを裏向きで捧げる</translation>
    </message>
    <message>
        <source>Sacrifice a card face down</source>
        <translation>カードを1枚裏向きで捧げる</translation>
    </message>
    <message>
        <source>Sacrifice a %1 card</source>
        <translation>「%1」のカードを捧げる</translation>
    </message>
    <message>
        <source>Add a %1 card from the open stack to the Stone</source>
        <translation>表向きの山から「%1」のカードを石に加える</translation>
    </message>
    <message>
        <source>Take the top card of column %1 (%2)</source>
        <translation>%1列目の一番上のカードを取る（%2）</translation>
    </message>
    <message>
        <source>Take the top card of column %1</source>
        <translation>%1列目の一番上のカードを取る</translation>
    </message>
    <message>
        <source>Take %1 glory for the Moai</source>
        <translation>モアイの分として勝利点%1を取る</translation>
    </message>
    <message>
        <source>Take %1 wood for the Moai</source>
        <translation>モアイの分として木%1を取る</translation>
    </message>
    <message>
        <source>Take a %1 Sacrifice card instead</source>
        <translation>代わりに捧げ物カード「%1」を取る</translation>
    </message>
    <message>
        <source>The deck is empty: the game is over.</source>
        <translation>山札が尽きました。ゲーム終了です。</translation>
    </message>
    <message>
        <source>The uncovered %1 is scored.</source>
        <translation>めくれた%1が得点計算されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n glory</source>
        <translation>
            <numerusform>勝利点%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 Sacrifice card(s)</source>
        <translation>
            <numerusform>捧げ物カード「%1」%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: +%2.</source>
        <translation>%1：+%2。</translation>
    </message>
    <message>
        <source>, +</source>
        <translation>、+</translation>
    </message>
    <message>
        <source>Glory earned</source>
        <translation>獲得した勝利点</translation>
    </message>
    <message>
        <source>Moai built (4 each)</source>
        <translation>建てたモアイ（各4点）</translation>
    </message>
    <message>
        <source>Wood (1 per 5)</source>
        <translation>木（5ごとに1点）</translation>
    </message>
    <message>
        <source>Fish Sacrifice cards</source>
        <translation>捧げ物カード「魚」</translation>
    </message>
    <message>
        <source>Mulberry Sacrifice cards</source>
        <translation>捧げ物カード「木の実」</translation>
    </message>
    <message>
        <source>Sweet Potato Sacrifice cards</source>
        <translation>捧げ物カード「サツマイモ」</translation>
    </message>
    <message>
        <source>Grain Sacrifice cards</source>
        <translation>捧げ物カード「小麦」</translation>
    </message>
    <message>
        <source>%1 buys no Sacrifice card.</source>
        <translation>%1は捧げ物カードを買いません。</translation>
    </message>
    <message>
        <source>%1 buys a %2 Sacrifice card (%3).</source>
        <translation>%1が捧げ物カード「%2」を買います（%3）。</translation>
    </message>
    <message>
        <source>%1 plays a Lumberjack.</source>
        <translation>%1が木こりを出します。</translation>
    </message>
    <message>
        <source>%1 plays a Priest.</source>
        <translation>%1が司祭を出します。</translation>
    </message>
    <message>
        <source>%1 builds a Moai (%2) and starts a Sacrifice Round.</source>
        <translation>%1がモアイを建てて（%2）捧げ物ラウンドを始めます。</translation>
    </message>
    <message>
        <source>%1 plays %2 Hunters &amp; Gatherers (%3) (%4).</source>
        <translation>%1が猟師&amp;採集民（%3）を%2枚出します（%4）。</translation>
    </message>
    <message>
        <source>%1 plays %2 Hunters &amp; Gatherers (%3).</source>
        <translation>%1が猟師&amp;採集民（%3）を%2枚出します。</translation>
    </message>
    <message>
        <source>%1 puts a Moai out of the game (none can be built).</source>
        <translation>%1がモアイを1枚ゲームから除きます（建てられないため）。</translation>
    </message>
    <message>
        <source>%1 sacrifices a %2 card face down.</source>
        <translation>%1が「%2」のカードを裏向きで捧げます。</translation>
    </message>
    <message>
        <source>%1 sacrifices a card face down.</source>
        <translation>%1がカードを1枚裏向きで捧げます。</translation>
    </message>
    <message>
        <source>%1 sacrifices a %2 card.</source>
        <translation>%1が「%2」のカードを捧げます。</translation>
    </message>
    <message>
        <source>%1 adds a %2 card from the open stack to the Stone.</source>
        <translation>%1が表向きの山から「%2」のカードを石に加えます。</translation>
    </message>
    <message>
        <source>%1 takes the top card of column %2 (%3).</source>
        <translation>%1が%2列目の一番上のカードを取ります（%3）。</translation>
    </message>
    <message>
        <source>%1 takes the top card of column %2.</source>
        <translation>%1が%2列目の一番上のカードを取ります。</translation>
    </message>
    <message>
        <source>%1 takes %2 glory for the Moai.</source>
        <translation>%1がモアイの分として勝利点%2を取ります。</translation>
    </message>
    <message>
        <source>%1 takes %2 wood for the Moai.</source>
        <translation>%1がモアイの分として木%2を取ります。</translation>
    </message>
    <message>
        <source>%1 takes a %2 Sacrifice card instead.</source>
        <translation>%1が代わりに捧げ物カード「%2」を取ります。</translation>
    </message>
    <message>
        <source>Empties the column: four cards come from the deck, and its new top card is scored</source>
        <translation>列が空になり、山札から4枚補充され、その一番上のカードが得点計算されます</translation>
    </message>
    <message>
        <source>Empties the column: four cards come from the deck</source>
        <translation>列が空になり、山札から4枚補充されます</translation>
    </message>
    <message>
        <source>Uncovers a %1</source>
        <translation>「%1」が現れます</translation>
    </message>
    <message numerus="yes">
        <source>%n glory or wood</source>
        <translation>
            <numerusform>勝利点か木%n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Then the %1 is scored: nobody gains</source>
        <translation>続いて「%1」が得点計算されます：誰も得ません</translation>
    </message>
    <message>
        <source>Then the %1 is scored: %2</source>
        <translation>続いて「%1」が得点計算されます：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>Empties the column: the deck&apos;s last %n card(s) refill it and the game ends, nothing more scored</source>
        <translation>
            <numerusform>列が空になります：山札の最後の%n枚で補充され、ゲームが終わります（これ以上の得点計算はありません）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardsReviewScreen</name>
    <message>
        <source>The cards are dealt.</source>
        <translation>カードが配られました。</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>配札</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1手番目</translation>
    </message>
</context>
<context>
    <name>CardsRulesPage</name>
    <message>
        <source>How to play Rapa Nui, the card game</source>
        <translation>ラパヌイ カードゲームの遊び方</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>You lead a people of Rapa Nui. Lay cards into your display to gather wood, earn glory and build Moai, and give Sacrifice cards to the Stone. The player with the most glory at the end wins: glory earned during play, 4 for each of your Moai, 1 for every 5 wood, and your Sacrifice cards at the value the Stone gives their type.</source>
        <translation>あなたはラパヌイの一族を率います。自分のプレイエリアにカードを出して木を集め、勝利点を得てモアイを建て、捧げ物カードを捧げ物の石に捧げましょう。終了時に勝利点が最も多いプレイヤーの勝ちです：プレイ中に得た勝利点、モアイ1体につき4、木5につき1、そして捧げ物の石がその種類に与える価値での捧げ物カード。</translation>
    </message>
    <message>
        <source>Moai</source>
        <translation>モアイ</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>司祭</translation>
    </message>
    <message>
        <source>Lumberjack</source>
        <translation>木こり</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Each player puts a Lumberjack in their display, holds three Hunters &amp; Gatherers of three different types, takes one Sacrifice card of each type and gets wood: 2 for the start player, then 3, 4 and 5 in turn. Sixteen cards from the shuffled deck make the general display: four columns of four, all visible; only the top card of a column can be taken.</source>
        <translation>各プレイヤーは木こり1枚を自分のプレイエリアに置き、種類の異なる猟師&amp;採集民3枚を手札に持ち、各種類の捧げ物カードを1枚ずつ取り、木を受け取ります：スタートプレイヤーは2、以降手番順に3、4、5。シャッフルした山札から16枚で共通のディスプレイ・エリアを作ります：4枚ずつ4列、すべて表向き。取れるのは各列の一番上のカードだけです。</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <source>1. &lt;b&gt;Buy&lt;/b&gt;, if you like, one Sacrifice card from an open stack: 5 wood, less 1 for each of your Hunters &amp; Gatherers of its type in your display.&lt;br/&gt;2. &lt;b&gt;Play&lt;/b&gt; one Lumberjack or one Priest (free), one Moai (7 wood, then a Sacrifice Round), or 1 to 3 Hunters &amp; Gatherers of one type (0, 1 or 2 wood). If you can play nothing (three Moai in hand and under 7 wood), one Moai leaves the game.&lt;br/&gt;3. &lt;b&gt;Draw&lt;/b&gt; back to three cards, one at a time, each from the top of any column. A column you empty is refilled at once with four cards from the deck. The card you uncovered last is then scored for everybody.</source>
        <translation>1. &lt;b&gt;購入&lt;/b&gt;（任意）：公開された山から捧げ物カードを1枚。木5、ただし自分のプレイエリアにあるその種類の猟師&amp;採集民1枚につき1少なくなります。&lt;br/&gt;2. &lt;b&gt;プレイ&lt;/b&gt;：木こり1枚か司祭1枚（無料）、モアイ1枚（木7、その後捧げ物ラウンド）、または同じ種類の猟師&amp;採集民1〜3枚（木0、1、2）。何も出せないとき（手札にモアイ3枚で木7未満）は、モアイ1枚がゲームから除外されます。&lt;br/&gt;3. &lt;b&gt;補充&lt;/b&gt;：手札が3枚になるまで1枚ずつ、好きな列の一番上から引きます。空になった列はすぐに山札から4枚で補充されます。最後にめくれたカードが全員に対して得点計算されます。</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>魚</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>小麦</translation>
    </message>
    <message>
        <source>1 card: free</source>
        <translation>1枚：無料</translation>
    </message>
    <message>
        <source>2 of a type: 1 wood</source>
        <translation>同じ種類2枚：木1</translation>
    </message>
    <message>
        <source>A top card you may take</source>
        <translation>取れる一番上のカード</translation>
    </message>
    <message>
        <source>The Sacrifice Round</source>
        <translation>捧げ物ラウンド</translation>
    </message>
    <message>
        <source>After a Moai is built, every player holding a Sacrifice card gives one to the Stone, starting to the builder&apos;s left and ending with the builder. The others lay theirs face up; the builder lays theirs face down, and only the builder knows its type. Then the builder adds one card from any open stack, face up.</source>
        <translation>モアイが建てられたら、捧げ物カードを持つ各プレイヤーが1枚を捧げ物の石に捧げます。建てた人の左隣から始めて、建てた人で終わります。他のプレイヤーは表向きに、建てた人は裏向きに置き、その種類を知っているのは建てた人だけです。最後に建てた人が、公開された山から1枚を表向きに加えます。</translation>
    </message>
    <message>
        <source>Scoring the uncovered card</source>
        <translation>めくれたカードの得点計算</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lumberjack&lt;/b&gt;: 1 wood for each of your Lumberjacks. &lt;b&gt;Priest&lt;/b&gt;: 1 glory for each of your Priests. &lt;b&gt;Moai&lt;/b&gt;: for each of your Moai, 1 glory or 1 wood; you choose one of the two for the whole payout. A player with at least 2 of the scored card and strictly more than anyone else gets 1 more.&lt;br/&gt;&lt;b&gt;Hunters &amp; Gatherers&lt;/b&gt;: everyone with at least one of that type in their display takes a Sacrifice card of the type, two with the same majority. The player on turn takes first. When the stack is empty, the taker picks another type.</source>
        <translation>&lt;b&gt;木こり&lt;/b&gt;：自分の木こり1枚につき木1。&lt;b&gt;司祭&lt;/b&gt;：自分の司祭1枚につき勝利点1。&lt;b&gt;モアイ&lt;/b&gt;：自分のモアイ1体につき勝利点1か木1。全体でどちらか一方を選びます。得点計算されるカードを2枚以上持ち、他の誰よりも厳密に多いプレイヤーは、さらに1を得ます。&lt;br/&gt;&lt;b&gt;猟師&amp;採集民&lt;/b&gt;：その種類を自分のプレイエリアに1枚以上持つ全員が、その種類の捧げ物カードを1枚取ります。同じ条件の過半数なら2枚です。手番のプレイヤーが最初に取ります。山が空なら、取る人は別の種類を選びます。</translation>
    </message>
    <message>
        <source>Mulberry</source>
        <translation>木の実</translation>
    </message>
    <message>
        <source>The end and the final count</source>
        <translation>終了と最終得点計算</translation>
    </message>
    <message>
        <source>When a column must be refilled and the deck runs out, the game ends at once; the card uncovered last is not scored. Count the Sacrifice cards of each type on the Stone, face-down ones included. The type with the most is worth 3 a card, the next count 2, the next 1, then 0; equal counts share a value. With nothing on the Stone every card is worth 0. Ties go to the most Moai in the display, then the most wood; after that the win is shared.</source>
        <translation>列を補充しなければならないときに山札が尽きたら、ゲームはすぐに終了し、最後にめくれたカードは得点計算されません。捧げ物の石の上の各種類の捧げ物カードを、裏向きのものも含めて数えます。最も多い種類は1枚につき3、次に多い数は2、その次は1、それ以外は0。同じ数なら同じ価値です。捧げ物の石に何もなければ、どのカードも0です。同点ならプレイエリアのモアイが多い方、次に木が多い方の勝ち。それでも同じなら勝利を分け合います。</translation>
    </message>
    <message>
        <source>× %1&lt;br/&gt;worth %2</source>
        <translation>× %1&lt;br/&gt;価値 %2</translation>
    </message>
    <message>
        <source>What you can see</source>
        <translation>見えるもの</translation>
    </message>
    <message>
        <source>Only the order of the deck and the types of other players&apos; face-down cards are hidden. Everything else could be remembered by a careful player, so Rano shows it: the hands, the displays, and everyone&apos;s Sacrifice cards. For a player who has laid cards face down, the count includes those cards, and a note says how many there are. The AI knows exactly what a player in its seat could know.</source>
        <translation>隠されているのは、山札の順番と、他のプレイヤーが裏向きに置いたカードの種類だけです。それ以外は注意深いプレイヤーなら覚えていられるので、Ranoは表示します：手札、プレイエリア、そして全員の捧げ物カード。裏向きにカードを置いたプレイヤーの枚数にはそのカードも含まれ、何枚あるかが注記されます。AIは、その席のプレイヤーが知りうることだけを知っています。</translation>
    </message>
    <message>
        <source>Where the rulebook is silent, Rano decides</source>
        <translation>ルールブックに書かれていないときのRanoの判断</translation>
    </message>
    <message>
        <source>• Each colour&apos;s three start Hunters &amp; Gatherers are of three different types; each colour lacks a different one.&lt;br/&gt;• The start player is drawn at random, like the deck.&lt;br/&gt;• A player who can play a card must play one; only the purchase is optional.&lt;br/&gt;• The Sacrifice Round starts to the builder&apos;s left and ends with the builder.&lt;br/&gt;• Moai owners choose glory or wood in turn order, the player on turn first, each seeing the earlier choices.&lt;br/&gt;• The second Hunters &amp; Gatherers card of a majority is taken right after the first, in that player&apos;s place in the order.&lt;br/&gt;• A type with no card on the Stone takes its place in the ranking like any other count.</source>
        <translation>• 各色のスタート用猟師&amp;採集民3枚は種類がすべて異なり、色ごとに欠けている種類が違います。&lt;br/&gt;• スタートプレイヤーは山札と同じく無作為に決まります。&lt;br/&gt;• カードを出せるプレイヤーは必ず1枚出します。任意なのは購入だけです。&lt;br/&gt;• 捧げ物ラウンドは建てた人の左隣から始まり、建てた人で終わります。&lt;br/&gt;• モアイの持ち主は手番順（手番のプレイヤーから）に勝利点か木を選び、それまでの選択を見てから決めます。&lt;br/&gt;• 過半数による2枚目の猟師&amp;採集民の捧げ物カードは、1枚目のすぐ後、そのプレイヤーの順番で取ります。&lt;br/&gt;• 捧げ物の石に1枚もない種類も、他の数と同じように順位に加わります。</translation>
    </message>
</context>
<context>
    <name>CardsSeatPanel</name>
    <message>
        <source>%1 wood</source>
        <translation>木%1</translation>
    </message>
    <message>
        <source>%1 glory</source>
        <translation>勝利点%1</translation>
    </message>
    <message>
        <source>%1 in the display: %2</source>
        <translation>プレイエリアの%1：%2</translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>手札：%1</translation>
    </message>
    <message numerus="yes">
        <source>These counts include %n card(s) they laid face down on the Stone; they hold %1 now.</source>
        <translation>
            <numerusform>この枚数には石の上に裏向きで置いた%n枚が含まれます。現在の所持は%1枚です。</numerusform>
        </translation>
    </message>
    <message>
        <source>In hand: %1. Click to play it, or to learn why not now</source>
        <translation>手札：%1。クリックで出す（出せないときは理由を表示）</translation>
    </message>
</context>
<context>
    <name>CardsSetup</name>
    <message>
        <source>The seed shuffles the 50 Rapa Nui cards and picks the start player. Each player starts with a Lumberjack in the display, three Hunters &amp; Gatherers in hand, one Sacrifice card of each type and 2 to 5 wood by seat from the start player.</source>
        <translation>シードが50枚のラパ・ヌイカードを混ぜ、スタートプレイヤーを決めます。各プレイヤーはプレイエリアに木こり1枚、手札に猟師&amp;採集民3枚、捧げ物カードを1種類ずつ、スタートプレイヤーからの席順に応じて木2～5を持って始めます。</translation>
    </message>
</context>
<context>
    <name>CardsTable</name>
    <message>
        <source>Take back stops at a card turned up: what it showed stays</source>
        <translation>「待った」はカードがめくられた所で止まります。めくられたカードは残ります</translation>
    </message>
    <message>
        <source>The game goes on from turn %1 of a recorded game.</source>
        <translation>記録されたゲームの%1手番目から続けます。</translation>
    </message>
    <message>
        <source>%1 begins. Every player holds one Sacrifice card of each type.</source>
        <translation>%1から始めます。各プレイヤーは捧げ物カードを1種類ずつ持っています。</translation>
    </message>
    <message>
        <source>%1: buy a Sacrifice card from an open stack, or buy none.</source>
        <translation>%1：表向きの山から捧げ物カードを1枚買うか、買わずに進みます。</translation>
    </message>
    <message>
        <source>%1: play cards from your hand into your display.</source>
        <translation>%1：手札からプレイエリアにカードを出してください。</translation>
    </message>
    <message>
        <source>%1: your Moai&apos;s Sacrifice Round ends with you: lay one of your Sacrifice cards on the Stone, face down.</source>
        <translation>%1：あなたのモアイの捧げ物ラウンドはあなたで終わります。捧げ物カードを1枚、裏向きで石に置いてください。</translation>
    </message>
    <message>
        <source>%1: a Moai was built. Lay one of your Sacrifice cards on the Stone, face up.</source>
        <translation>%1：モアイが建てられました。捧げ物カードを1枚、表向きで石に置いてください。</translation>
    </message>
    <message>
        <source>%1: add one card from an open stack to the Stone, face up.</source>
        <translation>%1：表向きの山からカードを1枚、表向きで石に加えてください。</translation>
    </message>
    <message>
        <source>%1: take the top card of a column into your hand (%2 of 3 in hand).</source>
        <translation>%1：どれかの列の一番上のカードを手札に取ってください（手札 %2/3枚）。</translation>
    </message>
    <message>
        <source>%1: a Moai is scored. Take glory or wood for your Moai?</source>
        <translation>%1：モアイの得点計算です。モアイの分を勝利点と木のどちらで受け取りますか？</translation>
    </message>
    <message>
        <source>%1: the %2 stack is empty. Take another Sacrifice card instead.</source>
        <translation>%1：「%2」の山は空です。代わりに別の捧げ物カードを取ってください。</translation>
    </message>
    <message>
        <source>The game continues, turn %1.</source>
        <translation>ゲームを続けます（%1手番目）。</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>%1手番目：%2</translation>
    </message>
    <message>
        <source>Wait: %1 is playing.</source>
        <translation>お待ちください：%1の手番です。</translation>
    </message>
    <message numerus="yes">
        <source>This %1 can be played %n ways now: choose one of the buttons.</source>
        <translation>
            <numerusform>この「%1」は今%n通りに出せます：ボタンから選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <source>First buy a Sacrifice card, or none; then you play a card from your hand.</source>
        <translation>まず捧げ物カードを買う（買わなくてもよい）；そのあと手札からカードを出します。</translation>
    </message>
    <message>
        <source>A Moai costs %1 wood; you hold %2.</source>
        <translation>モアイは木%1が必要です；あなたの木は%2です。</translation>
    </message>
    <message>
        <source>The %1 cannot be played now.</source>
        <translation>「%1」は今は出せません。</translation>
    </message>
    <message>
        <source>You have played a card this turn: now you draw back to three.</source>
        <translation>この手番ではもうカードを出しました：手札を3枚まで引きます。</translation>
    </message>
    <message>
        <source>Not now. %1</source>
        <translation>今はできません。%1</translation>
    </message>
    <message>
        <source>Only the top card of a column, the one in front, can be drawn.</source>
        <translation>引けるのは各列の一番上のカード、つまり一番手前のカードだけです。</translation>
    </message>
    <message>
        <source>First buy a Sacrifice card, or none, then play from your hand: you draw last.</source>
        <translation>まず捧げ物カードを買うか買わないかを決め、次に手札からプレイします：カードを引くのは最後です。</translation>
    </message>
    <message>
        <source>First play a card from your hand: you draw last.</source>
        <translation>まず手札からカードをプレイしてください：カードを引くのは最後です。</translation>
    </message>
    <message>
        <source>Column %1 cannot be drawn from now.</source>
        <translation>今は列%1から引けません。</translation>
    </message>
    <message>
        <source>The deck only refills a column emptied by a draw; you draw from the columns.</source>
        <translation>山札は、空になった列の補充にだけ使います。カードは列から引きます。</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>choices</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, as the AI sees it: click to go there</source>
        <translation>AIが見た各プレイヤーの勝率：クリックでその場面へ</translation>
    </message>
</context>
<context>
    <name>ChoiceButton</name>
    <message>
        <source>The hint&apos;s choice</source>
        <translation>ヒントの選択</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>キー%1</translation>
    </message>
    <message>
        <source>The hint&apos;s choice (%1)</source>
        <translation>ヒントの選択（%1）</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
</context>
<context>
    <name>ChoiceReviewFrame</name>
    <message>
        <source>The start (Home)</source>
        <translation>最初へ (Home)</translation>
    </message>
    <message>
        <source>A turn back (Ctrl+Left)</source>
        <translation>1手番戻る (Ctrl+←)</translation>
    </message>
    <message>
        <source>A choice back (Left)</source>
        <translation>1選択戻る (←)</translation>
    </message>
    <message>
        <source>A choice on (Right)</source>
        <translation>1選択進む (→)</translation>
    </message>
    <message>
        <source>A turn on (Ctrl+Right)</source>
        <translation>1手番進む (Ctrl+→)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>最後へ (End)</translation>
    </message>
    <message>
        <source>Start a new game from this position</source>
        <translation>この局面から新しいゲームを始める</translation>
    </message>
    <message>
        <source>The AI: %1</source>
        <translation>AI：%1</translation>
    </message>
    <message>
        <source>Game over · choice %1 of %2</source>
        <translation>ゲーム終了・%2手中%1手目</translation>
    </message>
    <message>
        <source>%1 · choice 0 of %2</source>
        <translation>%1・%2手中0手目</translation>
    </message>
    <message>
        <source>%1 · choice %2 of %3</source>
        <translation>%1・%3手中%2手目</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Welcome, chief</source>
        <translation>ようこそ、族長</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Step 1: a Sacrifice card?</source>
        <translation>ステップ1：捧げ物カードを買いますか？</translation>
    </message>
    <message>
        <source>You may buy one Sacrifice card from an open stack: 5 Wood, 1 less for each Hunter &amp; Gatherer of that type in your display, never below 0. Or skip this step. Buy one, or press Buy no Sacrifice card.</source>
        <translation>表向きの山から捧げ物カードを1枚買えます：木5、ただし自分のプレイエリアにあるその種類の猟師&amp;採集民1枚につき1少なくなり、0未満にはなりません。このステップを飛ばしてもかまいません。1枚買うか、「捧げ物カードを買わない」を押してください。</translation>
    </message>
    <message>
        <source>First step 1: buy a Sacrifice card, or press Buy no Sacrifice card.</source>
        <translation>まずステップ1です：捧げ物カードを買うか、「捧げ物カードを買わない」を押してください。</translation>
    </message>
    <message>
        <source>Step 2: play from your hand</source>
        <translation>ステップ2：手札から出す</translation>
    </message>
    <message>
        <source>Now step 2: play card(s) from your hand.</source>
        <translation>次はステップ2です：手札からカードを出してください。</translation>
    </message>
    <message>
        <source>Step 3: refill your hand</source>
        <translation>ステップ3：手札を補充する</translation>
    </message>
    <message>
        <source>Now step 3: take the top card of a column.</source>
        <translation>次はステップ3です：どれかの列の一番上のカードを取ってください。</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Then each chief plays a turn in turn, clockwise. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision, but never past a card turned up.</source>
        <translation>このあと、各族長が時計回りに順番に手番を行います。W で他のプレイヤーがしたことをもう一度見られます。H で AI にヒントを求められます。「待った」で最後の決定を取り消せますが、めくられたカードより前には戻れません。</translation>
    </message>
    <message>
        <source>Lumberjacks scored</source>
        <translation>木こりの得点計算</translation>
    </message>
    <message>
        <source>Priests scored</source>
        <translation>司祭の得点計算</translation>
    </message>
    <message>
        <source>Moai scored</source>
        <translation>モアイの得点計算</translation>
    </message>
    <message>
        <source>Glory or Wood?</source>
        <translation>勝利点か木か？</translation>
    </message>
    <message>
        <source>Your Moai are scored: take 1 Glory point per Moai, or 1 Wood per Moai, never some of each.</source>
        <translation>あなたのモアイの得点計算です：モアイ1枚につき1勝利点か、モアイ1枚につき木1を取ります。両方を混ぜて取ることはできません。</translation>
    </message>
    <message>
        <source>Choose first: Glory points or Wood for your Moai.</source>
        <translation>まず選んでください：モアイの分を勝利点で取るか、木で取るか。</translation>
    </message>
    <message>
        <source>Hunters &amp; Gatherers scored</source>
        <translation>猟師&amp;採集民の得点計算</translation>
    </message>
    <message>
        <source>An empty stack</source>
        <translation>空になった山</translation>
    </message>
    <message>
        <source>The stack of the type you should take from is empty: take a Sacrifice card of another type instead.</source>
        <translation>取るはずの種類の山が空です：代わりに別の種類の捧げ物カードを取ってください。</translation>
    </message>
    <message>
        <source>Take a Sacrifice card of another type first.</source>
        <translation>まず別の種類の捧げ物カードを取ってください。</translation>
    </message>
    <message>
        <source>A Sacrifice Round</source>
        <translation>捧げ物ラウンド</translation>
    </message>
    <message>
        <source>Lay a Sacrifice card on the Stone first.</source>
        <translation>まず捧げ物カードを1枚、石に置いてください。</translation>
    </message>
    <message>
        <source>The builder&apos;s offering</source>
        <translation>建てた人の捧げ物</translation>
    </message>
    <message>
        <source>You built the Moai, so you also lay one card from an open stack on the Stone, face up, for nothing: it raises that type&apos;s value for everybody.</source>
        <translation>あなたがモアイを建てたので、表向きの山からもカードを1枚、無料で表向きに石に置きます：その種類の価値が全員にとって上がります。</translation>
    </message>
    <message>
        <source>Lay a card from an open stack on the Stone first.</source>
        <translation>まず表向きの山からカードを1枚、石に置いてください。</translation>
    </message>
    <message>
        <source>A card face down</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>The Moai&apos;s builder laid a Sacrifice card face down: until the end only they know its type, though it counts for its type&apos;s value. Rano shows you only what you may know.</source>
        <translation>モアイを建てた人が捧げ物カードを裏向きで置きました：最後まで、その種類を知っているのはその人だけですが、その種類の価値の計算には数えられます。Ranoは、あなたが知りうることだけを表示します。</translation>
    </message>
    <message>
        <source>Three Moai and no Wood</source>
        <translation>モアイ3枚で木が足りない</translation>
    </message>
    <message>
        <source>You hold three Moai and less than 7 Wood: you cannot play any card, so one Moai leaves the game instead.</source>
        <translation>手札にモアイが3枚あり、木が7未満です：どのカードも出せないので、代わりにモアイ1枚がゲームから除外されます。</translation>
    </message>
    <message>
        <source>Put one Moai out of the game: it is all you can do this turn.</source>
        <translation>モアイを1枚ゲームから除いてください：この手番でできるのはそれだけです。</translation>
    </message>
    <message>
        <source>A column refilled</source>
        <translation>列の補充</translation>
    </message>
    <message>
        <source>A column was emptied, so it was refilled at once with 4 cards from the face-down deck; its fourth card is the one scored. The game ends when a refill empties the deck, and then that last card is not scored.</source>
        <translation>列が空になったので、すぐに裏向きの山札から4枚で補充されました。得点計算されるのはその4枚目のカードです。補充で山札が尽きるとゲームは終了し、そのときは最後のカードは得点計算されません。</translation>
    </message>
    <message>
        <source>The final score</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>A refill emptied the deck: the game is over, and its last card was not scored. Each player adds to their Glory points 4 GP per Moai in their display, 1 GP per 5 Wood, and each Sacrifice card at its type&apos;s value: the type most on the Stone is worth 3, the next 2, the next 1, the rest 0 (tied types share a value; with nothing on the Stone, every card is worth 0). Most GP wins; a tie goes to the most Moai, then the most Wood.</source>
        <translation>補充で山札が尽きました：ゲーム終了です。最後のカードは得点計算されませんでした。各プレイヤーは自分の勝利点に、プレイエリアのモアイ1枚につき4勝利点、木5につき1勝利点、そして捧げ物カード1枚ごとにその種類の価値を加えます：捧げ物の石の上に最も多い種類は3、次は2、その次は1、残りは0です（同数の種類は同じ価値。石の上に何もなければ、どのカードも0）。勝利点が最も多いプレイヤーの勝ちです。同点ならモアイが多い方、次に木が多い方の勝ちです。</translation>
    </message>
    <message>
        <source>Step 1 of a turn: one Sacrifice card from an open stack, 5 Wood less 1 per Hunter &amp; Gatherer of its type in the buyer&apos;s display, never below 0.</source>
        <translation>手番のステップ1：表向きの山から捧げ物カードを1枚。木5、ただし買う人のプレイエリアにあるその種類の猟師&amp;採集民1枚につき1少なくなり、0未満にはなりません。</translation>
    </message>
    <message>
        <source>With three Moai in hand and under 7 Wood nothing can be played, so one Moai leaves the game.</source>
        <translation>手札にモアイが3枚あり木が7未満だと何も出せないので、モアイ1枚がゲームから除外されます。</translation>
    </message>
    <message>
        <source>Step 3 of a turn: the top card of a column, until the hand holds 3; the card uncovered last is scored for all.</source>
        <translation>手番のステップ3：手札が3枚になるまで、列の一番上のカードを取ります。最後にめくれたカードが全員に対して得点計算されます。</translation>
    </message>
    <message>
        <source>Moai scored: 1 Glory point per Moai in the display (or 1 Wood each), one kind for all.</source>
        <translation>モアイの得点計算：プレイエリアのモアイ1枚につき1勝利点（またはそれぞれ木1）。すべてのモアイについて同じ種類にそろえます。</translation>
    </message>
    <message>
        <source>The Moai&apos;s builder adds one card from an open stack to the Stone, face up.</source>
        <translation>モアイを建てた人は、表向きの山からカードを1枚、表向きで石に加えます。</translation>
    </message>
    <message>
        <source>Step 2 of a turn: one Lumberjack, one Priest, one Moai (7 Wood) or 1 to 3 Hunters &amp; Gatherers of one type (0, 1 or 2 Wood) go from the hand to the display.</source>
        <translation>手番のステップ2：木こり1枚、司祭1枚、モアイ1枚（木7）、または同じ種類の猟師&amp;採集民1～3枚（木0、1、2）を手札からプレイエリアに出します。</translation>
    </message>
    <message>
        <source>In a Sacrifice Round every player with Sacrifice cards lays one on the Stone, the Moai&apos;s builder last and face down.</source>
        <translation>捧げ物ラウンドでは、捧げ物カードを持つ各プレイヤーが1枚を石に置きます。モアイを建てた人は最後に、裏向きで置きます。</translation>
    </message>
    <message>
        <source>Buying a Sacrifice card is optional: step 1 may be skipped.</source>
        <translation>捧げ物カードの購入は任意です：ステップ1は飛ばせます。</translation>
    </message>
    <message>
        <source>When a stack runs out, a player owed a card of its type takes one of another type.</source>
        <translation>山が尽きたときは、その種類のカードを受け取るはずのプレイヤーは、別の種類のカードを1枚取ります。</translation>
    </message>
    <message>
        <source>Moai scored: 1 Wood per Moai in the display (or 1 Glory point each), one kind for all.</source>
        <translation>モアイの得点計算：プレイエリアのモアイ1枚につき木1（またはそれぞれ1勝利点）。すべてのモアイについて同じ種類にそろえます。</translation>
    </message>
    <message>
        <source>Welcome to Rapa Nui</source>
        <translation>ラパ・ヌイへようこそ</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>A Sculptor</source>
        <translation>彫刻師</translation>
    </message>
    <message>
        <source>A Villager on a free space of the Moai Quarry is a Sculptor. In phase 2 each Sculptor in the first column makes a small Moai; a Sculptor in the first and one in the second column together make a medium one; one in each of the three columns, a large one. Place a Villager in the Quarry: click a glowing column (or its button in the side panel).</source>
        <translation>モアイ石切り場の空いているマスに置いた村人は彫刻師になります。フェーズ2では、1列目の彫刻師1人が小型のモアイ1体を作ります。1列目と2列目の彫刻師1人ずつで中型を1体、3つの列に1人ずつで大型を1体作ります。石切り場に村人を置いてください：輝いている列（またはサイドパネルのそのボタン）をクリックします。</translation>
    </message>
    <message>
        <source>Place a Sculptor first: click a glowing column of the Moai Quarry.</source>
        <translation>まず彫刻師を置いてください：モアイ石切り場の輝いている列をクリックします。</translation>
    </message>
    <message>
        <source>A Transporter</source>
        <translation>運搬人</translation>
    </message>
    <message>
        <source>Place a Villager on the island now: click a lit space.</source>
        <translation>今度は島に村人を置いてください：光っているマスをクリックします。</translation>
    </message>
    <message>
        <source>The Sorcerer</source>
        <translation>呪術師</translation>
    </message>
    <message>
        <source>Your Sorcerer goes on a free star of the turn order track: once everyone has placed, the new turn order is the Sorcerers&apos; order along it. The round&apos;s first player may not open the round with the Sorcerer on the first star. Click a glowing star.</source>
        <translation>呪術師は手番順トラックの空いている星に置きます：全員が配置を終えると、新しい手番順はトラック上の呪術師の並び順になります。ラウンドのスタートプレイヤーは、ラウンド最初の配置で呪術師を1番目の星に置くことはできません。輝いている星をクリックしてください。</translation>
    </message>
    <message>
        <source>Place your Sorcerer now: click a glowing star of the turn order track.</source>
        <translation>今度は呪術師を置いてください：手番順トラックの輝いている星をクリックします。</translation>
    </message>
    <message>
        <source>Sculpting</source>
        <translation>彫刻</translation>
    </message>
    <message>
        <source>In the new turn order each player takes the Moai their Sculptors make. Each Sculptor helps make one Moai only; a missing size is replaced by a smaller one. Choose how your Sculptors combine.</source>
        <translation>新しい手番順に、各プレイヤーが自分の彫刻師の作るモアイを受け取ります。彫刻師1人が関われるのはモアイ1体だけです。足りないサイズは、より小さいサイズで代わります。彫刻師の組み合わせ方を選んでください。</translation>
    </message>
    <message>
        <source>Choose your Moai first.</source>
        <translation>まずモアイを選んでください。</translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation>加勢</translation>
    </message>
    <message>
        <source>Change Jobs</source>
        <translation>転職</translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation>手助け</translation>
    </message>
    <message>
        <source>Your Lend a Hand tile turns one of your Sculptors (or your Chief) into a Transporter on an empty or own space, once the Moai are sculpted: play it now, or keep it.</source>
        <translation>アフタイル「手助け」は、モアイが彫られた後、自分の彫刻師1人（または族長）を、空いているマスか自分のマスの運搬人に変えます：今使うか、取っておいてください。</translation>
    </message>
    <message>
        <source>Carry a Moai</source>
        <translation>モアイを運ぶ</translation>
    </message>
    <message>
        <source>Carry a Moai now: choose one of the lit Ahu.</source>
        <translation>今度はモアイを運んでください：光っているアフを1つ選びます。</translation>
    </message>
    <message>
        <source>Transports pay</source>
        <translation>運搬の支払い</translation>
    </message>
    <message>
        <source>A Moai or a Pukao crossed Transporters of another player: each such space paid its owner once, a Resource of the space for a Moai, 1 Reed for a Pukao. Where a space shows two Resources (a/b), its owner chooses. Chains through your own and the grey neutral Transporters pay nobody.</source>
        <translation>モアイかプカオがほかのプレイヤーの運搬人を通過しました：そのようなマスごとに1回、持ち主に支払われます。モアイならそのマスの資源、プカオなら葦1つです。資源が2つ示されたマス（a/b）では持ち主が選びます。自分の運搬人や灰色の中立の運搬人のマスを通っても、誰にも支払われません。</translation>
    </message>
    <message>
        <source>Which Resource?</source>
        <translation>どの資源？</translation>
    </message>
    <message>
        <source>Choose the Resource you earn first.</source>
        <translation>まず得る資源を選んでください。</translation>
    </message>
    <message>
        <source>Erecting</source>
        <translation>モアイを立てる</translation>
    </message>
    <message>
        <source>Take Two More and Take Three More add Resources of the Ahu&apos;s kind when you erect; with Fervent you may take erected Resources one step higher. Choose what you take.</source>
        <translation>「さらに2つ」と「さらに3つ」は、モアイを立てるときにアフの種類の資源を増やします。「熱心」があれば、立てて得る資源を1段階上にして取れます。取るものを選んでください。</translation>
    </message>
    <message>
        <source>An Ahu tile</source>
        <translation>アフタイル</translation>
    </message>
    <message>
        <source>Carry a Pukao</source>
        <translation>プカオを運ぶ</translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry along a chain of Transporters to an Ahu with a Moai without one, where you have a standing Transporter, if you can then buy an Offering. It styles the Moai, your Transporter there is fatigued, and you buy an Offering tile.</source>
        <translation>プカオは、プカオ石切り場から運搬人のつながりに沿って、プカオのないモアイが立つアフのうち、自分の立っている運搬人がいるアフへ運ばれます。ただし、その後で供物を買える場合に限ります。プカオがモアイに載り、そこにいるあなたの運搬人は疲れ、あなたは供物タイルを1枚買います。</translation>
    </message>
    <message>
        <source>Carry a Pukao now: choose one of the lit Ahu.</source>
        <translation>今度はプカオを運んでください：光っているアフを1つ選びます。</translation>
    </message>
    <message>
        <source>Buy an Offering</source>
        <translation>供物を買う</translation>
    </message>
    <message>
        <source>Buy your Offering first: choose how you pay.</source>
        <translation>まず供物を買ってください：支払い方を選びます。</translation>
    </message>
    <message>
        <source>Dropping out</source>
        <translation>降りる</translation>
    </message>
    <message>
        <source>Instead of transporting you may drop out of the transport phase for this round. When everybody has dropped out, the round ends.</source>
        <translation>運搬する代わりに、このラウンドの運搬フェーズから降りることができます。全員が降りるとラウンドは終わります。</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>ラウンドの終わり</translation>
    </message>
    <message>
        <source>Every figurine went home, Transporters stood up, and Moai sculpted but not erected went back to the supply. If the Ahu spaces without a Moai are no more than the players (with two players, fewer than 3), the game ends now; otherwise a new round begins with the placements.</source>
        <translation>すべての駒が持ち主のもとに戻り、運搬人は起き上がり、彫られたのに立てられなかったモアイはストックに戻りました。モアイのないアフのマスの数がプレイヤー人数以下（2人プレイでは3未満）なら、ここでゲームは終了します。そうでなければ、配置から新しいラウンドが始まります。</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Change Jobs turns the Sorcerer into a Sculptor or a Transporter once the turn order is set.</source>
        <translation>「転職」は、手番順が決まった後、呪術師を彫刻師か運搬人に変えます。</translation>
    </message>
    <message>
        <source>The Chief comes with a Villager or the Sorcerer, below any Quarry column, and counts as a Sculptor there.</source>
        <translation>族長は村人か呪術師と一緒に、石切り場のどの列の下にも置かれ、そこで彫刻師として数えます。</translation>
    </message>
    <message>
        <source>Chip In adds a virtual Sculptor in any column for one sculpting.</source>
        <translation>「加勢」は、1回の彫刻に限り、好きな列に仮想の彫刻師を1人加えます。</translation>
    </message>
    <message>
        <source>With two players each takes two kinds of Ahu tiles from the face-up leftovers, in turn.</source>
        <translation>2人プレイでは、各自が順番に、表向きの残りのタイルからアフタイルを2種類取ります。</translation>
    </message>
    <message>
        <source>A player who drops out of the transport phase transports no more this round.</source>
        <translation>運搬フェーズから降りたプレイヤーは、このラウンドはもう運搬しません。</translation>
    </message>
    <message>
        <source>On an a/b space the Transporter&apos;s owner chooses which of the two Resources a transport pays.</source>
        <translation>a/bのマスでは、運搬で支払われる2つの資源のどちらを得るかを、運搬人の持ち主が選びます。</translation>
    </message>
    <message>
        <source>A turn ends when its player says so, or when nothing is left to do in it.</source>
        <translation>手番は、そのプレイヤーが終えると決めたとき、またはその手番でできることが何も残っていないときに終わります。</translation>
    </message>
    <message>
        <source>Erecting pays 1, 3 or 5 Resources of the Ahu&apos;s kind; Fervent lets them be taken a step higher.</source>
        <translation>モアイを立てると、アフの種類の資源を1つ、3つ、または5つ得ます。「熱心」があれば1段階上の資源で取れます。</translation>
    </message>
    <message>
        <source>An Improvement is bought at any moment of its buyer&apos;s own turns, at most 3 of the 4.</source>
        <translation>改良は、買う人の自分の手番中ならいつでも買え、4つのうち最大3つまでです。</translation>
    </message>
    <message>
        <source>A tile kept can be used at a later moment of its kind.</source>
        <translation>取っておいたタイルは、後でその種類に合った場面が来たときに使えます。</translation>
    </message>
    <message>
        <source>Lend a Hand turns a Sculptor or the Chief into a Transporter once the Moai are sculpted.</source>
        <translation>「手助け」は、モアイが彫られた後、彫刻師か族長を運搬人に変えます。</translation>
    </message>
    <message>
        <source>A Moai goes from the Crater along Transporters to an empty Ahu with a standing own Transporter, paying each other player&apos;s space crossed, and is erected there.</source>
        <translation>モアイは火口から運搬人をたどって、自分の立っている運搬人がいる空いたアフまで運ばれ、通過したほかのプレイヤーのマスごとに支払いをして、そこに立てられます。</translation>
    </message>
    <message>
        <source>A styling buys one Offering with 4 Resources of its kind (one of each for the Hatchet), higher ones standing in for lower ones.</source>
        <translation>プカオを載せると、その種類の資源4つ（手斧は各資源1つずつ）で供物を1つ買えます。低い資源の代わりに高い資源を使えます。</translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry along Transporters to an unstyled Moai, paying 1 Reed per other player&apos;s space crossed, and buys an Offering.</source>
        <translation>プカオはプカオ石切り場から運搬人をたどって、プカオのないモアイまで運ばれ、通過したほかのプレイヤーのマス1つにつき葦1つを支払い、供物を買います。</translation>
    </message>
    <message>
        <source>Rest stands one fatigued Transporter up, in its holder&apos;s transport turn.</source>
        <translation>「休息」は、持ち主の運搬の手番に、疲れた運搬人を1人起こします。</translation>
    </message>
    <message>
        <source>Each Sculptor helps sculpt one Moai: the first column a small one, the first two a medium one, all three a large one.</source>
        <translation>彫刻師1人が関われるのはモアイ1体だけです：1列目だけなら小型、1列目と2列目なら中型、3列すべてなら大型です。</translation>
    </message>
    <message>
        <source>A Villager on a free space of the Moai Quarry is a Sculptor: its column decides the Moai it helps sculpt.</source>
        <translation>モアイ石切り場の空いているマスに置いた村人は彫刻師になります：どの列に置いたかで、関わるモアイが決まります。</translation>
    </message>
    <message>
        <source>The Sorcerer on a star of the turn order track sets its owner&apos;s place in the next turn order.</source>
        <translation>手番順トラックの星に置いた呪術師が、次の手番順での持ち主の順番を決めます。</translation>
    </message>
    <message>
        <source>Take Two More and Take Three More add Resources when erecting.</source>
        <translation>「さらに2つ」と「さらに3つ」は、モアイを立てるときの資源を増やします。</translation>
    </message>
    <message>
        <source>A Villager on an island space is a Transporter; never where another player&apos;s Transporters stand, nor on the Crater or the Pukao Quarry.</source>
        <translation>島のマスに置いた村人は運搬人になります。ほかのプレイヤーの運搬人がいるマスや、火口、プカオ石切り場には置けません。</translation>
    </message>
    <message>
        <source>Welcome to Mu</source>
        <translation>ムーへようこそ</translation>
    </message>
    <message>
        <source>The continent</source>
        <translation>大陸</translation>
    </message>
    <message>
        <source>Come ashore</source>
        <translation>上陸</translation>
    </message>
    <message>
        <source>Each turn you have 4 Action Points (AP). Moving a Settler one space costs 1 AP, and stepping off the Boat is a move. Click your Boat, then one of the lit land spaces beside the bay.</source>
        <translation>各手番に4アクションポイント（AP）があります。入植者を1マス動かすには1 APかかり、ボートから降りるのも移動です。自分のボートをクリックし、次に湾の隣の光っている陸のマスをクリックしてください。</translation>
    </message>
    <message>
        <source>First bring your Settler ashore: click your Boat, then a lit space beside the bay.</source>
        <translation>まず入植者を上陸させてください：自分のボートをクリックし、次に湾の隣の光っているマスをクリックします。</translation>
    </message>
    <message>
        <source>Build a Village</source>
        <translation>村を建てる</translation>
    </message>
    <message>
        <source>Your Settler stands on lava, and lava is what you build with. Build a Village there (2 AP): the lava becomes a Village of yours, worth 1 VP at once and 3 VP at the end if it survives. Press Build a Village.</source>
        <translation>あなたの入植者は溶岩の上にいます。溶岩は建設の材料です。そこに村を建てましょう（2 AP）：溶岩はあなたの村になり、すぐに1勝利点、最後まで残っていれば終了時に3勝利点になります。「村を建てる」を押してください。</translation>
    </message>
    <message>
        <source>Build a Village first: your Settler stands on lava (the lit space).</source>
        <translation>まず村を建ててください：あなたの入植者は溶岩の上（光っているマス）にいます。</translation>
    </message>
    <message>
        <source>Create a Settler</source>
        <translation>入植者を生み出す</translation>
    </message>
    <message>
        <source>In an Area where you have a Settler and a Village, Create a Settler (1 AP) on any of its spaces. Each turn you may create as many Settlers in an Area as you have Villages there. Each Settler on the board is worth 4 VP at the end.</source>
        <translation>自分の入植者と村があるエリアでは、そのエリアのどのマスにも入植者を生み出せます（1 AP）。1手番にあるエリアで生み出せる入植者の数は、そこにある自分の村の数までです。盤上の入植者は、終了時に1人につき4勝利点になります。</translation>
    </message>
    <message>
        <source>Create a Settler now, on a lit space of the Area with your Village.</source>
        <translation>今度は入植者を生み出してください：あなたの村があるエリアの光っているマスに。</translation>
    </message>
    <message>
        <source>Sculpt a Moai</source>
        <translation>モアイを彫る</translation>
    </message>
    <message>
        <source>Sculpt a Moai now, on the lit lava under your Settler.</source>
        <translation>今度はモアイを彫ってください：入植者の下の光っている溶岩で。</translation>
    </message>
    <message>
        <source>Raise a Moai</source>
        <translation>モアイを立てる</translation>
    </message>
    <message>
        <source>Raise your Moai now: on the lit space, press a Raise a Moai button.</source>
        <translation>今度はモアイを立ててください：光っているマスで、「モアイを立てる」ボタンのどれかを押します。</translation>
    </message>
    <message>
        <source>Pray?</source>
        <translation>祈りますか？</translation>
    </message>
    <message>
        <source>Answer the lava first: Spend a Prayer token, or Let it burn.</source>
        <translation>まず溶岩への対応を選んでください：「祈りトークンを使う」か「燃えるにまかせる」。</translation>
    </message>
    <message>
        <source>Flee!</source>
        <translation>避難！</translation>
    </message>
    <message>
        <source>The land under your Settlers sinks. On your own turn all your Settlers there flee to one space beside it; on another tribe&apos;s turn one of them does. Click a ringed space, then click it again.</source>
        <translation>あなたの入植者がいる土地が沈みます。自分の手番なら、そこにいる入植者全員が隣の1マスへ避難します。ほかの部族の手番なら、避難できるのはそのうち1人です。囲まれたマスをクリックし、もう一度クリックしてください。</translation>
    </message>
    <message>
        <source>Save your Settlers first: click a ringed space beside the sinking land.</source>
        <translation>まず入植者を救ってください：沈む土地の隣にある囲まれたマスをクリックします。</translation>
    </message>
    <message>
        <source>Take a Prayer token</source>
        <translation>祈りトークンを取る</translation>
    </message>
    <message>
        <source>Take a Prayer token now: press its button.</source>
        <translation>今度は祈りトークンを取ってください：そのボタンを押します。</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>歩く</translation>
    </message>
    <message>
        <source>A Settler steps to a neighbouring space for 1 AP, into another Area too, but never across a Fissure (a dark crack on a border). Click one of your lit Settlers, then a ringed space.</source>
        <translation>入植者は1 APで隣のマスへ移動します。別のエリアへも入れますが、亀裂（境界上の暗い裂け目）は決して越えられません。光っている自分の入植者をクリックし、次に囲まれたマスをクリックしてください。</translation>
    </message>
    <message>
        <source>Move a Settler now: click one of your lit Settlers, then a ringed space next to it.</source>
        <translation>今度は入植者を動かしてください：光っている自分の入植者をクリックし、次にその隣の囲まれたマスをクリックします。</translation>
    </message>
    <message>
        <source>What a Moai scores</source>
        <translation>モアイの得点</translation>
    </message>
    <message>
        <source>A Fissure</source>
        <translation>亀裂</translation>
    </message>
    <message>
        <source>The Volcano die</source>
        <translation>火山ダイス</translation>
    </message>
    <message>
        <source>After each raise the die is rolled: a white face, the Volcanoes stay quiet; a Volcano face, one Volcano erupts, drawn at random among the Volcano tokens.</source>
        <translation>モアイを立てるたびにダイスを振ります：白い面なら火山は静かなままです。火山の面なら、火山トークンから無作為に引いた火山1つが噴火します。</translation>
    </message>
    <message>
        <source>An eruption</source>
        <translation>噴火</translation>
    </message>
    <message>
        <source>An erupting Volcano lays one lava tile on the first space without lava along each of its channels. A Village or a lying Moai there is destroyed, back to its owner&apos;s reserve (no VP are lost), unless its owner spends a Prayer token. Raised Moai and Settlers are safe.</source>
        <translation>噴火した火山は、それぞれの溶岩の流れに沿って、溶岩のない最初のマスに溶岩タイルを1枚置きます。そこにある村や横たわったモアイは、持ち主が祈りトークンを使わない限り破壊され、持ち主の手元に戻ります（勝利点は失われません）。立っているモアイと入植者は安全です。</translation>
    </message>
    <message>
        <source>No lava left</source>
        <translation>溶岩がなくなった</translation>
    </message>
    <message>
        <source>Whenever no lava is left on the board, two Volcanoes erupt at once, drawn together.</source>
        <translation>盤上に溶岩がまったく残っていないときはいつでも、2つの火山が同時に噴火します（火山トークンを2つ一緒に引きます）。</translation>
    </message>
    <message>
        <source>Land sinks</source>
        <translation>土地が沈む</translation>
    </message>
    <message>
        <source>The last round</source>
        <translation>最終ラウンド</translation>
    </message>
    <message>
        <source>Two or fewer Volcanoes are left after a sinking: the round is played to its end, so every tribe has had as many turns, and then the game ends.</source>
        <translation>沈没の後、火山が2つ以下しか残っていません：全部族の手番数がそろうようにこのラウンドを最後まで行い、ゲームは終了します。</translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>A turn ends when its 4 AP are spent or its player ends it; AP left are lost.</source>
        <translation>手番は、4 APを使い切るか、プレイヤーが終えたときに終わります。残ったAPは失われます。</translation>
    </message>
    <message>
        <source>Stepping off the Boat onto a land space beside the bay is a move: 1 AP.</source>
        <translation>ボートから湾の隣の陸のマスに降りるのは移動です：1 AP。</translation>
    </message>
    <message>
        <source>A Settler steps to a neighbouring space for 1 AP, never across a Fissure; it may carry a lying Moai from its space.</source>
        <translation>入植者は1 APで隣のマスへ移動します。亀裂は決して越えられません。そのマスにある横たわったモアイを一緒に運べます。</translation>
    </message>
    <message>
        <source>Without a prayer the piece the lava reaches is destroyed and goes back to its owner&apos;s reserve; no VP are lost.</source>
        <translation>祈らなければ、溶岩が届いた駒は破壊され、持ち主の手元に戻ります。勝利点は失われません。</translation>
    </message>
    <message>
        <source>A Prayer token spent saves the piece lava was about to destroy; the token leaves the game.</source>
        <translation>祈りトークンを使うと、溶岩に破壊されそうだった駒が守られます。使ったトークンはゲームから取り除かれます。</translation>
    </message>
    <message>
        <source>A Prayer token costs 1 AP more for each one already held, one a turn; it saves a piece from lava, or scores 2 VP at the end.</source>
        <translation>祈りトークンは、すでに持っているトークン1枚につき1 AP多くかかり、1手番に1枚までです。溶岩から駒を守るか、終了時に2勝利点になります。</translation>
    </message>
    <message>
        <source>A Moai is raised onto a free geyser of the space where it lies, with a Settler there: 1 AP and VP at once, a Fissure on the border the geyser faces, then the Volcano die.</source>
        <translation>モアイは、横たわっているマスの空いている間欠泉の上に、そこにいる入植者が立てます：1 APで、すぐに勝利点を得て、間欠泉が向いている境界に亀裂が入り、そのあと火山ダイスを振ります。</translation>
    </message>
    <message>
        <source>When land sinks, the tribe whose turn it is saves all its Settlers there onto one space beside it, each other tribe one Settler.</source>
        <translation>土地が沈むとき、手番の部族はそこにいる入植者全員を隣の1マスへ救い、ほかの部族は1人ずつ救います。</translation>
    </message>
    <message>
        <source>A Moai is sculpted from the lava under its tribe&apos;s Settler: 1 AP; it lies there until it is raised, carried or destroyed.</source>
        <translation>モアイは、その部族の入植者の下の溶岩から彫られます：1 AP。立てられるか、運ばれるか、破壊されるまで、そこに横たわります。</translation>
    </message>
    <message>
        <source>A new Settler goes into an Area where its tribe has a Settler and a Village: 1 AP, as many a turn in that Area as Villages there.</source>
        <translation>新しい入植者は、その部族の入植者と村があるエリアに置かれます：1 AP。1手番にそのエリアで生み出せるのは、そこにある村の数までです。</translation>
    </message>
    <message>
        <source>A Village replaces the lava under its builder&apos;s Settler: 2 AP, 1 VP at once, 3 VP at the end if it is still on the board.</source>
        <translation>村は、建てる人の入植者の下の溶岩と置き換わります：2 AP。すぐに1勝利点、終了時にまだ盤上にあれば3勝利点。</translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Lumberjack, every player gets 1 Wood per Lumberjack in their display. A player with at least 2 Lumberjacks and strictly more than every other gets 1 Wood more.</source>
        <translation>補充でめくれたカードが木こりなら、各プレイヤーは自分のプレイエリアの木こり1枚につき木1を得ます。木こりを2枚以上持ち、ほかの全員より多い（同数は不可）プレイヤーは、さらに木1を得ます。</translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Priest, every player gets 1 Glory point per Priest in their display. A player with at least 2 Priests and strictly more than every other gets 1 more.</source>
        <translation>補充でめくれたカードが司祭なら、各プレイヤーは自分のプレイエリアの司祭1枚につき1勝利点を得ます。司祭を2枚以上持ち、ほかの全員より多い（同数は不可）プレイヤーは、さらに1を得ます。</translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Moai, every player with Moai in their display takes, per Moai, 1 Glory point or 1 Wood, one kind for all of them. With at least 2 Moai and strictly more than every other, 1 more.</source>
        <translation>補充でめくれたカードがモアイなら、自分のプレイエリアにモアイがある各プレイヤーは、モアイ1枚につき1勝利点か木1を取ります。すべてのモアイについて、どちらか一方の種類にそろえます。モアイを2枚以上持ち、ほかの全員より多い（同数は不可）プレイヤーは、さらに1を得ます。</translation>
    </message>
    <message>
        <source>When the card a draw uncovers is a Hunter &amp; Gatherer, every player with at least one of that type in their display takes one Sacrifice card of that type, however many they have; with at least 2 and strictly more than every other, a second. The player on turn takes first. The more of a type you have, the cheaper its Sacrifice cards are to buy.</source>
        <translation>補充でめくれたカードが猟師&amp;採集民なら、その種類を自分のプレイエリアに1枚以上持つ各プレイヤーは、何枚持っていても、その種類の捧げ物カードを1枚取ります。2枚以上持ち、ほかの全員より多い（同数は不可）プレイヤーは、もう1枚取ります。手番のプレイヤーが最初に取ります。ある種類を多く持つほど、その種類の捧げ物カードを安く買えます。</translation>
    </message>
    <message>
        <source>A Moai was built: from the builder&apos;s left, every player with Sacrifice cards lays one on the Stone of Sacrifice, face up; the builder lays theirs last, face down. The types laid most will be worth most at the end (3, 2, 1 and 0 GP for each card of the type you still hold), but the card you lay leaves your hand and scores nothing for you. Choose the type you lay.</source>
        <translation>モアイが建てられました：建てた人の左隣から順に、捧げ物カードを持つ各プレイヤーが1枚を表向きで捧げ物の石に置きます。建てた人は最後に裏向きで置きます。多く置かれた種類ほど終了時の価値が高くなります（手元に残ったその種類のカード1枚につき3、2、1、0勝利点）が、置いたカードは手元を離れ、あなたの得点にはなりません。置く種類を選んでください。</translation>
    </message>
    <message>
        <source>You lead a tribe on the lost continent of Mu, against two AI tribes. Build Villages and raise Moai statues to score Victory Points (VP). Each raise cracks the land; the game ends when sinking land leaves two Volcanoes or fewer, and the most VP then wins. The Legend button, top right of the board, names every mark the board draws.</source>
        <translation>あなたは失われたムー大陸で部族を率い、AIの2部族と競います。村を建て、モアイ像を立てて勝利点を稼ぎましょう。モアイを立てるたびに大地がひび割れます。沈む土地によって火山が2つ以下になるとゲームが終わり、そのとき勝利点が最も多いプレイヤーの勝ちです。盤の右上にある「凡例」ボタンで、盤上に描かれるすべてのマークの意味がわかります。</translation>
    </message>
    <message>
        <source>Mu is made of 22 Areas, tiles of 1 to 3 hexagonal spaces. Eight hold a Volcano (a dark crater). Lava (orange) starts on the lava channels nearest each Volcano and on every space of the Areas without one. Each tribe starts with one Settler in its Boat in the bay. You play first here; then the tribes play in the order of the list beside the board.</source>
        <translation>ムーは22のエリアでできています。エリアは1～3マスの六角形のマスからなるタイルです。8つのエリアには火山（暗い火口）があります。溶岩（オレンジ色）は、最初は各火山に最も近い溶岩の流路と、火山のないエリアのすべてのマスにあります。各部族は湾にいる自分のボートに入植者1人を乗せて始めます。ここではあなたが最初に手番を行い、そのあとは盤の横のリストの順に各部族が手番を行います。</translation>
    </message>
    <message>
        <source>Your turn ended when your 4 AP were spent; End turn ends it sooner, and unspent AP are lost. Then each tribe plays its turn in turn. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision, but never past a roll of the Volcano die.</source>
        <translation>4 APを使い切ったので、あなたの手番は終わりました。「手番終了」でもっと早く終えることもできますが、使わなかったAPは失われます。そのあと各部族が順番に手番を行います。W で他のプレイヤーがしたことをもう一度見られます。H で AI にヒントを求められます。「待った」で最後の決定を取り消せますが、火山ダイスを振った所より前には戻れません。</translation>
    </message>
    <message>
        <source>Your Settler stands with a lying Moai on a space with a geyser (a small dot by the space&apos;s edge). Raise the Moai onto the geyser (1 AP). It scores at once; then a Fissure is laid on the border the geyser faces, and the Volcano die is rolled. A space with two geysers has a button for each: point at one to see the border it cracks. Once raised, a Moai never moves.</source>
        <translation>あなたの入植者は、横たわったモアイと一緒に、間欠泉（マスの縁近くの小さな点）のあるマスにいます。モアイを間欠泉の上に立てましょう（1 AP）。すぐに得点になり、それから間欠泉が向いている境界に亀裂が入り、火山ダイスを振ります。間欠泉が2つあるマスには、それぞれにボタンがあります：ボタンにポインターを合わせると、どの境界に亀裂が入るかがわかります。一度立てたモアイは二度と動きません。</translation>
    </message>
    <message>
        <source>Lava is about to destroy one of your pieces. Spend a Prayer token to save it, or Let it burn: it goes back to your reserve. A Prayer token kept is worth 2 VP at the end, a Village 3; without a token left, lava takes what it reaches. You are never forced to pray.</source>
        <translation>溶岩があなたの駒の1つを破壊しようとしています。祈りトークンを使って守るか、「燃えるにまかせる」を選んで駒を手元に戻してください。残した祈りトークンは終了時に2勝利点、村は3勝利点です。トークンがなければ、溶岩は届いたものを奪います。祈るかどうかは常に自由です。</translation>
    </message>
    <message>
        <source>Each raised Moai lays a Fissure on the border its geyser faces (none when a Fissure is there already). Settlers never cross a Fissure. When Fissures and the sea cut the continent in parts, the smaller part sinks, with every piece on it: watch the borders around your own land.</source>
        <translation>立てたモアイは、その間欠泉が向いている境界に亀裂を入れます（すでに亀裂があるときは入りません）。入植者は亀裂を決して越えられません。亀裂と海が大陸をいくつかに分けると、小さいほうの部分が、そこにあるすべての駒とともに沈みます：自分の土地のまわりの境界に気をつけましょう。</translation>
    </message>
    <message>
        <source>A Villager on an island space is a Transporter. Moai travel from the Crater (Rano Raraku) along chains of spaces joined side to side that each hold a Transporter, anyone&apos;s, to an Ahu (the grey coastal spaces named after their tile; several Moai may stand on one) where you have a Transporter of your own; Pukao travel the same way from the Pukao Quarry (Puna Pau) to a Moai without one. A Villager may not go where another player&apos;s Transporters stand, nor on the Crater or the Pukao Quarry. Click a lit space.</source>
        <translation>島のマスに置いた村人は運搬人になります。モアイは、運搬人（誰のものでもかまいません）がいるマスを辺でつないだ道をたどって、火口（ラノ・ララク）から、自分の運搬人がいるアフ（海岸の灰色のマスで、タイルの名前が書かれています。1つのアフに複数のモアイを立てられます）まで運ばれます。プカオも同じように、プカオ石切り場（プナ・パウ）からプカオのないモアイまで運ばれます。村人は、ほかのプレイヤーの運搬人がいるマスにも、火口やプカオ石切り場にも置けません。光っているマスをクリックしてください。</translation>
    </message>
    <message>
        <source>Chip In (your tile, or your Rongorongo Tablet copying it) gives you a virtual Sculptor in any column, even a full one, for this sculpting: use it now, or keep it for later.</source>
        <translation>「加勢」（自分のタイル、またはそれを写すロンゴロンゴの板）で、今回の彫刻に限り、好きな列に仮想の彫刻師を1人加えられます。埋まった列でもかまいません：今使うか、後のために取っておいてください。</translation>
    </message>
    <message>
        <source>Change Jobs (your tile, or your Rongorongo Tablet copying it) turns your Sorcerer, once the turn order is set, into a Sculptor in any column, even if all its spaces are taken, or a Transporter on an empty or own space: play it now, or keep it.</source>
        <translation>「転職」（自分のタイル、またはそれを写すロンゴロンゴの板）は、手番順が決まった後、呪術師を好きな列の彫刻師（その列のマスがすべて埋まっていてもかまいません）か、空いているマスまたは自分のマスの運搬人に変えます：今使うか、取っておいてください。</translation>
    </message>
    <message>
        <source>The game is over: at the end of a round, the empty Ahu were no more than the players. Each player scores their Offering tiles, 1 point per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor. The most points win; tied players share the victory. New game… also sets up a game for two players (played on the board&apos;s other side) and the rulebook&apos;s first game.</source>
        <translation>ゲーム終了です：ラウンドの終わりに、空いているアフの数がプレイヤー人数以下になりました。各プレイヤーは、供物タイル、残った資源1つにつき1点、未使用のロンゴロンゴの板に3点、「恩恵」に3点を得ます。最も得点の多いプレイヤーの勝ちで、同点のプレイヤーは勝利を分け合います。「新しいゲーム…」では、2人用のゲーム（ボードの裏面を使います）や、ルールブックの「初めてのゲーム」も準備できます。</translation>
    </message>
    <message>
        <source>A round has three phases. First everyone places their figurines, one at a time in turn order. Then the new turn order is set and the Sculptors sculpt Moai. Then each player in turn transports one Moai or one Pukao, or drops out. Everyone starts with 1 of each Resource: Reeds, Eggs, Wood and Pearls, from the least to the most valuable. W shows again what the others did; H asks the AI for a hint; Take back undoes your last decision.</source>
        <translation>1ラウンドは3つのフェーズからなります。まず全員が手番順に1つずつ駒を置きます。次に新しい手番順が決まり、彫刻師がモアイを彫ります。それから各プレイヤーが順番に、モアイ1体かプカオ1つを運ぶか、降ります。全員が各資源を1つずつ持って始めます：葦、卵、木、真珠で、この順に価値が高くなります。W で他のプレイヤーがしたことをもう一度見られます。H で AI にヒントを求められます。「待った」で最後の決定を取り消せます。</translation>
    </message>
    <message>
        <source>Improvements and the end of your turn</source>
        <translation>改良と手番の終わり</translation>
    </message>
    <message>
        <source>Before or after your figurine or transport, while your turn lasts, you may buy an Improvement, at most 3 of the 4: Fervent (2 Reeds) lets you take erected Resources one step higher; Artistic (2 Eggs) lets a styling buy the next higher Offering; Popular (2 Wood) gives you a fifth Villager; Chief (3 Pearls) brings your Chief, placed with a Villager or your Sorcerer, always a Sculptor; moved onto an Ahu by Lend a Hand, it never tires when erecting or styling. Ahu tiles are used the same way, at their moment. Then click End turn: a turn ends by itself when nothing is left to do.</source>
        <translation>手番が続いている間は、駒の配置や運搬の前でも後でも、改良を買えます（4つのうち最大3つ）：「熱心」（葦2）は、モアイを立てて得る資源を1段階上にして取れます。「芸術」（卵2）は、プカオを載せたときに1段階上の供物を買えます。「人望」（木2）は5人目の村人をもたらします。「族長」（真珠3）は族長をもたらします。族長は村人か呪術師と一緒に置かれ、常に彫刻師になります。「手助け」でアフに移った族長は、モアイを立てたりプカオを載せたりしても疲れません。アフタイルも同じように、それぞれの時機に使えます。終わったら「手番を終える」を押してください。何もすることが残っていなければ、手番は自動的に終わります。</translation>
    </message>
    <message>
        <source>You lead a tribe of Rapa Nui against two AI chiefs. Glory points (GP) win: Priests and Moai earn them as the game goes, and at the end each Moai card in your display is worth 4 GP, every 5 Wood 1 GP, and each Sacrifice card you hold 0 to 3 GP: the types laid most on the Stone of Sacrifice (bottom right) are worth most. Cards reach the Stone in the Sacrifice Round each Moai built starts: every chief lays one. Sacrifice cards add up: they are often most of a winner&apos;s score. The Legend button names every mark on the table.</source>
        <translation>あなたはラパ・ヌイの部族を率いて、AIの族長2人と競います。勝敗は勝利点で決まります：司祭とモアイがゲーム中に勝利点をもたらし、終了時には自分のプレイエリアのモアイカード1枚につき4勝利点、木5につき1勝利点、手元の捧げ物カード1枚につき0～3勝利点になります：捧げ物の石（右下）に多く置かれた種類ほど価値が高くなります。カードが石に置かれるのは、モアイが建てられるたびに始まる捧げ物ラウンドで、族長全員が1枚ずつ置きます。捧げ物カードは積み重なり、勝者の得点の大半になることもよくあります。「凡例」ボタンで、テーブル上のすべてのマークの意味がわかります。</translation>
    </message>
    <message>
        <source>In the middle, the General Display: 4 columns of 4 cards, each seen from the front: only its front card, the lowest one, can be drawn. Your display (the first row of your panel) starts with one Lumberjack, your hand with 3 Hunters &amp; Gatherers, and you hold one Sacrifice card of each type (the second row). The start player has 2 Wood, the next 3, then 4, then 5. Each turn has three steps: 1. buy a Sacrifice card, when you can pay (with 2 Wood, not yet: the step is skipped); 2. play from your hand; 3. draw.</source>
        <translation>中央にあるのが共通のディスプレイ・エリアです：4枚ずつ4列のカードで、引けるのは各列の一番上のカード（画面では列のいちばん手前に見えるカード）だけです。あなたのプレイエリア（パネルの1段目）には最初に木こり1枚、手札には猟師&amp;採集民3枚があり、捧げ物カードを1種類ずつ1枚持っています（2段目）。スタートプレイヤーは木2、次のプレイヤーは3、その次は4、その次は5を持ちます。各手番は3ステップです：1. 払えるなら捧げ物カードを買う（木2ではまだ買えないので、このステップは飛ばされます）、2. 手札からプレイ、3. 補充。</translation>
    </message>
    <message>
        <source>Play exactly one Lumberjack, or one Priest (both free), or one Moai (7 Wood: until you can pay, it waits in your hand; building it starts a Sacrifice Round), or 1 to 3 Hunters &amp; Gatherers of one type (free for one, 1 Wood for two, 2 Wood for three): they bring Sacrifice cards of their type when it is scored, and make them cheaper to buy. The cards go to your display and stay there. Choose what to play.</source>
        <translation>木こり1枚か司祭1枚（どちらも無料）、モアイ1枚（木7：払えるまでは手札で待ちます。建てると捧げ物ラウンドが始まります）、または同じ種類の猟師&amp;採集民1～3枚（1枚なら無料、2枚なら木1、3枚なら木2）のうち、ちょうど1つを出します。猟師&amp;採集民は、その種類が得点計算されるとその種類の捧げ物カードをもたらし、その種類の捧げ物カードを安く買えるようにします。出したカードは自分のプレイエリアに置かれ、そのまま残ります。出すものを選んでください。</translation>
    </message>
    <message>
        <source>Take the front card of any column, one at a time, until you hold 3 cards again. The card your last draw uncovers is then scored for every player: choose what you leave in front as well as what you take.</source>
        <translation>手札が再び3枚になるまで、好きな列の手前のカードを1枚ずつ取ります。最後に引いたときにめくれたカードが、全プレイヤーに対して得点計算されます：何を取るかだけでなく、何を手前に残すかも考えて選びましょう。</translation>
    </message>
    <message>
        <source>The end is near</source>
        <translation>終わりが近づいています</translation>
    </message>
    <message>
        <source>The deck holds a column&apos;s worth of cards or fewer: the next column a draw empties is refilled from the last of the deck, and the game ends at once, that card unscored. Whoever empties a column chooses when the game ends (its button says so): make your last turns count: a Moai still in your hand scores nothing.</source>
        <translation>山札の残りが1列分以下になりました：次に引いて空になった列は山札の最後のカードで補充され、ゲームはすぐに終わり、そのカードは得点計算されません。列を空にするプレイヤーが、ゲームの終わる時を選ぶことになります（ボタンにそう表示されます）。残りの手番を大切に：手札に残ったモアイは得点になりません。</translation>
    </message>
    <message>
        <source>On lava under your Settler you may Sculpt a Moai (1 AP): the lava becomes a Moai of yours, lying there. It scores nothing yet: raised on a geyser it will. A Settler leaving a space with a lying Moai may carry it along (Carry a Moai along). Press Sculpt a Moai.</source>
        <translation>入植者の下の溶岩でモアイを彫れます（1 AP）：その溶岩があなたのモアイになり、そこに横たわります。まだ得点にはなりませんが、間欠泉の上に立てると得点になります。横たわったモアイのあるマスから離れる入植者は、そのモアイを一緒に運べます（「モアイを運ぶ」）。「モアイを彫る」を押してください。</translation>
    </message>
    <message>
        <source>A Prayer token saves one of your Villages or lying Moai from lava, even on another tribe&apos;s turn. It costs 1 AP more for each token you hold: 1 AP with none, 2 with one, and so on; one a turn at most. Each left at the end is worth 2 VP. Press Take a Prayer token.</source>
        <translation>祈りトークンは、ほかの部族の手番中でも、あなたの村や横たわったモアイ1つを溶岩から守ります。持っているトークン1枚につき1 AP多くかかります：持っていなければ1 AP、1枚持っていれば2 AP…となり、取れるのは1手番に1枚までです。終了時に残っているトークンは1枚につき2勝利点になります。「祈りトークンを取る」を押してください。</translation>
    </message>
    <message>
        <source>Before your first raise (the next lesson): raising a lying Moai onto a geyser scores at once. In an Area where you have no Village it scores 1 VP; where you have Villages, your Moai there times your Villages there: with one Village, 1, then 2, then 3; with two, 2, then 4, then 6. At the end each Moai on the board, raised or lying, is worth 2 VP, and each of your Moai next to another of yours 2 VP more.</source>
        <translation>最初にモアイを立てる前に（次のレッスン）：横たわったモアイを間欠泉の上に立てると、すぐに得点になります。自分の村がないエリアでは1勝利点、村があるエリアでは、そこにある自分のモアイの数×そこにある自分の村の数になります：村1つなら1、次は2、次は3。村2つなら2、次は4、次は6。終了時には、盤上の各モアイが（立っていても横たわっていても）2勝利点になり、自分の別のモアイの隣にある自分のモアイはさらに2勝利点になります。</translation>
    </message>
    <message>
        <source>Fissures and the sea cut the continent in parts: the smaller part sinks (on a tie, the one with fewer Volcanoes; then a Volcano token drawn at random decides). Its Volcanoes leave the game; the Settlers saved flee to the land beside it, and every other piece on it (Villages, Moai, the Settlers not saved) goes back to its owner&apos;s reserve. Victory Points already scored are kept. When a sinking leaves two or fewer Volcanoes, the round is played to its end and the game is over.</source>
        <translation>亀裂と海が大陸をいくつかに分けると、小さいほうの部分が沈みます（同じ大きさなら火山の少ないほう、それでも決まらなければ無作為に引いた火山トークンで決めます）。その火山はゲームから取り除かれます。救われた入植者は隣の土地へ逃げ、そこにあるほかの駒（村、モアイ、救われなかった入植者）はすべて持ち主のストックに戻ります。すでに得た勝利点は失われません。沈没で火山が2つ以下になったら、そのラウンドを最後まで行ってゲーム終了です。</translation>
    </message>
    <message>
        <source>The game is over: a sinking left two or fewer Volcanoes, and the round was played to its end. Each tribe adds 3 VP per Village on the board, 4 per Settler, 2 per Prayer token left, 2 per Moai on the board (raised or lying), and 2 more for each Moai next to another of its own. The most VP wins; a tie goes to the most Settlers, then Villages, then Moai. New game… also builds random continents (the rulebook&apos;s advanced setup).</source>
        <translation>ゲーム終了です：沈没で火山が2つ以下になり、そのラウンドを最後まで行いました。各部族は、盤上の村1つにつき3勝利点、入植者1人につき4、残った祈りトークン1枚につき2、盤上のモアイ1体（立っていても横たわっていても）につき2、さらに自分の別のモアイの隣にあるモアイ1体につき2を加えます。勝利点が最も多いプレイヤーの勝ちです。同点なら入植者が多いほう、次に村、次にモアイが多いほうの勝ちです。「新しいゲーム…」では、ランダムな大陸も作れます（ルールブックの上級セットアップ）。</translation>
    </message>
    <message>
        <source>A transport crossed your Transporter on a space that shows two Resources: you choose which one you earn. A Resource track stops at 10: one more of a Resource you hold 10 of is lost.</source>
        <translation>運搬が、資源が2つ示されたマスにいるあなたの運搬人を通過しました：どちらを得るかはあなたが選びます。資源トラックは10で止まります：すでに10持っている資源をさらに得ても失われます。</translation>
    </message>
    <message>
        <source>The styled Moai buys one Offering tile, the top of its stack: 4 Reeds a Hut, 4 Eggs a Chicken, one of each a Hatchet, 4 Wood a Boat, 4 Pearls a Necklace. Any Resource may stand in for a lower one, and you choose which you spend: keep what you need for Improvements. Click the Offering you want on the Offerings panel: the list then shows only its ways to pay. With the Take Your Pick tile you may take the stack&apos;s Outstanding tile instead of its top one (the Offerings panel shows their values).</source>
        <translation>プカオを載せたモアイで、供物タイルを1枚（その山の一番上）買います：葦4で小屋、卵4でニワトリ、各資源1つずつで手斧、木4で舟、真珠4で首飾り。どの資源も、それより低い資源の代わりに使えます。どれを払うかは自分で選べるので、改良に必要な資源は残しておきましょう。供物パネルで欲しい供物をクリックすると、リストにはその支払い方だけが表示されます。「よりどりみどり」タイルがあれば、山の一番上の代わりに極上のタイルを取れます（供物パネルにその値が表示されています）。</translation>
    </message>
    <message>
        <source>You lead a tribe of Easter Island against two AI tribes. Sculpt Moai in the Quarry, carry them from the Crater (Rano Raraku) across the island to the Ahu on the coast, crown them with a Pukao carried from the Pukao Quarry (Puna Pau) and buy Offering tiles (their prices are on the Offerings panel): at the end your Offerings, your Resources left and a few Ahu tiles score. Your Rongorongo Tablet (on your board) may once stand for any Ahu tile&apos;s power; kept unused it is worth 3 points. The Legend button names every mark on the board.</source>
        <translation>あなたはイースター島の部族を率いて、AIの2部族と競います。石切り場でモアイを彫り、火口（ラノ・ララク）から島を越えて海岸のアフまで運び、プカオ石切り場（プナ・パウ）から運んだプカオを載せて、供物タイルを買いましょう（値段は供物パネルにあります）：終了時には、供物、残った資源、いくつかのアフタイルが得点になります。あなたのロンゴロンゴの板（自分のボード上）は、1度だけ、どのアフタイルの力の代わりにもなります。使わずに持っていれば3点です。「凡例」ボタンで、盤上のすべてのマークの意味がわかります。</translation>
    </message>
    <message>
        <source>Carry one of your Moai from the Crater along a chain of Transporters to an Ahu space where you have a standing Transporter: an empty one, whose Ahu tile you take, or one beside other Moai. Each other player&apos;s space on the way pays its owner one Resource of that space. Then you erect it: you take the Ahu tile if it is still there, 1, 3 or 5 Resources of the Ahu&apos;s kind for a small, medium or large Moai, and your Transporter there lies down, fatigued. Point at a choice to see its chain.</source>
        <translation>自分のモアイ1体を、火口から運搬人のつながりに沿って、自分の立っている運搬人がいるアフのマスまで運びます：空いたマスならそのアフタイルを取り、ほかのモアイが立つマスに並べて立ててもかまいません。途中にあるほかのプレイヤーのマスごとに、その持ち主がそのマスの資源を1つ得ます。それからモアイを立てます：アフタイルがまだあれば取り、アフの種類の資源を小型なら1つ、中型なら3つ、大型なら5つ取ります。そこにいるあなたの運搬人は横倒しになり、疲れます。選択肢にマウスを合わせると、その道が表示されます。</translation>
    </message>
    <message>
        <source>A track stops at 10</source>
        <translation>資源の記録は10まで</translation>
    </message>
    <message>
        <source>Each Resource track on your board stops at 10: what you would gain beyond it is lost, and each choice says how many (&quot;1 lost: the track stops at 10&quot;). Spend before you gain: an Offering, an Improvement or a Barter makes room.</source>
        <translation>ボード上の資源の記録はそれぞれ10までです：それを超えて得る分は失われ、各選択肢はいくつ失われるかを示します（「1失われます：記録は10まで」）。得る前に使いましょう：供物、改良、物々交換で空きができます。</translation>
    </message>
    <message>
        <source>Barter trades any 3 of its holder&apos;s Resources for any 3 they choose, in any of their own turns.</source>
        <translation>「物々交換」は、持ち主の好きな資源3つを、好きな資源3つと交換します（自分のどの手番でも）。</translation>
    </message>
    <message>
        <source>The Ahu tile under your Moai is yours, to use at its moment: Rest stands a fatigued Transporter up; Barter trades any 3 of your Resources for any 3 you choose; Skimp pays 2 Resources instead of 4 for an Offering; Chip In, Change Jobs, Lend a Hand and Take Two or Three More help at their moment; Take Your Pick stays with you and works at every styling (permanent); Gain Favor is worth 3 points. Your Rongorongo Tablet may copy any of these powers once, Take Your Pick&apos;s too; unused it is worth 3 points.</source>
        <translation>あなたのモアイの下にあったアフタイルはあなたのものになり、使える場面で使えます：「休息」は疲れた運搬人を起こします。「物々交換」は自分の好きな資源3つを好きな資源3つと交換します。「倹約」は供物を資源4つではなく2つで買えます。「加勢」「転職」「手助け」「さらに2つ」「さらに3つ」はそれぞれの場面で役立ちます。「よりどりみどり」は手元に残り、プカオを載せるたびに使えます（永続）。「恩恵」は3点になります。ロンゴロンゴの板は、「よりどりみどり」も含めて、どの能力でも1回だけ写せます。使わなければ3点になります。</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <source>%1 of %2 lessons</source>
        <translation>レッスン %1/%2</translation>
    </message>
    <message>
        <source>Play on as you like: the coach speaks again when something new happens to you.</source>
        <translation>自由にプレイを続けてください：あなたに新しいことが起きたら、コーチがまた話しかけます。</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>なぜ？ %1</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>了解</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>なぜ？</translation>
    </message>
    <message>
        <source>Skip the lessons</source>
        <translation>レッスンを飛ばす</translation>
    </message>
    <message>
        <source>The coach stops; the game goes on</source>
        <translation>コーチは止まり、ゲームはそのまま続きます</translation>
    </message>
    <message>
        <source>On to the next lesson, or back to the game (key G)</source>
        <translation>次のレッスンへ、またはゲームに戻る（Gキー）</translation>
    </message>
    <message>
        <source>The rule behind the last move (key ?)</source>
        <translation>直前の手の背景にあるルール（?キー）</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>レッスン %1/%2</translation>
    </message>
</context>
<context>
    <name>ContinentDocument</name>
    <message>
        <source>Rename</source>
        <translation>名前を変える</translation>
    </message>
    <message>
        <source>Change the author</source>
        <translation>作者を変える</translation>
    </message>
    <message>
        <source>Tile %1 would lie on another tile.</source>
        <translation>タイル%1がほかのタイルに重なります。</translation>
    </message>
    <message>
        <source>Tile %1 would cover a landfall bay.</source>
        <translation>タイル%1が上陸湾をふさぎます。</translation>
    </message>
    <message>
        <source>Guided mode: phase %1 places tiles %2 now.</source>
        <translation>ガイドモード：フェーズ%1ではタイル%2を置きます。</translation>
    </message>
    <message>
        <source>There is no tile %1.</source>
        <translation>タイル%1はありません。</translation>
    </message>
    <message>
        <source>Tile %1 is already on the grid.</source>
        <translation>タイル%1はもう置かれています。</translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>タイル%1を置く</translation>
    </message>
    <message>
        <source>Tile %1 is not on the grid.</source>
        <translation>タイル%1は置かれていません。</translation>
    </message>
    <message>
        <source>Move tile %1</source>
        <translation>タイル%1を動かす</translation>
    </message>
    <message>
        <source>Turn tile %1</source>
        <translation>タイル%1を回す</translation>
    </message>
    <message>
        <source>Remove tile %1</source>
        <translation>タイル%1を取り除く</translation>
    </message>
    <message>
        <source>Remove a landfall bay</source>
        <translation>上陸湾を取り除く</translation>
    </message>
    <message>
        <source>A landfall bay lies on the sea, not on land.</source>
        <translation>上陸湾は陸ではなく海に置きます。</translation>
    </message>
    <message>
        <source>A landfall bay lies beside the coast.</source>
        <translation>上陸湾は海岸に接して置きます。</translation>
    </message>
    <message>
        <source>Add a landfall bay</source>
        <translation>上陸湾を加える</translation>
    </message>
    <message>
        <source>New continent</source>
        <translation>新しい大陸</translation>
    </message>
    <message>
        <source>Random island %1</source>
        <translation>ランダムな島 %1</translation>
    </message>
    <message>
        <source>Generate island %1</source>
        <translation>島%1を生成</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 を保存できませんでした：%2</translation>
    </message>
    <message>
        <source>This continent cannot be opened: %1</source>
        <translation>この大陸は開けません：%1</translation>
    </message>
    <message>
        <source>This continent cannot be opened: %1: there is no tile %2</source>
        <translation>この大陸は開けません：%1：タイル%2はありません</translation>
    </message>
    <message>
        <source>The landfall bays are unbalanced: the nearest geyser is %1 to %2 steps away and the nearest Volcano %3 to %4 steps, depending on the bay.</source>
        <translation>上陸湾の条件がそろっていません：湾によって、最も近い間欠泉まで%1〜%2マス、最も近い火山まで%3〜%4マスです。</translation>
    </message>
</context>
<context>
    <name>ContinentLibraryDialog</name>
    <message>
        <source>Your continents</source>
        <translation>あなたの大陸</translation>
    </message>
    <message>
        <source>%1 (damaged)</source>
        <translation>%1（破損）</translation>
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
    <message>
        <source>A continent without a name</source>
        <translation>名前のない大陸</translation>
    </message>
</context>
<context>
    <name>ContinuePage</name>
    <message>
        <source>Games in progress</source>
        <translation>進行中のゲーム</translation>
    </message>
    <message>
        <source>This game cannot be continued: %1</source>
        <translation>このゲームは再開できません：%1</translation>
    </message>
    <message>
        <source>%1 · last played %2</source>
        <translation>%1 · 最後のプレイ %2</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <translation>最後のプレイ %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <source>Sit down at this game where it was left</source>
        <translation>中断したところからこのゲームを再開する</translation>
    </message>
    <message>
        <source>Abandon…</source>
        <translation>放棄…</translation>
    </message>
    <message>
        <source>Stop this game for good; its file is kept</source>
        <translation>このゲームを終わりにする（ファイルは残ります）</translation>
    </message>
    <message>
        <source>Every game is kept: games in progress in %1, finished ones in %2, abandoned ones in %3.</source>
        <translation>すべてのゲームは残ります：進行中のゲームは %1、終了したゲームは %2、放棄したゲームは %3 にあります。</translation>
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
        <source>Abandon this game of %1?</source>
        <translation>この%1のゲームを放棄しますか？</translation>
    </message>
    <message>
        <source>Continue will no longer offer it. Its file is kept in %1.</source>
        <translation>「続きから」には表示されなくなります。ファイルは %1 に残ります。</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>放棄する</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>そのままにする</translation>
    </message>
    <message>
        <source>Online tables</source>
        <translation>オンラインの卓</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>着席</translation>
    </message>
    <message>
        <source>Sit down again at this online table</source>
        <translation>このオンラインの卓にもう一度着席する</translation>
    </message>
    <message>
        <source>Forget…</source>
        <translation>忘れる…</translation>
    </message>
    <message>
        <source>Stop listing this online table on this computer</source>
        <translation>このコンピューターでこのオンラインの卓を一覧に出さない</translation>
    </message>
    <message>
        <source>Forget this online table of %1?</source>
        <translation>%1のこのオンラインの卓を忘れますか？</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>忘れる</translation>
    </message>
    <message>
        <source>This computer will no longer offer to sit down at it. The game goes on at its server: after a while an AI plays your seat.</source>
        <translation>このコンピューターからは着席できなくなります。ゲームはサーバーで続き、しばらくするとAIがあなたの席でプレイします。</translation>
    </message>
</context>
<context>
    <name>EditorGrid</name>
    <message>
        <source>Click the sea beside the coast to add a landfall bay, or a bay to remove it.</source>
        <translation>海岸沿いの海をクリックすると上陸湾を加え、湾をクリックすると取り除きます。</translation>
    </message>
    <message>
        <source>Tile %1 in hand: click the grid to place it; R or the wheel turns it; Esc puts it back.</source>
        <translation>タイル%1を持っています：グリッドをクリックで配置、Rかホイールで回転、Escで戻します。</translation>
    </message>
    <message>
        <source>Drag a placed tile to move it; R turns the selected tile; Delete or a right click removes it.</source>
        <translation>置いたタイルはドラッグで移動、Rで選んだタイルを回転、Deleteか右クリックで取り除きます。</translation>
    </message>
</context>
<context>
    <name>EditorPalette</name>
    <message>
        <source>Tiles</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Drag a tile onto the grid; R turns it</source>
        <translation>タイルをグリッドへドラッグ。Rで回転</translation>
    </message>
    <message>
        <source>Tile %1: drag it onto the grid, or click it and then the grid</source>
        <translation>タイル%1：グリッドへドラッグするか、クリックしてからグリッドをクリック</translation>
    </message>
    <message>
        <source>Tile %1 comes in a later phase of guided mode</source>
        <translation>タイル%1はガイドモードのあとのフェーズで置きます</translation>
    </message>
</context>
<context>
    <name>EditorPanel</name>
    <message>
        <source>Continent editor</source>
        <translation>大陸エディター</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>Leave the editor</source>
        <translation>エディターを閉じる</translation>
    </message>
    <message>
        <source>Name of the continent</source>
        <translation>大陸の名前</translation>
    </message>
    <message>
        <source>The name players see when they choose it</source>
        <translation>プレイヤーが選ぶときに見る名前</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Who built this continent</source>
        <translation>この大陸を作った人</translation>
    </message>
    <message>
        <source>Guided</source>
        <translation>ガイド</translation>
    </message>
    <message>
        <source>Build phase by phase, as the advanced setup does; a placement that breaks the phase&apos;s rule is refused</source>
        <translation>上級セットアップのようにフェーズごとに作ります。フェーズのルールに反する配置はできません</translation>
    </message>
    <message>
        <source>Phase 1: tiles 1-5</source>
        <translation>フェーズ1：タイル1〜5</translation>
    </message>
    <message>
        <source>Phase 2: tiles 6-8</source>
        <translation>フェーズ2：タイル6〜8</translation>
    </message>
    <message>
        <source>Phase 3: tiles 9-22</source>
        <translation>フェーズ3：タイル9〜22</translation>
    </message>
    <message>
        <source>Every tile is down</source>
        <translation>すべてのタイルを置きました</translation>
    </message>
    <message>
        <source>Every rule is met: this continent can be played.</source>
        <translation>すべてのルールを満たしています。この大陸で遊べます。</translation>
    </message>
    <message>
        <source>Rules still broken: %1</source>
        <translation>まだ反しているルール：%1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>元に戻す：%1（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>やり直す：%1（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>Bays</source>
        <translation>上陸湾</translation>
    </message>
    <message>
        <source>Add or remove landfall bays: one per player, beside the coast</source>
        <translation>上陸湾を加える・取り除く：プレイヤーごとに1つ、海岸沿いに</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Start again from an empty grid</source>
        <translation>空のグリッドからやり直します</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>Open one of your continents</source>
        <translation>あなたの大陸を開きます</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save into your library (Ctrl+S)</source>
        <translation>ライブラリに保存（Ctrl+S）</translation>
    </message>
    <message>
        <source>Saved in your library.</source>
        <translation>ライブラリに保存しました。</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>読み込み…</translation>
    </message>
    <message>
        <source>Open a continent file from anywhere</source>
        <translation>どこからでも大陸ファイルを開きます</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Save a copy of this continent into a folder of your choice</source>
        <translation>この大陸のコピーを選んだフォルダーに保存します</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>A random island of this number (undoable)</source>
        <translation>この番号のランダムな島（元に戻せます）</translation>
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
        <source>Roll another island</source>
        <translation>別の島を作る</translation>
    </message>
    <message>
        <source>Play on this continent</source>
        <translation>この大陸で遊ぶ</translation>
    </message>
    <message>
        <source>Save it and set up a game on it</source>
        <translation>保存して、この大陸でゲームを用意します</translation>
    </message>
    <message>
        <source>Import a continent</source>
        <translation>大陸を読み込む</translation>
    </message>
    <message>
        <source>Continents (*.json)</source>
        <translation>大陸 (*.json)</translation>
    </message>
    <message>
        <source>Export the continent to a folder</source>
        <translation>大陸をフォルダーに書き出す</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>%1 に書き出しました</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <source>Keep your changes?</source>
        <translation>変更を残しますか？</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 には保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <source>A shared win: %1</source>
        <translation>同点勝利：%1</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1の勝利</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
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
        <source>Review this game</source>
        <translation>このゲームを振り返る</translation>
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
        <source>Play a real game: %1 AIs</source>
        <translation>本番のゲームへ：AI（%1）</translation>
    </message>
    <message>
        <source>You against three AIs of the level the coach thinks you are ready for</source>
        <translation>あなた対AI3人。AIのレベルは、コーチがあなたに合うと判断したものです</translation>
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
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>A coached first game: the rules explained as they come up, against gentle AIs</source>
        <translation>コーチ付きの初めてのゲーム：ルールが必要になったときに説明されます。相手はやさしいAIです</translation>
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
    <message>
        <source>Choose the players, the continent and the rules</source>
        <translation>プレイヤー、大陸、ルールを選ぶ</translation>
    </message>
    <message>
        <source>Choose the players: 2 to 4, each a human or an AI</source>
        <translation>プレイヤーを選ぶ：2～4人、それぞれ人間かAI</translation>
    </message>
    <message>
        <source>Choose the players and whether it is a first game</source>
        <translation>プレイヤーと、初めてのゲームかどうかを選ぶ</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Round %1 · final round</source>
        <translation>第%1ラウンド・最終ラウンド</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>Volcanic Isle, round %1</source>
        <translation>火山島 第%1ラウンド</translation>
    </message>
    <message>
        <source>Click one of your Settlers or the Boat to see what you can do.</source>
        <translation>自分の入植者かボートをクリックすると、できることが表示されます。</translation>
    </message>
    <message>
        <source>The continent has spoken</source>
        <translation>大陸の審判が下った</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 勝利点</translation>
    </message>
    <message>
        <source>Go through the game move by move, with the AI&apos;s analysis</source>
        <translation>AIの分析とともに、ゲームを一手ずつたどります</translation>
    </message>
    <message>
        <source>Action points left this turn</source>
        <translation>この手番の残りアクションポイント</translation>
    </message>
    <message>
        <source>Click a ringed space to go there, or choose an action below.</source>
        <translation>囲まれたマスをクリックしてそこへ動くか、下の行動を選んでください。</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Hotu</source>
        <translation>ホトゥ</translation>
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
        <source>There is no saved game to continue.</source>
        <translation>続きから遊べる保存ゲームはありません。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2</source>
        <translation>保存ゲーム %1 を読み込めません：%2</translation>
    </message>
    <message>
        <source>The game cannot be saved to %1: %2</source>
        <translation>ゲームを %1 に保存できません：%2</translation>
    </message>
    <message>
        <source>Game saved to %1.</source>
        <translation>ゲームを %1 に保存しました。</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考えています…</translation>
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
        <source>Rano cannot autosave this game in %1: %2. You can play on; Save keeps it in another folder.</source>
        <translation>Rano はこのゲームを %1 に自動保存できません：%2。このまま遊べます。「保存」で別のフォルダーに残せます。</translation>
    </message>
    <message>
        <source>Why: it is your only choice.</source>
        <translation>理由：選べるのはこれだけです。</translation>
    </message>
    <message>
        <source>Why: clearly your best choice; the next best leaves you %1% to win.</source>
        <translation>理由：はっきり最善の手です。次善の手では勝つ見込みは%1%です。</translation>
    </message>
    <message>
        <source>Why: a little better than the next best (%1% to win).</source>
        <translation>理由：次善の手（勝つ見込み%1%）より少し良い手です。</translation>
    </message>
    <message>
        <source>Why: the AI sees no real difference between these choices yet; any of them keeps your chances.</source>
        <translation>理由：AIにはまだこれらの手の差がほとんど見えません。どれを選んでも見込みは変わりません。</translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s) at once.</source>
        <translation>
            <numerusform>すぐに%n点を得ます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up %n point(s) now for what it brings later.</source>
        <translation>
            <numerusform>後で得るもののために、今%n点を手放します。</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no lessons yet.</source>
        <translation>このゲームにはまだレッスンがありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s) were made while you were away: the table shows the game as it is now.</source>
        <translation>
            <numerusform>不在の間に%n回の選択が行われました。テーブルは現在の局面を示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Moana</source>
        <translation>モアナ</translation>
    </message>
</context>
<context>
    <name>GamesInProgress</name>
    <message>
        <source>This game is not among the games in progress.</source>
        <translation>このゲームは進行中のゲームにありません。</translation>
    </message>
    <message>
        <source>The game cannot be moved to %1: %2</source>
        <translation>ゲームを %1 に移動できません：%2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1手番目</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
</context>
<context>
    <name>HintButton</name>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>What would the Hard AI do here? (H)</source>
        <translation>強いAIならここでどうする？ (H)</translation>
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
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>How to play Volcanic Isle, with pictures (F1)</source>
        <translation>火山島の遊び方を図で見る（F1）</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>エディター</translation>
    </message>
    <message>
        <source>Build your own continent of Mu from the 22 tiles</source>
        <translation>22枚のタイルで自分だけのムー大陸を作ります</translation>
    </message>
    <message>
        <source>Continue: %1</source>
        <translation>続きから：%1</translation>
    </message>
    <message numerus="yes">
        <source>Continue… (%n games)</source>
        <translation>
            <numerusform>続きから…（%n ゲーム）</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your unfinished games</source>
        <translation>進行中のゲームから選ぶ</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>Every game you played: review it, resume it, export it</source>
        <translation>これまでのすべての対局：振り返り・再開・書き出し</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>オンラインで遊ぶ</translation>
    </message>
    <message>
        <source>Host a table for friends on other computers, or join theirs</source>
        <translation>ほかのコンピューターの友だちのためにテーブルを開く、または友だちのテーブルに参加する</translation>
    </message>
</context>
<context>
    <name>IslandSpace</name>
    <message>
        <source>Rano Raraku</source>
        <translation>ラノ・ララク</translation>
    </message>
    <message>
        <source>Puna Pau</source>
        <translation>プナ・パウ</translation>
    </message>
    <message>
        <source>%1: an Ahu; a Moai erected here gives %2</source>
        <translation>%1：アフ。ここにモアイを立てると%2を得ます</translation>
    </message>
    <message>
        <source>%1: a Transporter here earns %2 or %3, its owner&apos;s choice</source>
        <translation>%1：ここの運搬人は%2か%3を得ます（持ち主が選びます）</translation>
    </message>
    <message>
        <source>%1: a Transporter here earns %2</source>
        <translation>%1：ここの運搬人は%2を得ます</translation>
    </message>
    <message>
        <source>Ahu tile %1: %2</source>
        <translation>アフタイル「%1」：%2</translation>
    </message>
    <message>
        <source>Transporters: %1 standing, %2 fatigued</source>
        <translation>運搬人：立っている%1人、疲れている%2人</translation>
    </message>
    <message>
        <source>Click to see your %1 choices here</source>
        <translation>クリックで、ここでの%1通りの選択肢を表示</translation>
    </message>
    <message>
        <source>Click to choose it</source>
        <translation>クリックで選択</translation>
    </message>
    <message>
        <source>%1: the Crater (Rano Raraku), where Moai leave from; its grey neutral Transporter carries any piece, in anyone&apos;s chain</source>
        <translation>%1：モアイが出発するクレーター（ラノ・ララク）。灰色の中立の運搬人は、誰の運搬の列でも、モアイもプカオも運びます</translation>
    </message>
    <message>
        <source>%1: the Pukao Quarry (Puna Pau), where Pukao leave from; its grey neutral Transporter carries any piece, in anyone&apos;s chain</source>
        <translation>%1：プカオが出発するプカオ石切り場（プナ・パウ）。灰色の中立の運搬人は、誰の運搬の列でも、モアイもプカオも運びます</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>The game cannot be deleted: %1</source>
        <translation>対局を削除できません：%1</translation>
    </message>
    <message>
        <source>The game cannot be brought back: %1</source>
        <translation>対局を元に戻せません：%1</translation>
    </message>
    <message>
        <source>The game cannot be read: %1</source>
        <translation>対局を読み込めません：%1</translation>
    </message>
    <message>
        <source>The game cannot be written to %1: %2</source>
        <translation>対局を %1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>同点勝利</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>AIs only</source>
        <translation>AIのみ</translation>
    </message>
    <message>
        <source>Two Volcanoes or fewer left</source>
        <translation>火山が2つ以下に</translation>
    </message>
    <message>
        <source>The Fissures ran out</source>
        <translation>亀裂タイルが尽きた</translation>
    </message>
    <message>
        <source>No Fissure could be laid</source>
        <translation>亀裂を置けなくなった</translation>
    </message>
    <message>
        <source>Played to the end</source>
        <translation>最後までプレイ</translation>
    </message>
    <message>
        <source>Round limit</source>
        <translation>ラウンド上限</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a seat&apos;s name and its score</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%nターン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <source>Another Rano is writing the library&apos;s index: the list may be incomplete until it is done. Your games are safe.</source>
        <translation>別の Rano がライブラリの索引を書き込み中です。終わるまで一覧が欠けることがあります。対局は失われません。</translation>
    </message>
    <message>
        <source>The library&apos;s index could not be read (%1): it was set aside and is being built again from your game files.</source>
        <translation>ライブラリの索引を読めませんでした（%1）。索引は別名で保管し、対局ファイルから作り直しています。</translation>
    </message>
    <message>
        <source>The library&apos;s index cannot be used (%1). Your game files are untouched.</source>
        <translation>ライブラリの索引を使えません（%1）。対局ファイルはそのままです。</translation>
    </message>
    <message>
        <source>the folder of deleted games cannot be made</source>
        <translation>削除した対局のフォルダを作れません</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>読み込めません</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%n局中%1局</numerusform>
        </translation>
    </message>
    <message>
        <source>Search a player&apos;s name</source>
        <translation>プレイヤー名で検索</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>すべての相手</translation>
    </message>
    <message>
        <source>Easy AI</source>
        <translation>やさしいAI</translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation>ふつうのAI</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>むずかしいAI</translation>
    </message>
    <message>
        <source>Expert AI</source>
        <translation>エキスパートAI</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>すべての結果</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>同点勝利</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>No game yet. Every game you play is kept here, finished or not.</source>
        <translation>まだ対局がありません。対局はすべて、終わっていてもいなくてもここに残ります。</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>条件に合う対局はありません。</translation>
    </message>
    <message>
        <source>This file cannot be read: %1</source>
        <translation>このファイルは読み込めません：%1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>振り返る</translation>
    </message>
    <message>
        <source>Sit down at this game where it was left</source>
        <translation>中断したところからこの対局を再開します</translation>
    </message>
    <message>
        <source>Replay this game move by move, with the AI&apos;s analysis</source>
        <translation>AIの分析つきで、この対局を一手ずつ再生します</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Save a copy of this game&apos;s file, to share it</source>
        <translation>この対局のファイルのコピーを保存して共有します</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove this game from the library (you can undo it)</source>
        <translation>この対局をライブラリから削除します（元に戻せます）</translation>
    </message>
    <message>
        <source>The game of %1 was deleted.</source>
        <translation>%1 の対局を削除しました。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Bring the deleted game back (Ctrl+Z)</source>
        <translation>削除した対局を元に戻します（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Return to the home screen (Esc)</source>
        <translation>ホーム画面に戻ります（Esc）</translation>
    </message>
    <message>
        <source>Export this game</source>
        <translation>この対局を書き出す</translation>
    </message>
    <message>
        <source>Rano games (*.rano.json *.json)</source>
        <translation>Rano の対局 (*.rano.json *.json)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出す</translation>
    </message>
    <message>
        <source>Reading your games: %1 of %2</source>
        <translation>対局を読み込み中：%1 / %2</translation>
    </message>
</context>
<context>
    <name>LibraryStatistics</name>
    <message>
        <source>This game&apos;s AI levels are not rated yet.</source>
        <translation>このゲームのAIレベルはまだレーティングされていません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more result(s) against the AI before a rating.</source>
        <translation>
            <numerusform>レーティングまであと%n局、AIと対局してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1, below %2</source>
        <translation>%1（%2より下）</translation>
    </message>
    <message>
        <source>%1, above %2</source>
        <translation>%1（%2より上）</translation>
    </message>
    <message>
        <source>%1, between %2 and %3</source>
        <translation>%1（%2と%3の間）</translation>
    </message>
    <message>
        <source>Play against %1 next: a level just above yours.</source>
        <translation>次は%1と対局しましょう：あなたより少し上のレベルです。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an AI level and its rating</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>全レベル</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a win rate</comment>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n連勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n連敗</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryStatisticsView</name>
    <message>
        <source>Any number of players</source>
        <translation>人数指定なし</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2人</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3人</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人</translation>
    </message>
    <message>
        <source>Your rating at %1</source>
        <translation>%1でのあなたのレーティング</translation>
    </message>
    <message>
        <source>The AI levels, rated from matches between them: %1</source>
        <translation>AIレベル同士の対戦から求めたレーティング：%1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>平均得点</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Average length</source>
        <translation>平均の長さ</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>連続</translation>
    </message>
    <message>
        <source>No finished game of %1 against the AI yet: your statistics start with the first one.</source>
        <translation>%1でAIと最後まで指した対局はまだありません。最初の対局から統計が始まります。</translation>
    </message>
    <message>
        <source>Your win rate over the last 10 games, game by game</source>
        <translation>直近10局の勝率の推移</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>games</source>
        <translation>対局</translation>
    </message>
</context>
<context>
    <name>LossQuestion</name>
    <message>
        <source>Keep playing</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Don&apos;t ask again (Settings can turn it back on)</source>
        <translation>今後は確認しない（設定で元に戻せます）</translation>
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
    <message>
        <source>This replay cannot be opened</source>
        <translation>このリプレイは開けません</translation>
    </message>
    <message>
        <source>New to these games?</source>
        <translation>これらのゲームは初めてですか？</translation>
    </message>
    <message>
        <source>Learn Volcanic Isle</source>
        <translation>火山島の遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はやめておく</translation>
    </message>
    <message>
        <source>A coached first game teaches a game as you play it: each rule explained the moment it matters, against gentle AIs. Learn to play is on the game&apos;s card too.</source>
        <translation>コーチ付きの初めてのゲームでは、プレイしながらゲームを学べます：それぞれのルールが必要になったその時に説明され、相手はやさしいAIです。「遊び方を学ぶ」はゲームのカードにもあります。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>This online table cannot be sat at again.</source>
        <translation>このオンラインの卓にはもう着席できません。</translation>
    </message>
</context>
<context>
    <name>MoaiQuarry</name>
    <message>
        <source>Moai Quarry</source>
        <translation>モアイ石切り場</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The %1 column: %2 Sculptor spaces, %3 taken; %4 %1 Moai left in the supply</source>
        <translation>%1の列：彫刻師のマス%2、うち%3が使用中。ストックに%1のモアイが残り%4体</translation>
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
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>プレイヤーを追加</translation>
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
    <message>
        <source>New game of %1</source>
        <translation>%1の新しいゲーム</translation>
    </message>
    <message>
        <source>%1 is for %2 to %3 players</source>
        <translation>%1は%2〜%3人用です</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>A coached first game: the rules explained as they come up, against gentle AIs</source>
        <translation>コーチ付きの初めてのゲーム：ルールが必要になったときに説明されます。相手はやさしいAIです</translation>
    </message>
</context>
<context>
    <name>OfferingStacks</name>
    <message>
        <source>Offerings</source>
        <translation>供物</translation>
    </message>
    <message>
        <source>Pukao left: %1</source>
        <translation>残りのプカオ：%1</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>残り%1</translation>
    </message>
    <message>
        <source>%1: paid with %2. Top tile %3 points, %4 left; Outstanding tiles: %5</source>
        <translation>%1：支払いは%2。一番上のタイルは%3点、残り%4枚。極上タイル：%5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <source>Could not reach %1:%2 (%3).</source>
        <translation>%1:%2 に接続できませんでした（%3）。</translation>
    </message>
    <message>
        <source>The table could not be rejoined: %1</source>
        <translation>テーブルに戻れませんでした：%1</translation>
    </message>
    <message>
        <source>This seat was taken up from another connection.</source>
        <translation>この席は別の接続から引き継がれました。</translation>
    </message>
    <message>
        <source>The server sent a message this version of Rano cannot read: %1</source>
        <translation>サーバーから、このバージョンのRanoでは読めないメッセージが届きました：%1</translation>
    </message>
</context>
<context>
    <name>OnlineHost</name>
    <message>
        <source>The table could not be hosted: %1</source>
        <translation>テーブルを開けませんでした：%1</translation>
    </message>
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <source>Me</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>A friend (open seat)</source>
        <translation>友だち（空席）</translation>
    </message>
    <message>
        <source>AI, %1</source>
        <translation>AI・%1</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>接続しました。</translation>
    </message>
    <message>
        <source>At the table, seat %1.</source>
        <translation>テーブルの %1 番の席にいます。</translation>
    </message>
    <message>
        <source>Watching the table.</source>
        <translation>テーブルを観戦中です。</translation>
    </message>
    <message>
        <source>The connection dropped: trying again…</source>
        <translation>接続が切れました。再接続しています…</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>接続していません。</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>オンラインで遊ぶ</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Back to the home screen (Esc)</source>
        <translation>ホーム画面に戻る（Esc）</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <source>This computer holds the game: its hidden cards and its chance to come are on it. Host only for friends you trust, and keep Rano open while you play.</source>
        <translation>このコンピューターがゲームを持ちます。伏せられたカードもこれからの運もここにあります。信頼できる友だちのためだけにテーブルを開き、対局中は Rano を開いたままにしてください。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <source>Start a table on this computer and get a code to pass on</source>
        <translation>このコンピューターでテーブルを始め、伝えるためのコードを受け取る</translation>
    </message>
    <message>
        <source>Invite code: %1. Pass this on to your friends; they paste it under Join:</source>
        <translation>招待コード：%1。これを友だちに伝えてください。友だちは「参加」の下に貼り付けます：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the address and code</source>
        <translation>アドレスとコードをコピーする</translation>
    </message>
    <message>
        <source>Sit at the table</source>
        <translation>テーブルに着く</translation>
    </message>
    <message>
        <source>Go to the table; the game waits for the open seats</source>
        <translation>テーブルへ。空席が埋まるまでゲームは待ちます</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>テーブルに参加する</translation>
    </message>
    <message>
        <source>address:port/code</source>
        <translation>アドレス:ポート/コード</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>Take the first open seat at that table</source>
        <translation>そのテーブルの最初の空席に着く</translation>
    </message>
    <message>
        <source>Rejoin my last table</source>
        <translation>前回のテーブルに戻る</translation>
    </message>
    <message>
        <source>Sit down again at the online table you left</source>
        <translation>離れたオンラインのテーブルにもう一度着く</translation>
    </message>
    <message>
        <source>Continent</source>
        <translation>大陸</translation>
    </message>
    <message>
        <source>Mu, the standard continent</source>
        <translation>ムー（標準の大陸）</translation>
    </message>
    <message>
        <source>A random continent</source>
        <translation>ランダムな大陸</translation>
    </message>
    <message>
        <source>A random continent is drawn by the host&apos;s server and shown to everyone at the table</source>
        <translation>ランダムな大陸はホストのサーバーが作り、テーブルの全員に示されます</translation>
    </message>
    <message>
        <source>Volcano faces</source>
        <translation>火山の面</translation>
    </message>
    <message>
        <source>After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt</source>
        <translation>モアイを立てるたびにダイスを振り、火山の面が出ると火山が噴火します</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>初めてのゲーム</translation>
    </message>
    <message>
        <source>Play with the 21 simplest Ahu tiles and without Rongorongo Tablets</source>
        <translation>いちばん簡単な21枚のアフタイルを使い、ロンゴロンゴの板なしで遊びます</translation>
    </message>
    <message>
        <source>Paste what the host passed on: the address and the code, as 192.168.1.20:7469/Q7MXK2PA. Join takes a seat; Watch looks on.</source>
        <translation>ホストから伝えられたアドレスとコードを貼り付けてください（例：192.168.1.20:7469/Q7MXK2PA）。「参加」で席に着き、「観戦」で見守ります。</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>観戦</translation>
    </message>
    <message>
        <source>Watch that table without a seat: you see what every player may see, no hidden card</source>
        <translation>席に着かずにそのテーブルを観戦します。全員が見られるものだけが見え、伏せられたカードは見えません</translation>
    </message>
    <message>
        <source>Away 2 minutes: an easy AI plays for them</source>
        <translation>2分間不在：やさしいAIが代わりにプレイ</translation>
    </message>
    <message>
        <source>Away 2 minutes: a medium AI plays for them</source>
        <translation>2分間不在：ふつうのAIが代わりにプレイ</translation>
    </message>
    <message>
        <source>Away 30 seconds: an easy AI plays for them</source>
        <translation>30秒間不在：やさしいAIが代わりにプレイ</translation>
    </message>
    <message>
        <source>Away 10 minutes: an easy AI plays for them</source>
        <translation>10分間不在：やさしいAIが代わりにプレイ</translation>
    </message>
    <message>
        <source>No AI plays for anyone away: the table waits</source>
        <translation>不在の人の代わりはAIがしない：卓は待つ</translation>
    </message>
    <message>
        <source>Others may watch</source>
        <translation>観戦を許可</translation>
    </message>
    <message>
        <source>Whoever has the invite may watch the table, seeing no hidden card</source>
        <translation>招待を持つ人は誰でも卓を観戦できます（伏せたカードは見えません）</translation>
    </message>
    <message>
        <source>When a player&apos;s connection is gone this long, an AI plays their seat until they come back</source>
        <translation>プレイヤーの接続がこの時間切れていると、戻るまでAIがその席でプレイします</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>This version of Rano does not know the game &quot;%1&quot;.</source>
        <translation>このバージョンの Rano はゲーム「%1」を知りません。</translation>
    </message>
    <message>
        <source>The table&apos;s position could not be shown: %1</source>
        <translation>テーブルの局面を表示できません：%1</translation>
    </message>
    <message>
        <source>The server offers other choices than this table knows: it may run another version of Rano.</source>
        <translation>サーバーはこのテーブルと異なる選択肢を示しています。別のバージョンの Rano かもしれません。</translation>
    </message>
    <message>
        <source>You sit at the online table as %1.</source>
        <translation>%1 としてオンラインのテーブルに着きました。</translation>
    </message>
    <message>
        <source>You watch the online table.</source>
        <translation>オンラインのテーブルを観戦しています。</translation>
    </message>
    <message>
        <source>More happened while you were away than the server remembers: the table shows the game as it is now.</source>
        <translation>不在の間の出来事はサーバーの記録を超えています。テーブルは現在の局面を示します。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>The server sent a position this table cannot read: %1</source>
        <translation>サーバーから、このテーブルでは読めない局面が届きました：%1</translation>
    </message>
    <message>
        <source>it is not a record of this game</source>
        <translation>このゲームの記録ではありません</translation>
    </message>
    <message>
        <source>it is another seat&apos;s record</source>
        <translation>別の席の記録です</translation>
    </message>
    <message>
        <source>The finished game cannot be kept in your Library: %1</source>
        <translation>終わったゲームをライブラリに保存できません：%1</translation>
    </message>
    <message>
        <source>The game is kept in your Library.</source>
        <translation>ゲームはライブラリに保存されました。</translation>
    </message>
    <message>
        <source>Take back refused: %1.</source>
        <translation>取り消しは拒否されました：%1。</translation>
    </message>
    <message>
        <source>Your last decision is taken back.</source>
        <translation>あなたの最後の決定が取り消されました。</translation>
    </message>
    <message>
        <source>%1&apos;s last decision is taken back.</source>
        <translation>%1の最後の決定が取り消されました。</translation>
    </message>
    <message>
        <source>A take back is asked: wait for the answer.</source>
        <translation>取り消しが求められています：返事を待ってください。</translation>
    </message>
    <message>
        <source>You ask to take back your last decision: %1 must agree.</source>
        <translation>あなたの最後の決定の取り消しを求めました：%1の同意が必要です。</translation>
    </message>
    <message>
        <source>%1 asks to take back their last decision.</source>
        <translation>%1が最後の決定の取り消しを求めています。</translation>
    </message>
    <message>
        <source>%1 agrees to the take back.</source>
        <translation>%1が取り消しに同意しました。</translation>
    </message>
    <message>
        <source>%1 keeps it: nothing is taken back.</source>
        <translation>%1は同意しません：何も取り消されません。</translation>
    </message>
    <message>
        <source>%1 played on: the take back is dropped.</source>
        <translation>%1がプレイを続けました：取り消しは取りやめです。</translation>
    </message>
</context>
<context>
    <name>OnlineTables</name>
    <message>
        <source>The game is over: sit down to keep it in your Library</source>
        <translation>ゲームは終了しました：着席するとライブラリに保存されます</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1の番</translation>
    </message>
    <message>
        <source>Last seen: %1</source>
        <translation>最後に見たとき：%1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <source>This table is no longer on its server (%1).</source>
        <translation>この卓はもうサーバーにありません（%1）。</translation>
    </message>
    <message>
        <source>%1 (the server cannot be reached: %2)</source>
        <translation>%1（サーバーに接続できません：%2）</translation>
    </message>
</context>
<context>
    <name>PlayerBoard</name>
    <message>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>dropped out</source>
        <translation>降りた</translation>
    </message>
    <message>
        <source>Villagers %1 of %2 to place · Sorcerer %3</source>
        <translation>未配置の村人 %1/%2・呪術師：%3</translation>
    </message>
    <message>
        <source>Chief %1</source>
        <translation>族長：%1</translation>
    </message>
    <message>
        <source>In the Crater: %1 small, %2 medium, %3 large Moai</source>
        <translation>火口のモアイ：小型%1・中型%2・大型%3</translation>
    </message>
    <message>
        <source>%1 (added): %2</source>
        <translation>%1（追加済み）：%2</translation>
    </message>
    <message>
        <source>%1 (costs %3): %2</source>
        <translation>%1（コスト%3）：%2</translation>
    </message>
    <message>
        <source>Rongorongo Tablet</source>
        <translation>ロンゴロンゴの板</translation>
    </message>
    <message>
        <source>Discard it to copy any Ahu tile&apos;s power; worth 3 points if unused</source>
        <translation>捨てると、どのアフタイルの能力でも写せます。使わなければ3点</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ProblemModel</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Tile %1 touches only one other inner Volcano tile (tile %2); each of tiles 1-5 must touch at least two of the others.</source>
        <translation>タイル%1はほかの内側の火山タイルに1枚（タイル%2）しか接していません。タイル1〜5はそれぞれほかの2枚以上に接する必要があります。</translation>
    </message>
    <message>
        <source>Tile %1 touches no other inner Volcano tile; each of tiles 1-5 must touch at least two of the others.</source>
        <translation>タイル%1はほかの内側の火山タイルに接していません。タイル1〜5はそれぞれほかの2枚以上に接する必要があります。</translation>
    </message>
    <message>
        <source>The inner Volcano tiles 1-5 leave a gap: they must form a zone without holes.</source>
        <translation>内側の火山タイル1〜5にすき間があります。穴のない一つの区域を作る必要があります。</translation>
    </message>
    <message>
        <source>There is no tile %1 (tiles are 1-%2).</source>
        <translation>タイル%1はありません（タイルは1〜%2）。</translation>
    </message>
    <message>
        <source>Tile %1 is turned %2 sixths of a turn (0-5 expected).</source>
        <translation>タイル%1の回転が%2/6回転です（0〜5のはずです）。</translation>
    </message>
    <message>
        <source>Tile %1 is placed %2 times.</source>
        <translation>タイル%1が%2回置かれています。</translation>
    </message>
    <message>
        <source>Not on the continent yet: tiles %1.</source>
        <translation>まだ大陸にないタイル：%1。</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 overlap.</source>
        <translation>タイル%1と%2が重なっています。</translation>
    </message>
    <message>
        <source>Tile %1 meets tile %2 with its coast: tiles meet on straight sides only.</source>
        <translation>タイル%1が海岸の辺でタイル%2に接しています。タイルはまっすぐな辺どうしでしか接しません。</translation>
    </message>
    <message>
        <source>Straight sides of tile %1 left open to the sea: %2.</source>
        <translation>タイル%1のまっすぐな辺が海に面したままです：%2辺。</translation>
    </message>
    <message>
        <source>Cut off from the rest of the continent: tiles %1.</source>
        <translation>大陸のほかの部分から切り離されたタイル：%1。</translation>
    </message>
    <message>
        <source>The continent has a hole, enclosed by tiles %1.</source>
        <translation>大陸に穴があります（タイル%1に囲まれています）。</translation>
    </message>
    <message>
        <source>The continent has no landfall bay.</source>
        <translation>大陸に上陸湾がありません。</translation>
    </message>
    <message>
        <source>Bay %1 lies on land (tile %2).</source>
        <translation>湾%1が陸の上にあります（タイル%2）。</translation>
    </message>
    <message>
        <source>Bay %1 lies in a hole inside the continent.</source>
        <translation>湾%1が大陸の中の穴にあります。</translation>
    </message>
    <message>
        <source>Bay %1 is not beside the coast.</source>
        <translation>湾%1が海岸に接していません。</translation>
    </message>
    <message>
        <source>Bays %1 and %2 are on the same sea hex.</source>
        <translation>湾%1と%2が同じ海のマスにあります。</translation>
    </message>
    <message>
        <source>Tile %1 does not belong to phase %2.</source>
        <translation>タイル%1はフェーズ%2のタイルではありません。</translation>
    </message>
    <message>
        <source>Tile %1 is already placed.</source>
        <translation>タイル%1はもう置かれています。</translation>
    </message>
    <message>
        <source>Phase %1 starts once tiles 1-%2 are placed (still missing: %3).</source>
        <translation>フェーズ%1はタイル1〜%2を置いてから始まります（まだ足りないもの：%3）。</translation>
    </message>
    <message>
        <source>Tile %1 would overlap tile %2.</source>
        <translation>タイル%1がタイル%2に重なります。</translation>
    </message>
    <message>
        <source>Tile %1 does not touch the tiles placed so far.</source>
        <translation>タイル%1がこれまでに置いたタイルに接していません。</translation>
    </message>
    <message>
        <source>Tile %1 must join the zone of tiles 1-5.</source>
        <translation>タイル%1はタイル1〜5の区域につなげる必要があります。</translation>
    </message>
    <message>
        <source>Tile %1 would leave %2 straight edges open; at most 2 may stay open for the tiles still to come.</source>
        <translation>タイル%1を置くとまっすぐな縁が%2か所開いたままになります。これから置くタイルのために開けておけるのは2か所までです。</translation>
    </message>
    <message>
        <source>Tiles %1 and %2 meet only along a crater, where no Settler passes: every border needs a side between two spaces that are not craters.</source>
        <translation>タイル%1とタイル%2は火口に沿ってしか接していません。入植者は火口を通れません。どの境界にも、火口でない2マスの間の辺が必要です。</translation>
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
        <translation>選択肢%1通り（光る場所のクリックでも可）：</translation>
    </message>
    <message>
        <source>All choices</source>
        <translation>すべての選択肢</translation>
    </message>
    <message>
        <source>List every choice again</source>
        <translation>すべての選択肢をもう一度一覧表示</translation>
    </message>
    <message>
        <source>%1 of your %2 choices:</source>
        <translation>%2 の選択肢のうち %1 件：</translation>
    </message>
</context>
<context>
    <name>RapaNuiGameScreen</name>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>Rapa Nui, round %1</source>
        <translation>ラパ・ヌイ 第%1ラウンド</translation>
    </message>
    <message>
        <source>Empty Ahu: %1. The game ends at the end of a round with %2 or fewer.</source>
        <translation>空いているアフ：%1。ラウンド終了時に%2以下ならゲーム終了です。</translation>
    </message>
    <message>
        <source>The island has chosen its chief</source>
        <translation>島が族長を選んだ</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Players with the most points share the victory.</source>
        <translation>得点が最も多いプレイヤーどうしで勝利を分け合います。</translation>
    </message>
    <message>
        <source>Go through the game choice by choice</source>
        <translation>選択ごとにゲームをたどる</translation>
    </message>
</context>
<context>
    <name>RapaNuiLegend</name>
    <message>
        <source>Reeds, Eggs, Wood, Pearls: the Resource a Transporter on a space earns.</source>
        <translation>葦・卵・木・真珠：そのマスの運搬人が得る資源。</translation>
    </message>
    <message>
        <source>An &quot;a/b&quot; space: its Transporter&apos;s owner takes either Resource, their choice each time.</source>
        <translation>「a/b」のマス：運搬人の持ち主が毎回どちらかの資源を選んで得ます。</translation>
    </message>
    <message>
        <source>An Ahu with its Ahu tile face up: who erects a Moai here takes the tile and the Resource in the corner.</source>
        <translation>表向きのアフタイルがあるアフ：ここにモアイを立てた人がタイルと隅の資源を得ます。</translation>
    </message>
    <message>
        <source>Rano Raraku, the Crater: sculpted Moai wait here to be carried; its grey neutral Transporter carries any piece, a Moai or a Pukao, in anyone&apos;s chain.</source>
        <translation>ラノ・ララク（火口）：彫られたモアイが運ばれるのを待つ場所。灰色の中立の運搬人は、誰の運搬の列でも、モアイもプカオも運びます。</translation>
    </message>
    <message>
        <source>Puna Pau, the Pukao Quarry: Pukao leave from here; its grey neutral Transporter carries any piece, a Moai or a Pukao, in anyone&apos;s chain.</source>
        <translation>プナ・パウ（プカオ石切り場）：プカオはここから出ます。灰色の中立の運搬人は、誰の運搬の列でも、モアイもプカオも運びます。</translation>
    </message>
    <message>
        <source>Transporters standing, and lying down: fatigued, a Transporter still carries and earns, but erects and styles no more this round.</source>
        <translation>立っている運搬人と横になった運搬人：疲れた運搬人も運んで資源を得ますが、このラウンドはもうモアイを立てたりプカオを載せたりできません。</translation>
    </message>
    <message>
        <source>An erected Moai, by size, with its Pukao once styled.</source>
        <translation>立てられたモアイ（大きさ別）。プカオを載せるとその上に。</translation>
    </message>
    <message>
        <source>+1 on a transport&apos;s chain: this space pays its owner as the piece passes.</source>
        <translation>運搬の経路上の +1：駒が通るとこのマスの持ち主が支払いを受けます。</translation>
    </message>
</context>
<context>
    <name>RapaNuiPosition</name>
    <message>
        <source>End turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>2 different Resources</source>
        <translation>異なる資源2つ</translation>
    </message>
    <message>
        <source>4 different Resources</source>
        <translation>異なる資源4つ</translation>
    </message>
    <message>
        <source> (discarding the Rongorongo Tablet as %1)</source>
        <translation>（ロンゴロンゴの板を捨てて「%1」として）</translation>
    </message>
    <message>
        <source> (playing %1)</source>
        <translation>（「%1」を使用）</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1か%2</translation>
    </message>
    <message>
        <source>%1 earns %2 on %3</source>
        <translation>%1が%3で%2を得る</translation>
    </message>
    <message>
        <source>no one is paid</source>
        <translation>誰にも支払いなし</translation>
    </message>
    <message>
        <source>to place</source>
        <translation>未配置</translation>
    </message>
    <message>
        <source>on star %1</source>
        <translation>星%1</translation>
    </message>
    <message>
        <source>in the %1 column</source>
        <translation>%1の列</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>Reeds</source>
        <translation>葦</translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation>卵</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木</translation>
    </message>
    <message>
        <source>Pearls</source>
        <translation>真珠</translation>
    </message>
    <message numerus="yes">
        <source>%n Reed(s)</source>
        <translation>
            <numerusform>葦%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Egg(s)</source>
        <translation>
            <numerusform>卵%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wood</source>
        <translation>
            <numerusform>木%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Pearl(s)</source>
        <translation>
            <numerusform>真珠%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>Barter</source>
        <translation>物々交換</translation>
    </message>
    <message>
        <source>Skimp</source>
        <translation>倹約</translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation>加勢</translation>
    </message>
    <message>
        <source>Take Three More</source>
        <translation>さらに3つ</translation>
    </message>
    <message>
        <source>Take Your Pick</source>
        <translation>よりどりみどり</translation>
    </message>
    <message>
        <source>Change Jobs</source>
        <translation>転職</translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation>手助け</translation>
    </message>
    <message>
        <source>Gain Favor</source>
        <translation>恩恵</translation>
    </message>
    <message>
        <source>Take Two More</source>
        <translation>さらに2つ</translation>
    </message>
    <message>
        <source>During the transport phase, stand a fatigued Transporter up.</source>
        <translation>運搬フェーズ中に、疲れた運搬人を1人起こします。</translation>
    </message>
    <message>
        <source>When styling, spend only 2 Resources for an Offering tile.</source>
        <translation>プカオを載せるとき、資源2つだけで供物タイルを得られます。</translation>
    </message>
    <message>
        <source>When sculpting is evaluated, add a virtual Sculptor in any column, even a full one.</source>
        <translation>彫刻の判定時に、好きな列に仮想の彫刻師を1人加えます。埋まった列でもかまいません。</translation>
    </message>
    <message>
        <source>When you erect a Moai, take 3 more Resources of the space.</source>
        <translation>モアイを立てたとき、そのマスの資源をさらに3つ取ります。</translation>
    </message>
    <message>
        <source>From now on, when styling, take an Outstanding Offering tile of the type you pay for, if one is left. Kept: its effect is permanent.</source>
        <translation>以後、プカオを載せるとき、支払った種類の極上の供物タイルが残っていればそれを取ります。このタイルは手元に残り、効果は永続します。</translation>
    </message>
    <message>
        <source>After turn order, turn your Sorcerer into a Sculptor or a Transporter.</source>
        <translation>手番順の決定後、呪術師を彫刻師か運搬人に変えます。</translation>
    </message>
    <message>
        <source>After sculpting, turn a Sculptor or your Chief into a Transporter. The Chief is never fatigued.</source>
        <translation>彫刻の後、彫刻師1人か族長を運搬人に変えます。族長は疲れません。</translation>
    </message>
    <message>
        <source>Worth 3 points at the end of the game.</source>
        <translation>ゲーム終了時に3点になります。</translation>
    </message>
    <message>
        <source>When you erect a Moai, take 2 more Resources of the space.</source>
        <translation>モアイを立てたとき、そのマスの資源をさらに2つ取ります。</translation>
    </message>
    <message>
        <source>Fervent</source>
        <translation>熱心</translation>
    </message>
    <message>
        <source>Artistic</source>
        <translation>芸術</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>人望</translation>
    </message>
    <message>
        <source>Chief</source>
        <translation>族長</translation>
    </message>
    <message>
        <source>When erecting a Moai, you may take Resources one step higher instead.</source>
        <translation>モアイを立てるとき、代わりに1段階上の資源を取れます。</translation>
    </message>
    <message>
        <source>When styling, you may take an Offering tile one step higher instead.</source>
        <translation>プカオを載せるとき、代わりに1段階上の供物タイルを取れます。</translation>
    </message>
    <message>
        <source>A fifth Villager for the rest of the game.</source>
        <translation>ゲームの残りの間、5人目の村人が加わります。</translation>
    </message>
    <message>
        <source>Your Chief: a Sculptor you place below any column, even a full one.</source>
        <translation>族長：どの列の下にも置ける彫刻師。埋まった列でもかまいません。</translation>
    </message>
    <message>
        <source>Hut</source>
        <translation>小屋</translation>
    </message>
    <message>
        <source>Chicken</source>
        <translation>ニワトリ</translation>
    </message>
    <message>
        <source>Hatchet</source>
        <translation>手斧</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>舟</translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation>首飾り</translation>
    </message>
    <message>
        <source>small</source>
        <translation>小型</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中型</translation>
    </message>
    <message>
        <source>large</source>
        <translation>大型</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>ウミガメ</translation>
    </message>
    <message>
        <source>Dolphin</source>
        <translation>イルカ</translation>
    </message>
    <message>
        <source>Moray</source>
        <translation>ウツボ</translation>
    </message>
    <message>
        <source>Octopus</source>
        <translation>タコ</translation>
    </message>
    <message>
        <source>Place a Villager on %1 as a Transporter</source>
        <translation>村人を運搬人として%1に置く</translation>
    </message>
    <message>
        <source>Place a Villager in the Quarry&apos;s %1 column as a Sculptor</source>
        <translation>村人を彫刻師として石切り場の%1の列に置く</translation>
    </message>
    <message>
        <source>Place your Sorcerer on star %1 of the turn order track</source>
        <translation>呪術師を手番順トラックの星%1に置く</translation>
    </message>
    <message>
        <source>Place your Chief below the %1 column</source>
        <translation>族長を%1の列の下に置く</translation>
    </message>
    <message>
        <source>Add the %1 Improvement (%2)</source>
        <translation>改良「%1」を加える（%2）</translation>
    </message>
    <message>
        <source>Keep your Ahu tiles for later</source>
        <translation>アフタイルを後のために取っておく</translation>
    </message>
    <message>
        <source>Add a virtual Sculptor in the %1 column</source>
        <translation>%1の列に仮想の彫刻師を加える</translation>
    </message>
    <message>
        <source>Turn your Sorcerer into a Sculptor in the %1 column</source>
        <translation>呪術師を%1の列の彫刻師にする</translation>
    </message>
    <message>
        <source>Turn your Sorcerer into a Transporter on %1</source>
        <translation>呪術師を%1の運搬人にする</translation>
    </message>
    <message>
        <source>Place your Chief as a Transporter on %1</source>
        <translation>族長を運搬人として%1に置く</translation>
    </message>
    <message>
        <source>Place one of your Sculptors as a Transporter on %1</source>
        <translation>彫刻師1人を運搬人として%1に置く</translation>
    </message>
    <message>
        <source>Sculpt %1 large, %2 medium and %3 small Moai</source>
        <translation>モアイを彫る：大型%1・中型%2・小型%3</translation>
    </message>
    <message>
        <source>Stand your fatigued Transporter on %1 up</source>
        <translation>%1の疲れた運搬人を起こす</translation>
    </message>
    <message>
        <source>Exchange %1 for %2</source>
        <translation>%1を%2と交換する</translation>
    </message>
    <message>
        <source>Carry your %1 Moai to the Ahu on %2 and erect it (%3)</source>
        <translation>%1のモアイを%2のアフへ運んで立てる（%3）</translation>
    </message>
    <message>
        <source>Drop out of this transport phase</source>
        <translation>この運搬フェーズから降りる</translation>
    </message>
    <message>
        <source>Take %1 for your Transporter</source>
        <translation>運搬人の分として%1を取る</translation>
    </message>
    <message>
        <source>Take 2 more Resources</source>
        <translation>資源をさらに2つ取る</translation>
    </message>
    <message>
        <source>Take 3 more Resources</source>
        <translation>資源をさらに3つ取る</translation>
    </message>
    <message>
        <source>Erect the Moai</source>
        <translation>モアイを立てる</translation>
    </message>
    <message>
        <source>Erect the Moai: take %1 (Fervent)</source>
        <translation>モアイを立てる：%1を取る（熱心）</translation>
    </message>
    <message>
        <source>Erect the Moai: take %1 and %2 (Fervent)</source>
        <translation>モアイを立てる：%1と%2を取る（熱心）</translation>
    </message>
    <message>
        <source>Erect the Moai: take %1</source>
        <translation>モアイを立てる：%1を取る</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>Spend %1 for an Outstanding %2 Offering tile</source>
        <translation>%1を払って極上の供物タイル「%2」を取る</translation>
    </message>
    <message>
        <source>Spend %1 for a %2 Offering tile</source>
        <translation>%1を払って供物タイル「%2」を取る</translation>
    </message>
    <message>
        <source> (Artistic)</source>
        <translation>（芸術）</translation>
    </message>
    <message>
        <source>Take the %1 Ahu tile</source>
        <translation>アフタイル「%1」を取る</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2を%1体</translation>
    </message>
    <message>
        <source>%1 sculpts Moai: %2.</source>
        <translation>%1がモアイを彫ります：%2。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Round %1 was the last one Rano plays: the game is over.</source>
        <translation>第%1ラウンドはRanoで遊べる最後のラウンドでした。ゲーム終了です。</translation>
    </message>
    <message numerus="yes">
        <source>Only %n Ahu left empty at the round&apos;s end: the game is over.</source>
        <translation>
            <numerusform>ラウンド終了時に空いているアフが%nか所しかありません。ゲーム終了です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins; the turn order is %2.</source>
        <translation>第%1ラウンド開始。手番順は%2です。</translation>
    </message>
    <message>
        <source>a Pukao</source>
        <translation>プカオ</translation>
    </message>
    <message>
        <source>a %1 Moai</source>
        <translation>%1のモアイ</translation>
    </message>
    <message>
        <source>Offering tiles</source>
        <translation>供物タイル</translation>
    </message>
    <message>
        <source>Resources left (1 each)</source>
        <translation>残った資源（各1点）</translation>
    </message>
    <message>
        <source>Rongorongo Tablet unused (3)</source>
        <translation>未使用のロンゴロンゴの板（3点）</translation>
    </message>
    <message>
        <source>Gain Favor (3)</source>
        <translation>恩恵（3点）</translation>
    </message>
    <message>
        <source>%1 places a Villager on %2 as a Transporter.</source>
        <translation>%1が村人を運搬人として%2に置きます。</translation>
    </message>
    <message>
        <source>%1 places a Villager in the Quarry&apos;s %2 column as a Sculptor.</source>
        <translation>%1が村人を彫刻師として石切り場の%2の列に置きます。</translation>
    </message>
    <message>
        <source>%1 places the Sorcerer on star %2 of the turn order track.</source>
        <translation>%1が呪術師を手番順トラックの星%2に置きます。</translation>
    </message>
    <message>
        <source>%1 places the Chief below the %2 column.</source>
        <translation>%1が族長を%2の列の下に置きます。</translation>
    </message>
    <message>
        <source>%1 adds the %2 Improvement (%3).</source>
        <translation>%1が改良「%2」を加えます（%3）。</translation>
    </message>
    <message>
        <source>%1 keeps the Ahu tiles for later.</source>
        <translation>%1はアフタイルを後のために取っておきます。</translation>
    </message>
    <message>
        <source>%1 adds a virtual Sculptor in the %2 column%3.</source>
        <translation>%1が%2の列に仮想の彫刻師を加えます%3。</translation>
    </message>
    <message>
        <source>%1 turns the Sorcerer into a Sculptor in the %2 column%3.</source>
        <translation>%1が呪術師を%2の列の彫刻師にします%3。</translation>
    </message>
    <message>
        <source>%1 turns the Sorcerer into a Transporter on %2%3.</source>
        <translation>%1が呪術師を%2の運搬人にします%3。</translation>
    </message>
    <message>
        <source>%1 places the Chief as a Transporter on %2%3.</source>
        <translation>%1が族長を運搬人として%2に置きます%3。</translation>
    </message>
    <message>
        <source>%1 places a Sculptor as a Transporter on %2%3.</source>
        <translation>%1が彫刻師1人を運搬人として%2に置きます%3。</translation>
    </message>
    <message>
        <source>%1 sculpts %2 large, %3 medium and %4 small Moai.</source>
        <translation>%1がモアイを彫ります：大型%2・中型%3・小型%4。</translation>
    </message>
    <message>
        <source>%1 stands the fatigued Transporter on %2 up%3.</source>
        <translation>%1が%2の疲れた運搬人を起こします%3。</translation>
    </message>
    <message>
        <source>%1 exchanges %2 for %3%4.</source>
        <translation>%1が%2を%3と交換します%4。</translation>
    </message>
    <message>
        <source>%1 carries a %2 Moai to the Ahu on %3 and erects it (%4).</source>
        <translation>%1が%2のモアイを%3のアフへ運んで立てます（%4）。</translation>
    </message>
    <message>
        <source>%1 drops out of this transport phase.</source>
        <translation>%1はこの運搬フェーズから降ります。</translation>
    </message>
    <message>
        <source>%1 takes %2 for a Transporter.</source>
        <translation>%1が運搬人の分として%2を取ります。</translation>
    </message>
    <message>
        <source>%1 takes 2 more Resources%2.</source>
        <translation>%1が資源をさらに2つ取ります%2。</translation>
    </message>
    <message>
        <source>%1 takes 3 more Resources%2.</source>
        <translation>%1が資源をさらに3つ取ります%2。</translation>
    </message>
    <message>
        <source>%1 erects the Moai.</source>
        <translation>%1がモアイを立てます。</translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2 (Fervent).</source>
        <translation>%1がモアイを立てて%2を取ります（熱心）。</translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2 and %3 (Fervent).</source>
        <translation>%1がモアイを立てて%2と%3を取ります（熱心）。</translation>
    </message>
    <message>
        <source>%1 erects the Moai and takes %2.</source>
        <translation>%1がモアイを立てて%2を取ります。</translation>
    </message>
    <message>
        <source>%1 spends %2 for an Outstanding %3 Offering tile%4.</source>
        <translation>%1が%2を払って極上の供物タイル「%3」を取ります%4。</translation>
    </message>
    <message>
        <source>%1 spends %2 for a %3 Offering tile%4.</source>
        <translation>%1が%2を払って供物タイル「%3」を取ります%4。</translation>
    </message>
    <message>
        <source>%1 takes the %2 Ahu tile.</source>
        <translation>%1がアフタイル「%2」を取ります。</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1が手番を終えます。</translation>
    </message>
    <message numerus="yes">
        <source>Take a %1 Offering tile: %n ways to pay…</source>
        <translation>
            <numerusform>供物タイル「%1」を取る：支払い方 %n 通り…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Carry a Pukao to the Ahu on %1: %n ways…</source>
        <translation>
            <numerusform>プカオを%1のアフへ運ぶ：%n 通り…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Carry a Moai to the Ahu on %1: %n ways…</source>
        <translation>
            <numerusform>モアイを%1のアフへ運ぶ：%n 通り…</numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1 for your Transporter (you hold %2 already: it adds nothing)</source>
        <translation>運搬人の分として%1を取る（すでに%2持っているので増えません）</translation>
    </message>
    <message numerus="yes">
        <source>no %1 (%n lost: the track stops at 10)</source>
        <translation>
            <numerusform>%1なし（%n失われます：記録は10まで）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n lost: the track stops at 10)</source>
        <translation>
            <numerusform>%1（%n失われます：記録は10まで）</numerusform>
        </translation>
    </message>
    <message>
        <source>a %1 Moai with its Pukao</source>
        <translation>プカオを載せた%1のモアイ</translation>
    </message>
    <message>
        <source>Standing here: %1</source>
        <translation>ここに立つモアイ：%1</translation>
    </message>
    <message>
        <source>Exchange any 3 of your Resources for any 3 of your choice.</source>
        <translation>自分の好きな資源3つを、好きな資源3つと交換します。</translation>
    </message>
    <message>
        <source>Carry a Pukao to the Ahu on %1 and style its %2 Moai (%3)</source>
        <translation>プカオを%1のアフへ運び、%2のモアイに載せる（%3）</translation>
    </message>
    <message numerus="yes">
        <source>Exchange Resources%1: %n choices…</source>
        <translation>
            <numerusform>資源を交換する%1：%n通り…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %1 for other Resources: %n choices…</source>
        <translation>
            <numerusform>%1を出して別の資源と交換：%n通り…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 carries a Pukao to the Ahu on %2 and styles its %3 Moai (%4).</source>
        <translation>%1がプカオを%2のアフへ運び、%3のモアイに載せます（%4）。</translation>
    </message>
    <message>
        <source>Carry your %1 Moai to the Ahu on %2 and erect it (%3): take %4</source>
        <translation>%1のモアイを%2のアフへ運んで立てる（%3）：%4を取る</translation>
    </message>
    <message>
        <source>%1 carries a %2 Moai to the Ahu on %3 and erects it (%4): %5.</source>
        <translation>%1が%2のモアイを%3のアフへ運んで立て（%4）、%5を取ります。</translation>
    </message>
</context>
<context>
    <name>RapaNuiReviewScreen</name>
    <message>
        <source>The Ahu tiles are dealt and the turn order drawn.</source>
        <translation>アフタイルが配られ、手番順が決まりました。</translation>
    </message>
    <message>
        <source>The set-up</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
</context>
<context>
    <name>RapaNuiRulesPage</name>
    <message>
        <source>How to play Rapa Nui</source>
        <translation>ラパ・ヌイの遊び方</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>You lead a clan of Rapa Nui. Your Villagers sculpt Moai in the quarry of Rano Raraku and carry them along chains of Transporters to the Ahu on the coast; a Pukao from Puna Pau styles a Moai, and styling buys an Offering tile. The player with the most points at the end wins: Offering tiles, 1 per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor.</source>
        <translation>あなたはラパ・ヌイの一族を率います。村人たちはラノ・ララクの石切り場でモアイを彫り、運搬人をつないだ道に沿って海岸のアフまで運びます。プナ・パウのプカオをモアイに載せると、供物タイルを1枚買えます。終了時に最も得点の多いプレイヤーの勝ちです：供物タイル、残った資源1つにつき1点、未使用のロンゴロンゴの板に3点、「恩恵」に3点。</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>資源</translation>
    </message>
    <message>
        <source>The island</source>
        <translation>島</translation>
    </message>
    <message>
        <source>Rano draws the island as squares, named by column and row (C4). Spaces connect across their sides. An inland space shows what a Transporter standing there earns: one Resource, or two for an &quot;a/b&quot; space whose Transporter&apos;s owner chooses. An Ahu space on the coast shows the Resource a Moai erected there gives, and its Ahu tile, face up until a Moai takes it. The Crater (Rano Raraku) and the Pukao Quarry (Puna Pau) each hold a neutral Transporter; no player&apos;s figurine goes there.</source>
        <translation>Ranoは島を正方形のマスで描き、列と行で名前を付けます（C4）。マスは辺でつながります。内陸のマスには、そこに立つ運搬人が得るものが示されています：資源1つ、または&quot;a/b&quot;のマスなら2つのうち運搬人の持ち主が選ぶ1つ。海岸のアフのマスには、そこにモアイを立てると得られる資源と、モアイが取るまで表向きのアフタイルが示されています。火口（ラノ・ララク）とプカオ石切り場（プナ・パウ）にはそれぞれ中立の運搬人が1人いて、プレイヤーの駒はそこに置けません。</translation>
    </message>
    <message>
        <source>Phase 1: place figurines</source>
        <translation>フェーズ1：駒を置く</translation>
    </message>
    <message>
        <source>In turn order, one figurine at a time, until all are placed: a Villager on an island space as a Transporter (an empty space or one of your own, several of yours together are fine) or on a free Sculptor space of the Moai Quarry; your Sorcerer on a free star of the turn order track; your Chief, once you have its Improvement, below any column of the Quarry, together with a Villager or your Sorcerer in the same turn (alone it takes no turn). The first player may not open the round with the Sorcerer on the first star. Improvements and Barter may come before or after your figurine; then end your turn.</source>
        <translation>手番順に1つずつ、すべての駒を置き終えるまで配置します：村人は運搬人として島のマスに（空いているマスか自分の駒がいるマス。自分の駒は何人一緒でもかまいません）、または彫刻師としてモアイ石切り場の空いているマスに。呪術師は手番順トラックの空いている星に。族長は、その改良を持っていれば、村人か呪術師を置く同じ手番に、石切り場のいずれかの列の下に（族長だけでは手番になりません）。スタートプレイヤーは、ラウンド最初の配置で呪術師を1番目の星に置くことはできません。改良と「物々交換」は駒を置く前にも後にも行えます。そのあと手番を終えます。</translation>
    </message>
    <message>
        <source>Phase 2: turn order and sculpting</source>
        <translation>フェーズ2：手番順と彫刻</translation>
    </message>
    <message>
        <source>The new turn order is the Sorcerers&apos; order along the stars. Then each player in turn takes Moai: a Sculptor in the small column makes a small Moai; with one in the medium column too, those two make a medium one; with one in each column, a large one. You choose how yours combine. A missing size is replaced by the next smaller one left in the supply. The Moai wait in the Crater until carried.</source>
        <translation>新しい手番順は、星に並んだ呪術師の順番です。続いて各プレイヤーが手番順にモアイを受け取ります：小型の列の彫刻師1人で小型のモアイ1体。中型の列にも1人いれば、その2人で中型のモアイ1体。各列に1人ずついれば大型のモアイ1体。自分の彫刻師の組み合わせ方は自分で選びます。ストックに足りないサイズは、残っている次に小さいサイズで代わります。モアイは運ばれるまで火口で待ちます。</translation>
    </message>
    <message>
        <source>Phase 3: transport</source>
        <translation>フェーズ3：運搬</translation>
    </message>
    <message>
        <source>Styling and Offerings</source>
        <translation>プカオと供物</translation>
    </message>
    <message>
        <source>Hut</source>
        <translation>小屋</translation>
    </message>
    <message>
        <source>Chicken</source>
        <translation>ニワトリ</translation>
    </message>
    <message>
        <source>Hatchet</source>
        <translation>手斧</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>舟</translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation>首飾り</translation>
    </message>
    <message>
        <source>Ahu tiles and the Rongorongo Tablet</source>
        <translation>アフタイルとロンゴロンゴの板</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>Barter</source>
        <translation>物々交換</translation>
    </message>
    <message>
        <source>Skimp</source>
        <translation>倹約</translation>
    </message>
    <message>
        <source>Chip In</source>
        <translation>加勢</translation>
    </message>
    <message>
        <source>Take Your Pick</source>
        <translation>よりどりみどり</translation>
    </message>
    <message>
        <source>Lend a Hand</source>
        <translation>手助け</translation>
    </message>
    <message>
        <source>Rongorongo Tablet</source>
        <translation>ロンゴロンゴの板</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>改良</translation>
    </message>
    <message>
        <source>At any moment of your placement or transport turn, before or after its figurine or transport, you may add Improvements, at most 3 of the 4: &lt;b&gt;Fervent&lt;/b&gt; (2 Reeds) takes erected Resources one step higher; &lt;b&gt;Artistic&lt;/b&gt; (2 Eggs) takes an Offering one step higher than the one paid for; &lt;b&gt;Popular&lt;/b&gt; (2 Wood) gives a fifth Villager; &lt;b&gt;Chief&lt;/b&gt; (3 Pearls) gives the Chief, a Sculptor placed with another figurine below any column even when it is full.</source>
        <translation>配置か運搬の手番のどの時点でも（駒の配置や運搬の前でも後でも）、4つのうち最大3つまで改良を加えられます：&lt;b&gt;熱心&lt;/b&gt;（葦2）はモアイを立てて得る資源を1段階上にします。&lt;b&gt;芸術&lt;/b&gt;（卵2）は支払ったものより1段階上の供物を取ります。&lt;b&gt;人望&lt;/b&gt;（木2）は5人目の村人をもたらします。&lt;b&gt;族長&lt;/b&gt;（真珠3）は族長をもたらします。族長は、ほかの駒と一緒に、列が埋まっていてもどの列の下にも置ける彫刻師です。</translation>
    </message>
    <message>
        <source>Fervent</source>
        <translation>熱心</translation>
    </message>
    <message>
        <source>Artistic</source>
        <translation>芸術</translation>
    </message>
    <message>
        <source>Popular</source>
        <translation>人望</translation>
    </message>
    <message>
        <source>Chief</source>
        <translation>族長</translation>
    </message>
    <message>
        <source>The end and the score</source>
        <translation>終了と得点</translation>
    </message>
    <message>
        <source>Two players and the first game</source>
        <translation>2人プレイと初めてのゲーム</translation>
    </message>
    <message>
        <source>Two players use the two-player side of the island (15 Ahu, two stars, Quarry columns of 3, 2 and 2), play with stacks of two Offering tiles and 17 Moai, and draft their Ahu tiles: the second player in turn order takes a kind of tile from the leftovers and sets the identical ones aside, then the first, and so on, until each holds 2. A first game plays with the 21 simplest Ahu tiles and no Rongorongo Tablets (the option on the new-game page).</source>
        <translation>2人プレイでは島の2人用の面（アフ15か所、星2つ、石切り場の列は3・2・2マス）を使い、供物タイルは1山2枚、モアイは17体で遊び、アフタイルをドラフトします：手番順で2番目のプレイヤーが残りのタイルから1種類を取り、同じタイルを脇に除けます。次に1番目のプレイヤーが同様にし、これを各自が2枚持つまで続けます。初めてのゲームでは、いちばん簡単な21枚のアフタイルを使い、ロンゴロンゴの板は使いません（新しいゲームの画面のオプション）。</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>テーブルで</translation>
    </message>
    <message>
        <source>Every place you may choose glows: click a space, a Quarry column, a star, an Offering stack or an Improvement. A place with several choices (an Ahu reached by different paths, a Moai of two sizes) lists them in the side panel, each saying who is paid what; the list also holds every choice in words. Pointing at a choice or a line of the log lights its spaces. Keys: H a hint, Ctrl+Z take back, Space skip ahead, Ctrl+S save, F1 these rules.</source>
        <translation>選べる場所はすべて光ります：マス、石切り場の列、星、供物の山、改良をクリックしてください。選択肢が複数ある場所（別々の道で届くアフ、2つのサイズで運べるモアイなど）では、サイドパネルにそれらが一覧表示され、それぞれ誰に何が支払われるかが示されます。この一覧にはすべての選択肢が文章でも載っています。選択肢やログの行にマウスを合わせると、関係するマスが光ります。キー：H ヒント、Ctrl+Z 待った、Space 早送り、Ctrl+S 保存、F1 このルール。</translation>
    </message>
    <message>
        <source>Where the rulebook is silent, Rano decides</source>
        <translation>ルールブックに書かれていないときのRanoの判断</translation>
    </message>
    <message>
        <source>Four Resources, low to high: Reeds, Eggs, Wood and Pearls. Each player&apos;s board tracks them from 0 to 10 (more is lost: each choice says what it would lose); everyone starts with 1 of each. An Offering may be paid with higher Resources in place of lower ones (you choose which); an Improvement takes exactly its own Resource. On the board every Resource has its own shape, so no one needs to tell them by colour.</source>
        <translation>資源は4種類で、価値の低い順に葦、卵、木、真珠です。各プレイヤーのボードで0から10まで記録され（超えた分は失われ、各選択肢は失われる数を示します）、全員が各1つずつ持って始めます。供物の支払いには、低い資源の代わりに高い資源を使えます（どれを使うかは自分で選びます）。改良はそのちょうどの資源でしか払えません。盤上では資源ごとに形が違うので、色で見分ける必要はありません。</translation>
    </message>
    <message>
        <source>From the first player round the table, each player either carries one Moai or one Pukao, or drops out for the round. A Moai goes from the Crater along a chain of spaces that each hold a Transporter to an Ahu where you have a standing Transporter; several Moai may stand on one Ahu space. Each opponent&apos;s space crossed pays its owner one Resource of its kind (on an &quot;a/b&quot; space, the owner chooses). You then erect the Moai: take the Ahu tile if it is still there, and 1, 3 or 5 Resources of the Ahu&apos;s kind for a small, medium or large Moai; your Transporter there lies down, fatigued: it still carries, but erects no more this round. When everyone has dropped out, the round ends: the figurines go home and Moai not erected go back.</source>
        <translation>スタートプレイヤーから順に、各プレイヤーはモアイ1体かプカオ1つを運ぶか、そのラウンドから降ります。モアイは火口から、運搬人がいるマスをつないだ道をたどって、自分の立っている運搬人がいるアフまで運ばれます。1つのアフのマスに複数のモアイが立てられます。通過した対戦相手のマス1つごとに、その持ち主はそのマスの種類の資源を1つ得ます（&quot;a/b&quot;のマスでは持ち主が選びます）。それからモアイを立てます：アフタイルがまだあれば取り、アフの種類の資源を、小型なら1つ、中型なら3つ、大型なら5つ取ります。そこにいた運搬人は横倒しになり、疲れます：運ぶことはできますが、このラウンドはもうモアイを立てられません。全員が降りるとラウンドは終わり、駒は持ち主のもとに戻り、立てられなかったモアイはストックに戻ります。</translation>
    </message>
    <message>
        <source>A Pukao goes from the Pukao Quarry the same way to an Ahu with a Moai that has none (the largest such Moai there takes it), where you have a standing Transporter, and only if you can then pay for an Offering; each opponent&apos;s space crossed pays its owner 1 Reed. The Transporter lies down and you make one exchange for the top tile of a stack: 4 Reeds for the Hut, 4 Eggs for the Chicken, one of each Resource for the Hatchet, 4 Wood for the Boat, 4 Pearls for the Necklace. Offering tiles lie face down, but their stacks are sorted and public, so Rano shows each stack&apos;s next value and its Outstanding tiles.</source>
        <translation>プカオはプカオ石切り場から同じようにして、まだプカオのないモアイが立つアフへ運びます（そのようなモアイのうち最も大きいものに載せます）。そこに自分の立っている運搬人がいて、しかもその後で供物の代金を払える場合に限ります。通過した対戦相手のマス1つごとに、その持ち主は葦を1つ得ます。運搬人は横倒しになり、山の一番上のタイルと1回だけ交換します：葦4で小屋、卵4でニワトリ、各資源1つずつで手斧、木4で舟、真珠4で首飾り。供物タイルは裏向きですが、山は並び順が決まっていて公開されているので、Ranoは各山の次の価値と極上タイルを表示します。</translation>
    </message>
    <message>
        <source>Erecting a Moai takes the Ahu tile of its space. Use it at its moment or keep it: &lt;b&gt;Rest&lt;/b&gt; stands a fatigued Transporter up; &lt;b&gt;Barter&lt;/b&gt; exchanges any 3 of your Resources for any 3 of your choice, in any of your turns; &lt;b&gt;Skimp&lt;/b&gt; pays 2 Resources for an Offering; &lt;b&gt;Chip In&lt;/b&gt; adds a virtual Sculptor; &lt;b&gt;Take Two More&lt;/b&gt; and &lt;b&gt;Take Three More&lt;/b&gt; add Resources when erecting; &lt;b&gt;Take Your Pick&lt;/b&gt; lets you take the Outstanding tile of the type you buy, if you choose (kept: permanent); &lt;b&gt;Change Jobs&lt;/b&gt; turns your Sorcerer into a Sculptor or a Transporter; &lt;b&gt;Lend a Hand&lt;/b&gt; turns a Sculptor or your Chief into a Transporter; &lt;b&gt;Gain Favor&lt;/b&gt; is worth 3 points. The Rongorongo Tablet, discarded, copies any of these, Take Your Pick too (once, at a styling); unused, it is worth 3 points. Rano offers each power at its moment, with a one-line effect.</source>
        <translation>モアイを立てると、そのマスのアフタイルを取ります。使える場面ですぐ使うか、取っておきます：&lt;b&gt;休息&lt;/b&gt;は疲れた運搬人を起こします。&lt;b&gt;物々交換&lt;/b&gt;は自分の好きな資源3つを好きな資源3つと交換します（自分のどの手番でも）。&lt;b&gt;倹約&lt;/b&gt;は資源2つで供物を得ます。&lt;b&gt;加勢&lt;/b&gt;は仮想の彫刻師を加えます。&lt;b&gt;さらに2つ&lt;/b&gt;と&lt;b&gt;さらに3つ&lt;/b&gt;はモアイを立てるときの資源を増やします。&lt;b&gt;よりどりみどり&lt;/b&gt;は、望めば買った種類の極上タイルを取れます（手元に残り、効果は永続）。&lt;b&gt;転職&lt;/b&gt;は呪術師を彫刻師か運搬人に変えます。&lt;b&gt;手助け&lt;/b&gt;は彫刻師か族長を運搬人に変えます。&lt;b&gt;恩恵&lt;/b&gt;は3点になります。ロンゴロンゴの板は、捨てると「よりどりみどり」も含めてどの能力でも写せます（「よりどりみどり」はプカオを載せるときに1回）。使わなければ3点です。Ranoは各能力を使える場面で、1行の効果説明を添えて示します。</translation>
    </message>
    <message>
        <source>At the end of a round, if the Ahu without a Moai are no more than the number of players (with two players: fewer than 3), the game ends. Erected Moai stay: if the Moai left are too few to fill the Ahu that end needs, the game ends at that round&apos;s end. Each player scores their Offering tiles, 1 point per Resource left, 3 for an unused Rongorongo Tablet and 3 for Gain Favor. The most points win; tied players share the victory. The side panel shows the empty Ahu left at every moment.</source>
        <translation>ラウンドの終わりに、モアイのないアフの数がプレイヤー人数以下（2人プレイでは3未満）なら、ゲームは終了します。立てたモアイは残るので、残りのモアイでは必要なアフを埋めきれなくなったら、そのラウンドの終わりにゲームは終了します。各プレイヤーは、供物タイル、残った資源1つにつき1点、未使用のロンゴロンゴの板に3点、「恩恵」に3点を得ます。最も得点の多いプレイヤーの勝ちで、同点のプレイヤーは勝利を分け合います。サイドパネルには、空いているアフの残り数が常に表示されます。</translation>
    </message>
    <message>
        <source>• The island is a square grid drawn by Rano (the rulebook&apos;s picture is missing): 21 Ahu and 24 inland spaces on the 3-4 player side, 15 and 16 on the 2 player side; every Ahu is 2 to 7 spaces from the Crater and from the Pukao Quarry.&lt;br/&gt;• Several Moai may stand on one Ahu space: only the first takes its tile, each later one gives its Resources; a Pukao styles the largest Moai there without one. Transporters may stand on Ahu spaces and earn their Resource.&lt;br/&gt;• Quarry columns hold 5, 4 and 3 Sculptors (3, 2, 2 for two players); the Chief, Chip In and Change Jobs need no free space.&lt;br/&gt;• The turn order track has 4 stars (2 for two players).&lt;br/&gt;• Resources stop at 10.&lt;br/&gt;• Offering stacks: Hut 7 7 6 6, Chicken 8 8 7 7, Hatchet 9 9 8 8, Boat 10 10 9 9, Necklace 12 12 11 11; Outstanding: Hut 8, Chicken 9, Hatchet 10 and 11, Boat 11, Necklace 13 and 14, taken only through Take Your Pick, the highest left of the type, if you choose it.&lt;br/&gt;• You choose how your Sculptors combine; large Moai are taken first.&lt;br/&gt;• Transport choices list, per Ahu, the paths that differ in whom they pay; each opponent&apos;s space crossed pays once.&lt;br/&gt;• On an &quot;a/b&quot; space the owner chooses, during the mover&apos;s turn.&lt;br/&gt;• Fervent lets you take any number of the Resources one step higher.&lt;br/&gt;• Ahu tiles are offered at their moment; Improvements and Barter in any of your turns, and Rest in your transport turn, come before or after the turn&apos;s figurine or transport; then you end the turn. Dropping out ends it at once.&lt;br/&gt;• The game ends after 30 rounds at the latest, or at a round&apos;s end when the Moai left are too few for the empty Ahu the rule&apos;s end needs. The AI keeps 2 Moai to spare before erecting one beside another.&lt;br/&gt;• Barter: any 3 of your Resources for any 3 of your choice, as in the French original (the English edition: 3 of one kind for 3 of another). A Resource given and taken back counts, so 1 to 3 Resources may change kind; you need 3 to give. Skimp&apos;s Hatchet names its 2 Resources.&lt;br/&gt;• The Tablet copies any Ahu tile, as in the French original (the English edition excepts Take Your Pick). It is offered only for a power you hold no tile of, and never as Gain Favor, whose 3 points are the Tablet&apos;s own.&lt;br/&gt;• You choose which Resources pay for an Offering: every way is offered.&lt;br/&gt;• Neutral Transporters carry any piece.&lt;br/&gt;• The first-star rule concerns the first figurine; Improvements bought before it do not count.&lt;br/&gt;• The Chief erects or styles when it stands with your other Transporters: it never tires.&lt;br/&gt;• Popular or the Chief bought in phase 3 joins the next round.&lt;br/&gt;• The 2 player side&apos;s Ahu give Reeds 5, Eggs 4, Wood 3, Pearls 3.&lt;br/&gt;• A Pukao is carried only by a player who can then buy an Offering.&lt;br/&gt;• The draft ends early when the leftovers run out of kinds.&lt;br/&gt;• Change Jobs takes the Sorcerer off its star; Lend a Hand moves a Villager Sculptor first.&lt;br/&gt;• With two players the game ends with fewer than 3 empty Ahu, as in the French original; the English edition says 3 or fewer.</source>
        <translation>• 島はRanoが描く正方形のグリッドです（ルールブックの図は欠けています）：3～4人用の面はアフ21か所と内陸24マス、2人用の面はアフ15か所と内陸16マス。どのアフも火口とプカオ石切り場から2～7マスの距離にあります。&lt;br/&gt;• 1つのアフのマスに複数のモアイが立てられます：タイルを取るのは最初のモアイだけで、後のモアイは資源を得ます。プカオはそのマスでまだプカオのない最も大きいモアイに載せます。運搬人はアフのマスにも立つことができ、その資源を得ます。&lt;br/&gt;• 石切り場の列には彫刻師が5・4・3人入ります（2人プレイでは3・2・2）。族長、「加勢」、「転職」には空きマスは要りません。&lt;br/&gt;• 手番順トラックの星は4つです（2人プレイでは2つ）。&lt;br/&gt;• 資源の上限は10です。&lt;br/&gt;• 供物の山：小屋 7 7 6 6、ニワトリ 8 8 7 7、手斧 9 9 8 8、舟 10 10 9 9、首飾り 12 12 11 11。極上：小屋 8、ニワトリ 9、手斧 10と11、舟 11、首飾り 13と14。極上タイルは「よりどりみどり」でしか取れず、望めば、その種類で残っている最も高いものを取ります。&lt;br/&gt;• 彫刻師の組み合わせ方は自分で選びます。大型のモアイから先に取ります。&lt;br/&gt;• 運搬の選択肢には、アフごとに、支払う相手が異なる道だけが挙がります。通過した対戦相手のマスは、それぞれ1回だけ支払いを受けます。&lt;br/&gt;• &quot;a/b&quot;のマスでは、運ぶプレイヤーの手番中に持ち主が選びます。&lt;br/&gt;• 「熱心」では、資源のうち好きな数を1段階上にして取れます。&lt;br/&gt;• アフタイルは使える場面で提示されます。改良と「物々交換」は自分のどの手番でも、「休息」は運搬の手番に、その手番の駒の配置や運搬の前でも後でも行えます。そのあと手番を終えます。降りるとすぐに手番が終わります。&lt;br/&gt;• ゲームは遅くとも30ラウンドで終わります。また、残りのモアイでは終了に必要な空いたアフを埋めきれなくなったら、そのラウンドの終わりに終わります。AIは、ほかのモアイの隣に立てる前に、モアイを2体余裕として残します。&lt;br/&gt;• 「物々交換」：自分の好きな資源3つを好きな資源3つと交換します。フランス語の原版どおりです（英語版は「ある種類3つを別の種類3つと」）。出してまた受け取る資源も数に入るので、種類が変わるのは1～3つです。出す資源が3つ必要です。「倹約」で手斧を得るときは、払う資源2つを指定します。&lt;br/&gt;• ロンゴロンゴの板は、フランス語の原版どおりどのアフタイルでも写せます（英語版は「よりどりみどり」を除きます）。タイルを持っていない能力にだけ提示され、「恩恵」としては使えません（その3点は板自身の3点と同じです）。&lt;br/&gt;• 供物をどの資源で払うかは自分で選びます。払い方はすべて提示されます。&lt;br/&gt;• 中立の運搬人はモアイでもプカオでも運びます。&lt;br/&gt;• 1番目の星の制限は最初に置く駒についてのもので、その前に買った改良は数えません。&lt;br/&gt;• 族長は、自分のほかの運搬人と一緒に立っていればモアイを立てたりプカオを載せたりします。族長は決して疲れません。&lt;br/&gt;• フェーズ3で買った「人望」や「族長」は次のラウンドから加わります。&lt;br/&gt;• 2人用の面のアフは、葦が5か所、卵が4か所、木が3か所、真珠が3か所です。&lt;br/&gt;• プカオを運べるのは、その後で供物を買えるプレイヤーだけです。&lt;br/&gt;• 残りのタイルの種類が尽きたら、ドラフトは早めに終わります。&lt;br/&gt;• 「転職」は呪術師を星から外します。「手助け」は村人の彫刻師を先に動かします。&lt;br/&gt;• 2人戦では、モアイのないアフが3か所未満でゲームが終わります（フランス語の原版どおり。英語版は「3か所以下」）。</translation>
    </message>
</context>
<context>
    <name>RapaNuiSetup</name>
    <message>
        <source>First game</source>
        <translation>初めてのゲーム</translation>
    </message>
    <message>
        <source>Play with the 21 simplest Ahu tiles and without Rongorongo Tablets</source>
        <translation>いちばん簡単な21枚のアフタイルを使い、ロンゴロンゴの板なしで遊びます</translation>
    </message>
    <message>
        <source>Two players play on the two-player side of the island (15 Ahu) and draft their Ahu tiles; three or four play on the other side (21 Ahu). The seed deals the Ahu tiles and draws the turn order. Everyone starts with 1 Resource of each kind, 4 Villagers, a Sorcerer and, unless it is a first game, a Rongorongo Tablet.</source>
        <translation>2人プレイでは島の2人用の面（アフ15か所）を使い、アフタイルをドラフトします。3～4人ではもう一方の面（アフ21か所）を使います。シードがアフタイルを配り、手番順を決めます。全員が各種類の資源1つ、村人4人、呪術師1人、そして初めてのゲームでなければロンゴロンゴの板1枚を持って始めます。</translation>
    </message>
</context>
<context>
    <name>RapaNuiTable</name>
    <message>
        <source>Drop out of the transport phase?</source>
        <translation>運搬フェイズから降りますか？</translation>
    </message>
    <message>
        <source>You can still carry a Moai to an Ahu. A Moai not erected by the end of the round goes back to the supply.</source>
        <translation>まだモアイをアフへ運べます。ラウンドの終わりまでに立てられなかったモアイはストックに戻ります。</translation>
    </message>
    <message>
        <source>You can still carry a Pukao and buy an Offering with it.</source>
        <translation>まだプカオを運んで供物を買えます。</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>降りる</translation>
    </message>
    <message>
        <source>%1: your turn goes on: add an Improvement or barter, or end your turn.</source>
        <translation>%1：手番は続きます。改良を加えるか物々交換をする、または手番を終えます。</translation>
    </message>
    <message>
        <source>%1: your turn goes on: place your Chief with your figurine, add an Improvement, barter, or end your turn.</source>
        <translation>%1：手番は続きます。族長を一緒に置く、改良を加える、物々交換をする、または手番を終えます。</translation>
    </message>
    <message>
        <source>%1: your turn goes on: add an Improvement, barter or rest, or end your turn.</source>
        <translation>%1：手番は続きます。改良を加える、物々交換や休息をする、または手番を終えます。</translation>
    </message>
    <message>
        <source>The turn order is %1. The second player drafts the first Ahu tile.</source>
        <translation>手番順は%1です。2番目のプレイヤーが最初のアフタイルをドラフトします。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The game goes on from round %1 of a recorded game.</source>
        <translation>記録されたゲームのラウンド%1から続けます。</translation>
    </message>
    <message>
        <source>The game continues, round %1.</source>
        <translation>ゲームを再開します（第%1ラウンド）。</translation>
    </message>
    <message>
        <source>%1: take an Ahu tile from the display; the identical ones are set aside.</source>
        <translation>%1：場からアフタイルを1枚取ってください。同じタイルは脇に除けられます。</translation>
    </message>
    <message>
        <source>%1: place a figurine: a Villager on an island space or in the Moai Quarry, or your Sorcerer on a free star. Improvements may be added first.</source>
        <translation>%1：駒を1つ置いてください：村人を島のマスかモアイ石切り場に、または呪術師を空いている星に。先に改良を加えることもできます。</translation>
    </message>
    <message>
        <source>%1: Change Jobs may turn your Sorcerer into a Sculptor or a Transporter now.</source>
        <translation>%1：今なら「転職」で呪術師を彫刻師か運搬人に変えられます。</translation>
    </message>
    <message>
        <source>%1: Chip In may add a virtual Sculptor to a column now.</source>
        <translation>%1：今なら「加勢」でどれかの列に仮想の彫刻師を加えられます。</translation>
    </message>
    <message>
        <source>%1: choose how your Sculptors combine into Moai.</source>
        <translation>%1：彫刻師をどう組み合わせてモアイにするか選んでください。</translation>
    </message>
    <message>
        <source>%1: Lend a Hand may turn a Sculptor or your Chief into a Transporter now.</source>
        <translation>%1：今なら「手助け」で彫刻師か族長を運搬人に変えられます。</translation>
    </message>
    <message>
        <source>%1: carry a Moai or a Pukao to an Ahu (click the Ahu), or drop out.</source>
        <translation>%1：モアイかプカオをアフへ運ぶ（アフをクリック）か、降りてください。</translation>
    </message>
    <message>
        <source>%1: %2 crosses your Transporter on %3. Which Resource do you take?</source>
        <translation>%1：%2が%3のあなたの運搬人を通過します。どの資源を取りますか？</translation>
    </message>
    <message>
        <source>%1: erect the Moai and take its Resources.</source>
        <translation>%1：モアイを立てて資源を取ってください。</translation>
    </message>
    <message>
        <source>%1: the Moai is styled. Exchange Resources for an Offering tile.</source>
        <translation>%1：モアイにプカオが載りました。資源を供物タイルと交換してください。</translation>
    </message>
    <message>
        <source>The first player may not open the round with the Sorcerer on the first star.</source>
        <translation>スタートプレイヤーは、ラウンド最初の行動で呪術師を1番目の星に置けません。</translation>
    </message>
    <message>
        <source>That star already holds a Sorcerer.</source>
        <translation>その星にはすでに呪術師がいます。</translation>
    </message>
    <message>
        <source>No figurine goes on the Crater or the Pukao Quarry: each holds a neutral Transporter.</source>
        <translation>火口とプカオ石切り場には駒を置けません。どちらにも中立の運搬人がいます。</translation>
    </message>
    <message>
        <source>%1&apos;s Transporters stand on %2: yours go on an empty space or one of your own.</source>
        <translation>%2には%1の運搬人がいます。あなたの運搬人は空いているマスか自分のマスに置きます。</translation>
    </message>
    <message>
        <source>Every Sculptor space of that column is taken.</source>
        <translation>その列の彫刻師のマスはすべて埋まっています。</translation>
    </message>
    <message>
        <source>You have added that Improvement already.</source>
        <translation>その改良はすでに加えています。</translation>
    </message>
    <message>
        <source>At most 3 of the 4 Improvements may be added.</source>
        <translation>4つの改良のうち加えられるのは3つまでです。</translation>
    </message>
    <message>
        <source>That Improvement costs %1.</source>
        <translation>その改良には%1が必要です。</translation>
    </message>
    <message>
        <source>You cannot pay for that Offering, or its stack is empty.</source>
        <translation>その供物は支払えないか、山が空です。</translation>
    </message>
    <message>
        <source>That is not one of your choices now.</source>
        <translation>それは今のあなたの選択肢ではありません。</translation>
    </message>
    <message>
        <source>You hold no such Moai: Moai are sculpted in phase 2, and those not erected go back to the supply at the round&apos;s end.</source>
        <translation>そのモアイは持っていません：モアイはフェーズ2で彫られ、立てられなかったものはラウンドの終わりにストックへ戻ります。</translation>
    </message>
    <message>
        <source>A Pukao needs a Moai without one: none stands on %1.</source>
        <translation>プカオはまだプカオのないモアイに載せます：%1にはそのようなモアイがありません。</translation>
    </message>
    <message>
        <source>No Pukao is left.</source>
        <translation>プカオはもう残っていません。</translation>
    </message>
    <message>
        <source>You may carry a Pukao only if you can then pay for an Offering tile.</source>
        <translation>プカオを運べるのは、その後で供物タイルの代金を払える場合だけです。</translation>
    </message>
    <message>
        <source>To erect or style on %1 you need one of your own Transporters standing there (not fatigued).</source>
        <translation>%1でモアイを立てたりプカオを載せたりするには、そこに自分の運搬人が立っている（疲れていない）必要があります。</translation>
    </message>
    <message>
        <source>No chain of Transporters links the Crater to %1: every space on the way needs a Transporter, anyone&apos;s.</source>
        <translation>火口から%1までをつなぐ運搬人の列がありません：道中のどのマスにも、誰のものでもよいので運搬人が必要です。</translation>
    </message>
    <message>
        <source>No chain of Transporters links the Pukao Quarry to %1: every space on the way needs a Transporter, anyone&apos;s.</source>
        <translation>プカオ石切り場から%1までをつなぐ運搬人の列がありません：道中のどのマスにも、誰のものでもよいので運搬人が必要です。</translation>
    </message>
    <message>
        <source>No chain to %1 pays just those spaces, or another pays less.</source>
        <translation>%1への道で、ちょうどそのマスだけに支払う道はないか、もっと支払いの少ない道があります。</translation>
    </message>
    <message>
        <source>Barter needs a Barter tile or your Rongorongo Tablet.</source>
        <translation>「物々交換」には、物々交換のタイルかロンゴロンゴの板が必要です。</translation>
    </message>
    <message>
        <source>Barter exchanges 3 of your Resources: you hold fewer than 3.</source>
        <translation>「物々交換」は自分の資源3つを交換します：資源が3つありません。</translation>
    </message>
    <message>
        <source>You do not hold the Resources that exchange would give.</source>
        <translation>その交換で出す資源を持っていません。</translation>
    </message>
    <message>
        <source>A Barter gives 1 to 3 Resources for as many others, no kind on both sides.</source>
        <translation>「物々交換」では資源1～3つを同じ数の別の資源と交換します。同じ種類を両側に入れることはできません。</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>No action point is left: end your turn (Ctrl+E).</source>
        <translation>アクションポイントが残っていません：手番を終えてください (Ctrl+E)。</translation>
    </message>
    <message>
        <source>You have no Settler on that space.</source>
        <translation>そのマスにあなたの入植者はいません。</translation>
    </message>
    <message>
        <source>A Settler moves one space at a time, to a space beside it.</source>
        <translation>入植者は1回に隣のマスへ1マスだけ動きます。</translation>
    </message>
    <message>
        <source>Nothing may enter a crater.</source>
        <translation>火口には何も入れません。</translation>
    </message>
    <message>
        <source>That space has sunk into the sea.</source>
        <translation>そのマスは海に沈みました。</translation>
    </message>
    <message>
        <source>There is no lying Moai of yours here to carry.</source>
        <translation>ここに運べるあなたの横たわったモアイはありません。</translation>
    </message>
    <message>
        <source>A Fissure closes that border: Settlers never cross it.</source>
        <translation>亀裂がその境界を閉じています：入植者は決して越えられません。</translation>
    </message>
    <message>
        <source>You have no Settler left on your Boat.</source>
        <translation>ボートに入植者が残っていません。</translation>
    </message>
    <message>
        <source>A Settler lands only on a space beside its Boat&apos;s bay.</source>
        <translation>入植者はボートの湾に隣接するマスにだけ上陸できます。</translation>
    </message>
    <message>
        <source>Building a Village costs 2 action points.</source>
        <translation>村を建てるにはアクションポイントが2必要です。</translation>
    </message>
    <message>
        <source>You have no Village left in reserve.</source>
        <translation>手持ちの村がもうありません。</translation>
    </message>
    <message>
        <source>You have no Moai left in reserve.</source>
        <translation>手持ちのモアイがもうありません。</translation>
    </message>
    <message>
        <source>You need a Settler on that space.</source>
        <translation>そのマスにあなたの入植者が必要です。</translation>
    </message>
    <message>
        <source>Building and sculpting need lava under your Settler.</source>
        <translation>建設と彫刻には入植者の下に溶岩が必要です。</translation>
    </message>
    <message>
        <source>You have no Settler left in reserve.</source>
        <translation>手持ちの入植者がもうありません。</translation>
    </message>
    <message>
        <source>You took a Prayer token this turn already: one per turn.</source>
        <translation>この手番ではすでに祈りトークンを取りました（1手番に1つまで）。</translation>
    </message>
    <message>
        <source>No Prayer token is left in the supply.</source>
        <translation>ストックに祈りトークンが残っていません。</translation>
    </message>
    <message>
        <source>Not enough action points left: a Prayer token costs one action point more for each token you hold.</source>
        <translation>アクションポイントが足りません：祈りトークンは、持っているトークン1つにつき1アクションポイント多くかかります。</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>The game begins: %1 starts.</source>
        <translation>ゲーム開始：%1 が先手です。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>A mistake: %1 gave %2 a %3% chance to win; the AI would %4 (%5%).</source>
        <translation>悪手：「%1」で%2の勝率は%3%。AIなら「%4」（%5%）。</translation>
    </message>
    <message>
        <source>The AI agrees with %1: %2% to win.</source>
        <translation>AIも「%1」に賛成：勝率%2%。</translation>
    </message>
    <message numerus="yes">
        <source>A mistake: %1 cost %2 about %n VP (a %3% chance to win after it); the AI would %4 (%5%).</source>
        <translation>
            <numerusform>悪手：「%1」で%2は約%n勝利点を失いました（その後の勝率%3%）。AIなら「%4」（%5%）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The replay %1 cannot be read: %2</source>
        <translation>リプレイ %1 を読み込めません：%2</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>このゲーム</translation>
    </message>
    <message>
        <source>A mistake: after “%1” %2 had a %3% chance to win; the AI would choose “%4” (%5%).</source>
        <translation>悪手：「%1」の後、%2の勝率は%3%。AIなら「%4」を選びます（%5%）。</translation>
    </message>
    <message>
        <source>The AI agrees with “%1”: %2% to win.</source>
        <translation>AIも「%1」に賛成：勝率%2%。</translation>
    </message>
    <message numerus="yes">
        <source>A mistake: “%1” cost %2 about %n point(s) (a %3% chance to win after it); the AI would choose “%4” (%5%).</source>
        <translation>
            <numerusform>悪手：「%1」で%2は約%n点を失いました（その後の勝率%3%）。AIなら「%4」を選びます（%5%）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewFrame</name>
    <message>
        <source>Play from here</source>
        <translation>ここから対局</translation>
    </message>
    <message>
        <source>A new game goes on from this position. Take a seat; AIs play the others.</source>
        <translation>この局面から新しいゲームを続けます。席を選んでください。ほかの席はAIが担当します。</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>Leave the review</source>
        <translation>振り返りを終える</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>ReviewScreen</name>
    <message>
        <source>Review: %1</source>
        <translation>振り返り：%1</translation>
    </message>
    <message>
        <source>The end · choice %1 of %2</source>
        <translation>終局・%2手中%1手目</translation>
    </message>
    <message>
        <source>Round %1 · choice %2 of %3</source>
        <translation>ラウンド%1・%3手中%2手目</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>最初へ（Home）</translation>
    </message>
    <message>
        <source>Previous turn (Ctrl+Left)</source>
        <translation>前の手番（Ctrl+←）</translation>
    </message>
    <message>
        <source>Previous choice (Left)</source>
        <translation>前の一手（←）</translation>
    </message>
    <message>
        <source>Next choice (Right)</source>
        <translation>次の一手（→）</translation>
    </message>
    <message>
        <source>Next turn (Ctrl+Right)</source>
        <translation>次の手番（Ctrl+→）</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>最後へ（End）</translation>
    </message>
    <message>
        <source>Every choice of the game: drag to move through it</source>
        <translation>ゲームのすべての手：ドラッグで移動します</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation>+%1点</translation>
    </message>
    <message>
        <source>%1% → %2%</source>
        <translation>%1% → %2%</translation>
    </message>
    <message>
        <source>%1&apos;s chance to win before and after this turn; a mistake in it</source>
        <translation>この手番の前後の%1の勝率。悪手を含みます</translation>
    </message>
    <message>
        <source>%1&apos;s chance to win before and after this turn</source>
        <translation>この手番の前後の%1の勝率</translation>
    </message>
    <message>
        <source>Start a new game from this position against AIs</source>
        <translation>この局面からAIと新しいゲームを始めます</translation>
    </message>
    <message>
        <source>Previous round (Page Up)</source>
        <translation>前のラウンド（Page Up）</translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation>次のラウンド（Page Down）</translation>
    </message>
    <message>
        <source>The start · choice 0 of %1</source>
        <translation>開始・%1手中0手目</translation>
    </message>
</context>
<context>
    <name>RulesFrame</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Close the rules (Esc)</source>
        <translation>ルールを閉じる（Esc）</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>How to play Volcanic Isle</source>
        <translation>火山島の遊び方</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>Mu is a volcanic continent, and it is sinking. Each player leads a people who come ashore from a Boat, build Villages, and sculpt and raise Moai. You score Victory Points (VP) as you build and raise, and at the end for everything of yours still on the land. When the sea has left two Volcanoes or fewer, the round is played to its end and the player with the most VP wins.</source>
        <translation>ムーは火山の大陸で、いま海に沈みつつあります。各プレイヤーはボートから上陸する民を率い、村を建て、モアイを彫って立てます。建てたり立てたりするたびに勝利点を得て、ゲームの終わりにはまだ陸に残っている自分のものすべてで得点します。海に呑まれて火山が2つ以下になったら、そのラウンドを最後まで行い、勝利点の最も多いプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>The continent</source>
        <translation>大陸</translation>
    </message>
    <message>
        <source>Mu is made of 22 Areas of one to three hexagonal spaces. Areas 1 to 8 each hold a Volcano in a crater that nothing may enter; from it, two or three lava channels run in straight lines to the sea. Lava lies on some spaces from the start: it is the stone you build and sculpt with. Every space outside the craters holds one or two geysers, each looking towards one side of its Area. The Boats wait in a landfall bay beside the coast.</source>
        <translation>ムーは1〜3マスの六角形からなる22のエリアでできています。エリア1〜8にはそれぞれ火口に火山があり、火口には何も入れません。火口から2本か3本の溶岩の流れが海までまっすぐ伸びています。最初からいくつかのマスには溶岩があり、それが村を建てモアイを彫るための石になります。火口以外のすべてのマスに1つか2つの間欠泉があり、それぞれエリアのどれか1辺を向いています。ボートは海岸沿いの上陸湾で待っています。</translation>
    </message>
    <message>
        <source>Crater</source>
        <translation>火口</translation>
    </message>
    <message>
        <source>Lava</source>
        <translation>溶岩</translation>
    </message>
    <message>
        <source>Two geysers</source>
        <translation>間欠泉2つ</translation>
    </message>
    <message>
        <source>Your turn: four action points</source>
        <translation>手番：4アクションポイント</translation>
    </message>
    <message>
        <source>Spend 4 action points (AP) in any order:&lt;br/&gt;• &lt;b&gt;Move a Settler&lt;/b&gt; (1 AP) to a neighbouring land space, never across a Fissure nor into a crater; from the Boat, onto a space beside its bay. It may carry one of your lying Moai along.&lt;br/&gt;• &lt;b&gt;Build a Village&lt;/b&gt; (2 AP) on a lava space where you have a Settler: +1 VP at once.&lt;br/&gt;• &lt;b&gt;Create a Settler&lt;/b&gt; (1 AP) in an Area where you have a Settler and a Village; each turn, no more there than you have Villages there.&lt;br/&gt;• &lt;b&gt;Sculpt a Moai&lt;/b&gt; (1 AP) on a lava space where you have a Settler: the Moai lies there.&lt;br/&gt;• &lt;b&gt;Raise a Moai&lt;/b&gt; (1 AP): your Settler and your lying Moai on a space with a free geyser.&lt;br/&gt;• &lt;b&gt;Take a Prayer token&lt;/b&gt; (1 AP, plus 1 for each token you hold), once a turn.&lt;br/&gt;You may end your turn whenever you like; points left unspent are lost.</source>
        <translation>4アクションポイント（AP）を好きな順に使います：&lt;br/&gt;• &lt;b&gt;入植者を動かす&lt;/b&gt;（1 AP）：隣の陸のマスへ。亀裂を越えることも火口に入ることもできません。ボートからは、その湾に接するマスへ。横たわった自分のモアイを1体運べます。&lt;br/&gt;• &lt;b&gt;村を建てる&lt;/b&gt;（2 AP）：自分の入植者がいる溶岩のマスに。すぐに+1勝利点。&lt;br/&gt;• &lt;b&gt;入植者を生み出す&lt;/b&gt;（1 AP）：自分の入植者と村があるエリアに。1手番にそのエリアで生み出せるのは、そこにある自分の村の数まで。&lt;br/&gt;• &lt;b&gt;モアイを彫る&lt;/b&gt;（1 AP）：自分の入植者がいる溶岩のマスに。モアイはそこに横たわります。&lt;br/&gt;• &lt;b&gt;モアイを立てる&lt;/b&gt;（1 AP）：空いている間欠泉のあるマスに、自分の入植者と横たわった自分のモアイがあるとき。&lt;br/&gt;• &lt;b&gt;祈りトークンを取る&lt;/b&gt;（1 AP＋持っているトークン1枚につき1 AP）：1手番に1回。&lt;br/&gt;手番はいつ終えてもかまいません。使わなかったポイントは失われます。</translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>入植者</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>村</translation>
    </message>
    <message>
        <source>Moai, lying</source>
        <translation>モアイ（横たわる）</translation>
    </message>
    <message>
        <source>Moai, raised</source>
        <translation>モアイ（立つ）</translation>
    </message>
    <message>
        <source>3 action points left</source>
        <translation>残り3アクションポイント</translation>
    </message>
    <message>
        <source>Raising a Moai</source>
        <translation>モアイを立てる</translation>
    </message>
    <message>
        <source>Eruptions</source>
        <translation>噴火</translation>
    </message>
    <message>
        <source>When the die shows a Volcano, a Volcano chosen at random erupts. Along each of its channels the lava flows over the spaces it already covers and strikes the first other space: the Village and every lying Moai there are destroyed, unless their owner spends a Prayer token for each piece. Then lava covers the space if nothing holds its ground. Destroyed pieces go back to their owner, and no VP is lost. Whenever no lava at all is left on the board, two Volcanoes erupt together.</source>
        <translation>ダイスが火山の面を出すと、無作為に選ばれた火山が噴火します。溶岩はそれぞれの流れに沿って、すでに溶岩のあるマスを越え、最初のそれ以外のマスを襲います。そこにある村と横たわったモアイはすべて破壊されます。ただし持ち主が1つにつき祈りトークンを1枚使えば守れます。そのあと、地面が空いていればそのマスは溶岩に覆われます。破壊された駒は持ち主に戻り、勝利点は失われません。盤上に溶岩がまったくなくなったときは、2つの火山が同時に噴火します。</translation>
    </message>
    <message>
        <source>Sinking</source>
        <translation>沈没</translation>
    </message>
    <message>
        <source>The end and the final count</source>
        <translation>終了と最終得点</translation>
    </message>
    <message>
        <source>When a sinking leaves two Volcanoes or fewer, the round is finished so that everyone has had as many turns. Then each player scores 3 VP per Village on the board, 4 per Settler on the board, 2 per unspent Prayer token, 2 per Moai on the board, standing or lying, and for every group of two or more of their Moai on the same or touching spaces, 2 VP per Moai in the group. Ties go to the most Settlers on the board, then Villages, then Moai; after that the win is shared.</source>
        <translation>沈没で火山が2つ以下になったら、全員の手番数がそろうようにそのラウンドを終えます。それから各プレイヤーは、盤上の村1つにつき3勝利点、盤上の入植者1人につき4、使わなかった祈りトークン1枚につき2、盤上のモアイ（立っていても横たわっていても）1体につき2、さらに同じマスか隣り合うマスにある自分のモアイ2体以上のグループごとに、そのモアイ1体につき2勝利点を得ます。同点なら盤上の入植者が多いほう、次に村、次にモアイが多いほうが勝ち、それでも同じなら勝利を分け合います。</translation>
    </message>
    <message>
        <source>Where Rano decides</source>
        <translation>Ranoが決めていること</translation>
    </message>
    <message>
        <source>Playing in Rano</source>
        <translation>Ranoでの遊び方</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>待った</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Skip ahead while AIs play</source>
        <translation>AIの手番を早送り</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Zoom in, out, whole board</source>
        <translation>拡大・縮小・盤全体</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>These rules</source>
        <translation>このルール</translation>
    </message>
    <message>
        <source>Show or hide the space numbers</source>
        <translation>マス番号の表示・非表示</translation>
    </message>
    <message>
        <source>Move the cursor across the spaces</source>
        <translation>カーソルをマスからマスへ動かす</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Click the space under the cursor</source>
        <translation>カーソルの下のマスをクリック</translation>
    </message>
    <message>
        <source>Pick the Boat</source>
        <translation>ボートを選ぶ</translation>
    </message>
    <message>
        <source>Press the action buttons, in order</source>
        <translation>アクションボタンを順に押す</translation>
    </message>
    <message>
        <source>Go from control to control</source>
        <translation>操作部品を順に移動</translation>
    </message>
    <message>
        <source>Click one of your Settlers, or the Boat: the spaces it can reach glow, and the buttons offer every action you may take there with its cost. A question outside your turn (spending a Prayer token, a rescue before a sinking) names the player who must answer. Hint asks the Hard AI for its choice and its next two, each with its chance to win, and marks the choice on the board. Every move is shown on the board as it is played, at the pace set for the AIs in Settings. A turn can also be played without the mouse, with the keys listed here.</source>
        <translation>自分の入植者かボートをクリックすると、行けるマスが光り、そこでできるすべてのアクションがコスト付きのボタンで示されます。自分の手番以外の質問（祈りトークンを使うか、沈没前の救出）には、答えるべきプレイヤーの名前が出ます。ヒントは「難しい」AIに、その選択と次の2つの候補をそれぞれの勝率付きで尋ね、選択を盤上に示します。どの手も、設定でAIに選んだ速さで、指されたときに盤上に示されます。マウスを使わずに、ここに挙げたキーで手番を進めることもできます。</translation>
    </message>
    <message>
        <source>What just happened: the others&apos; last moves again</source>
        <translation>直前の出来事：他のプレイヤーの最後の手をもう一度</translation>
    </message>
    <message>
        <source>A raised Moai scores at once: 1 VP if you have no Village in its Area, otherwise the number of your raised Moai there times the number of your Villages there. Then the land cracks: a Fissure closes the whole border between its Area and the Area its geyser looks at, unless that border holds one already or the sea is beyond. If that cuts the continent in two, one part sinks (see Sinking). Last, the Volcano die is rolled.</source>
        <translation>立てたモアイはすぐに得点します。そのエリアに自分の村がなければ1勝利点、あれば、そこに立っている自分のモアイの数×そこにある自分の村の数です。それから大地が裂けます。そのエリアと、間欠泉が向いている先のエリアとの境界全体に亀裂が入ります（その境界にすでに亀裂があるか、その先が海なら入りません）。それで大陸が2つに分かれると、片方が沈みます（「沈没」を参照）。最後に火山ダイスを振ります。</translation>
    </message>
    <message>
        <source>A Fissure closes the whole border between two Areas, every side they share; Areas whose border holds no Fissure hold together. When the land falls apart, the part with the fewest spaces sinks; on a tie, the one with fewer Volcanoes, and then chance. Before it sinks, the player on turn moves all of their Settlers in it to one space beside it, and each other player in turn rescues one Settler the same way. Everything else in it returns to its owner, and its Volcanoes leave the game.</source>
        <translation>亀裂は2つのエリアの境界全体、共有するすべての辺をふさぎます。境界に亀裂のないエリアどうしはつながっています。陸が分かれると、マスの数が最も少ない部分が沈みます。同数なら火山の少ないほう、それでも同じなら運で決まります。沈む前に、手番プレイヤーはそこにいる自分の入植者すべてを隣の1マスへ移し、ほかのプレイヤーも順に1人ずつ同じように入植者を救います。残りはすべて持ち主に戻り、そこの火山はゲームから取り除かれます。</translation>
    </message>
    <message>
        <source>The rulebook leaves some questions open; Rano answers them this way:&lt;br/&gt;• The Volcano die has six faces; two show a Volcano unless you choose otherwise for a new game.&lt;br/&gt;• The tiles are Rano&apos;s own: 22 Areas and the continent of Mu. A random island keeps Mu&apos;s coast and lays out its heart anew. They are shaped so that two Areas that touch always share a side between two spaces outside the craters, and the spaces of an Area outside its crater touch one another: the rulebook&apos;s sinking and its double eruption then apply as written.&lt;br/&gt;• A Settler carries only a Moai of its own colour.&lt;br/&gt;• Lying Moai carried onto a space never stop the lava, and lava striking the space threatens them too.&lt;br/&gt;• A piece saved with a Prayer token keeps its ground: no lava is laid there.&lt;br/&gt;• For one struck space, the owners are asked about the Village first, then the sculpted Moai, then the carried ones, starting with the player on turn.&lt;br/&gt;• The final round also begins when the last Fissure is laid, or when no raise can ever lay one again (no player has a Settler that can bring one of their own Moai, lying or still to be sculpted, to a free geyser whose border is still open), and a game ends after round 60 at the latest.&lt;br/&gt;• With several bays, the Boats are dealt to different bays at random. A Settler never goes back aboard.&lt;br/&gt;• A group of Moai counts touching spaces even across a Fissure.&lt;br/&gt;• A sunk space is sea for everything: no lava crosses it, no Settler enters it, and a geyser facing it opens no Fissure.&lt;br/&gt;• Rano never misses a sinking, so the rulebook&apos;s reward for noticing a forgotten one does not exist.</source>
        <translation>ルールブックに書かれていない点について、Ranoは次のように決めています：&lt;br/&gt;• 火山ダイスは6面で、新しいゲームで変えない限り2面が火山です。&lt;br/&gt;• タイルはRano独自のもので、22のエリアとムー大陸です。ランダムな島はムーの海岸を保ち、中心部を新たに並べ直します。タイルは、接する2つのエリアが必ず火口以外の2マスの間の辺を共有し、1つのエリアの火口以外のマスどうしが接するように作られています。そのため、ルールブックの沈没と2つの火山の噴火は書かれたとおりに適用されます。&lt;br/&gt;• 入植者が運べるのは自分の色のモアイだけです。&lt;br/&gt;• マスに運び込まれた横たわるモアイは溶岩を止めず、そのマスを襲う溶岩はそれらも脅かします。&lt;br/&gt;• 祈りトークンで守られた駒は地面を保ち、そこに溶岩は置かれません。&lt;br/&gt;• 襲われた1つのマスについては、村、彫られたモアイ、運び込まれたモアイの順に、手番プレイヤーから持ち主に尋ねます。&lt;br/&gt;• 最後の亀裂が置かれたとき、またはもうどのモアイを立てても亀裂が入らなくなったとき（どのプレイヤーも、自分の入植者で自分のモアイ（横たわったもの、またはこれから彫るもの）を、境界がまだ開いている空いた間欠泉まで運べないとき）も最終ラウンドが始まり、ゲームは遅くとも60ラウンドで終わります。&lt;br/&gt;• 湾が複数あれば、ボートは無作為に別々の湾に配られます。入植者がボートに戻ることはありません。&lt;br/&gt;• モアイのグループは、亀裂をはさんでいても隣り合うマスを数えます。&lt;br/&gt;• 沈んだマスはすべての点で海です。溶岩は越えず、入植者は入れず、そこを向いた間欠泉は亀裂を生みません。&lt;br/&gt;• Ranoは沈没を見落とさないので、見落とされた沈没に気づいた人へのルールブックの報酬はありません。</translation>
    </message>
</context>
<context>
    <name>SacrificeArea</name>
    <message>
        <source>Sacrifice stacks</source>
        <translation>捧げ物カードの山</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) left</source>
        <translation>
            <numerusform>%1：残り%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>買う</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>捧げる</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>取る</translation>
    </message>
    <message>
        <source>%1 wood</source>
        <translation>木%1</translation>
    </message>
    <message>
        <source>The Stone of Sacrifice</source>
        <translation>捧げ物の石</translation>
    </message>
    <message>
        <source>%1 + %2 ↓</source>
        <translation>%1 + %2 ↓</translation>
    </message>
    <message>
        <source>%1: %2 face up, %3 face down that you know of</source>
        <translation>%1：表向き%2枚、あなたが知っている裏向き%3枚</translation>
    </message>
    <message>
        <source>%1: %2 face up</source>
        <translation>%1：表向き%2枚</translation>
    </message>
    <message>
        <source>worth %1</source>
        <translation>%1点</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>裏向き%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turns</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Victory points over the turns: click to go there</source>
        <translation>手番ごとの勝利点：クリックでその場面へ</translation>
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
        <source>Victory points</source>
        <translation>勝利点</translation>
    </message>
    <message>
        <source>In reserve: %1, %2, %3 · %4</source>
        <translation>手持ち：%1・%2・%3／%4</translation>
    </message>
    <message numerus="yes">
        <source>%n Settler(s)</source>
        <translation>
            <numerusform>入植者%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Village(s)</source>
        <translation>
            <numerusform>村%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Moai</source>
        <translation>
            <numerusform>モアイ%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Prayer(s)</source>
        <translation>
            <numerusform>祈り%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatModel</name>
    <message>
        <source>Villages built</source>
        <translation>建てた村</translation>
    </message>
    <message>
        <source>Moai raised</source>
        <translation>立てたモアイ</translation>
    </message>
    <message>
        <source>Groups of Moai</source>
        <translation>モアイのグループ</translation>
    </message>
    <message>
        <source>Villages on the board, %1 VP each</source>
        <translation>盤上の村（1つ%1勝利点）</translation>
    </message>
    <message>
        <source>Settlers on the board, %1 VP each</source>
        <translation>盤上の入植者（1人%1勝利点）</translation>
    </message>
    <message>
        <source>Prayer tokens kept, %1 VP each</source>
        <translation>残った祈りトークン（1つ%1勝利点）</translation>
    </message>
    <message>
        <source>Moai on the board, %1 VP each</source>
        <translation>盤上のモアイ（1体%1勝利点）</translation>
    </message>
    <message>
        <source>%1 → %2 VP</source>
        <translation>%1 → %2勝利点</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 勝利点</translation>
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
    <message>
        <source>Every screen switches to this language at once</source>
        <translation>すべての画面がすぐにこの言語に切り替わります</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Ask before ending a turn with action points left</source>
        <translation>アクションポイントが残っているとき、手番を終える前に確認する</translation>
    </message>
    <message>
        <source>Return to where you were: the home screen or your game (Esc)</source>
        <translation>元の画面（ホームまたは対局）に戻る（Esc）</translation>
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
        <source>Volcano %1 erupts</source>
        <translation>火山%1が噴火</translation>
    </message>
    <message>
        <source>The last roll of the Volcano die and the Volcano it woke</source>
        <translation>火山ダイスの最後の出目と、それで目覚めた火山</translation>
    </message>
    <message>
        <source>In supply:</source>
        <translation>ストック：</translation>
    </message>
    <message>
        <source>What is left in the common supply</source>
        <translation>共通のストックに残っているもの</translation>
    </message>
    <message>
        <source>Volcanoes: %1 (the last round begins at 2)</source>
        <translation>火山：%1（2つになると最終ラウンド）</translation>
    </message>
    <message>
        <source>Volcanoes %1 erupt</source>
        <translation>火山%1が噴火</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Save this game</source>
        <translation>このゲームを保存</translation>
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
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save this game to a file, to go on with it or review it later (Ctrl+S)</source>
        <translation>後で続けたり振り返ったりできるようにファイルに保存 (Ctrl+S)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>How to play, and every shortcut (F1)</source>
        <translation>遊び方とすべてのショートカット (F1)</translation>
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
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Hide this until something else goes wrong</source>
        <translation>次に問題が起きるまで隠す</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>保存しました：%1</translation>
    </message>
    <message>
        <source>Take back %1&apos;s decision?</source>
        <translation>%1 の決定を取り消しますか？</translation>
    </message>
    <message>
        <source>%1 agrees</source>
        <translation>%1 が同意</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>そのままにする</translation>
    </message>
    <message>
        <source>Your own decisions this turn are all taken back. Going further undoes what %1 decided: %1, do you agree?</source>
        <translation>この手番のあなたの決定はすべて取り消されました。さらに戻すと %1 の決定を取り消します。%1 さん、同意しますか？</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Settings: language, the AIs&apos; pace, the questions asked (Ctrl+,)</source>
        <translation>設定：言語、AIの速さ、確認の質問（Ctrl+,）</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>Hide what the marks mean (L)</source>
        <translation>マークの意味を隠す（L）</translation>
    </message>
    <message>
        <source>What the marks on the board mean (L)</source>
        <translation>盤上のマークの意味（L）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <source>(open seat)</source>
        <translation>（空席）</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>（離席中）</translation>
    </message>
    <message>
        <source>(an AI plays for now)</source>
        <translation>（いまは AI が代わりに打っています）</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Leave this table for good?</source>
        <translation>このテーブルから完全に退出しますか？</translation>
    </message>
    <message>
        <source>An AI plays your seat to the end of the game, under your name, and everyone at the table is told. You cannot come back to this table.</source>
        <translation>あなたの名前のまま、AIがゲームの最後まであなたの席を担当し、テーブルの全員に知らされます。このテーブルには戻れません。</translation>
    </message>
    <message>
        <source>Leave for good</source>
        <translation>完全に退出する</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>残る</translation>
    </message>
    <message>
        <source>Leave…</source>
        <translation>退出…</translation>
    </message>
    <message>
        <source>Leave this table for good: an AI plays your seat to the end</source>
        <translation>このテーブルから完全に退出します。最後までAIがあなたの席を担当します</translation>
    </message>
    <message>
        <source>%1 asks to take back their last decision</source>
        <translation>%1が最後の決定の取り消しを求めています</translation>
    </message>
    <message>
        <source>It would undo what you decided since. Do you agree?</source>
        <translation>その後のあなたの決定も取り消されます。同意しますか？</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>同意する</translation>
    </message>
</context>
<context>
    <name>TurnOrderTrack</name>
    <message>
        <source>Turn order</source>
        <translation>手番順</translation>
    </message>
    <message>
        <source>%1 plays in place %2 this round</source>
        <translation>%1はこのラウンド%2番手です</translation>
    </message>
    <message>
        <source>Star %1: from phase 2 on, the players play in the order of their Sorcerers along the stars</source>
        <translation>星%1：フェーズ2からは、星に並んだ呪術師の順番で手番が回ります</translation>
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
        <source>%1 futures played out</source>
        <translation>%1通りの未来を試しました</translation>
    </message>
    <message>
        <source>Skip ahead</source>
        <translation>早送り</translation>
    </message>
    <message>
        <source>Let the AIs play on without pausing until a human decides (Space)</source>
        <translation>人間が決める番まで、AIを止まらずに進めます（Space）</translation>
    </message>
    <message>
        <source>What just happened?</source>
        <translation>直前の出来事</translation>
    </message>
    <message>
        <source>Show the other players&apos; moves since your last decision again (W)</source>
        <translation>あなたの前回の決定以降の他のプレイヤーの手をもう一度見せる (W)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>待った</translation>
    </message>
    <message>
        <source>Undo %1&apos;s last decision, if they agree (Ctrl+Z)</source>
        <translation>%1 の最後の決定を、本人が同意すれば取り消す (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo your last decision and the replies to it (Ctrl+Z)</source>
        <translation>最後の決定とそれへの応手を取り消す (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo your last decision and the choices since; the others whose choices it undoes are asked first (Ctrl+Z)</source>
        <translation>最後の決定とその後の選択を取り消します。選択が取り消される他の人には先に同意を求めます（Ctrl+Z）</translation>
    </message>
</context>
<context>
    <name>VolcanicActions</name>
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
        <source>%1
(key %2)</source>
        <translation>%1
（キー %2）</translation>
    </message>
    <message>
        <source>(key %1)</source>
        <translation>（キー %1）</translation>
    </message>
</context>
<context>
    <name>VolcanicLegend</name>
    <message>
        <source>Land: a space of an Area (its number in the corner). Settlers walk from space to space.</source>
        <translation>陸地：エリアの1マス（上に番号）。入植者はマスからマスへ歩きます。</translation>
    </message>
    <message>
        <source>Lava: a Settler here can build a Village or sculpt a Moai.</source>
        <translation>溶岩：ここにいる入植者は村を建てたりモアイを彫ったりできます。</translation>
    </message>
    <message>
        <source>A Volcano in its crater: nothing enters it; when it erupts, its lava runs along straight channels to the sea.</source>
        <translation>火口の火山：何も入れません。噴火すると溶岩がまっすぐな流れに沿って海まで走ります。</translation>
    </message>
    <message>
        <source>A geyser, drawn at the side of its space that it looks towards: a Moai raised on it lays a Fissure on the border that side faces.</source>
        <translation>間欠泉：向いている辺の側に描かれます。そこにモアイを立てると、その辺が面する境界に亀裂が入ります。</translation>
    </message>
    <message>
        <source>A Fissure: no Settler crosses it. Land cut off by Fissures and the sea sinks.</source>
        <translation>亀裂：入植者は越えられません。亀裂と海に切り離された陸地は沈みます。</translation>
    </message>
    <message>
        <source>The border between two Areas: Settlers cross it until a Fissure closes it.</source>
        <translation>2つのエリアの境界：亀裂でふさがれるまで入植者は越えられます。</translation>
    </message>
    <message>
        <source>A Village, in its owner&apos;s colour.</source>
        <translation>村（持ち主の色）。</translation>
    </message>
    <message>
        <source>A Settler; a number counts several on one space.</source>
        <translation>入植者。数字は1マスにいる人数です。</translation>
    </message>
    <message>
        <source>A Moai lying where it was sculpted or carried; raised, it stands on its geyser.</source>
        <translation>彫られた場所か運ばれた場所に横たわるモアイ。立てると間欠泉の上に立ちます。</translation>
    </message>
    <message>
        <source>A Boat in its landfall bay: its Settlers land on the spaces beside the bay.</source>
        <translation>上陸湾のボート：乗っている入植者は湾の隣のマスに上陸します。</translation>
    </message>
    <message>
        <source>Washed blue: the land that would sink with the raise you point at, or that sinks now.</source>
        <translation>青く染まった陸地：指している「モアイを立てる」で沈む陸地、または今沈む陸地。</translation>
    </message>
</context>
<context>
    <name>VolcanicPosition</name>
    <message>
        <source>Random island %1</source>
        <translation>ランダムな島 %1</translation>
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
        <source>Village</source>
        <translation>村</translation>
    </message>
    <message>
        <source>Moai</source>
        <translation>モアイ</translation>
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
        <source>A Fissure closes the border between tile %1 and tile %2.</source>
        <translation>タイル%1とタイル%2の境界に亀裂が入ります。</translation>
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
        <source>No raise can lay a Fissure any more: the final round begins.</source>
        <translation>もうどのモアイを立てても亀裂は入りません：最終ラウンドが始まります。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>%1 moves a Settler from %2 to %3.</source>
        <translation>%1 が入植者を%2から%3へ動かします。</translation>
    </message>
    <message numerus="yes">
        <source>Scores %n VP now.</source>
        <translation>
            <numerusform>すぐに%n勝利点を得ます。</numerusform>
        </translation>
    </message>
    <message>
        <source>The geyser faces the sea: no Fissure.</source>
        <translation>間欠泉は海に面しています：亀裂は入りません。</translation>
    </message>
    <message>
        <source>That border already holds a Fissure: none is added.</source>
        <translation>その境界にはすでに亀裂があります：追加されません。</translation>
    </message>
    <message>
        <source>No Fissure is left in the supply.</source>
        <translation>ストックに亀裂が残っていません。</translation>
    </message>
    <message>
        <source>Parts of the same size are cut apart; a drawn Volcano token decides which one sinks (tiles %1).</source>
        <translation>同じ大きさの部分に分かれます。引いた火山トークンでどちらが沈むか決まります（タイル%1）。</translation>
    </message>
    <message numerus="yes">
        <source>Cut off, %n tile(s) sink: %1.</source>
        <translation>
            <numerusform>切り離され、%n枚のタイルが沈みます：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Volcano(es) sink with it, %1 left.</source>
        <translation>
            <numerusform>火山%n個も一緒に沈み、残りは%1個です。</numerusform>
        </translation>
    </message>
    <message>
        <source>After it, no raise can lay a Fissure any more.</source>
        <translation>この後は、どのモアイを立てても亀裂は入りません。</translation>
    </message>
    <message>
        <source>This round becomes the game&apos;s last.</source>
        <translation>このラウンドがゲームの最終ラウンドになります。</translation>
    </message>
    <message>
        <source>Then the Volcano die is rolled.</source>
        <translation>その後、火山ダイスを振ります。</translation>
    </message>
    <message>
        <source>No lava is left on the board: two Volcanoes erupt.</source>
        <translation>ボードに溶岩が残っていません：2つの火山が噴火します。</translation>
    </message>
    <message>
        <source>No lava is left on the board: the last Volcano erupts.</source>
        <translation>ボードに溶岩が残っていません：最後の火山が噴火します。</translation>
    </message>
    <message>
        <source>%1 carries a Moai from %2 to %3.</source>
        <translation>%1 がモアイを%2から%3へ運びます。</translation>
    </message>
    <message numerus="yes">
        <source>%n Village(s)</source>
        <translation>
            <numerusform>村%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Moai</source>
        <translation>
            <numerusform>モアイ%n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>The sea sends %1&apos;s %2 back to the reserve.</source>
        <translation>海に沈み、%1の%2が手持ちに戻ります。</translation>
    </message>
</context>
<context>
    <name>VolcanicSetup</name>
    <message>
        <source>Play on a continent from a file</source>
        <translation>ファイルの大陸で遊ぶ</translation>
    </message>
    <message>
        <source>Continents (*.json)</source>
        <translation>大陸 (*.json)</translation>
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
        <source>of its 6 faces show a Volcano (%1 by default)</source>
        <translation>面が火山（全6面中、標準は%1）</translation>
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
        <source>From a file</source>
        <translation>ファイルから</translation>
    </message>
    <message>
        <source>A continent you or others have built, saved as a file</source>
        <translation>あなたやほかの人が作り、ファイルに保存した大陸</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>ファイルが選ばれていません</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選ぶ…</translation>
    </message>
    <message>
        <source>Pick the continent file to play on</source>
        <translation>遊ぶ大陸のファイルを選びます</translation>
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
        <source>Choose the file of a continent</source>
        <translation>大陸のファイルを選んでください</translation>
    </message>
</context>
<context>
    <name>VolcanicTable</name>
    <message>
        <source>End the turn?</source>
        <translation>手番を終えますか？</translation>
    </message>
    <message numerus="yes">
        <source>End the turn with %n AP unspent? Unspent action points are lost.</source>
        <translation>
            <numerusform>%n APを残したまま手番を終えますか？残ったアクションポイントは失われます。</numerusform>
        </translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <source>Take back stops at a die roll: what it showed stays</source>
        <translation>「待った」はダイスを振った所で止まります。出た目は残ります</translation>
    </message>
    <message>
        <source>%1 begins.</source>
        <translation>%1 から始めます。</translation>
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
        <source>Costs one action point more for each token you hold; once per turn.</source>
        <translation>持っているトークン1枚ごとに1AP多くかかります。1手番に1回。</translation>
    </message>
    <message>
        <source>The game continues, round %1.</source>
        <translation>ゲームを再開します（第%1ラウンド）。</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E). Unused action points are lost.</source>
        <translation>手番を終えます（Ctrl+E）。使わなかったアクションポイントは失われます。</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E).</source>
        <translation>手番を終えます（Ctrl+E）。</translation>
    </message>
    <message>
        <source>The Moai lies here until a Settler raises it on a geyser.</source>
        <translation>入植者が間欠泉に立てるまで、モアイはここに横たわります。</translation>
    </message>
    <message>
        <source>A Settler from your reserve appears on this space.</source>
        <translation>手元の入植者がこのマスに現れます。</translation>
    </message>
    <message>
        <source>Give up one Prayer token: the piece is saved.</source>
        <translation>祈りトークンを1枚使います：駒は守られます。</translation>
    </message>
    <message>
        <source>Keep your tokens: the piece is destroyed and goes back to your reserve.</source>
        <translation>トークンを残します：駒は破壊され、手元に戻ります。</translation>
    </message>
    <message>
        <source>The lava goes back to the supply and the Village takes its place: +1 VP now, and 3 more at the end if it still stands.</source>
        <translation>溶岩はストックに戻り、そこに村が建ちます。今すぐ+1勝利点、最後まで残っていればさらに3点。</translation>
    </message>
    <message>
        <source>This continent cannot be played on: %1</source>
        <translation>この大陸では遊べません：%1</translation>
    </message>
    <message>
        <source>The game goes on from round %1 of a recorded game.</source>
        <translation>記録されたゲームのラウンド%1から続けます。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n tile(s) sink into the sea (%2), lit in blue.</source>
        <translation>
            <numerusform>%1：タイル%n枚（%2）が海に沈みます（青色の部分）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a ringed space for your %n Settler(s) there to flee to, then click it again.</source>
        <translation>
            <numerusform>そこにいるあなたの入植者%n人の避難先を、囲まれたマスから選んでクリックし、もう一度クリックしてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>The sea sends your %1 there back to your reserve.</source>
        <translation>そこにあるあなたの%1は手持ちに戻ります。</translation>
    </message>
    <message>
        <source>That land is sinking: click a ringed space for your Settlers to flee to.</source>
        <translation>その土地は沈みます：入植者の避難先として囲まれたマスをクリックしてください。</translation>
    </message>
    <message>
        <source>Your Settlers can flee only to a ringed space, beside the land that sinks.</source>
        <translation>入植者が避難できるのは、沈む土地に隣接する囲まれたマスだけです。</translation>
    </message>
    <message>
        <source>Your Settlers flee to %1: click it again to confirm, or another ringed space.</source>
        <translation>入植者は%1へ避難します：もう一度クリックして確定するか、別の囲まれたマスを選んでください。</translation>
    </message>
    <message>
        <source>%1: land is sinking.</source>
        <translation>%1：土地が沈みます。</translation>
    </message>
    <message numerus="yes">
        <source>On another tribe&apos;s turn one of your %n Settlers there flees, the others go back to your reserve: click a ringed space for it, then click it again.</source>
        <translation>
            <numerusform>ほかの部族の手番なので、そこにいるあなたの入植者%n人のうち逃げられるのは1人だけで、残りは手元に戻ります：光る輪のついたマスをクリックし、もう一度クリックしてください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
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
</TS>
