// rano-server: hosts tables of every game for clients over WebSocket (docs/online.md).

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStandardPaths>

#include <cstdio>
#include <optional>

#include "server/open_files.h"
#include "server/server.h"
#include "server/tls.h"

namespace {

// The option's value as a number in lo..hi, or exits with usage error 2.
long long number(const QCommandLineParser& p, const QString& name, long long lo, long long hi) {
    bool ok = false;
    const long long v = p.value(name).toLongLong(&ok);
    if (!ok || v < lo || v > hi) {
        std::fprintf(stderr, "rano-server: --%s must be a number from %lld to %lld\n",
                     qPrintable(name), lo, hi);
        std::exit(2);
    }
    return v;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    // `rano-server --version` says "rano-server 0.1.0", as rano-cli's does.
    QCoreApplication::setApplicationName(QStringLiteral("rano-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RANO_VERSION));

    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Hosts Rano's tables over WebSocket (docs/online.md)."));
    p.addHelpOption();
    p.addVersionOption();
    p.addOptions({
        {"listen", "The address to listen on (0.0.0.0: every network).", "address", "127.0.0.1"},
        {"port", "The port (0: any free one, printed).", "port", "7469"},
        {"data", "The folder of the table files (default: ~/.local/share/rano-server).", "folder"},
        {"ai-ms", "An AI's time a decision in ms (0: the level's own).", "ms", "0"},
        {"ai-iterations", "An AI's iterations a decision (0: by time).", "n", "0"},
        {"hello-timeout-ms", "Time a new connection has to say hello.", "ms", "10000"},
        {"messages-per-second", "Messages a connection may send a second.", "n", "20"},
        {"origin", "A browser origin allowed to connect (repeatable; *: any; none: no browser).",
         "origin"},
        {"max-tables", "The most tables the server holds.", "n", "1000"},
        {"tables-per-address", "The most tables one address may create.", "n", "20"},
        {"connections-per-address", "The most connections one address may hold open.", "n", "32"},
        {"cert", "Serve wss://: the certificate chain, PEM (with --key).", "file"},
        {"key", "Serve wss://: the certificate's private key, PEM, unencrypted.", "file"},
    });
    p.process(app);

    rano::server::Limits limits;
    limits.aiMs = int(number(p, "ai-ms", 0, 600000));
    limits.aiIterations = number(p, "ai-iterations", 0, 10000000);
    limits.helloTimeoutMs = int(number(p, "hello-timeout-ms", 100, 600000));
    limits.messagesPerSecond = double(number(p, "messages-per-second", 1, 100000));
    limits.messagesBurst = 2 * limits.messagesPerSecond;
    limits.addressMessagesPerSecond = 5 * limits.messagesPerSecond;
    limits.addressMessagesBurst = 10 * limits.messagesPerSecond;
    limits.maxTables = int(number(p, "max-tables", 1, 1000000));
    limits.tablesPerAddress = int(number(p, "tables-per-address", 1, 1000000));
    limits.connectionsPerAddress = int(number(p, "connections-per-address", 1, 1000000));
    for (const QString& o : p.values("origin"))
        limits.allowedOrigins.push_back(o.toStdString());
    const quint16 port = quint16(number(p, "port", 0, 65535));
    QHostAddress address;
    if (!address.setAddress(p.value("listen"))) {
        std::fprintf(stderr, "rano-server: --listen: not an address: %s\n",
                     qPrintable(p.value("listen")));
        return 2;
    }
    const QString data =
        p.isSet("data") ? p.value("data")
                        : QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                              QStringLiteral("/rano-server");

    std::optional<QSslConfiguration> tls;
    if (p.isSet("cert") != p.isSet("key")) {
        std::fprintf(stderr, "rano-server: --cert and --key go together\n");
        return 2;
    }
    if (p.isSet("cert")) {
        QSslConfiguration config;
        if (const std::string why = rano::server::readTls(p.value("cert"), p.value("key"), config);
            !why.empty()) {
            std::fprintf(stderr, "rano-server: %s\n", why.c_str());
            return 2;
        }
        tls = config;
    }

    rano::server::raiseOpenFileLimit();
    rano::server::Server server(limits, data, tls);
    std::vector<std::string> warnings;
    const std::string error = server.start(address, port, warnings);
    for (const std::string& w : warnings)
        std::fprintf(stderr, "rano-server: not restored: %s\n", w.c_str());
    if (!error.empty()) {
        std::fprintf(stderr, "rano-server: %s\n", error.c_str());
        return 1;
    }
    std::printf("rano-server: %zu tables from %s; listening on %s://%s:%u\n",
                server.lobby().tableCount(), qPrintable(data), server.secure() ? "wss" : "ws",
                qPrintable(address.toString()), unsigned(server.port()));
    std::fflush(stdout);
    return app.exec();
}
