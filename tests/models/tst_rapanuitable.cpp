#include <QColor>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "core/rng.h"
#include "crafted_analysis.h"
#include "rapanui/bots.h"
#include "rapanui/game.h"
#include "rapanui/replay.h"
#include "rapanui/scoring.h"
#include "rapanuireplay.h"
#include "rapanuitable.h"
#include "test_home.h"
#include "test_seats.h"

using namespace rano::rapanui;

namespace {
std::vector<SeatSetup> humans(int n) {
    std::vector<SeatSetup> list;
    for (int i = 0; i < n; ++i)
        list.push_back({QStringLiteral("Seat %1").arg(i + 1), true, QString()});
    return list;
}

const Board& board34() {
    static const auto board = [] {
        std::string error;
        return shippedBoardFor(4, error);
    }();
    return *board;
}

// Phase 3 of a first game, seats in turn order 0-3, nobody on the island yet (as the
// engine's rules tests stage it).
State transportPosition() {
    State s = State::setup(board34(), {4, true}, 1);
    s.order = {0, 1, 2, 3};
    s.phase = Phase::Transport;
    s.turn = 0;
    s.decider = 0;
    for (int p = 0; p < 4; ++p) {
        s.player[std::size_t(p)].villagersHome = 0;
        s.player[std::size_t(p)].sorcerer = Spot::Track;
        s.player[std::size_t(p)].sorcererAt = std::int8_t(p);
        s.star[std::size_t(p)] = std::int8_t(p);
    }
    s.ahuTile.fill(kNone);
    return s;
}

void put(State& s, int p, int space) {
    s.owner[std::size_t(space)] = std::int8_t(p);
    ++s.fresh[std::size_t(space)];
}

// Phase 3 with five Ahu left empty: erecting Hotu's large Moai on Ahu 8 ends the game at the
// round's end, with his 5 Eggs beating Tuki's lead of 3; dropping out instead loses it.
State decidedEndgame() {
    State s = transportPosition();
    s.player[0].moai[2] = 1;
    put(s, 0, 16);
    put(s, 0, 17);
    put(s, 0, 18); // Ahu 8, Eggs
    --s.supply[2]; // Hotu's large Moai, sculpted
    for (int a = 0; a < board34().ahuCount(); ++a) {
        if (a == 8 || a >= 17) continue;
        int size = 0;
        while (s.supply[std::size_t(size)] == 0)
            ++size;
        --s.supply[std::size_t(size)];
        s.ahuMoai[std::size_t(a)][std::size_t(size)] = 1;
    }
    s.player[1].res[0] = 4;
    return s;
}

// The legal index of the choice written `text`, or -1.
int indexOf(RapaNuiTable& t, const char* text) {
    for (int i = 0; i < t.choices()->count(); ++i)
        if (t.choices()->value(i, "choice").toString() == QLatin1String(text))
            return t.choices()->value(i, "index").toInt();
    return -1;
}

// The label of the row that holds legal choice `index`.
QString labelOf(RapaNuiTable& t, int index) {
    for (int i = 0; i < t.choices()->count(); ++i)
        if (t.choices()->value(i, "index").toInt() == index)
            return t.choices()->value(i, "label").toString();
    return {};
}

QStringList labels(RapaNuiTable& t) {
    QStringList out;
    for (int i = 0; i < t.choices()->count(); ++i)
        out << t.choices()->value(i, "label").toString();
    return out;
}
} // namespace

