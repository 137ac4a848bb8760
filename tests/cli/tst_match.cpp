#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include "core/json_file.h"
#include "games/bench.h"
#include "games/registry.h"
#include "grid.h"
#include "match.h"
#include "match_game.h"

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void wilsonInterval_data() {
        QTest::addColumn<double>("wins");
        QTest::addColumn<double>("games");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("none of 10") << 0.0 << 10.0 << 0.0 << 0.2775;
        QTest::newRow("half of 10") << 5.0 << 10.0 << 0.2366 << 0.7634;
        QTest::newRow("all of 10") << 10.0 << 10.0 << 0.7225 << 1.0;
        QTest::newRow("70 of 100") << 70.0 << 100.0 << 0.6042 << 0.7811;
        QTest::newRow("380 of 380") << 380.0 << 380.0 << 0.9900 << 1.0;
    }
    void wilsonInterval() {
        QFETCH(double, wins);
        QFETCH(double, games);
        QFETCH(double, low);
        QFETCH(double, high);
        const auto [l, h] = ::wilsonInterval(wins, games);
        QVERIFY2(std::abs(l - low) < 5e-5, qPrintable(QString::number(l, 'f', 6)));
        QVERIFY2(std::abs(h - high) < 5e-5, qPrintable(QString::number(h, 'f', 6)));
    }

    void badArgumentsAreRefused() {
        QCOMPARE(runMatch({"--a", "ai:god"}), 2);
        QCOMPARE(runMatch({"--players", "5"}), 2);
        QCOMPARE(runMatch({"--games", "0"}), 2);
        QCOMPARE(runMatch({"--colour", "red"}), 2);
        QCOMPARE(runMatch({"--scale", "0"}), 2);
        QCOMPARE(runMatch({"--scale", "0.5", "--ms", "20"}), 2);
    }

    // match and soak say how games ended, how long they ran and what the kit tallies.
    void endingsCountReasonsLengthsAndTallies() {
        rano::games::bench::Endings endings;
        endings.add("round-cap", 60, {{"sunk_tiles", 2}, {"volcanoes_left", 7}});
        endings.add("two-volcanoes", 18, {{"sunk_tiles", 9}, {"volcanoes_left", 2}});
        endings.add("two-volcanoes", 22, {{"sunk_tiles", 7}, {"volcanoes_left", 1}});
        const auto j = endings.toJson("rounds");
        QCOMPARE(j["ended"]["two-volcanoes"].get<int>(), 2);
        QCOMPARE(j["ended"]["round-cap"].get<int>(), 1);
        QCOMPARE(j["length_median"].get<int>(), 22);
        QCOMPARE(j["sunk_tiles_mean"].get<double>(), 6.0);
        QCOMPARE(j["sunk_tiles_median"].get<int>(), 7);
        QCOMPARE(j["volcanoes_left_median"].get<int>(), 2);
    }

    // rano-cli grid takes only searching levels, 2-4 players, known games and continents.
    void badGridArgumentsAreRefused() {
        QCOMPARE(runGrid({"--levels", "greedy"}), 2);
        QCOMPARE(runGrid({"--levels", "easy,god"}), 2);
        QCOMPARE(runGrid({"--players", "5"}), 2);
        QCOMPARE(runGrid({"--players", "1"}), 2);
        QCOMPARE(runGrid({"--game", "chess"}), 2);
        QCOMPARE(runGrid({"--continents", "atlantis"}), 2);
        QCOMPARE(runGrid({"--games", "0"}), 2);
        QCOMPARE(runGrid({"--scale", "0"}), 2);
        QCOMPARE(runGrid({"--iterations", "-5"}), 2);
        QCOMPARE(runGrid({"--colour", "red"}), 2);
    }

    // The coach's games (resources/coach/*.json: the game, its players and seed, Easy AIs)
    // played by a learner who takes the greedy bot's choice against Easy at 200 iterations a
    // decision (the same games on any machine): each ends by the rulebook's end, in a length
    // its players would expect (issue 67: a coached game stalled for 15 minutes).
    void coachGamesEndByTheRule_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("longest"); // in the game's length unit
        QTest::newRow("Volcanic Isle") << "volcanic-isle.json" << 45;
        QTest::newRow("the card game") << "rapa-nui-cards.json" << 60;
        QTest::newRow("Rapa Nui") << "rapa-nui.json" << 20;
    }
    void coachGamesEndByTheRule() {
        QFETCH(QString, file);
        QFETCH(int, longest);
        nlohmann::json coach;
        std::string error;
        QVERIFY2(rano::readJsonFile(std::string(RANO_COACH_DIR) + "/" + file.toStdString(), coach,
                                    error),
                 error.c_str());
        const auto* entry = rano::games::findGame(coach["game"].get<std::string>());
        QVERIFY(entry);
        const auto& setup = coach["setup"];
        QCOMPARE(setup["opponents"].get<std::string>(), std::string("easy"));
        const int players = setup["players"];
        const std::uint64_t seed = setup["seed"];
        auto game = entry->start(players, seed, nlohmann::json::object(), false, error);
        QVERIFY2(game, error.c_str());
        const MatchSides sides{rano::ai::Level::Greedy, rano::ai::Level::Easy, 0, 0, 200};
        const MatchGame played = playMatchGame(std::move(game), seed, 0, sides);
        qDebug("%s: %s after %d %s", entry->id, played.game->endReason(), played.game->length(),
               entry->lengthUnit);
        QVERIFY2(entry->endsAsPrinted(played.game->endReason()), played.game->endReason());
        QVERIFY(played.game->length() <= longest);
    }

    void shortMatchRuns() {
        QCOMPARE(runMatch({"--a", "ai:greedy", "--b", "ai:random", "--games", "2"}), 0);
    }

    // --continent: each game on a continent drawn from its seed, or read from a file; a file
    // that cannot be read stops the match before it starts.
    void matchesPlayOnRandomContinents() {
        QCOMPARE(runMatch({"--a", "ai:greedy", "--b", "ai:random", "--games", "2", "--continent",
                           "random"}),
                 0);
        QCOMPARE(runMatch({"--a", "ai:greedy", "--b", "ai:random", "--games", "2", "--continent",
                           "/nonexistent/atlantis.json"}),
                 1);
    }

    // --out keeps every game's replay, with the seats that played it: A takes seat g % players.
    void matchesKeepTheirReplays() {
        QTemporaryDir dir;
        const std::string out = dir.filePath("games").toStdString();
        QCOMPARE(runMatch({"--a", "ai:greedy", "--b", "ai:random", "--games", "2", "--out", out}),
                 0);
        for (int g = 1; g <= 2; ++g) {
            nlohmann::json j;
            std::string error;
            QVERIFY(rano::readJsonFile(out + "/game-00" + std::to_string(g) + ".json", j, error));
            std::vector<rano::Seat> seats;
            const auto game = rano::games::defaultGame().open(j, seats, error);
            QVERIFY2(game, error.c_str());
            QVERIFY(game->over());
            QCOMPARE(seats.size(), std::size_t(2));
            QCOMPARE(seats[std::size_t(g - 1)].level, std::string("greedy"));
            QCOMPARE(seats[std::size_t(2 - g)].level, std::string("random"));
        }
        QCOMPARE(runMatch({"--a", "ai:greedy", "--b", "ai:random", "--games", "1", "--out",
                           "/proc/no-such-folder"}),
                 1);
        // A refused match makes no folder.
        const std::string refused = dir.filePath("refused").toStdString();
        QCOMPARE(runMatch({"--games", "0", "--out", refused}), 2);
        QVERIFY(!QDir(QString::fromStdString(refused)).exists());
    }

    void theCardGamePlaysMatches() {
        QCOMPARE(runMatch({"--game", "rapa-nui-cards", "--a", "ai:hard", "--b", "ai:greedy",
                           "--games", "2", "--players", "3", "--ms", "20"}),
                 0);
        QCOMPARE(runMatch({"--game", "rapa-nui-cards", "--a", "ai:god"}), 2);
        QCOMPARE(runMatch({"--game", "chess"}), 2);
    }
};

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
