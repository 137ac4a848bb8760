#include <QtTest>

#include "cards/game.h"
#include "core/replay_record.h"
#include "protocol.h"

using nlohmann::json;

// The protocol plays Rapa Nui, the card game: `"game":"rapa-nui-cards"` in `new`, then the same
// commands as Volcanic Isle, and a seat's view that keeps the others' face-down cards hidden.
class TestCardsProtocol : public QObject {
    Q_OBJECT

    static json ask(ProtocolSession& s, const json& request) { return s.handle(request.dump()); }
    static std::string error(const json& answer) {
        return answer.value("error", std::string("(no error)"));
    }

private slots:
    void wholeGameMatchesTheEngine() {
        ProtocolSession s;
        QCOMPARE(ask(s, {{"cmd", "new"}, {"game", "rapa-nui-cards"}, {"players", 3}, {"seed", 4}}),
                 json({{"ok", true}}));
        rano::cards::Game mirror({3}, 4);
        for (int i = 0; i < 2000; ++i) {
            const json legal = ask(s, {{"cmd", "legal"}});
            QCOMPARE(legal["player"].get<int>(), mirror.state().whoDecides());
            if (legal["over"].get<bool>()) {
                QVERIFY(legal["choices"].empty());
                const json scores = ask(s, {{"cmd", "scores"}});
                QVERIFY(!scores["winners"].empty());
                for (const json& seat : scores["scores"]) {
                    int sum = 0;
                    for (const auto& [name, value] : seat["breakdown"].items())
                        sum += value.get<int>();
                    QCOMPARE(sum, seat["total"].get<int>());
                }
                QCOMPARE(ask(s, {{"cmd", "state"}})["hash"].get<std::string>(),
                         rano::hashText(mirror.state().hash()));
                QCOMPARE(error(ask(s, {{"cmd", "ai"}})), std::string("the game is over"));
                return;
            }
            const json ai = ask(s, {{"cmd", "ai"}, {"level", "greedy"}});
            QVERIFY2(ai["ok"].get<bool>(), ai.dump().c_str());
            QVERIFY(std::find(legal["choices"].begin(), legal["choices"].end(), ai["choice"]) !=
                    legal["choices"].end());
            const json applied = ask(s, {{"cmd", "apply"}, {"choice", ai["choice"]}});
            QVERIFY2(applied["ok"].get<bool>(), applied.dump().c_str());
            QVERIFY(!applied["text"].get<std::string>().empty());
            QCOMPARE(mirror.play(*rano::cards::parseChoice(ai["choice"].get<std::string>())),
                     std::string());
        }
        QFAIL("the game did not end");
    }

    void aSeatSeesOnlyItsOwnFaceDownCards() {
        ProtocolSession s;
        ask(s, {{"cmd", "new"}, {"game", "rapa-nui-cards"}, {"players", 2}, {"seed", 3}});
        // Play until someone lays a card face down on the Stone.
        json full;
        for (int i = 0; i < 2000; ++i) {
            full = ask(s, {{"cmd", "state"}})["state"];
            if (!full["stone"]["faceDown"].empty() || ask(s, {{"cmd", "legal"}})["over"]) break;
            const json ai = ask(s, {{"cmd", "ai"}, {"level", "greedy"}});
            ask(s, {{"cmd", "apply"}, {"choice", ai["choice"]}});
        }
        const json& laid = full["stone"]["faceDown"];
        QVERIFY2(!laid.empty(), "no card was laid face down");
        const int owner = laid[0]["owner"].get<int>();
        const json own = ask(s, {{"cmd", "state"}, {"viewer", owner}})["view"];
        const json other = ask(s, {{"cmd", "state"}, {"viewer", 1 - owner}})["view"];
        QCOMPARE(own["stone"]["faceDown"][0]["type"], laid[0]["type"]);
        QVERIFY(!other["stone"]["faceDown"][0].contains("type"));
        QVERIFY(other["deck"].is_object()); // counts by kind, never the order
        QVERIFY(other.dump().find("\"sacrifices\"") != std::string::npos);
        QCOMPARE(error(ask(s, {{"cmd", "state"}, {"viewer", 2}})),
                 std::string("\"viewer\" must be a seat (0-1) or -1 for a spectator"));
    }

