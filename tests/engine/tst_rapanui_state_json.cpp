#include <QTest>

#include <algorithm>
#include <bit>

#include "core/rng.h"
#include "rapanui/shipped.h"
#include "rapanui/state_json.h"

using namespace rano::rapanui;
using nlohmann::json;

// Strings compared as QString, so a failure prints both.
#define QCOMPARE_TEXT(a, b) QCOMPARE(QString::fromStdString(a), QString::fromStdString(b))

namespace {
Board load(Side side) {
    Board b;
    std::string error;
    if (!shippedBoard(side, b, error)) qFatal("%s", error.c_str());
    return b;
}

// The first position of a random game of `players` (seed `seed`) where `wanted` holds.
template <class Wanted> State reach(const Board& b, int players, Wanted wanted) {
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        State s = State::setup(b, {players, false}, seed);
        rano::Rng rng(seed);
        ChoiceList legal;
        while (!s.over()) {
            if (wanted(s)) return s;
            s.legalChoices(legal);
            s.applyLegal(legal[rng.below(std::uint32_t(legal.size()))]);
        }
    }
    qFatal("no such position");
}

std::string errorOf(const json& j, const Board& b) {
    State s;
    std::string error;
    return stateFromJson(j, b, s, error) ? std::string("(accepted)") : error;
}
} // namespace

