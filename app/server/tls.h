#pragma once

// rano-server's own TLS (wss://, docs/online.md "Deploying"): the certificate chain and the
// private key it serves with, read from PEM files.

#include <QSslConfiguration>
#include <QString>
#include <string>

namespace rano::server {

// The server's TLS configuration from `certFile` (PEM, the server's certificate first, then
// any intermediates) and `keyFile` (PEM, RSA or EC, unencrypted); "" when read, else why not,
// naming the file.
std::string readTls(const QString& certFile, const QString& keyFile, QSslConfiguration& out);

} // namespace rano::server
