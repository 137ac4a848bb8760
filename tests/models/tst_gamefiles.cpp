#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

#include "gamefile.h"
#include "gamefiles.h"
#include "odd_files.h"

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
        QCOMPARE(error, std::string("the file is too large: 54,525,952 bytes; Rano reads files "
                                    "up to 8 MB (8,388,608 bytes)"));
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

    // Issue 66.8: what no saved game is (a named pipe, a device, a sparse giant, or a link to
    // one) is refused at once, before it is read: the reader the app opens every game and
    // replay with waited forever on a pipe and read /dev/zero without end. The largest file
    // read is read whole.
    void oddFilesAreRefusedAtOnce_data() {
        QTest::addColumn<QString>("kind");
        for (const QString& kind : odd::kinds())
            QTest::newRow(qPrintable(kind)) << kind;
    }
    void oddFilesAreRefusedAtOnce() {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString path = odd::make(dir, kind);
        QVERIFY(!path.isEmpty());
        bool read = true;
        std::string error;
        QString game = QStringLiteral("unread");
        QVERIFY2(odd::returnsAtOnce(dir,
                                    [&] {
                                        nlohmann::json j;
                                        read = readGameJson(path, j, error);
                                        game = gameOfReplay(path);
                                    }),
                 "the read waited");
        QVERIFY(!read);
        QCOMPARE(QString::fromStdString(error), odd::why(kind));
        QCOMPARE(game, QString());
    }

    void theLargestFileIsReadWhole() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("largest.rano.json"));
        QByteArray text(8 << 20, ' ');
        const QByteArray head = R"({"format": "rano-replay", "game": "rapa-nui-cards"})";
        text.replace(0, head.size(), head);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(text), qint64(8 << 20));
        f.close();
        nlohmann::json j;
        std::string error;
        QVERIFY2(readGameJson(path, j, error), error.c_str());
        QCOMPARE(j["game"].get<std::string>(), std::string("rapa-nui-cards"));
        QCOMPARE(gameOfReplay(path), QStringLiteral("rapa-nui-cards"));
        QVERIFY(f.open(QIODevice::Append));
        f.write(" ");
        f.close();
        QVERIFY(!readGameJson(path, j, error));
        QCOMPARE(error, std::string("the file is too large: 8,388,609 bytes; Rano reads files "
                                    "up to 8 MB (8,388,608 bytes)"));
    }
};

QTEST_GUILESS_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
