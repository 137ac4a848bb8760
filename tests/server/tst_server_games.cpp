// Issue 69: a whole game of each game through rano-server over loopback, with two humans
// driven by the test (random legal choices, a Moai built when one can be), an AI seat (Easy, a
// small budget) and a spectator: the final scores equal a local replay of the same choices, and no
// frame any client received tells what its seat may not know.

#include <QtTest>

#include <set>

#include "core/json_file.h"
#include "games/registry.h"
#include "server/secrets.h"
#include "server/table.h"
#include "server_fixture.h"

using nlohmann::json;

namespace {

// The runs of hex digits in `text` that are exactly `length` long, and the runs of decimal
// digits of at least 10: where a seed or an RNG word would show.
void secretsLike(const std::string& text, std::set<std::string>& hexRuns,
                 std::set<std::string>& digitRuns) {
    std::size_t i = 0;
    while (i < text.size()) {
        if (!std::isxdigit(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && std::isxdigit(static_cast<unsigned char>(text[j])))
            ++j;
        const std::string run = text.substr(i, j - i);
        hexRuns.insert(run);
        if (std::all_of(run.begin(), run.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
            run.size() >= 10)
            digitRuns.insert(run);
        i = j;
    }
}

} // namespace

class ServerGames : public QObject {
    Q_OBJECT
private slots:
    void wholeGame_data();
    void wholeGame();
    void aRandomContinentIsShownAndTellsNothingOfTheSeed();
};

void ServerGames::wholeGame_data() {
    QTest::addColumn<QString>("game");
    QTest::newRow("volcanic-isle") << "volcanic-isle";
    QTest::newRow("rapa-nui-cards") << "rapa-nui-cards";
    QTest::newRow("rapa-nui") << "rapa-nui";
}

void ServerGames::wholeGame() {
    QFETCH(QString, game);
    QTemporaryDir dir;
    auto server = startServer(testLimits(), dir.path());
    QVERIFY(server);
    const quint16 port = server->port();

    TestClient a, b, s;
    QVERIFY(a.open(port, "Ana"));
    a.send(
        {{"type", "create"},
         {"id", 1},
         {"game", game.toStdString()},
         {"seats", {{{"kind", "me"}}, {{"kind", "open"}}, {{"kind", "ai"}, {"level", "easy"}}}}});
    const json created = a.waitType("created");
    QVERIFY2(!created.is_null(), a.texts().empty() ? "" : a.texts().back().c_str());
    QCOMPARE(created["id"], 1);
    const std::string tableId = created["table"], code = created["code"], tokenA = created["token"];
    QCOMPARE(created["seat"], 0);

    QVERIFY(b.open(port, "Bo"));
    b.send({{"type", "join"}, {"code", code}});
    const json joined = b.waitType("joined");
    QVERIFY(!joined.is_null());
    QCOMPARE(joined["seat"], 1);
    const std::string tokenB = joined["token"];
    QVERIFY(tokenA != tokenB && tokenA.size() == 32);

    QVERIFY(s.open(port, "Cy"));
    s.send({{"type", "watch"}, {"code", code}});
    QVERIFY(!s.waitType("watching").is_null());

    // The humans play random legal choices whenever their position says they decide.
    std::uint64_t lcg = 69;
    const auto pick = [&](std::size_t n) {
        lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
        return std::size_t((lcg >> 33) % n);
    };
    long long sentA = -1, sentB = -1;
    const auto play = [&](TestClient& c, long long& sent) {
        const json& p = c.latest();
        if (p.is_null() || p["over"].get<bool>() || !p.contains("legal")) return;
        const long long v = p["version"];
        if (v == sent) return;
        const json& legal = p["legal"];
        // A Moai built whenever one can be: its Sacrifice Round lays cards face down.
        std::size_t i = pick(legal.size());
        for (std::size_t k = 0; k < legal.size(); ++k)
            if (legal[k] == "play moai") i = k;
        c.send({{"type", "choice"}, {"version", v}, {"choice", legal[i]}});
        sent = v;
    };
    const auto over = [](const TestClient& c) {
        return !c.latest().is_null() && c.latest()["over"].get<bool>();
    };
    QVERIFY2(TestClient::spin(
                 [&] {
                     play(a, sentA);
                     play(b, sentB);
                     return over(a) && over(b) && over(s);
                 },
                 40000),
             "the game did not end in time");
    const long long finalVersion = a.latest()["version"];
    qInfo("%s: %lld choices", qPrintable(game), finalVersion);
    QCOMPARE(b.latest()["version"], finalVersion);
    QCOMPARE(s.latest()["version"], finalVersion);

    // After the end a choice changes nothing and is refused with the reason.
    const std::size_t before = a.frames().size();
    a.send({{"type", "choice"}, {"version", finalVersion}, {"choice", "end"}});
    const json late = a.waitType("refused", 5000, before);
    QCOMPARE(late["reason"], "the game is over");

    // The table's file: the replay with the seed and every choice, read back as a file.
    QFile file(dir.filePath(QString::fromStdString(tableId) + ".json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string fileText = file.readAll().toStdString();
    const json tableFile = json::parse(fileText);
    // The tokens are kept hashed, never as sent.
    for (const std::string& token : {tokenA, tokenB}) {
        QVERIFY(fileText.find(token) == std::string::npos);
        QVERIFY(fileText.find(rano::server::tokenHash(token)) != std::string::npos);
    }
    const json& replay = tableFile["replay"];
    const std::uint64_t seed = replay["seed"];
    QCOMPARE(replay["choices"].size(), std::size_t(finalVersion));

    // The local replay: the same game from its seed and the same choices, its views at every
    // version and what each choice was told as.
    const auto* entry = rano::games::findGame(game.toStdString());
    QVERIFY(entry);
    std::string error;
    auto local = entry->start(3, seed, json::object(), false, error);
    QVERIFY2(local, error.c_str());
    std::vector<std::vector<json>> views; // [version][viewer + 1]
    std::vector<json> told;               // [version - 1]
    // [version - 1][viewer + 1]: the choice as each may know it: the card game's face-down
    // Sacrifice (the active player's) without its type but to its owner, any other whole.
    std::vector<std::vector<std::string>> seen;
    int faceDown = 0;
    std::set<std::string> rngWords;
    int aiChoices = 0;
    const auto record = [&] {
        std::vector<json> v;
        for (int viewer = -1; viewer < 3; ++viewer)
            v.push_back(local->stateAnswer(json{{"viewer", viewer}})["view"]);
        views.push_back(v);
        const json full = local->stateAnswer(json::object())["state"];
        if (full.contains("rng"))
            for (const json& w : full["rng"])
                rngWords.insert(w.get<std::string>());
    };
    record();
    for (const json& c : replay["choices"]) {
        aiChoices += c["player"] == 2;
        const std::string choice = c["choice"];
        const bool hidden = game == QLatin1String("rapa-nui-cards") &&
                            choice.rfind("sacrifice ", 0) == 0 && c["player"] == local->active();
        faceDown += hidden;
        std::vector<std::string> known;
        for (int viewer = -1; viewer < 3; ++viewer)
            known.push_back(hidden && viewer != c["player"] ? "sacrifice" : choice);
        seen.push_back(known);
        json t = local->applyAnswer(json{{"choice", c["choice"]}});
        QVERIFY2(t["ok"].get<bool>(), t.dump().c_str());
        t.erase("ok");
        told.push_back(t);
        record();
    }
    QVERIFY(local->over());
    QVERIFY(aiChoices > 0);
    qInfo("%d face-down Sacrifice cards", faceDown);
    json scores = local->scoresAnswer();
    scores.erase("ok");
    QCOMPARE(a.latest()["result"], scores);
    QCOMPARE(s.latest()["result"], scores);
    QCOMPARE(server->lobby().table(tableId)->hash(), local->hash());

    // Every frame each client received: the views are the engine's views of its seat at that
    // version, the lines of what was done are the spectator's, each choice is told whole but a
    // face-down card's type to the others, the legal choices go to the
    // seat that decides alone, and no seed, RNG word, other seat's token or hidden state is
    // anywhere.
    const std::string seedDecimal = std::to_string(seed);
    const std::string seedHex = rano::hashText(seed);
    const std::vector<std::string> tokens = {tokenA, tokenB};
    const auto check = [&](const TestClient& c, int seat) {
        int positions = 0;
        std::vector<long long> clocks(3, 0); // each seat's time to decide only grows
        for (std::size_t i = 0; i < c.frames().size(); ++i) {
            const json& f = c.frames()[i];
            const std::string& text = c.texts()[i];
            const std::string type = f.value("type", "");
            for (int t = 0; t < 2; ++t)
                if (text.find(tokens[std::size_t(t)]) != std::string::npos)
                    QVERIFY2(t == seat && (type == "created" || type == "joined"),
                             ("a token in " + text.substr(0, 200)).c_str());
            std::set<std::string> hexRuns, digitRuns;
            secretsLike(text, hexRuns, digitRuns);
            QVERIFY(!digitRuns.count(seedDecimal));
            QVERIFY(!hexRuns.count(seedHex));
            for (const std::string& w : rngWords)
                QVERIFY2(!hexRuns.count(w), "an RNG word on the wire");
            std::vector<std::string> keys;
            collectKeys(f, keys);
            for (const char* secret : {"rng", "seed", "tokenHash", "state", "hash"})
                QVERIFY2(std::find(keys.begin(), keys.end(), secret) == keys.end(), secret);
            if (type != "position" && type != "seats") continue;
            for (std::size_t p = 0; p < 3; ++p) {
                const long long ms = f["seats"][p]["clockMs"];
                QVERIFY(ms >= clocks[p]);
                clocks[p] = ms;
            }
            if (type != "position") continue;
            ++positions;
            const long long v = f["version"];
            QCOMPARE(f["seat"], seat);
            QCOMPARE(f["view"], views[std::size_t(v)][std::size_t(seat + 1)]);
            if (f.contains("last")) {
                QCOMPARE(f["last"]["told"], told[std::size_t(v - 1)]);
                QCOMPARE(f["last"]["choice"].get<std::string>(),
                         seen[std::size_t(v - 1)][std::size_t(seat + 1)]);
            }
            QCOMPARE(f.contains("legal"), seat >= 0 && f["decider"] == seat && !f["over"]);
        }
        QVERIFY(positions > 0);
        // The humans' random choices took time to come: their clocks ran.
        QVERIFY(clocks[0] + clocks[1] > 0);
    };
    check(a, 0);
    if (QTest::currentTestFailed()) return;
    check(b, 1);
    if (QTest::currentTestFailed()) return;
    check(s, -1);
    if (QTest::currentTestFailed()) return;

    // Each player's last position carries their record of the game for their Library: read
    // back, it shows at every version exactly that seat's view, and ends on the same scores.
    QVERIFY(!s.latest().contains("record"));
    for (const TestClient* c : {&a, &b}) {
        const int seat = c->latest()["seat"];
        const json& record = c->latest()["record"];
        std::vector<rano::Seat> seats;
        const auto again = entry->open(record, seats, error);
        QVERIFY2(again, error.c_str());
        QCOMPARE(again->choices(), std::size_t(finalVersion));
        for (std::size_t v = 0; v <= std::size_t(finalVersion); ++v)
            QVERIFY(again->viewAt(v, seat) == views[v][std::size_t(seat + 1)]);
        QCOMPARE(seats[std::size_t(seat)].name, seat == 0 ? std::string("Ana") : "Bo");
        QCOMPARE(seats[2].level, std::string("easy"));
        for (int p = 0; p < 3; ++p)
            QCOMPARE(again->score(p), local->score(p));
    }
}

// A Volcanic Isle table on a random continent: every seat is shown the continent the game is
// played on (the first position's `setup`), the one its file keeps; it is drawn from a seed of
// its own, not the one the game's seed would draw, and two tables get two continents.
void ServerGames::aRandomContinentIsShownAndTellsNothingOfTheSeed() {
    QTemporaryDir dir;
    auto server = startServer(testLimits(), dir.path());
    QVERIFY(server);
    std::vector<json> continents;
    for (int n = 0; n < 2; ++n) {
        TestClient a, b;
        QVERIFY(a.open(server->port(), "Ana") && b.open(server->port(), "Bo"));
        a.send({{"type", "create"},
                {"game", "volcanic-isle"},
                {"continent", "random"},
                {"seats", {{{"kind", "me"}}, {{"kind", "open"}}}}});
        const json created = a.waitType("created");
        QVERIFY2(!created.is_null(), a.texts().empty() ? "" : a.texts().back().c_str());
        b.send({{"type", "join"}, {"code", created["code"]}});
        QVERIFY(!b.waitType("joined").is_null());
        QVERIFY(
            TestClient::spin([&] { return !a.latest().is_null() && !b.latest().is_null(); }, 5000));
        const json& shown = a.latest()["setup"]["continent"];
        QVERIFY(shown.is_object());
        QCOMPARE(b.latest()["setup"]["continent"], shown);
        QFile file(
            dir.filePath(QString::fromStdString(created["table"].get<std::string>()) + ".json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const json replay = json::parse(file.readAll().toStdString())["replay"];
        QCOMPARE(replay["continent"], shown);
        std::string error;
        const auto fromSeed = rano::games::findGame("volcanic-isle")
                                  ->start(2, replay["seed"].get<std::uint64_t>(),
                                          json{{"continent", "random"}}, false, error);
        QVERIFY2(fromSeed, error.c_str());
        QVERIFY(fromSeed->publicSetup()["continent"] != shown);
        continents.push_back(shown);
    }
    QVERIFY(continents[0] != continents[1]);
}

QTEST_GUILESS_MAIN(ServerGames)
#include "tst_server_games.moc"
