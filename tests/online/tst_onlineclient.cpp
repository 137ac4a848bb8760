// The app's side of playing online (docs/online.md, "Playing online from the app"): an
// OnlineHost serves on 127.0.0.1, two OnlineTables (the host's player and a friend) play a few
// turns of each game through it, with the shared table of each game built from each seat's
// view alone. Loopback only, every wait bounded.

#include <QFile>
#include <QStandardPaths>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "cards/state_json.h"
#include "continents.h"
#include "gamecatalog.h"
#include "gamefolders.h"
#include "gametable.h"
#include "keptseats.h"
#include "logmodel.h"
#include "onlineclient.h"
#include "onlinehost.h"
#include "onlinetable.h"
#include "onlinetables.h"
#include "rapanui/game.h"
#include "rapanui/state_json.h"
#include "rapanuitable.h"
#include "review.h"
#include "server/server.h"
#include "server/tls.h"
#include "test_home.h"
#include "volcanic/catalogue_json.h"
#include "volcanic/state_json.h"
#include "volcanictable.h"

namespace {
constexpr int kWait = 10000;

QString logLine(GameTable* t, int row) {
    return t->log()->data(t->log()->index(row), LogModel::TextRole).toString();
}

// Whether the state a table builds from a seat's view shows that seat exactly that view:
// nothing the seat was told is lost, and the stand-ins change nothing it can see.
bool viewRoundTrips(const QString& game, const nlohmann::json& view) {
    std::string error;
    const int viewer = view.value("viewer", -2);
    if (game == QLatin1String("rapa-nui-cards")) {
        rano::cards::State s;
        return rano::cards::stateFromView(view, 7, s, error) &&
               rano::cards::viewToJson(s, viewer) == view;
    }
    if (game == QLatin1String("volcanic-isle")) {
        QString why;
        const auto board = continentBoard(-1, why);
        rano::volcanic::State s;
        return board && rano::volcanic::stateFromView(view, *board, 7, s, error) &&
               rano::volcanic::viewToJson(s, viewer) == view;
    }
    const auto board = rano::rapanui::shippedBoardFor(view.value("players", 0), error);
    rano::rapanui::State s;
    return board && rano::rapanui::stateFromView(view, *board, s, error) &&
           rano::rapanui::viewToJson(s, viewer) == view;
}

QVariantList seatsOf(std::initializer_list<const char*> kinds) {
    QVariantList out;
    for (const char* k : kinds) {
        QVariantMap seat{{QStringLiteral("kind"), QString::fromLatin1(k)}};
        if (QLatin1String(k) == QLatin1String("ai"))
            seat[QStringLiteral("level")] = QStringLiteral("random");
        out << seat;
    }
    return out;
}
} // namespace

