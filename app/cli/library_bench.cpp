#include "library_bench.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "ai/level.h"
#include "games/registry.h"
#include "libraryindex.h"

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// N game files (a few bytes each: only their names, sizes and times matter to the index) and
// a card for each, of every game, seat count, level and result in turn.
bool fillLibrary(const QString& folder, const QString& indexFile, int games) {
    const QString ids[] = {QStringLiteral("volcanic-isle"), QStringLiteral("rapa-nui"),
                           QStringLiteral("rapa-nui-cards")};
    const QString levels[] = {QStringLiteral("easy"), QStringLiteral("medium"),
                              QStringLiteral("hard"), QStringLiteral("expert")};
    const QString names[] = {QStringLiteral("Ana"), QStringLiteral("Hotu"), QStringLiteral("Tuki"),
                             QStringLiteral("Moana")};
    QVector<LibraryEntry> cards;
    for (int n = 0; n < games; ++n) {
        const QString path =
            folder + QStringLiteral("/game-%1.rano.json").arg(n, 6, 10, QChar(u'0'));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write("{}\n") != 3) return false;
        f.close();
        const QFileInfo info(path);
        LibraryEntry e;
        e.path = info.absoluteFilePath();
        e.gameId = ids[n % 3];
        e.played = info.lastModified();
        e.size = info.size();
        const int players = 2 + n % 3;
        for (int p = 0; p < players; ++p) {
            e.seats.append({names[p], p == 0 ? QString() : levels[(n + p) % 4]});
            e.scores.append(20 + (n * 7 + p * 13) % 50);
        }
        e.winners = {n % players};
        e.length = 10 + n % 20;
        e.lengthUnit = QStringLiteral("rounds");
        e.endReason = QStringLiteral("rule");
        e.choices = 300;
        e.result = libraryResult(e.seats, e.winners, e.status);
        cards.append(e);
    }
    LibraryIndex index;
    return index.open(indexFile) && index.putAll(cards);
}

// N real game files, not yet in any index: one greedy game of each of the three games played
// to its end, copied in turn, each file read through its engine at the look, as a first start
// after years of games (or after a rebuild) meets them.
bool writeRealGames(const QString& folder, int games) {
    QVector<QByteArray> models;
    for (const char* id : {"volcanic-isle", "rapa-nui", "rapa-nui-cards"}) {
        std::string error;
        auto game = rano::games::findGame(id)->start(2, 7, nlohmann::json::object(), false, error);
        const auto greedy = rano::ai::aiLevelFromName("ai:greedy");
        if (!game || !greedy) return false;
        while (!game->over()) {
            game->think(*greedy, 7 + game->choices(), 1, 0);
            if (!game->playThought(0).empty()) return false;
        }
        const std::vector<rano::Seat> seats = {{"Ana", true, ""}, {"Hotu", false, "greedy"}};
        models.append(QByteArray::fromStdString(game->replayFile(seats).dump(1)));
    }
    for (int n = 0; n < games; ++n) {
        QFile f(folder + QStringLiteral("/game-%1.rano.json").arg(n, 6, 10, QChar(u'0')));
        const QByteArray& bytes = models[n % models.size()];
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return false;
    }
    return true;
}

// --cold: the first look at N games no index knows, as the Library's worker runs it: how long
// until the first batch is listed, and until the last.
int coldBench(int games) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("Games"));
    const QString indexFile = dir.filePath(QStringLiteral("library.sqlite"));
    if (!dir.isValid() || !QDir().mkpath(folder) || !writeRealGames(folder, games)) {
        std::fprintf(stderr, "rano-cli bench: cannot write %d games in %s\n", games,
                     qPrintable(dir.path()));
        return 1;
    }
    QElapsedTimer t;
    t.start();
    LibraryIndex index;
    if (!index.open(indexFile)) return 1;
    const double openMs = double(t.nsecsElapsed()) / 1e6;
    double firstBatchMs = -1;
    LibraryIndex::SyncReport report;
    if (!index.sync({{folder, LibraryStatus::Finished}}, &report, [&](int, int) {
            if (firstBatchMs < 0) firstBatchMs = double(t.nsecsElapsed()) / 1e6;
            return true;
        }))
        return 1;
    const double allMs = double(t.nsecsElapsed()) / 1e6;
    const nlohmann::json line = {{"games", games},       {"cold", true},
                                 {"read", report.added}, {"listed", index.count()},
                                 {"open_ms", openMs},    {"first_batch_ms", firstBatchMs},
                                 {"all_read_ms", allMs}, {"ms_per_game", allMs / games}};
    std::printf("%s\n", line.dump().c_str());
    return 0;
}

} // namespace

int runLibraryBench(const std::vector<std::string>& args) {
    int games = 10000, runs = 9;
    bool cold = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--cold") cold = true;
        if (i + 1 >= args.size()) continue;
        if (args[i] == "--library") games = std::atoi(args[i + 1].c_str());
        if (args[i] == "--runs") runs = std::atoi(args[i + 1].c_str());
    }
    if (games < 1 || runs < 1) {
        std::fprintf(stderr, "rano-cli bench: --library N and --runs R need numbers above 0\n");
        return 2;
    }
    int argc = 1;
    char name[] = "rano-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv); // Qt SQL finds its SQLite driver through the application
    if (cold) return coldBench(games);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("Games"));
    const QString indexFile = dir.filePath(QStringLiteral("library.sqlite"));
    if (!dir.isValid() || !QDir().mkpath(folder) || !fillLibrary(folder, indexFile, games)) {
        std::fprintf(stderr, "rano-cli bench: cannot make a library of %d games in %s\n", games,
                     qPrintable(dir.path()));
        return 1;
    }
    // Opening as the Library screen does: the index, a sync with the folder (every file
    // unchanged), then every card, newest first.
    std::vector<double> open;
    int listed = 0;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        LibraryIndex index;
        if (!index.open(indexFile) || !index.sync({{folder, LibraryStatus::Finished}})) return 1;
        listed = int(index.find({}).size());
        open.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    LibraryIndex index;
    index.open(indexFile);
    const std::pair<const char*, LibraryFilter> filters[] = {
        {"game", {QStringLiteral("rapa-nui"), {}, {}, {}}},
        {"level", {{}, QStringLiteral("hard"), {}, {}}},
        {"result", {{}, {}, QStringLiteral("won"), {}}},
        {"text", {{}, {}, {}, QStringLiteral("moana")}},
        {"all",
         {QStringLiteral("volcanic-isle"), QStringLiteral("expert"), QStringLiteral("lost"),
          QStringLiteral("tuki")}},
    };
    nlohmann::json filterMs = nlohmann::json::object(), matched = nlohmann::json::object();
    double worst = 0;
    for (const auto& [label, filter] : filters) {
        std::vector<double> ms;
        for (int r = 0; r < runs; ++r) {
            QElapsedTimer t;
            t.start();
            matched[label] = index.find(filter).size();
            ms.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        filterMs[label] = median(ms);
        worst = std::max(worst, median(ms));
    }
    const nlohmann::json line = {{"games", games},
                                 {"runs", runs},
                                 {"listed", listed},
                                 {"open_ms_median", median(open)},
                                 {"filter_ms_median", filterMs},
                                 {"filter_ms_worst_median", worst},
                                 {"matched", matched}};
    std::printf("%s\n", line.dump().c_str());
    return 0;
}
