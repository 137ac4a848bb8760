#include "gametable.h"

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "core/replay_record.h"
#include "gamefiles.h"
#include "seatlook.h"

GameTable::GameTable([[maybe_unused]] const QString& autosaveName, QObject* parent)
    : QObject(parent) {
    connect(&language_, &LanguageWatch::changed, this, &GameTable::retranslate);
    connect(&coach_, &Coach::changed, this, [this] { lightPlaces({}); });
    connect(&coach_, &Coach::progressed, this, &GameTable::autosave);
    coach_.setLastMove([this] { return lastChoiceText(); });
}

void GameTable::retranslate() {
    log_.retranslate();
    coach_.retranslate();
    if (started()) refreshView();
    emit changed();
    emit hintChanged();
}

GameTable::~GameTable() {
    // A search still running finds its result unwanted; a pause wakes up to find the table
    // gone (the game layer waits for its workers).
    if (aiAbort_) *aiAbort_ = true;
    if (hintAbort_) *hintAbort_ = true;
    if (pause_) pause_->start(0);
}

void GameTable::logAway(int count) {
    log_.append(
        [count] {
            return tr("%n choice(s) were made while you were away: the table shows the game as "
                      "it is now.",
                      nullptr, count);
        },
        -1);
}

bool GameTable::humanToDecide() const {
    const int who = decider();
    return who >= 0 && std::size_t(who) < seats_.size() && seats_[std::size_t(who)].human;
}

QString GameTable::deciderName() const {
    const int who = decider();
    return who >= 0 && std::size_t(who) < seats_.size() ? seats_[std::size_t(who)].name : QString();
}

void GameTable::setOnlineTakeBack(bool can, const QString& note) {
    if (can == onlineCanTakeBack_ && note == onlineTakeBackNote_) return;
    onlineCanTakeBack_ = can;
    onlineTakeBackNote_ = note;
    emit changed();
}

bool GameTable::canTakeBack() const {
    if (online_) return started() && onlineCanTakeBack_;
    if (!started() || thinking()) return false;
    for (std::size_t i = takeBackFloor(); i < moveCount(); ++i)
        if (seats_[std::size_t(moverOf(i))].human) return true;
    return false;
}

bool GameTable::request(const QString& choice) {
    if (!humanToDecide()) return false;
    // The coach refuses before anything is asked about the choice.
    if (coachRefuses(choice)) return false;
    if (askBeforeLoss_) {
        if (const QVariantMap question = lossOf(choice); !question.isEmpty()) {
            emit lossAsked(choice, question);
            return false;
        }
    }
    return play(choice);
}

QString GameTable::takeBackNote() const {
    if (online_) return started() ? onlineTakeBackNote_ : QString();
    if (!started() || thinking() || canTakeBack()) return {};
    for (std::size_t i = 0; i < takeBackFloor(); ++i)
        if (seats_[std::size_t(moverOf(i))].human) return takeBackStop();
    return {};
}

QString GameTable::takeBackConsent() const {
    // Online, the server asks the others.
    if (online_ || !canTakeBack()) return {};
    for (std::size_t i = moveCount(); i-- > takeBackFloor();) {
        const int mover = moverOf(i);
        if (!seats_[std::size_t(mover)].human) continue;
        return humanToDecide() && mover != decider() ? seats_[std::size_t(mover)].name : QString();
    }
    return {};
}

void GameTable::setAiDelay(int ms) {
    ms = std::clamp(ms, 0, 5000);
    if (ms == aiDelay_) return;
    aiDelay_ = ms;
    emit aiDelayChanged();
}

QString GameTable::levelName(const QString& level) const {
    return AiLevels::name(level);
}

QString GameTable::levelDescription(const QString& level) const {
    return AiLevels::description(level);
}

QColor GameTable::seatColour(int seat) const {
    return ::seatColour(seat);
}

