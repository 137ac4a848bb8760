#include "library.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <algorithm>

#include "gamefiles.h"
#include "languagewatch.h"
#include "seatlook.h"

namespace {

// How often the list is read again while the worker fills the index: often enough to see it
// grow, seldom enough that ten thousand cards never slow the window (at least eight times as
// long as the last reading took).
constexpr qint64 kReloadEveryMs = 700;

} // namespace

Library::Library(QObject* parent)
    : QAbstractListModel(parent), trash_(deletedGamesFolder()), index_(new LibraryIndex) {
    LanguageWatch::rewrites(this);
    connect(&scan_, &LibraryScan::opened, this, &Library::scanOpened);
    connect(&scan_, &LibraryScan::progressed, this, &Library::scanProgressed);
    connect(&scan_, &LibraryScan::finished, this, &Library::scanFinished);
    startScan();
}

Library::~Library() = default;

QString Library::indexFile() {
    return libraryIndexFile();
}

QVector<LibraryIndex::Folder> Library::gameFolders() {
    return {{gamesInProgressFolder(), LibraryStatus::InProgress},
            {finishedGamesFolder(), LibraryStatus::Finished},
            {abandonedGamesFolder(), LibraryStatus::Abandoned}};
}

QUrl Library::exportFolder() const {
    return folderIn(QStandardPaths::DocumentsLocation, QStringLiteral("Rano"));
}

QString Library::deletedFolder() {
    return deletedGamesFolder();
}

void Library::setError(const QString& error) {
    if (error == lastError_) return;
    lastError_ = error;
    emit lastErrorChanged();
}

void Library::refresh() {
    // Games from before the library, and games an older index missed, are found here: the
    // folders are the truth and the index follows them.
    if (scanning_) {
        scanAgain_ = true;
        return;
    }
    startScan();
}

void Library::startScan() {
    scanAgain_ = false;
    scanned_ = toScan_ = 0;
    sinceReload_.start();
    scanning_ = scan_.start(indexFile(), gameFolders());
    emit scanChanged();
}

QString Library::indexError(LibraryIndex::Problem problem, const QString& why) const {
    switch (problem) {
    case LibraryIndex::Problem::Busy:
        return tr("Another Rano is writing the library's index: the list may be incomplete "
                  "until it is done. Your games are safe.");
    case LibraryIndex::Problem::Damaged:
    case LibraryIndex::Problem::Newer:
        return tr("The library's index could not be read (%1): it was set aside and is being "
                  "built again from your game files.")
            .arg(why);
    case LibraryIndex::Problem::Failed:
        return tr("The library's index cannot be used (%1). Your game files are untouched.")
            .arg(why);
    case LibraryIndex::Problem::None:
        break;
    }
    return {};
}

void Library::scanOpened(bool ok, bool rebuilt, LibraryIndex::Problem problem,
                         const QString& error) {
    if (!ok) {
        setError(indexError(problem, error));
        return;
    }
    if (rebuilt != rebuilt_) {
        rebuilt_ = rebuilt;
        emit countChanged();
    }
    setError(rebuilt ? indexError(LibraryIndex::Problem::Damaged, error) : QString());
    // The window's own connection, for reading (and for deleting): the worker made the
    // schema, so this only opens it.
    if (!index_->isOpen()) {
        // The window never waits long: the worker has waited for a busy index already.
        index_->setBusyTimeout(1000);
        index_->setBusyTries(1);
        if (!index_->open(indexFile()))
            setError(indexError(index_->problem(), index_->lastError()));
    }
    reload();
}

void Library::scanProgressed(int read, int toRead) {
    scanned_ = read;
    toScan_ = toRead;
    emit scanChanged();
    if (sinceReload_.elapsed() < std::max(kReloadEveryMs, 8 * lastReloadMs_)) return;
    QElapsedTimer took;
    took.start();
    reload();
    emit gamesChanged();
    lastReloadMs_ = took.elapsed();
    sinceReload_.start();
}

void Library::scanFinished(bool ok, LibraryIndex::Problem problem, const QString& error) {
    if (!ok) setError(indexError(problem, error));
    scanned_ = toScan_ = 0;
    reload();
    emit gamesChanged();
    if (scanAgain_) {
        startScan();
        return;
    }
    scanning_ = false;
    emit scanChanged();
}

void Library::reload() {
    beginResetModel();
    rows_ = index_->isOpen() ? index_->find(filter_) : QVector<LibraryEntry>();
    endResetModel();
    total_ = index_->isOpen() ? index_->count() : 0;
    emit countChanged();
}

void Library::setGameFilter(const QString& id) {
    if (id == filter_.gameId) return;
    filter_.gameId = id;
    emit filterChanged();
    reload();
}

void Library::setLevelFilter(const QString& level) {
    if (level == filter_.level) return;
    filter_.level = level;
    emit filterChanged();
    reload();
}

void Library::setResultFilter(const QString& result) {
    if (result == filter_.result) return;
    filter_.result = result;
    emit filterChanged();
    reload();
}

void Library::setSearch(const QString& text) {
    if (text == filter_.text) return;
    filter_.text = text;
    emit filterChanged();
    reload();
}

void Library::setLanguage(const QString& code) {
    if (code == language_) return;
    language_ = code;
    emit languageChanged();
    if (!rows_.isEmpty()) emit dataChanged(index(0), index(count() - 1));
}

QVector<LibraryEntry> Library::allEntries() const {
    return index_->isOpen() ? index_->find({}) : QVector<LibraryEntry>();
}

QString Library::path(int row) const {
    return row >= 0 && row < count() ? rows_[row].path : QString();
}

QString Library::gameId(int row) const {
    return row >= 0 && row < count() ? rows_[row].gameId : QString();
}

