#include <QTest>

#include <QTemporaryDir>
#include <fstream>

#include "cards/kit.h"
#include "games/registry.h"
#include "play.h"
#include "rapanui/kit.h"
#include "volcanic/bots.h"
#include "volcanic/continent_spec.h"
#include "volcanic/kit.h"
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

    // `rano-cli replay FILE --analyse`, for every game: a verdict per choice, in order, by the
    // player who made it; every player's chances add up to 100 % before and after each choice,
    // each choice's "after" is the next one's "before", the mover's chance before is the AI's
    // best, a mistake is a drop of 12 points or more in chance or of the game's kMistakePoints
    // or more in the expected lead in points (issue 68.9), and a finished game ends on its
    // result (100 % for the winner). Numbers are the search's at 200 iterations a choice (fixed
    // seeds; Volcanic Isle's at Hard's 12-turn horizon). Judged by the chance alone the same
    // games had 5, 2 and 23 mistakes: the greedy seats' choices that give up points for a quick
    // gain, and the random seat's once its chance is near 0, cost points the chance cannot show
    // (62: 25 of the random seat's 166 choices, 37 of the greedy seats' 458). The board game's
    // game is 6 rounds since its greedy reading counts only the Moai the supply holds (issue 67;
    // 24 rounds and 89 mistakes before, 23 by the chance alone).
    void theAnalysisTellsEveryPlayersChance_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("players");
        QTest::addColumn<int>("mistakes");
        QTest::addColumn<double>("mistakePoints");
        QTest::newRow("volcanic-isle") << "volcanic-isle"
                                       << "ai:greedy,ai:random,ai:greedy" << 62
                                       << rano::volcanic::VolcanicSearch::kMistakePoints;
        QTest::newRow("rapa-nui-cards")
            << "rapa-nui-cards"
            << "ai:greedy,ai:random" << 14 << rano::cards::CardsSearch::kMistakePoints;
        QTest::newRow("rapa-nui") << "rapa-nui"
                                  << "ai:greedy,ai:random,ai:greedy,ai:greedy" << 12
                                  << rano::rapanui::RapaNuiSearch::kMistakePoints;
    }
    void theAnalysisTellsEveryPlayersChance() {
        QFETCH(QString, game);
        QFETCH(QString, players);
        QFETCH(int, mistakes);
        QFETCH(double, mistakePoints);
        QTemporaryDir dir;
        const std::string path = dir.filePath("game.json").toStdString();
        QCOMPARE(runPlay({"--game", game.toStdString(), "--players", players.toStdString(),
                          "--seed", "8", "--out", path}),
                 0);
        const json file = json::parse(std::ifstream(path));
        const auto* entry = rano::games::gameOfFile(file);
        QVERIFY(entry);
        std::vector<rano::Seat> seats;
        std::string error;
        const auto played = entry->open(file, seats, error);
        QVERIFY2(played, error.c_str());
        QVERIFY(played->over());
        std::vector<rano::games::ChoiceVerdict> verdicts;
        played->analyse(200, 0, [&](const auto& v) { verdicts.push_back(v); });
        QCOMPARE(verdicts.size(), played->choices());
        int flagged = 0;
        for (std::size_t i = 0; i < verdicts.size(); ++i) {
            const auto& v = verdicts[i];
            QCOMPARE(v.step, i);
            QCOMPARE(v.choice, file["choices"][i]["choice"].get<std::string>());
            QCOMPARE(v.player, file["choices"][i]["player"].get<int>());
            QCOMPARE(int(v.before.size()), played->players());
            QCOMPARE(int(v.after.size()), played->players());
            double before = 0, after = 0;
            for (int p = 0; p < played->players(); ++p) {
                QVERIFY(v.before[std::size_t(p)] >= 0 && v.before[std::size_t(p)] <= 1);
                before += v.before[std::size_t(p)];
                after += v.after[std::size_t(p)];
            }
            QVERIFY2(qAbs(before - 1) < 1e-9, qPrintable(QString::number(i)));
            QVERIFY2(qAbs(after - 1) < 1e-9, qPrintable(QString::number(i)));
            // Both read the same search; a chance near 0 differs in its last bits.
            QVERIFY2(qAbs(v.before[std::size_t(v.player)] - v.bestChance) < 1e-9,
                     qPrintable(QString::number(i)));
            if (i + 1 < verdicts.size()) QCOMPARE(v.after, verdicts[i + 1].before);
            QCOMPARE(v.mistake, v.choice != v.best && (v.bestChance - v.playedChance >= 0.12 ||
                                                       v.pointsLost() >= mistakePoints));
            flagged += v.mistake;
        }
        const std::vector<int> winners = played->winners();
        for (int p = 0; p < played->players(); ++p)
            QCOMPARE(verdicts.back().after[std::size_t(p)],
                     std::count(winners.begin(), winners.end(), p) ? 1.0 / double(winners.size())
                                                                   : 0.0);
        QCOMPARE(flagged, mistakes);

        QCOMPARE(runReplay({path, "--analyse", "--iterations", "50"}), 0);
        QCOMPARE(runReplay({path, "--analyse", "--ms", "0"}), 2);
        QCOMPARE(runReplay({path, "--analyse", "--ms", "5", "--iterations", "50"}), 2);
        QCOMPARE(runReplay({path, "--iterations", "50"}), 2);
    }
};

QTEST_APPLESS_MAIN(TestReplay)
#include "tst_replay.moc"