std::optional<std::vector<SeatSetup>> GameTable::seatsFrom(const QVariantList& seats,
                                                           int maxPlayers,
                                                           bool (*validLevel)(const QString& level),
                                                           bool clearHumanLevel) {
    if (seats.size() < 2 || seats.size() > maxPlayers) return std::nullopt;
    std::vector<SeatSetup> setup;
    for (const QVariant& v : seats) {
        const QVariantMap m = v.toMap();
        SeatSetup s{seatName(m.value(QStringLiteral("name")).toString(), rano::kMaxNameLength),
                    m.value(QStringLiteral("human")).toBool(),
                    m.value(QStringLiteral("level")).toString()};
        if (!s.human && !validLevel(s.level)) return std::nullopt;
        if (s.human && clearHumanLevel) s.level.clear();
        setup.push_back(s);
    }
    return setup;
}

QVariantList GameTable::seatList() const {
    QVariantList seats;
    for (const SeatSetup& s : seats_)
        seats << QVariantMap{{"name", s.name}, {"human", s.human}, {"level", s.level}};
    return seats;
}

namespace {
// The player and `opponents` AIs of `level`.
QVariantList playerAgainst(int opponents, const QString& level) {
    QVariantList seats;
    seats << QVariantMap{{"name", GameTable::tr("Player")}, {"human", true}, {"level", QString()}};
    for (int i = 0; i < opponents && i < 3; ++i)
        seats << QVariantMap{{"name", GameTable::aiName(i)}, {"human", false}, {"level", level}};
    return seats;
}
} // namespace

QString GameTable::aiName(int n) {
    switch (n % 4) {
    case 0:
        return tr("Hotu");
    case 1:
        return tr("Tuki");
    case 2:
        return tr("Ariki");
    default:
        return tr("Moana");
    }
}

void GameTable::quickStart(qint64 seed) {
    quickStartAt(QStringLiteral("medium"), seed);
}

bool GameTable::quickStartAt(const QString& level, qint64 seed) {
    return newGameWith(playerAgainst(3, level), seed, false);
}

bool GameTable::hasCoach() const {
    return QFile::exists(QStringLiteral(":/rano/coach/%1.json").arg(gameId()));
}

bool GameTable::learnToPlay() {
    std::optional<CoachBook> book = CoachBook::shipped(gameId());
    if (!book) {
        lastError_ = tr("This game has no lessons yet.");
        emit autosaveChanged();
        return false;
    }
    if (!newGameWith(playerAgainst(book->players - 1, book->opponents), book->seed, false))
        return false;
    coach_.begin(std::move(*book));
    coachSeen_ = 0;
    tellCoach();
    autosave();
    return true;
}

void GameTable::lightPlaces(const QVariantList& places) {
    light(places.isEmpty() ? coach_.lights() : places);
}

void GameTable::tellCoach() {
    if (!coach_.active() || !(humanToDecide() || over())) return;
    coach_.look(coachLook(std::min(coachSeen_, moveCount())), over() && humanWon());
    coachSeen_ = moveCount();
}

bool GameTable::coachRefuses(const QString& choice) {
    if (coach_.allows(choice)) return false;
    refusal_ = coach_.refusal();
    emit changed();
    return true;
}

bool GameTable::coachLets(const QString& choice) {
    if (coachRefuses(choice)) return false;
    coach_.played(choice);
    return true;
}

void GameTable::playAgain(qint64 seed) {
    newGameWith(seatList(), seed, true);
}

void GameTable::seat(std::vector<SeatSetup> seats) {
    staged_ = false;
    online_ = false;
    letGo_ = false;
    clearHint();
    // A new game, a new file: the game before keeps its own.
    if (!pinned_) {
        autosavePath_ = newGameFilePath(gamesInProgressFolder(), QDateTime::currentDateTime());
        emit autosaveChanged();
    }
    if (!autosavePath_.isEmpty()) removeStaleTemporaries(autosavePath_);
    seats_ = std::move(seats);
    log_.clear();
    skipping_ = false;
    coach_.stop(); // a game is coached only from Learn to play, or resumed as one
    coachSeen_ = 0;
}

void GameTable::newPosition() {
    ++epoch_;
    if (aiAbort_) *aiAbort_ = true;
    if (pause_) pause_->start(0); // the AI turn waiting there wakes up to find itself stale
    if (thinking_) {
        thinking_ = false;
        emit thinkingChanged();
    }
}

