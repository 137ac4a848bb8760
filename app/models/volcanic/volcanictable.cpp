#include "volcanictable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include "continents.h"
#include "savedgame.h"
#include "volcanic/replay.h"

#include "volcanic/scoring.h"
#include "volcanic/shipped.h"

using namespace rano::volcanic;

VolcanicTable::VolcanicTable(QObject* parent) : VolcanicPosition(parent), ai_(this), hint_(this) {
    autosavePath_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                    QStringLiteral("/autosave.rano.json");
    aiTimer_.setSingleShot(true);
    connect(&aiTimer_, &QTimer::timeout, this, &VolcanicTable::startAiIfDue);
}

VolcanicTable::~VolcanicTable() {
    aiTimer_.stop();
}

void VolcanicTable::hint() {
    if (!humanToDecide() || hint_.running()) return;
    const std::size_t at = game_->moves().size();
    hintText_ = tr("Thinking about a hint…");
    const State position = state();
    const auto board = game_->sharedBoard();
    const std::uint64_t seed = seed_ ^ (at * 0x9e3779b97f4a7c15ULL);
    hint_.start(
        at,
        [position, board, seed](const std::atomic<bool>* abort,
                                const SearchTask<AiAdvice>::Progress&) {
            return aiChoose(position, AiLevel::Hard, seed, 0, 0, abort);
        },
        [this, at](const AiAdvice& advice) {
            if (!game_ || advice.aborted || game_->moves().size() != at) {
                emit hintChanged();
                return;
            }
            QStringList lines;
            for (std::size_t i = 0; i < advice.top.size(); ++i)
                lines << (i == 0 ? tr("Hint: %1 (%2% to win).") : tr("Or: %1 (%2%)."))
                             .arg(choiceSentence(game_->board(), advice.top[i].choice))
                             .arg(qRound(advice.top[i].winRate * 100));
            hintText_ = lines.join(QLatin1Char('\n'));
            emit hintChanged();
        });
    emit hintChanged();
}

void VolcanicTable::clearHint() {
    const bool was = hint_.running() || !hintText_.isEmpty();
    hint_.cancel();
    if (was) {
        hintText_.clear();
        emit hintChanged();
    }
}

bool VolcanicTable::newGame(const QVariantList& seats, qint64 seed, int volcanoFaces,
                            qint64 randomContinent, const QString& continentFile) {
    if (seats.size() < 2 || seats.size() > kMaxPlayers) return false;
    if (volcanoFaces < 0 || volcanoFaces > kDieFaces) return false;
    std::vector<SeatSetup> setup;
    for (const QVariant& v : seats) {
        const QVariantMap m = v.toMap();
        SeatSetup s{m.value(QStringLiteral("name")).toString(),
                    m.value(QStringLiteral("human")).toBool(),
                    m.value(QStringLiteral("level")).toString()};
        if (!s.human && !aiLevelFromName(s.level.toStdString())) return false;
        setup.push_back(s);
    }
    QString error;
    const std::shared_ptr<const Board> board = continentFile.isEmpty()
                                                   ? continentBoard(randomContinent, error)
                                                   : continentBoardFromFile(continentFile, error);
    if (!board) {
        lastError_ = tr("This continent cannot be played on: %1").arg(error);
        emit autosaveChanged();
        return false;
    }
    cancelAi();
    seed_ = std::uint64_t(seed);
    game_ = std::make_unique<Game>(board, Options{int(setup.size()), volcanoFaces}, seed_);
    startTable(std::move(setup));
    log_.append(tr("%1 begins.").arg(seats_.seats()[state().first].name), state().first);
    autosave();
    return true;
}

bool VolcanicTable::startFrom(const Game& source, std::size_t steps, std::vector<SeatSetup> seats) {
    if (steps > source.moves().size() || seats.size() != std::size_t(source.state().players))
        return false;
    auto game = std::make_unique<Game>(source.sharedBoard(), source.options(), source.seed());
    for (std::size_t i = 0; i < steps; ++i)
        if (!game->play(source.moves()[i].choice, source.moves()[i].ms).empty()) return false;
    if (game->state().over()) return false;
    cancelAi();
    seed_ = source.seed();
    game_ = std::move(game);
    startTable(std::move(seats));
    log_.append(tr("The game goes on from round %1 of a recorded game.").arg(state().round), -1);
    autosave();
    return true;
}

void VolcanicTable::startTable(std::vector<SeatSetup> seats) {
    clearHint();
    removeStaleTemporaries(autosavePath_);
    seats_.setSeats(seats);
    spaces_.setBoard(&game_->board());
    edges_.setBoard(&game_->board());
    log_.clear();
    selected_ = -1;
    carry_ = false;
    skipping_ = false;
    clearDieAndEruptions();
    refresh();
}

