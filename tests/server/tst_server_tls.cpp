// rano-server's own TLS (docs/online.md, "Deploying"): with a certificate and its key it
// serves wss:// on loopback. A client that trusts the certificate plays at a table through
// it; a plain ws:// client gets no welcome; unreadable files are refused with the file named.
// The test certificate (tests/server/data) is self-signed for 127.0.0.1, valid to 2126.

#include <QtTest>

#include "server/table.h"
#include "server/tls.h"
#include "server_fixture.h"

using nlohmann::json;

class ServerTls : public QObject {
    Q_OBJECT
private slots:
    void playsOverWss();
    void badFilesAreNamed();

private:
    static QString data(const char* name) {
        return QStringLiteral(RANO_TEST_TLS "/") + QLatin1String(name);
    }
};

void ServerTls::playsOverWss() {
    QSslConfiguration tls;
    QCOMPARE(rano::server::readTls(data("test-cert.pem"), data("test-key.pem"), tls),
             std::string());
    auto server = startServer(testLimits(), {}, tls);
    QVERIFY(server);
    QVERIFY(server->secure());

    // The clients trust the test certificate alone, and check it names 127.0.0.1.
    QSslConfiguration trusting = QSslConfiguration::defaultConfiguration();
    trusting.setCaCertificates(QSslCertificate::fromPath(data("test-cert.pem")));
    trusting.setPeerVerifyMode(QSslSocket::VerifyPeer);
    TestClient a, b;
    a.useTls(trusting);
    b.useTls(trusting);
    QVERIFY(a.open(server->port(), "Ana"));
    QVERIFY(b.open(server->port(), "Bo"));
    std::string tokenB;
    const json created =
        makeTable(a, b, "rapa-nui-cards", {{{"kind", "me"}}, {{"kind", "open"}}}, tokenB);
    QVERIFY(!created.is_null());
    QVERIFY(playChoices({&a, &b}, 6));
    QCOMPARE(server->lobby().table(created["table"])->version(), 6);

    // Without TLS the handshake never completes: no welcome.
    TestClient plain;
    QVERIFY(!plain.open(server->port(), "Cy", 1500));
    // A client that does not trust the certificate is not connected either.
    TestClient wary;
    wary.useTls(QSslConfiguration::defaultConfiguration());
    QVERIFY(!wary.open(server->port(), "Di", 1500));
}

void ServerTls::badFilesAreNamed() {
    QSslConfiguration tls;
    const QString missing = data("missing.pem");
    QCOMPARE(rano::server::readTls(missing, data("test-key.pem"), tls),
             missing.toStdString() + ": no PEM certificate could be read");
    QCOMPARE(rano::server::readTls(data("test-cert.pem"), data("test-cert.pem"), tls),
             data("test-cert.pem").toStdString() +
                 ": no unencrypted RSA or EC private key could be read");
    QVERIFY(rano::server::readTls(data("test-cert.pem"), missing, tls).rfind(
                missing.toStdString() + ": ", 0) == 0);
}

QTEST_GUILESS_MAIN(ServerTls)
#include "tst_server_tls.moc"
