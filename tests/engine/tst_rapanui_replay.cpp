#include <QtTest>

#include "rapanui/bots.h"
#include "rapanui/replay.h"
#include "rapanui/scoring.h"

using namespace rano::rapanui;
using nlohmann::json;

// The board game's replays: a whole game survives the round trip exactly, the board travels
// inside the file, and a damaged file is refused with the place of the fault.
class TstRapaNuiReplay : public QObject {
    Q_OBJECT

    static Game greedyGame(int players, std::uint64_t seed, std::size_t choices = SIZE_MAX) {
        std::string error;
        Game game(shippedBoardFor(players, error), {players, false}, seed);
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
    // Rules 3 (issue 68): a game saved under rules 2 or rules 1 (no "rules" field) would not
    // replay, so it is refused with what changed; a newer revision asks for a newer Rano.
    void olderRulesAreRefusedWithTheReason() {
        const json good = replayToJson(greedyGame(3, 4, 40), seats(3));
        QCOMPARE(good["rules"].get<int>(), 3);
        QCOMPARE(load(good), std::string());
        json j = good;
        j["rules"] = 2;
        QCOMPARE(load(j), std::string("rules: this game was played under rules 2 of Rano, where "
                                      "one Moai stood on an Ahu space, Barter gave 3 of one "
                                      "Resource for 3 of another and the Rongorongo Tablet "
                                      "could not copy Take Your Pick; this Rano plays rules 3 "
                                      "and cannot replay it"));
        j.erase("rules");
        QCOMPARE(load(j), std::string("rules: this game was played under rules 1 of Rano, where "
                                      "the Chief took a placement turn of its own, Barter "
                                      "waited for a transport turn and Offerings were paid "
                                      "with the lowest resources; this Rano plays rules 3 and "
                                      "cannot replay it"));
        j["rules"] = 4;
        QCOMPARE(load(j), std::string("rules: 4 is newer than this Rano plays (3); update Rano "
                                      "to open it"));
    }

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
        QCOMPARE(int(game.state().endReason), int(EndReason::Rule));
        const json j = replayToJson(game, seats(players));
        QCOMPARE(j["game"], "rapa-nui");
        QCOMPARE(rano::replayGame(j), "rapa-nui");
        QCOMPARE(j["checkpoints"].size(), game.moves().size() / rano::kReplayCheckpointEvery);
        QCOMPARE(j["board"]["side"], players == 2 ? "2" : "3-4");
        Replay replay;
        std::unique_ptr<Game> loaded;
        std::string error;
        QVERIFY2(replayFromJson(json::parse(j.dump()), replay, loaded, error), error.c_str());
        QCOMPARE(loaded->state().hash(), game.state().hash());
        QCOMPARE(replay.moves.size(), game.moves().size());
        QCOMPARE(replay.seats, seats(players));
        QCOMPARE(replay.seed, seed);
        QCOMPARE(replay.options, game.options());
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
        QVERIFY(good["choices"].size() > 60);

        json j = good;
        j["choices"][3]["choice"] = "paint 3";
        QCOMPARE(load(j), "choices[3]: \"paint 3\" is not a choice");

        // A choice that reads but the position does not allow: the Draft opens a 2-player game.
        j = good;
        j["choices"][0]["choice"] = "drop-out";
        QVERIFY2(load(j).rfind("choices[0] (\"drop-out\"): ", 0) == 0, load(j).c_str());

        j = good;
        j["choices"][0]["player"] = (j["choices"][0]["player"].get<int>() + 1) % 2;
        QVERIFY(load(j).find("decides there") != std::string::npos);

        j = good;
        j["checkpoints"][1]["hash"] = "0000000000000000";
        QCOMPARE(load(j),
                 "checkpoints[1]: the game diverges from the record after choice 50 (the rules or "
                 "the file changed)");

        j = good;
        j["result"]["scores"][0] = 999;
        QVERIFY(load(j).rfind("result.scores: recorded [999,", 0) == 0);

        j = good;
        j["game"] = "rapa-nui-cards";
        QCOMPARE(load(j), "game: this is a replay of \"rapa-nui-cards\", not of \"rapa-nui\"");

        j = good;
        j["options"]["players"] = 5;
        QCOMPARE(load(j), "options.players: must be 2, 3 or 4");

        j = good;
        j["options"]["firstGame"] = "yes";
        QCOMPARE(load(j), "options.firstGame: expected true or false");

        // The board is checked by the validator, and must be the side of the players.
        j = good;
        j.erase("board");
        QVERIFY(load(j).find("board") != std::string::npos);
        j = good;
        j["board"]["spaces"].erase(0);
        QVERIFY2(load(j).rfind("board: ", 0) == 0, load(j).c_str());
        j = good;
        j["options"]["players"] = 3;
        QCOMPARE(load(j), "board: not the side 3 players play on");

        j = good;
        j["players"].erase(1);
        QCOMPARE(load(j), "players: 1 seats for a 2-player game");
    }

    void faultKeepsThePositionBeforeIt() {
        const Game game = greedyGame(2, 4);
        json j = replayToJson(game, seats(2));
        j["choices"][30]["choice"] = "paint 3";
        Replay replay;
        std::unique_ptr<Game> loaded;
        std::string error;
        QVERIFY(!replayFromJson(j, replay, loaded, error));
        QVERIFY(loaded);
        QCOMPARE(loaded->moves().size(), std::size_t(30));
        QCOMPARE(loaded->state().hash(), game.stateAt(30).hash());
    }
};

QTEST_APPLESS_MAIN(TstRapaNuiReplay)
#include "tst_rapanui_replay.moc"
