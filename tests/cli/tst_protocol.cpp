#include <QTest>

#include <set>

#include "protocol.h"

using nlohmann::json;

namespace {
json ask(ProtocolSession& s, const std::string& line) {
    return s.handle(line);
}
std::string error(const json& answer) {
    return answer.value("error", std::string("(no error)"));
}
} // namespace

class TestProtocol : public QObject {
    Q_OBJECT
private slots:
    void newLegalApplyScores() {
        ProtocolSession s;
        QVERIFY(ask(s, R"({"cmd":"new","game":"volcanic-isle","players":4,"seed":7})") ==
                json({{"ok", true}}));
        const json legal = ask(s, R"({"cmd":"legal"})");
        QVERIFY(legal["ok"].get<bool>());
        QCOMPARE(legal["over"].get<bool>(), false);
        const int player = legal["player"].get<int>();
        QVERIFY(player >= 0 && player < 4);
        // At the start every Settler is on its Boat: land on one of the bay's 4 spaces, take a
        // Prayer token, or end the turn.
        QCOMPARE(int(legal["choices"].size()), 6);
        QCOMPARE(legal["choices"][0].get<std::string>(), std::string("end"));
        const std::string land = legal["choices"][1].get<std::string>();
        QVERIFY(land.rfind("land ", 0) == 0);
        const json applied = ask(s, json({{"cmd", "apply"}, {"choice", land}}).dump());
        QVERIFY2(applied["ok"].get<bool>(), applied.dump().c_str());
        QCOMPARE(applied["events"][0]["kind"].get<std::string>(), std::string("settler-landed"));
        QCOMPARE(applied["events"][0]["player"].get<int>(), player);
        const json scores = ask(s, R"({"cmd":"scores"})");
        QCOMPARE(int(scores["scores"].size()), 4);
        QVERIFY(scores["winners"].empty());
        for (const json& p : scores["scores"]) {
            int sum = 0;
            for (const auto& [k, v] : p["breakdown"].items())
                sum += v.get<int>();
            QCOMPARE(sum, p["total"].get<int>());
        }
    }

    // On a random continent (generated from the game's seed) with one bay per player, each
    // player's Boat waits in a bay of its own: the four players land on different spaces.
    void randomContinentGivesEachBoatItsOwnBay() {
        ProtocolSession s;
        QVERIFY(ask(s, R"({"cmd":"new","players":4,"seed":7,"continent":"random"})") ==
                json({{"ok", true}}));
        std::set<json> landings;
        for (int turn = 0; turn < 4; ++turn) {
            json legal = ask(s, R"({"cmd":"legal"})");
            json lands = json::array();
            for (const json& c : legal["choices"])
                if (c.get<std::string>().rfind("land ", 0) == 0) lands.push_back(c);
            QVERIFY2(lands.size() >= 2, legal.dump().c_str());
            landings.insert(lands);
            QVERIFY(ask(s, R"({"cmd":"apply","choice":"end"})")["ok"].get<bool>());
        }
        QCOMPARE(int(landings.size()), 4);
    }

    void stateLoadAndUndoRoundTrip() {
        ProtocolSession s;
        ask(s, R"({"cmd":"new","players":2,"seed":3})");
        const json before = ask(s, R"({"cmd":"state"})");
        const std::string first = ask(s, R"({"cmd":"legal"})")["choices"][1].get<std::string>();
        QVERIFY(ask(s, json({{"cmd", "apply"}, {"choice", first}}).dump())["ok"].get<bool>());
        QVERIFY(ask(s, R"({"cmd":"state"})")["hash"] != before["hash"]);
        QVERIFY(ask(s, R"({"cmd":"undo"})")["ok"].get<bool>());
        QVERIFY(ask(s, R"({"cmd":"state"})")["hash"] == before["hash"]);
        QCOMPARE(error(ask(s, R"({"cmd":"undo"})")), std::string("nothing to undo"));
        QVERIFY(ask(s, json({{"cmd", "apply"}, {"choice", first}}).dump())["ok"].get<bool>());
        QVERIFY(
            ask(s, json({{"cmd", "load"}, {"state", before["state"]}}).dump())["ok"].get<bool>());
        QVERIFY(ask(s, R"({"cmd":"state"})")["hash"] == before["hash"]);
    }

