// Issue 69: leaving and coming back. A seat is resumed with its token and told what it
// missed (or, past the table's memory, the position alone); a wrong token is refused and
// failed tries are limited; a server started again on its data folder has every table with
// every acknowledged choice.

#include <QtTest>

#include "server/table.h"
#include "server_fixture.h"

using nlohmann::json;

class ServerReconnect : public QObject {
    Q_OBJECT
private slots:
    void resumeWithinAndOutsideHistory();
    void wrongTokensAndTheirLimit();
    void resumeElsewhereReplaces();
    void restartRestoresEveryTable();
    void anAiStandsInAfterTheGrace();
    void aPlayerLeavesForGood();
    void aPeekTellsWhoseTurnWithoutSittingDown();
};

namespace {

json resume(TestClient& c, const std::string& table, int seat, const std::string& token,
            long long version) {
    const std::size_t from = c.frames().size();
    c.send({{"type", "resume"},
            {"table", table},
            {"seat", seat},
            {"token", token},
            {"version", version}});
    return c.waitFor([](const json& j) { return j["type"] == "resumed" || j["type"] == "refused"; },
                     5000, from);
}

} // namespace

void ServerReconnect::resumeWithinAndOutsideHistory() {
    auto limits = testLimits();
    limits.historyWindow = 4;
    auto server = startServer(limits);
    QVERIFY(server);
    TestClient a, b;
    QVERIFY(a.open(server->port()) && b.open(server->port()));
    std::string tokenB;
    const json created =
        makeTable(a, b, "rapa-nui", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB);
    QVERIFY(!created.is_null());
    const std::string table = created["table"];
    QVERIFY(playChoices({&a, &b}, 6));
    QVERIFY(TestClient::spin([&] { return b.latest()["version"] == 6; }, 5000));
    const json seenByB = b.latest();

    // B drops; A sees it go.
    std::size_t from = a.frames().size();
    b.close();
    QVERIFY(!a.waitFor(
                  [](const json& j) {
                      return j["type"] == "seats" && !j["seats"][1]["connected"].get<bool>();
                  },
                  5000, from)
                 .is_null());

    // Back within the history: the choices since version 4, then the position.
    TestClient b2;
    QVERIFY(b2.open(server->port()));
    const json resumed = resume(b2, table, 1, tokenB, 4);
    QCOMPARE(resumed["type"], "resumed");
    const json p = b2.waitType("position");
    QCOMPARE(p["version"], 6);
    QCOMPARE(p["view"], seenByB["view"]);
    QCOMPARE(p["missed"].size(), std::size_t(2));
    QCOMPARE(p["missed"][0]["version"], 5);
    QCOMPARE(p["missed"][1]["version"], 6);
    QVERIFY(!p.contains("gap"));

    // From further back than the table remembers (4 choices): the position alone.
    TestClient b3;
    QVERIFY(b3.open(server->port()));
    QCOMPARE(resume(b3, table, 1, tokenB, 1)["type"], "resumed");
    const json p3 = b3.waitType("position");
    QCOMPARE(p3["gap"], true);
    QVERIFY(!p3.contains("missed"));
    QCOMPARE(p3["version"], 6);
    // And plays on.
    QVERIFY(playChoices({&a, &b3}, 3));
}

void ServerReconnect::wrongTokensAndTheirLimit() {
    auto limits = testLimits();
    limits.failedJoinBurst = 3;
    limits.failedJoinEverySeconds = 60;
    auto server = startServer(limits);
    QVERIFY(server);
    TestClient a, b, c;
    QVERIFY(a.open(server->port()) && b.open(server->port()) && c.open(server->port()));
    std::string tokenB;
    const json created =
        makeTable(a, b, "rapa-nui-cards", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB);
    QVERIFY(!created.is_null());
    const std::string table = created["table"];
    std::string wrong = tokenB;
    wrong[0] = wrong[0] == 'a' ? 'b' : 'a';
    QCOMPARE(resume(c, table, 1, wrong, 0)["reason"], "no such table, seat and token");
    // A's token is not B's.
    QCOMPARE(resume(c, table, 1, created["token"], 0)["reason"], "no such table, seat and token");
    QCOMPARE(resume(c, "0123456789abcdef", 1, tokenB, 0)["reason"],
             "no such table, seat and token");
    // Three failures from this address: even the right token waits now, and so does a code.
    QCOMPARE(resume(c, table, 1, tokenB, 0)["reason"],
             "too many failed joins from this address; wait a little");
    const std::size_t from = c.frames().size();
    c.send({{"type", "join"}, {"code", created["code"]}});
    QCOMPARE(c.waitType("refused", 5000, from)["reason"],
             "too many failed joins from this address; wait a little");
    QVERIFY(b.connected());
}

