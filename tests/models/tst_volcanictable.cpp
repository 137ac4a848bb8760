#include <QSignalSpy>
#include <QTest>

#include "volcanictable.h"

using namespace rano::volcanic;

namespace {
QVariantList seats(std::initializer_list<const char*> kinds) {
    QVariantList list;
    int n = 0;
    for (const char* k : kinds) {
        const QString kind = QString::fromLatin1(k);
        list << QVariantMap{{"name", QStringLiteral("Seat %1").arg(++n)},
                            {"human", kind == u"human"},
                            {"level", kind == u"human" ? QString() : kind}};
    }
    return list;
}

std::uint64_t targetsOf(const SpaceModel& m) {
    std::uint64_t bits = 0;
    for (int i = 0; i < m.rowCount(); ++i)
        if (m.data(m.index(i), SpaceModel::TargetRole).toBool())
            bits |= std::uint64_t(1) << i;
    return bits;
}

// Lets the AI seats play until a human must decide.
void untilHuman(VolcanicTable& t) { QTRY_VERIFY_WITH_TIMEOUT(t.humanToDecide() || t.over(), 20000); }
} // namespace

class TestVolcanicTable : public QObject {
    Q_OBJECT
private slots:
    void quickStartSeatsYouAgainstThreeMediumAis() {
        VolcanicTable t;
        t.setAiDelay(0);
        t.quickStart(5);
        QCOMPARE(t.seats()->rowCount(), 4);
        QCOMPARE(t.seats()->data(t.seats()->index(0), SeatModel::HumanRole).toBool(), true);
        for (int i = 1; i < 4; ++i)
            QCOMPARE(t.seats()->data(t.seats()->index(i), SeatModel::LevelRole).toString(), QStringLiteral("medium"));
        QCOMPARE(t.spaces()->rowCount(), 52);
        QVERIFY(t.edges()->rowCount() > 52);
    }

    // What lights up is exactly what the engine allows.
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
            if (c.kind == ChoiceKind::Land)
                lands |= std::uint64_t(1) << c.to;
        QVERIFY(lands != 0);
        QCOMPARE(targetsOf(*t.spaces()), lands);
        // A space that is not highlighted refuses the move; a highlighted one lands.
        int other = 0;
        while ((lands >> other) & 1u)
            ++other;
        QVERIFY(!t.moveTo(other));
        const int land = std::countr_zero(lands);
        QVERIFY(t.moveTo(land));
        QCOMPARE(int(t.state().settlers[std::size_t(land)][0]), 1);
        QCOMPARE(t.actionPoints(), 3);
        // The Settler stays selected: its moves light up, also from the engine.
        QCOMPARE(t.selected(), land);
        std::uint64_t moves = 0;
        t.state().legalChoices(legal);
        for (const Choice& c : legal)
            if (c.kind == ChoiceKind::Move && c.from == land && !c.flag)
                moves |= std::uint64_t(1) << c.to;
        QCOMPARE(targetsOf(*t.spaces()), moves);
    }

    void actionButtonsPlayLegalChoicesOnly() {
        VolcanicTable t;
        t.setAiDelay(0);
        QVERIFY(t.newGame(seats({"human", "human"}), 3));
        const int first = t.decider();
        QVERIFY(!t.play(QStringLiteral("village 0"))); // no Settler there
        QVERIFY(!t.play(QStringLiteral("dance")));
        QVERIFY(t.play(QStringLiteral("prayer")));
        QCOMPARE(int(t.state().player[std::size_t(first)].prayers), 1);
        QVERIFY(t.play(QStringLiteral("end")));
        QCOMPARE(t.decider(), 1 - first); // hotseat: the other human decides now
        QVERIFY(t.humanToDecide());
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

    void aiSeatsPlayAWholeGameWithoutBlockingTheEventLoop() {
        VolcanicTable t;
        t.setAiDelay(0);
        QSignalSpy events(&t, &VolcanicTable::eventsHappened);
        QVERIFY(t.newGame(seats({"greedy", "random"}), 8));
        QTRY_VERIFY_WITH_TIMEOUT(t.over(), 60000);
        QVERIFY(events.count() > 10);
        QVERIFY(t.log()->rowCount() > 10);
        int winners = 0;
        for (int i = 0; i < 2; ++i)
            winners += t.seats()->data(t.seats()->index(i), SeatModel::WinnerRole).toBool();
        QVERIFY(winners >= 1);
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
