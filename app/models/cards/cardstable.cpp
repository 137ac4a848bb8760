#include "cardstable.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "cardsgamefile.h"
#include "gamefiles.h"

using namespace rano::cards;

namespace {
std::size_t u(int i) {
    return std::size_t(i);
}

const char* choiceKindWord(ChoiceKind k) {
    switch (k) {
    case ChoiceKind::Skip:
        return "skip";
    case ChoiceKind::Buy:
        return "buy";
    case ChoiceKind::Lumberjack:
    case ChoiceKind::Priest:
    case ChoiceKind::Moai:
    case ChoiceKind::Hunters:
        return "play";
    case ChoiceKind::DiscardMoai:
        return "discard";
    case ChoiceKind::Sacrifice:
        return "sacrifice";
    case ChoiceKind::Offer:
        return "offer";
    case ChoiceKind::Draw:
        return "draw";
    case ChoiceKind::Glory:
        return "glory";
    case ChoiceKind::Wood:
        return "wood";
    case ChoiceKind::Substitute:
        return "take";
    }
    return "";
}
} // namespace

CardsTable::CardsTable(QObject* parent)
    : CardsPosition(parent), choices_({"index", "choice", "label", "kind"}), ai_(this),
      hint_(this) {
    autosavePath_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                    QStringLiteral("/autosave-cards.rano.json");
    aiTimer_.setSingleShot(true);
    connect(&aiTimer_, &QTimer::timeout, this, &CardsTable::startAiIfDue);
}

CardsTable::~CardsTable() {
    aiTimer_.stop();
    ai_.cancel();
    hint_.cancel();
}

bool CardsTable::newGame(const QVariantList& seats, qint64 seed) {
    if (seats.size() < 2 || seats.size() > kMaxPlayers) return false;
    std::vector<SeatSetup> setup;
    for (const QVariant& v : seats) {
        const QVariantMap m = v.toMap();
        SeatSetup s{m.value(QStringLiteral("name")).toString(),
                    m.value(QStringLiteral("human")).toBool(),
                    m.value(QStringLiteral("level")).toString()};
        if (!s.human && !aiLevelFromName(s.level.toStdString())) return false;
        if (s.human) s.level.clear();
        setup.push_back(s);
    }
    cancelAi();
    seed_ = std::uint64_t(seed);
    game_ = std::make_unique<Game>(Options{int(setup.size())}, seed_);
    startTable(std::move(setup));
    rebuildLog();
    autosave();
    return true;
}

void CardsTable::quickStart(qint64 seed) {
    QVariantList seats;
    seats << QVariantMap{{"name", tr("Player")}, {"human", true}, {"level", QString()}};
    const QString names[] = {tr("Hotu"), tr("Tuki"), tr("Ariki")};
    for (const QString& n : names)
        seats << QVariantMap{{"name", n}, {"human", false}, {"level", QStringLiteral("medium")}};
    newGame(seats, seed);
}

void CardsTable::playAgain(qint64 seed) {
    QVariantList seats;
    for (const SeatSetup& s : seatSetup_)
        seats << QVariantMap{{"name", s.name}, {"human", s.human}, {"level", s.level}};
    newGame(seats, seed);
}

bool CardsTable::startFrom(const Game& source, std::size_t steps, std::vector<SeatSetup> seats) {
    if (steps > source.moves().size() || seats.size() != std::size_t(source.state().players))
        return false;
    auto game = std::make_unique<Game>(source.options(), source.seed());
    for (std::size_t i = 0; i < steps; ++i)
        if (!game->play(source.moves()[i].choice, source.moves()[i].ms).empty()) return false;
    if (game->state().over()) return false;
    cancelAi();
    seed_ = source.seed();
    game_ = std::move(game);
    startTable(std::move(seats));
    rebuildLog();
    log_.append(tr("The game goes on from turn %1 of a recorded game.").arg(turn() + 1), -1);
    autosave();
    return true;
}

bool CardsTable::startPosition(const State& s, std::vector<SeatSetup> seats) {
    if (seats.size() != std::size_t(s.players)) return false;
    cancelAi();
    game_ = std::make_unique<Game>(Options{s.players}, 0);
    game_->reset(s);
    startTable(std::move(seats));
    staged_ = true;
    return true;
}

