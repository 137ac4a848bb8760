#include "libraryentry.h"

#include <QFile>
#include <QFileInfo>

#include "core/json_file.h"
#include "core/replay_record.h"
#include "games/registry.h"

QString libraryResult(const QVector<LibrarySeat>& seats, const QVector<int>& winners,
                      LibraryStatus status) {
    if (status == LibraryStatus::InProgress) return QStringLiteral("playing");
    if (status == LibraryStatus::Abandoned) return QStringLiteral("abandoned");
    bool human = false, humanWon = false;
    for (int s = 0; s < seats.size(); ++s) {
        if (!seats[s].level.isEmpty()) continue;
        human = true;
        humanWon = humanWon || winners.contains(s);
    }
    if (!human) return QStringLiteral("watched");
    if (!humanWon) return QStringLiteral("lost");
    return winners.size() > 1 ? QStringLiteral("shared") : QStringLiteral("won");
}

LibraryEntry readLibraryEntry(const QString& path, LibraryStatus status) {
    LibraryEntry e;
    const QFileInfo info(path);
    e.path = info.absoluteFilePath();
    e.status = status;
    e.played = info.lastModified();
    e.size = info.size();
    nlohmann::json j;
    std::string error;
    if (!rano::readJsonFile(QFile::encodeName(e.path).toStdString(), j, error)) {
        e.problem = QString::fromStdString(error);
        e.result = unreadableResult();
        return e;
    }
    e.gameId = j.is_object() ? QString::fromStdString(rano::replayGame(j)) : QString();
    const rano::games::GameEntry* entry = rano::games::gameOfFile(j);
    std::vector<rano::Seat> seats;
    const std::unique_ptr<rano::games::AnyGame> game =
        entry ? entry->open(j, seats, error) : nullptr;
    if (!entry) error = "not a game this Rano plays";
    if (!game) {
        e.problem = QString::fromStdString(error);
        e.result = unreadableResult();
        return e;
    }
    for (const rano::Seat& s : seats)
        e.seats.append({QString::fromStdString(s.name),
                        s.human ? QString() : QString::fromStdString(s.level)});
    for (int p = 0; p < game->players(); ++p)
        e.scores.append(game->score(p));
    if (game->over())
        for (int w : game->winners())
            e.winners.append(w);
    e.lengthUnit = QString::fromLatin1(entry->lengthUnit);
    e.length = game->length();
    e.endReason = QString::fromLatin1(game->endReason());
    e.choices = int(game->choices());
    // A finished game's file left among the games in progress (a crash before it moved) is
    // still finished; a game in progress moved to the finished games is not.
    if (game->over() && status == LibraryStatus::InProgress) e.status = LibraryStatus::Finished;
    e.result = libraryResult(e.seats, e.winners, e.status);
    return e;
}
