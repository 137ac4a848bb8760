#include "replayviewer.h"

#include <QDir>
#include <QFileInfo>

#include "savedgame.h"
#include "volcanic/replay.h"
#include "volcanic/scoring.h"
#include "volcanictable.h"

using namespace rano::volcanic;

ReplayViewer::ReplayViewer(QObject* parent)
    : VolcanicPosition(parent), analysis_(
                                    this, kAnalysisIterations, kMistake,
                                    [this](std::size_t step) {
                                        applyVerdicts(turns_.turnAt(int(step)));
                                        if (std::size_t(step_) == step + 1)
                                            refresh(); // its verdict is on screen
                                        emit analysisChanged();
                                    },
                                    [this] {
                                        writeAnalysis();
                                        emit analysisChanged();
                                    }) {}

ReplayViewer::~ReplayViewer() = default;

const State* ReplayViewer::position() const {
    return game_ && step_ >= 0 && step_ <= count() ? &game_->stateAt(std::size_t(step_)) : nullptr;
}

bool ReplayViewer::open(const QString& pathOrUrl) {
    const QString path = localPath(pathOrUrl);
    SavedGame saved;
    std::string error;
    if (!readSavedGame(path, saved, error)) {
        lastError_ = tr("The replay %1 cannot be read: %2")
                         .arg(QDir::toNativeSeparators(path), QString::fromStdString(error));
        emit loaded();
        return false;
    }
    const nlohmann::json* cached =
        saved.json.contains("analysis") ? &saved.json["analysis"] : nullptr;
    load(std::move(saved.game), std::move(saved.seats), QFileInfo(path).completeBaseName(), path,
         cached);
    return true;
}

bool ReplayViewer::openTable(VolcanicTable* table) {
    if (!table || !table->game()) return false;
    load(std::make_unique<Game>(*table->game()), table->seatSetup(), tr("This game"), {}, nullptr);
    return true;
}

void ReplayViewer::load(std::unique_ptr<Game> game, std::vector<SeatSetup> seats,
                        const QString& title, const QString& file, const nlohmann::json* cached) {
    cancelAnalysis();
    game_ = std::move(game);
    setup_ = std::move(seats);
    title_ = title;
    file_ = file;
    lastError_.clear();
    seats_.setSeats(setup_);
    spaces_.setBoard(&game_->board());
    edges_.setBoard(&game_->board());

    // Turns: runs of choices made while one player is on turn in one round.
    std::vector<TurnRow> rows;
    const int n = count();
    for (int i = 0; i < n; ++i) {
        const State& s = game_->stateAt(std::size_t(i));
        if (rows.empty() || rows.back().round != s.round || rows.back().seat != s.active) {
            if (!rows.empty()) rows.back().endStep = i;
            rows.push_back({s.round, s.active, i, n, 0});
        }
    }
    for (TurnRow& r : rows)
        r.gain = score(game_->stateAt(std::size_t(r.endStep)), r.seat).total() -
                 score(game_->stateAt(std::size_t(r.firstStep)), r.seat).total();

    scoreSeries_.clear();
    const int players = game_->state().players;
    for (int p = 0; p < players; ++p) {
        QVariantList line;
        for (const TurnRow& r : rows)
            line << score(game_->stateAt(std::size_t(r.firstStep)), p).total();
        line << score(game_->state(), p).total();
        scoreSeries_.push_back(line);
    }
    turns_.setTurns(std::move(rows), setup_);

    // A cached analysis counts only if it was made the way this version makes one.
    analysis_.reset(game_, file, cached);
    // The position first: whatever listens to `loaded` reads it.
    step_ = n;
    for (int t = 0; t < turns_.rowCount(); ++t)
        applyVerdicts(t);
    refresh();
    emit loaded();
    emit analysisChanged();
}

void ReplayViewer::setStep(int step) {
    if (!game_) return;
    step = std::clamp(step, 0, count());
    if (step == step_) return;
    step_ = step;
    refresh();
}

