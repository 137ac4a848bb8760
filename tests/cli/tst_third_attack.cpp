// Issue 49's attacks: crafted states, deep JSON, replay fields read loosely. Each crashed Rano
// or misread a value before its fix.

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

#include "cards/replay.h"
#include "core/json_file.h"
#include "play.h"
#include "protocol.h"
#include "rapanui/board.h"

using nlohmann::json;

namespace {
// `depth` arrays, one inside the other, around a 0.
std::string nested(int depth) {
    return std::string(std::size_t(depth), '[') + "0" + std::string(std::size_t(depth), ']');
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The error of reading card-game replay `j`, or "(accepted)".
std::string cardsReplayError(const json& j) {
    rano::cards::Replay replay;
    std::unique_ptr<rano::cards::Game> game;
    std::string error;
    return rano::cards::replayFromJson(j, replay, game, error) ? "(accepted)" : error;
}
} // namespace

class TestThirdAttack : public QObject {
    Q_OBJECT
private slots:
    // 49.2: 60,000 nested arrays crashed the protocol session; every reader now stops at 64
    // levels with a message, and the session goes on.
    void deepJsonIsRefusedByTheProtocol() {
        ProtocolSession s;
        const json a = s.handle(R"({"cmd":"new","game":)" + nested(60000) + "}");
        QCOMPARE(a["ok"].get<bool>(), false);
        QCOMPARE(a["error"].get<std::string>(),
                 std::string("malformed JSON: not valid JSON for Rano (nested deeper than 64 "
                             "levels at byte 83)"));
        QCOMPARE(s.handle(R"({"cmd":"new","game":"rapa-nui","players":3,"seed":1})").dump(),
                 std::string(R"({"ok":true})"));
    }

    // Brackets inside strings are text, and 64 levels are allowed.
    void depthCountsOnlyStructure() {
        QCOMPARE(rano::jsonDepthProblem(nested(64)), std::string());
        QCOMPARE(rano::jsonDepthProblem(nested(65)),
                 std::string("nested deeper than 64 levels at byte 64"));
        const std::string bracketsInText = "{\"name\":\"[[[[\\\"[[[[\",\"x\":[1]}";
        QCOMPARE(rano::jsonDepthProblem(bracketsInText), std::string());
        QCOMPARE(rano::jsonDepthProblem("[\"\\\\\"" + nested(64) + "]"),
                 std::string("nested deeper than 64 levels at byte 68"));
    }

    // The board reader and the file reader refuse it too.
    void deepJsonIsRefusedInFiles() {
        rano::rapanui::Board board;
        std::string error;
        QVERIFY(
            !rano::rapanui::boardFromText(R"({"spaces":)" + nested(100000) + "}", board, error));
        QCOMPARE(error, std::string("the board file is not valid JSON for Rano (nested deeper "
                                    "than 64 levels at byte 73)"));
        QTemporaryDir dir;
        const std::string path = dir.filePath("deep.json").toStdString();
        std::ofstream(path) << nested(100000);
        json j;
        QVERIFY(!rano::readJsonFile(path, j, error));
        QCOMPARE(error,
                 path + ": not valid JSON for Rano (nested deeper than 64 levels at byte 64)");
    }

    // 49.3: a finished game whose result.scores nests 100,000 deep crashed `replay --verify`
    // (and the app) in all three games.
    void aDeepResultIsRefused_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("players");
        QTest::newRow("volcanic-isle") << "volcanic-isle"
                                       << "ai:greedy,ai:random";
        QTest::newRow("rapa-nui-cards") << "rapa-nui-cards"
                                        << "ai:greedy,ai:random";
        QTest::newRow("rapa-nui") << "rapa-nui"
                                  << "ai:greedy,ai:random";
    }
    void aDeepResultIsRefused() {
        QFETCH(QString, game);
        QFETCH(QString, players);
        QTemporaryDir dir;
        const std::string path = dir.filePath("game.json").toStdString();
        QCOMPARE(runPlay({"--game", game.toStdString(), "--players", players.toStdString(),
                          "--seed", "3", "--out", path}),
                 0);
        QCOMPARE(runReplay({path, "--verify"}), 0);
        json j = json::parse(slurp(path));
        QVERIFY(j["result"].is_object());
        j["result"]["scores"] = "DEEP";
        std::string text = j.dump();
        text.replace(text.find("\"DEEP\""), 6, nested(100000));
        std::ofstream(path) << text;
        QCOMPARE(runReplay({path, "--verify"}), 1);
    }