QString GameTable::hintReason(const std::vector<double>& chances, std::optional<int> gain) {
    QString why;
    if (chances.size() < 2) {
        why = tr("Why: it is your only choice.");
    } else {
        const int edge = qRound((chances[0] - chances[1]) * 100);
        const int next = qRound(chances[1] * 100);
        why = edge >= 10 ? tr("Why: clearly your best choice; the next best leaves you %1% to win.")
                               .arg(next)
              : edge >= 3
                  ? tr("Why: a little better than the next best (%1% to win).").arg(next)
                  : tr("Why: the AI sees no real difference between these choices yet; any of "
                       "them keeps your chances.");
    }
    if (gain && *gain > 0)
        why += QLatin1Char(' ') + tr("It scores %n point(s) at once.", "", *gain);
    if (gain && *gain < 0)
        why += QLatin1Char(' ') +
               tr("It gives up %n point(s) now for what it brings later.", "", -*gain);
    return why;
}

void GameTable::clearHint() {
    const bool was = hinting_ || hintText_ || !hintChoice_.isEmpty();
    if (hintAbort_) *hintAbort_ = true;
    hinting_ = false;
    hintText_ = nullptr;
    hintChoice_.clear();
    if (was) emit hintChanged();
}

void GameTable::refresh() {
    if (!started()) return;
    refreshView();
    if (humanToDecide() || over()) skipping_ = false;
    emit changed();
    tellCoach();
    if (!humanToDecide() && !over() && aiTurnEpoch_ != epoch_) {
        aiTurnEpoch_ = epoch_;
        startAiTurn();
    }
}

void GameTable::skipToHuman() {
    if (!started() || over() || humanToDecide() || skipping_) return;
    skipping_ = true;
    if (pause_) pause_->start(0);
    emit changed();
}

void GameTable::takeBack() {
    if (!canTakeBack()) return;
    if (online_) {
        emit onlineTakeBack();
        return;
    }
    newPosition();
    clearHint();
    // Undo the AI replies, then the human's own last decision.
    while (moveCount() > takeBackFloor()) {
        const bool human = seats_[std::size_t(moverOf(moveCount() - 1))].human;
        undoLastMove();
        if (human) break;
    }
    // What was undone leaves the log, as if it had not been played.
    log_.dropMovesFrom(int(moveCount()));
    afterTakeBack();
    refresh();
    autosave();
}

QUrl GameTable::savesFolder() const {
    return folderIn(QStandardPaths::DocumentsLocation, QStringLiteral("Rano"));
}

void GameTable::setAutosavePath(const QString& path) {
    pinned_ = true;
    if (path == autosavePath_) return;
    autosavePath_ = path;
    emit autosaveChanged();
}

namespace {
// Where a game autosaved at `path` goes once over: the finished games' folder, or for a file
// a test chose, "finished" beside it.
QString finishedPath(const QString& path, bool pinned) {
    const QFileInfo file(path);
    const QString folder =
        pinned ? file.absolutePath() + QStringLiteral("/finished") : finishedGamesFolder();
    return folder + QLatin1Char('/') + file.fileName();
}

bool sameFile(const QString& a, const QString& b) {
    return !a.isEmpty() && !b.isEmpty() &&
           QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}
} // namespace

bool GameTable::hasGame(const QString& path) const {
    return started() && !over() && !letGo_ && !staged_ && sameFile(localPath(path), autosavePath_);
}

QString GameTable::picturePath() const {
    if (autosavePath_.isEmpty()) return QString();
    QDir().mkpath(libraryPicturesFolder());
    return libraryPicturesFolder() + u'/' + QFileInfo(autosavePath_).fileName() +
           QStringLiteral(".png");
}

void GameTable::letGo(const QString& path) {
    if (!hasGame(path)) return;
    letGo_ = true;
    newPosition(); // an AI thinking or about to stops here
    clearHint();
    emit autosaveChanged();
}