void CardsTable::startTable(std::vector<SeatSetup> seats) {
    staged_ = false;
    clearHint();
    removeStaleTemporaries(autosavePath_);
    seatSetup_ = std::move(seats);
    log_.clear();
    skipping_ = false;
    viewer_ = -1;
    refresh();
}

void CardsTable::rebuildLog() {
    const State& start = game_->stateAt(0);
    log_.append(tr("%1 begins. Every player holds one Sacrifice card of each type.")
                    .arg(seatSetup_[start.first].name),
                start.first);
    for (std::size_t i = 0; i < game_->moves().size(); ++i) {
        const Move& m = game_->moves()[i];
        for (const QString& line : moveLines(game_->stateAt(i), game_->stateAt(i + 1), m.choice,
                                             m.player, seatSetup_, showHidden(m.player)))
            log_.append(line, m.player);
    }
}

bool CardsTable::humanToDecide() const {
    const int who = decider();
    return who >= 0 && u(who) < seatSetup_.size() && seatSetup_[u(who)].human;
}

QString CardsTable::deciderName() const {
    const int who = decider();
    return who >= 0 && u(who) < seatSetup_.size() ? seatSetup_[u(who)].name : QString();
}

QString CardsTable::phase() const {
    if (!game_) return {};
    static const char* const kNames[] = {"buy",  "play",       "sacrifice",  "offer",
                                         "draw", "moaiReward", "substitute", "over"};
    return QString::fromLatin1(kNames[int(game_->state().phase)]);
}

QString CardsTable::prompt() const {
    if (!humanToDecide()) return {};
    const State& s = game_->state();
    const QString who = deciderName();
    switch (s.phase) {
    case Phase::Buy:
        return tr("%1: buy a Sacrifice card from an open stack, or buy none.").arg(who);
    case Phase::Play:
        return tr("%1: play cards from your hand into your display.").arg(who);
    case Phase::Sacrifice:
        return s.active == s.decider
                   ? tr("%1: your Moai's Sacrifice Round ends with you: lay one of your "
                        "Sacrifice cards on the Stone, face down.")
                         .arg(who)
                   : tr("%1: a Moai was built. Lay one of your Sacrifice cards on the Stone, "
                        "face up.")
                         .arg(who);
    case Phase::Offer:
        return tr("%1: add one card from an open stack to the Stone, face up.").arg(who);
    case Phase::Draw:
        return tr("%1: take the top card of a column into your hand (%2 of 3 in hand).")
            .arg(who)
            .arg(s.player[u(s.decider)].handSize());
    case Phase::MoaiReward:
        return tr("%1: a Moai is scored. Take glory or wood for your Moai?").arg(who);
    case Phase::Substitute:
        return tr("%1: the %2 stack is empty. Take another Sacrifice card instead.")
            .arg(who, typeName(typeOf(Kind(s.scored))));
    case Phase::Over:
        break;
    }
    return {};
}

bool CardsTable::canTakeBack() const {
    if (!game_ || thinking()) return false;
    for (const Move& m : game_->moves())
        if (seatSetup_[u(m.player)].human) return true;
    return false;
}

void CardsTable::setAiDelay(int ms) {
    ms = std::clamp(ms, 0, 5000);
    if (ms == aiDelay_) return;
    aiDelay_ = ms;
    emit aiDelayChanged();
}

bool CardsTable::choose(int index) {
    if (!humanToDecide() || index < 0 || u(index) >= legal_.size()) return false;
    return apply(legal_[u(index)]);
}

bool CardsTable::play(const QString& text) {
    if (!humanToDecide()) return false;
    const auto c = parseChoice(text.toStdString());
    if (!c || !game_->state().isLegal(*c)) return false;
    return apply(*c);
}

bool CardsTable::showHidden(int who) const {
    // A face-down card's type shows in the log only to its owner, when the owner is the one
    // human the table is played for.
    int humans = 0, human = -1;
    for (std::size_t p = 0; p < seatSetup_.size(); ++p)
        if (seatSetup_[p].human) ++humans, human = int(p);
    return humans == 1 && human == who;
}

bool CardsTable::apply(const Choice& c, std::int64_t ms) {
    clearHint();
    const State before = game_->state();
    const int who = before.whoDecides();
    if (!game_->play(c, ms).empty()) return false;
    for (const QString& line :
         moveLines(before, game_->state(), c, who, seatSetup_, showHidden(who)))
        log_.append(line, who);
    refresh();
    autosave();
    return true;
}