// The app's Continue list asks how a kept table is doing: whose turn, how far, who sits where,
// and no view; the seat is not taken up (its player stays away, nobody is replaced); a wrong
// token is refused like a failed join, and a spectator's seat has nothing to peek at.
void ServerReconnect::aPeekTellsWhoseTurnWithoutSittingDown() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient a, b, c;
    QVERIFY(a.open(server->port()) && b.open(server->port()) && c.open(server->port()));
    std::string tokenB;
    const json created =
        makeTable(a, b, "rapa-nui", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB);
    QVERIFY(!created.is_null());
    QVERIFY(playChoices({&a, &b}, 3));
    QVERIFY(TestClient::spin([&] { return b.latest()["version"] == 3; }, 5000));
    const json seen = b.latest();
    const auto peek = [&](int seat, const std::string& token) {
        const std::size_t from = c.frames().size();
        c.send({{"type", "peek"}, {"table", created["table"]}, {"seat", seat}, {"token", token}});
        return c.waitFor(
            [](const json& j) { return j["type"] == "peeked" || j["type"] == "refused"; }, 5000,
            from);
    };
    const std::size_t before = b.frames().size();
    const json p = peek(1, tokenB);
    QCOMPARE(p["type"], "peeked");
    QCOMPARE(p["table"], created["table"]);
    QCOMPARE(p["seat"], 1);
    QCOMPARE(p["game"], "rapa-nui");
    QCOMPARE(p["version"], 3);
    QCOMPARE(p["decider"], seen["decider"]);
    QCOMPARE(p["over"], false);
    QCOMPARE(p["seats"][1]["name"], seen["seats"][1]["name"]);
    QVERIFY(!p.contains("view") && !p.contains("legal"));
    // B still holds its seat: nothing replaced it, and it plays on.
    QTest::qWait(200);
    for (std::size_t i = before; i < b.frames().size(); ++i)
        QVERIFY(b.frames()[i]["type"] != "replaced");
    QVERIFY(b.connected());
    QVERIFY(playChoices({&a, &b}, 1));

    std::string wrong = tokenB;
    wrong[0] = wrong[0] == 'a' ? 'b' : 'a';
    QCOMPARE(peek(1, wrong)["reason"], "no such table, seat and token");
    QCOMPARE(peek(-1, "")["reason"], "no such table, seat and token");
    const std::size_t from = c.frames().size();
    c.send({{"type", "peek"}, {"table", created["table"]}, {"seat", 1}});
    QVERIFY(c.waitType("refused", 5000, from)["reason"].get<std::string>().find("token") !=
            std::string::npos);
}

void ServerReconnect::resumeElsewhereReplaces() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient a, b, b2;
    QVERIFY(a.open(server->port()) && b.open(server->port()) && b2.open(server->port()));
    std::string tokenB;
    const json created =
        makeTable(a, b, "volcanic-isle", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB);
    QVERIFY(!created.is_null());
    QCOMPARE(resume(b2, created["table"], 1, tokenB, 0)["type"], "resumed");
    QVERIFY(!b.waitType("replaced").is_null());
    QVERIFY(b.waitClosed());
    QCOMPARE(b.closeCode(), 4001);
    QVERIFY(playChoices({&a, &b2}, 4));
}