    // 49.8: a choice's seat and time are read at their full width, with the field named.
    void choiceFieldsAreReadWhole_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error");
        QTest::newRow("player 2^32+1") << "player"
                                       << "4294967297"
                                       << "choices[0].player: 4294967297 is not a seat (0 to 3)";
        QTest::newRow("player 1.5") << "player"
                                    << "1.5"
                                    << "choices[0].player: 1.5 is not a seat (0 to 3)";
        QTest::newRow("player -2^32+1") << "player"
                                        << "-4294967295"
                                        << "choices[0].player: -4294967295 is not a seat (0 to 3)";
        QTest::newRow("ms -5")
            << "ms"
            << "-5"
            << "choices[0].ms: -5 is not a time in milliseconds (0 to 604800000)";
        QTest::newRow("ms 1e300")
            << "ms"
            << "1e300"
            << "choices[0].ms: 1e+300 is not a time in milliseconds (0 to 604800000)";
        QTest::newRow("ms text") << "ms"
                                 << "\"x\""
                                 << "choices[0].ms: \"x\" is not a time in milliseconds (0 to "
                                    "604800000)";
    }
    void choiceFieldsAreReadWhole() {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const std::string path = dir.filePath("cards.json").toStdString();
        QCOMPARE(runPlay({"--game", "rapa-nui-cards", "--players", "ai:greedy,ai:random", "--seed",
                          "4", "--out", path}),
                 0);
        json j = json::parse(slurp(path));
        QCOMPARE(cardsReplayError(j), std::string("(accepted)"));
        j["choices"][0][field.toStdString()] = json::parse(value.toStdString());
        QCOMPARE(QString::fromStdString(cardsReplayError(j)), error);
        j["choices"][0].erase("player");
        QCOMPARE(cardsReplayError(j), std::string("choices[0].player: missing"));
        j["format"] = 7;
        QCOMPARE(cardsReplayError(j), std::string("format: expected a string"));
    }

    // 49.10: a save whose player is named with 50 MB is refused before anything is built from
    // it: names are at most 40 characters, and files at most 8 MB.
    void oversizedNamesAndFilesAreRefused() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("cards.json").toStdString();
        QCOMPARE(runPlay({"--game", "rapa-nui-cards", "--players", "ai:greedy,ai:random", "--seed",
                          "4", "--out", path}),
                 0);
        json j = json::parse(slurp(path));
        j["players"][0]["name"] = std::string(41, 'x');
        QCOMPARE(cardsReplayError(j), std::string("players[0].name: longer than 40 characters"));
        j["players"][0]["name"] = "\u6F22\u5B57\u3067\u3059" + std::string(36, 'x'); // 40
        QCOMPARE(cardsReplayError(j), std::string("(accepted)"));
        std::ofstream(path) << std::string(9 << 20, ' ');
        json back;
        std::string error;
        QVERIFY(!rano::readJsonFile(path, back, error));
        QCOMPARE(error, path + ": the file is too large: 9,437,184 bytes; Rano reads files up "
                               "to 8 MB (8,388,608 bytes)");
        // Issue 66.13: one byte over says so; "8 MB; Rano reads files up to 8 MB" did not.
        std::ofstream(path) << std::string((8 << 20) + 1, ' ');
        QVERIFY(!rano::readJsonFile(path, back, error));
        QCOMPARE(error, path + ": the file is too large: 8,388,609 bytes; Rano reads files up "
                               "to 8 MB (8,388,608 bytes)");
    }
};

QTEST_APPLESS_MAIN(TestThirdAttack)
#include "tst_third_attack.moc"
