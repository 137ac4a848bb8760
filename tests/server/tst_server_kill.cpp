// Issue 69: `kill -9` of a real rano-server mid-game, then a new one on the same data folder:
// every table is back with every acknowledged choice, and the players resume their seats.

#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "server_fixture.h"

using nlohmann::json;

namespace {

// Starts rano-server on a free port of 127.0.0.1 with `folder`; its port, or 0.
quint16 launch(QProcess& process, const QString& folder) {
    process.setProgram(QStringLiteral(RANO_SERVER));
    process.setArguments({"--listen", "127.0.0.1", "--port", "0", "--data", folder,
                          "--ai-iterations", "30", "--messages-per-second", "10000"});
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start();
    if (!process.waitForStarted(5000)) return 0;
    QByteArray out;
    const QRegularExpression listening(QStringLiteral("listening on ws://127.0.0.1:(\\d+)"));
    for (int i = 0; i < 100 && !out.contains('\n'); ++i) {
        process.waitForReadyRead(100);
        out += process.readAllStandardOutput();
    }
    const auto m = listening.match(QString::fromUtf8(out));
    return m.hasMatch() ? quint16(m.captured(1).toUInt()) : 0;
}

} // namespace

class ServerKill : public QObject {
    Q_OBJECT
private slots:
    void killNineKeepsEveryAcknowledgedChoice();
};

void ServerKill::killNineKeepsEveryAcknowledgedChoice() {
    QTemporaryDir dir;
    QProcess first;
    const quint16 port = launch(first, dir.path());
    QVERIFY(port != 0);
    TestClient a, b;
    QVERIFY(a.open(port) && b.open(port));
    std::string tokenB;
    const json created = makeTable(
        a, b, "volcanic-isle",
        {{{"kind", "me"}}, {{"kind", "open"}}, {{"kind", "ai"}, {"level", "easy"}}}, tokenB);
    QVERIFY(!created.is_null());
    const std::string table = created["table"];
    // Seventy choices, each acknowledged by the position after it: past a journal's length
    // (TableStore::kJournalLength), so the file was written whole and journaled again since.
    QVERIFY(playChoices({&a, &b}, 70));
    const long long acknowledged =
        std::max(a.latest()["version"].get<long long>(), b.latest()["version"].get<long long>());
    const json viewA = a.latest()["version"] == acknowledged ? a.latest()["view"] : json();
    first.kill(); // SIGKILL: no chance to write anything more
    QVERIFY(first.waitForFinished(5000));
    QVERIFY(a.waitClosed() && b.waitClosed());

    QProcess second;
    const quint16 port2 = launch(second, dir.path());
    QVERIFY(port2 != 0);
    TestClient a2, b2;
    QVERIFY(a2.open(port2) && b2.open(port2));
    a2.send({{"type", "resume"},
             {"table", table},
             {"seat", 0},
             {"token", created["token"]},
             {"version", acknowledged}});
    b2.send({{"type", "resume"}, {"table", table}, {"seat", 1}, {"token", tokenB}});
    QVERIFY(!a2.waitType("resumed").is_null());
    QVERIFY(!b2.waitType("resumed").is_null());
    QVERIFY(
        TestClient::spin([&] { return !a2.latest().is_null() && !b2.latest().is_null(); }, 5000));
    // Every acknowledged choice is there (an AI's choice made after them may be too).
    QVERIFY(a2.latest()["version"].get<long long>() >= acknowledged);
    if (a2.latest()["version"] == acknowledged && !viewA.is_null())
        QCOMPARE(a2.latest()["view"], viewA);
    QVERIFY(playChoices({&a2, &b2}, 5));
    second.kill();
    second.waitForFinished(5000);
}

QTEST_GUILESS_MAIN(ServerKill)
#include "tst_server_kill.moc"