void ServerReconnect::restartRestoresEveryTable() {
    QTemporaryDir dir;
    auto server = startServer(testLimits(), dir.path());
    QVERIFY(server);
    TestClient a, b;
    QVERIFY(a.open(server->port()) && b.open(server->port()));
    std::string tokenB;
    const json created = makeTable(
        a, b, "rapa-nui-cards",
        {{{"kind", "me"}}, {{"kind", "open"}}, {{"kind", "ai"}, {"level", "easy"}}}, tokenB);
    QVERIFY(!created.is_null());
    const std::string table = created["table"];
    QVERIFY(playChoices({&a, &b}, 8));
    // Wait for a human's turn, so that no AI choice is under way.
    const auto* t = server->lobby().table(table);
    QVERIFY(TestClient::spin([&] { return !t->thinking() && t->decider() != 2; }, 5000));
    const long long version = t->version();
    const std::uint64_t hash = t->hash();
    a.close();
    b.close();
    server.reset();

    server = startServer(testLimits(), dir.path());
    QVERIFY(server);
    QCOMPARE(server->lobby().tableCount(), std::size_t(1));
    QCOMPARE(server->lobby().table(table)->version(), version);
    QCOMPARE(server->lobby().table(table)->hash(), hash);
    TestClient a2, b2;
    QVERIFY(a2.open(server->port()) && b2.open(server->port()));
    QCOMPARE(resume(a2, table, 0, created["token"], version)["type"], "resumed");
    QCOMPARE(resume(b2, table, 1, tokenB, version)["type"], "resumed");
    QVERIFY(
        TestClient::spin([&] { return !a2.latest().is_null() && !b2.latest().is_null(); }, 5000));
    QCOMPARE(a2.latest()["version"], version);
    QVERIFY(playChoices({&a2, &b2}, 4));
}

void ServerReconnect::anAiStandsInAfterTheGrace() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient a, b;
    QVERIFY(a.open(server->port()) && b.open(server->port()));
    a.send({{"type", "create"},
            {"game", "rapa-nui-cards"},
            {"seats", {{{"kind", "me"}}, {{"kind", "open"}}}},
            {"grace", 1},
            {"standIn", "greedy"}});
    const json created = a.waitType("created");
    QVERIFY(!created.is_null());
    b.send({{"type", "join"}, {"code", created["code"]}});
    const std::string tokenB = b.waitType("joined")["token"];
    // Play on until Bo decides, then Bo drops.
    const auto* t = server->lobby().table(created["table"]);
    for (int i = 0; i < 30 && t->decider() != 1; ++i)
        QVERIFY(playChoices({&a}, 1));
    QCOMPARE(t->decider(), 1);
    QVERIFY(TestClient::spin([&] { return b.latest()["version"] == t->version(); }, 5000));
    const long long version = b.latest()["version"];
    b.close();
    // A second later an AI plays Bo's seat, and everyone is told it stands in.
    const json standIn = a.waitFor(
        [](const json& j) {
            return j["type"] == "seats" && j["seats"][1].value("standIn", "") == "greedy";
        },
        5000);
    QVERIFY(!standIn.is_null());
    const json played = a.waitFor(
        [&](const json& j) {
            return j["type"] == "position" && j.contains("last") && j["last"]["seat"] == 1 &&
                   j["version"] == version + 1;
        },
        5000);
    QVERIFY(!played.is_null());
    // Bo comes back: the AI stops, Bo plays his own turns again.
    TestClient b2;
    QVERIFY(b2.open(server->port()));
    QCOMPARE(resume(b2, created["table"], 1, tokenB, version)["type"], "resumed");
    QVERIFY(!a.waitFor([](const json& j) {
                  return j["type"] == "seats" && !j["seats"][1].contains("standIn") &&
                         j["seats"][1]["connected"].get<bool>();
              }).is_null());
    QVERIFY(!server->lobby().table(created["table"])->standingIn(1));
    const std::size_t from = b2.frames().size();
    QVERIFY(playChoices({&a, &b2}, 8));
    bool boPlayed = false;
    for (std::size_t i = from; i < b2.frames().size(); ++i)
        boPlayed =
            boPlayed || (b2.frames()[i].contains("last") && b2.frames()[i]["last"]["seat"] == 1);
    QVERIFY(boPlayed);
}