int CardsTable::chooseViewer() const {
    const int who = decider();
    if (humanToDecide()) return who;
    if (viewer_ >= 0 && u(viewer_) < seatSetup_.size() && seatSetup_[u(viewer_)].human)
        return viewer_;
    for (std::size_t p = 0; p < seatSetup_.size(); ++p)
        if (seatSetup_[p].human) return int(p);
    return -1;
}

void CardsTable::refresh() {
    if (!game_) return;
    const State& s = game_->state();
    legal_.clear();
    QList<QVariantMap> rows;
    if (humanToDecide()) {
        ChoiceList list;
        s.legalChoices(list);
        for (const Choice& c : list) {
            rows << QVariantMap{{"index", int(legal_.size())},
                                {"choice", QString::fromStdString(toText(c))},
                                {"label", choiceLabel(s, c, true)},
                                {"kind", QString::fromLatin1(choiceKindWord(c.kind))}};
            legal_.push_back(c);
        }
    }
    choices_.setRows(rows);
    refreshPosition(seatSetup_, chooseViewer(), scoredColumnAt(*game_, game_->moves().size()),
                    legal_);
    if (humanToDecide() || s.over()) skipping_ = false;
    emit changed();
    if (!humanToDecide() && !s.over() && !thinking() && !aiTimer_.isActive())
        aiTimer_.start(skipping_ ? 0 : aiDelay_);
}

void CardsTable::skipToHuman() {
    if (!game_ || over() || humanToDecide() || skipping_) return;
    skipping_ = true;
    if (aiTimer_.isActive()) aiTimer_.start(0);
    emit changed();
}

void CardsTable::startAiIfDue() {
    if (!game_ || over() || humanToDecide() || thinking()) return;
    const int who = decider();
    const AiLevel level =
        aiLevelFromName(seatSetup_[u(who)].level.toStdString()).value_or(AiLevel::Medium);
    const std::size_t position = game_->moves().size();
    // The worker gets its own copy of the position.
    const State copy = game_->state();
    const std::uint64_t seed = seed_ * 0x9e3779b97f4a7c15ULL + position * 8 + std::uint64_t(who);
    iterations_ = 0;
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    ai_.start(
        position,
        [copy, level, seed](const std::atomic<bool>* abort,
                            const SearchTask<AiAdvice>::Progress& progress) {
            return aiChoose(copy, level, seed, 0, 0, abort,
                            [progress](const rano::ai::Progress<Choice>& p) {
                                progress(qint64(p.iterations));
                            });
        },
        [this, position, clock](const AiAdvice& advice) {
            emit thinkingChanged();
            // A search started from another position (a take-back, a new game) is stale.
            if (!game_ || advice.aborted || game_->moves().size() != position) return;
            apply(advice.choice, clock->elapsed());
        },
        [this](qint64 n) {
            iterations_ = n;
            emit thinkingChanged();
        });
    emit thinkingChanged();
}

void CardsTable::cancelAi() {
    aiTimer_.stop();
    if (ai_.running()) {
        ai_.cancel();
        emit thinkingChanged();
    }
}

void CardsTable::hint() {
    if (!humanToDecide() || hint_.running()) return;
    const std::size_t position = game_->moves().size();
    const State copy = game_->state();
    const std::uint64_t seed = seed_ ^ (position * 0x9e3779b97f4a7c15ULL);
    hintText_ = tr("Thinking about a hint…");
    hintChoice_.clear();
    hint_.start(
        position,
        [copy, seed](const std::atomic<bool>* abort, const SearchTask<AiAdvice>::Progress&) {
            return aiChoose(copy, AiLevel::Hard, seed, 0, 0, abort);
        },
        [this, position, copy](const AiAdvice& advice) {
            if (!game_ || advice.aborted || game_->moves().size() != position) {
                hintText_.clear();
                emit hintChanged();
                return;
            }
            QStringList lines;
            for (std::size_t i = 0; i < advice.top.size(); ++i)
                lines << (i == 0 ? tr("Hint: %1 (%2% to win).") : tr("Or: %1 (%2%)."))
                             .arg(choiceLabel(copy, advice.top[i].choice, true))
                             .arg(qRound(advice.top[i].winRate * 100));
            hintText_ = lines.join(QLatin1Char('\n'));
            hintChoice_ = QString::fromStdString(toText(advice.choice));
            emit hintChanged();
        });
    emit hintChanged();
}

