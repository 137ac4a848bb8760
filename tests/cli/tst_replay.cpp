#include <QTest>

#include <QTemporaryDir>
#include <fstream>

#include "play.h"
#include "volcanic/bots.h"
#include "volcanic/continent_spec.h"
#include "volcanic/replay.h"
#include "volcanic/report_json.h"
#include "volcanic/shipped.h"

using nlohmann::json;
using namespace rano::volcanic;

namespace {
// A whole game between greedy and random bots, on the standard continent unless told.
std::unique_ptr<Game> playedGame(std::uint64_t seed, bool finish = true,
                                 const char* continent = "standard") {
    std::string error;
    auto board = boardFor(continent, seed, error);
    if (!board) qFatal("%s", error.c_str());
    auto game = std::make_unique<Game>(board, Options{2, 2}, seed);
    rano::Rng a(seed), b(seed + 1);
    int n = 0;
    while (!game->state().over() && (finish || n < 60)) {
        const State& s = game->state();
        const Choice c = s.whoDecides() == 0 ? greedyBotChoice(s, a) : randomBotChoice(s, b);
        game->play(c, 3);
        ++n;
    }
    return game;
}
const std::vector<Seat> kSeats = {{"Ana", true, ""}, {"Bot", false, "random"}};

std::string load(const json& j, std::unique_ptr<Game>& game) {
    TileCatalogue catalogue;
    std::string error;
    shippedCatalogue(catalogue, error);
    Replay replay;
    return replayFromJson(j, catalogue, replay, game, error) ? std::string() : error;
}
} // namespace

class TestReplay : public QObject {
    Q_OBJECT
private slots:
    void playThenVerifyGivesTheSameHash() {
        const auto game = playedGame(21);
        const json j = replayToJson(*game, kSeats);
        QCOMPARE(j["format"].get<std::string>(), std::string("rano-replay"));
        QCOMPARE(j["players"][0]["kind"].get<std::string>(), std::string("human"));
        QVERIFY(!j["result"].is_null());
        std::unique_ptr<Game> back;
        QCOMPARE(load(json::parse(j.dump()), back), std::string());
        QCOMPARE(back->state().hash(), game->state().hash());
        QCOMPARE(back->moves().size(), game->moves().size());
    }

    // A random continent is generated once, from the game's seed, and saved in the replay
    // itself: loading never generates it again.
    void aRandomContinentTravelsInTheReplay() {
        const auto game = playedGame(23, true, "random");
        const json j = replayToJson(*game, kSeats);
        QCOMPARE(j["continent"]["name"].get<std::string>(), std::string("Random 23"));
        QCOMPARE(j["continent"]["bays"].size(), std::size_t(4));
        std::unique_ptr<Game> back;
        QCOMPARE(load(json::parse(j.dump()), back), std::string());
        QCOMPARE(back->state().hash(), game->state().hash());
        QVERIFY(back->board().continent == game->board().continent);
    }

    void gameInProgressIsASave() {
        const auto game = playedGame(22, false);
        const json j = replayToJson(*game, kSeats);
        QVERIFY(j["result"].is_null());
        std::unique_ptr<Game> back;
        QCOMPARE(load(j, back), std::string());
        QCOMPARE(back->state().hash(), game->state().hash());
    }