// Bo leaves for good: everyone is told his seat is an AI's (the table's stand-in level) under
// his name; the AI plays his turns to the end of the game; his token opens the seat no more;
// a restarted server keeps it so. A spectator holds no seat to leave.
void ServerReconnect::aPlayerLeavesForGood() {
    QTemporaryDir dir;
    auto server = startServer(testLimits(), dir.path());
    QVERIFY(server);
    TestClient a, b, s;
    QVERIFY(a.open(server->port(), "Ana") && b.open(server->port(), "Bo") &&
            s.open(server->port(), "Cy"));
    a.send({{"type", "create"},
            {"game", "rapa-nui-cards"},
            {"seats", {{{"kind", "me"}}, {{"kind", "open"}}}},
            {"standIn", "greedy"}});
    const json created = a.waitType("created");
    QVERIFY(!created.is_null());
    b.send({{"type", "join"}, {"code", created["code"]}});
    const std::string tokenB = b.waitType("joined")["token"];
    s.send({{"type", "watch"}, {"code", created["code"]}});
    QVERIFY(!s.waitType("watching").is_null());
    QCOMPARE(refusalAfter(s, {{"type", "leave"}})["reason"], "you hold no seat at a table");
    QVERIFY(playChoices({&a, &b}, 4));

    b.send({{"type", "leave"}, {"id", 7}});
    const json left = b.waitType("left");
    QCOMPARE(left["seat"], 1);
    QCOMPARE(left["id"], 7);
    QCOMPARE(left["table"], created["table"]);
    const json seats = a.waitFor(
        [](const json& j) { return j["type"] == "seats" && j["seats"][1]["kind"] == "ai"; }, 5000);
    QVERIFY(!seats.is_null());
    QCOMPARE(seats["seats"][1]["name"], "Bo");
    QCOMPARE(seats["seats"][1]["level"], "greedy");
    QCOMPARE(seats["seats"][1]["left"], true);
    // Bo's choices are refused now: he is at no table.
    QCOMPARE(refusalAfter(b, {{"type", "choice"}, {"version", 0}, {"choice", "skip"}})["reason"],
             "you are at no table");
    // Ana alone plays the humans' turns; the AI plays Bo's to the score sheet.
    const auto* t = server->lobby().table(created["table"]);
    QVERIFY(TestClient::spin(
        [&] {
            playChoices({&a}, 1);
            return t->over();
        },
        30000));
    // The last position (with Ana's record of the game) comes after the table's end.
    QVERIFY(TestClient::spin([&] { return a.latest()["over"].get<bool>(); }, 5000));
    // His token opens the seat no more, even after a restart.
    TestClient b2;
    QVERIFY(b2.open(server->port()));
    QCOMPARE(resume(b2, created["table"], 1, tokenB, 0)["reason"], "no such table, seat and token");
    a.close();
    s.close();
    server.reset();
    server = startServer(testLimits(), dir.path());
    QVERIFY(server);
    TestClient a2, b3;
    QVERIFY(a2.open(server->port()) && b3.open(server->port()));
    QCOMPARE(resume(b3, created["table"], 1, tokenB, 0)["reason"], "no such table, seat and token");
    QCOMPARE(resume(a2, created["table"], 0, created["token"], 0)["type"], "resumed");
    QVERIFY(TestClient::spin([&] { return !a2.latest().is_null(); }, 5000));
    QCOMPARE(a2.latest()["seats"][1]["kind"], "ai");
    QCOMPARE(a2.latest()["seats"][1]["left"], true);
    QCOMPARE(a2.latest()["seats"][1]["name"], "Bo");
}

QTEST_GUILESS_MAIN(ServerReconnect)
#include "tst_server_reconnect.moc"
