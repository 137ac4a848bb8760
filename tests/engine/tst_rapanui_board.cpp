#include <QTest>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <tuple>

#include "rapanui/board.h"
#include "rapanui/shipped.h"

using namespace rano::rapanui;
using nlohmann::json;

// Strings compared as QString, so a failure prints both.
#define QCOMPARE_TEXT(a, b) QCOMPARE(QString::fromStdString(a), QString::fromStdString(b))

namespace {
std::string fileText(const std::string& name) {
    std::ifstream in(std::string(RANO_RESOURCE_DIR) + "/rapanui/" + name);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

json shippedJson(const std::string& name) {
    return json::parse(fileText(name));
}

// The index in the file of the space at (x, y).
std::size_t at(const json& j, int x, int y) {
    for (std::size_t i = 0; i < j["spaces"].size(); ++i)
        if (j["spaces"][i]["x"] == x && j["spaces"][i]["y"] == y) return i;
    qFatal("no space at (%d,%d)", x, y);
}

std::size_t firstOfKind(const json& j, const char* kind) {
    for (std::size_t i = 0; i < j["spaces"].size(); ++i)
        if (j["spaces"][i]["kind"] == kind) return i;
    qFatal("no %s", kind);
}

std::string errorOf(const json& j) {
    Board b;
    std::string error;
    const bool ok = boardFromJson(j, b, error);
    return ok ? std::string("(accepted)") : error;
}
} // namespace

class TestRapaNuiBoard : public QObject {
    Q_OBJECT
private slots:
    // Both shipped sides pass the validator with the design's counts, and the copies built
    // into the library are the files on disk.
    void shippedBoardsFollowTheDesign() {
        for (const auto& [side, file, ahu] : {std::tuple{Side::ThreeFour, "board-34.json", 21},
                                              std::tuple{Side::Two, "board-2.json", 15}}) {
            Board fromFile, built;
            std::string error;
            QVERIFY2(boardFromText(fileText(file), fromFile, error), error.c_str());
            QVERIFY2(shippedBoard(side, built, error), error.c_str());
            QVERIFY(boardToJson(built) == boardToJson(fromFile));
            QCOMPARE(built.ahuCount(), ahu);
            QCOMPARE(int(built.side), int(side));
            QVERIFY(built.crater >= 0 && built.quarry >= 0);
            for (int a : built.ahu)
                QVERIFY(built.spaces[std::size_t(a)].coast);
            const auto fromCrater = chainLengths(built, built.crater);
            for (int a : built.ahu)
                QVERIFY(fromCrater[std::size_t(a)] >= 2 && fromCrater[std::size_t(a)] <= 7);
        }
        Board b;
        std::string error;
        QVERIFY(shippedBoard(Side::ThreeFour, b, error));
        QCOMPARE(b.columnSpaces(0), 5);
        QCOMPARE(b.columnSpaces(2), 3);
        QCOMPARE(b.stars(), 4);
        QVERIFY(shippedBoard(Side::Two, b, error));
        QCOMPARE(b.columnSpaces(0), 3);
        QCOMPARE(b.columnSpaces(1), 2);
        QCOMPARE(b.stars(), 2);
    }

    void badJsonFields() {
        Board b;
        std::string error;
        QVERIFY(!boardFromText("{ not json", b, error));
        QCOMPARE_TEXT(
            error, std::string("the board file is not valid JSON ([json.exception.parse_error.101] "
                               "parse error at line 1, column 4: syntax error while "
                               "parsing object key - invalid literal; last read: '{ no'; "
                               "expected string literal)"));

        json j = shippedJson("board-34.json");
        j["spaces"][3]["kind"] = "lake";
        QCOMPARE_TEXT(errorOf(j), std::string("board.spaces[3].kind: \"lake\" is not one of ahu, "
                                              "inland, crater, pukao-quarry"));
        j = shippedJson("board-34.json");
        j["spaces"][0].erase("x");
        QCOMPARE_TEXT(errorOf(j), std::string("board.spaces[0].x: missing"));
        j = shippedJson("board-34.json");
        j["spaces"][0]["resource"] = "gold";
        QCOMPARE_TEXT(errorOf(j),
                      std::string("board.spaces[0].resource: \"gold\" is not one of reeds, "
                                  "eggs, wood, pearls"));
        j = shippedJson("board-34.json");
        j["side"] = "5";
        QCOMPARE_TEXT(errorOf(j), std::string("board.side: \"5\" is not \"3-4\" or \"2\""));
        j = shippedJson("board-34.json");
        j["spaces"][0]["y"] = 40;
        QCOMPARE_TEXT(errorOf(j), std::string("board.spaces[0].y: 40 is out of range 0..31"));
    }

