// Issue 69: a hostile client. Thousands of malformed, oversized, out-of-turn and other-seat
// messages: the server never crashes, the table never changes, and each gets its refusal; the
// limits (size, rate, handshake) close what they must while real clients go on.

#include <QTcpSocket>
#include <QtTest>

#include "server/table.h"
#include "server_fixture.h"

using nlohmann::json;

namespace {

// The refusals `c` received from frame `from` on.
int refusals(const TestClient& c, std::size_t from) {
    int n = 0;
    for (std::size_t i = from; i < c.frames().size(); ++i)
        n += c.frames()[i].value("type", "") == "refused";
    return n;
}

} // namespace

class ServerAbuse : public QObject {
    Q_OBJECT
private slots:
    void tenThousandBadMessages();
    void reasonsNameTheField();
    void oversizedMessageCloses();
    void rateLimitRefusesThenCloses();
    void silentSocketsTimeOut();
    void browserOriginsChecked();
};

void ServerAbuse::tenThousandBadMessages() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient a, b, s, u;
    QVERIFY(a.open(server->port()) && b.open(server->port()) && s.open(server->port()) &&
            u.open(server->port()));
    std::string tokenB;
    const json created =
        makeTable(a, b, "rapa-nui-cards", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB);
    QVERIFY(!created.is_null());
    s.send({{"type", "watch"}, {"code", created["code"]}});
    QVERIFY(!s.waitType("watching").is_null());
    QVERIFY(playChoices({&a, &b}, 3));
    // Every listener has the last position before the counting starts: a late one would be
    // counted as an answer to a bad message.
    QVERIFY(TestClient::spin(
        [&] {
            for (const TestClient* c : {&a, &b, &s})
                if (c->latest().is_null() || c->latest()["version"] != 3) return false;
            return true;
        },
        5000));
    const auto* table = server->lobby().table(created["table"]);
    QVERIFY(table);
    const std::uint64_t hash = table->hash();
    const long long version = table->version();
    const json position = a.latest();
    TestClient& decider = position.contains("legal") ? a : b;
    const json legal = decider.latest()["legal"];
    const std::string aLegal = legal[0];

    std::uint64_t lcg = 7;
    const auto next = [&](std::uint64_t n) {
        lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
        return (lcg >> 33) % n;
    };
    const auto junk = [&] {
        std::string text;
        const auto length = next(120);
        for (std::uint64_t i = 0; i < length; ++i)
            text += char(0x20 + next(95));
        return text;
    };
    const auto deep = [&] {
        const int depth = 65 + int(next(200));
        return std::string(std::size_t(depth), '[') + std::string(std::size_t(depth), ']');
    };
    TestClient* clients[] = {&a, &b, &s, &u};
    std::size_t from[4];
    int sent[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; ++i)
        from[i] = clients[i]->frames().size();
    const auto send = [&](int who, const QString& text) {
        clients[who]->sendText(text);
        ++sent[who];
    };
    const auto sendJson = [&](int who, const json& j) {
        send(who, QString::fromStdString(j.dump()));
    };
    const int deciderIndex = &decider == &a ? 0 : 1, otherIndex = 1 - deciderIndex;
    constexpr int kMessages = 10000;
    constexpr long long kStale[] = {-3, -2, -1, 1, 2, 1000000};
    for (int m = 0; m < kMessages; ++m) {
        const int who = int(next(4));
        switch (next(14)) {
        case 0: // not JSON at all (or not an object)
            send(who, QString::fromStdString(junk()));
            break;
        case 1:
            send(who, QStringLiteral("[1,2,3]"));
            break;
        case 2: // nested beyond 64
            send(who, QString::fromStdString("{\"type\":\"ping\",\"x\":" + deep() + "}"));
            break;
        case 3:
            sendJson(who, {{"type", "fly" + std::to_string(next(1000))}});
            break;
        case 4:
            sendJson(who, {{"type", "choice"},
                           {"version", version},
                           {"choice", aLegal},
                           {"bogus" + std::to_string(next(100)), 1}});
            break;
        case 5:
            sendJson(who,
                     {{"type", "choice"}, {"version", std::to_string(version)}, {"choice", 3}});
            break;
        case 6: // stale: the decider, a legal choice, another version
            sendJson(deciderIndex, {{"type", "choice"},
                                    {"version", version + kStale[next(6)]},
                                    {"choice", legal[next(legal.size())]}});
            break;
        case 7: // the other seat, out of turn
            sendJson(
                otherIndex,
                {{"type", "choice"}, {"version", version}, {"choice", legal[next(legal.size())]}});
            break;
        case 8: // illegal for the decider
            sendJson(deciderIndex, {{"type", "choice"}, {"version", version}, {"choice", junk()}});
            break;
        case 9: // a spectator's choice
            sendJson(2, {{"type", "choice"}, {"version", version}, {"choice", aLegal}});
            break;
        case 10: // no table
            sendJson(3, {{"type", "choice"}, {"version", version}, {"choice", aLegal}});
            break;
        case 11: // a wrong code or token
            if (next(2))
                sendJson(3, {{"type", "join"}, {"code", junk().substr(0, 16)}});
            else
                sendJson(3, {{"type", "resume"},
                             {"table", created["table"]},
                             {"seat", 1},
                             {"token", junk().substr(0, 100)}});
            break;
        case 12: // numbers too wide, a bad create, a second hello
            if (next(2))
                send(who, QStringLiteral("{\"type\":\"choice\",\"version\":18446744073709551617,"
                                         "\"choice\":\"x\"}"));
            else
                sendJson(who, {{"type", "create"},
                               {"game", "rapa-nui-cards"},
                               {"seats", {{{"kind", "me"}, {"x", 1}}, {{"kind", "open"}}}}});
            break;
        default:
            sendJson(who, {{"type", "hello"}, {"protocol", 1}});
            break;
        }
        if (m % 500 == 499 || m == kMessages - 1) {
            // Every message answered by exactly one refusal before the next batch.
            QVERIFY2(TestClient::spin(
                         [&] {
                             for (int i = 0; i < 4; ++i)
                                 if (refusals(*clients[i], from[i]) < sent[i]) return false;
                             return true;
                         },
                         20000),
                     "a message went unanswered");
            QCOMPARE(table->version(), version);
            QCOMPARE(table->hash(), hash);
        }
    }
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(refusals(*clients[i], from[i]), sent[i]);
        // Nothing but refusals: no position moved.
        QCOMPARE(int(clients[i]->frames().size() - from[i]), sent[i]);
        QVERIFY(clients[i]->connected());
    }
    // And the table still plays.
    QVERIFY(playChoices({&a, &b}, 1));
    QCOMPARE(table->version(), version + 1);
}

