#include <QTest>

#include <algorithm>
#include <array>
#include <numeric>

#include "core/rng.h"

// The RNG decides every die roll and token draw: a seed must give the same game on any
// compiler, so its outputs are pinned to the reference xoshiro256** + splitmix64 values.
class TestRng : public QObject {
    Q_OBJECT
private slots:
    void referenceSequence_data() {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<quint64>("first");
        QTest::addColumn<quint64>("second");
        QTest::newRow("seed 0") << quint64(0) << quint64(0x99ec5f36cb75f2b4ULL)
                                << quint64(0xbf6e1f784956452aULL);
        QTest::newRow("seed 42") << quint64(42) << quint64(0x15780b2e0c2ec716ULL)
                                 << quint64(0x6104d9866d113a7eULL);
    }
    void referenceSequence() {
        QFETCH(quint64, seed);
        QFETCH(quint64, first);
        QFETCH(quint64, second);
        rano::Rng rng(seed);
        QCOMPARE(rng.next(), first);
        QCOMPARE(rng.next(), second);
    }

    void belowStaysInRangeAndCoversIt() {
        rano::Rng rng(7);
        std::array<int, 6> faces{};
        for (int i = 0; i < 6000; ++i) {
            const auto face = rng.below(6);
            QVERIFY(face < 6);
            ++faces[face];
        }
        // 6000 fair rolls: each face within 1000 +- 150 (about 5 standard deviations).
        for (int count : faces)
            QVERIFY2(count > 850 && count < 1150, qPrintable(QString::number(count)));
    }

    // Exact draws, from a reference written apart from the engine (Python, the same
    // xoshiro256** and rejection rule): a bound just over 2^31 turns away almost half the raw
    // draws (seed 42's first two), the path a die of 6 seldom takes.
    void belowMatchesTheReferenceForLargeBounds_data() {
        QTest::addColumn<quint32>("bound");
        QTest::addColumn<QList<quint32>>("draws");
        QTest::newRow("2^31 + 1") << quint32(0x80000001u)
                                  << QList<quint32>{773280561u,  1824042310u, 2112281726u,
                                                    1158522160u, 941708420u,  1503274818u};
        QTest::newRow("3e9") << quint32(3000000000u)
                             << QList<quint32>{1627707782u, 2920764210u, 971525959u,
                                               1259765375u, 306005809u,  89192069u};
        QTest::newRow("1000") << quint32(1000u)
                              << QList<quint32>{718u, 782u, 210u, 959u, 375u, 809u};
    }
    void belowMatchesTheReferenceForLargeBounds() {
        QFETCH(quint32, bound);
        QFETCH(QList<quint32>, draws);
        rano::Rng rng(42);
        for (quint32 expected : draws)
            QCOMPARE(rng.below(bound), expected);
    }

    void belowOneIsAlwaysZero() {
        rano::Rng rng(3);
        for (int i = 0; i < 10; ++i)
            QCOMPARE(rng.below(1), 0u);
    }

    void shuffleIsAPermutationAndReproducible() {
        std::array<int, 8> a{}, b{};
        std::iota(a.begin(), a.end(), 1);
        b = a;
        rano::Rng r1(99), r2(99);
        r1.shuffle(std::span<int>(a));
        r2.shuffle(std::span<int>(b));
        QCOMPARE(a, b);
        std::array<int, 8> sorted = a;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(sorted, (std::array<int, 8>{1, 2, 3, 4, 5, 6, 7, 8}));
        QVERIFY(a != sorted); // seed 99 moves at least one of the 8 tokens
    }

    void copiesContinueIdentically() {
        rano::Rng a(5);
        a.next();
        rano::Rng b = a;
        QCOMPARE(a.next(), b.next());
        QVERIFY(a == b);
    }
};

QTEST_APPLESS_MAIN(TestRng)
#include "tst_rng.moc"