void CardsTable::clearHint() {
    hint_.cancel();
    if (!hintText_.isEmpty() || !hintChoice_.isEmpty()) {
        hintText_.clear();
        hintChoice_.clear();
    }
    emit hintChanged();
}

void CardsTable::takeBack() {
    if (!canTakeBack()) return;
    cancelAi();
    clearHint();
    // Undo the AI replies, then the human's own last decision.
    while (!game_->moves().empty()) {
        const bool human = seatSetup_[u(game_->moves().back().player)].human;
        game_->undo();
        if (human) break;
    }
    log_.append(tr("Taken back."), -1);
    refresh();
    autosave();
}

QUrl CardsTable::savesFolder() const {
    return folderIn(QStandardPaths::DocumentsLocation, QStringLiteral("Rano"));
}

void CardsTable::setAutosavePath(const QString& path) {
    if (path == autosavePath_) return;
    autosavePath_ = path;
    emit autosaveChanged();
}

bool CardsTable::canResume() const {
    if (game_ && !over()) return false; // a game is already on the table
    return QFileInfo::exists(autosavePath_);
}

bool CardsTable::autosaveNewerThan(const QString& otherPath) const {
    const QFileInfo mine(autosavePath_), other(otherPath);
    if (!mine.exists()) return false;
    return !other.exists() || mine.lastModified() >= other.lastModified();
}

QString CardsTable::writeGame(const QString& path, int indent) const {
    return writeFileAtomically(
        path, QByteArray::fromStdString(cardsGameText(*game_, seatSetup_, indent)));
}

void CardsTable::autosave() {
    if (!game_ || autosavePath_.isEmpty() || staged_) return;
    if (over()) {
        QFile::remove(autosavePath_); // nothing left to continue
        emit autosaveChanged();
        return;
    }
    QDir().mkpath(QFileInfo(autosavePath_).absolutePath());
    if (const QString error = writeGame(autosavePath_, -1); !error.isEmpty())
        qWarning("Rano: cannot autosave to %s: %s", qPrintable(autosavePath_), qPrintable(error));
}

bool CardsTable::resume() {
    removeStaleTemporaries(autosavePath_);
    if (!QFileInfo::exists(autosavePath_)) {
        lastError_ = tr("There is no saved game to continue.");
        emit autosaveChanged();
        return false;
    }
    return loadGame(autosavePath_);
}

bool CardsTable::loadGame(const QString& pathOrUrl) {
    lastError_.clear();
    const QString path = localPath(pathOrUrl);
    CardsGameFile saved;
    std::string error;
    if (!readCardsGame(path, saved, error)) {
        lastError_ = tr("The saved game %1 cannot be read: %2")
                         .arg(QDir::toNativeSeparators(path), QString::fromStdString(error));
        emit autosaveChanged();
        return false;
    }
    cancelAi();
    seed_ = saved.game->seed();
    game_ = std::move(saved.game);
    startTable(std::move(saved.seats));
    rebuildLog();
    log_.append(tr("The game continues, turn %1.").arg(turn() + 1), -1);
    emit autosaveChanged();
    return true;
}

bool CardsTable::saveGameNamed(const QString& name) {
    return saveGame(savesFolder().toLocalFile() + QLatin1Char('/') +
                    fileNameFor(name, QStringLiteral("game")) + QStringLiteral(".rano.json"));
}

bool CardsTable::saveGame(const QString& pathOrUrl) {
    lastError_.clear();
    if (!game_) return false;
    const QString path = localPath(pathOrUrl);
    if (const QString error = writeGame(path, 1); !error.isEmpty()) {
        lastError_ =
            tr("The game cannot be saved to %1: %2").arg(QDir::toNativeSeparators(path), error);
        emit autosaveChanged();
        return false;
    }
    log_.append(tr("Game saved to %1.").arg(QDir::toNativeSeparators(path)), -1);
    return true;
}

QString CardsTable::gameOfFile(const QString& pathOrUrl) const {
    return replayGameOf(localPath(pathOrUrl));
}
