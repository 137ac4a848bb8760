#include <QTest>

#include <set>

#include "cards/bots.h"
#include "cards/invariants.h"
#include "cards/scoring.h"
#include "cards/state_json.h"
#include "cards_fixture.h"

using namespace rano::cards;
using namespace cardsfixture;

namespace {
// The types of the face-down cards `owner` laid, in order.
std::vector<int> faceDownTypes(const State& s, int owner) {
    std::vector<int> out;
    for (int i = 0; i < s.faceDownCount; ++i)
        if (s.faceDown[u(i)].owner == owner) out.push_back(s.faceDown[u(i)].type);
    return out;
}

// Seat 1 builds a Moai from a staged turn and lays `hidden` face down; seat 0 gives its first
// held type face up. Seat 1 held exactly `held` before.
State seatOneBuilds(std::array<std::uint8_t, kTypes> held, int hidden) {
    State s = started(2);
    s.active = 1;
    s.decider = 1;
    setHand(s, 1, {Kind::Moai, Kind::Priest, Kind::Priest});
    s.player[1].wood = 7;
    s.player[1].sacrifices = held;
    [&] {
        QCOMPARE(s.apply(Choice::of(ChoiceKind::Moai)), std::string());
        QCOMPARE(s.whoDecides(), 0);
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Sacrifice, 0)), std::string());
        QCOMPARE(s.whoDecides(), 1);
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Sacrifice, hidden)), std::string());
        QCOMPARE(s.apply(Choice::with(ChoiceKind::Offer, 0)), std::string());
    }();
    return s;
}
} // namespace

