#include <QtTest>

#include "core/replay_record.h"
#include "protocol.h"
#include "rapanui/game.h"

using nlohmann::json;

// The protocol plays Rapa Nui, the board game: `"game":"rapa-nui"` in `new`, then the same
// commands as the other games (legal, apply, state, load, scores, ai, undo).
class TestRapaNuiProtocol : public QObject {
    Q_OBJECT

    static json ask(ProtocolSession& s, const json& request) { return s.handle(request.dump()); }
    static std::string error(const json& answer) {
        return answer.value("error", std::string("(no error)"));
    }

private slots:
    void wholeGameMatchesTheEngine_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("2 players") << 2;
        QTest::newRow("3 players") << 3;
        QTest::newRow("4 players") << 4;
    }
    void wholeGameMatchesTheEngine() {
        QFETCH(int, players);
        ProtocolSession s;
        QCOMPARE(ask(s, {{"cmd", "new"}, {"game", "rapa-nui"}, {"players", players}, {"seed", 4}}),
                 json({{"ok", true}}));
        std::string error;
        rano::rapanui::Game mirror(rano::rapanui::shippedBoardFor(players, error), {players, false},
                                   4);
        for (int i = 0; i < 5000; ++i) {
            const json legal = ask(s, {{"cmd", "legal"}});
            QCOMPARE(legal["player"].get<int>(), mirror.state().whoDecides());
            if (legal["over"].get<bool>()) {
                QVERIFY(legal["choices"].empty());
                QCOMPARE(int(mirror.state().endReason), int(rano::rapanui::EndReason::Rule));
                const json scores = ask(s, {{"cmd", "scores"}});
                QVERIFY(!scores["winners"].empty());
                for (const json& seat : scores["scores"]) {
                    int sum = 0;
                    for (const auto& [name, value] : seat["breakdown"].items())
                        sum += value.get<int>();
                    QCOMPARE(sum, seat["total"].get<int>());
                    QCOMPARE(
                        sum,
                        rano::rapanui::score(mirror.state(), seat["player"].get<int>()).total());
                }
                QCOMPARE(ask(s, {{"cmd", "state"}})["hash"].get<std::string>(),
                         rano::hashText(mirror.state().hash()));
                QCOMPARE(this->error(ask(s, {{"cmd", "ai"}})), std::string("the game is over"));
                return;
            }
            const json ai = ask(s, {{"cmd", "ai"}, {"level", "greedy"}});
            QVERIFY2(ai["ok"].get<bool>(), ai.dump().c_str());
            QVERIFY(std::find(legal["choices"].begin(), legal["choices"].end(), ai["choice"]) !=
                    legal["choices"].end());
            const json applied = ask(s, {{"cmd", "apply"}, {"choice", ai["choice"]}});
            QVERIFY2(applied["ok"].get<bool>(), applied.dump().c_str());
            QVERIFY(!applied["text"].get<std::string>().empty());
            QCOMPARE(mirror.play(*rano::rapanui::parseChoice(ai["choice"].get<std::string>())),
                     std::string());
        }
        QFAIL("the game did not end");
    }

    void stateLoadsAndUndoes() {
        ProtocolSession s;
        ask(s, {{"cmd", "new"}, {"game", "rapa-nui"}, {"players", 3}, {"seed", 9}});
        for (int i = 0; i < 20; ++i)
            ask(s, {{"cmd", "apply"},
                    {"choice", ask(s, {{"cmd", "ai"}, {"level", "random"}})["choice"]}});
        const json saved = ask(s, {{"cmd", "state"}});
        QCOMPARE(saved["state"]["side"], "3-4");
        const json before = ask(s, {{"cmd", "legal"}});
        ask(s, {{"cmd", "apply"}, {"choice", before["choices"][0]}});
        QCOMPARE(ask(s, {{"cmd", "undo"}}), json({{"ok", true}}));
        QCOMPARE(ask(s, {{"cmd", "state"}})["hash"], saved["hash"]);
        ask(s, {{"cmd", "apply"}, {"choice", before["choices"][0]}});
        QCOMPARE(ask(s, {{"cmd", "load"}, {"state", saved["state"]}}), json({{"ok", true}}));
        QCOMPARE(ask(s, {{"cmd", "state"}})["hash"], saved["hash"]);
        QCOMPARE(ask(s, {{"cmd", "legal"}}), before);
    }

    // Nothing is hidden after setup (decision 18), so a seat's view is the whole state, asked
    // and answered as the other games' views are.
    void aSeatsViewIsTheWholeState() {
        ProtocolSession s;
        ask(s, {{"cmd", "new"}, {"game", "rapa-nui"}, {"players", 3}, {"seed", 9}});
        for (int i = 0; i < 20; ++i)
            ask(s, {{"cmd", "apply"},
                    {"choice", ask(s, {{"cmd", "ai"}, {"level", "random"}})["choice"]}});
        const json state = ask(s, {{"cmd", "state"}})["state"];
        for (int viewer = -1; viewer < 3; ++viewer) {
            const json answer = ask(s, {{"cmd", "state"}, {"viewer", viewer}});
            json seen = state;
            seen["format"] = "rano-rapa-nui-view";
            seen["viewer"] = viewer;
            QCOMPARE(answer, json({{"ok", true}, {"view", seen}}));
        }
        QCOMPARE(error(ask(s, {{"cmd", "state"}, {"viewer", 3}})),
                 std::string("\"viewer\" must be a seat (0-2) or -1 for a spectator"));
    }

    void badRequestsAreRefusedAndTheSessionGoesOn() {
        ProtocolSession s;
        QCOMPARE(error(ask(s, {{"cmd", "new"}, {"game", "rapa-nui"}, {"continent", "random"}})),
                 std::string("Rapa Nui takes no \"continent\""));
        QCOMPARE(error(ask(s, {{"cmd", "new"},
                               {"game", "rapa-nui"},
                               {"players", 3},
                               {"options", {{"firstGame", 1}}}})),
                 std::string("\"options.firstGame\" must be true or false"));
        ask(s, {{"cmd", "new"}, {"game", "rapa-nui"}, {"players", 3}, {"seed", 7}});
        const json start = ask(s, {{"cmd", "state"}});
        // An illegal choice is refused with its reason, and nothing changes.
        const json refused = ask(s, {{"cmd", "apply"}, {"choice", "drop-out"}});
        QCOMPARE(refused["ok"], false);
        QVERIFY2(error(refused).rfind("illegal choice \"drop-out\": ", 0) == 0,
                 error(refused).c_str());
        QVERIFY(error(refused).size() > std::string("illegal choice \"drop-out\": ").size());
        QCOMPARE(ask(s, {{"cmd", "state"}})["hash"], start["hash"]);
        QCOMPARE(error(ask(s, {{"cmd", "apply"}, {"choice", "paint 3"}})),
                 std::string("\"paint 3\" is not a choice"));
        QCOMPARE(error(ask(s, {{"cmd", "undo"}})), std::string("nothing to undo"));
        QVERIFY(error(ask(s, {{"cmd", "load"}, {"state", {{"format", "x"}}}}))
                    .rfind("invalid state: ", 0) == 0);
        QCOMPARE(ask(s, {{"cmd", "state"}})["hash"], start["hash"]);
        // The first-game set: no Rongorongo Tablets among the Ahu tiles.
        QCOMPARE(ask(s, {{"cmd", "new"},
                         {"game", "rapa-nui"},
                         {"players", 4},
                         {"seed", 7},
                         {"options", {{"firstGame", true}}}}),
                 json({{"ok", true}}));
        QCOMPARE(ask(s, {{"cmd", "state"}})["state"]["firstGame"], true);
    }

    void aiIsDeterministicForASeedAndIterations() {
        ProtocolSession a, b;
        for (ProtocolSession* s : {&a, &b})
            ask(*s, {{"cmd", "new"}, {"game", "rapa-nui"}, {"players", 4}, {"seed", 12}});
        const json request = {{"cmd", "ai"}, {"level", "hard"}, {"iterations", 600}, {"seed", 9}};
        const json x = ask(a, request), y = ask(b, request);
        QVERIFY2(x["ok"].get<bool>(), x.dump().c_str());
        QCOMPARE(x["choice"], y["choice"]);
        QCOMPARE(x["stats"]["iterations"].get<int>(), 600);
        for (std::size_t i = 0; i < x["stats"]["top"].size(); ++i)
            QCOMPARE(x["stats"]["top"][i]["visits"], y["stats"]["top"][i]["visits"]);
    }
};

QTEST_APPLESS_MAIN(TestRapaNuiProtocol)
#include "tst_rapanui_protocol.moc"
