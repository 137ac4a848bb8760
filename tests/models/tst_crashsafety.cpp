#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/rng.h"
#include "volcanictable.h"

// Issue 9, crash safety: the app is killed (SIGKILL, no chance to clean up) at random moments
// while it autosaves after every choice; every time, the save on disk loads, and it is a game
// at least as far along as the one before. RANO_CRASH_KILLS sets how many kills (default 60).
class TestCrashSafety : public QObject {
    Q_OBJECT
private slots:
    void theLastGoodSaveAlwaysLoads() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("autosave.rano.json"));
        const int kills = qEnvironmentVariableIsSet("RANO_CRASH_KILLS")
                              ? qEnvironmentVariableIntValue("RANO_CRASH_KILLS")
                              : 60;
        const QString writer =
            QCoreApplication::applicationDirPath() + QStringLiteral("/autosave_writer");
        rano::Rng rng(2026);
        int loaded = 0, midCommit = 0;
        qint64 choicesSeen = 0;
        for (int k = 0; k < kills; ++k) {
            QProcess process;
            process.start(writer, {path, QString::number(k + 1)});
            QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
            // The first run must get one save down; after that one is always there.
            if (k == 0) QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), 10000);
            QTest::qWait(20 + int(rng.below(280)));
            QCOMPARE(process.state(), QProcess::Running); // it was killed, it did not stop
            process.kill();
            QVERIFY(process.waitForFinished());

            // A kill between QSaveFile's link and rename leaves a temporary name behind: the
            // proof that kills land inside a save. Continuing the game clears it.
            const QStringList before = QDir(dir.path()).entryList(QDir::Files);
            midCommit += before.size() > 1;
            VolcanicTable table;
            table.setAutosavePath(path);
            QVERIFY2(
                table.resume(),
                qPrintable(QStringLiteral("after kill %1: %2").arg(k + 1).arg(table.lastError())));
            QVERIFY(table.started());
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                     QStringList{QStringLiteral("autosave.rano.json")});
            QVERIFY(!table.over());
            choicesSeen += qint64(table.game()->moves().size());
            ++loaded;
        }
        QCOMPARE(loaded, kills);
        qInfo("%d kills, each followed by a save that loads (%lld choices in them in all); "
              "%d kills landed inside a save's commit",
              kills, choicesSeen, midCommit);
    }
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
