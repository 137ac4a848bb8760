#include <algorithm>
#include <bit>
#include <set>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include "continentpreview.h"
#include "continents.h"
#include "marking_translator.h"
#include "motions.h"
#include "spacemodel.h"
#include "test_home.h"
#include "test_seats.h"
#include "volcanic/catalogue_json.h"
#include "volcanic/generator.h"
#include "volcanic/preview.h"
#include "volcanictable.h"

using namespace rano::volcanic;

namespace {
std::uint64_t targetsOf(const SpaceModel& m) {
    std::uint64_t bits = 0;
    for (int i = 0; i < m.rowCount(); ++i)
        if (m.data(m.index(i), SpaceModel::TargetRole).toBool()) bits |= std::uint64_t(1) << i;
    return bits;
}

// One role of every row of a list model, as its view reads it.
QStringList column(const QAbstractListModel& model, int role) {
    QStringList all;
    for (int i = 0; i < model.rowCount(); ++i)
        all << model.data(model.index(i), role).toString();
    return all;
}

// Lets the AI seats play until a human must decide.
void untilHuman(VolcanicTable& t) {
    QTRY_VERIFY_WITH_TIMEOUT(t.humanToDecide() || t.over(), 20000);
}
} // namespace

class TestVolcanicTable : public QObject {
    Q_OBJECT
private slots:
    // Never touch a player's real autosave.
    void initTestCase() { useOwnHome(); }

    // The preview draws exactly the continent a game then gets: Mu with its one bay, or the
    // random island of a seed with a bay for each possible player.
    void continentPreviewShowsMuOrTheRandomIsland() {
        ContinentPreview preview;
        QCOMPARE(preview.name(), QStringLiteral("Mu, the standard continent"));
        QCOMPARE(preview.spaces()->rowCount(), 52);
        QCOMPARE(preview.bays().size(), 1);
        preview.setRandomSeed(42);
        QCOMPARE(preview.name(), QStringLiteral("Random island 42"));
        QCOMPARE(preview.spaces()->rowCount(), 52);
        QCOMPARE(preview.bays().size(), 4);
        QVERIFY(preview.error().isEmpty());

        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human", "human"}), 1, 2, 42));
        QCOMPARE(t.view()->continentName(), QStringLiteral("Random island 42"));
        QCOMPARE(t.game()->board().continent.name, std::string("Random 42"));
        QCOMPARE(t.view()->bays()->rowCount(), 3); // three Boats, three bays
        QList<QVariant> bays;
        for (int i = 0; i < 3; ++i)
            bays << t.view()->seats()->data(t.view()->seats()->index(i), SeatModel::BayRole);
        QVERIFY(bays[0] != bays[1] && bays[1] != bays[2] && bays[0] != bays[2]);
        for (int i = 0; i < 3; ++i)
            QVERIFY(preview.bays().contains(QPointF(
                t.view()->bays()->data(t.view()->bays()->index(i), BayModel::CentreXRole).toReal(),
                t.view()
                    ->bays()
                    ->data(t.view()->bays()->index(i), BayModel::CentreYRole)
                    .toReal())));
    }

