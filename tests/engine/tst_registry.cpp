#include <QtTest>

#include "games/ids.h"
#include "games/registry.h"

using namespace rano::games;
using nlohmann::json;

// The registry of games: one entry per id of games/ids.h, each able to start a game, play it
// to its end with the bots, write its replay and read it back to the same position.
class TstRegistry : public QObject {
    Q_OBJECT

private slots:
    void everyIdHasItsEntry() {
        QCOMPARE(allGames().size(), kIds.size());
        for (std::size_t i = 0; i < kIds.size(); ++i) {
            QCOMPARE(std::string_view(allGames()[i]->id), kIds[i]);
            QCOMPARE(findGame(kIds[i]), allGames()[i]);
        }
        QCOMPARE(&defaultGame(), allGames()[0]);
        QVERIFY(findGame("chess") == nullptr);
        std::string ids;
        for (std::string_view id : kIds) {
            if (!ids.empty()) ids += '|';
            ids += id;
        }
        QCOMPARE(gameIds("|"), ids);
    }

    void eachGamePlaysAndReplays() {
        for (const GameEntry* entry : allGames()) {
            std::string error;
            auto game = entry->start(entry->minPlayers, 7, json::object(), false, error);
            QVERIFY2(game, error.c_str());
            QCOMPARE(game->players(), entry->minPlayers);
            std::size_t n = 0;
            while (!game->over() && n < 5000) {
                const Thought t = game->think(rano::ai::Level::Greedy, n, 0, 0);
                QVERIFY(!t.choice.empty());
                QCOMPARE(game->playThought(0), std::string());
                ++n;
            }
            QVERIFY(game->over());
            QCOMPARE(game->choices(), n);
            std::vector<rano::Seat> seats;
            for (int p = 0; p < game->players(); ++p)
                seats.push_back({entry->seatName(p), false, "greedy"});
            const json file = json::parse(game->replayFile(seats).dump());
            QCOMPARE(gameOfFile(file), entry);
            std::vector<rano::Seat> back;
            const auto again = entry->open(file, back, error);
            QVERIFY2(again, error.c_str());
            QCOMPARE(again->hash(), game->hash());
            QCOMPARE(back, seats);
            QCOMPARE(again->narrate(back).empty(), false);
            QVERIFY(again->undo());
            QCOMPARE(again->choices(), n - 1);
        }
    }

    // What a server tells the other seats of a choice (docs/online.md, `last`): the card game's
    // face-down Sacrifice without its type to all but its owner; every other choice whole, in
    // every game.
    void aChoiceIsToldAsEachSeatMayKnowIt() {
        for (const GameEntry* entry : allGames()) {
            std::string error;
            auto game = entry->start(2, 3, json::object(), false, error);
            QVERIFY2(game, error.c_str());
            int faceDown = 0, whole = 0;
            for (std::size_t n = 0; !game->over() && n < 5000; ++n) {
                const std::string choice = game->think(rano::ai::Level::Greedy, n, 0, 0).choice;
                const int owner = game->decider();
                const bool hidden = std::string_view(entry->id) == "rapa-nui-cards" &&
                                    choice.rfind("sacrifice ", 0) == 0 && owner == game->active();
                for (int viewer = -1; viewer < 2; ++viewer)
                    QCOMPARE(game->choiceSeenBy(choice, viewer),
                             hidden && viewer != owner ? std::string("sacrifice") : choice);
                (hidden ? faceDown : whole) += 1;
                QCOMPARE(game->playThought(0), std::string());
            }
            QVERIFY(whole > 0);
            if (std::string_view(entry->id) == "rapa-nui-cards") QVERIFY(faceDown > 0);
        }
    }

    // A seat's record (an online game for a player's Library, docs/replay-format.md) reads
    // back, in every game, into positions that seat is shown exactly as it was shown them, to
    // the same scores, with nothing more: no seed, no hash of the real game, the card game's
    // face-down Sacrifice without its type to the others. Read back and written again, it is
    // the same file.
    void aSeatsRecordShowsWhatThatSeatSawAndNoMore() {
        for (const GameEntry* entry : allGames()) {
            std::string error;
            auto game = entry->start(2, 3, json::object(), false, error);
            QVERIFY2(game, error.c_str());
            for (std::size_t n = 0; !game->over() && n < 5000; ++n) {
                game->think(rano::ai::Level::Greedy, n, 0, 0);
                QCOMPARE(game->playThought(0), std::string());
            }
            QVERIFY(game->over());
            const std::vector<rano::Seat> seats = {{"Ana", true, ""}, {"Bo", true, ""}};
            int hiddenChoices = 0;
            for (int seat = 0; seat < 2; ++seat) {
                const json record = json::parse(game->seatRecord(seats, seat).dump());
                QVERIFY(!record.contains("seed"));
                QCOMPARE(record["seen"]["seat"], seat);
                QCOMPARE(record["checkpoints"], json::array());
                QVERIFY(!record["result"].contains("hash"));
                QCOMPARE(record["choices"].size(), game->choices());
                std::vector<rano::Seat> back;
                const auto again = entry->open(record, back, error);
                QVERIFY2(again, (std::string(entry->id) + ": " + error).c_str());
                QCOMPARE(back, seats);
                for (std::size_t i = 0; i <= game->choices(); ++i)
                    QVERIFY2(again->viewAt(i, seat) == game->viewAt(i, seat),
                             (std::string(entry->id) + " after " + std::to_string(i)).c_str());
                for (int p = 0; p < 2; ++p)
                    QCOMPARE(again->score(p), game->score(p));
                QCOMPARE(again->winners(), game->winners());
                int afters = 0;
                for (const json& c : record["choices"]) {
                    hiddenChoices += c["choice"] == "sacrifice";
                    afters += c.contains("after");
                }
                qInfo("%s, seat %d: %zu choices, %d with the view after, %zu bytes", entry->id,
                      seat, game->choices(), afters, record.dump().size());
                json rewritten = again->seatRecord(seats, seat);
                QCOMPARE(rewritten, record);

                json bad = record;
                bad["seen"]["seat"] = 7;
                QVERIFY(!entry->open(bad, back, error));
                QCOMPARE(error, std::string("seen.seat: 7 is not a seat of this game"));
                bad = record;
                bad["result"]["scores"][0] = 999;
                QVERIFY(!entry->open(bad, back, error));
                QVERIFY2(error.rfind("result.scores: recorded [999,", 0) == 0, error.c_str());
            }
            QCOMPARE(hiddenChoices > 0, std::string_view(entry->id) == "rapa-nui-cards");
        }
    }

    void aFileOfNoKnownGameHasNoEntry() {
        QVERIFY(gameOfFile(json::object()) == nullptr);
        QVERIFY(gameOfFile({{"format", "rano-replay"}, {"game", "chess"}}) == nullptr);
    }
};

QTEST_APPLESS_MAIN(TstRegistry)
#include "tst_registry.moc"
