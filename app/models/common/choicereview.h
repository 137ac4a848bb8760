#pragma once

#include <vector>

#include "gamereview.h"
#include "rowlistmodel.h"

// The review of a game told choice by choice (the card game, Rapa Nui): every choice in words
// with the AI's verdict, the step's lines and the verdict's sentence. Kit adds to GameReview's
// needs:
//   turnOf(state): the turn or round a choice belongs to, as the move list groups them;
//   label(before, choice, shown, seats): a choice in words (`shown`: hidden parts named);
//   deed(before, choice, who, shown, seats): what `who` did with it, in the third person;
//   lines(before, after, choice, who, seats, shown): what a choice made happen, line by line.
// The game's review keeps its position model and says how a step shows on it (showStep).
template <class Kit> class ChoiceReview : public GameReview<Kit> {
public:
    using State = typename Kit::State;
    using Base = GameReview<Kit>;

    explicit ChoiceReview(QObject* parent = nullptr)
        : Base(parent), moves_({"step", "turn", "seat", "text", "mistake", "best"}) {}

    RowListModel* moves() { return &moves_; }
    QString moverName() const {
        if (!this->game_ || this->step_ == 0) return {};
        const int who = this->game_->moves()[std::size_t(this->step_ - 1)].player;
        return this->setup_[std::size_t(who)].name;
    }
    // The turn of the choice that led here, as the list highlights it (-1 at the start).
    int choiceTurn() const {
        return this->game_ && this->step_ > 0
                   ? Kit::turnOf(this->game_->stateAt(std::size_t(this->step_ - 1)))
                   : -1;
    }

protected:
    // Shows the position at step_ on the game's board for `viewer` (`reveal`: every hidden
    // part turned up).
    virtual void showStep(int viewer, bool reveal) = 0;

    void gameLoaded() override { updateRows(); }
    void verdictArrived(std::size_t) override { updateRows(); }

    // The seat whose view a game in progress is shown in: the seat whose record it is (an
    // online game's), else the first human (-1: none).
    int viewer() const {
        if (this->game_ && this->game_->seenBy() >= 0) return this->game_->seenBy();
        for (std::size_t p = 0; p < this->setup_.size(); ++p)
            if (this->setup_[p].human) return int(p);
        return -1;
    }

    void refresh() override {
        if (!this->game_) return;
        const bool reveal = revealed();
        const int viewer = this->viewer();
        this->description_.clear();
        this->verdict_.clear();
        this->verdictMistake_ = false;
        if (this->step_ > 0) {
            const std::size_t i = std::size_t(this->step_ - 1);
            const auto& m = this->game_->moves()[i];
            const State& before = this->game_->stateAt(i);
            const bool shown = reveal || m.player == viewer;
            this->description_ = Kit::lines(before, this->game_->stateAt(i + 1), m.choice, m.player,
                                            this->setup_, shown);
            // The AI's word on the choice that led here.
            if (const auto* v = this->verdictHere()) {
                const QString played = Kit::label(before, m.choice, shown, this->setup_);
                this->verdictMistake_ = v->mistake(Review::kMistake);
                // What the choice cost, in the game's points, where it cost one or more.
                const int lost = qRound(v->pointsLost());
                if (this->verdictMistake_ && lost >= 1)
                    this->verdict_ =
                        Review::tr("A mistake: “%1” cost %2 about %n point(s) (a %3% chance to "
                                   "win after it); the AI would choose “%4” (%5%).",
                                   nullptr, lost)
                            .arg(played, this->setup_[std::size_t(m.player)].name)
                            .arg(qRound(v->playedWinRate * 100))
                            .arg(Kit::label(before, v->best, shown, this->setup_))
                            .arg(qRound(v->bestWinRate * 100));
                else if (this->verdictMistake_)
                    this->verdict_ =
                        Review::tr("A mistake: after “%1” %2 had a %3% chance to win; the AI "
                                   "would choose “%4” (%5%).")
                            .arg(played, this->setup_[std::size_t(m.player)].name)
                            .arg(qRound(v->playedWinRate * 100))
                            .arg(Kit::label(before, v->best, shown, this->setup_))
                            .arg(qRound(v->bestWinRate * 100));
                else
                    this->verdict_ = Review::tr("The AI agrees with “%1”: %2% to win.")
                                         .arg(played)
                                         .arg(qRound(v->playedWinRate * 100));
            }
        }
        showStep(viewer, reveal);
        emit this->changed();
    }

    // Whether every hidden part is turned up: at the end of a game, unless it is one seat's
    // record, whose other hidden parts are stand-ins (the end's view turns up what the end does).
    bool revealed() const { return this->finished() && this->game_->seenBy() < 0; }

private:
    // Every choice in words, with the AI's verdict where there is one.
    void updateRows() {
        QList<QVariantMap> rows;
        const bool reveal = revealed();
        const auto& moves = this->game_->moves();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const auto& m = moves[i];
            const State& before = this->game_->stateAt(i);
            const auto& v = this->analysis().verdict(i);
            const bool mistake = v && v->mistake(Review::kMistake);
            rows << QVariantMap{
                {"step", int(i) + 1},
                {"turn", Kit::turnOf(before)},
                {"seat", m.player},
                {"text", Kit::deed(before, m.choice, m.player, reveal, this->setup_)},
                {"mistake", mistake},
                {"best", mistake ? Kit::label(before, v->best, reveal, this->setup_) : QString()}};
        }
        moves_.setRows(rows);
    }

    RowListModel moves_;
};
