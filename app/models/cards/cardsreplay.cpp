#include "cardsreplay.h"

#include <QDir>
#include <QFileInfo>

#include "cards/ai.h"
#include "cardsgamefile.h"
#include "cardstable.h"
#include "gamefiles.h"

using namespace rano::cards;

CardsReplay::CardsReplay(QObject* parent)
    : CardsPosition(parent), moves_({"step", "turn", "seat", "text"}) {}

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
    load(std::move(saved.game), std::move(saved.seats), QFileInfo(path).completeBaseName());
    return true;
}

bool CardsReplay::openTable(CardsTable* table) {
    if (!table || !table->game()) return false;
    load(std::make_unique<Game>(*table->game()), table->seatSetup(), tr("This game"));
    return true;
}

void CardsReplay::load(std::unique_ptr<Game> game, std::vector<SeatSetup> seats,
                       const QString& title) {
    game_ = std::move(game);
    seatSetup_ = std::move(seats);
    title_ = title;
    lastError_.clear();
    QList<QVariantMap> rows;
    const bool reveal = finished();
    for (std::size_t i = 0; i < game_->moves().size(); ++i) {
        const Move& m = game_->moves()[i];
        const State& before = game_->stateAt(i);
        rows << QVariantMap{{"step", int(i) + 1},
                            {"turn", int(before.turn)},
                            {"seat", m.player},
                            {"text", seatSetup_[std::size_t(m.player)].name + QStringLiteral(": ") +
                                         choiceLabel(before, m.choice, reveal)}};
    }
    moves_.setRows(rows);
    step_ = reveal ? count() : 0;
    emit loaded();
    refresh();
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
