#include "gamesinprogress.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>

#include "gamefiles.h"
#include "languagewatch.h"
#include "seatlook.h"

GamesInProgress::GamesInProgress(QObject* parent) : QAbstractListModel(parent) {
    LanguageWatch::rewrites(this);
    refresh();
}

QString GamesInProgress::folder() const {
    return QDir::toNativeSeparators(gamesInProgressFolder());
}

QString GamesInProgress::finishedFolder() const {
    return QDir::toNativeSeparators(finishedGamesFolder());
}

QString GamesInProgress::abandonedFolder() const {
    return QDir::toNativeSeparators(abandonedGamesFolder());
}

void GamesInProgress::setLanguage(const QString& code) {
    if (code == language_) return;
    language_ = code;
    emit languageChanged();
    if (!rows_.isEmpty()) emit dataChanged(index(0), index(count() - 1), {LastPlayedTextRole});
}

GamesInProgress::Row GamesInProgress::read(const QString& path) {
    // Read as the library reads every game file (libraryentry.h).
    const LibraryEntry e = readLibraryEntry(path, LibraryStatus::InProgress);
    Row row;
    row.path = path;
    row.gameId = e.gameId;
    row.seats = e.seats;
    row.lengthUnit = e.lengthUnit;
    // A game counts its rounds from the one in play, its turns (the card game) by those
    // completed: the list names the one in play, as the table does.
    row.length = e.length + (e.lengthUnit == u"turns" ? 1 : 0);
    row.choices = e.choices;
    row.problem = e.problem;
    return row;
}

void GamesInProgress::refresh() {
    if (!adopted_) {
        adoptOldAutosaves();
        adopted_ = true;
    }
    const QDir dir(gamesInProgressFolder());
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("*.rano.json")}, QDir::Files);
    QVector<Row> rows;
    QHash<QString, Row> known;
    for (const QFileInfo& file : files) {
        const QString path = file.absoluteFilePath();
        const auto was = known_.constFind(path);
        Row row = was != known_.cend() && was->lastPlayed == file.lastModified() &&
                          was->size == file.size()
                      ? *was
                      : read(path);
        row.lastPlayed = file.lastModified();
        row.size = file.size();
        known.insert(path, row);
        rows.append(row);
    }
    // Newest first; games last played in the same moment by their names, the later start
    // first ("2026-11-27-190302-2" after "2026-11-27-190302").
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        if (a.lastPlayed != b.lastPlayed) return a.lastPlayed > b.lastPlayed;
        return a.path.size() != b.path.size() ? a.path.size() > b.path.size() : a.path > b.path;
    });
    beginResetModel();
    rows_ = std::move(rows);
    known_ = std::move(known);
    endResetModel();
    emit countChanged(); // also when the rows changed but not their number: bindings on them
}

QString GamesInProgress::path(int row) const {
    return row >= 0 && row < count() ? rows_[row].path : QString();
}

QString GamesInProgress::gameId(int row) const {
    return row >= 0 && row < count() ? rows_[row].gameId : QString();
}

bool GamesInProgress::abandon(const QString& path) {
    const QString file = QFileInfo(localPath(path)).absoluteFilePath();
    const auto at = std::find_if(rows_.cbegin(), rows_.cend(),
                                 [&file](const Row& r) { return r.path == file; });
    QString error;
    if (at == rows_.cend()) {
        error = tr("This game is not among the games in progress.");
    } else if (QString why; moveGameFile(file, abandonedGamesFolder(), &why).isEmpty()) {
        error = tr("The game cannot be moved to %1: %2")
                    .arg(QDir::toNativeSeparators(abandonedGamesFolder()), why);
    } else {
        const int row = int(at - rows_.cbegin());
        beginRemoveRows({}, row, row);
        rows_.remove(row);
        known_.remove(file);
        endRemoveRows();
        emit countChanged();
    }
    if (error != lastError_) {
        lastError_ = error;
        emit lastErrorChanged();
    }
    return error.isEmpty();
}

int GamesInProgress::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant GamesInProgress::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case PathRole:
        return r.path;
    case GameIdRole:
        return r.gameId;
    case SeatsRole:
        return AiLevels::seatsInWords(r.seats);
    case RoundRole:
        return r.length;
    case RoundTextRole:
        if (!r.problem.isEmpty()) return QString();
        return r.lengthUnit == u"turns" ? tr("Turn %1").arg(r.length)
                                        : tr("Round %1").arg(r.length);
    case ChoicesRole:
        return r.choices;
    case LastPlayedRole:
        return r.lastPlayed;
    case LastPlayedTextRole:
        return QLocale(language_).toString(r.lastPlayed, QLocale::ShortFormat);
    case ProblemRole:
        return r.problem;
    default:
        return {};
    }
}

QHash<int, QByteArray> GamesInProgress::roleNames() const {
    return {
        {PathRole, "path"},
        {GameIdRole, "gameId"},
        {SeatsRole, "seats"},
        {RoundRole, "round"},
        {RoundTextRole, "roundText"},
        {ChoicesRole, "choices"},
        {LastPlayedRole, "lastPlayed"},
        {LastPlayedTextRole, "lastPlayedText"},
        {ProblemRole, "problem"},
    };
}