    // A player's undo stops at the raise that rolled the die (issue 22.4); an analysis, which
    // sees the whole state anyway, goes back past it.
    void undoStopsAtTheDieUnlessAnAnalysisAsks() {
        ProtocolSession s;
        ask(s, R"({"cmd":"new","players":2,"seed":3})");
        bool rolled = false;
        for (int i = 0; i < 400 && !rolled; ++i) {
            const json ai = ask(s, R"({"cmd":"ai","level":"greedy"})");
            QVERIFY2(ai["ok"].get<bool>(), ai.dump().c_str());
            const json applied = ask(s, json({{"cmd", "apply"}, {"choice", ai["choice"]}}).dump());
            for (const json& e : applied["events"])
                rolled = rolled || e["kind"] == "die-rolled";
        }
        QVERIFY(rolled);
        const json before = ask(s, R"({"cmd":"state"})");
        QCOMPARE(error(ask(s, R"({"cmd":"undo"})")),
                 std::string("take back stops here: the last choice drew chance or turned up a "
                             "hidden card (an analysis that sees everything sends \"analysis\": "
                             "true)"));
        QVERIFY(ask(s, R"({"cmd":"state"})")["hash"] == before["hash"]); // nothing changed
        QCOMPARE(error(ask(s, R"({"cmd":"undo","analysis":1})")),
                 std::string("\"analysis\" must be true or false"));
        QVERIFY(ask(s, R"({"cmd":"undo","analysis":true})")["ok"].get<bool>());
        QVERIFY(ask(s, R"({"cmd":"state"})")["hash"] != before["hash"]);
    }

