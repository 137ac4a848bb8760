#include <QTest>

#include <algorithm>
#include <vector>

#include "core/rng.h"
#include "rapanui/describe.h"
#include "rapanui/invariants.h"
#include "rapanui/scoring.h"
#include "rapanui/shipped.h"

using namespace rano::rapanui;

// Strings compared as QString, so a failure prints both.
#define QCOMPARE_TEXT(a, b) QCOMPARE(QString::fromStdString(a), QString::fromStdString(b))

namespace {
std::size_t u(int i) {
    return std::size_t(i);
}

Board load(Side side) {
    Board b;
    std::string error;
    if (!shippedBoard(side, b, error)) qFatal("%s", error.c_str());
    return b;
}
const Board& board34() {
    static const Board b = load(Side::ThreeFour);
    return b;
}
const Board& board2() {
    static const Board b = load(Side::Two);
    return b;
}

// The 3-4 player side (see docs/rapanui-board-format.md for its map): the Crater is space 24,
// the Pukao Quarry 21. Chains used below: 24-33(Pearls)-39(Ahu 15, Reeds);
// 24-25(Reeds)-26(Eggs)-35(Ahu 12, Reeds) and 24-33-34(Eggs/Wood)-35;
// 24-16(Eggs)-17(Reeds/Pearls)-18(Ahu 8, Eggs); 21-30(Eggs/Wood)-37(Reeds)-38(Ahu 14, Eggs).

Choice move(const char* text) {
    const auto c = parseChoice(text);
    if (!c) qFatal("unparsable choice %s", text);
    return *c;
}

std::vector<std::string> legalTexts(const State& s) {
    ChoiceList l;
    s.legalChoices(l);
    std::vector<std::string> out;
    for (const Choice& c : l)
        out.push_back(toText(c));
    return out;
}

bool offered(const State& s, const char* text) {
    const auto l = legalTexts(s);
    return std::find(l.begin(), l.end(), std::string(text)) != l.end();
}

// Phase 3 of a first game (no Ahu tiles at hand, no Tablets), seats in turn order 0-3,
// nobody on the island yet.
State transportPosition(int players = 4) {
    State s = State::setup(board34(), {players, true}, 1);
    s.order = {0, 1, 2, 3};
    s.phase = Phase::Transport;
    s.turn = 0;
    s.decider = 0;
    for (int p = 0; p < players; ++p) {
        s.player[u(p)].villagersHome = 0;
        s.player[u(p)].sorcerer = Spot::Track;
        s.player[u(p)].sorcererAt = std::int8_t(p);
        s.star[u(p)] = std::int8_t(p);
    }
    s.ahuTile.fill(kNone);
    return s;
}

void put(State& s, int p, int space, int n = 1) {
    s.owner[u(space)] = std::int8_t(p);
    s.fresh[u(space)] = std::uint8_t(s.fresh[u(space)] + n);
}

// Phase 1 about to end: every figurine placed, the Sorcerers on stars 0.. in `stars` order.
// Gives `p` an Ahu tile from the box (or from an Ahu space), so tiles stay conserved.
void giveTile(State& s, int p, Tile t) {
    ++s.player[u(p)].tiles[u(int(t))];
    if (s.boxed[u(int(t))] > 0) {
        --s.boxed[u(int(t))];
        return;
    }
    for (auto& a : s.ahuTile)
        if (a == std::int8_t(t)) {
            a = kNone;
            return;
        }
}

// The Villagers a staged position left unplaced wait in the Village.
void settle(State& s) {
    for (auto& ps : s.player)
        ps.villagersHome =
            std::uint8_t(ps.villagers - ps.sculptors[0] - ps.sculptors[1] - ps.sculptors[2]);
}

State sculptingPosition(std::array<int, 4> stars) {
    State s = State::setup(board34(), {4, false}, 1);
    for (auto& ps : s.player)
        ps.tablet = 0;
    for (int k = 0; k < 4; ++k) {
        const int p = stars[u(k)];
        s.star[u(k)] = std::int8_t(p);
        s.player[u(p)].sorcerer = Spot::Track;
        s.player[u(p)].sorcererAt = std::int8_t(k);
        s.player[u(p)].villagersHome = 0;
    }
    return s;
}
} // namespace

class TestRapaNuiRules : public QObject {
    Q_OBJECT
private slots:
    void setupFollowsTheRules() {
        for (int players = 2; players <= 4; ++players) {
            const Board& b = players == 2 ? board2() : board34();
            const State s = State::setup(b, {players, false}, 5);
            QCOMPARE_TEXT(checkInvariants(s), std::string());
            QCOMPARE(int(s.phase), int(players == 2 ? Phase::Draft : Phase::Place));
            for (int p = 0; p < players; ++p) {
                QCOMPARE(s.player[u(p)].res, (std::array<std::uint8_t, 4>{1, 1, 1, 1}));
                QCOMPARE(int(s.player[u(p)].villagersHome), 4);
                QCOMPARE(int(s.player[u(p)].tablet), 1);
                QCOMPARE(score(s, p).total(), 4 + 3);
            }
            for (int a = 0; a < b.ahuCount(); ++a)
                QVERIFY(s.ahuTile[u(a)] != kNone);
            QCOMPARE(int(s.supply[0]), players == 2 ? 6 : 8);
            QCOMPARE(int(s.supply[1]), players == 2 ? 6 : 7);
            QCOMPARE(int(s.supply[2]), players == 2 ? 5 : 6);
            QCOMPARE(int(s.stackLeft[4]), players == 2 ? 2 : 4);
            QCOMPARE(int(s.pukao), 20);
        }
        // The seed decides the deal and the turn order, and only the seed.
        QCOMPARE(State::setup(board34(), {4, false}, 9).hash(),
                 State::setup(board34(), {4, false}, 9).hash());
        QVERIFY(State::setup(board34(), {4, false}, 9).hash() !=
                State::setup(board34(), {4, false}, 10).hash());
        // The first game: 21 simple tiles, no Tablets.
        const State first = State::setup(board34(), {3, true}, 3);
        QCOMPARE_TEXT(checkInvariants(first), std::string());
        for (int p = 0; p < 3; ++p)
            QCOMPARE(int(first.player[u(p)].tablet), 0);
        for (int a = 0; a < 21; ++a) {
            const Tile t = Tile(first.ahuTile[u(a)]);
            QVERIFY(t != Tile::TakeYourPick && t != Tile::ChangeJobs && t != Tile::LendAHand);
        }
    }

    // The first player may not open the round with the Sorcerer on the first star; another
    // player may, and so may the first player later.
    void sorcererOnTheFirstStar() {
        State s = State::setup(board34(), {3, true}, 1);
        s.order = {1, 0, 2};
        s.decider = 1;
        QVERIFY(!offered(s, "sorcerer 1"));
        QVERIFY(offered(s, "sorcerer 2"));
        const std::uint64_t before = s.hash();
        QCOMPARE_TEXT(s.apply(move("sorcerer 1")),
                      "the first player may not open the round with the Sorcerer on the first "
                      "star");
        QCOMPARE(s.hash(), before);
        QCOMPARE(s.apply(move("villager 4")), std::string());
        QCOMPARE(int(s.whoDecides()), 0);
        QVERIFY(offered(s, "sorcerer 1"));
        State other = s;
        QCOMPARE(other.apply(move("sorcerer 1")), std::string());
        QCOMPARE(int(other.star[0]), 0);
        // The first player's second placement may take the first star.
        QCOMPARE(s.apply(move("villager 5")), std::string());
        QCOMPARE(s.apply(move("villager 6")), std::string());
        QCOMPARE(int(s.whoDecides()), 1);
        QVERIFY(offered(s, "sorcerer 1"));
    }