    // A continent from a file: previewed under its own name, played on as saved; a file that
    // breaks a setup rule or is not JSON is refused with its name and the reason, and the game
    // on the table stays.
    void aContinentFromAFile() {
        QTemporaryDir dir;
        std::string why;
        auto continent = generateShippedContinent(7, 4, why);
        QVERIFY(continent);
        continent->name = "Tuki's island";
        const auto write = [&](const QString& name, const std::string& text) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text.data(), qint64(text.size()));
        };
        nlohmann::json good = continentToJson(*continent);
        write("good.json", good.dump());
        nlohmann::json broken = good;
        broken["tiles"].erase(broken["tiles"].begin() + 3);
        write("broken.json", broken.dump());
        write("garbage.json", "{ \"tiles\": [");

        ContinentPreview preview;
        preview.setFile(QUrl::fromLocalFile(dir.filePath("good.json")).toString());
        QVERIFY2(preview.error().isEmpty(), qPrintable(preview.error()));
        QCOMPARE(preview.name(), QStringLiteral("Tuki's island"));
        QCOMPARE(preview.bays().size(), 4);
        preview.setFile(dir.filePath("broken.json"));
        QVERIFY(preview.error().contains(QStringLiteral("broken.json")));
        QVERIFY2(preview.error().contains(QStringLiteral("breaks the setup rules")),
                 qPrintable(preview.error()));
        QCOMPARE(preview.spaces()->rowCount(), 0);

        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 5, 2, -1, dir.filePath("good.json")));
        QCOMPARE(t.view()->continentName(), QStringLiteral("Tuki's island"));
        QCOMPARE(t.game()->board().continent.tiles.size(), std::size_t(22));
        for (const char* bad : {"broken.json", "garbage.json", "missing.json"}) {
            QVERIFY(!t.newGame(seats({"human", "human"}), 6, 2, -1,
                               dir.filePath(QString::fromLatin1(bad))));
            QVERIFY2(t.lastError().contains(QString::fromLatin1(bad)), qPrintable(t.lastError()));
            QCOMPARE(t.view()->continentName(), QStringLiteral("Tuki's island"));
        }
        QVERIFY(t.lastError().contains(QStringLiteral("cannot open")));
    }

    // Save and load: the same position and seats come back; a damaged file is refused with
    // the file's name and the reason, and the game on the table stays as it was.
    void saveAndLoadAGame() {
        QTemporaryDir dir;
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 21, 2, 5));
        QVERIFY(t.play(QStringLiteral("prayer")));
        QVERIFY(t.play(QStringLiteral("end")));
        const QString path = dir.filePath(QStringLiteral("mine.rano.json"));
        QVERIFY2(t.saveGame(QUrl::fromLocalFile(path).toString()), qPrintable(t.lastError()));

        VolcanicTable back;
        QVERIFY2(back.loadGame(path), qPrintable(back.lastError()));
        QCOMPARE(back.state().hash(), t.state().hash());
        QCOMPARE(back.game()->moves().size(), std::size_t(2));
        QCOMPARE(back.view()->continentName(), QStringLiteral("Random island 5"));
        QCOMPARE(back.view()
                     ->seats()
                     ->data(back.view()->seats()->index(1), SeatModel::NameRole)
                     .toString(),
                 QStringLiteral("Seat 2"));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray whole = file.readAll();
        file.close();
        const QString damaged = dir.filePath(QStringLiteral("damaged.rano.json"));
        QFile out(damaged);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(whole.left(whole.size() / 2));
        out.close();
        QVERIFY(!back.loadGame(damaged));
        QVERIFY2(back.lastError().contains(QStringLiteral("damaged.rano.json")),
                 qPrintable(back.lastError()));
        QVERIFY(back.lastError().contains(QStringLiteral("not valid JSON")));
        QVERIFY2(back.lastError().contains(QStringLiteral("line ")), qPrintable(back.lastError()));
        QCOMPARE(back.state().hash(), t.state().hash()); // nothing lost

        QVERIFY(!t.saveGame(dir.filePath(QStringLiteral("no/such/folder/x.rano.json"))));
        QVERIFY(!t.lastError().isEmpty());
    }

    // A saved game comes back with its whole log, plain moves included, then a line saying it
    // goes on.
    void aLoadedGameKeepsItsLog() {
        QTemporaryDir dir;
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 21, 2, 5));
        // Land a Settler, then walk it one step: a plain move.
        const auto firstOf = [&](ChoiceKind kind) {
            ChoiceList legal;
            t.state().legalChoices(legal);
            for (const Choice& c : legal)
                if (c.kind == kind) return QString::fromStdString(toText(c));
            return QString();
        };
        QVERIFY(t.play(firstOf(ChoiceKind::Land)));
        QVERIFY(t.play(firstOf(ChoiceKind::Move)));
        QVERIFY(t.play(QStringLiteral("end")));
        const QString path = dir.filePath(QStringLiteral("log.rano.json"));
        QVERIFY2(t.saveGame(QUrl::fromLocalFile(path).toString()), qPrintable(t.lastError()));

        VolcanicTable back;
        QVERIFY2(back.loadGame(path), qPrintable(back.lastError()));
        const auto lines = [](const LogModel* log) {
            QStringList all;
            for (int i = 0; i < log->rowCount(); ++i)
                all << log->data(log->index(i), LogModel::TextRole).toString();
            return all;
        };
        QStringList played = lines(t.log());
        const QStringList loaded = lines(back.log());
        QVERIFY(played.last().startsWith(QStringLiteral("Game saved to "))); // not a move
        played.removeLast();
        QCOMPARE(loaded.size(), played.size() + 1);
        QCOMPARE(loaded.mid(0, played.size()), played);
        QCOMPARE(loaded.last(), QStringLiteral("The game continues, round 1."));
        QCOMPARE(played.filter(QStringLiteral(" moves a Settler from ")).size(), 1);
        // Each line names its spaces (issue 23.1): hovering the move lights where it went from
        // and to, in the game played and in the game loaded.
        const int from = t.game()->moves()[1].choice.from, to = t.game()->moves()[1].choice.to;
        for (VolcanicTable* table : {&t, &back}) {
            const LogModel& log = *table->log();
            const int row = int(lines(&log).indexOf(played.filter(" moves a Settler from ")[0]));
            QCOMPARE(log.data(log.index(row), LogModel::PlacesRole).toList(),
                     (QVariantList{from, to}));
            table->lightPlaces(log.data(log.index(row), LogModel::PlacesRole).toList());
            const SpaceModel& spaces = *table->view()->spaces();
            QList<int> lit;
            for (int i = 0; i < spaces.rowCount(); ++i)
                if (spaces.data(spaces.index(i), SpaceModel::LitRole).toBool()) lit << i;
            QCOMPARE(lit, (QList<int>{std::min(from, to), std::max(from, to)}));
            table->lightPlaces({});
            for (int i = 0; i < spaces.rowCount(); ++i)
                QVERIFY(!spaces.data(spaces.index(i), SpaceModel::LitRole).toBool());
        }
        QVERIFY2(played.first().endsWith(QStringLiteral(" begins.")), qPrintable(played.first()));
    }

    // Save… asks only for a name: the file goes to Documents/Rano, with the characters a file
    // name cannot hold replaced.
    void saveByName() {
        QTemporaryDir home;
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", home.path().toLocal8Bit());
        VolcanicTable t;
        QVERIFY(t.newGame(seats({"human", "human"}), 3));
        QCOMPARE(t.savesFolder(),
                 QUrl::fromLocalFile(home.filePath(QStringLiteral("Documents/Rano"))));
        QVERIFY2(t.saveGameNamed(QStringLiteral(" Mu: a/b? ")), qPrintable(t.lastError()));
        QVERIFY(QFile::exists(home.filePath(QStringLiteral("Documents/Rano/Mu- a-b-.rano.json"))));
        QVERIFY(t.saveGameNamed(QStringLiteral("..")));
        QVERIFY(QFile::exists(home.filePath(QStringLiteral("Documents/Rano/game...rano.json"))));
        qputenv("HOME", oldHome);
    }

    void newGameRefusesBadOptions() {
        VolcanicTable t;
        QVERIFY(!t.newGame(seats({"human", "greedy"}), 1, 7));
        QVERIFY(!t.newGame(seats({"human", "greedy"}), 1, -1));
        QVERIFY(!t.newGame(seats({"human"}), 1));
        QVERIFY(!t.newGame(seats({"human", "grandmaster"}), 1));
        QVERIFY(!t.started());
    }

    void quickStartSeatsYouAgainstThreeMediumAis() {
        VolcanicTable t;
        t.setAiDelay(0);
        t.quickStart(5);
        QCOMPARE(t.view()->seats()->rowCount(), 4);
        QCOMPARE(
            t.view()->seats()->data(t.view()->seats()->index(0), SeatModel::HumanRole).toBool(),
            true);
        for (int i = 1; i < 4; ++i)
            QCOMPARE(t.view()
                         ->seats()
                         ->data(t.view()->seats()->index(i), SeatModel::LevelRole)
                         .toString(),
                     QStringLiteral("medium"));
        QCOMPARE(t.view()->spaces()->rowCount(), 52);
        QVERIFY(t.view()->edges()->rowCount() > 52);
        // No border is drawn as parted at the start (rules revision 7: none runs along a
        // crater alone, and no Fissure lies yet).
        const EdgeModel& edges = *t.view()->edges();
        int parted = 0;
        for (int i = 0; i < edges.rowCount(); ++i)
            parted += edges.data(edges.index(i), EdgeModel::KindRole).toString() == u"fissure";
        QCOMPARE(parted, 0);
    }

    // What lights up is exactly what the engine allows.
    // A move redraws the spaces it touches, not the whole board: only they are announced.
    void aMoveAnnouncesOnlyTheSpacesItChanges() {
        VolcanicTable t;
        t.setAiDelay(1000000);
        QVERIFY(t.newGame(seats({"human", "human"}), 11));
        t.select(-2);
        ChoiceList legal;
        t.state().legalChoices(legal);
        const auto land = std::find_if(legal.begin(), legal.end(),
                                       [](const Choice& c) { return c.kind == ChoiceKind::Land; });
        QVERIFY(land != legal.end());
        std::set<int> expected{land->to};
        const auto glowing = [&] {
            for (int i = 0; i < t.view()->spaces()->rowCount(); ++i)
                if (t.view()
                        ->spaces()
                        ->data(t.view()->spaces()->index(i), SpaceModel::ActionableRole)
                        .toBool() ||
                    t.view()
                        ->spaces()
                        ->data(t.view()->spaces()->index(i), SpaceModel::TargetRole)
                        .toBool())
                    expected.insert(i);
        };
        glowing();
        QSignalSpy spy(t.view()->spaces(), &QAbstractItemModel::dataChanged);
        QVERIFY(t.moveTo(land->to));
        glowing();
        // The landing space, and the spaces that start or stop glowing.
        std::set<int> announced;
        for (const auto& args : spy)
            for (int r = args[0].value<QModelIndex>().row();
                 r <= args[1].value<QModelIndex>().row(); ++r)
                announced.insert(r);
        for (int r : announced)
            QVERIFY2(expected.count(r), qPrintable(QStringLiteral("space %1 announced").arg(r)));
        QVERIFY(announced.count(land->to));
        QVERIFY(int(announced.size()) < t.view()->spaces()->rowCount() / 2);
    }

    void highlightedDestinationsAreTheEnginesLegalChoices() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "greedy"}), 11));
        untilHuman(t);
        QVERIFY(t.boatSelectable());
        t.select(-2);
        ChoiceList legal;
        t.state().legalChoices(legal);
        std::uint64_t lands = 0;
        for (const Choice& c : legal)
            if (c.kind == ChoiceKind::Land) lands |= std::uint64_t(1) << c.to;
        QVERIFY(lands != 0);
        QCOMPARE(targetsOf(*t.view()->spaces()), lands);
        // A space that is not highlighted refuses the move; a highlighted one lands.
        int other = 0;
        while ((lands >> other) & 1u)
            ++other;
        QVERIFY(!t.moveTo(other));
        const int land = std::countr_zero(lands);
        QVERIFY(t.moveTo(land));
        QCOMPARE(int(t.state().settlers[std::size_t(land)][0]), 1);
        QCOMPARE(t.view()->actionPoints(), 3);
        // The Settler stays selected: its moves light up, also from the engine.
        QCOMPARE(t.selected(), land);
        std::uint64_t moves = 0;
        t.state().legalChoices(legal);
        for (const Choice& c : legal)
            if (c.kind == ChoiceKind::Move && c.from == land && !c.flag)
                moves |= std::uint64_t(1) << c.to;
        QCOMPARE(targetsOf(*t.view()->spaces()), moves);
    }

    void actionButtonsPlayLegalChoicesOnly() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 3));
        const int first = t.decider();
        QVERIFY(!t.play(QStringLiteral("village 0"))); // no Settler there
        QVERIFY(!t.play(QStringLiteral("dance")));
        // The turn's buttons keep their places (the number keys 1 and 2): End turn, then the
        // Prayer token, which once taken stays there, greyed, with the rulebook's reason.
        const auto kinds = [&] { return column(*t.actions(), ActionModel::KindRole); };
        const auto refusals = [&] { return column(*t.actions(), ActionModel::RefusalRole); };
        QCOMPARE(kinds(), QStringList({"end", "prayer"}));
        QCOMPARE(refusals(), QStringList({"", ""}));
        QVERIFY(t.play(QStringLiteral("prayer")));
        QCOMPARE(int(t.state().player[std::size_t(first)].prayers), 1);
        QCOMPARE(kinds(), QStringList({"end", "prayer"}));
        const QString once =
            QStringLiteral("You took a Prayer token this turn already: one per turn.");
        QCOMPARE(refusals(), QStringList({"", once}));
        QVERIFY(!t.play(QStringLiteral("prayer")));
        t.explainAction(QStringLiteral("prayer"));
        QCOMPARE(t.refusal(), once);
        QVERIFY(t.play(QStringLiteral("end")));
        QCOMPARE(t.decider(), 1 - first); // hotseat: the other human decides now
        QVERIFY(t.humanToDecide());
    }

    // A raise after which no raise could lay a Fissure (decision 25) says so before the player
    // chooses it, and that the round becomes the game's last.
    void aRaiseThatLeavesNoFissurePossibleSaysTheRoundBecomesTheLast() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 21));
        const Board& b = t.game()->board();
        Choice raise = Choice::at(ChoiceKind::Raise, -1, 0);
        for (int sp = 0; sp < b.spaceCount() && raise.to < 0; ++sp)
            if (b.spaces[std::size_t(sp)].geyserCount > 0)
                raise = Choice::at(ChoiceKind::Raise, sp);
        QVERIFY(raise.to >= 0);
        RaisePreview preview;
        preview.points = 1;
        preview.fissure = FissureOutcome::AlreadyThere;
        preview.noFissureAfter = true;
        preview.lastRound = true;
        QCOMPARE(
            VolcanicPosition::raiseWords(b, preview, raise, false),
            QStringLiteral("Scores 1 VP now.\nThat border already holds a Fissure: none is "
                           "added.\nAfter it, no raise can lay a Fissure any more.\nThis round "
                           "becomes the game's last.\nThen the Volcano die is rolled."));
        preview.noFissureAfter = false;
        QCOMPARE(VolcanicPosition::raiseWords(b, preview, raise, true),
                 QStringLiteral("Scores 1 VP now.\nThat border already holds a Fissure: none is "
                                "added.\nThen the Volcano die is rolled."));
    }

    // Hovering a raise (issue 23.3): the board marks its geyser and every side of the border
    // its Fissure would close, the button's text says so with the points, and leaving it
    // clears the marks.
    void aRaiseIsPreviewedOnTheBoard() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 21));
        rano::Rng rng(5);
        Choice raise;
        for (int i = 0; i < 400 && !t.over(); ++i) {
            ChoiceList legal;
            t.state().legalChoices(legal);
            const auto it = std::find_if(legal.begin(), legal.end(), [&](const Choice& c) {
                return c.kind == ChoiceKind::Raise &&
                       previewRaise(t.state(), c).fissure == FissureOutcome::Opens;
            });
            if (it != legal.end()) {
                raise = *it;
                break;
            }
            QVERIFY(t.play(QString::fromStdString(toText(greedyBotChoice(t.state(), rng)))));
        }
        QCOMPARE(raise.kind, ChoiceKind::Raise);
        const Board& b = t.game()->board();
        const SpaceInfo& at = b.spaces[std::size_t(raise.to)];
        const int side = at.geyserSide[raise.flag];
        const int border = at.border[std::size_t(side)];
        t.select(raise.to);
        const ActionModel& actions = *t.actions();
        int row = -1;
        for (int i = 0; i < actions.rowCount(); ++i)
            if (actions.data(actions.index(i), ActionModel::ChoiceRole) ==
                QString::fromStdString(toText(raise)))
                row = i;
        QVERIFY(row >= 0);
        const int v = t.state().villagesIn(at.area, t.decider());
        const int points = v == 0 ? 1 : (t.state().raisedIn(at.area, t.decider()) + 1) * v;
        const QString detail = actions.data(actions.index(row), ActionModel::DetailRole).toString();
        QVERIFY2(detail.startsWith(points == 1 ? QStringLiteral("Scores 1 VP now.\n")
                                               : QStringLiteral("Scores %1 VP now.\n").arg(points)),
                 qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("A Fissure closes the border between tile %1 and "
                                                "tile %2.")
                                     .arg(b.areaOf(raise.to).tile)
                                     .arg(b.areaOf(at.next[std::size_t(side)]).tile)),
                 qPrintable(detail));
        QVERIFY(detail.endsWith(QStringLiteral("Then the Volcano die is rolled.")));

        t.preview(QString::fromStdString(toText(raise)));
        const SpaceModel& spaces = *t.view()->spaces();
        const EdgeModel& edges = *t.view()->edges();
        // {geysers marked, the space x 2 + geyser of the last one, border sides, doomed spaces}
        auto marked = [&] {
            std::array<int, 4> m{0, -1, 0, 0};
            for (int i = 0; i < spaces.rowCount(); ++i) {
                const int g = spaces.data(spaces.index(i), SpaceModel::PreviewGeyserRole).toInt();
                if (g >= 0) {
                    ++m[0];
                    m[1] = i * 2 + g;
                }
                m[3] += spaces.data(spaces.index(i), SpaceModel::DoomedRole).toBool();
            }
            for (int i = 0; i < edges.rowCount(); ++i)
                m[2] += edges.data(edges.index(i), EdgeModel::PreviewedRole).toBool();
            return m;
        };
        int doomed = 0;
        for (int a = 0; a < b.areaCount(); ++a)
            if ((previewRaise(t.state(), raise).sinks >> a) & 1u)
                doomed += int(b.areas[std::size_t(a)].spaces.size());
        QCOMPARE(marked(), (std::array<int, 4>{1, raise.to * 2 + raise.flag,
                                               int(b.borders[std::size_t(border)].sides), doomed}));
        t.preview(QString());
        const std::array<int, 4> none{0, -1, 0, 0};
        QCOMPARE(marked(), none);
        // Only an offered raise is previewed.
        t.preview(QStringLiteral("end"));
        QCOMPARE(marked(), none);
        // The pointer enters the raise's button before it leaves End turn's: the raise's marks
        // stay; leaving the raise's button clears them.
        t.endPreview(QStringLiteral("end"));
        t.preview(QString::fromStdString(toText(raise)));
        t.endPreview(QStringLiteral("end"));
        QCOMPARE(marked()[0], 1);
        t.endPreview(QString::fromStdString(toText(raise)));
        QCOMPARE(marked(), none);
    }

    // Switching languages rewrites the open table at once (issue 23.8): every log line (also
    // those written before), the action buttons and the hint; and back again.
    void aLanguageSwitchRewritesTheTableAtOnce() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "greedy"}), 44));
        untilHuman(t);
        const auto lines = [&] { return column(*t.log(), LogModel::TextRole); };
        const auto labels = [&] { return column(*t.actions(), ActionModel::LabelRole); };
        t.select(-2); // the Boat: its landings are offered
        t.hint();
        QTRY_VERIFY_WITH_TIMEOUT(!t.hinting(), 30000);
        const QStringList english = lines(), buttons = labels();
        const QString prompt = t.prompt(), hint = t.hintText();
        QVERIFY(english.size() >= 2);
        QVERIFY(!buttons.isEmpty());
        QVERIFY(hint.startsWith(QStringLiteral("Hint: ")));
        QSignalSpy rewritten(t.log(), &QAbstractItemModel::dataChanged);
        MarkingTranslator marking;
        QCoreApplication::installTranslator(&marking);
        QCOMPARE(rewritten.count(), 1);
        const QStringList marked = lines();
        QCOMPARE(marked.size(), english.size());
        for (const QString& line : marked)
            QVERIFY2(line.startsWith(QStringLiteral("«")), qPrintable(line));
        QCOMPARE(marked.first(),
                 QStringLiteral("«%1 begins.»").arg(english.first().section(' ', 0, 1)));
        for (const QString& label : labels())
            QVERIFY2(label.startsWith(QStringLiteral("«")), qPrintable(label));
        QVERIFY2(prompt.isEmpty() || t.prompt().startsWith(QStringLiteral("«")),
                 qPrintable(t.prompt()));
        QVERIFY2(t.hintText().startsWith(QStringLiteral("«Hint: ")), qPrintable(t.hintText()));
        QCoreApplication::removeTranslator(&marking);
        QCOMPARE(lines(), english);
        QCOMPARE(labels(), buttons);
        QCOMPARE(t.prompt(), prompt);
        QCOMPARE(t.hintText(), hint);
    }

    // What the board animates (issue 23.1): a walk from one space's centre to the other's, an
    // Area's every space going under, each step in its own wave.
    void motionsFollowTheEvents() {
        QString error;
        const auto board = continentBoard(-1, error);
        QVERIFY(board);
        EventList events;
        events.push({EventKind::SettlerMoved, 1, 3, 4, 1});
        events.push({EventKind::DieRolled, 1, -1, -1, 1});
        events.push({EventKind::AreaSinks, -1, -1, -1, 13});
        const QVariantList steps = motionsOf(*board, events, 5);
        QCOMPARE(steps.size(), 2);
        const QVariantMap walk = steps[0].toMap();
        QCOMPARE(walk["kind"].toString(), QStringLiteral("walk"));
        QCOMPARE(walk["seat"].toInt(), 1);
        QCOMPARE(walk["wave"].toInt(), 5);
        QCOMPARE(walk["carrying"].toBool(), true);
        QCOMPARE(walk["fromX"].toDouble(), hexCentre(board->spaces[3].hex).x());
        QCOMPARE(walk["y"].toDouble(), hexCentre(board->spaces[4].hex).y());
        const QVariantMap sink = steps[1].toMap();
        QCOMPARE(sink["kind"].toString(), QStringLiteral("sink"));
        QCOMPARE(sink["wave"].toInt(), 6);
        const auto area = std::find_if(board->areas.begin(), board->areas.end(),
                                       [](const AreaInfo& a) { return a.tile == 13; });
        QCOMPARE(sink["points"].toList().size(), qsizetype(area->spaces.size()));
    }

    // Each choice played sends its motions; "what just happened" sends again those of the
    // others since the player last decided.
    void theTableSendsMotionsAndReplaysTheRecentOnes() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 3));
        QSignalSpy motions(&t, &VolcanicTable::motions);
        QVERIFY(!t.canReplayRecent()); // nobody has played yet
        ChoiceList legal;
        t.state().legalChoices(legal);
        const auto land = std::find_if(legal.begin(), legal.end(),
                                       [](const Choice& c) { return c.kind == ChoiceKind::Land; });
        QVERIFY(t.play(QString::fromStdString(toText(*land))));
        QCOMPARE(motions.count(), 1);
        const QVariantMap landed = motions.takeFirst()[0].toList().front().toMap();
        QCOMPARE(landed["kind"].toString(), QStringLiteral("land"));
        QCOMPARE(landed["x"].toDouble(),
                 hexCentre(t.game()->board().spaces[std::size_t(land->to)].hex).x());
        QVERIFY(t.play(QStringLiteral("end")));
        motions.clear();
        QVERIFY(t.canReplayRecent()); // the second seat decides: the first one's turn is recent
        t.replayRecent();
        QCOMPARE(motions.count(), 1);
        const QVariantList again = motions.takeFirst()[0].toList();
        QCOMPARE(again.size(), 1); // the landing; ending the turn moves nothing
        QCOMPARE(again.front().toMap()["kind"].toString(), QStringLiteral("land"));
        // Each replayed step names its move; the board shows the position before that move
        // while it plays, so the Settler lands on an empty space again (issue 50.12).
        QCOMPARE(again.front().toMap()["move"].toInt(), 0);
        const auto settlersOn = [&](int space) {
            int n = 0;
            for (const QVariant& c :
                 t.view()
                     ->spaces()
                     ->data(t.view()->spaces()->index(space), SpaceModel::SettlersRole)
                     .toList())
                n += c.toInt();
            return n;
        };
        QCOMPARE(settlersOn(land->to), 1);
        t.showMove(0);
        QVERIFY(t.showingPast());
        QCOMPARE(settlersOn(land->to), 0);
        // A click ends the replay: the board is the game's again, and the rest is dropped.
        QSignalSpy interrupted(&t, &VolcanicTable::replayInterrupted);
        t.select(-1);
        QCOMPARE(interrupted.count(), 1);
        QVERIFY(!t.showingPast());
        QCOMPARE(settlersOn(land->to), 1);
        t.showMove(0);
        t.showMove(-1);
        QVERIFY(!t.showingPast());
        QCOMPARE(settlersOn(land->to), 1);
    }

    // Take back at a hot seat (issue 23.5): your own decisions go without asking; reaching
    // into the other human's turn needs their consent (the table names them), and what is
    // undone leaves the log.
    void hotSeatTakeBackAsksTheOtherHuman() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 3));
        const int first = t.decider();
        const auto lines = [&] { return column(*t.log(), LogModel::TextRole); };
        const auto land = [&] {
            ChoiceList legal;
            t.state().legalChoices(legal);
            for (const Choice& c : legal)
                if (c.kind == ChoiceKind::Land) return QString::fromStdString(toText(c));
            return QString();
        };
        const QStringList atStart = lines();
        QVERIFY(t.play(land()));
        QVERIFY(t.play(QStringLiteral("end")));
        const QStringList afterFirstTurn = lines();
        QCOMPARE(t.decider(), 1 - first);
        const QString firstName = QStringLiteral("Seat %1").arg(first + 1);
        QCOMPARE(t.takeBackConsent(), firstName); // the last decision is the first seat's

        QVERIFY(t.play(land())); // now the second seat's own
        QCOMPARE(t.takeBackConsent(), QString());
        t.takeBack();
        QCOMPARE(t.decider(), 1 - first);
        QCOMPARE(lines(), afterFirstTurn); // the landing left the log, with no note after it

        QCOMPARE(t.takeBackConsent(), firstName);
        t.takeBack(); // the first seat agreed: their End turn is undone
        QCOMPARE(t.decider(), first);
        QCOMPARE(int(t.state().ap), 3);
        QCOMPARE(t.takeBackConsent(), QString());
        t.takeBack();
        QCOMPARE(lines(), atStart);
    }

    // What the other player did stays marked for the one deciding now, until they act
    // (issue 23.1).
    void theOthersMovesStayMarkedUntilThePlayerActs() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 3));
        const SpaceModel& spaces = *t.view()->spaces();
        const auto marked = [&] {
            QList<int> all;
            for (int i = 0; i < spaces.rowCount(); ++i)
                if (spaces.data(spaces.index(i), SpaceModel::RecentRole).toBool()) all << i;
            return all;
        };
        const auto firstLand = [&] {
            ChoiceList legal;
            t.state().legalChoices(legal);
            for (const Choice& c : legal)
                if (c.kind == ChoiceKind::Land) return c;
            return Choice{};
        };
        QCOMPARE(marked(), QList<int>());
        const Choice land = firstLand();
        QVERIFY(t.play(QString::fromStdString(toText(land))));
        QCOMPARE(marked(), QList<int>()); // the first player's own landing is not marked for them
        QVERIFY(t.play(QStringLiteral("end")));
        QCOMPARE(marked(), QList<int>{land.to}); // the second player sees where it landed
        const Choice second = firstLand();
        QVERIFY(t.play(QString::fromStdString(toText(second))));
        QCOMPARE(marked(), QList<int>()); // they acted: the marks go
    }

    void takeBackUndoesTheHumanMoveAndTheAiReplies() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "greedy"}), 21));
        untilHuman(t);
        const std::uint64_t before = t.state().hash();
        QVERIFY(t.play(QStringLiteral("end")));
        untilHuman(t); // the AI played its whole turn
        QVERIFY(t.state().hash() != before);
        QVERIFY(t.canTakeBack());
        t.takeBack();
        QCOMPARE(t.state().hash(), before);
        QVERIFY(t.humanToDecide());
    }

    // Take back stops at the raise that rolled the Volcano die (issue 22.4): the button is
    // greyed out and says why; a plain choice after the roll can still be taken back.
    void takeBackStopsAtTheDieRoll() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 21));
        rano::Rng rng(5);
        bool rolled = false;
        for (int i = 0; i < 400 && !rolled && !t.over(); ++i) {
            QVERIFY(t.play(QString::fromStdString(toText(greedyBotChoice(t.state(), rng)))));
            rolled = t.game()->moves().back().revealed;
        }
        QVERIFY(rolled);
        QCOMPARE(t.game()->moves().back().choice.kind, ChoiceKind::Raise);
        const std::uint64_t afterRoll = t.state().hash();
        QVERIFY(!t.canTakeBack());
        // Issue 50.5: the note names only what Volcanic Isle has.
        QCOMPARE(t.takeBackNote(),
                 QStringLiteral("Take back stops at a die roll: what it showed stays"));
        t.takeBack(); // refused: nothing changes
        QCOMPARE(t.state().hash(), afterRoll);
        QVERIFY(t.play(QString::fromStdString(toText(greedyBotChoice(t.state(), rng)))));
        QVERIFY(!t.game()->moves().back().revealed);
        QVERIFY(t.canTakeBack());
        QVERIFY(t.takeBackNote().isEmpty());
        t.takeBack();
        QCOMPARE(t.state().hash(), afterRoll);
    }

    void aiSeatsPlayAWholeGameWithoutBlockingTheEventLoop() {
        VolcanicTable t;
        t.setAiDelay(0);
        QSignalSpy events(&t, &VolcanicTable::eventsHappened);
        QVERIFY(t.newGame(seats({"greedy", "random"}), 8));
        QTRY_VERIFY_WITH_TIMEOUT(t.over(), 60000);
        QVERIFY(events.count() > 10);
        QVERIFY(t.log()->rowCount() > 10);
        // The log sets each round apart with a heading, in order (issue 50.12), and a carried
        // Moai says where it came from.
        const LogModel& log = *t.log();
        QStringList headings;
        for (int i = 0; i < log.rowCount(); ++i) {
            const QString line = log.data(log.index(i), LogModel::TextRole).toString();
            if (log.data(log.index(i), LogModel::HeadingRole).toBool()) headings << line;
            if (line.contains(QStringLiteral(" carries a Moai ")))
                QVERIFY2(line.contains(QStringLiteral(" carries a Moai from tile ")) &&
                             line.contains(QStringLiteral(" to tile ")),
                         qPrintable(line));
        }
        QStringList rounds;
        for (int r = 2; r <= t.state().round; ++r)
            rounds << QStringLiteral("Round %1").arg(r);
        QCOMPARE(headings, rounds);
        int winners = 0;
        for (int i = 0; i < 2; ++i)
            winners += t.view()
                           ->seats()
                           ->data(t.view()->seats()->index(i), SeatModel::WinnerRole)
                           .toBool();
        QVERIFY(winners >= 1);
        // A finished game rings nothing as "what the others just did".
        const SpaceModel& spaces = *t.view()->spaces();
        for (int i = 0; i < spaces.rowCount(); ++i)
            QVERIFY(!spaces.data(spaces.index(i), SpaceModel::RecentRole).toBool());
    }

    // The score sheet says VP and keeps counts apart from points: one Village on the board is
    // "1 → 3 VP", never "3" (issue 50.12).
    void theScoreSheetSeparatesCountsFromPoints() {
        const QStringList categories = SeatModel::scoreCategories();
        QCOMPARE(categories.size(), 7);
        QCOMPARE(categories[2], QStringLiteral("Villages on the board, 3 VP each"));
        QCOMPARE(categories[3], QStringLiteral("Settlers on the board, 4 VP each"));
        QCOMPARE(categories[4], QStringLiteral("Prayer tokens kept, 2 VP each"));
        QCOMPARE(categories[5], QStringLiteral("Moai on the board, 2 VP each"));
        QCOMPARE(SeatModel::scoreCell(2, 3), QStringLiteral("1 → 3 VP"));
        QCOMPARE(SeatModel::scoreCell(3, 12), QStringLiteral("3 → 12 VP"));
        QCOMPARE(SeatModel::scoreCell(5, 0), QStringLiteral("0 → 0 VP"));
        QCOMPARE(SeatModel::scoreCell(0, 5), QStringLiteral("5 VP"));
        QCOMPARE(SeatModel::scoreCell(6, 8), QStringLiteral("8 VP"));
    }

    // After every choice the game is on disk; a new table (after a crash or a quit) continues
    // exactly where it stopped.
    void autosaveAndContinue() {
        QTemporaryDir dir;
        const QString path = dir.filePath("autosave.rano.json");
        std::uint64_t hash = 0;
        std::size_t moves = 0;
        {
            VolcanicTable t;
            t.setAutosavePath(path);
            t.setAiDelay(0);
            QVERIFY(t.newGame(seats({"human", "greedy"}), 33));
            untilHuman(t);
            QVERIFY(t.play(QStringLiteral("prayer")));
            hash = t.state().hash();
            moves = t.game()->moves().size();
            QVERIFY(QFile::exists(path));
        }
        VolcanicTable again;
        again.setAutosavePath(path);
        QVERIFY(again.canResume());
        QVERIFY(again.resume());
        QCOMPARE(again.game()->moves().size(), moves);
        QCOMPARE(again.state().hash(), hash);
        QVERIFY(again.humanToDecide());
        QCOMPARE(again.view()
                     ->seats()
                     ->data(again.view()->seats()->index(1), SeatModel::LevelRole)
                     .toString(),
                 QStringLiteral("greedy"));
    }

    // An autosave that cannot be written (its folder is a file here, as a full disk or a
    // read-only folder would refuse it) is told once, with the folder, and the game goes on
    // (issue 22.11); once autosaves succeed again the message goes.
    void aFailingAutosaveIsToldOnceAndTheGameGoesOn() {
        QTemporaryDir dir;
        QFile blocker(dir.filePath("not-a-folder"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        VolcanicTable t;
        t.setAiDelay(0);
        t.setAutosavePath(dir.filePath("not-a-folder/autosave.rano.json"));
        QSignalSpy told(&t, &GameTable::autosaveProblemChanged);
        QVERIFY(t.newGame(seats({"human", "human"}), 33));
        QVERIFY(t.play(QStringLiteral("prayer")));
        QVERIFY(t.play(QStringLiteral("end")));
        QVERIFY(t.play(QStringLiteral("prayer")));
        QCOMPARE(told.count(), 1); // once, not after every choice
        QVERIFY2(t.autosaveProblem().startsWith(
                     QStringLiteral("Rano cannot autosave this game in %1: ")
                         .arg(QDir::toNativeSeparators(dir.filePath("not-a-folder")))),
                 qPrintable(t.autosaveProblem()));
        QCOMPARE(t.game()->moves().size(), std::size_t(3)); // the game went on
        t.setAutosavePath(dir.filePath("autosave.rano.json"));
        QVERIFY(t.play(QStringLiteral("end")));
        QVERIFY(t.autosaveProblem().isEmpty());
        QCOMPARE(told.count(), 2);
        QVERIFY(QFile::exists(t.autosavePath()));
    }

    void damagedAutosaveIsRefusedWithAReason_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("truncated")
            << QByteArray("{\"format\":\"rano-replay\",\"vers") << "not valid JSON";
        QTest::newRow("not a replay")
            << QByteArray("{\"format\":\"chess\"}") << "format: expected \"rano-replay\"";
        QTest::newRow("empty") << QByteArray() << "not valid JSON";
    }
    void damagedAutosaveIsRefusedWithAReason() {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = dir.filePath("autosave.rano.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        VolcanicTable t;
        t.setAutosavePath(path);
        QVERIFY(t.canResume());
        QVERIFY(!t.resume());
        QVERIFY2(t.lastError().contains(reason), qPrintable(t.lastError()));
        QVERIFY(t.lastError().contains("autosave.rano.json"));
        QVERIFY(!t.started());
    }

    void finishedGameLeavesNothingToContinue() {
        QTemporaryDir dir;
        VolcanicTable t;
        t.setAutosavePath(dir.filePath("autosave.rano.json"));
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"greedy", "greedy"}), 2));
        QTRY_VERIFY_WITH_TIMEOUT(t.over(), 60000);
        QVERIFY(!QFile::exists(t.autosavePath()));
        QVERIFY(!t.canResume());
        // Kept, though: a finished game moves to the finished ones (here beside the file).
        QVERIFY(QFile::exists(dir.filePath("finished/autosave.rano.json")));
    }

    void hintNamesTheHardAisChoiceWithItsChance() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "greedy"}), 44));
        untilHuman(t);
        QSignalSpy spy(&t, &VolcanicTable::hintChanged);
        t.hint();
        QVERIFY(t.hinting());
        QTRY_VERIFY_WITH_TIMEOUT(!t.hinting(), 10000);
        const QStringList lines = t.hintText().split('\n');
        QVERIFY2(lines.value(0).startsWith("Hint: ") && lines.value(0).contains("% to win"),
                 qPrintable(t.hintText()));
        QCOMPARE(lines.size(), 4); // the best, why, and two alternatives
        QVERIFY2(lines[1].startsWith("Why: "), qPrintable(lines[1]));
        // The board marks it (issue 23.2): where its choice acts, and where a Settler leaves.
        const Choice best = *parseChoice(t.hintChoice().toStdString());
        const SpaceModel& spaces = *t.view()->spaces();
        QStringList marks;
        for (int i = 0; i < spaces.rowCount(); ++i)
            if (const QString m = spaces.data(spaces.index(i), SpaceModel::HintRole).toString();
                !m.isEmpty())
                marks << QStringLiteral("%1 %2").arg(m).arg(i);
        QStringList expected;
        if (best.kind == ChoiceKind::Move)
            expected << QStringLiteral("from %1").arg(best.from)
                     << QStringLiteral("to %1").arg(best.to);
        else if (best.to >= 0)
            expected << QStringLiteral("here %1").arg(best.to);
        if (best.kind == ChoiceKind::Move && best.to < best.from)
            std::swap(expected[0], expected[1]);
        QCOMPARE(marks, expected);
        // A move clears the hint: it was about the previous position.
        QVERIFY(t.play(QStringLiteral("end")));
        QVERIFY(t.hintText().isEmpty());
        for (int i = 0; i < spaces.rowCount(); ++i)
            QCOMPARE(spaces.data(spaces.index(i), SpaceModel::HintRole).toString(), QString());
    }

    // Decisions outside the turn (a Prayer token during an eruption, a rescue during a
    // sinking) reach the human they belong to, by name, with exactly their choices.
    void promptsReachThePlayerTheyBelongTo() {
        bool sawPrayer = false, sawRescue = false, sawOthersRescue = false;
        rano::Rng pick(5);
        for (qint64 seed = 1; seed <= 60 && !(sawPrayer && sawRescue && sawOthersRescue); ++seed) {
            VolcanicTable t;
            t.setAutosavePath(QString()); // no file for these
            QVERIFY(t.newGame(seats({"human", "human", "human"}), seed));
            while (!t.over()) {
                const State& s = t.state();
                const QString who = QStringLiteral("Seat %1").arg(s.whoDecides() + 1);
                if (s.phase == Phase::Prayer) {
                    sawPrayer = true;
                    QVERIFY2(t.prompt().startsWith(who + ": lava is about to destroy your "),
                             qPrintable(t.prompt()));
                    QCOMPARE(t.actions()->rowCount(), 2);
                    QCOMPARE(t.actions()
                                 ->data(t.actions()->index(0), ActionModel::ChoiceRole)
                                 .toString(),
                             QStringLiteral("pray"));
                    QCOMPARE(t.actions()
                                 ->data(t.actions()->index(1), ActionModel::ChoiceRole)
                                 .toString(),
                             QStringLiteral("no-pray"));
                } else if (s.phase == Phase::Rescue) {
                    // The prompt names the tiles that sink, the board draws them, and the
                    // spaces to flee to are ringed (issue 50.7).
                    QStringList tiles;
                    std::uint64_t sinking = 0;
                    const Board& b = t.game()->board();
                    for (int a = 0; a < b.areaCount(); ++a)
                        if ((s.sinking >> a) & 1u) {
                            tiles << QString::number(b.areas[std::size_t(a)].tile);
                            for (int sp : b.areas[std::size_t(a)].spaces)
                                sinking |= std::uint64_t(1) << sp;
                        }
                    QVERIFY2(t.prompt().startsWith(who + ": "), qPrintable(t.prompt()));
                    QVERIFY2(t.prompt().contains(QStringLiteral(" sink into the sea (")) &&
                                 t.prompt().contains(tiles.last()),
                             qPrintable(t.prompt()));
                    // On your own turn all your Settlers there flee; on another's, one.
                    int mine = 0;
                    for (int sp = 0; sp < 64; ++sp)
                        if ((sinking >> sp) & 1u)
                            mine += s.settlers[std::size_t(sp)][std::size_t(s.whoDecides())];
                    const bool othersTurn = s.whoDecides() != s.active && mine >= 2;
                    sawOthersRescue = sawOthersRescue || othersTurn;
                    if (othersTurn)
                        QVERIFY2(t.prompt().contains(
                                     QStringLiteral("On another tribe's turn one of your %1 "
                                                    "Settlers there flees")
                                         .arg(mine)),
                                 qPrintable(t.prompt()));
                    else
                        QVERIFY2(t.prompt().contains(QStringLiteral("Click a ringed space for "
                                                                    "your %1 Settler")
                                                         .arg(mine)),
                                 qPrintable(t.prompt()));
                    const SpaceModel& spaces = *t.view()->spaces();
                    for (int i = 0; i < spaces.rowCount(); ++i)
                        QCOMPARE(spaces.data(spaces.index(i), SpaceModel::DoomedRole).toBool(),
                                 bool((sinking >> i) & 1u));
                    ChoiceList legal;
                    s.legalChoices(legal);
                    std::uint64_t rescue = 0;
                    for (const Choice& c : legal)
                        rescue |= std::uint64_t(1) << c.to;
                    QCOMPARE(targetsOf(spaces), rescue);
                    if (!sawRescue) {
                        // A click on the sinking land is not a choice; the first click on a
                        // ringed space chooses it, the second confirms.
                        sawRescue = true;
                        const std::size_t moves = t.game()->moves().size();
                        const int rescuer = s.whoDecides();
                        t.select(std::countr_zero(sinking));
                        QVERIFY(t.refusal().startsWith(QStringLiteral("That land is sinking")));
                        const int to = legal[0].to;
                        QVERIFY(t.moveTo(to));
                        QCOMPARE(t.game()->moves().size(), moves);
                        QVERIFY2(t.refusal().contains(QStringLiteral("click it again")),
                                 qPrintable(t.refusal()));
                        QVERIFY(t.moveTo(to));
                        QCOMPARE(t.game()->moves().size(), moves + 1);
                        QCOMPARE(t.game()->moves().back().player, rescuer);
                        QCOMPARE(t.game()->moves().back().choice,
                                 Choice::at(ChoiceKind::Rescue, to));
                        continue;
                    }
                } else {
                    QVERIFY(t.prompt().isEmpty());
                }
                ChoiceList legal;
                s.legalChoices(legal);
                // Favour raising and praying so eruptions and sinkings come soon.
                Choice c = legal[pick.below(std::uint32_t(legal.size()))];
                for (const Choice& x : legal)
                    if ((x.kind == ChoiceKind::Raise || x.kind == ChoiceKind::TakePrayer ||
                         x.kind == ChoiceKind::Sculpt || x.kind == ChoiceKind::Land) &&
                        pick.below(2))
                        c = x;
                QVERIFY(t.play(QString::fromStdString(toText(c))));
            }
        }
        QVERIFY(sawPrayer);
        QVERIFY(sawRescue);
        QVERIFY(sawOthersRescue);
    }

    // A search cut short by a new position never lands: neither on the new game nor on a
    // game loaded while the AI thought, and a hint asked before a move stays unsaid.
    void aSearchCutShortLeavesNoStaleChoice() {
        QTemporaryDir dir;
        VolcanicTable t;
        t.setAutosavePath(dir.filePath("autosave.json"));
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"hard", "hard"}), 7));
        QTRY_VERIFY_WITH_TIMEOUT(t.thinking(), 5000);
        QVERIFY(t.newGame(seats({"human", "human"}), 8));
        QVERIFY(!t.thinking());
        QTest::qWait(1500); // long enough for the abandoned search to return
        QCOMPARE(t.game()->moves().size(), std::size_t(0));
        QVERIFY(t.humanToDecide());

        QVERIFY(t.play(QStringLiteral("end")));
        const QString saved = dir.filePath("two-humans.rano.json");
        QVERIFY(t.saveGame(saved));
        QVERIFY(t.newGame(seats({"hard", "hard"}), 9));
        QTRY_VERIFY_WITH_TIMEOUT(t.thinking(), 5000);
        QVERIFY(t.loadGame(saved));
        QTest::qWait(1500);
        QCOMPARE(t.game()->moves().size(), std::size_t(1));
        QVERIFY(t.humanToDecide());

        t.hint();
        QVERIFY(t.hinting());
        QVERIFY(t.play(QStringLiteral("end")));
        QVERIFY(!t.hinting());
        QTest::qWait(1500);
        QVERIFY(t.hintText().isEmpty());
        QVERIFY(!t.hinting());
        QCOMPARE(t.game()->moves().size(), std::size_t(2));
    }

    void badSeatListsAreRefused() {
        VolcanicTable t;
        QVERIFY(!t.newGame(seats({"human"}), 1));
        QVERIFY(!t.newGame(seats({"human", "god"}), 1));
        QVERIFY(!t.started());
    }
};

QTEST_MAIN(TestVolcanicTable)
#include "tst_volcanictable.moc"
