#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

#include "gamefile.h"
#include "gamefiles.h"

namespace {

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

// Files this process writes may not grow beyond `bytes` while it lives: the write that would
// cross it fails as on a full disk (EFBIG), without a small file system to mount.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        std::signal(SIGXFSZ, SIG_IGN); // a failed write, not a killed process
        getrlimit(RLIMIT_FSIZE, &old_);
        rlimit limit = old_;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &old_); }

private:
    rlimit old_{};
};

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT
private slots:
    void writesTheWholeFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.rano.json"));
        QCOMPARE(writeFileAtomically(path, QByteArray(20000, 'a')), QString());
        QCOMPARE(contents(path), QByteArray(20000, 'a'));
    }

    // A full disk in the middle of a save: the save says why, the previous good file stays
    // whole, and no temporary file is left. Qt 6.4's QSaveFile alone reports success here and
    // leaves a file cut at 4,096 or 8,192 bytes; each size below is buffered differently.
    void aFailedWriteKeepsThePreviousFile_data() {
        QTest::addColumn<int>("size");
        QTest::newRow("within Qt's buffer") << 9000;
        QTest::newRow("beyond Qt's buffer") << 40000;
    }
    void aFailedWriteKeepsThePreviousFile() {
        QFETCH(int, size);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.rano.json"));
        const QByteArray good(3000, 'g');
        QCOMPARE(writeFileAtomically(path, good), QString());
        QString why;
        {
            const FileSizeLimit limit(4096);
            why = writeFileAtomically(path, QByteArray(size, 'n'));
        }
        QVERIFY2(!why.isEmpty(), "a save cut short must fail");
        QCOMPARE(contents(path), good);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("autosave.rano.json")});
    }

    // Issue 49.12: a name holding a right-to-left override reversed every log line naming
    // the player; invisible controls and line breaks are dropped, and names are cut to length.
    void namesLoseTheirInvisibleControls() {
        QCOMPARE(seatName(QStringLiteral("Ho\u202Etu"), 40), QStringLiteral("Hotu"));
        QCOMPARE(seatName(QStringLiteral("\u2067Tuki\u2069\u200F"), 40), QStringLiteral("Tuki"));
        QCOMPARE(seatName(QStringLiteral("  Ariki\nof the\tisland "), 40),
                 QStringLiteral("Ariki of the island"));
        QCOMPARE(seatName(QStringLiteral("\u5927\u738B"), 40), QStringLiteral("\u5927\u738B"));
        QCOMPARE(seatName(QStringLiteral("abcdef"), 4), QStringLiteral("abcd"));
        // A character outside the first plane is two UTF-16 units, never cut in two.
        QCOMPARE(seatName(QStringLiteral("a\U0001F5FFb"), 2), QStringLiteral("a\U0001F5FF"));
        const auto seats = seatSetups({{"Ho\u202Etu", true, ""}});
        QCOMPARE(seats.front().name, QStringLiteral("Hotu"));
    }

    // Issue 49.10 and 49.2: an oversized or deeply nested save is refused before it is read
    // into anything, with the reason.
    void oversizedAndDeepFilesAreRefused() {
        QTemporaryDir dir;
        const QString big = dir.filePath(QStringLiteral("big.json"));
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(52ll << 20));
        }
        nlohmann::json j;
        std::string error;
        QVERIFY(!readGameJson(big, j, error));
        QCOMPARE(error, std::string("the file is too large (52 MB; Rano reads files up to 8 MB)"));
        const QString deep = dir.filePath(QStringLiteral("deep.json"));
        {
            QFile f(deep);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(100000, '['));
        }
        QVERIFY(!readGameJson(deep, j, error));
        QCOMPARE(error,
                 std::string("not valid JSON for Rano (nested deeper than 64 levels at byte 64)"));
        QCOMPARE(gameOfReplay(deep), QString());
    }
};

QTEST_GUILESS_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