    // One Sculptor per quarry space; Transporters never on an opponent's space, the Crater or
    // the Pukao Quarry; several on one's own.
    void placementLimits() {
        State s = State::setup(board34(), {3, true}, 1);
        s.order = {0, 1, 2};
        s.decider = 0;
        s.player[1].sculptors[2] = 3; // the large column (3 spaces) is full
        QVERIFY(!offered(s, "sculptor large"));
        QVERIFY(offered(s, "sculptor medium"));
        QCOMPARE_TEXT(s.apply(move("sculptor large")), "that column of the Moai Quarry is full");
        put(s, 2, 12);
        QCOMPARE_TEXT(s.apply(move("villager 12")),
                      "an opponent's Transporters stand on space 12 (1,2)");
        QCOMPARE_TEXT(s.apply(move("villager 24")),
                      "no Transporter may be placed on the Crater or the Pukao Quarry");
        QCOMPARE_TEXT(s.apply(move("villager 21")),
                      "no Transporter may be placed on the Crater or the Pukao Quarry");
        put(s, 0, 11);
        QVERIFY(offered(s, "villager 11"));
        QVERIFY(!offered(s, "chief small")); // no Chief Improvement yet
    }

    // The rulebook's quarry: Dolphin 1 large, Turtle 1 small, Moray 1 small + 1 medium,
    // Octopus none. Turn order from the Sorcerers: Moray, Dolphin, Turtle, Octopus.
    void quarryExamples() {
        constexpr int turtle = 0, dolphin = 1, moray = 2, octopus = 3;
        State s = sculptingPosition({moray, dolphin, turtle, octopus});
        s.player[dolphin].sculptors = {1, 1, 1};
        s.player[turtle].sculptors = {1, 0, 0};
        s.player[moray].sculptors = {2, 1, 0};
        s.player[octopus].sculptors = {0, 1, 1};
        State chief = s;
        s.startPhaseTwo();
        QCOMPARE(s.order, (std::array<std::uint8_t, 4>{moray, dolphin, turtle, octopus}));
        QCOMPARE(int(s.phase), int(Phase::Sculpt));
        QCOMPARE(int(s.whoDecides()), moray);
        QCOMPARE(legalTexts(s),
                 (std::vector<std::string>{"sculpt 0 large 0 medium", "sculpt 0 large 1 medium"}));
        QCOMPARE(s.apply(move("sculpt 0 large 1 medium")), std::string());
        QCOMPARE(int(s.whoDecides()), dolphin);
        QCOMPARE(s.apply(move("sculpt 1 large 0 medium")), std::string());
        // Turtle and Octopus have a single way: taken at once.
        QCOMPARE(int(s.phase), int(Phase::Transport));
        QCOMPARE(s.player[dolphin].moai, (std::array<std::uint8_t, 3>{0, 0, 1}));
        QCOMPARE(s.player[turtle].moai, (std::array<std::uint8_t, 3>{1, 0, 0}));
        QCOMPARE(s.player[moray].moai, (std::array<std::uint8_t, 3>{1, 1, 0}));
        QCOMPARE(s.player[octopus].moai, (std::array<std::uint8_t, 3>{0, 0, 0}));
        QCOMPARE(s.supply, (std::array<std::uint8_t, 3>{6, 6, 5}));
        QCOMPARE(int(s.whoDecides()), moray); // the first to transport

        // The Chief below the medium Moai: Moray sculpts 2 medium instead.
        chief.player[moray].improvements = 1u << int(Improvement::Chief);
        chief.player[moray].chief = Spot::Quarry;
        chief.player[moray].chiefAt = 1;
        chief.player[moray].extra = {0, 1, 0};
        State missing = chief;
        chief.startPhaseTwo();
        QVERIFY(offered(chief, "sculpt 0 large 2 medium"));
        QCOMPARE(chief.apply(move("sculpt 0 large 2 medium")), std::string());
        QCOMPARE(chief.player[moray].moai, (std::array<std::uint8_t, 3>{0, 2, 0}));

        // No medium Moai left: each is replaced by a small one.
        missing.supply[1] = 0;
        missing.startPhaseTwo();
        QCOMPARE(missing.apply(move("sculpt 0 large 2 medium")), std::string());
        QCOMPARE(missing.player[moray].moai, (std::array<std::uint8_t, 3>{2, 0, 0}));
        QCOMPARE(int(missing.supply[0]), 6);
    }

