#include <QTest>

#include "cards/bots.h"
#include "cards/state_json.h"
#include "cards_fixture.h"

using namespace rano::cards;
using nlohmann::json;

namespace {
// A position in the middle of a game with face-down cards on the Stone, reached by greedy
// play.
State midGame(std::uint64_t seed, int players) {
    for (;; ++seed) {
        State s = State::setup({players}, seed);
        rano::Rng rng(seed);
        while (!s.over() && s.faceDownCount == 0)
            s.applyLegal(greedyBotChoice(s, rng));
        if (!s.over()) return s;
    }
}

std::string refusal(const json& j) {
    State s;
    std::string error;
    if (stateFromJson(j, s, error)) return "accepted";
    return error;
}
} // namespace

class TestCardsStateJson : public QObject {
    Q_OBJECT
private slots:
    // Every position of a few games reads back to the very same state.
    void roundTrip() {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            State s = State::setup({2 + int(seed % 3)}, seed);
            rano::Rng rng(seed);
            for (;;) {
                State back;
                std::string error;
                const json j = stateToJson(s);
                QVERIFY2(stateFromJson(j, back, error), error.c_str());
                QCOMPARE(back.hash(), s.hash());
                QVERIFY(back.player == s.player);
                QVERIFY(stateToJson(back) == j);
                // Through text as well.
                State again;
                QVERIFY(stateFromJson(json::parse(j.dump()), again, error));
                QCOMPARE(again.hash(), s.hash());
                if (s.over()) break;
                s.applyLegal(greedyBotChoice(s, rng));
            }
        }
    }

    // A bad file is refused with a reason naming the field, and never throws.
    void corruptStatesAreRefused() {
        const State s = midGame(3, 3);
        QVERIFY(s.faceDownCount > 0);
        const json good = stateToJson(s);
        QCOMPARE(refusal(good), std::string("accepted"));

        json j = good;
        j["seats"][1]["wood"] = -3;
        QCOMPARE(refusal(j), std::string("state.seats[1].wood: -3 is out of range 0..30000"));
        j = good;
        j["seats"][0].erase("glory");
        QCOMPARE(refusal(j), std::string("state.seats[0].glory: missing"));
        j = good;
        j["format"] = "rano-volcanic-state";
        QCOMPARE(refusal(j), std::string("state.format: expected \"rano-cards-state\""));
        j = good;
        j["deck"][0] = "dodo";
        QVERIFY(refusal(j).rfind("state.deck[0]: expected a card kind", 0) == 0);
        j = good;
        j["deck"].erase(j["deck"].size() - 1); // a card vanished
        QVERIFY2(refusal(j).find("cards accounted for") != std::string::npos, refusal(j).c_str());
        j = good;
        j["stacks"]["grain"] = j["stacks"]["grain"].get<int>() + 1; // a Sacrifice card too many
        QVERIFY2(refusal(j).find("Sacrifice grain") != std::string::npos, refusal(j).c_str());
        j = good;
        j["decider"] = -1;
        QCOMPARE(refusal(j),
                 std::string("state.decider: must be -1 exactly when the game is over"));
        j = good;
        j["stone"]["faceDown"][0]["cap"] = {
            {"fish", 0}, {"mulberry", 0}, {"sweet-potato", 0}, {"grain", 0}};
        QVERIFY2(refusal(j).rfind("state.stone.faceDown[0].cap.", 0) == 0, refusal(j).c_str());
        j = good;
        j["stone"]["faceDown"][0]["cap"]["fish"] = 99;
        QVERIFY2(refusal(j).find("more than the owner is seen to hold") != std::string::npos,
                 refusal(j).c_str());
        j = good;
        j["columns"][2] = json::array({"moai", "moai", "moai", "moai", "moai"});
        QCOMPARE(refusal(j), std::string("state.columns[2]: expected an array of at most 4 cards"));
        j = good;
        j["version"] = 99;
        QVERIFY(refusal(j).rfind("state.version: 99 is newer", 0) == 0);
        QCOMPARE(refusal(json::array()), std::string("state: expected an object"));
        QCOMPARE(refusal(json("nonsense")), std::string("state: expected an object"));
        j = good;
        j["seats"] = json::object();
        QCOMPARE(refusal(j), std::string("state.seats: expected an array"));
    }

    // A card lies face down on the Stone only for a Moai its owner built, and cards lie face up
    // only for Moai built (issue 66): a state with either and no Moai is refused, saying where.
    void cardsOnTheStoneNeedAMoaiBuilt() {
        const json fresh = stateToJson(State::setup({2}, 3));
        QCOMPARE(refusal(fresh), std::string("accepted"));
        json j = fresh;
        j["stacks"]["fish"] = j["stacks"]["fish"].get<int>() - 1;
        j["stone"]["faceDown"] = json::array(
            {{{"owner", 0},
              {"type", "fish"},
              {"cap", {{"fish", 1}, {"mulberry", 0}, {"sweet-potato", 0}, {"grain", 0}}}}});
        QCOMPARE(refusal(j), std::string("state.stone.faceDown[0].owner: seat 0 built no Moai, and "
                                         "only a Moai's builder lays a card face down, one for "
                                         "each Moai"));
        j = fresh;
        j["stacks"]["grain"] = j["stacks"]["grain"].get<int>() - 1;
        j["stone"]["open"]["grain"] = 1;
        QCOMPARE(refusal(j), std::string("state.stone.open: 1 card face up, but no Moai was built, "
                                         "and only a Moai's Sacrifice Round lays cards on the "
                                         "Stone"));
        // Each Moai built lets its builder lay one card face down, no more.
        const State s = midGame(5, 2);
        const int owner = s.faceDown[0].owner;
        const int built = s.player[std::size_t(owner)].display[std::size_t(Kind::Moai)];
        QCOMPARE(int(s.faceDownCount), 1);
        j = stateToJson(s);
        for (int extra = 0; extra < built; ++extra)
            j["stone"]["faceDown"].push_back(j["stone"]["faceDown"][0]);
        QCOMPARE(refusal(j), "state.stone.faceDown[" + std::to_string(built) + "].owner: seat " +
                                 std::to_string(owner) + " built " + std::to_string(built) +
                                 " Moai, and only a Moai's builder lays a card face down, one "
                                 "for each Moai");
    }

    // The viewer's JSON hides the deck's order and the others' face-down types.
    void viewHidesWhatIsHidden() {
        const State s = midGame(5, 2);
        const int owner = s.faceDown[0].owner;
        const int other = 1 - owner;
        const json mine = viewToJson(s, owner);
        const json theirs = viewToJson(s, other);
        QVERIFY(mine["stone"]["faceDown"][0].contains("type"));
        QVERIFY(!theirs["stone"]["faceDown"][0].contains("type"));
        QVERIFY(theirs["deck"].is_object());
        QVERIFY(theirs["seats"][owner].contains("seenSacrifices"));
        QVERIFY(!theirs["seats"][owner].contains("sacrifices"));
        QVERIFY(theirs["seats"][other].contains("sacrifices"));
    }
};

QTEST_APPLESS_MAIN(TestCardsStateJson)
#include "tst_cards_state_json.moc"