    void twoSpacesInOnePlace() {
        json j = shippedJson("board-34.json");
        j["spaces"][1]["x"] = 2; // onto (2,0), space 0
        QCOMPARE_TEXT(errorOf(j),
                      std::string("space 1 (2,0) is at the same place as space 0 (2,0)"));
    }

    void disconnectedSpace() {
        json j = shippedJson("board-34.json");
        j["spaces"].push_back({{"x", 20}, {"y", 20}, {"kind", "inland"}, {"resources", {"reeds"}}});
        const int last = int(j["spaces"].size()) - 1;
        QCOMPARE_TEXT(errorOf(j), "space " + std::to_string(last) +
                                      " (20,20) is not connected to space 0 (2,0) (spaces connect "
                                      "across their sides only)");
    }

    void ahuOffTheCoast() {
        json j = shippedJson("board-34.json");
        const std::size_t i = at(j, 3, 3); // inland, all four sides land
        j["spaces"][i] = {{"x", 3}, {"y", 3}, {"kind", "ahu"}, {"resource", "eggs"}};
        QCOMPARE_TEXT(errorOf(j), "Ahu space " + std::to_string(i) + " (3,3) is not on the coast");
    }

    void countsThatBreakTheDesign() {
        json j = shippedJson("board-34.json");
        j["spaces"][firstOfKind(j, "crater")]["kind"] = "pukao-quarry";
        QCOMPARE_TEXT(errorOf(j), std::string("the board has 0 Craters; it needs exactly 1"));

        j = shippedJson("board-34.json");
        j["side"] = "2";
        QCOMPARE_TEXT(errorOf(j), std::string("the 2 player side needs 15 Ahu spaces, found 21"));

        j = shippedJson("board-34.json");
        const std::size_t ahu = firstOfKind(j, "ahu");
        j["spaces"][ahu] = {{"x", j["spaces"][ahu]["x"]},
                            {"y", j["spaces"][ahu]["y"]},
                            {"kind", "inland"},
                            {"resources", {"reeds"}}};
        QCOMPARE_TEXT(errorOf(j), std::string("the 3-4 player side needs 21 Ahu spaces, found 20"));

        j = shippedJson("board-34.json");
        j["spaces"][firstOfKind(j, "ahu")]["resource"] = "pearls"; // was wood
        QCOMPARE_TEXT(errorOf(j),
                      std::string("the 3-4 player side needs Ahu resources Reeds 6, Eggs "
                                  "6, Wood 5, Pearls 4; found Reeds 6, Eggs 6, Wood 4, "
                                  "Pearls 5"));

        j = shippedJson("board-34.json");
        for (auto& s : j["spaces"])
            if (s["kind"] == "inland" && s["resources"].size() == 2) s["resources"].erase(1);
        QCOMPARE_TEXT(errorOf(j),
                      std::string("0 of 24 inland spaces offer a choice \"a/b\"; about a "
                                  "quarter must (a sixth to a third)"));
        j = shippedJson("board-34.json");
        j["spaces"][at(j, 3, 3)]["resources"] = {"reeds", "reeds"};
        QCOMPARE_TEXT(errorOf(j), "board.spaces[" + std::to_string(at(j, 3, 3)) +
                                      "].resources: the two resources are the same");
    }

    // The Crater moved to the west coast: the north-east coast is now a chain of 8 away (and the
    // Ahu beside it a chain of 1).
    void craterChainOutOfRange() {
        json j = shippedJson("board-34.json");
        const std::size_t crater = firstOfKind(j, "crater"), west = at(j, 1, 4);
        j["spaces"][crater]["kind"] = "inland";
        j["spaces"][crater]["resources"] = j["spaces"][west]["resources"];
        j["spaces"][west]["kind"] = "crater";
        j["spaces"][west].erase("resources");
        QCOMPARE_TEXT(errorOf(j), "the shortest chain from the Crater to Ahu space " +
                                      std::to_string(at(j, 5, 0)) +
                                      " (5,0) is 8 spaces long; it must be 2 to 7");
        // The Pukao Quarry too.
        j = shippedJson("board-34.json");
        const std::size_t quarry = firstOfKind(j, "pukao-quarry"), inland = at(j, 1, 4);
        j["spaces"][quarry]["kind"] = "inland";
        j["spaces"][quarry]["resources"] = j["spaces"][inland]["resources"];
        j["spaces"][inland]["kind"] = "pukao-quarry";
        j["spaces"][inland].erase("resources");
        QCOMPARE_TEXT(errorOf(j), "the shortest chain from the Pukao Quarry to Ahu space " +
                                      std::to_string(at(j, 5, 0)) +
                                      " (5,0) is 8 spaces long; it must be 2 to 7");
    }
};

QTEST_APPLESS_MAIN(TestRapaNuiBoard)
#include "tst_rapanui_board.moc"