void VolcanicTable::quickStart(qint64 seed) {
    QVariantList seats;
    seats << QVariantMap{{"name", tr("Player")}, {"human", true}, {"level", QString()}};
    const QString names[] = {tr("Hotu"), tr("Tuki"), tr("Ariki")};
    for (const QString& n : names)
        seats << QVariantMap{{"name", n}, {"human", false}, {"level", QStringLiteral("medium")}};
    newGame(seats, seed);
}

QString VolcanicTable::deciderName() const {
    const int who = decider();
    return who >= 0 ? seats_.seats()[std::size_t(who)].name : QString();
}

void VolcanicTable::playAgain(qint64 seed) {
    QVariantList seats;
    for (const SeatSetup& s : seats_.seats())
        seats << QVariantMap{{"name", s.name}, {"human", s.human}, {"level", s.level}};
    newGame(seats, seed, game_ ? game_->options().volcanoFaces : kDefaultVolcanoFaces);
}

bool VolcanicTable::humanToDecide() const {
    const int who = decider();
    return who >= 0 && seats_.seats()[std::size_t(who)].human;
}

QString VolcanicTable::phase() const {
    if (!game_) return {};
    static const char* const kNames[] = {"turn", "prayer", "rescue", "over"};
    return QString::fromLatin1(kNames[int(state().phase)]);
}

QString VolcanicTable::prompt() const {
    if (!game_ || !humanToDecide()) return {};
    const State& s = state();
    const QString who = seats_.seats()[std::size_t(s.whoDecides())].name;
    if (s.phase == Phase::Prayer) {
        const bool village = s.ground[std::size_t(s.hit)] == Ground::Village && !s.villageAsked;
        return tr("%1: lava is about to destroy your %2 on %3. Spend a Prayer token to save it?")
            .arg(who, village ? tr("Village") : tr("Moai"), spaceLabel(game_->board(), s.hit));
    }
    if (s.phase == Phase::Rescue)
        return s.rescueStep == 0
                   ? tr("%1: land is sinking. Choose the space your Settlers flee to.").arg(who)
                   : tr("%1: land is sinking. Choose where one of your Settlers flees.").arg(who);
    return {};
}

bool VolcanicTable::boatSelectable() const {
    return humanToDecide() && state().phase == Phase::Turn && state().ap > 0 &&
           state().player[state().active].onBoat > 0;
}

bool VolcanicTable::canCarry() const {
    return humanToDecide() && selected_ >= 0 && state().phase == Phase::Turn &&
           state().lyingMoai(selected_, state().active) > 0;
}

void VolcanicTable::setCarry(bool carry) {
    if (carry_ == carry) return;
    carry_ = carry;
    refresh();
}

bool VolcanicTable::canTakeBack() const {
    if (!game_ || thinking()) return false;
    for (const Move& m : game_->moves())
        if (seats_.seats()[std::size_t(m.player)].human) return true;
    return false;
}

void VolcanicTable::setAiDelay(int ms) {
    ms = std::clamp(ms, 0, 5000);
    if (ms == aiDelay_) return;
    aiDelay_ = ms;
    emit aiDelayChanged();
}

void VolcanicTable::select(int space) {
    if (!game_) return;
    if (space < -2 || space >= game_->board().spaceCount()) space = -1;
    selected_ = space == selected_ ? -1 : space;
    carry_ = false;
    refresh();
}

bool VolcanicTable::moveTo(int space) {
    if (!humanToDecide()) return false;
    const State& s = state();
    Choice c;
    if (s.phase == Phase::Rescue)
        c = Choice::at(ChoiceKind::Rescue, space);
    else if (selected_ == -2)
        c = Choice::at(ChoiceKind::Land, space);
    else if (selected_ >= 0)
        c = Choice::move(selected_, space, carry_ && canCarry());
    else
        return false;
    if (!s.isLegal(c)) return false;
    const bool moved = apply(c);
    // Keep following the Settler that moved, so a walk of several steps is quick.
    if (moved && (c.kind == ChoiceKind::Move || c.kind == ChoiceKind::Land) && humanToDecide() &&
        state().phase == Phase::Turn)
        selected_ = space;
    refresh();
    return moved;
}

bool VolcanicTable::play(const QString& text) {
    if (!humanToDecide()) return false;
    const auto c = parseChoice(text.toStdString());
    if (!c || !state().isLegal(*c)) return false;
    return apply(*c);
}