    void badRequestsGetAnErrorAndTheSessionGoesOn_data() {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed") << "{\"cmd\":"
                                   << "malformed JSON: ";
        QTest::newRow("not an object") << "[1]"
                                       << "a request is a JSON object with a \"cmd\"";
        QTest::newRow("no cmd") << "{}"
                                << "missing \"cmd\"";
        QTest::newRow("unknown") << R"({"cmd":"fly"})"
                                 << "unknown command \"fly\" (known: new, legal, apply, state, "
                                    "load, scores, ai, undo, quit)";
        QTest::newRow("illegal choice")
            << R"({"cmd":"apply","choice":"village 3"})"
            << "illegal choice \"village 3\": you need a Settler on that space";
        QTest::newRow("not a choice") << R"({"cmd":"apply","choice":"dance"})"
                                      << "\"dance\" is not a choice";
        QTest::newRow("invalid state")
            << R"({"cmd":"load","state":{"format":"rano-volcanic-state","version":7}})"
            << "invalid state: state.players: missing";
        QTest::newRow("bad players") << R"({"cmd":"new","players":7})"
                                     << "\"players\" must be 2, 3 or 4";
        QTest::newRow("unknown game")
            << R"({"cmd":"new","game":"chess"})"
            << "unknown game \"chess\" (known: volcanic-isle, rapa-nui-cards, rapa-nui)";
        QTest::newRow("bad continent")
            << R"({"cmd":"new","continent":{"format":"rano-continent","version":1,"tiles":[],"bays":[]}})"
            << "the continent breaks the setup rules: Tiles 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, "
               "13, 14, 15, 16, 17, 18, 19, 20, 21 and 22 are not on the continent (and 1 more)";
        QTest::newRow("unknown ai")
            << R"({"cmd":"ai","level":"god"})"
            << "unknown AI level \"god\" (known: random, greedy, easy, medium, hard, expert)";
    }
    void badRequestsGetAnErrorAndTheSessionGoesOn() {
        QFETCH(QString, request);
        QFETCH(QString, expected);
        ProtocolSession s;
        QVERIFY(ask(s, R"({"cmd":"new","players":2,"seed":1})")["ok"].get<bool>());
        const json answer = ask(s, request.toStdString());
        QCOMPARE(answer["ok"].get<bool>(), false);
        QVERIFY2(QString::fromStdString(error(answer)).startsWith(expected), error(answer).c_str());
        // The session is still usable.
        QVERIFY(ask(s, R"({"cmd":"legal"})")["ok"].get<bool>());
    }

    // Found by the fuzzer: the parser's message for a line that is not UTF-8 quotes the bad
    // bytes, and writing that answer threw, ending the program. The answer is now valid JSON,
    // the bad bytes written as U+FFFD, and the session goes on.
    void bytesThatAreNotUtf8GetAValidAnswer() {
        ProtocolSession s;
        const json parsed = json::parse(s.reply("{\"cmd\":\"\xe1\x8euit\"}"));
        QCOMPARE(parsed["ok"].get<bool>(), false);
        const std::string error = parsed["error"].get<std::string>();
        QVERIFY2(error.rfind("malformed JSON: ", 0) == 0, error.c_str());
        QVERIFY2(error.find("\xef\xbf\xbd") != std::string::npos, error.c_str());
        QVERIFY(json::parse(s.reply(R"({"cmd":"quit"})")) == json({{"ok", true}}));
    }

    void commandsNeedAGameFirst() {
        ProtocolSession s;
        QCOMPARE(error(ask(s, R"({"cmd":"legal"})")),
                 std::string("no game yet: send {\"cmd\":\"new\",...} first"));
    }

    void aiProposesALegalChoiceWithoutApplyingIt() {
        ProtocolSession s;
        ask(s, R"({"cmd":"new","players":3,"seed":11})");
        const json before = ask(s, R"({"cmd":"state"})");
        for (const char* level : {"random", "greedy"}) {
            const json answer = ask(s, json({{"cmd", "ai"}, {"level", level}, {"ms", 200}}).dump());
            QVERIFY2(answer["ok"].get<bool>(), answer.dump().c_str());
            const json legal = ask(s, R"({"cmd":"legal"})");
            QVERIFY(std::find(legal["choices"].begin(), legal["choices"].end(), answer["choice"]) !=
                    legal["choices"].end());
            QCOMPARE(answer["stats"]["level"].get<std::string>(), std::string(level));
        }
        QVERIFY(ask(s, R"({"cmd":"state"})")["hash"] == before["hash"]);
    }

    // A seat's view (`state` with a "viewer") is the state without the generator, whose words
    // fix every die roll, Volcano token and sinking draw to come: twin positions that differ in
    // those words alone give every seat the same view, the same choices and the same advice
    // from every AI level.
    void aSeatsViewHidesTheGenerator() {
        ProtocolSession s, twin;
        ask(s, R"({"cmd":"new","players":3,"seed":5})");
        for (int i = 0; i < 30; ++i) {
            const json ai = ask(s, json({{"cmd", "ai"}, {"level", "greedy"}, {"seed", i}}).dump());
            QVERIFY(ask(s, json({{"cmd", "apply"}, {"choice", ai["choice"]}}).dump())["ok"]
                        .get<bool>());
        }
        const json state = ask(s, R"({"cmd":"state"})")["state"];
        json other = state;
        other["rng"] = {"0123456789abcdef", "fedcba9876543210", "00000000deadbeef",
                        "0000000000000001"};
        QVERIFY(other["rng"] != state["rng"]);
        ask(twin, R"({"cmd":"new","players":3,"seed":99})");
        QVERIFY(ask(twin, json({{"cmd", "load"}, {"state", other}}).dump()) ==
                json({{"ok", true}}));
        QVERIFY(ask(twin, R"({"cmd":"state"})")["hash"] != ask(s, R"({"cmd":"state"})")["hash"]);

        for (int viewer = -1; viewer < 3; ++viewer) {
            const std::string request = json({{"cmd", "state"}, {"viewer", viewer}}).dump();
            const json answer = ask(s, request);
            QVERIFY(answer == ask(twin, request));
            QVERIFY2(!answer.contains("hash") && !answer.contains("state"), answer.dump().c_str());
            json seen = state;
            seen.erase("rng");
            seen["format"] = "rano-volcanic-view";
            seen["viewer"] = viewer;
            QVERIFY2(answer["view"] == seen, answer.dump().c_str());
        }
        // A view is not a state: it cannot be loaded.
        const json view = ask(s, R"({"cmd":"state","viewer":0})")["view"];
        QVERIFY(error(ask(twin, json({{"cmd", "load"}, {"state", view}}).dump()))
                    .starts_with("invalid state: state.format"));
        QVERIFY(ask(s, R"({"cmd":"legal"})") == ask(twin, R"({"cmd":"legal"})"));
        for (const char* level : {"random", "greedy", "easy", "medium", "hard", "expert"}) {
            const std::string request =
                json({{"cmd", "ai"}, {"level", level}, {"seed", 17}, {"iterations", 300}}).dump();
            const json x = ask(s, request), y = ask(twin, request);
            QVERIFY2(x["ok"].get<bool>(), x.dump().c_str());
            QVERIFY2(x["choice"] == y["choice"] && x["stats"]["top"] == y["stats"]["top"],
                     (x.dump() + "\n" + y.dump()).c_str());
        }
        QCOMPARE(error(ask(s, R"({"cmd":"state","viewer":3})")),
                 std::string("\"viewer\" must be a seat (0-2) or -1 for a spectator"));
        QCOMPARE(error(ask(s, R"({"cmd":"state","viewer":"0"})")),
                 std::string("\"viewer\" must be a seat (0-2) or -1 for a spectator"));
    }

    void playsAWholeGameToTheEnd() {
        ProtocolSession s;
        ask(s, R"({"cmd":"new","players":2,"seed":5})");
        for (int i = 0; i < 5000; ++i) {
            const json legal = ask(s, R"({"cmd":"legal"})");
            if (legal["over"].get<bool>()) {
                QVERIFY(legal["choices"].empty());
                QVERIFY(!ask(s, R"({"cmd":"scores"})")["winners"].empty());
                QCOMPARE(error(ask(s, R"({"cmd":"apply","choice":"end"})")),
                         std::string("illegal choice \"end\": the game is over"));
                QVERIFY(ask(s, R"({"cmd":"quit"})")["ok"].get<bool>());
                QVERIFY(s.quitRequested());
                return;
            }
            const json ai = ask(s, R"({"cmd":"ai","level":"greedy"})");
            QVERIFY(ask(s, json({{"cmd", "apply"}, {"choice", ai["choice"]}}).dump())["ok"]
                        .get<bool>());
        }
        QFAIL("the game did not end");
    }
};

QTEST_APPLESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
