#include "cardsreplay.h"

#include "cards/ai.h"

using namespace rano::cards;

CardsReplay::CardsReplay(QObject* parent)
    : GameReview(parent), moves_({"step", "turn", "seat", "text", "mistake", "best"}) {}

CardsReplay::~CardsReplay() = default;

void CardsReplay::gameLoaded() {
    updateRows();
    updateChances();
}

void CardsReplay::verdictArrived(std::size_t) {
    updateRows();
    updateChances();
}

// Every choice in words, with the AI's verdict where there is one.
void CardsReplay::updateRows() {
    QList<QVariantMap> rows;
    const bool reveal = finished();
    for (std::size_t i = 0; i < game_->moves().size(); ++i) {
        const Move& m = game_->moves()[i];
        const State& before = game_->stateAt(i);
        const auto& v = analysis().verdict(i);
        const bool mistake = v && v->mistake(kMistake);
        rows << QVariantMap{
            {"step", int(i) + 1},
            {"turn", int(before.turn)},
            {"seat", m.player},
            {"text", setup_[std::size_t(m.player)].name + QStringLiteral(": ") +
                         CardsPosition::choiceLabel(before, m.choice, reveal)},
            {"mistake", mistake},
            {"best", mistake ? CardsPosition::choiceLabel(before, v->best, reveal) : QString()}};
    }
    moves_.setRows(rows);
}

// Each player's chance before every decision the analysis has reached, in order, adding up to
// 1 at each (Verdict::chancesWith); a finished game ends on its result.
void CardsReplay::updateChances() {
    chanceSeries_.clear();
    const int players = game_->state().players;
    std::vector<QVariantList> lines(static_cast<std::size_t>(players));
    std::size_t i = 0;
    for (; i < analysis().size() && analysis().verdict(i); ++i) {
        const auto& v = *analysis().verdict(i);
        const std::vector<double> chances = v.chancesWith(game_->moves()[i].player);
        for (int p = 0; p < players; ++p)
            lines[std::size_t(p)] << chances[std::size_t(p)];
    }
    if (i > 0 && i == analysis().size() && finished()) {
        std::array<double, kMaxPlayers> reward{};
        CardsSearch::evaluate(game_->state(), 1.0, reward);
        for (int p = 0; p < players; ++p)
            lines[std::size_t(p)] << reward[std::size_t(p)];
    }
    if (i > 0)
        for (auto& line : lines)
            chanceSeries_.push_back(line);
}

int CardsReplay::turnStart(int t) const {
    for (int i = 0; i < count(); ++i)
        if (game_->stateAt(std::size_t(i)).turn >= t) return i;
    return count();
}

QString CardsReplay::moverName() const {
    if (!game_ || step_ == 0) return {};
    const int who = game_->moves()[std::size_t(step_ - 1)].player;
    return setup_[std::size_t(who)].name;
}

int CardsReplay::viewer() const {
    for (std::size_t p = 0; p < setup_.size(); ++p)
        if (setup_[p].human) return int(p);
    return -1;
}

void CardsReplay::refresh() {
    if (!game_) return;
    const bool reveal = finished();
    const int viewer = this->viewer();
    description_.clear();
    if (step_ > 0) {
        const std::size_t i = std::size_t(step_ - 1);
        const Move& m = game_->moves()[i];
        description_ = CardsPosition::moveLines(game_->stateAt(i), game_->stateAt(i + 1), m.choice,
                                                m.player, setup_, reveal || m.player == viewer);
    }
    // The AI's word on the choice that led here.
    verdict_.clear();
    verdictMistake_ = false;
    if (const auto* v = verdictHere()) {
        const std::size_t i = std::size_t(step_ - 1);
        const Move& m = game_->moves()[i];
        const State& before = game_->stateAt(i);
        const bool shown = reveal || m.player == viewer;
        const QString played = CardsPosition::choiceLabel(before, m.choice, shown);
        verdictMistake_ = v->mistake(kMistake);
        if (verdictMistake_)
            verdict_ = tr("A mistake: after “%1” %2 had a %3% chance to win; the AI would "
                          "choose “%4” (%5%).")
                           .arg(played, setup_[std::size_t(m.player)].name)
                           .arg(qRound(v->playedWinRate * 100))
                           .arg(CardsPosition::choiceLabel(before, v->best, shown))
                           .arg(qRound(v->bestWinRate * 100));
        else
            verdict_ = tr("The AI agrees with “%1”: %2% to win.")
                           .arg(played)
                           .arg(qRound(v->playedWinRate * 100));
    }
    board_.show(*game_, std::size_t(step_), setup_, viewer, reveal);
    emit changed();
}