    void badFilesAreRefusedWithTheirPlace_data() {
        QTest::addColumn<int>("damage");
        QTest::addColumn<QString>("expected");
        QTest::newRow("future version") << 0
                                        << "version: this replay is version 2, newer than this "
                                           "Rano reads (1); update Rano to open it";
        QTest::newRow("tampered choice") << 1 << "choices[10] (\"village 0\"): ";
        QTest::newRow("truncated") << 2 << "checkpoints[";
        QTest::newRow("wrong seat") << 3 << "choices[5] (\"";
        QTest::newRow("tampered result") << 4 << "result: the recorded final position differs";
        QTest::newRow("not a replay") << 5 << "format: expected \"rano-replay\"";
        QTest::newRow("no continent") << 6 << "continent: missing";
        QTest::newRow("bad continent") << 7 << "continent: tile 2 overlaps tile 1";
    }
    void badFilesAreRefusedWithTheirPlace() {
        QFETCH(int, damage);
        QFETCH(QString, expected);
        const auto game = playedGame(23);
        json j = replayToJson(*game, kSeats);
        switch (damage) {
        case 0:
            j["version"] = 2;
            break;
        case 1:
            j["choices"][10]["choice"] = "village 0";
            break;
        case 2:
            j["choices"].erase(j["choices"].end() - 60, j["choices"].end());
            break;
        case 3:
            j["choices"][5]["player"] = 1 - j["choices"][5]["player"].get<int>();
            break;
        case 4:
            j["result"]["hash"] = "0000000000000000";
            break;
        case 5:
            j["format"] = "chess-pgn";
            break;
        case 6:
            j.erase("continent");
            break;
        case 7:
            j["continent"]["tiles"][1]["q"] = j["continent"]["tiles"][0]["q"];
            j["continent"]["tiles"][1]["r"] = j["continent"]["tiles"][0]["r"];
            break;
        }
        std::unique_ptr<Game> back;
        const std::string why = load(j, back);
        QVERIFY2(QString::fromStdString(why).startsWith(expected), why.c_str());
    }

    // rano-cli play and replay for the card game: the file it writes verifies, a damaged one
    // is refused, and Volcanic Isle's reader refuses it by name.
    void theCardGamesReplaysThroughTheCli() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("cards.json").toStdString();
        QCOMPARE(runPlay({"--game", "rapa-nui-cards", "--players", "ai:greedy,ai:random,ai:easy",
                          "--seed", "6", "--out", path}),
                 0);
        QCOMPARE(runReplay({path, "--verify"}), 0);
        QCOMPARE(runReplay({path, "--at", "5"}), 0);
        QCOMPARE(runReplay({path, "--at", "5000"}), 2);
        std::ifstream in(path);
        json j = json::parse(in);
        std::unique_ptr<Game> volcanic;
        QCOMPARE(
            load(j, volcanic),
            std::string("game: this is a replay of \"rapa-nui-cards\", not of \"volcanic-isle\""));
        j["choices"][2]["choice"] = "glory";
        std::ofstream(path) << j.dump();
        QCOMPARE(runReplay({path, "--verify"}), 1);
        QCOMPARE(runPlay({"--game", "rapa-nui-cards", "--continent", "random"}), 2);
    }

    // A recorded game played on from its choice N: the first N choices are the record's, the
    // rest the seats'; a choice past the record's end, the wrong number of seats or a finished
    // position are refused.
    void aRecordedGameIsPlayedOnFromAChoice() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("rn.json").toStdString();
        const std::string on = dir.filePath("on.json").toStdString();
        QCOMPARE(runPlay({"--game", "rapa-nui", "--players", "ai:greedy,ai:greedy,ai:random",
                          "--seed", "4", "--out", path}),
                 0);
        const json played = json::parse(std::ifstream(path));
        const std::size_t total = played["choices"].size();
        QCOMPARE(runPlay({"--from", path, "--at", "40", "--players",
                          "ai:random,ai:random,ai:random", "--seed", "9", "--out", on}),
                 0);
        const json goneOn = json::parse(std::ifstream(on));
        for (std::size_t i = 0; i < 40; ++i)
            QVERIFY(goneOn["choices"][i]["choice"] == played["choices"][i]["choice"]);
        QVERIFY(!goneOn["result"].is_null());
        QCOMPARE(runReplay({on, "--verify"}), 0);
        QCOMPARE(runPlay({"--from", path, "--at", std::to_string(total + 1), "--players",
                          "ai:random,ai:random,ai:random"}),
                 2);
        QCOMPARE(runPlay({"--from", path, "--at", "40", "--players", "ai:random,ai:random"}), 2);
        QCOMPARE(runPlay({"--from", path, "--at", std::to_string(total), "--players",
                          "ai:random,ai:random,ai:random"}),
                 2);
        QCOMPARE(runPlay({"--from", dir.filePath("none.json").toStdString(), "--at", "1",
                          "--players", "ai:random,ai:random"}),
                 1);
    }
};

QTEST_APPLESS_MAIN(TestReplay)
#include "tst_replay.moc"