class TestOnlineClient : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useOwnHome(); }

    void parseInvite_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("address");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("code");
        QTest::newRow("address:port/code") << "192.168.1.20:7470/SNWH9SRS"
                                           << "192.168.1.20" << 7470 << "SNWH9SRS";
        QTest::newRow("wss") << "wss://rano.example.org:443/Q7MXK2PA"
                             << "rano.example.org" << 443 << "Q7MXK2PA";
        QTest::newRow("default port, lower case, spaces") << "  host.lan/snwh9srs "
                                                          << "host.lan" << 7469 << "SNWH9SRS";
        QTest::newRow("link") << "rano://10.0.0.2:8000/Q7MXK2PA"
                              << "10.0.0.2" << 8000 << "Q7MXK2PA";
        QTest::newRow("IPv6") << "[::1]:7469/Q7MXK2PA"
                              << "::1" << 7469 << "Q7MXK2PA";
        QTest::newRow("no code") << "192.168.1.20:7469"
                                 << "" << 0 << "";
        QTest::newRow("port too big") << "host:70000/Q7MXK2PA"
                                      << "" << 0 << "";
        QTest::newRow("words") << "join me please"
                               << "" << 0 << "";
    }
    void parseInvite() {
        QFETCH(QString, text);
        QFETCH(QString, address);
        QFETCH(int, port);
        QFETCH(QString, code);
        const QVariantMap m = OnlineClient::parseInvite(text);
        QCOMPARE(m.value(QStringLiteral("address")).toString(), address);
        QCOMPARE(m.value(QStringLiteral("port")).toInt(), port);
        QCOMPARE(m.value(QStringLiteral("code")).toString(), code);
        QCOMPARE(m.value(QStringLiteral("secure")).toBool(), text.startsWith(QLatin1String("wss")));
    }

    // A server serving wss:// (rano-server --cert --key): an invite in wss:// form takes a
    // friend to a seat over TLS, and the table plays through it.
    void joinOverWss() {
        QSslConfiguration tls;
        QCOMPARE(rano::server::readTls(QStringLiteral(RANO_TEST_TLS "/test-cert.pem"),
                                       QStringLiteral(RANO_TEST_TLS "/test-key.pem"), tls),
                 std::string());
        rano::server::Limits limits;
        limits.aiIterations = 30;
        rano::server::Server server(limits, QString(), tls);
        std::vector<std::string> warnings;
        QCOMPARE(server.start(QHostAddress::LocalHost, 0, warnings), std::string());
        QSslConfiguration trusting = QSslConfiguration::defaultConfiguration();
        trusting.setCaCertificates(
            QSslCertificate::fromPath(QStringLiteral(RANO_TEST_TLS "/test-cert.pem")));

        OnlineTable mine;
        mine.client()->setProperty("rememberSeat", false);
        mine.client()->trustForTest(trusting);
        mine.client()->setName(QStringLiteral("Ana"));
        mine.client()->create(QStringLiteral("127.0.0.1"), server.port(),
                              QStringLiteral("rapa-nui-cards"), seatsOf({"me", "open"}), {}, true);
        QTRY_VERIFY_WITH_TIMEOUT(mine.table() != nullptr, kWait);
        QVERIFY(mine.client()->invite().startsWith(QLatin1String("wss://127.0.0.1:")));
        const QVariantMap invite = OnlineClient::parseInvite(mine.client()->invite());
        QVERIFY(invite[QStringLiteral("secure")].toBool());

        OnlineTable friendTable;
        friendTable.client()->setProperty("rememberSeat", false);
        friendTable.client()->trustForTest(trusting);
        friendTable.client()->join(invite[QStringLiteral("address")].toString(),
                                   invite[QStringLiteral("port")].toInt(),
                                   invite[QStringLiteral("code")].toString(), true);
        QTRY_VERIFY_WITH_TIMEOUT(friendTable.table() != nullptr, kWait);
        QCOMPARE(friendTable.client()->seat(), 1);
        // A few choices through TLS.
        for (int n = 0; n < 4; ++n) {
            OnlineTable* decider = nullptr;
            QTRY_VERIFY_WITH_TIMEOUT((decider = mine.table()->humanToDecide() ? &mine
                                                : friendTable.table()->humanToDecide()
                                                    ? &friendTable
                                                    : nullptr) != nullptr,
                                     kWait);
            const int version = decider->client()->version();
            QVERIFY(decider->table()->play(decider->table()->legalTexts().constLast()));
            QTRY_VERIFY_WITH_TIMEOUT(mine.client()->version() > version &&
                                         friendTable.client()->version() > version,
                                     kWait);
        }
        friendTable.client()->leave(true);
        mine.client()->leave(true);
    }

    void clockText() {
        QCOMPARE(OnlineTable::clockText(0), QStringLiteral("0:00"));
        QCOMPARE(OnlineTable::clockText(65'400), QStringLiteral("1:05"));
        QCOMPARE(OnlineTable::clockText(3'723'000), QStringLiteral("1:02:03"));
        QCOMPARE(OnlineTable::clockText(-5), QStringLiteral("0:00"));
    }

    void refusedJoin() {
        OnlineHost host;
        host.setProperty("forTest", true);
        QVERIFY(host.start());
        OnlineTable friendTable;
        friendTable.client()->setProperty("rememberSeat", false);
        friendTable.client()->join(QStringLiteral("127.0.0.1"), host.port(),
                                   QStringLiteral("AAAAAAAA"));
        QTRY_VERIFY_WITH_TIMEOUT(!friendTable.client()->error().isEmpty(), kWait);
        QCOMPARE(friendTable.client()->error(),
                 QStringLiteral("no table has the invite code \"AAAAAAAA\""));
        QCOMPARE(friendTable.client()->status(), QStringLiteral("connected"));
        QCOMPARE(friendTable.table(), nullptr);
    }

    void unreachable() {
        OnlineHost host;
        host.setProperty("forTest", true);
        QVERIFY(host.start());
        const int port = host.port();
        host.stop();
        OnlineClient client;
        client.setProperty("rememberSeat", false);
        client.join(QStringLiteral("127.0.0.1"), port, QStringLiteral("AAAAAAAA"));
        QTRY_COMPARE_WITH_TIMEOUT(client.status(), QStringLiteral("closed"), kWait);
        QVERIFY(
            client.error().startsWith(QStringLiteral("Could not reach 127.0.0.1:%1").arg(port)));
    }

    // A Volcanic Isle table on a random continent: the server draws it and tells it with the
    // first position; the table shows the game on it (not on Mu), and the seat's view reads
    // back exactly on that board.
    void aRandomContinentComesToTheTable() {
        OnlineHost host;
        host.setProperty("forTest", true);
        QVERIFY(host.start());
        OnlineTable mine;
        mine.client()->setProperty("rememberSeat", false);
        mine.client()->create(QStringLiteral("127.0.0.1"), host.port(),
                              QStringLiteral("volcanic-isle"), seatsOf({"me", "ai"}),
                              {{QStringLiteral("continent"), QStringLiteral("random")}});
        QTRY_VERIFY_WITH_TIMEOUT(mine.table() != nullptr, kWait);
        QCOMPARE(mine.error(), QString());
        const auto* table = qobject_cast<VolcanicTable*>(mine.table());
        QVERIFY(table);
        const rano::volcanic::Board& board = table->game()->board();
        QString why;
        const auto mu = continentBoard(-1, why);
        QVERIFY(mu);
        QVERIFY(rano::volcanic::continentToJson(board.continent) !=
                rano::volcanic::continentToJson(mu->continent));
        const nlohmann::json& view = mine.client()->latest()["view"];
        rano::volcanic::State s;
        std::string error;
        QVERIFY2(rano::volcanic::stateFromView(view, board, 7, s, error), error.c_str());
        QCOMPARE(rano::volcanic::viewToJson(s, 0), view);
        mine.client()->leave(true);
    }

    // What the others did since the player last decided is marked on the board, online too:
    // Bo places a Villager on an island space, and Ana's board marks it.
    void othersChoicesAreMarked() {
        OnlineHost host;
        host.setProperty("forTest", true);
        QVERIFY(host.start());
        OnlineTable mine;
        mine.client()->setProperty("rememberSeat", false);
        mine.client()->setName(QStringLiteral("Ana"));
        mine.client()->create(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("rapa-nui"),
                              seatsOf({"me", "open", "open"}), {});
        QTRY_VERIFY_WITH_TIMEOUT(mine.table() != nullptr, kWait);
        auto* table = qobject_cast<RapaNuiTable*>(mine.table());
        QVERIFY(table);
        // Who plays each seat, as the players' boards say it: nobody yet in the open ones.
        QCOMPARE(table->view()->seats()->value(0, "role").toString(), QStringLiteral("human"));
        QCOMPARE(table->view()->seats()->value(1, "role").toString(), QStringLiteral("open seat"));
        const QVariantMap invite = OnlineClient::parseInvite(mine.client()->invite());
        OnlineTable bo, cy;
        int n = 0;
        for (OnlineTable* t : {&bo, &cy}) {
            t->client()->setProperty("rememberSeat", false);
            t->client()->setName(n++ == 0 ? QStringLiteral("Bo") : QStringLiteral("Cy"));
            t->client()->join(invite[QStringLiteral("address")].toString(),
                              invite[QStringLiteral("port")].toInt(),
                              invite[QStringLiteral("code")].toString());
            QTRY_VERIFY_WITH_TIMEOUT(t->table() != nullptr, kWait);
        }
        // Each places a Villager on an island space in turn until Ana decides after Bo.
        const std::array<OnlineTable*, 3> tables = {&mine, &bo, &cy};
        int boSpace = -1;
        QSet<int> othersSince; // the spaces the others took since Ana last decided
        for (int step = 0; step < 12; ++step) {
            OnlineTable* decider = nullptr;
            QTRY_VERIFY_WITH_TIMEOUT((decider = mine.table()->humanToDecide() ? &mine
                                                : bo.table()->humanToDecide() ? &bo
                                                : cy.table()->humanToDecide() ? &cy
                                                                              : nullptr) != nullptr,
                                     kWait);
            if (decider == &mine && boSpace >= 0) break;
            QString choice;
            for (const QString& c : decider->table()->legalTexts())
                if (c.startsWith(QLatin1String("villager ")) && choice.isEmpty()) choice = c;
            if (choice.isEmpty()) choice = decider->table()->legalTexts().constLast();
            const int space = choice.startsWith(QLatin1String("villager "))
                                  ? choice.section(QLatin1Char(' '), 1, 1).toInt()
                                  : -1;
            if (decider == &bo && space >= 0) boSpace = space;
            if (decider == &mine)
                othersSince.clear();
            else if (space >= 0)
                othersSince.insert(space);
            const int version = decider->client()->version();
            QVERIFY(decider->table()->play(choice));
            for (OnlineTable* t : tables)
                QTRY_VERIFY_WITH_TIMEOUT(t->client()->version() > version, kWait);
        }
        QVERIFY(boSpace >= 0);
        QVERIFY(mine.table()->humanToDecide());
        QCOMPARE(table->view()->seats()->value(1, "role").toString(), QStringLiteral("online"));
        QVERIFY2(table->view()->spaces()->value(boSpace, "recent").toBool(),
                 qPrintable(QStringLiteral("space %1").arg(boSpace)));
        // Only what the others did since Ana last decided: her own Villager's space is not.
        int marked = 0;
        for (int i = 0; i < table->view()->spaces()->count(); ++i)
            marked += table->view()->spaces()->value(i, "recent").toBool();
        QCOMPARE(marked, int(othersSince.size()));
        for (OnlineTable* t : tables)
            t->client()->leave(true);
    }

    void playTurns_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("firstSeen");
        QTest::newRow("volcanic-isle") << "volcanic-isle"
                                       << "Volcanic Isle";
        QTest::newRow("rapa-nui-cards") << "rapa-nui-cards"
                                        << "the card game";
        QTest::newRow("rapa-nui") << "rapa-nui"
                                  << "Rapa Nui";
    }
    // The host's player (seat 0) and a friend (seat 1) against a Random AI: each table offers
    // exactly the server's legal choices, exactly when its seat decides; a choice taken on the
    // table reaches the server and comes back as the next position to both; a dropped
    // connection comes back by itself with its token; the app sits down again from its file.
    void playTurns() {
        QFETCH(QString, game);
        OnlineHost host;
        host.setProperty("forTest", true);
        QVERIFY(host.start());
        QVERIFY(host.port() > 0);
        QCOMPARE(host.address(), QStringLiteral("127.0.0.1"));

        OnlineTable mine;
        mine.client()->setName(QStringLiteral("Ana"));
        mine.client()->create(QStringLiteral("127.0.0.1"), host.port(), game,
                              seatsOf({"me", "open", "ai"}), {});
        QTRY_VERIFY_WITH_TIMEOUT(mine.table() != nullptr, kWait);
        QCOMPARE(mine.client()->status(), QStringLiteral("seated"));
        QCOMPARE(mine.client()->seat(), 0);
        QCOMPARE(mine.gameId(), game);
        QCOMPARE(mine.client()->code().size(), 8);
        QCOMPARE(mine.client()->invite(),
                 QStringLiteral("127.0.0.1:%1/%2").arg(host.port()).arg(mine.client()->code()));
        QVERIFY2(mine.table()->online(), qPrintable(mine.error()));
        QCOMPARE(logLine(mine.table(), 0), QStringLiteral("You sit at the online table as Ana."));

        OnlineTable friendTable;
        friendTable.client()->setProperty("rememberSeat", false);
        friendTable.client()->setName(QStringLiteral("Bo"));
        const QVariantMap invite = OnlineClient::parseInvite(mine.client()->invite());
        friendTable.client()->join(invite[QStringLiteral("address")].toString(),
                                   invite[QStringLiteral("port")].toInt(),
                                   invite[QStringLiteral("code")].toString());
        QTRY_VERIFY_WITH_TIMEOUT(friendTable.table() != nullptr, kWait);
        QCOMPARE(friendTable.client()->seat(), 1);
        QCOMPARE(logLine(friendTable.table(), 0),
                 QStringLiteral("You sit at the online table as Bo."));
        QTRY_VERIFY_WITH_TIMEOUT(mine.seats().size() == 3 &&
                                     mine.seats()[1].toMap()[QStringLiteral("connected")].toBool(),
                                 kWait);
        QCOMPARE(mine.seats()[1].toMap()[QStringLiteral("name")].toString(), QStringLiteral("Bo"));
        QCOMPARE(mine.seats()[0].toMap()[QStringLiteral("you")].toBool(), true);
        QCOMPARE(mine.seats()[1].toMap()[QStringLiteral("you")].toBool(), false);
        QCOMPARE(mine.seats()[2].toMap()[QStringLiteral("kind")].toString(), QStringLiteral("ai"));
        // The server's "Yellow (AI random)" is named as this computer names its AIs.
        QCOMPARE(mine.seats()[2].toMap()[QStringLiteral("name")].toString(),
                 QStringLiteral("Hotu"));

        // Eight choices by the two humans, the AI answering in between.
        const std::array<OnlineTable*, 2> tables = {&mine, &friendTable};
        for (int n = 0; n < 8; ++n) {
            OnlineTable* decider = nullptr;
            QTRY_VERIFY_WITH_TIMEOUT(
                [&] {
                    decider = nullptr;
                    const auto& a = mine.client()->latest();
                    const auto& b = friendTable.client()->latest();
                    if (a.is_null() || b.is_null() || a["version"] != b["version"]) return false;
                    for (OnlineTable* t : tables)
                        if (t->client()->latest().contains("legal")) decider = t;
                    return decider != nullptr;
                }(),
                kWait);
            for (OnlineTable* t : tables) {
                QVERIFY(viewRoundTrips(game, t->client()->latest()["view"]));
                // Each table offers the choices the server sent, and only to the seat deciding.
                QCOMPARE(t->error(), QString());
                QCOMPARE(t->table()->humanToDecide(), t == decider);
                QCOMPARE(t->seats()[decider->client()->seat()]
                             .toMap()[QStringLiteral("deciding")]
                             .toBool(),
                         true);
            }
            QStringList sent;
            for (const auto& c : decider->client()->latest()["legal"])
                sent << QString::fromStdString(c.get<std::string>());
            QStringList offered = decider->table()->legalTexts();
            sent.sort();
            offered.sort();
            QCOMPARE(offered, sent);
            const int version = decider->client()->version();
            // The last choice listed: Volcanic Isle lists ending the turn first.
            QVERIFY(decider->table()->play(decider->table()->legalTexts().constLast()));
            QTRY_VERIFY_WITH_TIMEOUT(decider->client()->version() > version, kWait);
        }
        // Every choice is in both logs in the table's own words (the local game's, so in the
        // player's language), naming the players by name, never the server's English lines
        // ("Blue: …"): alike at the end.
        QTRY_COMPARE_WITH_TIMEOUT(friendTable.client()->version(), mine.client()->version(), kWait);
        GameTable* a = mine.table();
        GameTable* b = friendTable.table();
        QVERIFY(a->log()->rowCount() > 8);
        QVERIFY(b->log()->rowCount() > 8);
        QCOMPARE(logLine(b, b->log()->rowCount() - 1), logLine(a, a->log()->rowCount() - 1));
        for (GameTable* t : {a, b}) {
            bool ana = false, bo = false;
            for (int row = 1; row < t->log()->rowCount(); ++row) {
                const QString line = logLine(t, row);
                for (const char* colour : {"Red: ", "Blue: ", "Yellow: "})
                    QVERIFY2(!line.startsWith(QLatin1String(colour)), qPrintable(line));
                QVERIFY2(!line.contains(QLatin1String("(AI ")), qPrintable(line));
                ana = ana || line.startsWith(QLatin1String("Ana "));
                bo = bo || line.startsWith(QLatin1String("Bo "));
            }
            QVERIFY(ana);
            QVERIFY(bo);
        }

        // A clock for each seat, the decider's running.
        QCOMPARE(mine.clocks().size(), 3);
        for (const QString& clock : mine.clocks())
            QVERIFY2(QRegularExpression(QStringLiteral("^\\d+:\\d\\d$")).match(clock).hasMatch(),
                     qPrintable(clock));

        // Take back is offered online: the server asks the others (takeBackAsksTheOthers).
        QCOMPARE(mine.table()->canTakeBack(), true);
        QCOMPARE(mine.table()->takeBackNote(), QString());

        // The friend's connection drops: it comes back with its token to the same seat.
        friendTable.client()->dropForTest();
        QTRY_COMPARE_WITH_TIMEOUT(friendTable.client()->status(), QStringLiteral("reconnecting"),
                                  kWait);
        QTRY_COMPARE_WITH_TIMEOUT(friendTable.client()->status(), QStringLiteral("seated"), kWait);
        QCOMPARE(friendTable.client()->seat(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(friendTable.client()->version(), mine.client()->version(), kWait);

        // The app restarted: the seat kept in its file takes the host's player back to the
        // table (and closes the old connection).
        QFile kept(keptseats::fileFor(mine.client()->tableId(), 0));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const auto file = nlohmann::json::parse(kept.readAll().toStdString());
        QCOMPARE(file["table"].get<std::string>(), mine.client()->tableId().toStdString());
        QCOMPARE(file["seat"].get<int>(), 0);
        OnlineTable again;
        QVERIFY(again.client()->hasSavedSeat());
        QVERIFY(again.client()->resumeSaved());
        QTRY_VERIFY_WITH_TIMEOUT(again.table() != nullptr, kWait);
        QCOMPARE(again.client()->seat(), 0);
        QCOMPARE(again.client()->tableId(), mine.client()->tableId());
        QCOMPARE(again.client()->code(), mine.client()->code());
        QTRY_COMPARE_WITH_TIMEOUT(mine.client()->status(), QStringLiteral("closed"), kWait);
        QCOMPARE(mine.client()->error(),
                 QStringLiteral("This seat was taken up from another connection."));
        again.client()->leave(true);
        QVERIFY(!again.client()->hasSavedSeat());
    }

    // Take back at an online table of the board game (no chance after the setup): with no
    // decision yet it is refused with the server's reason; once Ana decided and Bo after her,
    // Bo is asked (his table's takeBackAsker), refuses, then agrees, and both tables show the
    // position before Ana's decision, each log saying what happened.
    void takeBackAsksTheOthers() {
        OnlineHost host;
        host.setProperty("forTest", true);
        QVERIFY(host.start());
        OnlineTable mine, friendTable;
        mine.client()->setProperty("rememberSeat", false);
        friendTable.client()->setProperty("rememberSeat", false);
        mine.client()->setName(QStringLiteral("Ana"));
        mine.client()->create(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("rapa-nui"),
                              seatsOf({"me", "open"}), {});
        QTRY_VERIFY_WITH_TIMEOUT(mine.table() != nullptr, kWait);
        friendTable.client()->setName(QStringLiteral("Bo"));
        friendTable.client()->join(QStringLiteral("127.0.0.1"), host.port(), mine.client()->code());
        QTRY_VERIFY_WITH_TIMEOUT(friendTable.table() != nullptr, kWait);
        const auto lastLine = [](OnlineTable& t) {
            return logLine(t.table(), t.table()->log()->rowCount() - 1);
        };
        QVERIFY(mine.table()->canTakeBack());
        mine.table()->takeBack();
        QTRY_COMPARE_WITH_TIMEOUT(
            lastLine(mine),
            QStringLiteral("Take back refused: you have made no decision to take back."), kWait);

        // Until Ana has decided and Bo after her.
        int anaAt = -1;
        bool boAfter = false;
        for (int n = 0; n < 400 && !(anaAt >= 0 && boAfter); ++n) {
            QTRY_VERIFY_WITH_TIMEOUT(
                mine.client()->version() == friendTable.client()->version() &&
                    (mine.table()->humanToDecide() || friendTable.table()->humanToDecide()),
                kWait);
            const int version = mine.client()->version();
            OnlineTable& t = mine.table()->humanToDecide() ? mine : friendTable;
            if (&t == &mine) {
                anaAt = version;
                boAfter = false;
            } else {
                boAfter = anaAt >= 0;
            }
            QVERIFY(t.table()->play(t.table()->legalTexts().constFirst()));
            QTRY_VERIFY_WITH_TIMEOUT(t.client()->version() > version, kWait);
        }
        QVERIFY(anaAt >= 0 && boAfter);
        QTRY_COMPARE_WITH_TIMEOUT(friendTable.client()->version(), mine.client()->version(), kWait);
        const int now = mine.client()->version();

        mine.table()->takeBack();
        QTRY_COMPARE_WITH_TIMEOUT(friendTable.takeBackAsker(), QStringLiteral("Ana"), kWait);
        QCOMPARE(lastLine(friendTable),
                 QStringLiteral("Ana asks to take back their last decision."));
        QTRY_COMPARE_WITH_TIMEOUT(
            lastLine(mine),
            QStringLiteral("You ask to take back your last decision: Bo must agree."), kWait);
        QCOMPARE(mine.table()->canTakeBack(), false);
        QCOMPARE(mine.table()->takeBackNote(),
                 QStringLiteral("A take back is asked: wait for the answer."));
        friendTable.answerTakeBack(false);
        QCOMPARE(friendTable.takeBackAsker(), QString());
        QTRY_COMPARE_WITH_TIMEOUT(lastLine(mine),
                                  QStringLiteral("Bo keeps it: nothing is taken back."), kWait);
        QCOMPARE(mine.client()->version(), now);
        QVERIFY(mine.table()->canTakeBack());

        const int rowsBefore = mine.table()->log()->rowCount();
        mine.table()->takeBack();
        QTRY_COMPARE_WITH_TIMEOUT(friendTable.takeBackAsker(), QStringLiteral("Ana"), kWait);
        friendTable.answerTakeBack(true);
        QTRY_COMPARE_WITH_TIMEOUT(mine.client()->version(), anaAt, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(friendTable.client()->version(), anaAt, kWait);
        QCOMPARE(lastLine(mine), QStringLiteral("Your last decision is taken back."));
        // Ana's and Bo's choices left the log, as a take back here makes them: three lines
        // came (asked, agreed, taken back), more went.
        QVERIFY(mine.table()->log()->rowCount() < rowsBefore + 3);
        QCOMPARE(lastLine(friendTable), QStringLiteral("Ana's last decision is taken back."));
        QVERIFY(mine.table()->humanToDecide());
        QVERIFY(mine.table()->canTakeBack());
        mine.client()->leave(true);
        friendTable.client()->leave(true);
    }

    void aFinishedGameLandsInTheLibrary_data() { playTurns_data(); }
    // Two people play a whole game against a Random AI: each finds it in their Library, their
    // own seat's record (their names, the AI's level), which the game's review opens at its
    // end with every choice; the friend's is another file. Back at the table after its end,
    // nothing is added twice.
    void aFinishedGameLandsInTheLibrary() {
        QFETCH(QString, game);
        OnlineHost host;
        host.setProperty("forTest", true);
        QVERIFY(host.start());
        OnlineTable mine, friendTable;
        mine.client()->setName(QStringLiteral("Ana"));
        mine.client()->create(QStringLiteral("127.0.0.1"), host.port(), game,
                              seatsOf({"me", "open", "ai"}), {});
        QTRY_VERIFY_WITH_TIMEOUT(mine.table() != nullptr, kWait);
        friendTable.client()->setProperty("rememberSeat", false);
        friendTable.client()->setName(QStringLiteral("Bo"));
        friendTable.client()->join(QStringLiteral("127.0.0.1"), host.port(), mine.client()->code());
        QTRY_VERIFY_WITH_TIMEOUT(friendTable.table() != nullptr, kWait);

        // Random legal choices (a Moai built whenever one can be), each once per position.
        std::uint64_t lcg = 67;
        std::array<int, 2> sent = {-1, -1};
        const std::array<OnlineTable*, 2> tables = {&mine, &friendTable};
        const auto over = [&] {
            for (OnlineTable* t : tables)
                if (t->libraryFile().isEmpty()) return false;
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (std::size_t i = 0; i < 2; ++i) {
                    OnlineTable* t = tables[i];
                    const QStringList legal = t->table()->legalTexts();
                    if (!t->table()->humanToDecide() || legal.isEmpty() ||
                        t->client()->version() == sent[i])
                        continue;
                    lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
                    QString choice = legal[int((lcg >> 33) % std::uint64_t(legal.size()))];
                    if (legal.contains(QStringLiteral("play moai")))
                        choice = QStringLiteral("play moai");
                    sent[i] = t->client()->version();
                    t->table()->play(choice);
                }
                return over();
            }(),
            120000);

        const QString mineFile = mine.libraryFile(), friendFile = friendTable.libraryFile();
        QVERIFY(mineFile != friendFile);
        QCOMPARE(QFileInfo(mineFile).absolutePath(),
                 QFileInfo(finishedGamesFolder()).absoluteFilePath());
        QCOMPARE(QFileInfo(mineFile).fileName(),
                 QStringLiteral("online-%1-seat1.rano.json").arg(mine.client()->tableId()));
        QVERIFY(QFileInfo::exists(friendFile));
        QCOMPARE(mine.error(), QString());
        QCOMPARE(logLine(mine.table(), mine.table()->log()->rowCount() - 1),
                 QStringLiteral("The game is kept in your Library."));

        QFile file(mineFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto record = nlohmann::json::parse(file.readAll().toStdString());
        QVERIFY(!record.contains("seed"));
        QCOMPARE(record["seen"]["seat"], 0);
        QCOMPARE(record["players"][0]["name"], "Ana");
        QCOMPARE(record["players"][1]["name"], "Bo");
        QCOMPARE(record["players"][2]["level"], "random");
        QCOMPARE(record["choices"].size(), std::size_t(mine.client()->version()));

        GameCatalog catalog;
        auto* review = qobject_cast<Review*>(catalog.replay(game));
        QVERIFY(review);
        QVERIFY2(review->open(mineFile), qPrintable(review->lastError()));
        QCOMPARE(review->count(), mine.client()->version());
        QVERIFY(review->finished());

        // A finished table is no longer kept to come back to: Continue lists it no more.
        QVERIFY(!QFile::exists(keptseats::fileFor(mine.client()->tableId(), 0)));
    }

    // Continue's online tables: each kept seat, the last played first, with whose turn it is
    // as its server tells it now (a peek: the seat is not taken up); a seat an older Rano kept
    // in its one file is listed too; a table forgotten goes with its file; a server gone shows
    // what the player last saw, and why it is not newer.
    void continueListsOnlineTables() {
        OnlineHost host;
        host.setProperty("forTest", true);
        QVERIFY(host.start());
        OnlineTable cards, island;
        cards.client()->setName(QStringLiteral("Ana"));
        cards.client()->create(QStringLiteral("127.0.0.1"), host.port(),
                               QStringLiteral("rapa-nui-cards"), seatsOf({"me", "ai"}), {});
        QTRY_VERIFY_WITH_TIMEOUT(cards.table() != nullptr && cards.table()->humanToDecide(), kWait);
        island.client()->setName(QStringLiteral("Ana"));
        island.client()->create(QStringLiteral("127.0.0.1"), host.port(),
                                QStringLiteral("rapa-nui"), seatsOf({"open", "me"}), {});
        QTRY_VERIFY_WITH_TIMEOUT(island.table() != nullptr, kWait);
        QCOMPARE(island.client()->seat(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(keptseats::fileFor(island.client()->tableId(), 1)),
                                 kWait);
        // One seat as an older Rano kept it, in the data folder's one file.
        const QString old = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                            QStringLiteral("/online-seat.json");
        QVERIFY(QFile::rename(keptseats::fileFor(cards.client()->tableId(), 0), old));
        cards.client()->leave(false);
        island.client()->leave(false);

        OnlineTables list;
        list.refresh();
        QCOMPARE(list.count(), 2);
        QVERIFY(!QFile::exists(old));
        const auto role = [&](int row, OnlineTables::Role r) {
            return list.data(list.index(row), r);
        };
        QTRY_VERIFY_WITH_TIMEOUT(role(0, OnlineTables::CheckedRole).toBool() &&
                                     role(1, OnlineTables::CheckedRole).toBool(),
                                 kWait);
        int cardsRow = role(0, OnlineTables::GameIdRole).toString() == "rapa-nui-cards" ? 0 : 1;
        QCOMPARE(role(cardsRow, OnlineTables::GameIdRole).toString(),
                 QStringLiteral("rapa-nui-cards"));
        QCOMPARE(role(cardsRow, OnlineTables::TurnRole).toString(), QStringLiteral("Your turn"));
        QCOMPARE(role(cardsRow, OnlineTables::YourTurnRole).toBool(), true);
        QCOMPARE(role(cardsRow, OnlineTables::SeatsRole).toString(),
                 QStringLiteral("Ana, Hotu (random bot)"));
        QCOMPARE(role(cardsRow, OnlineTables::ProblemRole).toString(), QString());
        const int islandRow = 1 - cardsRow;
        // The board game's first player is drawn: whoever it is, the list names them.
        const QString turn = role(islandRow, OnlineTables::TurnRole).toString();
        QVERIFY2(turn == QStringLiteral("Your turn") || turn == QStringLiteral("Seat 1's turn"),
                 qPrintable(turn));

        // Sitting down again from the list.
        OnlineTable again;
        QVERIFY(again.client()->resumeKept(role(cardsRow, OnlineTables::PathRole).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(again.table() != nullptr && again.client()->seat() == 0, kWait);
        QCOMPARE(again.gameId(), QStringLiteral("rapa-nui-cards"));
        again.client()->leave(false);

        list.forget(role(islandRow, OnlineTables::PathRole).toString());
        QCOMPARE(list.count(), 1);
        QVERIFY(!QFile::exists(keptseats::fileFor(island.client()->tableId(), 1)));

        host.stop();
        list.refresh();
        QCOMPARE(list.count(), 1);
        QCOMPARE(role(0, OnlineTables::TurnRole).toString(),
                 QStringLiteral("Last seen: Your turn"));
        QTRY_VERIFY_WITH_TIMEOUT(role(0, OnlineTables::TurnRole)
                                     .toString()
                                     .contains(QStringLiteral("cannot be reached")),
                                 kWait);
        list.forget(role(0, OnlineTables::PathRole).toString());
        QCOMPARE(list.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOnlineClient)
#include "tst_onlineclient.moc"