void VolcanicTable::takeBack() {
    if (!canTakeBack()) return;
    cancelAi();
    clearHint();
    // Undo the AI replies, then the human's own last decision.
    while (!game_->moves().empty()) {
        const bool human = seats_.seats()[std::size_t(game_->moves().back().player)].human;
        game_->undo();
        if (human) break;
    }
    log_.append(tr("Taken back."), -1);
    selected_ = -1;
    refresh();
    autosave();
}

void VolcanicTable::setAutosavePath(const QString& path) {
    if (path == autosavePath_) return;
    autosavePath_ = path;
    emit autosaveChanged();
}

bool VolcanicTable::canResume() const {
    if (game_ && !over()) return false; // a game is already on the table
    return QFileInfo::exists(autosavePath_);
}

void VolcanicTable::autosave() {
    if (!game_ || autosavePath_.isEmpty()) return;
    if (over()) {
        QFile::remove(autosavePath_); // nothing left to continue
        emit autosaveChanged();
        return;
    }
    QDir().mkpath(QFileInfo(autosavePath_).absolutePath());
    if (const QString error = writeGame(autosavePath_, -1); !error.isEmpty())
        qWarning("Rano: cannot autosave to %s: %s", qPrintable(autosavePath_), qPrintable(error));
}

QString VolcanicTable::writeGame(const QString& path, int indent) const {
    std::vector<Seat> seats;
    for (const SeatSetup& s : seats_.seats())
        seats.push_back({s.name.toStdString(), s.human, s.level.toStdString()});
    const std::string text = replayToJson(*game_, seats).dump(indent);
    return writeFileAtomically(path, QByteArray::fromStdString(text));
}

bool VolcanicTable::resume() {
    removeStaleTemporaries(autosavePath_);
    if (!QFileInfo::exists(autosavePath_)) {
        lastError_ = tr("There is no saved game to continue.");
        emit autosaveChanged();
        return false;
    }
    return loadGame(autosavePath_);
}

bool VolcanicTable::loadGame(const QString& pathOrUrl) {
    lastError_.clear();
    const QString path = localPath(pathOrUrl);
    SavedGame saved;
    std::string error;
    if (!readSavedGame(path, saved, error)) {
        lastError_ = tr("The saved game %1 cannot be read: %2")
                         .arg(QDir::toNativeSeparators(path), QString::fromStdString(error));
        emit autosaveChanged();
        return false;
    }
    cancelAi();
    seed_ = saved.game->seed();
    game_ = std::move(saved.game);
    startTable(std::move(saved.seats));
    log_.append(tr("The game continues, round %1.").arg(state().round), -1);
    emit autosaveChanged();
    return true;
}

QUrl VolcanicTable::savesFolder() const {
    return folderIn(QStandardPaths::DocumentsLocation, QStringLiteral("Rano"));
}

bool VolcanicTable::saveGameNamed(const QString& name) {
    return saveGame(savesFolder().toLocalFile() + QLatin1Char('/') +
                    fileNameFor(name, QStringLiteral("game")) + QStringLiteral(".rano.json"));
}

