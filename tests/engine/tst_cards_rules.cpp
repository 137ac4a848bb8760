#include <QTest>

#include <algorithm>

#include "cards/bots.h"
#include "cards/describe.h"
#include "cards/game.h"
#include "cards/invariants.h"
#include "cards/scoring.h"
#include "cards_fixture.h"

using namespace rano::cards;
using namespace cardsfixture;

namespace {
bool legal(const State& s, const Choice& c) {
    return s.isLegal(c);
}

std::vector<Choice> legalList(const State& s) {
    ChoiceList l;
    s.legalChoices(l);
    return {l.begin(), l.end()};
}

const Choice kGlory = Choice::of(ChoiceKind::Glory);
const Choice kWood = Choice::of(ChoiceKind::Wood);
} // namespace

class TestCardsRules : public QObject {
    Q_OBJECT
private slots:
    void setupFollowsTheRules_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("2") << 2;
        QTest::newRow("3") << 3;
        QTest::newRow("4") << 4;
    }
    void setupFollowsTheRules() {
        QFETCH(int, players);
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const State s = State::setup({players}, seed);
            QCOMPARE(checkInvariants(s), std::string());
            QCOMPARE(int(s.deckSize), kDeckCards - 16);
            for (int c = 0; c < kColumns; ++c)
                QCOMPARE(int(s.height[u(c)]), 4);
            QCOMPARE(int(s.active), int(s.first));
            for (int t = 0; t < kTypes; ++t)
                QCOMPARE(int(s.stack[u(t)]), kSacrificePerType - players);
            for (int i = 0; i < players; ++i) {
                const int p = (s.first + i) % players;
                const PlayerState& ps = s.player[u(p)];
                QCOMPARE(int(ps.wood), 2 + i); // 2 / 3 / 4 / 5 from the start player
                QCOMPARE(displayed(s, p, Kind::Lumberjack), 1);
                QCOMPARE(ps.handSize(), 3);
                for (int t = 0; t < kTypes; ++t) {
                    QCOMPARE(int(ps.hand[u(int(huntersOf(t)))]), t == p ? 0 : 1);
                    QCOMPARE(int(ps.sacrifices[u(t)]), 1);
                }
            }
        }
        // The seed decides the deck and the start player.
        QVERIFY(State::setup({players}, 1).hash() != State::setup({players}, 2).hash());
        QCOMPARE(State::setup({players}, 9).hash(), State::setup({players}, 9).hash());
    }

    // Sandra: 7 wood, 1 Mulberry and 2 Grain Hunters & Gatherers: a Mulberry card costs 4,
    // Grain 3, Fish and Sweet Potato 5 each; skipping is allowed.
    void sandrasPurchaseCosts() {
        State s = started(4);
        s.phase = Phase::Buy;
        s.player[0].wood = 7;
        setDisplay(s, 0, Kind::Mulberry, 1);
        setDisplay(s, 0, Kind::Grain, 2);
        QCOMPARE(s.price(0, int(Offering::Mulberry)), 4);
        QCOMPARE(s.price(0, int(Offering::Grain)), 3);
        QCOMPARE(s.price(0, int(Offering::Fish)), 5);
        QCOMPARE(s.price(0, int(Offering::SweetPotato)), 5);
        QCOMPARE(legalList(s).size(), std::size_t(5));
        QVERIFY(legal(s, Choice::of(ChoiceKind::Skip)));
        State bought = s;
        QCOMPARE(bought.apply(Choice::with(ChoiceKind::Buy, int(Offering::Grain))), std::string());
        QCOMPARE(int(bought.player[0].wood), 4);
        QCOMPARE(int(bought.player[0].sacrifices[u(int(Offering::Grain))]), 2);
        QCOMPARE(int(bought.stack[u(int(Offering::Grain))]), kSacrificePerType - 4 - 1);
        QVERIFY(bought.phase == Phase::Play);
        // With 4 wood only the Mulberry and Grain cards are affordable.
        s.player[0].wood = 4;
        QVERIFY(!legal(s, Choice::with(ChoiceKind::Buy, int(Offering::Fish))));
        QVERIFY(legal(s, Choice::with(ChoiceKind::Buy, int(Offering::Mulberry))));
        QVERIFY(!s.reasonIllegal(Choice::with(ChoiceKind::Buy, 0)).empty());
        // The price never goes below 0, and an empty stack cannot be bought from.
        setDisplay(s, 0, Kind::Fish, 6);
        QCOMPARE(s.price(0, int(Offering::Fish)), 0);
        s.stack[u(int(Offering::Fish))] = 0;
        QVERIFY(!legal(s, Choice::with(ChoiceKind::Buy, int(Offering::Fish))));
    }

    // With nothing affordable, the turn starts at the Play step.
    void noAffordablePurchaseSkipsTheBuyStep() {
        State s = started(2);
        s.player[1].wood = 4;
        s.endTurn();
        QCOMPARE(int(s.active), 1);
        QVERIFY(s.phase == Phase::Play);
        s.player[0].wood = 5;
        s.endTurn();
        QVERIFY(s.phase == Phase::Buy);
    }

    // Stefan lays 2 Fish at once for 1 wood; the Fish already in his display does not count.
    void stefansTwoFishCostOneWood() {
        State s = started(4);
        setHand(s, 0, {Kind::Fish, Kind::Fish, Kind::Priest});
        setDisplay(s, 0, Kind::Fish, 1);
        s.player[0].wood = 3;
        QVERIFY(legal(s, Choice::hunters(int(Offering::Fish), 1)));
        QVERIFY(legal(s, Choice::hunters(int(Offering::Fish), 2)));
        QVERIFY(!legal(s, Choice::hunters(int(Offering::Fish), 3)));
        QCOMPARE(s.apply(Choice::hunters(int(Offering::Fish), 2)), std::string());
        QCOMPARE(int(s.player[0].wood), 2);
        QCOMPARE(displayed(s, 0, Kind::Fish), 3);
        QVERIFY(s.phase == Phase::Draw);
        // Three of a kind cost 2 wood; one is free.
        State t = started(4);
        setHand(t, 0, {Kind::Grain, Kind::Grain, Kind::Grain});
        t.player[0].wood = 1;
        QVERIFY(!legal(t, Choice::hunters(int(Offering::Grain), 3)));
        t.player[0].wood = 2;
        QVERIFY(legal(t, Choice::hunters(int(Offering::Grain), 3)));
        t.player[0].wood = 0;
        QVERIFY(legal(t, Choice::hunters(int(Offering::Grain), 1)));
        QVERIFY(!legal(t, Choice::hunters(int(Offering::Grain), 2)));
    }

    // Exactly one kind per turn; a Moai costs 7 wood.
    void playingOneKind() {
        State s = started(3);
        setHand(s, 0, {Kind::Lumberjack, Kind::Priest, Kind::Moai});
        s.player[0].wood = 6;
        auto l = legalList(s);
        QCOMPARE(l.size(), std::size_t(2));
        QVERIFY(!legal(s, Choice::of(ChoiceKind::Moai)));
        QVERIFY(!legal(s, Choice::of(ChoiceKind::DiscardMoai)));
        s.player[0].wood = 7;
        QVERIFY(legal(s, Choice::of(ChoiceKind::Moai)));
        QCOMPARE(s.apply(Choice::of(ChoiceKind::Priest)), std::string());
        QCOMPARE(displayed(s, 0, Kind::Priest), 1);
        QCOMPARE(s.player[0].handSize(), 2);
    }

    // Three Moai in hand and under 7 wood: one Moai leaves the game instead of a play.
    void threeMoaiWithoutWood() {
        State s = started(2);
        setHand(s, 0, {Kind::Moai, Kind::Moai, Kind::Moai});
        s.player[0].wood = 6;
        const auto l = legalList(s);
        QCOMPARE(l.size(), std::size_t(1));
        QVERIFY(l[0] == Choice::of(ChoiceKind::DiscardMoai));
        QCOMPARE(s.apply(Choice::of(ChoiceKind::DiscardMoai)), std::string());
        QCOMPARE(int(s.moaiRemoved), 1);
        QCOMPARE(int(s.player[0].hand[u(int(Kind::Moai))]), 2);
        QCOMPARE(displayed(s, 0, Kind::Moai), 0);
        QCOMPARE(int(s.player[0].wood), 6);
        QVERIFY(s.phase == Phase::Draw);
        // With 7 wood the Moai is built, and nothing leaves the game.
        State t = started(2);
        setHand(t, 0, {Kind::Moai, Kind::Moai, Kind::Moai});
        t.player[0].wood = 7;
        QVERIFY(!legal(t, Choice::of(ChoiceKind::DiscardMoai)));
        QVERIFY(legal(t, Choice::of(ChoiceKind::Moai)));
    }

    // Drawing one card at a time from any column; a column that empties is refilled with 4
    // from the deck at once, and the card last uncovered is scored.
    void refillingTheHand() {
        State s = started(2);
        setHand(s, 0, {Kind::Priest, Kind::Priest, Kind::Priest});
        QCOMPARE(s.apply(Choice::of(ChoiceKind::Priest)), std::string());
        s.height[2] = 1; // staged: one card left in column 2
        s.column[2][0] = Kind::Priest;
        const int deck = s.deckSize;
        const Kind next = s.deck[u(deck - 1)];
        QVERIFY(s.phase == Phase::Draw);
        QCOMPARE(legalList(s).size(), std::size_t(4));
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 2)), std::string());
        QCOMPARE(int(s.height[2]), 4);
        QCOMPARE(int(s.deckSize), deck - 4);
        QVERIFY(s.column[2][0] == next); // the first card placed lies at the bottom
        QCOMPARE(int(s.active), 1);      // the hand is full: scored, next turn
        QCOMPARE(int(s.turn), 1);
    }

    // Patrick played 2 cards: his first draw does not score, the second does.
    void scoringWaitsForAFullHand() {
        State s = started(2);
        s.player[0].wood = 5;
        setHand(s, 0, {Kind::Fish, Kind::Fish, Kind::Priest});
        QCOMPARE(s.apply(Choice::hunters(int(Offering::Fish), 2)), std::string());
        s.column[1] = {Kind::Lumberjack, Kind::Lumberjack, Kind::Moai, Kind::Priest};
        s.height[1] = 4;
        const int wood = s.player[1].wood;
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 1)), std::string());
        QVERIFY(s.phase == Phase::Draw); // still two cards in hand
        QCOMPARE(int(s.player[1].wood), wood);
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 1)), std::string());
        // The Lumberjack now on top was scored: 1 wood per Lumberjack.
        QCOMPARE(int(s.player[1].wood), wood + 1);
        QCOMPARE(int(s.player[0].hand[u(int(Kind::Moai))]), 1);
        QCOMPARE(int(s.player[0].hand[u(int(Kind::Priest))]), 2);
    }

    // Stefan alone has 2 Lumberjacks: 3 wood; everybody else 1 for a single Lumberjack.
    void lumberjackMajority() {
        State s = started(4);
        setDisplay(s, 1, Kind::Lumberjack, 2); // Stefan
        std::array<int, 4> before{};
        for (int p = 0; p < 4; ++p)
            before[u(p)] = s.player[u(p)].wood;
        readyToUncover(s, Kind::Lumberjack);
        const State ready = s;
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(s.player[1].wood - before[1], 3);
        QCOMPARE(describeScoring(ready, Choice::with(ChoiceKind::Draw, 0), s),
                 std::string("Lumberjack scored: Red +1 wood, Blue +3 wood, Yellow +1 wood, Green "
                             "+1 wood"));
        for (int p : {0, 2, 3})
            QCOMPARE(s.player[u(p)].wood - before[u(p)], 1);
        // Two players with 2 each: no bonus for either.
        State t = started(3);
        setDisplay(t, 0, Kind::Lumberjack, 2);
        setDisplay(t, 2, Kind::Lumberjack, 2);
        const int w0 = t.player[0].wood, w2 = t.player[2].wood;
        readyToUncover(t, Kind::Lumberjack);
        QCOMPARE(t.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(t.player[0].wood - w0, 2);
        QCOMPARE(t.player[2].wood - w2, 2);
    }

    // Patrick alone has a Priest: 1 glory and no bonus (he has fewer than 2).
    void lonePriestWithoutBonus() {
        State s = started(4);
        setDisplay(s, 2, Kind::Priest, 1); // Patrick
        readyToUncover(s, Kind::Priest);
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        for (int p = 0; p < 4; ++p)
            QCOMPARE(int(s.player[u(p)].glory), p == 2 ? 1 : 0);
        // With 2 Priests and the sole majority: 3 glory.
        State t = started(2);
        setDisplay(t, 1, Kind::Priest, 2);
        setDisplay(t, 0, Kind::Priest, 1);
        readyToUncover(t, Kind::Priest);
        QCOMPARE(t.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(int(t.player[1].glory), 3);
        QCOMPARE(int(t.player[0].glory), 1);
    }

    // What a draw leads to, as its button tells it (issue 50.13): the card it uncovers, whether
    // that card is then scored (the draw fills the hand), and each player's take, the same
    // numbers the scoring then pays.
    void aDrawSaysWhatItUncoversAndWhatItPays() {
        State s = started(2);
        setDisplay(s, 1, Kind::Priest, 2);
        setDisplay(s, 0, Kind::Priest, 1);
        readyToUncover(s, Kind::Priest);
        const DrawOutlook out = drawOutlook(s, 0);
        QCOMPARE(out.uncovered, int(Kind::Priest));
        QVERIFY(out.scored);
        QCOMPARE(s.payout(0, Kind::Priest), 1);
        QCOMPARE(s.payout(1, Kind::Priest), 3);
        QCOMPARE(s.payout(0, Kind::Fish), 0);
        State after = s;
        QCOMPARE(after.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(int(after.player[0].glory), s.player[0].glory + s.payout(0, Kind::Priest));
        QCOMPARE(int(after.player[1].glory), s.player[1].glory + s.payout(1, Kind::Priest));
        // A draw that leaves the hand short uncovers without scoring; the last card of a
        // column uncovers nothing seen (a refill from the deck).
        s.player[0].hand[std::size_t(Kind::Priest)] = 1;
        QVERIFY(!drawOutlook(s, 0).scored);
        s.height[0] = 1;
        QCOMPARE(drawOutlook(s, 0).uncovered, -1);
        QVERIFY(!drawOutlook(s, 0).endsGame);
        // "The game ends when a refill empties the deck": with 4 cards or fewer left, emptying
        // a column ends the game, and the draw that fills the hand scores nothing.
        s.player[0].hand[std::size_t(Kind::Priest)] = 0;
        s.deckSize = 2;
        const DrawOutlook last = drawOutlook(s, 0);
        QVERIFY(last.endsGame);
        QVERIFY(!last.scored);
        State ends = s;
        QCOMPARE(ends.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(ends.phase, Phase::Over);
        QVERIFY(!drawOutlook(s, 1).endsGame); // a column that does not empty
    }

    // Sandra (1 Moai) picks 1 glory or 1 wood; Arne (2 Moai, the sole majority) 3 glory or 3
    // wood. Each decides for themselves, the active player first, then in turn order.
    void arnesMoaiReward() {
        State s = started(4);
        setDisplay(s, 1, Kind::Moai, 2); // Arne
        setDisplay(s, 3, Kind::Moai, 1); // Sandra
        s.active = 2;
        readyToUncover(s, Kind::Moai);
        const State ready = s;
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QVERIFY(s.phase == Phase::MoaiReward);
        QCOMPARE(describeScoring(ready, Choice::with(ChoiceKind::Draw, 0), s),
                 std::string("Moai scored: Moai owners choose glory or wood"));
        // A draw that leaves the hand short scores nothing.
        State short_ = ready;
        short_.player[u(short_.active)].hand[u(int(Kind::Priest))] = 1;
        State drawn = short_;
        QCOMPARE(drawn.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(describeScoring(short_, Choice::with(ChoiceKind::Draw, 0), drawn), std::string());
        QCOMPARE(s.whoDecides(), 3); // Sandra sits after the active player 2
        const auto l = legalList(s);
        QCOMPARE(l.size(), std::size_t(2));
        QVERIFY(l[0] == kGlory && l[1] == kWood);
        QCOMPARE(describe(s, kGlory), std::string("Take 1 glory for the Moai"));
        const int sandraWood = s.player[3].wood;
        QCOMPARE(s.apply(kWood), std::string());
        QCOMPARE(s.player[3].wood - sandraWood, 1);
        QCOMPARE(s.whoDecides(), 1);
        QCOMPARE(describe(s, kWood), std::string("Take 3 wood for the Moai"));
        QCOMPARE(s.apply(kGlory), std::string());
        QCOMPARE(int(s.player[1].glory), 3);
        QCOMPARE(int(s.player[3].glory), 0);
        QCOMPARE(int(s.active), 3); // the turn is over
        QVERIFY(s.phase == Phase::Buy || s.phase == Phase::Play);
    }

    // Patrick and Sandra have 2 Grain each: 1 Grain card each, no bonus; the others nothing.
    void grainTieWithoutBonus() {
        State s = started(4);
        setDisplay(s, 2, Kind::Grain, 2);
        setDisplay(s, 3, Kind::Grain, 2);
        const auto before = s.stack[u(int(Offering::Grain))];
        readyToUncover(s, Kind::Grain);
        const State ready = s;
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(
            describeScoring(ready, Choice::with(ChoiceKind::Draw, 0), s),
            std::string("Hunters & Gatherers (Grain) scored: Yellow +1 Grain, Green +1 Grain"));
        for (int p = 0; p < 4; ++p)
            QCOMPARE(int(s.player[u(p)].sacrifices[u(int(Offering::Grain))]), p >= 2 ? 2 : 1);
        QCOMPARE(int(s.stack[u(int(Offering::Grain))]), before - 2);
        QCOMPARE(int(s.active), 1);
        // A sole majority of 2 takes a second card; one card is enough for a single X.
        State t = started(3);
        setDisplay(t, 1, Kind::Fish, 2);
        setDisplay(t, 2, Kind::Fish, 1);
        readyToUncover(t, Kind::Fish);
        QCOMPARE(t.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(int(t.player[1].sacrifices[0]), 3);
        QCOMPARE(int(t.player[2].sacrifices[0]), 2);
        QCOMPARE(int(t.player[0].sacrifices[0]), 1);
    }

    // The active player takes first; when the stack runs dry the taker picks another type.
    void emptyStackSubstitution() {
        State s = started(3);
        s.active = 1;
        setDisplay(s, 0, Kind::Mulberry, 1);
        setDisplay(s, 1, Kind::Mulberry, 3); // the sole majority: 2 cards
        setDisplay(s, 2, Kind::Mulberry, 1);
        s.stack[u(int(Offering::Mulberry))] = 2;
        readyToUncover(s, Kind::Mulberry);
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        // Seat 1 took both Mulberry cards; seat 2, next in turn order, finds the stack empty.
        QCOMPARE(int(s.player[1].sacrifices[u(int(Offering::Mulberry))]), 3);
        QVERIFY(s.phase == Phase::Substitute);
        QCOMPARE(s.whoDecides(), 2);
        QCOMPARE(legalList(s).size(), std::size_t(3));
        QVERIFY(!legal(s, Choice::with(ChoiceKind::Substitute, int(Offering::Mulberry))));
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Substitute, int(Offering::Grain))),
                 std::string());
        QCOMPARE(int(s.player[2].sacrifices[u(int(Offering::Grain))]), 2);
        QCOMPARE(s.whoDecides(), 0);
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Substitute, int(Offering::Fish))), std::string());
        QCOMPARE(int(s.player[0].sacrifices[u(int(Offering::Fish))]), 2);
        QCOMPARE(int(s.active), 2); // the turn is over
        // With every stack empty nothing is taken and nobody is asked.
        State t = started(2);
        setDisplay(t, 1, Kind::Grain, 1);
        t.stack.fill(0);
        readyToUncover(t, Kind::Grain);
        QCOMPARE(t.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QCOMPARE(int(t.active), 1);
        QCOMPARE(int(t.player[1].held()), 4);
    }

    // Arne builds a Moai: Stefan, Patrick and Sandra sacrifice face up in that order, Arne
    // last and face down, then he adds a card from an open stack.
    void sacrificeRound() {
        State s = started(4);
        s.active = 3; // Arne; Stefan 0, Patrick 1, Sandra 2
        s.decider = 3;
        setHand(s, 3, {Kind::Moai, Kind::Priest, Kind::Priest});
        s.player[3].wood = 9;
        s.player[1].sacrifices.fill(0);                      // Patrick has nothing to give...
        s.player[1].sacrifices[u(int(Offering::Grain))] = 1; // ...but one Grain
        QCOMPARE(s.apply(Choice::of(ChoiceKind::Moai)), std::string());
        QCOMPARE(int(s.player[3].wood), 2);
        QCOMPARE(displayed(s, 3, Kind::Moai), 1);
        QVERIFY(s.phase == Phase::Sacrifice);
        QCOMPARE(s.whoDecides(), 0);
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Sacrifice, int(Offering::SweetPotato))),
                 std::string());
        QCOMPARE(s.whoDecides(), 1);
        QCOMPARE(legalList(s).size(), std::size_t(1));
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Sacrifice, int(Offering::Grain))), std::string());
        QCOMPARE(s.whoDecides(), 2);
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Sacrifice, int(Offering::Grain))), std::string());
        QCOMPARE(s.whoDecides(), 3);
        QCOMPARE(describe(s, Choice::with(ChoiceKind::Sacrifice, 0), 0),
                 std::string("Sacrifice a card face down"));
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Sacrifice, int(Offering::Fish))), std::string());
        QCOMPARE(int(s.faceDownCount), 1);
        QCOMPARE(int(s.faceDown[0].owner), 3);
        QCOMPARE(int(s.stoneOpen[u(int(Offering::Fish))]), 0);
        QVERIFY(s.phase == Phase::Offer);
        QCOMPARE(s.whoDecides(), 3);
        const auto mulberries = s.stack[u(int(Offering::Mulberry))];
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Offer, int(Offering::Mulberry))), std::string());
        QCOMPARE(int(s.stack[u(int(Offering::Mulberry))]), mulberries - 1);
        QVERIFY(s.phase == Phase::Draw);
        const std::array<int, kTypes> stone = {1, 1, 1, 2}; // the face-down Fish included
        QVERIFY(s.stoneCounts() == stone);
        QCOMPARE(int(s.player[1].held()), 0);
        // A player with no Sacrifice card is passed over.
        State t = started(2);
        setHand(t, 0, {Kind::Moai, Kind::Priest, Kind::Priest});
        t.player[0].wood = 7;
        t.player[1].sacrifices.fill(0);
        QCOMPARE(t.apply(Choice::of(ChoiceKind::Moai)), std::string());
        QCOMPARE(t.whoDecides(), 0);
        QVERIFY(t.phase == Phase::Sacrifice);
    }

    // The rulebook's end: 4 Grain, 4 Mulberries, 2 Fish, 1 Sweet Potato on the Stone make
    // the values 3, 3, 2, 1; Sandra scores 16, Stefan 15 from their Sacrifice cards.
    void finalSacrificeValues() {
        const std::array<int, kTypes> stone = {2, 4, 1, 4}; // Fish, Mulberry, Sw. Potato, Grain
        const std::array<int, kTypes> values = {2, 3, 1, 3};
        QVERIFY(sacrificeValues(stone) == values);
        State s = started(4);
        s.stoneOpen = {2, 4, 1, 3};
        s.faceDown[0] = {0, std::uint8_t(Offering::Grain), {9, 9, 9, 9}};
        s.faceDownCount = 1;                   // a face-down card counts as much as an open one
        s.player[0].sacrifices = {3, 1, 1, 2}; // Sandra
        s.player[1].sacrifices = {5, 1, 2, 0}; // Stefan
        s.phase = Phase::Over;
        s.decider = -1;
        const ScoreBreakdown sandra = score(s, 0);
        const ScoreBreakdown stefan = score(s, 1);
        QCOMPARE(sandra.sacrifices[0] + sandra.sacrifices[1] + sandra.sacrifices[2] +
                     sandra.sacrifices[3],
                 16);
        QCOMPARE(stefan.sacrifices[0] + stefan.sacrifices[1] + stefan.sacrifices[2] +
                     stefan.sacrifices[3],
                 15);
    }

    // The rulebook's tie cases: dense ranking of the counts.
    void sacrificeValueTies_data() {
        QTest::addColumn<QList<int>>("stone");
        QTest::addColumn<QList<int>>("values");
        QTest::newRow("all different") << QList<int>{5, 3, 2, 1} << QList<int>{3, 2, 1, 0};
        QTest::newRow("two tied first") << QList<int>{4, 4, 2, 1} << QList<int>{3, 3, 2, 1};
        QTest::newRow("three tied first") << QList<int>{3, 3, 3, 1} << QList<int>{3, 3, 3, 2};
        QTest::newRow("two and two") << QList<int>{3, 1, 3, 1} << QList<int>{3, 2, 3, 2};
        QTest::newRow("all tied") << QList<int>{2, 2, 2, 2} << QList<int>{3, 3, 3, 3};
        QTest::newRow("one type only") << QList<int>{0, 0, 4, 0} << QList<int>{2, 2, 3, 2};
        QTest::newRow("nothing sacrificed") << QList<int>{0, 0, 0, 0} << QList<int>{0, 0, 0, 0};
    }
    void sacrificeValueTies() {
        QFETCH(QList<int>, stone);
        QFETCH(QList<int>, values);
        const auto v =
            sacrificeValues(std::array<int, kTypes>{stone[0], stone[1], stone[2], stone[3]});
        for (int t = 0; t < kTypes; ++t)
            QCOMPARE(v[u(t)], values[t]);
    }

    // No Moai built, nothing on the Stone: every Sacrifice card is worth 0.
    void noMoaiPlayedMakesSacrificesWorthless() {
        State s = started(3);
        s.player[0].sacrifices = {5, 4, 3, 2};
        s.player[0].glory = 7;
        s.player[0].wood = 14;
        setDisplay(s, 0, Kind::Moai, 0);
        s.phase = Phase::Over;
        s.decider = -1;
        const ScoreBreakdown b = score(s, 0);
        QCOMPARE(b.total(), 7 + 2);
        for (int v : b.sacrifices)
            QCOMPARE(v, 0);
    }

    // Final scoring: glory + 4 per Moai + 1 per 5 wood + Sacrifice cards; the parts add up.
    void finalScoreAddsUp() {
        State s = started(2);
        s.player[1].glory = 11;
        s.player[1].wood = 19;
        setDisplay(s, 1, Kind::Moai, 2);
        s.stoneOpen = {0, 0, 0, 1};
        s.player[1].sacrifices = {1, 0, 0, 2};
        s.phase = Phase::Over;
        s.decider = -1;
        const ScoreBreakdown b = score(s, 1);
        QCOMPARE(b.glory, 11);
        QCOMPARE(b.moai, 8);
        QCOMPARE(b.wood, 3);
        QCOMPARE(b.sacrifices[3], 6);
        QCOMPARE(b.sacrifices[0], 2);
        int sum = 0;
        for (const auto& [name, v] : b.parts())
            sum += v;
        QCOMPARE(sum, b.total());
        QCOMPARE(b.total(), 11 + 8 + 3 + 6 + 2);
        // While the game runs only glory counts.
        s.phase = Phase::Play;
        s.decider = 0;
        QCOMPARE(score(s, 1).total(), 11);
        QVERIFY(winners(s).empty());
    }

    // The game ends when the deck runs out during a column refill; the card last uncovered is
    // not scored.
    void deckRunsOutDuringARefill() {
        State s = started(2);
        readyToUncover(s, Kind::Lumberjack);
        s.height[0] = 1; // column 0 holds just the card to draw
        s.column[0][0] = Kind::Priest;
        s.deckSize = 2;
        s.deck[0] = Kind::Lumberjack;
        s.deck[1] = Kind::Lumberjack;
        const auto before = s.player;
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QVERIFY(s.over());
        QCOMPARE(s.whoDecides(), -1);
        QCOMPARE(int(s.height[0]), 2);
        QCOMPARE(s.topOf(0), int(Kind::Lumberjack));
        for (int p = 0; p < 2; ++p) { // no Lumberjack scoring
            QCOMPARE(s.player[u(p)].wood, before[u(p)].wood);
            QCOMPARE(s.player[u(p)].glory, before[u(p)].glory);
        }
        ChoiceList l;
        s.legalChoices(l);
        QVERIFY(l.empty());
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 1)), std::string("the game is over"));
        QVERIFY(!winners(s).empty());
        // A refill that leaves the deck with cards goes on as usual.
        State t = started(2);
        readyToUncover(t, Kind::Lumberjack);
        t.height[0] = 1;
        t.deckSize = 5;
        QCOMPARE(t.apply(Choice::with(ChoiceKind::Draw, 0)), std::string());
        QVERIFY(!t.over());
        QCOMPARE(int(t.deckSize), 1);
    }

    // Ties: most Moai in the display, then most wood, else a shared win.
    void tieBreaks() {
        State s = started(3);
        s.phase = Phase::Over;
        s.decider = -1;
        for (int p = 0; p < 3; ++p) {
            s.player[u(p)].glory = 10;
            s.player[u(p)].wood = 4;
            s.player[u(p)].sacrifices.fill(0);
        }
        QCOMPARE(winners(s), (std::vector<int>{0, 1, 2}));
        s.player[2].wood = 3;
        QCOMPARE(winners(s), (std::vector<int>{0, 1}));
        s.player[1].glory = 6;
        setDisplay(s, 1, Kind::Moai, 1); // 6 + 4 = 10 as well, with more Moai
        QCOMPARE(winners(s), (std::vector<int>{1}));
        s.player[0].glory = 11;
        QCOMPARE(winners(s), (std::vector<int>{0}));
    }

    // A seed and the list of choices reproduce a game exactly.
    void seededDeterminism() {
        for (int players = 2; players <= 4; ++players) {
            State a = State::setup({players}, 77), b = State::setup({players}, 77);
            rano::Rng ra(5);
            std::vector<Choice> played;
            while (!a.over()) {
                const Choice c = randomBotChoice(a, ra);
                played.push_back(c);
                a.applyLegal(c);
            }
            for (const Choice& c : played)
                QCOMPARE(b.apply(c), std::string());
            QVERIFY(b.over());
            QCOMPARE(a.hash(), b.hash());
            QVERIFY(a.player == b.player);
        }
    }

    // Every legal choice has a text form that reads back to itself and a description.
    void choiceTextRoundTrip() {
        rano::Rng rng(3);
        for (int game = 0; game < 20; ++game) {
            State s = State::setup({2 + game % 3}, std::uint64_t(game));
            ChoiceList l;
            while (!s.over()) {
                s.legalChoices(l);
                for (const Choice& c : l) {
                    const auto back = parseChoice(toText(c));
                    QVERIFY2(back && *back == c, toText(c).c_str());
                    QVERIFY(!describe(s, c).empty());
                }
                s.applyLegal(l[rng.below(std::uint32_t(l.size()))]);
            }
        }
        QVERIFY(!parseChoice("play dodo"));
        QVERIFY(!parseChoice("draw 4"));
        QVERIFY(!parseChoice("play fish 4"));
        QVERIFY(!parseChoice("buy moai"));
        QVERIFY(!parseChoice(""));
    }

    // A game keeps its history: a refused choice changes nothing, undo steps back.
    void gameHistory() {
        Game g({3}, 12);
        QCOMPARE(g.state().hash(), State::setup({3}, 12).hash());
        QCOMPARE(g.play(Choice::with(ChoiceKind::Draw, 0)).empty(), false);
        QVERIFY(g.moves().empty());
        ChoiceList l;
        g.state().legalChoices(l);
        const int who = g.state().whoDecides();
        QCOMPARE(g.play(l[0], 40), std::string());
        QCOMPARE(int(g.moves().size()), 1);
        QCOMPARE(g.moves()[0].player, who);
        QCOMPARE(g.stateAt(0).hash(), State::setup({3}, 12).hash());
        QVERIFY(g.undo());
        QVERIFY(!g.undo());
        QCOMPARE(g.state().hash(), State::setup({3}, 12).hash());
    }

    void illegalChoicesAreRefusedWithAReason() {
        State s = started(2);
        setHand(s, 0, {Kind::Priest, Kind::Priest, Kind::Priest});
        const State before = s;
        QCOMPARE(s.apply(Choice::of(ChoiceKind::Moai)), std::string("no Moai in hand"));
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Draw, 0)),
                 std::string("now: play cards from hand"));
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Buy, 9)), std::string("no such Sacrifice type"));
        QCOMPARE(s.hash(), before.hash());
    }
};

QTEST_APPLESS_MAIN(TestCardsRules)
#include "tst_cards_rules.moc"
