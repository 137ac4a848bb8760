// Issue 69: take back online (docs/online.md, `takeBack`). A player takes back their last
// decision and every choice since: the AIs' replies go without asking, another person is asked
// and may refuse, a choice made meanwhile ends the request, and nobody takes back past a die.

#include <QtTest>

#include "server_fixture.h"

using nlohmann::json;

namespace {

// Waits until `c` decides; false if it does not in time.
bool decides(TestClient& c) {
    return TestClient::spin([&] { return !c.latest().is_null() && c.latest().contains("legal"); },
                            5000);
}

// `c` sends the first of its legal choices and waits for the position after it.
bool playFirst(TestClient& c) {
    const long long v = c.latest()["version"];
    c.send({{"type", "choice"}, {"version", v}, {"choice", c.latest()["legal"][0]}});
    return TestClient::spin([&] { return c.latest()["version"] > v; }, 5000);
}

// Plays first legal choices until Ana (a) has decided and Bo (b) decided after her, and, if
// `boDecides`, until Bo decides again; `anaAt`: the version of Ana's last decision.
bool anaThenBo(TestClient& a, TestClient& b, bool boDecides, long long& anaAt) {
    anaAt = -1;
    bool boAfter = false;
    for (int n = 0; n < 400; ++n) {
        if (!TestClient::spin(
                [&] {
                    return a.latest()["version"] == b.latest()["version"] &&
                           (a.latest().contains("legal") || b.latest().contains("legal"));
                },
                5000))
            return false;
        if (anaAt >= 0 && boAfter && (!boDecides || b.latest().contains("legal"))) return true;
        if (a.latest().contains("legal")) {
            anaAt = a.latest()["version"];
            boAfter = false;
            if (!playFirst(a)) return false;
        } else {
            boAfter = anaAt >= 0;
            if (!playFirst(b)) return false;
        }
    }
    return false;
}

json takeBackNews(TestClient& c, std::size_t from) {
    return c.waitType("takeBack", 5000, from);
}

} // namespace

class ServerTakeBack : public QObject {
    Q_OBJECT
private slots:
    void ownDecisionAndTheAisRepliesGoWithoutAsking();
    void anotherPlayerIsAskedFirst();
    void neverPastADieRoll();
};

// Ana plays against a Random AI: she takes back her decision and the AI's replies at once, and
// is shown again the very position she decided in, with her choices.
void ServerTakeBack::ownDecisionAndTheAisRepliesGoWithoutAsking() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient a;
    QVERIFY(a.open(server->port(), "Ana"));
    a.send({{"type", "create"},
            {"game", "rapa-nui"},
            {"seats", {{{"kind", "me"}}, {{"kind", "ai"}, {"level", "random"}}}}});
    QVERIFY(!a.waitType("created").is_null());
    QVERIFY(decides(a));
    const json before = a.latest();
    QVERIFY(playFirst(a));
    QVERIFY(decides(a));
    const long long now = a.latest()["version"];
    QVERIFY(now > before["version"].get<long long>());

    // Asked at a version not played yet: refused, nothing changes.
    QCOMPARE(refusalAfter(a, {{"type", "takeBack"}, {"version", now + 1}})["reason"],
             "stale version " + std::to_string(now + 1) + ": the position is at version " +
                 std::to_string(now));
    // Asked from the position before the AI's replies: the same.
    const std::size_t from = a.frames().size();
    a.send({{"type", "takeBack"}, {"version", before["version"].get<long long>() + 1}});
    const json p = a.waitFor([](const json& j) { return j.contains("takenBack"); }, 5000, from);
    QVERIFY(!p.is_null());
    QCOMPARE(p["takenBack"]["seat"], 0);
    QCOMPARE(p["takenBack"]["from"], now);
    QCOMPARE(p["version"], before["version"]);
    QCOMPARE(p["view"], before["view"]);
    QCOMPARE(p["legal"], before["legal"]);
    for (std::size_t i = from; i < a.frames().size(); ++i)
        QVERIFY(a.frames()[i]["type"] != "takeBack"); // nobody was asked
    // And the game goes on from there.
    QVERIFY(playFirst(a));
}