void ServerAbuse::reasonsNameTheField() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient a, b;
    QVERIFY(a.open(server->port()) && b.open(server->port()));
    QCOMPARE(refusalAfter(a, {{"type", "join"}, {"code", "ABCDEFGH"}, {"bogus", 1}})["reason"],
             "unknown field \"bogus\" in \"join\"");
    QCOMPARE(refusalAfter(
                 a, {{"type", "create"},
                     {"game", "volcanic-isle"},
                     {"seats", {{{"kind", "me"}}, {{"kind", "open"}, {"colour", 1}}}}})["reason"],
             "unknown field \"colour\" in seat 1");
    QCOMPARE(refusalAfter(a, {{"type", "create"},
                              {"game", "volcanic-isle"},
                              {"seats", {{{"kind", "me"}}, {{"kind", "open"}}}},
                              {"options", {{"volcanoFacez", 2}}}})["reason"],
             "unknown field \"volcanoFacez\" in \"options\"");
    QCOMPARE(refusalAfter(a, {{"type", "create"},
                              {"game", "rapa-nui-cards"},
                              {"seats", {{{"kind", "me"}}, {{"kind", "open"}}}},
                              {"options", json::object()}})["reason"],
             "the card game takes no \"options\"");
    // No continent file on a server.
    QCOMPARE(refusalAfter(a, {{"type", "create"},
                              {"game", "volcanic-isle"},
                              {"seats", {{{"kind", "me"}}, {{"kind", "open"}}}},
                              {"continent", "/etc/passwd"}})["reason"],
             "\"continent\" must be \"standard\", \"random\" or a continent "
             "(docs/continent-format.md)");
    QCOMPARE(refusalAfter(a, {{"type", "choice"}, {"version", 0}, {"choice", "end"}})["reason"],
             "you are at no table");
    QCOMPARE(refusalAfter(a, {{"type", "join"}, {"code", "ABCDEFGH"}, {"id", 5}})["id"], 5);

    // At a table: the reasons of a refused choice.
    std::string tokenB;
    const json created =
        makeTable(a, b, "rapa-nui-cards", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB);
    QVERIFY(!created.is_null());
    QVERIFY(TestClient::spin([&] { return !a.latest().is_null() && !b.latest().is_null(); }, 5000));
    TestClient& decider = a.latest().contains("legal") ? a : b;
    TestClient& other = &decider == &a ? b : a;
    const std::string first = decider.latest()["legal"][0];
    QCOMPARE(refusalAfter(other, {{"type", "choice"}, {"version", 0}, {"choice", first}})["reason"],
             "not your turn: " +
                 decider.latest()["seats"][decider.latest()["seat"].get<int>()]["name"]
                     .get<std::string>() +
                 " decides now");
    QCOMPARE(
        refusalAfter(decider, {{"type", "choice"}, {"version", 1}, {"choice", first}})["reason"],
        "stale version 1: the position is at version 0");
    QCOMPARE(
        refusalAfter(decider, {{"type", "choice"}, {"version", 0}, {"choice", "fly"}})["reason"],
        "\"fly\" is not a legal choice now (the position's \"legal\" lists them)");

    // A client that speaks another protocol is told so and closed.
    TestClient old;
    QVERIFY(old.connectOnly(server->port()));
    old.send({{"type", "hello"}, {"protocol", 2}});
    QCOMPARE(old.waitType("refused")["reason"], "this server speaks protocol 1, not 2");
    QVERIFY(old.waitClosed());
    // So is one whose first message is no hello.
    TestClient rude;
    QVERIFY(rude.connectOnly(server->port()));
    rude.send({{"type", "ping"}});
    QCOMPARE(rude.waitType("refused")["reason"], "the first message must be a hello");
    QVERIFY(rude.waitClosed());
    QCOMPARE(rude.closeCode(), 1008);
}