class TestRapaNuiTable : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        useOwnHome();
        // The English plural forms ("1 Reed", "2 Reeds") come from the app's English file.
        QVERIFY(english_.load(QStringLiteral(RANO_EN_QM)));
        QCoreApplication::installTranslator(&english_);
    }

    // Played through the model by four humans, a whole game: every row is a legal choice of
    // the engine, choose(i) takes exactly that one, and the end shows each player's
    // breakdown adding up to the engine's score.
    void humansPlayAWholeGameThroughTheModel() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        QVERIFY(t.newGame(seats({"human", "human", "human", "human"}), 5));
        QCOMPARE(t.view()->spaces()->count(), 47);
        QCOMPARE(t.view()->columns(), 9);
        QCOMPARE(t.view()->rows(), 7);
        QCOMPARE(t.view()->stars()->count(), 4);
        // The rulebook's totem colours (issue 50.10): Turtle green, Dolphin blue, Moray yellow,
        // Octopus red, on the board, the log and every panel alike.
        const QStringList totems = {"Turtle", "Dolphin", "Moray", "Octopus"};
        const QStringList colours = {"#009e73", "#0072b2", "#f0e442", "#d55e00"};
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(t.view()->seats()->value(p, "totem").toString(), totems[p]);
            QCOMPARE(t.view()->seats()->value(p, "colour").value<QColor>().name(), colours[p]);
            QCOMPARE(t.seatColour(p).name(), colours[p]);
            QCOMPARE(t.view()->seatColour(p).name(), colours[p]);
        }
        rano::Rng pick(99);
        int guard = 0;
        while (!t.over() && ++guard < 20000) {
            QVERIFY(t.humanToDecide());
            const State& s = t.game()->state();
            ChoiceList legal;
            s.legalChoices(legal);
            QCOMPARE(t.choiceCount(), int(legal.size()));
            QVERIFY(!t.prompt().isEmpty());
            // The rows hold every legal choice once: alone, or in a group's members.
            QStringList shown, expected;
            for (int i = 0; i < t.choices()->count(); ++i) {
                const QStringList members = t.choices()->value(i, "members").toStringList();
                shown << (members.isEmpty()
                              ? QStringList{t.choices()->value(i, "choice").toString()}
                              : members);
            }
            for (std::size_t i = 0; i < legal.size(); ++i)
                expected << QString::fromStdString(toText(legal[i]));
            shown.sort();
            expected.sort();
            QCOMPARE(shown, expected);
            // Drop out only when nothing else is left, so the game moves on.
            int i = int(pick.below(std::uint32_t(legal.size())));
            if (legal[std::size_t(i)].kind == ChoiceKind::DropOut && legal.size() > 1) i = 1;
            const Choice chosen = legal[std::size_t(i)];
            QVERIFY(t.choose(i));
            QVERIFY(t.game()->moves().back().choice == chosen);
        }
        QVERIFY(t.over());
        QCOMPARE(t.phase(), QStringLiteral("over"));
        QVERIFY(!t.view()->winnerNames().isEmpty());
        const State& end = t.game()->state();
        for (int p = 0; p < 4; ++p) {
            const QVariantList parts = t.view()->seats()->value(p, "breakdown").toList();
            QCOMPARE(parts.size(), t.view()->scoreCategories().size());
            int sum = 0;
            for (const QVariant& v : parts)
                sum += v.toInt();
            QCOMPARE(sum, score(end, p).total());
            QCOMPARE(t.view()->seats()->value(p, "score").toInt(), sum);
        }
        // Each round opens with a heading in the log, in order (issue 50.12).
        QStringList headings;
        for (int i = 0; i < t.log()->rowCount(); ++i)
            if (t.log()->data(t.log()->index(i), LogModel::HeadingRole).toBool())
                headings << t.log()->data(t.log()->index(i), LogModel::TextRole).toString();
        QCOMPARE(headings.size(), end.round);
        for (int r = 1; r <= end.round; ++r)
            QVERIFY2(headings[r - 1].startsWith(QStringLiteral("Round %1 begins; ").arg(r)),
                     qPrintable(headings[r - 1]));
    }

    // A click on an island space places a Villager there: the space's one choice.
    void aClickOnASpacePlacesAVillager() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        QVERIFY(t.newGame(seats({"human", "human", "human"}), 3));
        const int first = t.decider();
        // Space 22 is C4... by its column and row: (3,3) is D4, an "a/b" space.
        QCOMPARE(t.view()->spaces()->value(22, "name").toString(), QStringLiteral("D4"));
        QCOMPARE(t.view()->spaces()->value(22, "yields").toStringList(),
                 (QStringList{"wood", "pearls"}));
        const QVariantList here = t.view()->spaces()->value(22, "choices").toList();
        QCOMPARE(here.size(), 1);
        QCOMPARE(labelOf(t, here[0].toInt()),
                 QStringLiteral("Place a Villager on D4 as a Transporter"));
        // The Crater and the Pukao Quarry take no Villager.
        QCOMPARE(t.view()->spaces()->value(24, "kind").toString(), QStringLiteral("crater"));
        QVERIFY(t.view()->spaces()->value(24, "choices").toList().isEmpty());
        QVERIFY(!t.choosePlace(QVariantList{}));
        QVERIFY(t.choosePlace(here));
        QCOMPARE(t.view()->spaces()->value(22, "owner").toInt(), first);
        QCOMPARE(t.view()->spaces()->value(22, "standing").toInt(), 1);
        QCOMPARE(
            t.log()->data(t.log()->index(t.log()->rowCount() - 1), LogModel::TextRole).toString(),
            QStringLiteral("Seat %1 places a Villager on D4 as a Transporter.").arg(first + 1));
        QCOMPARE(
            t.log()->data(t.log()->index(t.log()->rowCount() - 1), LogModel::PlacesRole).toList(),
            QVariantList{22});
        // Barter with the Rongorongo Tablet is still open to the first player (any 3 of their 4
        // Resources), so the turn goes on until they end it.
        QCOMPARE(t.decider(), first);
        QVERIFY(t.choose(indexOf(t, "end-turn")));
        // The first player's Sorcerer may not take the first star: the next player's may.
        QVERIFY(t.view()->stars()->value(0, "choices").toList().size() == 1);
        // A click where the next player has no choice says why, in the engine's reason.
        t.explain(QStringLiteral("space"), 22);
        QCOMPARE(t.refusal(), QStringLiteral("Seat %1's Transporters stand on D4: yours go on an "
                                             "empty space or one of your own.")
                                  .arg(first + 1));
        t.explain(QStringLiteral("space"), 21);
        QCOMPARE(t.refusal(), QStringLiteral("No figurine goes on the Crater or the Pukao Quarry: "
                                             "each holds a neutral Transporter."));
        t.explain(QStringLiteral("improvement"), 3);
        QCOMPARE(t.refusal(), QStringLiteral("That Improvement costs 3 Pearls."));
        QVERIFY(t.choosePlace(t.view()->spaces()->value(23, "choices").toList()));
        QCOMPARE(t.refusal(), QString()); // a new position
    }

    // A transport across an opponent's "a/b" space: the list names who earns what; the
    // owner is asked which Resource, then the mover erects.
    void aPaidTransportAsksTheOwner() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        State s = transportPosition();
        s.player[0].moai[1] = 1;
        put(s, 0, 16);
        put(s, 2, 17); // Reeds/Pearls
        put(s, 0, 18); // Ahu 8, Eggs
        QVERIFY(t.startPosition(s, humans(4)));
        QCOMPARE(labels(t), (QStringList{QStringLiteral("Drop out of this transport phase"),
                                         QStringLiteral("Carry your medium Moai to the Ahu on "
                                                        "H3 and erect it (Seat 3 earns 1 Reed "
                                                        "or 1 Pearl on G3)")}));
        // The Ahu holds the choice; its row lights the Ahu and the paid space.
        QCOMPARE(t.view()->spaces()->value(18, "choices").toList(), QVariantList{1});
        QCOMPARE(t.choices()->value(1, "places").toList(), (QVariantList{24, 16, -18, 18}));
        t.lightPlaces(t.choices()->value(1, "places").toList());
        QVERIFY(t.view()->spaces()->value(24, "lit").toBool());
        QVERIFY(t.view()->spaces()->value(17, "paid").toBool());
        QVERIFY(!t.view()->spaces()->value(16, "paid").toBool());
        QVERIFY(t.view()->spaces()->value(18, "lit").toBool());
        QVERIFY(!t.view()->spaces()->value(25, "lit").toBool());
        QVERIFY(t.choosePlace(QVariantList{1}));
        QCOMPARE(t.phase(), QStringLiteral("payment"));
        QCOMPARE(t.decider(), 2);
        QCOMPARE(t.prompt(), QStringLiteral("Seat 3: Seat 1 crosses your Transporter on G3. "
                                            "Which Resource do you take?"));
        QCOMPARE(labels(t), (QStringList{QStringLiteral("Take 1 Reed for your Transporter"),
                                         QStringLiteral("Take 1 Pearl for your Transporter")}));
        QVERIFY(t.choose(1));
        QCOMPARE(t.view()->seats()->value(2, "stock").toList()[3].toInt(), 2);
        // The medium Moai stands on H3, unstyled.
        const QVariantList moai = t.view()->spaces()->value(18, "moai").toList();
        QCOMPARE(moai.size(), 1);
        QCOMPARE(moai[0].toMap().value("size").toInt(), 1);
        QCOMPARE(moai[0].toMap().value("styled").toBool(), false);

        // An owner whose Pearls are at the top of their track is told that one more is lost.
        s.player[2].res[3] = std::uint8_t(kMaxResource);
        QVERIFY(t.startPosition(s, humans(4)));
        QVERIFY(t.choosePlace(QVariantList{1}));
        QCOMPARE(labels(t), (QStringList{QStringLiteral("Take 1 Reed for your Transporter"),
                                         QStringLiteral("Take 1 Pearl for your Transporter (you "
                                                        "hold 10 already: it adds nothing)")}));
    }

    // The first player may not open the round on the first star; a click on an Ahu nothing
    // can reach says what a transport needs.
    void refusalsSayWhy() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        QVERIFY(t.newGame(seats({"human", "human", "human"}), 3));
        t.explain(QStringLiteral("star"), 0);
        QCOMPARE(t.refusal(), QStringLiteral("The first player may not open the round with the "
                                             "Sorcerer on the first star."));
        State s = transportPosition();
        s.player[0].moai[0] = 1;
        QVERIFY(t.startPosition(s, humans(4)));
        t.explain(QStringLiteral("space"), 18);
        QCOMPARE(t.refusal(), QStringLiteral("To erect or style on H3 you need one of your own "
                                             "Transporters standing there (not fatigued)."));
        s.owner[18] = 0;
        s.fresh[18] = 1;
        QVERIFY(t.startPosition(s, humans(4)));
        t.explain(QStringLiteral("space"), 18);
        QCOMPARE(t.refusal(), QStringLiteral("No chain of Transporters links the Crater to H3: "
                                             "every space on the way needs a Transporter, "
                                             "anyone's."));
        t.explain(QStringLiteral("column"), 0);
        QCOMPARE(t.refusal(), QStringLiteral("That is not one of your choices now."));
    }

    // A place with several choices narrows the list to them until one is taken.
    void aPlaceWithSeveralChoicesNarrowsTheList() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        State s = transportPosition();
        s.player[0].moai = {1, 1, 0};
        put(s, 0, 25);
        put(s, 0, 26);
        put(s, 0, 35); // Ahu 12
        QVERIFY(t.startPosition(s, humans(4)));
        const QVariantList here = t.view()->spaces()->value(35, "choices").toList();
        QCOMPARE(here.size(), 2);
        QVERIFY(t.choosePlace(here));
        QVERIFY(t.narrowed());
        QCOMPARE(t.choices()->count(), 2);
        QCOMPARE(t.choiceCount(), 3);
        t.showAll();
        QVERIFY(!t.narrowed());
        QCOMPARE(t.choices()->count(), 3);
    }

    // A list longer than the number keys reach (issue 53): End turn heads it, and the exchanges
    // a Barter tile allows (any 3 for any 3, decision 17: 67 with 1 Reed, 3 Eggs and 3 Wood)
    // stand as one row, which lists them by the kinds they give when taken, each of those rows
    // its exchanges, as a click on a board's place does.
    void aLongListPutsTheTurnsEndFirstAndGroupsItsExchanges() {
        RapaNuiTable t;
        State s = transportPosition();
        s.acted = 1; // the turn's piece is carried: free actions and the end are left
        s.player[0].tiles[std::size_t(Tile::Barter)] = 1;
        s.player[0].res = {1, 3, 3, 0};
        QVERIFY(t.startPosition(s, humans(4)));
        QCOMPARE(labels(t), QStringList({"End turn", "Add the Artistic Improvement (2 Eggs)",
                                         "Add the Popular Improvement (2 Wood)",
                                         "Exchange Resources (playing Barter): 67 choices…"}));
        QVERIFY(t.choosePlace(t.choices()->value(3, "group").toList()));
        QCOMPARE(labels(t),
                 QStringList({"Give Reeds for other Resources: 3 choices…",
                              "Give Eggs for other Resources: 19 choices…",
                              "Give Wood for other Resources: 19 choices…",
                              "Give Reeds and Eggs for other Resources: 7 choices…",
                              "Give Reeds and Wood for other Resources: 7 choices…",
                              "Give Eggs and Wood for other Resources: 11 choices…",
                              "Exchange 1 Reed, 1 Egg and 1 Wood for 3 Pearls (playing Barter)"}));
        QVERIFY(t.choosePlace(t.choices()->value(0, "group").toList()));
        QCOMPARE(labels(t), QStringList({"Exchange 1 Reed for 1 Egg (playing Barter)",
                                         "Exchange 1 Reed for 1 Wood (playing Barter)",
                                         "Exchange 1 Reed for 1 Pearl (playing Barter)"}));
        QVERIFY(t.choose(t.choices()->value(2, "index").toInt()));
        QCOMPARE(t.state().player[0].res, (std::array<std::uint8_t, 4>{0, 3, 3, 1}));
    }

    // Every move of the log is told in the third person with the mover's name, never in the
    // words of a button ("Hotu: Place your Sorcerer…"), and a Fervent erection never takes 0 of
    // anything (issue 50.4): every kind of choice of three whole games between bots.
    void everyMoveIsToldInTheThirdPerson() {
        const std::vector<SeatSetup> seats = {{QStringLiteral("Hotu"), false, QString()},
                                              {QStringLiteral("Tuki"), false, QString()},
                                              {QStringLiteral("Ariki"), false, QString()}};
        QSet<int> kinds;
        for (std::uint64_t seed : {3, 4, 5}) {
            State s = State::setup(board34(), {3, seed == 3}, seed);
            rano::Rng rng(seed);
            while (!s.over()) {
                const Choice c = seed == 4 ? randomBotChoice(s, rng) : greedyBotChoice(s, rng);
                const int who = s.whoDecides();
                const QString line = RapaNuiPosition::deedText(s, c, who, seats);
                const QString name = seats[std::size_t(who)].name;
                QVERIFY2(line.startsWith(name + QStringLiteral(" ")), qPrintable(line));
                QVERIFY2(line.endsWith(QStringLiteral(".")), qPrintable(line));
                QVERIFY2(!line.contains(QStringLiteral("your"), Qt::CaseInsensitive),
                         qPrintable(line));
                if (c.kind == ChoiceKind::Erect)
                    QVERIFY2(!line.contains(QStringLiteral(" 0 ")), qPrintable(line));
                kinds.insert(int(c.kind));
                s.apply(c);
            }
        }
        QVERIFY(kinds.size() >= 12);
    }

    // What the others did since your last decision stays marked on the island, and What just
    // happened? plays those moves again, oldest first (issue 50.1): after the AIs' turns every
    // place their choices named is recent, and nothing else.
    void theOthersMovesStayMarkedAndReplay() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "greedy", "greedy"}), 11));
        QSignalSpy replays(&t, &RapaNuiTable::replaying);
        int checked = 0;
        for (int guard = 0; guard < 400 && !t.over() && checked < 6; ++guard) {
            QTRY_VERIFY_WITH_TIMEOUT(t.humanToDecide() || t.over(), 20000);
            if (t.over()) break;
            const auto& moves = t.game()->moves();
            std::size_t from = moves.size();
            while (from > 0 && moves[from - 1].player != t.decider())
                --from;
            QSet<int> expected;
            int carried = 0;
            for (std::size_t i = from; i < moves.size(); ++i)
                for (const QVariant& p :
                     RapaNuiPosition::placesOf(t.game()->stateAt(i), moves[i].choice)) {
                    expected << (p.toInt() >= 0 ? p.toInt() : -p.toInt() - 1);
                    carried += RapaNuiPosition::pieceWord(moves[i].choice).isEmpty() ? 0 : 1;
                }
            QSet<int> marked;
            for (int i = 0; i < t.view()->spaces()->count(); ++i)
                if (t.view()->spaces()->value(i, "recent").toBool()) marked << i;
            QCOMPARE(marked, expected);
            QCOMPARE(t.canReplayRecent(), from < moves.size());
            if (!expected.isEmpty()) {
                t.replayRecent();
                QCOMPARE(replays.count(), 1);
                const QVariantList shown = replays.takeFirst()[0].toList();
                QCOMPARE(shown, t.recentMoves());
                QVERIFY(!shown.isEmpty());
                for (const QVariant& m : shown)
                    QVERIFY(m.toMap()["seat"].toInt() != t.decider());
                ++checked;
            }
            QVERIFY(t.choose(0));
        }
        QVERIFY(checked >= 3);
    }

    // Why a hint's choice, in words (issue 50.3): by how far it leads the next best, and what
    // it scores at once when nothing hidden or left to chance decides that.
    void theHintSaysWhy_data() {
        QTest::addColumn<QList<double>>("chances");
        QTest::addColumn<int>("gain"); // -100: not known
        QTest::addColumn<QString>("expected");
        QTest::newRow("only") << QList<double>{0.4} << -100 << "Why: it is your only choice.";
        QTest::newRow("clearly")
            << QList<double>{0.34, 0.24, 0.2} << 3
            << "Why: clearly your best choice; the next best leaves you 24% to win. It scores 3 "
               "points at once.";
        QTest::newRow("a little")
            << QList<double>{0.30, 0.27} << 1
            << "Why: a little better than the next best (27% to win). It scores 1 point at once.";
        QTest::newRow("alike")
            << QList<double>{0.25, 0.25, 0.25} << 0
            << "Why: the AI sees no real difference between these choices yet; any of them keeps "
               "your chances.";
        QTest::newRow("gives up")
            << QList<double>{0.6, 0.45} << -2
            << "Why: clearly your best choice; the next best leaves you 45% to win. It gives up 2 "
               "points now for what it brings later.";
        QTest::newRow("hidden gain")
            << QList<double>{0.5, 0.3} << -100
            << "Why: clearly your best choice; the next best leaves you 30% to win.";
    }
    void theHintSaysWhy() {
        QFETCH(QList<double>, chances);
        QFETCH(int, gain);
        QFETCH(QString, expected);
        const std::vector<double> list(chances.begin(), chances.end());
        QCOMPARE(
            GameTable::hintReason(list, gain == -100 ? std::nullopt : std::optional<int>(gain)),
            expected);
    }

    // A hint's percentages are chances of winning (issue 50.3), not the AI's own reward: in a
    // decided endgame the carry that ends and wins the game shows 90 % or more, dropping out,
    // which leaves the game open, 30 % or less.
    void aHintShowsChancesOfWinning() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        QVERIFY(t.startPosition(decidedEndgame(), humans(4)));
        t.hint();
        QTRY_VERIFY_WITH_TIMEOUT(!t.hinting(), 30000);
        QVERIFY2(t.hintChoice().startsWith(QStringLiteral("moai ")), qPrintable(t.hintChoice()));
        const QStringList lines = t.hintText().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        const QRegularExpression percent(QStringLiteral("\\((\\d+)%"));
        const int best = percent.match(lines[0]).captured(1).toInt();
        const int drop = percent.match(lines[2]).captured(1).toInt();
        QVERIFY2(lines[0].startsWith(QStringLiteral("Hint: Carry your large Moai")),
                 qPrintable(lines[0]));
        QVERIFY2(best >= 90, qPrintable(lines[0]));
        QVERIFY2(lines[2].startsWith(QStringLiteral("Or: Drop out")), qPrintable(lines[2]));
        // Dropping out leaves the game open with five Ahu empty: a chance, far below the carry's.
        QVERIFY2(drop <= 30, qPrintable(lines[2]));
        // Why, in words: far ahead of dropping out, and the points the erected Moai scores.
        QCOMPARE(lines[1], QStringLiteral("Why: clearly your best choice; the next best leaves you "
                                          "%1% to win. It scores %2 points at once.")
                               .arg(drop)
                               .arg(5)); // the score the carry adds, by the engine
        // The hint is drawn on the island: its carry's chain, from the Crater to Ahu 8 (H3).
        QSet<int> ringed;
        for (int i = 0; i < t.view()->spaces()->count(); ++i)
            if (t.view()->spaces()->value(i, "hint").toBool()) ringed << i;
        const auto c = parseChoice(t.hintChoice().toStdString());
        QSet<int> chain;
        for (const QVariant& p : RapaNuiPosition::placesOf(t.game()->state(), *c))
            chain << (p.toInt() >= 0 ? p.toInt() : -p.toInt() - 1);
        QCOMPARE(ringed, chain);
        QVERIFY(ringed.contains(18) && ringed.contains(board34().crater));
        QVERIFY(t.play(t.hintChoice()));
        for (int i = 0; i < t.view()->spaces()->count(); ++i)
            QVERIFY(!t.view()->spaces()->value(i, "hint").toBool());
    }

    // The review: a player who drops out with a large Moai ready to carry makes a mistake, and
    // the verdict says what it cost; at that step the board lights where the AI's choice would
    // have gone.
    void theReviewLightsTheBetterChoiceOfAMistake() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        QVERIFY(t.startPosition(decidedEndgame(), humans(4)));
        QCOMPARE(t.view()->emptyAhu(), 5);
        QCOMPARE(t.choiceCount(), 2);
        QVERIFY(t.play(QStringLiteral("drop-out")));
        RapaNuiReplay r;
        QVERIFY(r.openTable(&t));
        QCOMPARE(r.count(), 1);
        r.analyse();
        r.waitForAnalysis();
        QTRY_VERIFY(r.analysed());
        // A decided endgame: carrying wins, dropping out loses; the players' chances before it
        // add up to 100 %, the mover's being the AI's best (issue 50.6).
        const auto& v = *r.analysis().verdict(0);
        QCOMPARE(qRound(v.bestWinRate * 100), 100);
        QCOMPARE(qRound(v.playedWinRate * 100), 22);
        const QVariantList chances = r.chanceSeries();
        QCOMPARE(chances.size(), 4);
        double sum = 0;
        for (const QVariant& line : chances) {
            QCOMPARE(line.toList().size(), 1);
            sum += line.toList()[0].toDouble();
        }
        QVERIFY(qAbs(sum - 1.0) < 1e-9);
        QCOMPARE(chances[0].toList()[0].toDouble(), v.bestWinRate);
        r.setStep(1);
        QVERIFY(r.verdictMistake());
        // What it cost, in the player's words (issue 68.9).
        QCOMPARE(r.verdict(),
                 QStringLiteral("A mistake: “Drop out of this transport phase” cost Seat 1 about 5 "
                                "points (a 22% chance to win after it); the AI would choose “Carry "
                                "your large Moai to the Ahu on H3 and erect it (no one is paid)” "
                                "(100%)."));
        QCOMPARE(r.moves()->value(0, "best").toString(),
                 QStringLiteral("Carry your large Moai to the Ahu on H3 and erect it (no one is "
                                "paid)"));
        QVERIFY(r.board()->spaces()->value(18, "lit").toBool());
        QVERIFY(r.board()->spaces()->value(24, "lit").toBool());
        r.setStep(0);
        QVERIFY(!r.board()->spaces()->value(18, "lit").toBool());
    }

    // Issue 68.9: an Egg lost at the top of its track is a point thrown away. With Fervent, Hotu
    // may take some of his large Moai's 5 Eggs as Pearls; taking all 5 as Eggs with 6 held
    // loses one. The choice says so, the review calls it a mistake that cost about a point,
    // and a second review read back from the file's analysis says the same.
    void anEggLostAtTheTracksEndIsAMistake() {
        QTemporaryDir dir;
        RapaNuiTable t;
        t.setAutosavePath(dir.filePath("auto.json"));
        State s = decidedEndgame();
        s.player[0].improvements |= 1u << int(Improvement::Fervent);
        s.player[0].res[int(Resource::Eggs)] = 6;
        QVERIFY(t.startPosition(s, humans(4)));
        QVERIFY(t.play(QStringLiteral("moai large to 8")));
        QCOMPARE(labelOf(t, indexOf(t, "erect 0 higher")),
                 QStringLiteral("Erect the Moai: take 4 Eggs (1 lost: the track stops at 10)"));
        QVERIFY(t.play(QStringLiteral("erect 0 higher")));
        RapaNuiReplay r;
        QVERIFY(r.openTable(&t));
        r.analyse();
        r.waitForAnalysis();
        QTRY_VERIFY(r.analysed());
        r.setStep(2);
        QVERIFY(r.verdictMistake());
        QCOMPARE(r.verdict(),
                 QStringLiteral("A mistake: “Erect the Moai: take 4 Eggs (1 lost: the track stops "
                                "at 10)” cost Seat 1 about 1 point (a 100% chance to win after "
                                "it); the AI would choose “Erect the Moai: take 4 Eggs and 1 Wood "
                                "(Fervent)” (100%)."));
        // The analysis as a file keeps it: read back, the Egg thrown away still makes it one.
        const nlohmann::json cache = r.analysis().toJson();
        RapaNuiReplay::Analysis again(cache["iterations"].get<std::int64_t>(), 0.12, {}, {});
        again.reset(std::make_shared<const Game>(*t.game()), QString(), &cache);
        QVERIFY(again.verdict(1).has_value());
        QCOMPARE(again.verdict(1)->thrown, 1.0);
        QVERIFY(again.verdict(1)->mistake(0.12));
        QVERIFY(!again.verdict(0)->mistake(0.12));

        // Without Fervent the Moai is erected on arrival: carrying it says what is lost.
        RapaNuiTable plain;
        State noFervent = decidedEndgame();
        noFervent.player[0].res[int(Resource::Eggs)] = 6;
        QVERIFY(plain.startPosition(noFervent, humans(4)));
        QCOMPARE(labelOf(plain, indexOf(plain, "moai large to 8")),
                 QStringLiteral("Carry your large Moai to the Ahu on H3 and erect it (no one is "
                                "paid): take 4 Eggs (1 lost: the track stops at 10)"));
    }

    // Issue 66.10: a cached analysis out of range or calling the AI's own choice a mistake is
    // refused whole and recomputed (crafted_analysis.h).
    void aCraftedAnalysisIsRecomputed() {
        std::string error;
        Game game(shippedBoardFor(2, error), {2, false}, 31);
        rano::Rng rng(7);
        for (int i = 0; i < 5; ++i)
            QVERIFY(game.play(greedyBotChoice(game.state(), rng)).empty());
        QTemporaryDir dir;
        const QString file = crafted::writeText(
            dir.filePath("game.rano.json"),
            replayToJson(game, {{"Hotu", true, ""}, {"Tuki", false, "hard"}}).dump(1));
        crafted::Shown clean;
        crafted::checkCraftedAnalysesAreRecomputed(
            file, 2, [] { return std::make_unique<RapaNuiReplay>(); }, clean);
        if (QTest::currentTestFailed()) return;
        // Decision 2, as a clean review tells it; no choice of this game is a mistake.
        QCOMPARE(clean.verdicts[3],
                 QStringLiteral("The AI agrees with “Take the Lend a Hand Ahu tile”: 51% to win."));
        QCOMPARE(clean.mistakes, QList<bool>(6, false));
    }

    // Every choice is autosaved atomically; another table continues exactly there, with the
    // same seats, the first-game option and the log rebuilt. A damaged file is refused with
    // the reason, and the table keeps its game. Play from here goes on from a review's step.
    void autosaveRoundTripAndPlayFromHere() {
        QTemporaryDir dir;
        const QString path = dir.filePath("rapanui/autosave.rano.json");
        RapaNuiTable t;
        t.setAutosavePath(path);
        QVERIFY(t.newGame(seats({"human", "human", "human"}), 77, true));
        for (int i = 0; i < 12; ++i)
            QVERIFY(t.choose(i % t.choices()->count()));
        QVERIFY(QFile::exists(path));
        RapaNuiTable u;
        u.setAutosavePath(path);
        QVERIFY(u.canResume());
        QVERIFY(u.resume());
        QCOMPARE(u.game()->moves().size(), std::size_t(12));
        QCOMPARE(u.game()->state().hash(), t.game()->state().hash());
        QVERIFY(u.firstGame());
        QCOMPARE(u.seatSetup()[2].name, QStringLiteral("Seat 3"));
        QCOMPARE(u.view()->spaces()->rows(), t.view()->spaces()->rows());
        QCOMPARE(u.log()->rowCount(), t.log()->rowCount() + 1); // "The game continues"
        QCOMPARE(u.gameOfFile(path), QStringLiteral("rapa-nui"));
        QFile bad(dir.filePath("bad.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\": \"rano-replay\", \"game\": \"rapa-nui\"");
        bad.close();
        QVERIFY(!u.loadGame(bad.fileName()));
        QVERIFY(u.lastError().contains(QStringLiteral("bad.json")));
        QCOMPARE(u.game()->state().hash(), t.game()->state().hash());

        RapaNuiReplay r;
        QVERIFY(r.openTable(&t));
        r.setStep(5);
        RapaNuiTable v;
        v.setAutosavePath(dir.filePath("other.json"));
        v.setAiDelay(60000); // the AIs wait: the position is checked first
        QVERIFY(r.playFromHere(&v, 1));
        QCOMPARE(v.game()->moves().size(), std::size_t(5));
        QCOMPARE(v.game()->state().hash(), t.game()->stateAt(5).hash());
        QVERIFY(v.seatSetup()[1].human);
        QVERIFY(!v.seatSetup()[0].human);
    }

    // Issue 49.11: a valid board placed far from the grid's origin is named and drawn from its
    // own first column and row; columns past Z are named as spreadsheets name them.
    void aBoardAnywhereOnTheGridIsNamedFromItsCorner() {
        QCOMPARE(RapaNuiPosition::columnName(0), QStringLiteral("A"));
        QCOMPARE(RapaNuiPosition::columnName(25), QStringLiteral("Z"));
        QCOMPARE(RapaNuiPosition::columnName(26), QStringLiteral("AA"));
        QCOMPARE(RapaNuiPosition::columnName(27), QStringLiteral("AB"));
        QCOMPARE(RapaNuiPosition::columnName(52), QStringLiteral("BA"));
        std::string error;
        const auto shipped = shippedBoardFor(4, error);
        QVERIFY2(shipped, error.c_str());
        nlohmann::json j = boardToJson(*shipped);
        int maxX = 0, maxY = 0;
        for (const auto& sp : j["spaces"]) {
            maxX = std::max(maxX, sp["x"].get<int>());
            maxY = std::max(maxY, sp["y"].get<int>());
        }
        // As far as the format allows: the last column and row at 31.
        for (auto& sp : j["spaces"]) {
            sp["x"] = sp["x"].get<int>() + kMaxCoordinate - maxX;
            sp["y"] = sp["y"].get<int>() + kMaxCoordinate - maxY;
        }
        Board far;
        QVERIFY2(boardFromJson(j, far, error), error.c_str());
        for (int i = 0; i < shipped->spaceCount(); ++i)
            QCOMPARE(RapaNuiPosition::spaceName(far, i), RapaNuiPosition::spaceName(*shipped, i));
        QCOMPARE(RapaNuiPosition::spaceName(far, 0).front(), QChar(u'A' + shipped->spaces[0].x));
    }

    // Issue 50.4: an erection taken wholly one step higher says only what it gives, never
    // "take 0 Reeds and 1 Egg".
    void erectingNamesOnlyWhatIsTaken() {
        std::string error;
        const auto board = shippedBoardFor(3, error);
        QVERIFY2(board, error.c_str());
        State s = State::setup(*board, {3, false}, 1);
        int dest = -1;
        for (int a = 0; a < board->ahuCount() && dest < 0; ++a)
            if (board->spaces[std::size_t(board->ahu[std::size_t(a)])].first ==
                int(Resource::Reeds))
                dest = a;
        QVERIFY(dest >= 0);
        s.phase = Phase::Erect;
        s.dest = std::int8_t(dest);
        s.carrying = 0;
        s.gain = 1;
        QCOMPARE(RapaNuiPosition::choiceLabel(s, Choice::of(ChoiceKind::Erect, 1), {}),
                 QStringLiteral("Erect the Moai: take 1 Egg (Fervent)"));
        QCOMPARE(RapaNuiPosition::choiceLabel(s, Choice::of(ChoiceKind::Erect, 0), {}),
                 QStringLiteral("Erect the Moai: take 1 Reed"));
        s.gain = 3;
        QCOMPARE(RapaNuiPosition::choiceLabel(s, Choice::of(ChoiceKind::Erect, 1), {}),
                 QStringLiteral("Erect the Moai: take 2 Reeds and 1 Egg (Fervent)"));
        // Issue 68.3: a choice says what it really gives. "If your Resource cube is in the
        // rightmost space, you cannot gain any more": a large Moai's 5 Eggs to a player
        // holding 6 give 4.
        s.decider = s.order[s.turn];
        s.player[std::size_t(s.decider)].res = {9, 6, 10, 1};
        s.gain = 5;
        QCOMPARE(RapaNuiPosition::choiceLabel(s, Choice::of(ChoiceKind::Erect, 5), {}),
                 QStringLiteral("Erect the Moai: take 4 Eggs (1 lost: the track stops at 10) "
                                "(Fervent)"));
        QCOMPARE(RapaNuiPosition::choiceLabel(s, Choice::of(ChoiceKind::Erect, 0), {}),
                 QStringLiteral("Erect the Moai: take 1 Reed (4 lost: the track stops at 10)"));
        QCOMPARE(RapaNuiPosition::choiceLabel(s, Choice::of(ChoiceKind::Erect, 2), {}),
                 QStringLiteral("Erect the Moai: take 1 Reed (2 lost: the track stops at 10) and "
                                "2 Eggs (Fervent)"));
    }

private:
    QTranslator english_;
};

QTEST_GUILESS_MAIN(TestRapaNuiTable)
#include "tst_rapanuitable.moc"