// Ana and Bo: Ana's take back would undo Bo's choice, so Bo is asked. He refuses: nothing
// changes; asked again, he agrees: both are shown the position before Ana's decision. A choice
// Bo makes while asked ends the request.
void ServerTakeBack::anotherPlayerIsAskedFirst() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient a, b;
    QVERIFY(a.open(server->port(), "Ana") && b.open(server->port(), "Bo"));
    std::string tokenB;
    QVERIFY(!makeTable(a, b, "rapa-nui", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB).is_null());
    long long anaAt = -1;
    QVERIFY(anaThenBo(a, b, false, anaAt));
    const long long now = a.latest()["version"];

    QCOMPARE(refusalAfter(b, {{"type", "takeBackAnswer"}, {"agree", true}})["reason"],
             "no take back is asked");
    std::size_t fromA = a.frames().size(), fromB = b.frames().size();
    a.send({{"type", "takeBack"}, {"version", now}});
    json asked = takeBackNews(b, fromB);
    QCOMPARE(asked["state"], "asked");
    QCOMPARE(asked["seat"], 0);
    QCOMPARE(asked["to"], anaAt);
    QCOMPARE(asked["waiting"], json::array({1}));
    QCOMPARE(takeBackNews(a, fromA)["state"], "asked");
    QCOMPARE(refusalAfter(a, {{"type", "takeBackAnswer"}, {"agree", true}})["reason"],
             "your agreement is not asked");
    QCOMPARE(refusalAfter(a, {{"type", "takeBack"}, {"version", now}})["reason"],
             "a take back is already asked");
    fromA = a.frames().size();
    b.send({{"type", "takeBackAnswer"}, {"agree", false}});
    const json refused =
        a.waitFor([](const json& j) { return j["type"] == "takeBack" && j["state"] != "asked"; },
                  5000, fromA);
    QCOMPARE(refused["state"], "refused");
    QCOMPARE(refused["by"], 1);
    QCOMPARE(a.latest()["version"], now);

    // Asked again, agreed.
    fromA = a.frames().size();
    fromB = b.frames().size();
    a.send({{"type", "takeBack"}, {"version", now}});
    QCOMPARE(takeBackNews(b, fromB)["state"], "asked");
    b.send({{"type", "takeBackAnswer"}, {"agree", true}});
    for (TestClient* c : {&a, &b}) {
        const json p = c->waitFor([](const json& j) { return j.contains("takenBack"); }, 5000,
                                  c == &a ? fromA : fromB);
        QVERIFY(!p.is_null());
        QCOMPARE(p["version"], anaAt);
        QCOMPARE(p["takenBack"]["seat"], 0);
    }
    QVERIFY(a.latest().contains("legal"));

    // A choice made while asked ends the request: Bo, asked, plays on instead.
    QVERIFY(anaThenBo(a, b, true, anaAt));
    fromA = a.frames().size();
    fromB = b.frames().size();
    a.send({{"type", "takeBack"}, {"version", a.latest()["version"]}});
    QCOMPARE(takeBackNews(b, fromB)["state"], "asked");
    QVERIFY(playFirst(b));
    const json lapsed =
        a.waitFor([](const json& j) { return j["type"] == "takeBack" && j["state"] != "asked"; },
                  5000, fromA);
    QCOMPARE(lapsed["state"], "lapsed");
}

// Volcanic Isle: whoever raised a Moai and rolled the die cannot take the raise back.
void ServerTakeBack::neverPastADieRoll() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient a, b;
    QVERIFY(a.open(server->port(), "Ana") && b.open(server->port(), "Bo"));
    std::string tokenB;
    QVERIFY(!makeTable(a, b, "volcanic-isle", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB)
                 .is_null());
    std::uint64_t lcg = 5;
    for (int n = 0; n < 2000; ++n) {
        TestClient* c = nullptr;
        QVERIFY2(!a.latest()["over"].get<bool>(), "the game ended before a Moai was raised");
        QVERIFY2(
            TestClient::spin(
                [&] {
                    c = a.latest().contains("legal")   ? &a
                        : b.latest().contains("legal") ? &b
                                                       : nullptr;
                    return c != nullptr && a.latest()["version"] == b.latest()["version"];
                },
                5000),
            (a.latest().dump().substr(0, 300) + " / " + b.texts().back().substr(0, 300)).c_str());
        const json& legal = c->latest()["legal"];
        lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
        std::size_t pick = std::size_t((lcg >> 33) % legal.size());
        for (std::size_t k = 0; k < legal.size(); ++k)
            if (legal[k].get<std::string>().rfind("raise", 0) == 0) pick = k;
        const long long v = c->latest()["version"];
        c->send({{"type", "choice"}, {"version", v}, {"choice", legal[pick]}});
        QVERIFY(TestClient::spin([&] { return c->latest()["version"] > v; }, 5000));
        const json& told = c->latest()["last"]["told"];
        bool rolled = false;
        for (const json& e : told.value("events", json::array()))
            rolled = rolled || e.value("kind", "") == "die-rolled";
        if (!rolled || c->latest()["over"].get<bool>()) continue;
        const json refused =
            refusalAfter(*c, {{"type", "takeBack"}, {"version", c->latest()["version"]}});
        // The raise was the last decision of the player who rolled, unless the roll asks them
        // at once (a Prayer, a rescue) and they decided since: never so right after the roll.
        QCOMPARE(refused["reason"],
                 "take back stops at a die roll or a card turned up: what it showed stays");
        return;
    }
    QFAIL("no Moai was raised");
}

QTEST_GUILESS_MAIN(ServerTakeBack)
#include "tst_server_takeback.moc"
