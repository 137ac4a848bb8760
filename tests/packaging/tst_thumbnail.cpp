// `rano --thumbnail IN OUT SIZE` (app/gui/thumbnail.h) called as a file manager calls the
// thumbnailer (resources/desktop/io.github.rano.Rano.thumbnailer): with no display at all, for
// a saved game of each game, finished and in progress; and refusing what is no game.
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int status = -1;
    QString error; // stderr
};

// No DISPLAY, no WAYLAND_DISPLAY and no QT_QPA_PLATFORM: the thumbnailer must choose the
// offscreen platform itself. A home of its own, so nothing can land in the user's.
QProcessEnvironment sandbox(const QString& home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home + QStringLiteral("/runtime"));
    return env;
}

Run run(const QString& program, const QStringList& args, const QString& home) {
    QProcess p;
    p.setProcessEnvironment(sandbox(home));
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.error = QStringLiteral("timed out");
        return r;
    }
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.error = QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
    return r;
}

// How many pixels of `a` and `b` (of one size) differ.
int differingPixels(const QImage& a, const QImage& b) {
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) ++n;
    return n;
}

int colours(const QImage& image) {
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            seen.insert(image.pixel(x, y));
    return int(seen.size());
}

} // namespace

class TstThumbnail : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString home_;

    QString path(const QString& name) const { return dir_.filePath(name); }

    // The thumbnail of `file` at `size`: the run, and the picture it wrote.
    Run thumbnail(const QString& file, int size, const QString& out, QImage* image = nullptr) {
        QFile::remove(out);
        const Run r = run(QStringLiteral(RANO_APP),
                          {QStringLiteral("--thumbnail"), file, out, QString::number(size)}, home_);
        if (image) *image = QImage(out, "PNG");
        return r;
    }

    // `finished` cut after its first `choices` choices: a game in progress, as an autosave is.
    void cutShort(const QString& finished, int choices, const QString& out) {
        QFile in(finished);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject game = QJsonDocument::fromJson(in.readAll()).object();
        QVERIFY(game.value(QStringLiteral("choices")).toArray().size() > choices);
        game.insert(
            QStringLiteral("choices"),
            QJsonArray::fromVariantList(
                game.value(QStringLiteral("choices")).toArray().toVariantList().mid(0, choices)));
        QJsonArray checkpoints;
        for (const QJsonValue& c : game.value(QStringLiteral("checkpoints")).toArray())
            if (c.toObject().value(QStringLiteral("after")).toInt() <= choices)
                checkpoints.append(c);
        game.insert(QStringLiteral("checkpoints"), checkpoints);
        game.insert(QStringLiteral("result"), QJsonValue::Null);
        QFile file(out);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(game).toJson());
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        home_ = path(QStringLiteral("home"));
        QVERIFY(QDir().mkpath(home_ + QStringLiteral("/runtime")));
        QFile::setPermissions(home_ + QStringLiteral("/runtime"),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        for (const char* game : {"volcanic-isle", "rapa-nui", "rapa-nui-cards"}) {
            const QString id = QString::fromLatin1(game);
            const QString finished = path(id + QStringLiteral(".rano.json"));
            const Run r = run(QStringLiteral(RANO_CLI),
                              {QStringLiteral("play"), QStringLiteral("--game"), id,
                               QStringLiteral("--players"), QStringLiteral("ai:random,ai:greedy"),
                               QStringLiteral("--seed"), QStringLiteral("5"),
                               QStringLiteral("--out"), finished},
                              home_);
            QVERIFY2(r.status == 0, qPrintable(r.error));
            cutShort(finished, 12, path(id + QStringLiteral("-in-progress.rano.json")));
        }
    }

    void eachGame_data() {
        QTest::addColumn<QString>("game");
        for (const char* game : {"volcanic-isle", "rapa-nui", "rapa-nui-cards"})
            QTest::newRow(game) << QString::fromLatin1(game);
    }

    // The position is drawn, at most SIZE x SIZE and SIZE on its longer side, and it is the
    // game's own: the game in progress and the same game finished give different pictures.
    void eachGame() {
        QFETCH(QString, game);
        for (const int size : {256, 128}) {
            QImage finished, inProgress;
            const Run a = thumbnail(path(game + QStringLiteral(".rano.json")), size,
                                    path(game + QStringLiteral(".png")), &finished);
            QVERIFY2(a.status == 0, qPrintable(a.error));
            const Run b = thumbnail(path(game + QStringLiteral("-in-progress.rano.json")), size,
                                    path(game + QStringLiteral("-in-progress.png")), &inProgress);
            QVERIFY2(b.status == 0, qPrintable(b.error));
            for (const QImage& image : {finished, inProgress}) {
                QVERIFY(!image.isNull());
                QCOMPARE(qMax(image.width(), image.height()), size);
                QVERIFY(image.width() > size / 4 && image.height() > size / 4);
                // Not blank, nor only the sea: the sea alone has under 500 colours at 256
                // pixels, a board over 4,000 (over 2,000 at 128).
                QVERIFY2(colours(image) > size * 8, qPrintable(QString::number(colours(image))));
            }
            // Nothing written but OUT: no settings, no cache, no autosave in the home.
            QCOMPARE(QDir(home_).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                     QStringList{QStringLiteral("runtime")});
            QCOMPARE(finished.size(), inProgress.size());
            QVERIFY(differingPixels(finished, inProgress) > size * size / 100);
        }
    }

    void badFile_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("why");
        QTest::newRow("no such file")
            << path(QStringLiteral("none.rano.json")) << QStringLiteral("no such file");
        QTest::newRow("a folder") << path(QStringLiteral("home"))
                                  << QStringLiteral("not a regular file");
        QTest::newRow("a device") << QStringLiteral("/dev/zero")
                                  << QStringLiteral("not a regular file");
        QTest::newRow("not JSON") << path(QStringLiteral("text.rano.json"))
                                  << QStringLiteral("not valid JSON");
        QTest::newRow("no game") << path(QStringLiteral("object.rano.json")) << QString();
        QTest::newRow("too large")
            << path(QStringLiteral("large.rano.json")) << QStringLiteral("too large");
    }

    // Refused at once with the file and the reason on stderr, status 1, and nothing written.
    void badFile() {
        QFETCH(QString, file);
        QFETCH(QString, why);
        {
            QFile text(path(QStringLiteral("text.rano.json")));
            QVERIFY(text.open(QIODevice::WriteOnly));
            text.write("a saved game? {");
            QFile object(path(QStringLiteral("object.rano.json")));
            QVERIFY(object.open(QIODevice::WriteOnly));
            object.write(R"({"format": "rano-replay", "choices": 3})");
            QFile large(path(QStringLiteral("large.rano.json")));
            QVERIFY(large.open(QIODevice::WriteOnly));
            QVERIFY(large.resize((8 << 20) + 1)); // sparse: 8 MB and one byte
        }
        QElapsedTimer clock;
        clock.start();
        const QString out = path(QStringLiteral("bad.png"));
        const Run r = thumbnail(file, 128, out);
        QCOMPARE(r.status, 1);
        QVERIFY2(r.error.startsWith(QStringLiteral("rano --thumbnail: ")), qPrintable(r.error));
        QVERIFY2(r.error.contains(file), qPrintable(r.error));
        QVERIFY2(r.error.contains(why), qPrintable(r.error));
        QVERIFY(!QFile::exists(out));
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    }

    void badArguments_data() {
        QTest::addColumn<QStringList>("args");
        const QString game = path(QStringLiteral("volcanic-isle.rano.json"));
        const QString out = path(QStringLiteral("args.png"));
        QTest::newRow("no size") << QStringList{game, out};
        QTest::newRow("size 0") << QStringList{game, out, QStringLiteral("0")};
        QTest::newRow("size not a number") << QStringList{game, out, QStringLiteral("large")};
        QTest::newRow("size too large") << QStringList{game, out, QStringLiteral("4097")};
        QTest::newRow("one too many") << QStringList{game, out, QStringLiteral("128"), game};
    }

    void badArguments() {
        QFETCH(QStringList, args);
        const Run r =
            run(QStringLiteral(RANO_APP), QStringList{QStringLiteral("--thumbnail")} + args, home_);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.error.startsWith(
                     QStringLiteral("rano --thumbnail: usage: rano --thumbnail IN OUT SIZE")),
                 qPrintable(r.error));
        QVERIFY(!QFile::exists(path(QStringLiteral("args.png"))));
    }

    // An OUT that cannot be written is said, not ignored.
    void unwritableOut() {
        const Run r = thumbnail(path(QStringLiteral("rapa-nui.rano.json")), 128,
                                path(QStringLiteral("no/such/folder/out.png")));
        QCOMPARE(r.status, 1);
        QVERIFY2(r.error.contains(QStringLiteral("no/such/folder/out.png: cannot be written")),
                 qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(TstThumbnail)
#include "tst_thumbnail.moc"