bool VolcanicTable::saveGame(const QString& pathOrUrl) {
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

bool VolcanicTable::apply(const Choice& c) {
    clearHint();
    EventList events;
    const int who = state().whoDecides();
    if (!game_->play(c, 0, &events).empty()) return false;
    QStringList lines;
    noteDieAndEruptions(events);
    for (const Event& e : events) {
        const QString line = eventText(game_->board(), seats_.seats(), e);
        if (line.isEmpty()) continue;
        lines << line;
        log_.append(line, e.player >= 0 ? e.player : who);
    }
    if (!humanToDecide() || state().phase != Phase::Turn) selected_ = -1;
    carry_ = false;
    refresh();
    autosave();
    if (!lines.isEmpty()) emit eventsHappened(lines);
    return true;
}

void VolcanicTable::refresh() {
    if (!game_) return;
    const State& s = state();
    std::uint64_t targets = 0, actionable = 0;
    std::vector<ActionRow> rows;
    if (humanToDecide()) {
        ChoiceList legal;
        s.legalChoices(legal);
        for (const Choice& c : legal) {
            switch (c.kind) {
            case ChoiceKind::Move:
                actionable |= std::uint64_t(1) << c.from;
                if (c.from == selected_ && bool(c.flag) == (carry_ && canCarry()))
                    targets |= std::uint64_t(1) << c.to;
                break;
            case ChoiceKind::Land:
                if (selected_ == -2) targets |= std::uint64_t(1) << c.to;
                break;
            case ChoiceKind::Rescue:
                targets |= std::uint64_t(1) << c.to;
                break;
            case ChoiceKind::BuildVillage:
            case ChoiceKind::Sculpt:
            case ChoiceKind::Raise:
            case ChoiceKind::CreateSettler:
                actionable |= std::uint64_t(1) << c.to;
                if (c.to == selected_)
                    rows.push_back({QString::fromStdString(toText(c)),
                                    choiceLabel(game_->board(), c), choiceDetail(c),
                                    c.kind == ChoiceKind::BuildVillage ? 2 : 1,
                                    QString::fromStdString(toText(c)).section(' ', 0, 0)});
                break;
            case ChoiceKind::TakePrayer:
                rows.push_back(
                    {QStringLiteral("prayer"), choiceLabel(game_->board(), c),
                     tr("Costs one action point more for each token you hold; once per turn."),
                     1 + s.player[s.active].prayers, QStringLiteral("prayer")});
                break;
            case ChoiceKind::EndTurn:
                rows.push_back({QStringLiteral("end"), choiceLabel(game_->board(), c),
                                choiceDetail(c), 0, QStringLiteral("end")});
                break;
            case ChoiceKind::Pray:
            case ChoiceKind::DontPray:
                rows.push_back({QString::fromStdString(toText(c)), choiceLabel(game_->board(), c),
                                choiceDetail(c), 0, QString::fromStdString(toText(c))});
                break;
            }
        }
    }
    spaces_.update(s, selected_, targets, actionable);
    edges_.update(s);
    seats_.update(s, winners(s));
    bays_.update(s);
    actions_.setRows(std::move(rows));
    if (humanToDecide() || s.over()) skipping_ = false;
    emit changed();
    if (!humanToDecide() && !s.over() && !thinking() && !aiTimer_.isActive())
        aiTimer_.start(skipping_ ? 0 : aiDelay_);
}

void VolcanicTable::skipToHuman() {
    if (!game_ || over() || humanToDecide() || skipping_) return;
    skipping_ = true;
    if (aiTimer_.isActive()) aiTimer_.start(0);
    emit changed();
}

void VolcanicTable::startAiIfDue() {
    if (!game_ || over() || humanToDecide() || thinking()) return;
    const int who = decider();
    const auto level = aiLevelFromName(seats_.seats()[std::size_t(who)].level.toStdString());
    const std::size_t at = game_->moves().size();
    iterations_ = 0;
    // The worker gets its own copy of the position and keeps the board alive itself.
    const State position = state();
    const auto board = game_->sharedBoard();
    const std::uint64_t seed = seed_ * 0x9e3779b97f4a7c15ULL + at * 8 + std::uint64_t(who);
    ai_.start(
        at,
        [position, board, seed, level](const std::atomic<bool>* abort,
                                       const SearchTask<AiAdvice>::Progress& progress) {
            return aiChoose(position, level.value_or(AiLevel::Medium), seed, 0, 0, abort,
                            [progress](const rano::ai::Progress<Choice>& p) {
                                progress(qint64(p.iterations));
                            });
        },
        [this, at](const AiAdvice& advice) {
            emit thinkingChanged();
            // A search started from another position (after a take-back or a new game) is
            // stale.
            if (!game_ || advice.aborted || game_->moves().size() != at) return;
            apply(advice.choice);
        },
        [this](qint64 n) {
            iterations_ = n;
            emit thinkingChanged();
        });
    emit thinkingChanged();
}

void VolcanicTable::cancelAi() {
    aiTimer_.stop();
    if (ai_.running()) {
        ai_.cancel();
        emit thinkingChanged();
    }
}

QString VolcanicTable::choiceDetail(const Choice& c) const {
    switch (c.kind) {
    case ChoiceKind::EndTurn:
        return state().ap > 0 ? tr("End your turn (Ctrl+E). Unused action points are lost.")
                              : tr("End your turn (Ctrl+E).");
    case ChoiceKind::BuildVillage:
        return tr("The lava goes back to the supply and the Village takes its place: +1 VP now, "
                  "and 3 more at the end if it still stands.");
    case ChoiceKind::Sculpt:
        return tr("The Moai lies here until a Settler raises it on a geyser.");
    case ChoiceKind::Raise:
        return tr("It scores at once; then a Fissure may open and the Volcano die is rolled.");
    case ChoiceKind::CreateSettler:
        return tr("A Settler from your reserve appears on this space.");
    case ChoiceKind::Pray:
        return tr("Give up one Prayer token: the piece is saved.");
    case ChoiceKind::DontPray:
        return tr("Keep your tokens: the piece is destroyed and goes back to your reserve.");
    default:
        return {};
    }
}