bool Library::remove(int row) {
    if (row < 0 || row >= count()) return false;
    const LibraryEntry e = rows_[row];
    QString why;
    const QString folder = trash_.folder();
    // A move reads nothing: whatever the file is (a huge one, a link to a device), it goes.
    const QString trash = folder.isEmpty() ? QString() : moveGameFile(e.path, folder, &why);
    if (trash.isEmpty()) {
        setError(
            tr("The game cannot be deleted: %1")
                .arg(folder.isEmpty() ? tr("the folder of deleted games cannot be made") : why));
        return false;
    }
    // A card the index keeps for a moment is harmless: the folders' next look removes it.
    const bool unlisted = index_->remove(e.path);
    deleted_ = {trash, QFileInfo(e.path).absolutePath(), e.status,
                QLocale(language_).toString(e.played, QLocale::ShortFormat)};
    emit deletedChanged();
    setError(unlisted ? QString() : indexError(index_->problem(), index_->lastError()));
    reload();
    emit gamesChanged();
    return true;
}

bool Library::undo() {
    if (deleted_.trashPath.isEmpty()) return false;
    QString why;
    const QString back = moveGameFile(deleted_.trashPath, deleted_.folder, &why);
    if (back.isEmpty()) {
        setError(tr("The game cannot be brought back: %1").arg(why));
        return false;
    }
    const LibraryStatus status = deleted_.status;
    deleted_ = {};
    emit deletedChanged();
    setError(QString());
    // The one game back in the index at once (one file, at most 8 MB); the folders' next
    // look would find it too.
    if (!index_->put(readLibraryEntry(back, status)))
        setError(indexError(index_->problem(), index_->lastError()));
    reload();
    emit gamesChanged();
    return true;
}

QString Library::exportName(int row) const {
    if (row < 0 || row >= count()) return QString();
    const LibraryEntry& e = rows_[row];
    return (e.gameId.isEmpty() ? QStringLiteral("game") : e.gameId) + u'-' +
           e.played.toString(QStringLiteral("yyyy-MM-dd-hhmmss")) + QStringLiteral(".rano.json");
}

bool Library::exportGame(int row, const QString& target) {
    if (row < 0 || row >= count()) return false;
    // Only a regular file of at most 8 MB is read: never a device, a FIFO or a huge file.
    QByteArray bytes;
    if (const QString why = readGameBytes(rows_[row].path, bytes); !why.isEmpty()) {
        setError(tr("The game cannot be read: %1").arg(why));
        return false;
    }
    const QString to = localPath(target);
    if (const QString why = writeFileAtomically(to, bytes); !why.isEmpty()) {
        setError(tr("The game cannot be written to %1: %2").arg(QDir::toNativeSeparators(to), why));
        return false;
    }
    setError(QString());
    return true;
}

int Library::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

namespace {

QString resultText(const QString& result) {
    if (result == u"won") return Library::tr("Won");
    if (result == u"lost") return Library::tr("Lost");
    if (result == u"shared") return Library::tr("Shared win");
    if (result == u"playing") return Library::tr("In progress");
    if (result == u"abandoned") return Library::tr("Abandoned");
    if (result == u"watched") return Library::tr("AIs only");
    if (result == u"unreadable") return Library::tr("Cannot be read");
    return QString();
}

QString endText(const QString& reason) {
    if (reason == u"two-volcanoes") return Library::tr("Two Volcanoes or fewer left");
    if (reason == u"fissure-supply") return Library::tr("The Fissures ran out");
    if (reason == u"no-fissure-possible") return Library::tr("No Fissure could be laid");
    if (reason == u"rule" || reason == u"deck-out") return Library::tr("Played to the end");
    if (reason == u"round-cap") return Library::tr("Round limit");
    return reason;
}

} // namespace

QVariant Library::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LibraryEntry& e = rows_[index.row()];
    switch (role) {
    case PathRole:
        return e.path;
    case GameIdRole:
        return e.gameId;
    case SeatsRole:
        return AiLevels::seatsInWords(e.seats);
    case PlayedTextRole:
        return QLocale(language_).toString(e.played, QLocale::ShortFormat);
    case ScoresTextRole: {
        QStringList scores;
        for (int s = 0; s < e.scores.size(); ++s)
            scores << tr("%1 %2", "a seat's name and its score")
                          .arg(s < e.seats.size() ? e.seats[s].name : QString::number(s + 1),
                               QLocale(language_).toString(e.scores[s]));
        return scores.join(QStringLiteral(" · "));
    }
    case ResultRole:
        return e.result;
    case ResultTextRole:
        return resultText(e.result);
    case LengthTextRole:
        if (!e.problem.isEmpty()) return QString();
        return e.lengthUnit == u"turns" ? tr("%n turn(s)", "", e.length)
                                        : tr("%n round(s)", "", e.length);
    case EndTextRole:
        return endText(e.endReason);
    case InProgressRole:
        return e.status == LibraryStatus::InProgress;
    case ProblemRole:
        return e.problem;
    case PictureRole: {
        const QString picture =
            libraryPicturesFolder() + u'/' + QFileInfo(e.path).fileName() + QStringLiteral(".png");
        return QFileInfo::exists(picture) ? QUrl::fromLocalFile(picture) : QUrl();
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> Library::roleNames() const {
    return {
        {PathRole, "path"},
        {GameIdRole, "gameId"},
        {SeatsRole, "seats"},
        {PlayedTextRole, "playedText"},
        {ScoresTextRole, "scoresText"},
        {ResultRole, "result"},
        {ResultTextRole, "resultText"},
        {LengthTextRole, "lengthText"},
        {EndTextRole, "endText"},
        {InProgressRole, "inProgress"},
        {ProblemRole, "problem"},
        {PictureRole, "picture"},
    };
}
