#include <QtTest>

#include "cards/bots.h"
#include "cards/replay.h"
#include "cards/scoring.h"

using namespace rano::cards;
using nlohmann::json;

// The card game's replays: a whole game survives the round trip exactly, and a damaged file is
// refused with the place of the fault.
class TstCardsReplay : public QObject {
    Q_OBJECT

    static Game greedyGame(int players, std::uint64_t seed, std::size_t choices = SIZE_MAX) {
        Game game({players}, seed);
        rano::Rng rng(seed);
        while (!game.state().over() && game.moves().size() < choices)
            game.play(greedyBotChoice(game.state(), rng));
        return game;
    }
    static std::vector<Seat> seats(int players) {
        std::vector<Seat> s;
        for (int p = 0; p < players; ++p)
            s.push_back({"Seat " + std::to_string(p), p == 0, p == 0 ? "" : "greedy"});
        return s;
    }
    static std::string load(const json& j) {
        Replay replay;
        std::unique_ptr<Game> game;
        std::string error;
        replayFromJson(j, replay, game, error);
        return error;
    }

private slots:
    void finishedGameRoundTrips_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("2 players") << 2 << quint64(3);
        QTest::newRow("3 players") << 3 << quint64(8);
        QTest::newRow("4 players") << 4 << quint64(21);
    }
    void finishedGameRoundTrips() {
        QFETCH(int, players);
        QFETCH(quint64, seed);
        const Game game = greedyGame(players, seed);
        QVERIFY(game.state().over());
        const json j = replayToJson(game, seats(players));
        QCOMPARE(j["game"], "rapa-nui-cards");
        QCOMPARE(rano::replayGame(j), "rapa-nui-cards");
        QCOMPARE(j["checkpoints"].size(), game.moves().size() / rano::kReplayCheckpointEvery);
        Replay replay;
        std::unique_ptr<Game> loaded;
        std::string error;
        QVERIFY2(replayFromJson(json::parse(j.dump()), replay, loaded, error), error.c_str());
        QCOMPARE(loaded->state().hash(), game.state().hash());
        QCOMPARE(replay.moves.size(), game.moves().size());
        QCOMPARE(replay.seats, seats(players));
        QCOMPARE(replay.seed, seed);
        QCOMPARE(j["result"]["scores"], resultToJson(game.state())["scores"]);
        // The recorded totals are the scores' own.
        for (int p = 0; p < players; ++p)
            QCOMPARE(j["result"]["scores"][std::size_t(p)].get<int>(),
                     score(game.state(), p).total());
    }

    void gameInProgressRoundTrips() {
        const Game game = greedyGame(3, 5, 40);
        const json j = replayToJson(game, seats(3));
        QVERIFY(j["result"].is_null());
        Replay replay;
        std::unique_ptr<Game> loaded;
        std::string error;
        QVERIFY2(replayFromJson(j, replay, loaded, error), error.c_str());
        QCOMPARE(loaded->moves().size(), std::size_t(40));
        QCOMPARE(loaded->state().hash(), game.state().hash());
    }

    void damagedFilesNameTheFault() {
        const Game game = greedyGame(2, 3);
        const json good = replayToJson(game, seats(2));

        json j = good;
        j["choices"][3]["choice"] = "play teapot";
        QCOMPARE(load(j), "choices[3]: \"play teapot\" is not a choice");

        // A legal-looking choice the position does not allow.
        j = good;
        const std::string first = j["choices"][0]["choice"].get<std::string>();
        j["choices"][0]["choice"] = first == "glory" ? "wood" : "glory";
        QVERIFY(load(j).rfind("choices[0] (\"", 0) == 0);

        j = good;
        j["choices"][0]["player"] = (j["choices"][0]["player"].get<int>() + 1) % 2;
        QVERIFY(load(j).find("decides there") != std::string::npos);

        j = good;
        j["checkpoints"][0]["hash"] = "0000000000000000";
        QCOMPARE(load(j),
                 "checkpoints[0]: the game diverges from the record after choice 25 (the rules or "
                 "the file changed)");

        j = good;
        j["choices"].erase(j["choices"].size() - 1);
        const std::string cut = load(j);
        QVERIFY2(cut.rfind("result: a result is recorded but the game is not over", 0) == 0 ||
                     cut.find("beyond the recorded choices (the file is truncated?)") !=
                         std::string::npos,
                 cut.c_str());

        j = good;
        j["result"]["scores"][0] = 999;
        QVERIFY(load(j).rfind("result.scores: recorded [999,", 0) == 0);

        j = good;
        j["game"] = "volcanic-isle";
        QCOMPARE(load(j), "game: this is a replay of \"volcanic-isle\", not of \"rapa-nui-cards\"");

        j = good;
        j["options"]["players"] = 5;
        QCOMPARE(load(j), "options.players: must be 2, 3 or 4");

        j = good;
        j["players"].erase(1);
        QCOMPARE(load(j), "players: 1 seats for a 2-player game");

        j = good;
        j["version"] = 2;
        QCOMPARE(load(j), "version: this replay is version 2, newer than this Rano reads (1); "
                          "update Rano to open it");

        QCOMPARE(load(json::array()), "the file is not a Rano replay (expected a JSON object)");
    }

    void faultKeepsThePositionBeforeIt() {
        const Game game = greedyGame(2, 4);
        json j = replayToJson(game, seats(2));
        j["choices"][30]["choice"] = "play teapot";
        Replay replay;
        std::unique_ptr<Game> loaded;
        std::string error;
        QVERIFY(!replayFromJson(j, replay, loaded, error));
        QVERIFY(loaded);
        QCOMPARE(loaded->moves().size(), std::size_t(30));
        QCOMPARE(loaded->state().hash(), game.stateAt(30).hash());
    }
};

QTEST_APPLESS_MAIN(TstCardsReplay)
#include "tst_cards_replay.moc"
