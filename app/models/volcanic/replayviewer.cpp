#include "replayviewer.h"

#include <algorithm>

#include "volcanic/scoring.h"

using namespace rano::volcanic;

void VolcanicReviewPosition::setGame(const Board& board, const std::vector<SeatSetup>& seats) {
    seats_.setSeats(seats);
    spaces_.setBoard(&board);
    edges_.setBoard(&board);
}

void VolcanicReviewPosition::show(const State& s, const EventList& events,
                                  std::uint64_t highlight) {
    shown_ = &s;
    clearDieAndEruptions();
    noteDieAndEruptions(events);
    spaces_.update(s, -1, highlight, 0);
    edges_.update(s);
    seats_.update(s, s.over() ? winners(s) : std::vector<int>{});
    bays_.update(s);
    emit changed();
}

ReplayViewer::ReplayViewer(QObject* parent) : GameReview(parent) {}

ReplayViewer::~ReplayViewer() = default;

void ReplayViewer::gameLoaded() {
    board_.setGame(game_->board(), setup_);
    // Turns: runs of choices one player makes in one round, on their turn or answering a
    // Prayer question in another's.
    std::vector<TurnRow> rows;
    const int n = count();
    for (std::size_t t = 0; t < turnStarts_.size(); ++t) {
        const int first = turnStarts_[t];
        const int end = t + 1 < turnStarts_.size() ? turnStarts_[t + 1] : n;
        const State& s = game_->stateAt(std::size_t(first));
        const int seat = game_->moves()[std::size_t(first)].player;
        rows.push_back(
            {s.round, seat, first, end,
             score(game_->stateAt(std::size_t(end)), seat).total() - score(s, seat).total()});
    }
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
    for (int t = 0; t < turns_.rowCount(); ++t)
        applyVerdicts(t);
}

void ReplayViewer::verdictArrived(std::size_t step) {
    applyVerdicts(turnAt(int(step)));
}

void ReplayViewer::refresh() {
    const State& s = *position();
    description_.clear();
    EventList events;
    if (step_ == 0) {
        description_ << tr("The game begins: %1 starts.").arg(setup_[std::size_t(s.first)].name);
    } else {
        const Move& move = game_->moves()[std::size_t(step_ - 1)];
        events = game_->eventsOf(std::size_t(step_ - 1));
        description_ << tr("%1: %2").arg(
            setup_[std::size_t(move.player)].name,
            VolcanicPosition::choiceSentence(game_->board(), move.choice));
        for (const Event& e : events) {
            const QString line = VolcanicPosition::eventText(game_->board(), setup_, e);
            if (!line.isEmpty()) description_ << line;
        }
    }
    // The AI's word on the choice that led here, and its better one where that was a
    // mistake.
    verdict_.clear();
    verdictMistake_ = false;
    bestFrom_ = bestTo_ = -1;
    if (const auto* v = verdictHere()) {
        const Move& move = game_->moves()[std::size_t(step_ - 1)];
        const QString played = VolcanicPosition::choiceSentence(game_->board(), move.choice);
        verdictMistake_ = v->mistake(kMistake);
        // What the choice cost, in VP, where it cost one or more.
        const int lost = qRound(v->pointsLost());
        if (verdictMistake_) {
            verdict_ = (lost >= 1 ? tr("A mistake: %1 cost %2 about %n VP (a %3% chance to win "
                                       "after it); the AI would %4 (%5%).",
                                       nullptr, lost)
                                  : tr("A mistake: %1 gave %2 a %3% chance to win; the AI would "
                                       "%4 (%5%)."))
                           .arg(played, setup_[std::size_t(move.player)].name)
                           .arg(qRound(v->playedWinRate * 100))
                           .arg(VolcanicPosition::choiceSentence(game_->board(), v->best))
                           .arg(qRound(v->bestWinRate * 100));
            bestFrom_ = v->best.from;
            bestTo_ = v->best.to;
        } else {
            verdict_ = tr("The AI agrees with %1: %2% to win.")
                           .arg(played)
                           .arg(qRound(v->playedWinRate * 100));
        }
    }
    std::uint64_t highlight = 0;
    if (bestTo_ >= 0) highlight |= std::uint64_t(1) << bestTo_;
    if (bestFrom_ >= 0) highlight |= std::uint64_t(1) << bestFrom_;
    board_.show(s, events, highlight);
    emit changed();
}

int ReplayViewer::round() const {
    const int turn = currentTurn();
    return turn < 0 ? 0 : turns_.turns()[std::size_t(turn)].round;
}

std::vector<int> ReplayViewer::roundStarts() const {
    std::vector<int> starts;
    const auto& rows = turns_.turns();
    for (std::size_t t = 0; t < rows.size(); ++t)
        if (t == 0 || rows[t].round != rows[t - 1].round) starts.push_back(rows[t].firstStep);
    return starts;
}

void ReplayViewer::nextRound() {
    const std::vector<int> starts = roundStarts();
    const auto it = std::upper_bound(starts.begin(), starts.end(), step_);
    setStep(it == starts.end() ? count() : *it);
}

void ReplayViewer::previousRound() {
    const std::vector<int> starts = roundStarts();
    const auto it = std::lower_bound(starts.begin(), starts.end(), step_);
    setStep(it == starts.begin() ? 0 : *std::prev(it));
}

void ReplayViewer::jumpToTurn(int turn) {
    if (turn < 0 || turn >= int(turnStarts_.size())) return;
    setStep(turn + 1 < int(turnStarts_.size()) ? turnStarts_[std::size_t(turn + 1)] : count());
}

void ReplayViewer::jumpToTurnStart(int turn) {
    if (turn >= 0 && turn < int(turnStarts_.size())) setStep(turnStarts_[std::size_t(turn)]);
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
        const auto& v = analysis().verdict(std::size_t(i));
        if (!v) return;
        if (before < 0) before = v->bestWinRate;
        after = v->playedWinRate;
        mistake = mistake || v->mistake(kMistake);
    }
    if (before >= 0) turns_.setAnalysis(turn, before, after, mistake);
}