    // Across one opponent's Transporter: that player earns the space's resource; the mover
    // erects a small Moai for 1 resource of the Ahu space.
    void transportPaysTheOpponent() {
        State s = transportPosition();
        s.player[0].moai[0] = 1;
        put(s, 1, 25); // Reeds
        put(s, 0, 26);
        put(s, 0, 35); // Ahu 12, Reeds
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"drop-out", "moai small to 12 via 25"}));
        QCOMPARE_TEXT(describe(s, move("moai small to 12 via 25")),
                      "Transport your small Moai to the Ahu on space 35 (7,4), earning Blue 1 "
                      "Reed, and erect it");
        QCOMPARE(s.apply(move("moai small to 12 via 25")), std::string());
        QCOMPARE(int(s.player[1].res[u(int(Resource::Reeds))]), 2);
        QCOMPARE(int(s.player[0].res[u(int(Resource::Reeds))]), 2);
        QCOMPARE(int(s.ahuMoai[12][0]), 1); // the small Moai
        // The turn goes on while its player may still act in it: 2 Reeds buy Fervent now
        // ("at any moment during your turn"); the player ends it.
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"improve fervent", "end-turn"}));
        QCOMPARE(int(s.whoDecides()), 0);
        QCOMPARE(s.apply(move("end-turn")), std::string());
        QCOMPARE(int(s.whoDecides()), 1); // the next player's transport turn

        // With an own chain beside it, the free path is the only one listed (decision 11).
        State t = transportPosition();
        t.player[0].moai[0] = 1;
        put(t, 1, 25);
        put(t, 0, 26);
        put(t, 0, 33);
        put(t, 0, 34);
        put(t, 0, 35);
        QCOMPARE(legalTexts(t), (std::vector<std::string>{"drop-out", "moai small to 12"}));
        QCOMPARE_TEXT(t.apply(move("moai small to 12 via 25")),
                      "no chain of Transporters from the Crater to that Ahu pays just the spaces "
                      "named, or another pays less");
    }

    // Decision 11: one path per way of paying. To Ahu 12 across Blue's Reeds (25) or Yellow's
    // Pearls (33), then own spaces: both listed; paths that pay the same are listed once.
    void pathsDifferInWhomTheyPay() {
        State s = transportPosition();
        s.player[0].moai[0] = 1;
        put(s, 1, 25);
        put(s, 2, 33);
        put(s, 0, 26);
        put(s, 0, 34);
        put(s, 0, 35);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"drop-out", "moai small to 12 via 25",
                                                          "moai small to 12 via 33"}));
        // Blue on both: a Reed or a Pearl for Blue, still two ways.
        s.owner[33] = 1;
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"drop-out", "moai small to 12 via 25",
                                                          "moai small to 12 via 33"}));
        // A Pukao pays 1 Reed on either of Blue's spaces: one way is enough.
        State t = transportPosition();
        t.ahuMoai[14][0] = 1;
        t.player[0].res = {1, 1, 1, 1};
        put(t, 1, 22);
        put(t, 1, 30);
        put(t, 0, 31);
        put(t, 0, 38); // Ahu 14
        QCOMPARE(legalTexts(t).size(), std::size_t(2));
        QCOMPARE(legalTexts(t)[0], std::string("drop-out"));
        t.owner[22] = 2; // Yellow's now: whom it pays differs
        QCOMPARE(legalTexts(t), (std::vector<std::string>{"drop-out", "pukao to 14 via 22",
                                                          "pukao to 14 via 30"}));
    }

    // An "a/b" space: its owner chooses, inside the mover's turn.
    void ownerChoosesOnAnABSpace() {
        State s = transportPosition();
        s.player[0].moai[1] = 1;
        put(s, 0, 16);
        put(s, 2, 17); // Reeds/Pearls
        put(s, 0, 18); // Ahu 8, Eggs
        QCOMPARE(s.apply(move("moai medium to 8 via 17")), std::string());
        QCOMPARE(int(s.phase), int(Phase::Payment));
        QCOMPARE(int(s.whoDecides()), 2);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"earn reeds", "earn pearls"}));
        QCOMPARE(s.apply(move("earn pearls")), std::string());
        QCOMPARE(int(s.player[2].res[u(int(Resource::Pearls))]), 2);
        QCOMPARE(int(s.player[0].res[u(int(Resource::Eggs))]), 4); // 1 + 3 for a medium Moai
        QCOMPARE(int(s.whoDecides()), 0); // the mover's turn goes on: Artistic is affordable
        QCOMPARE(s.apply(move("end-turn")), std::string());
        QCOMPARE(int(s.whoDecides()), 1);
    }

    // A Pukao transport pays 1 Reed whatever the space; styling with 4 Eggs gives the Chicken
    // worth 8, and fatigues the Transporter.
    void pukaoPaysOneReedAndChickenEight() {
        State s = transportPosition();
        s.ahuMoai[14][1] = 1; // a medium Moai erected in an earlier round
        put(s, 1, 30);        // Eggs/Wood
        put(s, 0, 37);
        put(s, 0, 38); // Ahu 14
        s.player[0].res = {0, 4, 0, 0};
        QCOMPARE(s.apply(move("pukao to 14 via 30")), std::string());
        QCOMPARE(s.player[1].res, (std::array<std::uint8_t, 4>{2, 1, 1, 1}));
        QCOMPARE(int(s.phase), int(Phase::Style));
        QCOMPARE(int(s.tired[38]), 1);
        QCOMPARE(int(s.fresh[38]), 0);
        QCOMPARE(legalTexts(s),
                 (std::vector<std::string>{"offer hut paying eggs+eggs+eggs+eggs",
                                           "offer chicken paying eggs+eggs+eggs+eggs"}));
        QCOMPARE(s.apply(move("offer chicken paying eggs+eggs+eggs+eggs")), std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{0, 0, 0, 0}));
        QCOMPARE(score(s, 0).offerings, 8);
        QCOMPARE(int(s.ahuStyled[14][1]), 1);
        QCOMPARE(int(s.pukao), 19);
        // No Pukao may go where the mover cannot pay for an Offering.
        State poor = transportPosition();
        poor.ahuMoai[14][1] = 1;
        put(poor, 0, 30);
        put(poor, 0, 37);
        put(poor, 0, 38);
        poor.player[0].res = {1, 1, 1, 0};
        QCOMPARE(legalTexts(poor), std::vector<std::string>{"drop-out"});
    }

    // 4 Pearls: the Necklace worth 12. Conversion downwards: 2 Wood and 2 Pearls buy a Hut,
    // a Chicken, a Hatchet or a Boat, never a Necklace.
    void necklaceAndConversion() {
        State s = transportPosition();
        s.phase = Phase::Style;
        s.player[0].res = {0, 0, 0, 4};
        QCOMPARE(s.apply(move("offer necklace paying pearls+pearls+pearls+pearls")), std::string());
        QCOMPARE(score(s, 0).offerings, 12);

        State t = transportPosition();
        t.phase = Phase::Style;
        t.player[0].res = {0, 0, 2, 2};
        QCOMPARE(legalTexts(t),
                 (std::vector<std::string>{"offer hut paying wood+wood+pearls+pearls",
                                           "offer chicken paying wood+wood+pearls+pearls",
                                           "offer hatchet paying wood+wood+pearls+pearls",
                                           "offer boat paying wood+wood+pearls+pearls"}));
        QCOMPARE(t.apply(move("offer hatchet paying wood+wood+pearls+pearls")), std::string());
        QCOMPARE(t.player[0].res, (std::array<std::uint8_t, 4>{0, 0, 0, 0}));
        QCOMPARE(score(t, 0).offerings, 9);
    }

    // "When you place a Pukao, you may convert any number of Resources into an equal number
    // of lower-value Resources": the player picks them. Paying the Hut with 4 Eggs keeps 2
    // real Reeds for Fervent, which takes no conversion.
    void thePlayerChoosesWhatToConvert() {
        State s = transportPosition();
        s.phase = Phase::Style;
        s.player[0].res = {2, 4, 0, 0};
        QCOMPARE(legalTexts(s),
                 (std::vector<std::string>{"offer hut paying reeds+reeds+eggs+eggs",
                                           "offer hut paying reeds+eggs+eggs+eggs",
                                           "offer hut paying eggs+eggs+eggs+eggs",
                                           "offer chicken paying eggs+eggs+eggs+eggs"}));
        QCOMPARE_TEXT(describe(s, move("offer hut paying reeds+eggs+eggs+eggs")),
                      "Pay 1 Reed and 3 Eggs for a Hut Offering tile");
        QCOMPARE_TEXT(s.apply(move("offer hut paying reeds+reeds+reeds+eggs")),
                      "that payment spends resources you do not hold");
        QCOMPARE(s.apply(move("offer hut paying eggs+eggs+eggs+eggs")), std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{2, 0, 0, 0}));
        QCOMPARE(score(s, 0).offerings, 7);
        QCOMPARE(int(s.whoDecides()), 0); // Fervent is still affordable in the turn
        QVERIFY(offered(s, "improve fervent"));
    }

    // "In addition, ... you can place your Chief on the Moai Quarry" (French: "en même temps
    // qu'il pose un Sorcier ou un Villageois"): the Chief comes with another figurine, in the
    // same turn; alone it takes no turn.
    void theChiefComesWithAnotherFigurine() {
        State s = State::setup(board34(), {3, true}, 1);
        s.order = {0, 1, 2};
        s.decider = 0;
        s.player[0].res = {1, 1, 1, 3};
        QCOMPARE(s.apply(move("improve chief")), std::string());
        QVERIFY(!offered(s, "chief small"));
        QCOMPARE_TEXT(s.apply(move("chief small")),
                      "the Chief is placed together with a Villager or the Sorcerer, after it");
        QCOMPARE(s.apply(move("villager 12")), std::string());
        QCOMPARE(int(s.whoDecides()), 0); // the same turn
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"chief small", "chief medium",
                                                          "chief large", "end-turn"}));
        QCOMPARE_TEXT(s.apply(move("villager 13")),
                      "this turn's figurine is already placed; end the turn");
        QCOMPARE(s.apply(move("chief medium")), std::string());
        QCOMPARE(int(s.player[0].chief), int(Spot::Quarry));
        QCOMPARE(int(s.player[0].extra[1]), 1);
        QCOMPARE(int(s.whoDecides()), 1); // nothing left to do: the turn ended
    }

    // Barter "at any time during one of your turns": a placement is a turn. 3 Wood become 3
    // Pearls to buy the Chief before placing a Villager. The rules 2 text of that exchange
    // ("barter wood pearls") still reads as it.
    void barterInAPlacementTurn() {
        State s = State::setup(board34(), {3, false}, 1);
        s.order = {0, 1, 2};
        s.decider = 0;
        s.player[0].tiles[u(int(Tile::Barter))] = 1;
        s.player[0].res = {1, 1, 3, 0};
        QVERIFY(offered(s, "barter wood+wood+wood for pearls+pearls+pearls tile"));
        QCOMPARE(move("barter wood pearls tile"),
                 move("barter wood+wood+wood for pearls+pearls+pearls tile"));
        QCOMPARE(s.apply(move("barter wood pearls tile")), std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{1, 1, 0, 3}));
        QCOMPARE(s.apply(move("improve chief")), std::string());
        QCOMPARE(s.apply(move("villager 12")), std::string());
        QCOMPARE(s.apply(move("chief large")), std::string());
        QCOMPARE(int(s.player[0].extra[2]), 1);
    }

    // Barter as the French original words it: "Échangez 3 de vos Ressources contre 3
    // Ressources de votre choix" (decision 17). Any 3 held for any 3; a Resource given and taken
    // back changes nothing, so each choice names what changes hands: 1 to 3 of each side.
    void barterAnyThreeForAnyThree() {
        State s = State::setup(board34(), {3, false}, 1);
        s.order = {0, 1, 2};
        s.decider = 0;
        s.player[0].tiles[u(int(Tile::Barter))] = 1;
        s.player[0].tablet = 0;
        s.player[0].res = {1, 1, 1, 0};
        // A Reed, an Egg and a Wood for the 3 Pearls of the Chief.
        QVERIFY(offered(s, "barter reeds+eggs+wood for pearls+pearls+pearls tile"));
        QCOMPARE_TEXT(describe(s, move("barter reeds+eggs+wood for pearls+pearls+pearls tile")),
                      "Exchange 1 Reed, 1 Egg and 1 Wood for 3 Pearls (playing Barter)");
        // One for one: the other two given are taken back.
        QVERIFY(offered(s, "barter reeds for pearls tile"));
        QVERIFY(!offered(s, "barter reeds+reeds for pearls+pearls tile")); // 1 Reed held
        QVERIFY(!offered(s, "barter reeds+eggs for eggs+pearls tile"));    // Eggs both ways
        State one = s;
        QCOMPARE(one.apply(move("barter reeds for pearls tile")), std::string());
        QCOMPARE(one.player[0].res, (std::array<std::uint8_t, 4>{0, 1, 1, 1}));
        QCOMPARE(int(one.player[0].tiles[u(int(Tile::Barter))]), 0);
        // Every exchange of 1, 2 or 3 Resources between kinds: 146 with 3 of each held.
        s.player[0].res = {3, 3, 3, 3};
        const auto all = legalTexts(s);
        QCOMPARE(std::count_if(all.begin(), all.end(),
                               [](const std::string& t) { return t.rfind("barter ", 0) == 0; }),
                 146);
        // 3 Resources must be held to give 3.
        s.player[0].res = {2, 0, 0, 0};
        QVERIFY(!offered(s, "barter reeds for eggs tile"));
        QCOMPARE_TEXT(s.apply(move("barter reeds for eggs tile")),
                      "Barter exchanges 3 of your Resources: you hold fewer");
        // What goes beyond 10 is lost, and the choice says so.
        s.player[0].res = {3, 9, 0, 0};
        QCOMPARE_TEXT(describe(s, move("barter reeds+reeds+reeds for eggs+eggs+eggs tile")),
                      "Exchange 3 Reeds for 3 Eggs (playing Barter)");
        QCOMPARE(s.apply(move("barter reeds+reeds+reeds for eggs+eggs+eggs tile")), std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{0, 10, 0, 0}));
    }

    // The Tablet copies "n'importe quelle tuile Ahu en jeu ou non" (the French original, no
    // exception): Take Your Pick too, once, at a styling. The English edition excepts it.
    void tabletCopiesTakeYourPick() {
        State s = transportPosition();
        s.phase = Phase::Style;
        s.carrying = kSizes;
        s.dest = 14;
        s.ahuMoai[14][1] = 1;
        s.ahuStyled[14][1] = 1;
        s.player[0].tablet = 1;
        s.player[0].res = {0, 0, 4, 0};
        QVERIFY(offered(s, "offer boat outstanding-by-tablet paying wood+wood+wood+wood"));
        QVERIFY(!offered(s, "offer boat outstanding paying wood+wood+wood+wood")); // no tile held
        QCOMPARE_TEXT(
            describe(s, move("offer boat outstanding-by-tablet paying wood+wood+wood+wood")),
            "Pay 4 Wood for an Outstanding Boat Offering tile (discarding the "
            "Rongorongo Tablet as Take Your Pick)");
        QCOMPARE(s.apply(move("offer boat outstanding-by-tablet paying wood+wood+wood+wood")),
                 std::string());
        QCOMPARE(int(s.player[0].tablet), 0);
        QCOMPARE(score(s, 0).offerings, 11); // the Outstanding Boat
        QCOMPARE(score(s, 0).tablet, 0);
        // Gain Favor's power is 3 points at the end, the unused Tablet's own: never offered.
        State t = State::setup(board34(), {3, false}, 1);
        QCOMPARE(int(t.powerOf(0, Tile::GainFavor)), int(Via::None));
        QCOMPARE(int(t.powerOf(0, Tile::TakeYourPick)), int(Via::Tablet));
    }

    // The rulebook's example of two Moai on one Ahu space: Blue (Dolphin) erects a small Moai
    // on an Eggs Ahu, earning Yellow (Moray) 1 Reed on the way, and takes 1 Egg; "On a later
    // turn" Blue erects a medium Moai "on this space" for 3 Eggs. Only the first takes the Ahu
    // tile. Yellow then styles the medium Moai (4 Eggs: the Chicken, 8 points), Blue the small
    // one (4 Pearls: the Necklace, 12). The end counts Ahu spaces without a Moai.
    void severalMoaiOnOneAhu() {
        State s = transportPosition(3);
        s.order = {1, 2, 0};
        s.decider = 1;
        s.player[1].moai = {1, 1, 0};
        --s.supply[0];
        --s.supply[1];
        s.ahuTile[8] = std::int8_t(Tile::Rest);
        put(s, 1, 16);
        put(s, 2, 17);    // Reeds/Pearls: Yellow takes a Reed
        put(s, 1, 18, 2); // Ahu 8, Eggs: two standing Transporters of Blue's
        QCOMPARE(s.apply(move("moai small to 8 via 17")), std::string());
        QCOMPARE(s.apply(move("earn reeds")), std::string());
        QCOMPARE(int(s.player[1].res[1]), 2); // 1 + 1 Egg
        QCOMPARE(int(s.player[1].tiles[u(int(Tile::Rest))]), 1);
        QCOMPARE(s.emptyAhu(), 20);
        if (s.whoDecides() == 1) QCOMPARE(s.apply(move("end-turn")), std::string());
        QCOMPARE(s.apply(move("drop-out")), std::string()); // Yellow
        QCOMPARE(s.apply(move("drop-out")), std::string()); // Green
        QVERIFY(offered(s, "moai medium to 8 via 17"));
        QCOMPARE_TEXT(describe(s, move("moai medium to 8 via 17")),
                      "Transport your medium Moai to the Ahu on space 18 (7,2), earning Yellow 1 "
                      "Reed or Pearl, and erect it");
        QCOMPARE(s.apply(move("moai medium to 8 via 17")), std::string());
        QCOMPARE(s.apply(move("earn reeds")), std::string());
        QCOMPARE(int(s.player[2].res[0]), 3); // a Reed each time
        QCOMPARE(int(s.player[1].res[1]), 5); // + 3 Eggs
        QCOMPARE(s.ahuMoai[8], (std::array<std::uint8_t, 3>{1, 1, 0}));
        QCOMPARE(int(s.tired[18]), 2);
        QCOMPARE(s.emptyAhu(), 20);                              // still one Ahu space with Moai
        QCOMPARE(int(s.player[1].tiles[u(int(Tile::Rest))]), 1); // no second tile

        // A Pukao goes onto "any unstyled Moai of the space": the medium one first (decision 34).
        State p = transportPosition(3);
        p.order = {2, 1, 0};
        p.decider = 2;
        p.ahuMoai[14] = {1, 1, 0};
        put(p, 1, 30); // Eggs/Wood: a Pukao pays 1 Reed
        put(p, 2, 37);
        put(p, 2, 38); // Ahu 14
        p.player[2].res = {0, 4, 0, 0};
        QCOMPARE_TEXT(describe(p, move("pukao to 14 via 30")),
                      "Transport a Pukao to the Ahu on space 38 (3,5), earning Blue 1 Reed, and "
                      "style its medium Moai");
        QCOMPARE(p.apply(move("pukao to 14 via 30")), std::string());
        QCOMPARE(p.apply(move("offer chicken paying eggs+eggs+eggs+eggs")), std::string());
        QCOMPARE(score(p, 2).offerings, 8);
        QCOMPARE(p.ahuStyled[14], (std::array<std::uint8_t, 3>{0, 1, 0}));
        QCOMPARE(p.unstyledOn(14), 1);
        // Later Blue styles the small one with 4 Pearls: the Necklace, 12 points.
        State q = transportPosition(3);
        q.order = {1, 2, 0};
        q.decider = 1;
        q.ahuMoai[14] = {1, 1, 0};
        q.ahuStyled[14] = {0, 1, 0};
        q.pukao = 19;
        put(q, 2, 30);
        put(q, 1, 37);
        put(q, 1, 38);
        q.player[1].res = {0, 0, 0, 4};
        QCOMPARE(q.apply(move("pukao to 14 via 30")), std::string());
        QCOMPARE(q.apply(move("offer necklace paying pearls+pearls+pearls+pearls")), std::string());
        QCOMPARE(score(q, 1).offerings, 12);
        QCOMPARE(q.ahuStyled[14], (std::array<std::uint8_t, 3>{1, 1, 0}));
        QVERIFY(!offered(q, "pukao to 14 via 30")); // every Moai there styled
    }

    // Erected Moai stay: when the Moai left (supply and sculpted) are too few for the empty
    // Ahu the rule needs, it can never end the game, which ends at that round's end
    // (decision 35). The AI and the bots keep 2 Moai to spare before erecting beside another.
    void tooFewMoaiLeftEndsTheGame() {
        State s = transportPosition(3);
        // 14 Moai erected two by two on 7 Ahu: 14 empty, 3 may stay empty, 11 to fill.
        s.supply = {0, 0, 0};
        int a = 0;
        for (int z = 0; z < kSizes; ++z)
            for (int k = 0; k < kMoaiCount[u(z)]; ++k, ++a)
                if (a < 14)
                    ++s.ahuMoai[u(a / 2)][u(z)];
                else
                    ++s.supply[u(z)];
        QCOMPARE(s.moaiLeft(), 7);
        QCOMPARE(s.ahuToEnd(), 11);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(s.apply(move("drop-out")), std::string());
        QVERIFY(s.over());
        QCOMPARE(int(s.endReason), int(EndReason::NoMoai));
        // The sense: 3 players have 21 Moai for the 18 Ahu the rule needs, 3 to spare. With 12
        // Ahu filled and a medium Moai sculpted, 9 are left for 6 Ahu: one may go beside
        // another; after that, with 2 to spare, none.
        State t = transportPosition(3);
        t.supply = {0, 3, 6};
        for (int k = 0; k < 12; ++k)
            t.ahuMoai[u(k)][k < 8 ? 0 : 1] = 1;
        t.player[0].moai[1] = 1;
        --t.supply[1];
        QCOMPARE(t.moaiLeft() - t.ahuToEnd(), 3);
        QVERIFY(!t.stacksPastTheEnd(move("moai medium to 0")));
        ++t.ahuMoai[1][2];
        --t.supply[2];
        QCOMPARE(t.moaiLeft() - t.ahuToEnd(), 2);
        QVERIFY(t.stacksPastTheEnd(move("moai medium to 0")));
        QVERIFY(!t.stacksPastTheEnd(move("moai medium to 15"))); // an empty Ahu
    }

    // A large Moai on a Reeds space gives 5 Reeds and fatigues the Transporter.
    void erectLargeOnReeds() {
        State s = transportPosition();
        s.player[0].moai[2] = 1;
        put(s, 0, 33);
        put(s, 0, 39); // Ahu 15, Reeds
        s.ahuTile[15] = std::int8_t(Tile::GainFavor);
        QCOMPARE(s.apply(move("moai large to 15")), std::string());
        QCOMPARE(int(s.player[0].res[0]), 6);
        QCOMPARE(int(s.fresh[39]), 0);
        QCOMPARE(int(s.tired[39]), 1);
        QCOMPARE(int(s.player[0].tiles[u(int(Tile::GainFavor))]), 1);
        QCOMPARE(int(s.ahuTile[15]), kNone);
        QCOMPARE(score(s, 0).favor, 3); // Gain Favor: 3 points at the end
        // A fatigued Transporter still carries but erects nothing more.
        s.player[0].moai[0] = 1;
        s.decider = 0;
        s.turn = 0;
        QVERIFY(!offered(s, "moai small to 15"));
        // Resources never pass 10.
        State full = transportPosition();
        full.player[0].moai[2] = 1;
        full.player[0].res[0] = 8;
        put(full, 0, 33);
        put(full, 0, 39);
        QCOMPARE(full.apply(move("moai large to 15")), std::string());
        QCOMPARE(int(full.player[0].res[0]), 10);
    }

    // Fervent: each erected resource may be taken one step higher, one by one.
    void fervent() {
        State s = transportPosition();
        s.player[0].improvements = 1u << int(Improvement::Fervent);
        s.player[0].moai[1] = 1;
        put(s, 0, 16);
        put(s, 0, 17);
        put(s, 0, 18); // Ahu 8, Eggs
        QCOMPARE(s.apply(move("moai medium to 8")), std::string());
        QCOMPARE(int(s.phase), int(Phase::Erect));
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"erect 0 higher", "erect 1 higher",
                                                          "erect 2 higher", "erect 3 higher"}));
        QCOMPARE(s.apply(move("erect 2 higher")), std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{1, 2, 3, 1}));
    }

    // Take Three More with Fervent: 5 + 3 Reeds, all taken as Eggs.
    void takeThreeMoreWithFervent() {
        State s = transportPosition();
        s.player[0].improvements = 1u << int(Improvement::Fervent);
        s.player[0].tiles[u(int(Tile::TakeThreeMore))] = 1;
        s.boxed[u(int(Tile::TakeThreeMore))] -= 1;
        s.player[0].moai[2] = 1;
        put(s, 0, 33);
        put(s, 0, 39); // Ahu 15, Reeds
        QCOMPARE(s.apply(move("moai large to 15")), std::string());
        QVERIFY(offered(s, "take-more 3 tile"));
        QCOMPARE(s.apply(move("take-more 3 tile")), std::string());
        QCOMPARE(int(s.gain), 8);
        QVERIFY(!offered(s, "take-more 3 tile"));
        QCOMPARE(s.apply(move("erect 8 higher")), std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{1, 9, 1, 1}));
        QCOMPARE(int(s.played[u(int(Tile::TakeThreeMore))]), 1);
    }

    // Skimp: 2 Eggs buy a Chicken; with a Hatchet, the player picks the 2 different ones.
    void skimp() {
        State s = transportPosition();
        s.phase = Phase::Style;
        s.player[0].tiles[u(int(Tile::Skimp))] = 2;
        s.player[0].res = {1, 2, 0, 1};
        QVERIFY(!offered(s, "offer chicken paying eggs+eggs+pearls"));
        QCOMPARE(s.apply(move("offer chicken skimp paying eggs+eggs tile")), std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{1, 0, 0, 1}));
        QCOMPARE(score(s, 0).offerings, 8);
        QCOMPARE(int(s.player[0].tiles[u(int(Tile::Skimp))]), 1);
        s.phase = Phase::Style;
        s.decider = 0;
        QCOMPARE(legalTexts(s),
                 (std::vector<std::string>{"offer hut skimp paying reeds+pearls tile",
                                           "offer hatchet skimp reeds+pearls tile"}));
        QCOMPARE(s.apply(move("offer hatchet skimp reeds+pearls tile")), std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{0, 0, 0, 0}));
        QCOMPARE(score(s, 0).offerings, 8 + 9);
    }

    // Artistic: 4 Eggs, and the next higher Offering, a Hatchet.
    void artistic() {
        State s = transportPosition();
        s.phase = Phase::Style;
        s.player[0].improvements = 1u << int(Improvement::Artistic);
        s.player[0].res = {0, 4, 0, 0};
        QVERIFY(offered(s, "offer chicken artistic paying eggs+eggs+eggs+eggs"));
        QCOMPARE_TEXT(describe(s, move("offer chicken artistic paying eggs+eggs+eggs+eggs")),
                      "Pay 4 Eggs for a Hatchet Offering tile (Artistic)");
        QCOMPARE(s.apply(move("offer chicken artistic paying eggs+eggs+eggs+eggs")), std::string());
        QCOMPARE(score(s, 0).offerings, 9);
        QCOMPARE(int(s.stackLeft[u(int(Offering::Hatchet))]), 3);
    }

    // Take Your Pick: "you can" take the Outstanding tile, the highest of the type, instead of
    // the stack's; the tile stays.
    void takeYourPick() {
        State s = transportPosition();
        s.phase = Phase::Style;
        s.player[0].tiles[u(int(Tile::TakeYourPick))] = 1;
        s.player[0].res = {0, 0, 0, 4};
        QVERIFY(offered(s, "offer necklace paying pearls+pearls+pearls+pearls"));
        QVERIFY(offered(s, "offer necklace outstanding paying pearls+pearls+pearls+pearls"));
        QCOMPARE_TEXT(
            describe(s, move("offer necklace outstanding paying pearls+pearls+pearls+pearls")),
            "Pay 4 Pearls for an Outstanding Necklace Offering tile");
        QCOMPARE(s.apply(move("offer necklace outstanding paying pearls+pearls+pearls+pearls")),
                 std::string());
        QCOMPARE(score(s, 0).offerings, 14);
        QCOMPARE(int(s.player[0].tiles[u(int(Tile::TakeYourPick))]), 1);
    }

    // Barter 3 Eggs for 3 Pearls; Rest stands a fatigued Transporter up. Both in one's own turn,
    // before the main choice.
    void barterAndRest() {
        State s = transportPosition();
        s.player[0].tiles[u(int(Tile::Barter))] = 1;
        s.player[0].tiles[u(int(Tile::Rest))] = 1;
        s.player[0].res = {1, 4, 1, 1};
        s.owner[39] = 0;
        s.tired[39] = 1;
        QCOMPARE(s.apply(move("barter eggs+eggs+eggs for pearls+pearls+pearls tile")),
                 std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{1, 1, 1, 4}));
        QCOMPARE(int(s.whoDecides()), 0);
        QCOMPARE(s.apply(move("rest 39 tile")), std::string());
        QCOMPARE(int(s.fresh[39]), 1);
        QCOMPARE(int(s.tired[39]), 0);
        QCOMPARE(int(s.whoDecides()), 0);
        QCOMPARE(int(s.player[0].tiles[u(int(Tile::Barter))]), 0);
        QVERIFY(!offered(s, "barter pearls for eggs tile")); // the tile is spent
        QVERIFY(!offered(s, "barter pearls for eggs tablet"));
    }

    // Chip In: a virtual Sculptor even when every space of the column is taken.
    void chipInBeyondFullColumns() {
        State s = sculptingPosition({0, 1, 2, 3});
        s.player[1].sculptors = {5, 0, 0};
        giveTile(s, 0, Tile::ChipIn);
        s.startPhaseTwo();
        QCOMPARE(int(s.phase), int(Phase::ChipIn));
        QCOMPARE(int(s.whoDecides()), 0);
        QCOMPARE(s.apply(move("chip-in small tile")), std::string());
        QCOMPARE(s.player[0].moai, (std::array<std::uint8_t, 3>{1, 0, 0}));
        QCOMPARE(s.player[0].chipIn, (std::array<std::uint8_t, 3>{0, 0, 0})); // virtual: gone
    }

    // Change Jobs: the Sorcerer becomes a Sculptor (even in a full column) or a Transporter.
    void changeJobs() {
        State s = sculptingPosition({0, 1, 2, 3});
        s.player[1].sculptors = {3, 0, 0};
        s.player[2].sculptors = {2, 0, 0};
        giveTile(s, 0, Tile::ChangeJobs);
        settle(s);
        State island = s;
        s.startPhaseTwo();
        QCOMPARE(int(s.phase), int(Phase::ChangeJobs));
        QCOMPARE(s.apply(move("change-jobs quarry small tile")), std::string());
        QCOMPARE(s.player[0].moai, (std::array<std::uint8_t, 3>{1, 0, 0}));
        QCOMPARE_TEXT(checkInvariants(s), std::string());
        island.startPhaseTwo();
        QCOMPARE(island.apply(move("change-jobs island 25 tile")), std::string());
        QCOMPARE(int(island.owner[25]), 0);
        QCOMPARE(int(island.fresh[25]), 1);
        QCOMPARE_TEXT(checkInvariants(island), std::string());
    }

    // Lend a Hand: the Chief leaves the quarry as a Transporter, and never tires.
    void lendAHand() {
        State s = sculptingPosition({0, 1, 2, 3});
        s.player[0].improvements = 1u << int(Improvement::Chief);
        s.player[0].chief = Spot::Quarry;
        s.player[0].chiefAt = 2;
        s.player[0].extra = {0, 0, 1};
        s.player[0].sculptors = {1, 1, 0};
        giveTile(s, 0, Tile::LendAHand);
        settle(s);
        s.startPhaseTwo();
        QCOMPARE(s.apply(move("sculpt 1 large 0 medium")), std::string());
        QCOMPARE(int(s.phase), int(Phase::LendAHand));
        QCOMPARE(s.apply(move("lend-a-hand chief 39 tile")), std::string());
        if (s.ahuTile[15] != kNone) { // a plain Ahu for this test
            ++s.boxed[u(s.ahuTile[15])];
            s.ahuTile[15] = kNone;
        }
        QCOMPARE(int(s.phase), int(Phase::Transport));
        put(s, 0, 33);
        --s.player[0].villagersHome;
        QCOMPARE(s.apply(move("moai large to 15")), std::string());
        QCOMPARE(int(s.fresh[39]), 1);
        QCOMPARE(int(s.tired[39]), 0);
        QCOMPARE(int(s.player[0].res[0]), 6);
        QCOMPARE_TEXT(checkInvariants(s), std::string());
    }

    // The Rongorongo Tablet copies a tile it does not hold; unused, it is worth 3.
    void rongorongoTablet() {
        State s = transportPosition();
        s.player[0].tablet = 1;
        s.player[0].res = {1, 3, 1, 1};
        QCOMPARE(score(s, 0).tablet, 3);
        QVERIFY(offered(s, "barter eggs+eggs+eggs for pearls+pearls+pearls tablet"));
        QCOMPARE_TEXT(describe(s, move("barter eggs+eggs+eggs for pearls+pearls+pearls tablet")),
                      "Exchange 3 Eggs for 3 Pearls (discarding the Rongorongo Tablet as Barter)");
        QCOMPARE(s.apply(move("barter eggs+eggs+eggs for pearls+pearls+pearls tablet")),
                 std::string());
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{1, 0, 1, 4}));
        QCOMPARE(score(s, 0).tablet, 0);
        QVERIFY(!offered(s, "barter pearls+pearls+pearls for eggs+eggs+eggs tablet"));
    }

    // Improvements: bought in one's own turn, at most 3 of 4; Popular's Villager is placed
    // from the next placement on.
    void improvements() {
        State s = State::setup(board34(), {3, true}, 1);
        s.order = {0, 1, 2};
        s.decider = 0;
        s.player[0].res = {2, 2, 2, 3};
        QCOMPARE(s.apply(move("improve popular")), std::string());
        QCOMPARE(int(s.player[0].villagersHome), 5);
        QCOMPARE(s.apply(move("improve chief")), std::string());
        QVERIFY(!offered(s, "chief medium")); // only together with another figurine
        QCOMPARE(s.apply(move("improve fervent")), std::string());
        QCOMPARE_TEXT(s.apply(move("improve artistic")), "at most 3 Improvements may be added");
        QCOMPARE(s.player[0].res, (std::array<std::uint8_t, 4>{0, 2, 0, 0}));
        QCOMPARE(int(s.whoDecides()), 0);
    }

    // Bought in a transport turn, Popular's Villager and the Chief join the next round.
    void improvementsInPhaseThree() {
        State s = transportPosition(3);
        s.player[0].res = {0, 0, 2, 3};
        QCOMPARE(s.apply(move("improve popular")), std::string());
        QCOMPARE(s.apply(move("improve chief")), std::string());
        QCOMPARE(int(s.player[0].villagers), 5);
        QCOMPARE(int(s.player[0].chief), int(Spot::Out));
        for (int p = 0; p < 3; ++p)
            QCOMPARE(s.apply(move("drop-out")), std::string());
        QCOMPARE(int(s.round), 2);
        QCOMPARE(int(s.player[0].villagersHome), 5);
        QCOMPARE(int(s.player[0].chief), int(Spot::Hand));
        s.decider = 0;
        QVERIFY(!offered(s, "chief large"));
        QCOMPARE(s.apply(move("villager 12")), std::string());
        QVERIFY(offered(s, "chief large"));
    }

    // Take Two More through the Tablet: a Moai on an Eggs space, 1 + 2 Eggs.
    void takeTwoMoreThroughTheTablet() {
        State s = transportPosition();
        s.player[0].tablet = 1;
        s.player[0].moai[0] = 1;
        put(s, 0, 16);
        put(s, 0, 17);
        put(s, 0, 18); // Ahu 8, Eggs
        QCOMPARE(s.apply(move("moai small to 8")), std::string());
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"take-more 2 tablet",
                                                          "take-more 3 tablet", "erect 0 higher"}));
        QCOMPARE_TEXT(describe(s, move("take-more 2 tablet")),
                      "Take 2 additional Resources (discarding the Rongorongo Tablet as Take "
                      "Two More)");
        QCOMPARE(s.apply(move("take-more 2 tablet")), std::string());
        QCOMPARE(legalTexts(s), std::vector<std::string>{"erect 0 higher"});
        QCOMPARE(s.apply(move("erect 0 higher")), std::string());
        QCOMPARE(int(s.player[0].res[1]), 4);
        QCOMPARE(score(s, 0).tablet, 0);
    }

    void describeInTheRulebooksWords() {
        State s = State::setup(board34(), {3, true}, 1);
        QCOMPARE_TEXT(describe(s, move("sorcerer 1")),
                      "Place your Sorcerer on the first space of the turn order track");
        QCOMPARE_TEXT(describe(s, move("sculptor large")),
                      "Place a Villager in the Moai Quarry's large column as a Sculptor");
        QCOMPARE_TEXT(describe(s, move("villager 25")),
                      "Place a Villager on space 25 (6,3) as a Transporter");
        QCOMPARE_TEXT(describe(s, move("improve chief")), "Add the Chief Improvement (3 Pearls)");
        QCOMPARE_TEXT(describe(s, move("keep")), "Keep your Ahu tiles for later");
        QCOMPARE_TEXT(describe(s, move("barter eggs+eggs+eggs for pearls+pearls+pearls tile")),
                      "Exchange 3 Eggs for 3 Pearls (playing Barter)");
        QCOMPARE_TEXT(describe(s, move("drop-out")), "Drop out of this transport phase");
        QCOMPARE_TEXT(describe(s, move("offer necklace paying pearls+pearls+pearls+pearls")),
                      "Pay 4 Pearls for a Necklace Offering tile");
        qDebug("sizeof(State) = %d bytes", int(sizeof(State)));
    }

    // The end: at most as many empty Ahu as players at a round's end (two players: fewer
    // than 3); else the next round, the unerected Moai back to the supply.
    void endOfTheGame() {
        for (const auto& [empty, over] : {std::pair{4, false}, std::pair{3, true}}) {
            State s = transportPosition(3);
            for (int a = 0; a < 21 - empty; ++a)
                s.ahuMoai[u(a)][0] = 1;
            s.player[1].moai[2] = 1;
            for (int p = 0; p < 3; ++p)
                QCOMPARE(s.apply(move("drop-out")), std::string());
            QCOMPARE(s.over(), over);
            if (over) {
                QCOMPARE(int(s.endReason), int(EndReason::Rule));
                QVERIFY(!winners(s).empty());
            } else {
                QCOMPARE(int(s.round), 2);
                QCOMPARE(int(s.phase), int(Phase::Place));
                QCOMPARE(int(s.player[1].moai[2]), 0);
                QCOMPARE(int(s.player[1].villagersHome), 4);
            }
        }
        for (const auto& [empty, over] : {std::pair{3, false}, std::pair{2, true}}) {
            State s = State::setup(board2(), {2, true}, 1);
            s.order = {0, 1};
            s.phase = Phase::Transport;
            s.turn = 0;
            s.decider = 0;
            for (int a = 0; a < 15 - empty; ++a)
                s.ahuMoai[u(a)][0] = 1;
            QCOMPARE(s.apply(move("drop-out")), std::string());
            QCOMPARE(s.apply(move("drop-out")), std::string());
            QCOMPARE(s.over(), over);
        }
        // Decision 16: the 30th round is the last.
        State capped = transportPosition(3);
        capped.round = 30;
        for (int p = 0; p < 3; ++p)
            QCOMPARE(capped.apply(move("drop-out")), std::string());
        QCOMPARE(int(capped.endReason), int(EndReason::RoundCap));
    }

    // Shared victory on equal scores.
    void tiesShareTheVictory() {
        State s = transportPosition(3);
        s.player[0].res = {2, 2, 2, 2};
        s.player[2].res = {8, 0, 0, 0};
        s.phase = Phase::Over;
        s.endReason = EndReason::Rule;
        QCOMPARE(winners(s), (std::vector<int>{0, 2}));
    }

    // Two players: from the second player in turn order, each takes one leftover Ahu tile and
    // sets the identical ones aside, until each holds 2.
    void twoPlayerDraft() {
        State s = State::setup(board2(), {2, false}, 4);
        QCOMPARE(int(s.phase), int(Phase::Draft));
        const int second = s.order[1], first = s.order[0];
        QCOMPARE(int(s.whoDecides()), second);
        int leftover = 0;
        for (int n : s.display)
            leftover += n;
        QCOMPARE(leftover, 29 - 15);
        for (int pick = 0; pick < 4; ++pick) {
            const int p = pick % 2 == 0 ? second : first;
            QCOMPARE(int(s.whoDecides()), p);
            ChoiceList l;
            s.legalChoices(l);
            const Choice c = l[0];
            const int kind = c.a;
            QCOMPARE(s.apply(c), std::string());
            QCOMPARE(int(s.display[u(kind)]), 0);
            QCOMPARE(int(s.player[u(p)].tiles[u(kind)]), 1);
            QCOMPARE_TEXT(checkInvariants(s), std::string());
        }
        QCOMPARE(int(s.phase), int(Phase::Place));
        QCOMPARE(int(s.whoDecides()), first);
        for (int n : s.display)
            QCOMPARE(n, 0);
        // Two players: half the Offering stacks, four Moai fewer.
        QCOMPARE(int(s.stackLeft[0]), 2);
        QCOMPARE(int(s.supply[0] + s.supply[1] + s.supply[2]), 17);
    }

    // An illegal choice is refused with its reason, and nothing changes.
    void illegalChoiceRefused() {
        State s = transportPosition();
        s.player[0].moai[0] = 1;
        const std::uint64_t before = s.hash();
        QCOMPARE_TEXT(s.apply(move("villager 3")),
                      "\"villager 3\" is not a legal choice now: it is a transport turn");
        QCOMPARE_TEXT(s.apply(move("moai small to 12")),
                      "you need a standing Transporter of your own on that Ahu");
        QCOMPARE_TEXT(s.apply(move("improve chief")), "not enough pearls for that Improvement");
        QCOMPARE(s.hash(), before);
        QVERIFY(!parseChoice("moai huge to 3"));
        QVERIFY(!parseChoice("sorcerer 9"));
        // Barter lists: low to high, 1 to 3 each side.
        QVERIFY(!parseChoice("barter eggs+reeds for wood"));
        QVERIFY(!parseChoice("barter reeds+reeds+reeds+reeds for wood"));
        QVERIFY(!parseChoice("barter reeds+ for wood"));
        QVERIFY(!parseChoice("barter reeds for"));
    }

    // Arbitrary choices in arbitrary positions: each is applied only when legal; otherwise it
    // is refused with a reason and the position stays as it was.
    void arbitraryChoicesRefusedCleanly() {
        rano::Rng rng(77);
        int refused = 0, applied = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const int players = 2 + int(seed % 3);
            State s = State::setup(players == 2 ? board2() : board34(), {players, false}, seed);
            ChoiceList legal;
            while (!s.over()) {
                for (int k = 0; k < 5; ++k) {
                    Choice c;
                    c.kind = ChoiceKind(rng.below(21));
                    c.a = std::int8_t(int(rng.below(70)) - 2);
                    c.b = std::int8_t(int(rng.below(25)) - 2);
                    c.c = std::uint8_t(rng.below(32));
                    c.via = Via(rng.below(3));
                    c.paid = rng.below(4) ? 0 : rng.next();
                    State t = s;
                    const bool ok = s.isLegal(c);
                    const std::string why = t.apply(c);
                    QCOMPARE(why.empty(), ok);
                    if (ok) {
                        ++applied;
                    } else {
                        ++refused;
                        QCOMPARE(t.hash(), s.hash());
                    }
                }
                s.legalChoices(legal);
                s.applyLegal(legal[rng.below(std::uint32_t(legal.size()))]);
            }
        }
        QVERIFY(refused > 1000);
        Q_UNUSED(applied);
        for (const char* text : {"", "moai", "moai small to", "moai small to 99", "offer gold",
                                 "barter eggs eggs eggs", "sculpt 1 large", "pukao to 3 via",
                                 "villager -1", "sorcerer 0", "keep tablet tablet"})
            QVERIFY2(!parseChoice(text), text);
    }

    void choiceTexts() {
        for (const char* text : {"villager 12",
                                 "sculptor medium",
                                 "sorcerer 2",
                                 "chief large",
                                 "improve fervent",
                                 "keep",
                                 "chip-in small tablet",
                                 "change-jobs quarry large tile",
                                 "change-jobs island 7 tile",
                                 "lend-a-hand 7 tile",
                                 "lend-a-hand chief 7 tablet",
                                 "sculpt 1 large 0 medium",
                                 "rest 7 tile",
                                 "barter eggs+eggs+eggs for pearls+pearls+pearls tablet",
                                 "barter reeds+eggs for wood+pearls tile",
                                 "moai large to 3 via 12 14",
                                 "pukao to 3",
                                 "drop-out",
                                 "earn wood",
                                 "take-more 2 tile",
                                 "erect 1 higher",
                                 "offer chicken artistic skimp tile",
                                 "offer hatchet skimp reeds+pearls tablet",
                                 "offer boat outstanding-by-tablet paying wood+wood+wood+wood",
                                 "draft barter"}) {
            const auto c = parseChoice(text);
            QVERIFY2(c.has_value(), text);
            QCOMPARE(toText(*c), std::string(text));
        }
    }
};

QTEST_APPLESS_MAIN(TestRapaNuiRules)
#include "tst_rapanui_rules.moc"