    // The apply answer is told to every listener: the type of a card laid face down is named
    // only to its owner (with "viewer"), as `state` with a viewer hides it.
    void aFaceDownCardIsNamedOnlyToItsOwner() {
        const auto session = [] {
            auto s = std::make_unique<ProtocolSession>();
            ask(*s, {{"cmd", "new"}, {"game", "rapa-nui-cards"}, {"players", 2}, {"seed", 3}});
            return s;
        };
        auto s = session();
        // Play up to the first face-down sacrifice, then apply it three ways.
        std::vector<std::string> played;
        for (int i = 0; i < 2000; ++i) {
            const json legal = ask(*s, {{"cmd", "legal"}});
            QVERIFY(!legal["over"].get<bool>());
            const json state = ask(*s, {{"cmd", "state"}})["state"];
            const std::string choice = ask(*s, {{"cmd", "ai"}, {"level", "greedy"}})["choice"];
            if (choice.rfind("sacrifice ", 0) == 0 &&
                state["active"].get<int>() == legal["player"].get<int>())
                break;
            ask(*s, {{"cmd", "apply"}, {"choice", choice}});
            played.push_back(choice);
        }
        const std::string laid = ask(*s, {{"cmd", "ai"}, {"level", "greedy"}})["choice"];
        const int owner = ask(*s, {{"cmd", "legal"}})["player"].get<int>();
        const auto toldTo = [&](const json& viewer) {
            auto t = session();
            for (const std::string& c : played)
                ask(*t, {{"cmd", "apply"}, {"choice", c}});
            json request = {{"cmd", "apply"}, {"choice", laid}};
            if (!viewer.is_null()) request["viewer"] = viewer;
            return ask(*t, request)["text"].get<std::string>();
        };
        const std::string hidden = ": Sacrifice a card face down";
        QVERIFY2(toldTo(nullptr).ends_with(hidden), toldTo(nullptr).c_str());
        QVERIFY(toldTo(1 - owner).ends_with(hidden));
        QVERIFY2(!toldTo(owner).ends_with(hidden) && toldTo(owner).ends_with(" card face down"),
                 toldTo(owner).c_str());
        // A game in progress is narrated to a spectator the same way.
        ask(*s, {{"cmd", "apply"}, {"choice", laid}});
    }

    void badRequestsAreRefusedAndTheSessionGoesOn() {
        ProtocolSession s;
        QCOMPARE(
            error(ask(s, {{"cmd", "new"}, {"game", "rapa-nui-cards"}, {"continent", "random"}})),
            std::string("the card game takes no \"continent\""));
        ask(s, {{"cmd", "new"}, {"game", "rapa-nui-cards"}, {"players", 2}, {"seed", 7}});
        QCOMPARE(error(ask(s, {{"cmd", "apply"}, {"choice", "play lumberjack"}})),
                 std::string("illegal choice \"play lumberjack\": no Lumberjack in hand"));
        QCOMPARE(error(ask(s, {{"cmd", "apply"}, {"choice", "land 3"}})),
                 std::string("\"land 3\" is not a choice"));
        QCOMPARE(error(ask(s, {{"cmd", "undo"}})), std::string("nothing to undo"));
        QCOMPARE(error(ask(s, {{"cmd", "ai"}, {"level", "grandmaster"}})),
                 std::string("unknown AI level \"grandmaster\" (known: random, greedy, easy, "
                             "medium, hard, expert)"));
        QVERIFY(error(ask(s, {{"cmd", "load"}, {"state", {{"format", "x"}}}}))
                    .rfind("invalid state: state.format", 0) == 0);
        QCOMPARE(ask(s, {{"cmd", "legal"}})["choices"],
                 json({"play fish 1", "play sweet-potato 1", "play grain 1"}));
        // A new game of the other kind replaces it.
        ask(s, {{"cmd", "new"}, {"game", "volcanic-isle"}, {"players", 2}, {"seed", 7}});
        QCOMPARE(ask(s, {{"cmd", "legal"}})["choices"][0], "end");
    }

    void aiIsDeterministicForASeedAndIterations() {
        ProtocolSession a, b;
        for (ProtocolSession* s : {&a, &b})
            ask(*s, {{"cmd", "new"}, {"game", "rapa-nui-cards"}, {"players", 4}, {"seed", 12}});
        const json request = {{"cmd", "ai"}, {"level", "hard"}, {"iterations", 1500}, {"seed", 9}};
        const json x = ask(a, request), y = ask(b, request);
        QCOMPARE(x["choice"], y["choice"]);
        QCOMPARE(x["stats"]["top"].size(), y["stats"]["top"].size());
        QCOMPARE(x["stats"]["iterations"].get<int>(), 1500);
        for (std::size_t i = 0; i < x["stats"]["top"].size(); ++i)
            QCOMPARE(x["stats"]["top"][i]["visits"], y["stats"]["top"][i]["visits"]);
    }
};

QTEST_APPLESS_MAIN(TestCardsProtocol)
#include "tst_cards_protocol.moc"