class TestCardsPlayout : public QObject {
    Q_OBJECT
private slots:
    // A few hundred random games: every card accounted for after every choice, and every game
    // ends (each turn takes at least one card out of the display and deck).
    void randomSoak() {
        int games = 0, moaiGames = 0, substitutions = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const int players = 2 + int(seed % 3);
            State s = State::setup({players}, seed);
            rano::Rng rng(seed * 31);
            ChoiceList legal;
            int decisions = 0;
            bool moai = false;
            QCOMPARE(checkInvariants(s), std::string());
            while (!s.over()) {
                QVERIFY2(decisions < 2000, "the game does not end");
                s.legalChoices(legal);
                QVERIFY(!legal.empty());
                const Choice c = legal[rng.below(std::uint32_t(legal.size()))];
                const int turn = s.turn;
                s.applyLegal(c);
                ++decisions;
                moai = moai || c.kind == ChoiceKind::Moai;
                substitutions += c.kind == ChoiceKind::Substitute;
                QVERIFY(s.turn == turn || s.turn == turn + 1);
                const std::string broken = checkInvariants(s);
                QVERIFY2(broken.empty(), broken.c_str());
            }
            QVERIFY(s.turn <= 50);
            const auto w = winners(s);
            QVERIFY(!w.empty());
            for (int p = 0; p < players; ++p) {
                int sum = 0;
                for (const auto& [name, v] : score(s, p).parts())
                    sum += v;
                QCOMPARE(sum, score(s, p).total());
            }
            ++games;
            moaiGames += moai;
        }
        QCOMPARE(games, 300);
        QVERIFY(moaiGames > 0);
        Q_UNUSED(substitutions);
    }

    // Greedy bots finish their games too, and build Moai.
    void greedySoak() {
        int moai = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            State s = State::setup({2 + int(seed % 3)}, seed);
            rano::Rng rng(seed);
            while (!s.over()) {
                const Choice c = greedyBotChoice(s, rng);
                QVERIFY(s.isLegal(c));
                moai += c.kind == ChoiceKind::Moai;
                s.applyLegal(c);
                QCOMPARE(checkInvariants(s), std::string());
            }
        }
        QVERIFY(moai > 0);
    }

    // determinize() never changes what the viewer can see, does change what they cannot (the
    // deck's order, the others' face-down types), and leaves a position that plays on.
    void determinizeKeepsTheViewersKnowledge() {
        int deckChanged = 0, deckChecks = 0, faceDownChanged = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const int players = 2 + int(seed % 3);
            State s = State::setup({players}, seed);
            rano::Rng bots(seed), deal(seed + 1000);
            int n = 0;
            while (!s.over()) {
                // Greedy play builds Moai, so face-down cards appear.
                s.applyLegal(n % 3 ? greedyBotChoice(s, bots) : randomBotChoice(s, bots));
                if (s.over() || ++n % 4) continue;
                for (int viewer = 0; viewer < players; ++viewer) {
                    State d = s;
                    determinize(d, viewer, deal);
                    QVERIFY(viewToJson(d, viewer) == viewToJson(s, viewer));
                    QCOMPARE(checkInvariants(d), std::string());
                    QCOMPARE(faceDownTypes(d, viewer), faceDownTypes(s, viewer));
                    QVERIFY(d.player[u(viewer)] == s.player[u(viewer)]);
                    State back;
                    std::string error;
                    QVERIFY2(stateFromJson(stateToJson(d), back, error), error.c_str());
                    if (s.deckSize >= 10) {
                        ++deckChecks;
                        deckChanged += !std::equal(d.deck.begin(), d.deck.begin() + d.deckSize,
                                                   s.deck.begin());
                    }
                    for (int q = 0; q < players; ++q)
                        faceDownChanged +=
                            q != viewer && faceDownTypes(d, q) != faceDownTypes(s, q);
                    // The re-dealt position plays on to its end.
                    rano::Rng on(7);
                    randomPlayout(d, on);
                    QVERIFY(d.over());
                    QCOMPARE(checkInvariants(d), std::string());
                }
            }
        }
        QVERIFY(deckChecks > 100);
        QVERIFY(deckChanged > deckChecks * 9 / 10);
        QVERIFY(faceDownChanged > 0);
        // A spectator knows no face-down card.
        State s = seatOneBuilds({1, 1, 1, 1}, 2);
        std::set<int> seen;
        rano::Rng rng(5);
        for (int i = 0; i < 200; ++i) {
            State d = s;
            determinize(d, -1, rng);
            QVERIFY(viewToJson(d, -1) == viewToJson(s, -1));
            seen.insert(faceDownTypes(d, 1)[0]);
        }
        QCOMPARE(int(seen.size()), 4);
    }

    // What the owner's holdings showed pins a face-down card down: with one Fish only, the
    // card is a Fish in every re-deal.
    void determinizeRespectsWhatTheOwnerCouldHold() {
        State s = seatOneBuilds({1, 0, 0, 0}, 0);
        rano::Rng rng(11);
        for (int i = 0; i < 50; ++i) {
            State d = s;
            determinize(d, 0, rng);
            QCOMPARE(faceDownTypes(d, 1), std::vector<int>{0});
        }
        // Fish and Grain held, one laid face down: either could be down...
        State t = seatOneBuilds({1, 0, 0, 1}, 3);
        std::set<int> types;
        for (int i = 0; i < 100; ++i) {
            State d = t;
            determinize(d, 0, rng);
            types.insert(faceDownTypes(d, 1)[0]);
            QVERIFY(viewToJson(d, 0) == viewToJson(t, 0));
        }
        QCOMPARE(types, (std::set<int>{0, 3}));
        // ...until seat 1 lays a Fish face up in a later Sacrifice Round: then the face-down
        // card was the Grain, in every re-deal.
        t.active = 0;
        t.decider = 0;
        t.phase = Phase::Play;
        setHand(t, 0, {Kind::Moai, Kind::Priest, Kind::Priest});
        t.player[0].wood = 7;
        QCOMPARE(t.apply(Choice::of(ChoiceKind::Moai)), std::string());
        QCOMPARE(t.whoDecides(), 1);
        QCOMPARE(t.apply(Choice::with(ChoiceKind::Sacrifice, 0)), std::string());
        for (int i = 0; i < 50; ++i) {
            State d = t;
            determinize(d, 0, rng);
            QCOMPARE(faceDownTypes(d, 1), std::vector<int>{3});
        }
    }
};

QTEST_APPLESS_MAIN(TestCardsPlayout)
#include "tst_cards_playout.moc"
