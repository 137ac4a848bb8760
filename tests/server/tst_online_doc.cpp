// docs/online.md against the server: every message its worked example sends passes the
// server's checks, every client message type it lists is one the server knows, and the
// limits it states are the server's defaults.

#include <QFile>
#include <QtTest>

#include <sstream>

#include "server/message.h"
#include "server/server_limits.h"

class OnlineDoc : public QObject {
    Q_OBJECT
private slots:
    void sentMessagesAreRead();
    void limitsAreTheDefaults();

private:
    static std::string page() {
        QFile f(QStringLiteral(RANO_ONLINE_DOC));
        return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
    }
};

void OnlineDoc::sentMessagesAreRead() {
    std::istringstream lines(page());
    std::string line;
    int sent = 0;
    while (std::getline(lines, line)) {
        if (line.rfind("A> ", 0) != 0 && line.rfind("B> ", 0) != 0) continue;
        rano::server::Request r;
        const std::string why = rano::server::readRequest(line.substr(3), r);
        QVERIFY2(why.empty(), (line + ": " + why).c_str());
        ++sent;
    }
    QVERIFY(sent >= 6);
    for (const char* type : {"hello", "ping", "create", "join", "watch", "resume", "choice",
                             "leave"}) {
        rano::server::Request r;
        const std::string why =
            rano::server::readRequest(std::string("{\"type\":\"") + type + "\",\"bogus\":1}", r);
        QVERIFY2(why.find("unknown field") == 0, type);
        QVERIFY2(page().find(std::string("| `") + type + "` |") != std::string::npos, type);
    }
}

void OnlineDoc::limitsAreTheDefaults() {
    const rano::server::Limits l;
    const std::string text = page();
    const auto says = [&](const std::string& phrase) {
        QVERIFY2(text.find(phrase) != std::string::npos, ("docs/online.md: " + phrase).c_str());
    };
    QCOMPARE(l.maxMessageBytes, 65536u);
    says("over 64 KiB (65,536 bytes)");
    says("more than " + std::to_string(int(l.messagesPerSecond)) +
         " messages a second (bursts of " + std::to_string(int(l.messagesBurst)) + ")");
    says(std::to_string(int(l.addressMessagesPerSecond)) + " (bursts of " +
         std::to_string(int(l.addressMessagesBurst)) + ") from an address");
    says(std::to_string(l.overRateBeforeClose) + " of those in a row");
    says("more than " + std::to_string(l.connectionsPerAddress) + " connections");
    says("no hello within " + std::to_string(l.helloTimeoutMs / 1000) + " s");
    says("last " + std::to_string(l.historyWindow) + " choices");
    says(std::to_string(int(l.failedJoinBurst)) + " at once, then one every " +
         std::to_string(int(l.failedJoinEverySeconds)) + " seconds");
    QCOMPARE(l.maxTables, 1000);
    says("1,000 tables on the server, " + std::to_string(l.tablesPerAddress) + " created");
    QCOMPARE(l.inviteLifetimeSeconds, 7 * 24 * 3600);
    says("expire after 7 days");
}

QTEST_GUILESS_MAIN(OnlineDoc)
#include "tst_online_doc.moc"