void ServerAbuse::oversizedMessageCloses() {
    auto server = startServer(testLimits());
    QVERIFY(server);
    TestClient big, fits;
    QVERIFY(big.open(server->port()) && fits.open(server->port()));
    // Just under the cap: read, and refused for its unknown field.
    const std::string pad(60 * 1024, 'x');
    QCOMPARE(refusalAfter(fits, {{"type", "ping"}, {"pad", pad}})["reason"],
             "unknown field \"pad\" in \"ping\"");
    // Over it: the connection closes with 1009 (too big) and nothing is answered.
    big.sendText(QString(64 * 1024 + 1, QLatin1Char('x')));
    QVERIFY(big.waitClosed());
    QCOMPARE(big.closeCode(), 1009);
    // A binary frame is refused.
    const std::size_t before = fits.frames().size();
    fits.sendBinary(QByteArray("{\"type\":\"ping\"}"));
    QCOMPARE(fits.waitType("refused", 5000, before)["reason"],
             "a message is a JSON object in a text frame");
    fits.send({{"type", "ping"}, {"id", 1}});
    QCOMPARE(fits.waitType("pong")["id"], 1);
    QVERIFY(fits.connected());
}

void ServerAbuse::rateLimitRefusesThenCloses() {
    auto limits = testLimits();
    limits.messagesPerSecond = 5;
    limits.messagesBurst = 5;
    limits.overRateBeforeClose = 20;
    auto server = startServer(limits);
    QVERIFY(server);
    TestClient c;
    QVERIFY(c.open(server->port())); // the hello took one
    const std::size_t from = c.frames().size();
    for (int i = 0; i < 40; ++i)
        c.send({{"type", "ping"}, {"id", i}});
    QVERIFY(c.waitClosed());
    QCOMPARE(c.closeCode(), 1008);
    int pongs = 0, tooMany = 0;
    for (std::size_t i = from; i < c.frames().size(); ++i) {
        const json& f = c.frames()[i];
        pongs += f["type"] == "pong";
        tooMany += f["type"] == "refused" && f["reason"] == "too many messages: at most 5 a second";
    }
    QVERIFY2(pongs >= 4 && pongs <= 6, std::to_string(pongs).c_str());
    QCOMPARE(tooMany, 20);
}

void ServerAbuse::silentSocketsTimeOut() {
    auto limits = testLimits();
    limits.helloTimeoutMs = 400;
    auto server = startServer(limits);
    QVERIFY(server);
    // 50 sockets that never start the WebSocket handshake, and one that never says hello.
    std::vector<std::unique_ptr<QTcpSocket>> silent;
    for (int i = 0; i < 50; ++i) {
        silent.push_back(std::make_unique<QTcpSocket>());
        silent.back()->connectToHost(QHostAddress::LocalHost, server->port());
    }
    TestClient mute;
    QVERIFY(mute.connectOnly(server->port()));
    // Meanwhile real clients make a table and join it.
    TestClient a, b;
    QVERIFY(a.open(server->port()) && b.open(server->port()));
    std::string tokenB;
    QVERIFY(!makeTable(a, b, "rapa-nui", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB).is_null());
    QVERIFY(mute.waitClosed(3000));
    QCOMPARE(mute.closeCode(), 1008);
    QVERIFY(TestClient::spin(
        [&] {
            return std::all_of(silent.begin(), silent.end(), [](const auto& s) {
                return s->state() == QAbstractSocket::UnconnectedState;
            });
        },
        5000));
    QVERIFY(a.connected() && b.connected());
    QVERIFY(playChoices({&a, &b}, 2));
}

void ServerAbuse::browserOriginsChecked() {
    auto limits = testLimits();
    limits.allowedOrigins = {"https://friends.example"};
    auto server = startServer(limits);
    QVERIFY(server);
    TestClient stranger(QStringLiteral("https://elsewhere.example"));
    stranger.begin(server->port());
    QVERIFY(stranger.waitClosed());
    QCOMPARE(stranger.closeCode(), 1008);
    TestClient friendly(QStringLiteral("https://friends.example")), tool;
    QVERIFY(friendly.open(server->port()));
    QVERIFY(tool.open(server->port())); // no Origin: not a browser
    // By default no browser page may connect at all.
    auto closed = startServer(testLimits());
    QVERIFY(closed);
    TestClient page(QStringLiteral("https://friends.example"));
    page.begin(closed->port());
    QVERIFY(page.waitClosed());
    QCOMPARE(page.closeCode(), 1008);
}

QTEST_GUILESS_MAIN(ServerAbuse)
#include "tst_server_abuse.moc"
