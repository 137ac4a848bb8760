#include "cardsreplay.h"

#include <QDir>
#include <QFileInfo>

#include "cards/ai.h"
#include "cardsgamefile.h"
#include "cardstable.h"
#include "gamefiles.h"

using namespace rano::cards;

CardsReplay::CardsReplay(QObject* parent)
    : CardsPosition(parent), moves_({"step", "turn", "seat", "text", "mistake", "best"}),
      analysis_(
          this, kAnalysisIterations, kMistake,
          [this](std::size_t step) {
              updateRows();
              updateChances();
              if (std::size_t(step_) == step + 1) refresh(); // its verdict is on screen
              emit analysisChanged();
          },
          [this] {
              writeAnalysis();
              emit analysisChanged();
          }) {}

CardsReplay::~CardsReplay() = default;

bool CardsReplay::open(const QString& pathOrUrl) {
    const QString path = localPath(pathOrUrl);
    CardsGameFile saved;
    std::string error;
    if (!readCardsGame(path, saved, error)) {
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

bool CardsReplay::openTable(CardsTable* table) {
    if (!table || !table->game()) return false;
    load(std::make_unique<Game>(*table->game()), table->seatSetup(), tr("This game"), {}, nullptr);
    return true;
}

void CardsReplay::load(std::unique_ptr<Game> game, std::vector<SeatSetup> seats,
                       const QString& title, const QString& file, const nlohmann::json* cached) {
    game_ = std::move(game);
    seatSetup_ = std::move(seats);
    title_ = title;
    lastError_.clear();
    analysis_.reset(game_, file, cached);
    updateRows();
    updateChances();
    step_ = finished() ? count() : 0;
    emit loaded();
    emit analysisChanged();
    refresh();
}

// Every choice in words, with the AI's verdict where there is one.
void CardsReplay::updateRows() {
    QList<QVariantMap> rows;
    const bool reveal = finished();
    for (std::size_t i = 0; i < game_->moves().size(); ++i) {
        const Move& m = game_->moves()[i];
        const State& before = game_->stateAt(i);
        const auto& v = analysis_.verdict(i);
        const bool mistake = v && v->mistake(kMistake);
        rows << QVariantMap{{"step", int(i) + 1},
                            {"turn", int(before.turn)},
                            {"seat", m.player},
                            {"text", seatSetup_[std::size_t(m.player)].name + QStringLiteral(": ") +
                                         choiceLabel(before, m.choice, reveal)},
                            {"mistake", mistake},
                            {"best", mistake ? choiceLabel(before, v->best, reveal) : QString()}};
    }
    moves_.setRows(rows);
}

// Each player's chance before every decision the analysis has reached, in order: the mover's
// is the AI's best there, the others' the search's value for them; a finished game ends on
// its result.
void CardsReplay::updateChances() {
    chanceSeries_.clear();
    const int players = game_->state().players;
    std::vector<QVariantList> lines(static_cast<std::size_t>(players));
    std::size_t i = 0;
    for (; i < analysis_.size() && analysis_.verdict(i); ++i) {
        const auto& v = *analysis_.verdict(i);
        const int mover = game_->moves()[i].player;
        for (int p = 0; p < players; ++p)
            lines[std::size_t(p)] << (p == mover ? v.bestWinRate : v.chances[std::size_t(p)]);
    }
    if (i > 0 && i == analysis_.size() && finished()) {
        std::array<double, kMaxPlayers> reward{};
        CardsSearch::evaluate(game_->state(), 1.0, reward);
        for (int p = 0; p < players; ++p)
            lines[std::size_t(p)] << reward[std::size_t(p)];
    }
    if (i > 0)
        for (auto& line : lines)
            chanceSeries_.push_back(line);
}

void CardsReplay::analyse() {
    if (!game_ || analysis_.running() || analysis_.complete()) return;
    analysis_.start();
    emit analysisChanged();
}

void CardsReplay::cancelAnalysis() {
    if (!analysis_.running()) return;
    analysis_.cancel();
    emit analysisChanged();
}

// The verdicts go into the file the game came from, if it still reads as this game.
void CardsReplay::writeAnalysis() {
    if (analysis_.file().isEmpty() || !game_) return;
    CardsGameFile saved;
    std::string error;
    if (!readCardsGame(analysis_.file(), saved, error) ||
        saved.game->moves().size() != game_->moves().size() || saved.game->seed() != game_->seed())
        return; // changed on disk since: leave it
    Analysis::writeInto(analysis_.file(), std::move(saved.json), analysis_.toJson());
}

void CardsReplay::setStep(int step) {
    if (!game_) return;
    step = std::clamp(step, 0, count());
    if (step == step_) return;
    step_ = step;
    refresh();
}

void CardsReplay::previousTurn() {
    // Back to the start of this turn, or of the one before when already there.
    const int start = turnStart(turn());
    setStep(start < step_ ? start : turnStart(std::max(0, turn() - 1)));
}

int CardsReplay::turnStart(int t) const {
    for (int i = 0; i < count(); ++i)
        if (game_->stateAt(std::size_t(i)).turn >= t) return i;
    return count();
}

QString CardsReplay::moverName() const {
    if (!game_ || step_ == 0) return {};
    const int who = game_->moves()[std::size_t(step_ - 1)].player;
    return seatSetup_[std::size_t(who)].name;
}

void CardsReplay::refresh() {
    if (!game_) return;
    // A finished game shows every card; one in progress as its (first) human saw it.
    const bool reveal = finished();
    int viewer = -1;
    for (std::size_t p = 0; p < seatSetup_.size() && viewer < 0; ++p)
        if (seatSetup_[p].human) viewer = int(p);
    description_.clear();
    if (step_ > 0) {
        const std::size_t i = std::size_t(step_ - 1);
        const Move& m = game_->moves()[i];
        description_ = moveLines(game_->stateAt(i), game_->stateAt(i + 1), m.choice, m.player,
                                 seatSetup_, reveal || m.player == viewer);
    }
    // The AI's word on the choice that led here.
    verdict_.clear();
    verdictMistake_ = false;
    if (step_ > 0 && analysis_.verdict(std::size_t(step_ - 1))) {
        const std::size_t i = std::size_t(step_ - 1);
        const auto& v = *analysis_.verdict(i);
        const Move& m = game_->moves()[i];
        const State& before = game_->stateAt(i);
        const QString played = choiceLabel(before, m.choice, reveal || m.player == viewer);
        verdictMistake_ = v.mistake(kMistake);
        if (verdictMistake_)
            verdict_ = tr("A mistake: after “%1” %2 had a %3% chance to win; the AI would "
                          "choose “%4” (%5%).")
                           .arg(played, seatSetup_[std::size_t(m.player)].name)
                           .arg(qRound(v.playedWinRate * 100))
                           .arg(choiceLabel(before, v.best, reveal || m.player == viewer))
                           .arg(qRound(v.bestWinRate * 100));
        else
            verdict_ = tr("The AI agrees with “%1”: %2% to win.")
                           .arg(played)
                           .arg(qRound(v.playedWinRate * 100));
    }
    refreshPosition(seatSetup_, viewer, scoredColumnAt(*game_, std::size_t(step_)), {}, reveal);
}

bool CardsReplay::playFromHere(CardsTable* table, int seat) {
    if (!table || !game_ || seat < 0 || seat >= int(seatSetup_.size()) || position()->over())
        return false;
    std::vector<SeatSetup> seats = seatSetup_;
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