void ReplayViewer::refresh() {
    const State& s = *position();
    description_.clear();
    clearDieAndEruptions();
    if (step_ == 0) {
        description_ << tr("The game begins: %1 starts.").arg(setup_[std::size_t(s.first)].name);
    } else {
        // Play the step again to hear what it made happen.
        const Move& move = game_->moves()[std::size_t(step_ - 1)];
        State before = game_->stateAt(std::size_t(step_ - 1));
        EventList events;
        before.applyLegal(move.choice, &events);
        description_ << tr("%1: %2").arg(setup_[std::size_t(move.player)].name,
                                         choiceSentence(game_->board(), move.choice));
        noteDieAndEruptions(events);
        for (const Event& e : events) {
            const QString line = eventText(game_->board(), setup_, e);
            if (!line.isEmpty()) description_ << line;
        }
    }
    // The AI's word on the choice that led here, and its better one where that was a
    // mistake.
    verdict_.clear();
    bestFrom_ = bestTo_ = -1;
    if (step_ > 0 && analysis_.verdict(std::size_t(step_ - 1))) {
        const auto& v = *analysis_.verdict(std::size_t(step_ - 1));
        const Move& move = game_->moves()[std::size_t(step_ - 1)];
        if (v.bestWinRate - v.playedWinRate >= kMistake) {
            verdict_ = tr("A mistake: %1 gave %2 a %3% chance to win; the AI would %4 (%5%).")
                           .arg(choiceSentence(game_->board(), move.choice),
                                setup_[std::size_t(move.player)].name)
                           .arg(qRound(v.playedWinRate * 100))
                           .arg(choiceSentence(game_->board(), v.best))
                           .arg(qRound(v.bestWinRate * 100));
            bestFrom_ = v.best.from;
            bestTo_ = v.best.to;
        } else {
            verdict_ = tr("The AI agrees with %1: %2% to win.")
                           .arg(choiceSentence(game_->board(), move.choice))
                           .arg(qRound(v.playedWinRate * 100));
        }
    }
    std::uint64_t highlight = 0;
    if (bestTo_ >= 0) highlight |= std::uint64_t(1) << bestTo_;
    if (bestFrom_ >= 0) highlight |= std::uint64_t(1) << bestFrom_;
    spaces_.update(s, -1, highlight, 0);
    edges_.update(s);
    seats_.update(s, s.over() ? winners(s) : std::vector<int>{});
    bays_.update(s);
    emit changed();
}

void ReplayViewer::nextTurn() {
    const int turn = currentTurn();
    const auto& rows = turns_.turns();
    setStep(turn + 1 < int(rows.size()) ? rows[std::size_t(turn + 1)].firstStep : count());
}

void ReplayViewer::previousTurn() {
    const auto& rows = turns_.turns();
    if (rows.empty()) return setStep(0);
    int turn = currentTurn();
    if (step_ == count() && step_ > rows[std::size_t(turn)].firstStep)
        return setStep(rows[std::size_t(turn)].firstStep);
    if (step_ <= rows[std::size_t(turn)].firstStep && turn > 0) --turn;
    setStep(rows[std::size_t(turn)].firstStep);
}

void ReplayViewer::nextRound() {
    const auto& rows = turns_.turns();
    if (rows.empty()) return setStep(count());
    const int round = rows[std::size_t(currentTurn())].round;
    for (const TurnRow& r : rows)
        if (r.round > round && r.firstStep > step_) return setStep(r.firstStep);
    setStep(count());
}

void ReplayViewer::previousRound() {
    const auto& rows = turns_.turns();
    if (rows.empty()) return setStep(0);
    const auto startOf = [&](int round) {
        for (const TurnRow& r : rows)
            if (r.round == round) return r.firstStep;
        return 0;
    };
    const int round = rows[std::size_t(currentTurn())].round;
    const int start = startOf(round);
    if (step_ > start) return setStep(start);
    setStep(round > rows.front().round ? startOf(round - 1) : 0);
}

void ReplayViewer::jumpToTurn(int turn) {
    const auto& rows = turns_.turns();
    if (turn >= 0 && turn < int(rows.size())) setStep(rows[std::size_t(turn)].firstStep);
}

void ReplayViewer::analyse() {
    if (!game_ || analysis_.running()) return;
    analysis_.start();
    emit analysisChanged();
}

void ReplayViewer::cancelAnalysis() {
    if (!analysis_.running()) return;
    analysis_.cancel();
    emit analysisChanged();
}

// A turn's verdict: the mover's chance before (the AI's best at their first decision of the
// turn) and after (the choice they played at their last), and whether any of their choices was
// a mistake; set once every decision of theirs in the turn is reviewed.
void ReplayViewer::applyVerdicts(int turn) {
    const TurnRow& r = turns_.turns()[std::size_t(turn)];
    double before = -1, after = -1;
    bool mistake = false;
    for (int i = r.firstStep; i < r.endStep; ++i) {
        if (game_->moves()[std::size_t(i)].player != r.seat) continue;
        const auto& v = analysis_.verdict(std::size_t(i));
        if (!v) return;
        if (before < 0) before = v->bestWinRate;
        after = v->playedWinRate;
        mistake = mistake || v->bestWinRate - v->playedWinRate >= kMistake;
    }
    if (before >= 0) turns_.setAnalysis(turn, before, after, mistake);
}

// The verdicts go into the file the game came from, atomically, so the next review of it
// starts where this one ended.
void ReplayViewer::writeAnalysis() {
    if (file_.isEmpty() || !game_) return;
    SavedGame saved;
    std::string error;
    if (!readSavedGame(file_, saved, error)) return; // changed on disk since: leave it
    Analysis::writeInto(file_, std::move(saved.json), analysis_.toJson());
}

bool ReplayViewer::playFromHere(VolcanicTable* table, int seat) {
    if (!table || !game_ || seat < 0 || seat >= int(setup_.size()) || position()->over())
        return false;
    std::vector<SeatSetup> seats = setup_;
    for (int i = 0; i < int(seats.size()); ++i) {
        SeatSetup& s = seats[std::size_t(i)];
        s.human = i == seat;
        if (i == seat)
            s.level.clear();
        else if (!aiLevelFromName(s.level.toStdString()))
            s.level = QStringLiteral("medium");
    }
    return table->startFrom(*game_, std::size_t(step_), std::move(seats));
}
