// rano-server-bench: drives a real rano-server over loopback with tables of bot clients and
// measures how fast it answers (docs/benchmarks.md, "rano-server"). A benchmark, not a test:
// its figures depend on the machine.
//
// Each table seats two bots that play random legal choices, each after a pause (a player's
// thinking), until its game ends; some tables may seat a bot against one of the server's AIs
// instead, to keep the server's AI threads busy. A last connection sends a ping every 50 ms.
// Measured over a window once every table is seated: the round trip of a choice (sent until the
// position it leads to comes back), the ping's, and the server's CPU time (from /proc).

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

#include <unistd.h>

#include "server/open_files.h"

namespace {

QElapsedTimer clock_;

double nowMs() {
    return double(clock_.nsecsElapsed()) / 1e6;
}

// What the bench collects while it measures.
struct Samples {
    bool measuring = false;
    std::vector<double> roundTrips, pings;
    long long choices = 0, games = 0, refusals = 0;
};

QString send(QWebSocket& socket, const QJsonObject& message) {
    const QString text = QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
    socket.sendTextMessage(text);
    return text;
}

// One bot at one table: says hello, creates the table (the host) or joins it with the host's
// code, then plays a random legal choice after `thinkMs` (± half) whenever its seat decides.
class Bot : public QObject {
public:
    Bot(const QUrl& url, QString game, bool host, QJsonArray seats, double thinkMs,
        Samples& samples, std::uint64_t seed)
        : url_(url), game_(std::move(game)), host_(host), seats_(std::move(seats)),
          thinkMs_(thinkMs), samples_(samples), random_(quint32(seed)) {
        connect(&socket_, &QWebSocket::connected, this, [this] {
            send(socket_, {{"type", "hello"}, {"protocol", 1}, {"name", "bot"}});
        });
        connect(&socket_, &QWebSocket::textMessageReceived, this, &Bot::received);
        think_.setSingleShot(true);
        connect(&think_, &QTimer::timeout, this, &Bot::play);
    }
    void open() { socket_.open(url_); }
    // The host's code, once the table is made; its guest then joins with it.
    std::function<void(const QString&)> onCode;
    void join(const QString& code) {
        code_ = code;
        if (welcomed_) send(socket_, {{"type", "join"}, {"code", code_}});
    }
    bool seated() const { return seated_; }

private:
    void received(const QString& text) {
        const QJsonObject m = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString type = m.value("type").toString();
        if (type == u"welcome") {
            welcomed_ = true;
            if (host_)
                create();
            else if (!code_.isEmpty())
                join(code_);
        } else if (type == u"created") {
            seated_ = true;
            if (onCode) onCode(m.value("code").toString());
        } else if (type == u"joined") {
            seated_ = true;
        } else if (type == u"position") {
            position(m);
        } else if (type == u"refused") {
            ++samples_.refusals;
        }
    }
    void create() {
        send(socket_, {{"type", "create"}, {"game", game_}, {"seats", seats_}, {"grace", 0}});
    }
    void position(const QJsonObject& m) {
        const double version = m.value("version").toDouble();
        if (sentAt_ >= 0 && version > sentVersion_) {
            if (samples_.measuring) {
                samples_.roundTrips.push_back(nowMs() - sentAt_);
                ++samples_.choices;
            }
            sentAt_ = -1;
        }
        version_ = version;
        if (m.value("over").toBool()) {
            if (samples_.measuring && host_) ++samples_.games;
            legal_ = {};
            return;
        }
        legal_ = m.value("legal").toArray();
        if (!legal_.isEmpty()) think_.start(int(thinkMs_ * (0.5 + random_.generateDouble())));
    }
    void play() {
        if (legal_.isEmpty()) return;
        const QString choice = legal_.at(int(random_.bounded(quint32(legal_.size())))).toString();
        sentVersion_ = version_;
        sentAt_ = nowMs();
        send(socket_, {{"type", "choice"}, {"version", version_}, {"choice", choice}});
        legal_ = {};
    }