class TestRapaNuiStateJson : public QObject {
    Q_OBJECT
private slots:
    // Every position of random games reads back to the same state.
    void roundTrip() {
        const Board many = load(Side::ThreeFour), two = load(Side::Two);
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const int players = 2 + int(seed % 3);
            const Board& b = players == 2 ? two : many;
            State s = State::setup(b, {players, seed % 2 == 0}, seed);
            rano::Rng rng(seed);
            ChoiceList legal;
            for (int n = 0; !s.over(); ++n) {
                if (n % 7 == 0) {
                    const json j = stateToJson(s);
                    State back;
                    std::string error;
                    QVERIFY2(stateFromJson(json::parse(j.dump()), b, back, error), error.c_str());
                    QCOMPARE(back.hash(), s.hash());
                    QVERIFY(stateToJson(back) == j);
                    ++checked;
                }
                s.legalChoices(legal);
                s.applyLegal(legal[rng.below(std::uint32_t(legal.size()))]);
            }
            State back;
            std::string error;
            QVERIFY2(stateFromJson(stateToJson(s), b, back, error), error.c_str());
            QVERIFY(back.over());
            QCOMPARE(back.hash(), s.hash());
        }
        QVERIFY(checked > 200);
    }

    // Bad input gets a clear refusal naming the field.
    void badStatesRefused() {
        const Board b = load(Side::ThreeFour);
        const json good = stateToJson(State::setup(b, {3, false}, 2));
        QCOMPARE(errorOf(good, b), std::string("(accepted)"));
        json j = good;
        j["seats"][1]["resources"][2] = 11;
        QCOMPARE_TEXT(errorOf(j, b), "state.seats[1].resources[2]: 11 is out of range 0..10");
        j = good;
        j["phase"] = "dance";
        QCOMPARE_TEXT(errorOf(j, b), "state.phase: expected one of draft, place, changeJobs, "
                                     "chipIn, sculpt, lendAHand, transport, payment, erect, "
                                     "style, over");
        j = good;
        j["supply"][2] = 7;
        QCOMPARE_TEXT(errorOf(j, b), "state: impossible position: 7 large Moai instead of 6");
        j = good;
        j["ahu"][0]["tile"] = "teleport";
        QCOMPARE_TEXT(errorOf(j, b), "state.ahu[0].tile: expected an Ahu tile word or null");
        j = good;
        j.erase("round");
        QCOMPARE_TEXT(errorOf(j, b), "state.round: missing");
        QCOMPARE_TEXT(errorOf(good, load(Side::Two)),
                      "state.side: the state is not for the 2 player side");
    }

    // Issue 49.1: a Change Jobs moment taken from a fresh game (every Sorcerer still in hand)
    // was accepted, and its listed "change-jobs quarry small tablet" wrote to star -1.
    void changeJobsBeforeThePlacementsIsRefused() {
        const Board b = load(Side::ThreeFour);
        const State fresh = State::setup(b, {4, false}, 1);
        json j = stateToJson(fresh);
        j["phase"] = "changeJobs";
        QCOMPARE_TEXT(errorOf(j, b),
                      "state: impossible position: a figurine still in hand after the placements "
                      "of player 0");
        // A Change Jobs whose decider has no Sorcerer on the track lists no change of job.
        State s = fresh;
        s.phase = Phase::ChangeJobs;
        ChoiceList legal;
        s.legalChoices(legal);
        QCOMPARE(int(legal.size()), 1);
        QCOMPARE_TEXT(toText(legal[0]), "keep");
    }

    // Issue 49.5: a payment owed on a space of a single resource listed "earn ?".
    void aPaymentOnASingleResourceSpaceIsRefused() {
        const Board b = load(Side::ThreeFour);
        // The decider stays the owner of the first space paid: the single one comes after it.
        const auto singleAfter = [&b](const State& s) {
            for (int sp = std::countr_zero(s.pending) + 1; sp < b.spaceCount(); ++sp)
                if (s.owner[std::size_t(sp)] == s.decider && !b.spaces[std::size_t(sp)].choice() &&
                    !(s.pending >> sp & 1u))
                    return sp;
            return -1;
        };
        const State paying = reach(
            b, 4, [&](const State& s) { return s.phase == Phase::Payment && singleAfter(s) >= 0; });
        const int single = singleAfter(paying);
        json j = stateToJson(paying);
        j["pending"].push_back(single);
        std::sort(j["pending"].begin(), j["pending"].end());
        QCOMPARE_TEXT(errorOf(j, b), "state: impossible position: a payment owed on " +
                                         b.spaceName(single) + ", which has a single resource");
    }

    // Issue 49.6: a placement turn of a player with nothing left to place: after "improve
    // fervent" nothing was legal and the game could not go on.
    void aPlacementWithNothingToPlaceIsRefused() {
        const Board b = load(Side::ThreeFour);
        const State placing = reach(b, 3, [](const State& s) {
            if (s.phase != Phase::Place) return false;
            for (int i = 0; i < s.players; ++i) {
                const PlayerState& ps = s.player[s.order[std::size_t(i)]];
                if (ps.villagersHome == 0 && ps.sorcerer == Spot::Track && ps.chief != Spot::Hand)
                    return true;
            }
            return false;
        });
        json j = stateToJson(placing);
        for (int i = 0; i < placing.players; ++i) {
            const int p = placing.order[std::size_t(i)];
            const PlayerState& ps = placing.player[std::size_t(p)];
            if (ps.villagersHome == 0 && ps.sorcerer == Spot::Track && ps.chief != Spot::Hand) {
                j["decider"] = p;
                j["turn"] = i;
                break;
            }
        }
        QCOMPARE_TEXT(errorOf(j, b),
                      "state: impossible position: a placement by a player with nothing to place");
    }

    // Issue 49.7: an erection with no Moai ("erect 0 higher" gave 5 Wood), an end reason in a
    // game still played, a Chief in hand without its Improvement, a turn past the last seat.
    void impossibleMomentsAreRefused() {
        const Board b = load(Side::ThreeFour);
        const State moving =
            reach(b, 3, [](const State& s) { return s.phase == Phase::Transport; });
        json j = stateToJson(moving);
        j["phase"] = "erect";
        j["gain"] = 5;
        QCOMPARE_TEXT(errorOf(j, b), "state: impossible position: a transport under way with no "
                                     "piece or no Ahu");
        const json fresh = stateToJson(State::setup(b, {3, false}, 2));
        j = fresh;
        j["endReason"] = "rule";
        QCOMPARE_TEXT(errorOf(j, b),
                      "state: impossible position: a game in play with an end reason");
        j = fresh;
        j["seats"][1]["chief"] = {{"spot", "hand"}, {"at", -1}};
        QCOMPARE_TEXT(errorOf(j, b), "state: impossible position: the Chief plays without its "
                                     "Improvement of player 1");
        j = fresh;
        j["turn"] = 3;
        QCOMPARE_TEXT(errorOf(j, b), "state.turn: 3 is out of range 0..2");
    }
};

QTEST_APPLESS_MAIN(TestRapaNuiStateJson)
#include "tst_rapanui_state_json.moc"