bool GameTable::canResume() const {
    if (started() && !over() && !letGo_) return false; // a game is already on the table
    return !autosavePath_.isEmpty() && QFileInfo::exists(autosavePath_);
}

bool GameTable::autosaveNewerThan(const QString& otherPath) const {
    const QFileInfo mine(autosavePath_), other(otherPath);
    if (!mine.exists()) return false;
    return !other.exists() || mine.lastModified() >= other.lastModified();
}

QString GameTable::gameOfFile(const QString& pathOrUrl) const {
    return gameOfReplay(localPath(pathOrUrl));
}

void GameTable::autosave() {
    if (!started() || autosavePath_.isEmpty() || staged_ || letGo_) return;
    // A game over goes to the finished games, one in progress (again, after taking back its
    // end) among the games in progress: written there first, then gone from the other place.
    const QString finished = finishedPath(autosavePath_, pinned_);
    const QString target = over() ? finished : autosavePath_;
    const QString other = over() ? autosavePath_ : finished;
    const QString folder = QFileInfo(target).absolutePath();
    QDir().mkpath(folder);
    const QString error = writeFileAtomically(target, gameText(-1));
    if (error.isEmpty() && QFileInfo::exists(other)) {
        QFile::remove(other);
        emit autosaveChanged();
    }
    // The player hears of a failing autosave once, in the window, and plays on; the previous
    // good autosave stays (writeFileAtomically never replaces it with a half-written one).
    const QString problem =
        error.isEmpty() ? QString()
                        : tr("Rano cannot autosave this game in %1: %2. You can play on; Save "
                             "keeps it in another folder.")
                              .arg(QDir::toNativeSeparators(folder), error);
    if (problem == autosaveProblem_) return;
    if (!problem.isEmpty())
        qWarning("Rano: cannot autosave to %s: %s", qPrintable(autosavePath_), qPrintable(error));
    autosaveProblem_ = problem;
    emit autosaveProblemChanged();
}

bool GameTable::resume() {
    removeStaleTemporaries(autosavePath_);
    if (!QFileInfo::exists(autosavePath_)) {
        lastError_ = tr("There is no saved game to continue.");
        emit autosaveChanged();
        return false;
    }
    return loadGame(autosavePath_);
}

bool GameTable::loadGame(const QString& pathOrUrl) {
    lastError_.clear();
    const QString path = localPath(pathOrUrl);
    std::string error;
    if (!readGame(path, error)) {
        lastError_ = tr("The saved game %1 cannot be read: %2")
                         .arg(QDir::toNativeSeparators(path), QString::fromStdString(error));
        emit autosaveChanged();
        return false;
    }
    // A game continued from the games in progress goes on in its own file (or, over, moves to
    // the finished ones); one from anywhere else becomes a game in progress of its own, and
    // the file it came from is left as it was.
    if (!pinned_) {
        const QFileInfo file(path);
        if (file.absolutePath() == QFileInfo(gamesInProgressFolder()).absoluteFilePath()) {
            autosavePath_ = file.absoluteFilePath();
            if (over()) autosave(); // it ended before its file could move (a crash): now
        } else if (!over()) {
            autosave(); // its own file among the games in progress, from now on
        }
    }
    emit autosaveChanged();
    return true;
}

bool GameTable::saveGameNamed(const QString& name) {
    return saveGame(savesFolder().toLocalFile() + QLatin1Char('/') +
                    fileNameFor(name, QStringLiteral("game")) + QStringLiteral(".rano.json"));
}

bool GameTable::saveGame(const QString& pathOrUrl) {
    lastError_.clear();
    if (!started()) return false;
    const QString path = localPath(pathOrUrl);
    if (const QString error = writeFileAtomically(path, gameText(1)); !error.isEmpty()) {
        lastError_ =
            tr("The game cannot be saved to %1: %2").arg(QDir::toNativeSeparators(path), error);
        emit autosaveChanged();
        return false;
    }
    log_.append([path] { return tr("Game saved to %1.").arg(QDir::toNativeSeparators(path)); }, -1);
    emit saved(QDir::toNativeSeparators(path));
    return true;
}
