#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "continentdocument.h"
#include "problemmodel.h"
#include "volcanic/shipped.h"
#include "volcanic/validator.h"

using namespace rano::volcanic;

namespace {
Continent mu() {
    Continent c;
    std::string error;
    standardContinent(c, error);
    return c;
}
TileCatalogue tiles() {
    TileCatalogue c;
    std::string error;
    shippedCatalogue(c, error);
    return c;
}
const Placement& placementOf(const Continent& c, int tile) {
    return *std::find_if(c.tiles.begin(), c.tiles.end(),
                         [tile](const Placement& p) { return p.tile == tile; });
}
} // namespace

class TestContinentDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Every edit undoes to exactly what was there and redoes to what it made.
    void undoAndRedoRoundTrip() {
        ContinentDocument doc;
        const Continent empty = doc.continent();
        QCOMPARE(doc.place(1, 0, 0, 0), QString());
        QCOMPARE(doc.place(2, 3, 0, 2), QString());
        QCOMPARE(doc.moveTile(2, 3, -1), QString());
        QCOMPARE(doc.rotateTile(1, 1), QString());
        bool bay = false; // the first sea hex beside the land takes a bay
        for (int q = -3; q <= 3 && !bay; ++q)
            for (int r = -3; r <= 3 && !bay; ++r)
                bay = doc.toggleBay(q, r).isEmpty();
        QVERIFY(bay);
        QCOMPARE(doc.bays().size(), 1);
        QCOMPARE(doc.removeTile(2), QString());
        doc.setName(QStringLiteral("Hotu's isle"));
        const Continent last = doc.continent();
        QCOMPARE(doc.undoStack()->count(), 7);
        QVERIFY(doc.modified());
        std::vector<Continent> seen{last};
        while (doc.canUndo()) {
            doc.undo();
            seen.push_back(doc.continent());
        }
        QCOMPARE(doc.continent(), empty);
        QCOMPARE(doc.tileCount(), 0);
        for (auto it = seen.rbegin() + 1; it != seen.rend(); ++it) {
            doc.redo();
            QCOMPARE(doc.continent(), *it);
        }
        QCOMPARE(doc.continent(), last);
        QCOMPARE(doc.name(), QStringLiteral("Hotu's isle"));
    }

    // Turning one tile again and again is one step of the history.
    void turningATileIsOneStep() {
        ContinentDocument doc;
        QCOMPARE(doc.place(12, 0, 0, 0), QString());
        for (int i = 0; i < 4; ++i)
            QCOMPARE(doc.rotateTile(12, 1), QString());
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(placementOf(doc.continent(), 12).rotation, 4);
        doc.undo();
        QCOMPARE(placementOf(doc.continent(), 12).rotation, 0);
    }

    void editsThatCannotBeAreRefusedWithTheReason() {
        ContinentDocument doc;
        QCOMPARE(doc.place(1, 0, 0, 0), QString());
        QVERIFY(doc.place(1, 5, 5, 0).contains(QStringLiteral("already")));
        QVERIFY(doc.place(2, 0, 0, 0).contains(QStringLiteral("another tile")));
        QVERIFY(doc.place(23, 9, 9, 0).contains(QStringLiteral("23")));
        QVERIFY(doc.toggleBay(0, 0).contains(QStringLiteral("sea")));
        QVERIFY(doc.toggleBay(9, 9).contains(QStringLiteral("coast")));
        QVERIFY(doc.moveTile(5, 1, 1).contains(QStringLiteral("not on the grid")));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.tileCount(), 1);
    }

    // Live validation: a generated island passes every rule; take a tile away and the
    // problems name it and mark the tiles involved.
    void problemsFollowEveryEdit() {
        ContinentDocument doc;
        QVERIFY(!doc.valid()); // an empty grid is not a continent
        QVERIFY(doc.generate(7));
        QCOMPARE(doc.tileCount(), 22);
        QVERIFY2(doc.valid(),
                 qPrintable(doc.problems()
                                ->data(doc.problems()->index(0), ProblemModel::MessageRole)
                                .toString()));
        QVERIFY(doc.openSides().isEmpty());
        QCOMPARE(doc.bays().size(), 4);
        QCOMPARE(doc.removeTile(15), QString());
        QVERIFY(!doc.valid());
        QVERIFY(!doc.openSides().isEmpty());
        bool marked = false;
        for (int i = 0; i < doc.placed()->rowCount(); ++i)
            marked =
                marked ||
                doc.placed()->data(doc.placed()->index(i), PlacedTileModel::OffendingRole).toBool();
        QVERIFY(marked);
        doc.undo();
        QVERIFY(doc.valid());
        // Every tile of the palette is used now.
        for (int i = 0; i < 22; ++i)
            QVERIFY(doc.palette()->data(doc.palette()->index(i), PaletteModel::UsedRole).toBool());
    }

    // Guided mode offers one phase's tiles at a time and refuses a step that breaks its
    // rules, saying why.
    void guidedModeRefusesWhatTheCurrentPhaseForbids() {
        ContinentDocument doc;
        doc.setGuided(true);
        QCOMPARE(doc.phase(), 1);
        QVERIFY(!doc.palette()->data(doc.palette()->index(8), PaletteModel::OfferedRole).toBool());
        QVERIFY(doc.palette()->data(doc.palette()->index(0), PaletteModel::OfferedRole).toBool());
        const QString refused = doc.place(9, 0, 0, 0);
        QVERIFY2(refused.contains(QStringLiteral("phase 1")), qPrintable(refused));
        const Placement one = placementOf(mu(), 1);
        QCOMPARE(doc.place(1, one.position.q, one.position.r, one.rotation), QString());
        // A second inner tile far from the first does not join it.
        const QString apart = doc.place(2, one.position.q + 10, one.position.r, 0);
        QVERIFY(!apart.isEmpty());
        QCOMPARE(doc.tileCount(), 1);
        doc.setGuided(false);
        QCOMPARE(doc.place(2, one.position.q + 10, one.position.r, 0), QString());
    }

    // Guided mode walks all three phases: Mu, tile by tile in the order the engine finds, is
    // accepted at every step, the phase moves on as each completes, and the result is valid.
    void guidedModeBuildsMuPhaseByPhase() {
        ContinentDocument doc;
        doc.setGuided(true);
        const auto order = rano::volcanic::guidedBuildOrder(tiles(), mu());
        QCOMPARE(int(order.size()), 22);
        for (const Placement& p : order) {
            QCOMPARE(doc.phase(), int(rano::volcanic::setupPhaseOf(p.tile)));
            QCOMPARE(doc.place(p.tile, p.position.q, p.position.r, p.rotation), QString());
        }
        QCOMPARE(doc.phase(), 4);
        QCOMPARE(doc.tileCount(), 22);
    }

    // Save and load give back the same continent; a damaged file is refused with its name
    // and the reason, and the document stays as it was.
    void saveAndLoad() {
        QTemporaryDir dir;
        ContinentDocument doc;
        QVERIFY(doc.generate(3));
        doc.setName(QStringLiteral("Tuki"));
        const QString path = dir.filePath(QStringLiteral("tuki.json"));
        QVERIFY(doc.save(path));
        QVERIFY(!doc.modified());
        const Continent saved = doc.continent();

        ContinentDocument other;
        QVERIFY(other.load(path));
        QCOMPARE(other.continent(), saved);
        QVERIFY(!other.canUndo());
        QVERIFY(other.valid());

        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\":\"rano-continent\",\"version\":1,\"tiles\":[{\"tile\":\"x\"}]}");
        bad.close();
        QVERIFY(!other.load(bad.fileName()));
        QVERIFY2(other.lastError().contains(QStringLiteral("bad.json")),
                 qPrintable(other.lastError()));
        QCOMPARE(other.continent(), saved);

        const QString inLibrary = other.saveToLibrary();
        QVERIFY(inLibrary.endsWith(QStringLiteral("/Tuki.json")));
        QVERIFY(QFile::exists(inLibrary));
    }

    // Bays far apart in reach get a warning in words; balanced ones none. Over random
    // islands with a bay for each player both happen, and the warning quotes the reach.
    void unbalancedBaysAreWarnedAbout() {
        ContinentDocument doc;
        QVERIFY(doc.bayWarning().isEmpty());
        int warned = 0, calm = 0;
        for (int seed = 1; seed <= 60; ++seed) {
            QVERIFY(doc.generate(seed));
            TileCatalogue catalogue;
            std::string error;
            QVERIFY(shippedCatalogue(catalogue, error));
            const auto reach = bayReach(catalogue, doc.continent());
            QCOMPARE(!doc.bayWarning().isEmpty(), baysUnbalanced(reach));
            if (baysUnbalanced(reach)) {
                ++warned;
                int far = 0;
                for (const BayReach& r : reach)
                    far = std::max(far, r.toGeyser);
                QVERIFY(doc.bayWarning().contains(QString::number(far)));
            } else {
                ++calm;
            }
        }
        QVERIFY(calm > 0);
        qInfo("%d of 60 random islands have unbalanced bays", warned);
    }

    // Every broken rule is said in words of the app (translatable), with its tiles and
    // numbers in place; a sample from each kind.
    void everyRuleIsSaidInWords_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QList<int>>("tiles");
        QTest::addColumn<QList<int>>("numbers");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* name, ProblemKind k, QList<int> t, QList<int> n,
                            const char* e) {
            QTest::newRow(name) << int(k) << t << n << QString::fromUtf8(e);
        };
        row("inner touches one", ProblemKind::InnerTouches, {4}, {2},
            "Tile 4 touches only one other inner Volcano tile (tile 2); each of tiles 1-5 must "
            "touch at least two of the others.");
        row("inner touches none", ProblemKind::InnerTouches, {4}, {0},
            "Tile 4 touches no other inner Volcano tile; each of tiles 1-5 must touch at least two "
            "of the others.");
        row("gap", ProblemKind::InnerGap, {1, 2, 3, 4, 5}, {},
            "The inner Volcano tiles 1-5 leave a gap: they must form a zone without holes.");
        row("no such tile", ProblemKind::NoSuchTile, {23}, {22},
            "There is no tile 23 (tiles are 1-22).");
        row("rotation", ProblemKind::BadRotation, {3}, {7},
            "Tile 3 is turned 7 sixths of a turn (0-5 expected).");
        row("twice", ProblemKind::PlacedTwice, {9}, {2}, "Tile 9 is placed 2 times.");
        row("missing one", ProblemKind::Missing, {20}, {}, "Not on the continent yet: tiles 20.");
        row("missing three", ProblemKind::Missing, {1, 7, 20}, {},
            "Not on the continent yet: tiles 1, 7 and 20.");
        row("overlap", ProblemKind::Overlap, {5, 11}, {}, "Tiles 5 and 11 overlap.");
        row("coast", ProblemKind::CoastMeets, {6, 2}, {},
            "Tile 6 meets tile 2 with its coast: tiles meet on straight sides only.");
        row("open one", ProblemKind::OpenSides, {12}, {1},
            "Straight sides of tile 12 left open to the sea: 1.");
        row("open three", ProblemKind::OpenSides, {12}, {3},
            "Straight sides of tile 12 left open to the sea: 3.");
        row("cut off", ProblemKind::CutOff, {14, 15}, {},
            "Cut off from the rest of the continent: tiles 14 and 15.");
        row("along a crater", ProblemKind::CraterBorder, {6, 14}, {},
            "Tiles 6 and 14 meet only along a crater, where no Settler passes: every border "
            "needs a side between two spaces that are not craters.");
        row("hole", ProblemKind::Hole, {4, 7, 14}, {},
            "The continent has a hole, enclosed by tiles 4, 7 and 14.");
        row("no bay", ProblemKind::NoBay, {}, {}, "The continent has no landfall bay.");
        row("bay on land", ProblemKind::BayOnLand, {8}, {2}, "Bay 2 lies on land (tile 8).");
        row("bay in hole", ProblemKind::BayInHole, {}, {3},
            "Bay 3 lies in a hole inside the continent.");
        row("bay at sea", ProblemKind::BayAwayFromCoast, {}, {1}, "Bay 1 is not beside the coast.");
        row("same bay", ProblemKind::SameBay, {}, {1, 4}, "Bays 1 and 4 are on the same sea hex.");
        row("wrong phase", ProblemKind::WrongPhase, {9}, {1}, "Tile 9 does not belong to phase 1.");
        row("placed", ProblemKind::AlreadyPlaced, {2}, {}, "Tile 2 is already placed.");
        row("phase not open", ProblemKind::PhaseNotOpen, {4, 5}, {2, 5},
            "Phase 2 starts once tiles 1-5 are placed (still missing: 4 and 5).");
        row("would overlap", ProblemKind::WouldOverlap, {10, 3}, {},
            "Tile 10 would overlap tile 3.");
        row("not touching", ProblemKind::NotTouching, {2}, {},
            "Tile 2 does not touch the tiles placed so far.");
        row("join inner", ProblemKind::MustJoinInner, {7}, {},
            "Tile 7 must join the zone of tiles 1-5.");
        row("would leave open", ProblemKind::WouldLeaveOpen, {6}, {3},
            "Tile 6 would leave 3 straight edges open; at most 2 may stay open for the tiles still "
            "to come.");
    }
    void everyRuleIsSaidInWords() {
        QFETCH(int, kind);
        QFETCH(QList<int>, tiles);
        QFETCH(QList<int>, numbers);
        QFETCH(QString, expected);
        Problem p;
        p.kind = ProblemKind(kind);
        p.tiles.assign(tiles.begin(), tiles.end());
        p.numbers.assign(numbers.begin(), numbers.end());
        QCOMPARE(ProblemModel::text(p), expected);
    }

    // What the validator finds in a real continent comes out in those words.
    void theValidatorsFindingsAreWorded() {
        ContinentDocument doc;
        QVERIFY(doc.generate(11));
        QCOMPARE(doc.removeTile(20), QString());
        const QString first =
            doc.problems()->data(doc.problems()->index(0), ProblemModel::MessageRole).toString();
        QCOMPARE(first, QStringLiteral("Not on the continent yet: tiles 20."));
    }

    void hexAtInvertsTheDrawing() {
        ContinentDocument doc;
        for (int q = -4; q <= 4; ++q)
            for (int r = -4; r <= 4; ++r) {
                const QVariantList f = doc.footprint(9, q, r, 0);
                QVERIFY(!f.isEmpty());
                const QPointF c = f[0].toPointF();
                QCOMPARE(doc.hexAt(c.x() + 0.3, c.y() - 0.3), doc.hexAt(c.x(), c.y()));
            }
        QCOMPARE(doc.hexAt(0, 0), QPoint(0, 0));
        QCOMPARE(doc.hexAt(std::sqrt(3.0), 0), QPoint(1, 0));
        QCOMPARE(doc.hexAt(std::sqrt(3.0) / 2, 1.5), QPoint(0, 1));
    }
};

QTEST_MAIN(TestContinentDocument)
#include "tst_continentdocument.moc"