    QWebSocket socket_;
    QUrl url_;
    QString game_;
    bool host_;
    QJsonArray seats_;
    double thinkMs_;
    Samples& samples_;
    QRandomGenerator random_;
    QTimer think_;
    QString code_;
    bool welcomed_ = false, seated_ = false;
    QJsonArray legal_;
    double version_ = 0, sentVersion_ = 0, sentAt_ = -1;
};

// The server's CPU time so far, in seconds (utime + stime of /proc/PID/stat).
double cpuSeconds(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return 0;
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13) return 0;
    return double(fields[11].toLongLong() + fields[12].toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rano-server-bench"));
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Tables of bot clients against a rano-server on loopback; prints one JSON line."));
    p.addHelpOption();
    p.addOptions({
        {"server", "The rano-server to start.", "path"},
        {"tables", "Tables of two bots.", "n", "100"},
        {"ai-tables", "Tables of a bot against the server's AI (ai-level).", "n", "0"},
        {"ai-level", "The level of those AIs.", "level", "hard"},
        {"game", "volcanic-isle, rapa-nui-cards or rapa-nui.", "game", "rapa-nui-cards"},
        {"think-ms", "A bot's pause before each choice (mean; ± half).", "ms", "1000"},
        {"seconds", "The measured window, once every table is seated.", "s", "20"},
        {"seed", "The bots' choices.", "n", "1"},
        {"data", "Where the server keeps its tables (default: a new folder in the temporary one).",
         "folder"},
    });
    p.process(app);
    if (!p.isSet("server")) {
        std::fprintf(stderr, "rano-server-bench: --server PATH is needed\n");
        return 2;
    }
    const int tables = p.value("tables").toInt(), aiTables = p.value("ai-tables").toInt();
    const double thinkMs = p.value("think-ms").toDouble();
    const int seconds = p.value("seconds").toInt();
    const QString game = p.value("game");
    // Two sockets a table here too.
    rano::server::raiseOpenFileLimit();

    QTemporaryDir temporary(p.isSet("data") ? p.value("data") + QStringLiteral("/rano-bench-XXXXXX")
                                            : QString());
    const QString data = temporary.path();
    QProcess server;
    server.setProcessChannelMode(QProcess::SeparateChannels);
    const QString all = QString::number(10 * (tables + aiTables) + 100);
    server.start(p.value("server"),
                 {"--listen", "127.0.0.1", "--port", "0", "--data", data, "--max-tables", all,
                  "--tables-per-address", all, "--connections-per-address", all,
                  "--messages-per-second", "100000"});
    if (!server.waitForStarted(10000)) {
        std::fprintf(stderr, "rano-server-bench: cannot start %s\n", qPrintable(p.value("server")));
        return 1;
    }
    int port = 0;
    QElapsedTimer waiting;
    waiting.start();
    while (port == 0 && waiting.elapsed() < 20000 && server.waitForReadyRead(20000)) {
        const QByteArray line = server.readLine();
        const int at = line.indexOf("ws://127.0.0.1:");
        if (at >= 0) port = line.mid(at + 15).trimmed().toInt();
    }
    if (port == 0) {
        std::fprintf(stderr, "rano-server-bench: the server did not say where it listens\n");
        return 1;
    }
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    clock_.start();

    Samples samples;
    std::vector<std::unique_ptr<Bot>> bots;
    const std::uint64_t seed = p.value("seed").toULongLong();
    for (int t = 0; t < tables + aiTables; ++t) {
        const bool withAi = t >= tables;
        QJsonArray seats{QJsonObject{{"kind", "me"}}};
        seats.append(withAi ? QJsonObject{{"kind", "ai"}, {"level", p.value("ai-level")}}
                            : QJsonObject{{"kind", "open"}});
        auto host =
            std::make_unique<Bot>(url, game, true, seats, thinkMs, samples, seed * 7919 + t);
        if (!withAi) {
            auto guest = std::make_unique<Bot>(url, game, false, QJsonArray{}, thinkMs, samples,
                                               seed * 104729 + t);
            Bot* g = guest.get();
            host->onCode = [g](const QString& code) { g->join(code); };
            g->open();
            bots.push_back(std::move(guest));
        }
        host->open();
        bots.push_back(std::move(host));
    }

    // Pings every 50 ms from a connection at no table.
    QWebSocket pinger;
    double pingSentAt = -1;
    QObject::connect(&pinger, &QWebSocket::connected, [&] {
        send(pinger, {{"type", "hello"}, {"protocol", 1}});
    });
    QObject::connect(&pinger, &QWebSocket::textMessageReceived, [&](const QString& text) {
        if (text.contains(QLatin1String("\"pong\"")) && pingSentAt >= 0) {
            if (samples.measuring) samples.pings.push_back(nowMs() - pingSentAt);
            pingSentAt = -1;
        }
    });
    QTimer pingTimer;
    QObject::connect(&pingTimer, &QTimer::timeout, [&] {
        if (pingSentAt < 0 && pinger.state() == QAbstractSocket::ConnectedState) {
            pingSentAt = nowMs();
            send(pinger, {{"type", "ping"}});
        }
    });
    pinger.open(url);
    pingTimer.start(50);

    // Measure once every bot is seated (or after a minute of setting up).
    double setUpMs = 0, cpuAtStart = 0, benchCpuAtStart = 0;
    QTimer seatedCheck;
    QObject::connect(&seatedCheck, &QTimer::timeout, [&] {
        const bool all =
            std::all_of(bots.begin(), bots.end(), [](const auto& b) { return b->seated(); });
        if (!all && nowMs() < 60000) return;
        seatedCheck.stop();
        setUpMs = nowMs();
        cpuAtStart = cpuSeconds(server.processId());
        benchCpuAtStart = cpuSeconds(QCoreApplication::applicationPid());
        samples.measuring = true;
        QTimer::singleShot(seconds * 1000, [&] {
            samples.measuring = false;
            const double cpu = cpuSeconds(server.processId()) - cpuAtStart;
            const double benchCpu =
                cpuSeconds(QCoreApplication::applicationPid()) - benchCpuAtStart;
            const int seatedBots = int(
                std::count_if(bots.begin(), bots.end(), [](const auto& b) { return b->seated(); }));
            QJsonObject out{
                {"game", game},
                {"tables", tables},
                {"aiTables", aiTables},
                {"aiLevel", p.value("ai-level")},
                {"bots", int(bots.size())},
                {"seatedBots", seatedBots},
                {"thinkMs", thinkMs},
                {"seconds", seconds},
                {"setUpMs", setUpMs},
                {"choices", double(samples.choices)},
                {"choicesPerSecond", double(samples.choices) / seconds},
                {"gamesEnded", double(samples.games)},
                {"refused", double(samples.refusals)},
                {"roundTripMs", QJsonObject{{"p50", percentile(samples.roundTrips, 0.5)},
                                            {"p99", percentile(samples.roundTrips, 0.99)},
                                            {"max", percentile(samples.roundTrips, 1.0)}}},
                {"pingMs", QJsonObject{{"p50", percentile(samples.pings, 0.5)},
                                       {"p99", percentile(samples.pings, 0.99)},
                                       {"max", percentile(samples.pings, 1.0)},
                                       {"count", double(samples.pings.size())}}},
                {"serverCpuSeconds", cpu},
                {"serverCpuShare", cpu / seconds},
                // The bots' own share: near 1, they, not the server, set the pace.
                {"botsCpuShare", benchCpu / seconds},
                {"serverCpuMsPerTableSecond",
                 1000.0 * cpu / seconds / std::max(1, tables + aiTables)},
            };
            std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
            std::fflush(stdout);
            server.terminate();
            server.waitForFinished(5000);
            QCoreApplication::exit(seatedBots == int(bots.size()) ? 0 : 1);
        });
    });
    seatedCheck.start(100);
    return app.exec();
}
