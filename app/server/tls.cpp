#include "tls.h"

#include <QFile>
#include <QSslCertificate>
#include <QSslKey>

namespace rano::server {

std::string readTls(const QString& certFile, const QString& keyFile, QSslConfiguration& out) {
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(certFile, QSsl::Pem);
    if (chain.isEmpty() || chain.front().isNull())
        return certFile.toStdString() + ": no PEM certificate could be read";
    QFile keyText(keyFile);
    if (!keyText.open(QIODevice::ReadOnly))
        return keyFile.toStdString() + ": " + keyText.errorString().toStdString();
    const QByteArray pem = keyText.readAll();
    QSslKey key(pem, QSsl::Rsa, QSsl::Pem, QSsl::PrivateKey);
    if (key.isNull()) key = QSslKey(pem, QSsl::Ec, QSsl::Pem, QSsl::PrivateKey);
    if (key.isNull())
        return keyFile.toStdString() + ": no unencrypted RSA or EC private key could be read";
    out = QSslConfiguration::defaultConfiguration();
    out.setLocalCertificateChain(chain);
    out.setPrivateKey(key);
    out.setPeerVerifyMode(QSslSocket::VerifyNone); // clients show no certificate
    return {};
}

} // namespace rano::server
