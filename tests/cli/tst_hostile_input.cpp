#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/resource.h>

#include "args.h"
#include "atomic_write.h"
#include "cards/choice.h"
#include "cards/replay.h"
#include "core/json_file.h"
#include "protocol.h"
#include "volcanic/choice.h"

// Issue 22's attacks on inputs: each was a crash or a silently misread value before.
using nlohmann::json;

namespace {
std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}
std::string answer(ProtocolSession& s, const std::string& line) {
    return s.handle(line).dump();
}
} // namespace

class TestHostileInput : public QObject {
    Q_OBJECT
private slots:
    // A number beyond a double is refused, not thrown out of the session (exit 134).
    void hugeNumberIsMalformedJson() {
        ProtocolSession s;
        const json a = s.handle(R"({"cmd":"legal","x":1e999})");
        QCOMPARE(a["ok"].get<bool>(), false);
        QVERIFY(a["error"].get<std::string>().rfind("malformed JSON: ", 0) == 0);
        QVERIFY(a["error"].get<std::string>().find("1e999") != std::string::npos);
        // The session goes on.
        QCOMPARE(answer(s, R"({"cmd":"new","game":"volcanic-isle","players":2,"seed":1})"),
                 std::string(R"({"ok":true})"));
    }

    void hugeNumberInAFile() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("replay.json").toStdString();
        std::ofstream(path) << R"({"format":"rano-replay","version":1e999})";
        json j;
        std::string error;
        QVERIFY(!rano::readJsonFile(path, j, error));
        QVERIFY2(error.rfind(path + ": not valid JSON (", 0) == 0, error.c_str());
    }

    // A folder (or a device) named as a file gets a message naming it, once.
    void aFolderIsNotAFile() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString();
        json j;
        std::string error;
        QVERIFY(!rano::readJsonFile(path, j, error));
        QCOMPARE(error, path + ": cannot open the file (it is a folder)");
        QVERIFY(!rano::readJsonFile("/dev/null", j, error));
        QCOMPARE(error, std::string("/dev/null: cannot open the file (not a regular file)"));
        ProtocolSession s;
        const json a =
            s.handle(json({{"cmd", "new"}, {"game", "volcanic-isle"}, {"continent", path}}).dump());
        QCOMPARE(a["error"].get<std::string>(), path + ": cannot open the file (it is a folder)");
    }

    // Integers are read at their full width and refused with their name and range.
    void integersAreNotTruncated_data() {
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("error");
        QTest::newRow("players 2^32+2")
            << R"({"cmd":"new","game":"volcanic-isle","players":4294967298,"seed":1})"
            << R"("players" must be 2, 3 or 4)";
        QTest::newRow("players 2^64-1")
            << R"({"cmd":"new","game":"rapa-nui-cards","players":18446744073709551615})"
            << R"("players" must be 2, 3 or 4)";
        QTest::newRow("volcanoFaces 2^32")
            << R"({"cmd":"new","game":"volcanic-isle","options":{"volcanoFaces":4294967296}})"
            << R"("options.volcanoFaces" must be 0 to 6)";
        QTest::newRow("seed -1") << R"({"cmd":"new","game":"volcanic-isle","seed":-1})"
                                 << R"("seed" must be a non-negative integer)";
    }
    void integersAreNotTruncated() {
        QFETCH(QString, request);
        QFETCH(QString, error);
        ProtocolSession s;
        const json a = s.handle(request.toStdString());
        QCOMPARE(a["ok"].get<bool>(), false);
        QCOMPARE(QString::fromStdString(a["error"].get<std::string>()), error);
    }

    // Every game reads a "viewer" alike (issue 66: Volcanic Isle and Rapa Nui answered the whole
    // state to any viewer).
    void aSpectatorIsMinusOneNotTwoToTheSixtyFour() {
        for (const char* game : {"rapa-nui-cards", "volcanic-isle", "rapa-nui"}) {
            ProtocolSession s;
            s.handle(json({{"cmd", "new"}, {"game", game}, {"players", 2}, {"seed", 3}}).dump());
            for (const char* viewer : {"18446744073709551615", "2", "-2", "0.5", "null"}) {
                const json a = s.handle(std::string(R"({"cmd":"state","viewer":)") + viewer + "}");
                QCOMPARE(a["ok"].get<bool>(), false);
                QCOMPARE(a["error"].get<std::string>(),
                         std::string(R"("viewer" must be a seat (0-1) or -1 for a spectator)"));
            }
        }
    }

    // An iteration budget is capped like a time budget.
    void iterationsAreCapped() {
        ProtocolSession s;
        s.handle(R"({"cmd":"new","game":"volcanic-isle","players":2,"seed":3})");
        const json a = s.handle(R"({"cmd":"ai","level":"hard","iterations":1000000000000})");
        QCOMPARE(a["ok"].get<bool>(), false);
        QCOMPARE(a["error"].get<std::string>(),
                 std::string(R"("iterations" must be an integer from 0 to 10000000)"));
    }

    // A choice has one text form: no stray spaces, no leading zeros.
    void choicesHaveOneTextForm_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("trailing space") << "end ";
        QTest::newRow("leading space") << " end";
        QTest::newRow("two spaces") << "move  3 4";
        QTest::newRow("leading zero") << "land 025";
        QTest::newRow("empty") << "";
    }
    void choicesHaveOneTextForm() {
        QFETCH(QString, text);
        QVERIFY(!rano::volcanic::parseChoice(text.toStdString()));
        QVERIFY(!rano::cards::parseChoice(text.toStdString()));
        QVERIFY(rano::volcanic::parseChoice("land 25"));
        QVERIFY(rano::volcanic::parseChoice("end"));
        QVERIFY(rano::volcanic::parseChoice("move 0 4"));
    }

    // A save whose AI level this Rano does not play is refused at its place.
    void anUnknownLevelIsRefused() {
        const json file = {{"format", "rano-replay"},
                           {"version", 1},
                           {"game", "rapa-nui-cards"},
                           {"seed", 1},
                           {"options", {{"players", 2}}},
                           {"players",
                            {{{"name", "A"}, {"kind", "human"}},
                             {{"name", "B"}, {"kind", "ai"}, {"level", "god"}}}},
                           {"choices", json::array()}};
        rano::cards::Replay replay;
        std::unique_ptr<rano::cards::Game> game;
        std::string error;
        QVERIFY(!rano::cards::replayFromJson(file, replay, game, error));
        QVERIFY2(error == "players[1].level: \"god\" is not an AI level (random, "
                          "greedy, easy, medium, hard, expert)",
                 error.c_str());
    }

    // `play --out`: a failed write keeps the old file and leaves no temporary behind; a link
    // stays a link; a device or folder is refused, not replaced.
    void writingAFileSafely() {
        namespace fs = std::filesystem;
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const std::string file = folder + "/game.json";
        QCOMPARE(writeFileAtomically(file, "old"), std::string());
        {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit old{};
            getrlimit(RLIMIT_FSIZE, &old);
            rlimit small = old;
            small.rlim_cur = 4096;
            setrlimit(RLIMIT_FSIZE, &small);
            const std::string why = writeFileAtomically(file, std::string(20000, 'x'));
            setrlimit(RLIMIT_FSIZE, &old);
            QCOMPARE(why, file + ": cannot write (File too large)");
        }
        QCOMPARE(contents(file), std::string("old"));
        QCOMPARE(std::distance(fs::directory_iterator(folder), fs::directory_iterator()), 1L);

        const std::string link = folder + "/link.json";
        fs::create_symlink(file, link);
        QCOMPARE(writeFileAtomically(link, "new"), std::string());
        QVERIFY(fs::is_symlink(link));
        QCOMPARE(contents(file), std::string("new"));
        const std::string dangling = folder + "/later.json";
        fs::create_symlink(folder + "/made-later.json", dangling);
        QCOMPARE(writeFileAtomically(dangling, "made"), std::string());
        QVERIFY(fs::is_symlink(dangling));
        QCOMPARE(contents(folder + "/made-later.json"), std::string("made"));

        QCOMPARE(writeFileAtomically("/dev/null", "x"),
                 std::string("/dev/null: cannot write (not a regular file; it is left as it is)"));
        QVERIFY(fs::is_character_file("/dev/null"));
        QCOMPARE(writeFileAtomically(folder, "x"), folder + ": cannot write (it is a folder)");
    }

    // Options: numbers are whole, and an option a command does not take is refused.
    void commandLineOptions() {
        QCOMPARE(wholeNumber("12"), std::optional<unsigned long long>(12));
        QCOMPARE(wholeNumber("-1"), std::optional<unsigned long long>());
        QCOMPARE(wholeNumber("3x"), std::optional<unsigned long long>());
        QCOMPARE(wholeNumber(""), std::optional<unsigned long long>());
        QCOMPARE(wholeNumber("700000", 600000), std::optional<unsigned long long>());
        const Args a = parseArgs({"game.json", "--at", "3", "--frobnicate", "--print"},
                                 {"verify", "print"}, {"at"});
        QCOMPARE(a.unknown, std::string("--frobnicate"));
        QCOMPARE(a.get("at"), std::string("3"));
        QVERIFY(parseArgs({"--at", "3", "--verify"}, {"verify"}, {"at"}).unknown.empty());
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostile_input.moc"
