#include <QTest>

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
};

QTEST_APPLESS_MAIN(TestRapaNuiStateJson)
#include "tst_rapanui_state_json.moc"
