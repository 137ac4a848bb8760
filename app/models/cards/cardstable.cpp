#include "cardstable.h"

using namespace rano::cards;

namespace {
std::size_t u(int i) {
    return std::size_t(i);
}
} // namespace

CardsTable::CardsTable(QObject* parent)
    : KitTable(QStringLiteral("autosave-cards.rano.json"), parent), view_(*this),
      choices_({"index", "choice", "label", "kind"}) {
    setPositionModel(&view_);
    // Long enough to see each card go where it went.
    pastStep_.setInterval(900);
    connect(&pastStep_, &QTimer::timeout, this, &CardsTable::stepPast);
    // The hint's choice is ringed on the table, as on every game's board.
    connect(this, &GameTable::hintChanged, this, [this] {
        if (started()) refreshView();
    });
}

bool CardsTable::canReplayRecent() const {
    return !showingPast() && KitTable::canReplayRecent();
}

void CardsTable::replayRecent() {
    if (!canReplayRecent()) return;
    pastShown_ = int(recentFrom());
    pastStep_.start();
    refreshView();
    emit changed(); // What just happened? is not offered while it plays
}

void CardsTable::stepPast() {
    if (!showingPast()) return;
    if (++pastShown_ >= int(game_->moves().size())) {
        leavePast();
        return;
    }
    refreshView();
}

void CardsTable::leavePast() {
    if (!showingPast()) return;
    pastShown_ = -1;
    pastStep_.stop();
    refreshView();
    emit changed();
}

const State& CardsTable::shownState() const {
    // A take-back may have shortened the history under it.
    return showingPast() && std::size_t(pastShown_) <= game_->moves().size()
               ? game_->stateAt(std::size_t(pastShown_))
               : state();
}

bool CardsTable::newGame(const QVariantList& seats, qint64 seed) {
    const auto setup = seatsFrom(
        seats, kMaxPlayers, [](const QString& l) { return levelNamed(l).has_value(); }, true);
    if (!setup) return false;
    install(std::make_unique<Game>(Options{int(setup->size())}, std::uint64_t(seed)), *setup,
            Start::New);
    autosave();
    return true;
}

bool CardsTable::newGameWith(const QVariantList& seats, qint64 seed, bool) {
    return newGame(seats, seed);
}

bool CardsTable::startPosition(const State& s, std::vector<SeatSetup> seats) {
    if (seats.size() != std::size_t(s.players)) return false;
    auto game = std::make_unique<Game>(Options{s.players}, 0);
    game->reset(s);
    install(std::move(game), std::move(seats), Start::Staged);
    staged_ = true;
    return true;
}

void CardsTable::resetView() {
    view_.viewer_ = -1;
    pastShown_ = -1;
    pastStep_.stop();
}

void CardsTable::logStart(Start how) {
    if (how == Start::Staged) return;
    rebuildLog();
    // The note goes with the last choice: taking that back makes the note untrue.
    log_.setMove(int(game_->moves().size()) - 1);
    if (how == Start::FromRecord)
        log_.append(
            [turn = view_.turn() + 1] {
                return tr("The game goes on from turn %1 of a recorded game.").arg(turn);
            },
            -1);
    else if (how == Start::Loaded)
        log_.append(
            [turn = view_.turn() + 1] { return tr("The game continues, turn %1.").arg(turn); }, -1);
    log_.setMove(-1);
}

void CardsTable::rebuildLog() {
    const State& start = game_->stateAt(0);
    log_.append(
        [name = seats_[start.first].name] {
            return tr("%1 begins. Every player holds one Sacrifice card of each type.").arg(name);
        },
        start.first);
    for (std::size_t i = 0; i < game_->moves().size(); ++i) {
        const Move& m = game_->moves()[i];
        log_.setMove(int(i));
        logMove(game_->stateAt(i), game_->stateAt(i + 1), m.choice, m.player);
    }
    log_.setMove(-1);
}

std::optional<Choice> CardsTable::toldChoice(const State& before, const QString& text) const {
    if (text != QLatin1String("sacrifice")) return KitTable::toldChoice(before, text);
    // Its type stays with its owner (the engine's told form); the log says only that a card went
    // face down.
    return rano::cards::Kit::toldChoice(before, "sacrifice");
}

// A choice's lines, each written again from the two positions whenever the log is shown in
// another language.
void CardsTable::logMove(const State& before, const State& after, const Choice& c, int who) {
    const auto move = std::make_shared<const std::pair<State, State>>(before, after);
    const bool reveal = showHidden(who);
    const int lines = int(CardsPosition::moveLines(before, after, c, who, seats_, reveal).size());
    for (int i = 0; i < lines; ++i)
        log_.append(
            [move, c, who, seats = seats_, reveal, i] {
                return CardsPosition::moveLines(move->first, move->second, c, who, seats, reveal)
                    .value(i);
            },
            who);
    // Each player's turn opens with a heading, so a turn's moves read together.
    if (after.turn != before.turn && !after.over())
        log_.appendHeading([turn = after.turn + 1, name = seats_[std::size_t(after.active)].name] {
            return tr("Turn %1: %2").arg(turn).arg(name);
        });
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
            .arg(who, CardsPosition::typeName(typeOf(Kind(s.scored))));
    case Phase::Over:
        break;
    }
    return {};
}

void CardsTable::addCoachSituations(std::size_t from, QSet<QString>& situations) const {
    for (std::size_t n = from; n < game_->moves().size(); ++n) {
        const State& before = game_->stateAt(n);
        const State& after = game_->stateAt(n + 1);
        const Choice& c = game_->moves()[n].choice;
        // A draw that set off a scoring (the engine says which): the card it uncovered.
        if (c.kind == ChoiceKind::Draw && !after.over() &&
            !describeScoring(before, c, after).empty()) {
            const Kind kind = Kind(after.topOf(c.arg));
            situations.insert(QStringLiteral("scored:") + QLatin1String(kindWord(kind)));
            if (typeOf(kind) >= 0) situations.insert(QStringLiteral("scored:gatherers"));
        }
        if (after.deckSize < before.deckSize) situations.insert(QStringLiteral("refill"));
        if (after.faceDownCount > before.faceDownCount)
            situations.insert(QStringLiteral("face-down"));
    }
    if (!over() && state().lastRefillNext()) situations.insert(QStringLiteral("last-refill"));
}

bool CardsTable::choose(int index) {
    if (!humanToDecide() || index < 0 || u(index) >= legal_.size()) return false;
    return playChosen(legal_[u(index)]);
}

bool CardsTable::showHidden(int who) const {
    // A face-down card's type shows in the log only to its owner, when the owner is the one
    // human the table is played for.
    int humans = 0, human = -1;
    for (std::size_t p = 0; p < seats_.size(); ++p)
        if (seats_[p].human) ++humans, human = int(p);
    return humans == 1 && human == who;
}

bool CardsTable::apply(const Choice& c, std::int64_t ms) {
    leavePast();
    clearHint();
    const State before = game_->state();
    const int who = before.whoDecides();
    const int move = int(game_->moves().size());
    if (!game_->play(c, ms).empty()) return false;
    log_.setMove(move);
    logMove(before, game_->state(), c, who);
    log_.setMove(-1);
    afterChoice();
    return true;
}

int CardsTable::chooseViewer() const {
    const int who = decider();
    if (humanToDecide()) return who;
    if (view_.viewer_ >= 0 && u(view_.viewer_) < seats_.size() && seats_[u(view_.viewer_)].human)
        return view_.viewer_;
    for (std::size_t p = 0; p < seats_.size(); ++p)
        if (seats_[p].human) return int(p);
    return -1;
}

void CardsTable::handCardClicked(const QString& kindWord) {
    const auto kind = kindFromWord(kindWord.toStdString());
    if (!game_ || !kind) return;
    const State& s = state();
    refusal_.clear();
    if (!humanToDecide()) {
        refusal_ = othersTurnRefusal();
        emit changed();
        return;
    }
    // The plays of this card the rules allow now.
    std::vector<Choice> plays;
    for (const Choice& c : legal_)
        if (cardPlayed(c) == kind) plays.push_back(c);
    const QString name = CardsPosition::kindName(*kind);
    if (plays.size() == 1) {
        request(QString::fromStdString(toText(plays.front())));
        return;
    }
    if (plays.size() > 1) {
        refusal_ = tr("This %1 can be played %n ways now: choose one of the buttons.", nullptr,
                      int(plays.size()))
                       .arg(name);
    } else if (s.phase == Phase::Buy) {
        refusal_ = tr("First buy a Sacrifice card, or none; then you play a card from your hand.");
    } else if (s.phase == Phase::Play && *kind == Kind::Moai) {
        refusal_ = tr("A Moai costs %1 wood; you hold %2.")
                       .arg(kMoaiCost)
                       .arg(s.player[std::size_t(s.decider)].wood);
    } else if (s.phase == Phase::Play) {
        refusal_ = tr("The %1 cannot be played now.").arg(name);
    } else if (s.phase == Phase::Draw) {
        refusal_ = tr("You have played a card this turn: now you draw back to three.");
    } else {
        refusal_ = tr("Not now. %1").arg(prompt());
    }
    emit changed();
}

QString CardsTable::othersTurnRefusal() const {
    return over() ? QString() : tr("Wait: %1 is playing.").arg(deciderName());
}

void CardsTable::displayCardClicked(int column, bool top) {
    if (!game_) return;
    const State& s = state();
    if (!humanToDecide())
        refusal_ = othersTurnRefusal();
    else if (!top)
        refusal_ = tr("Only the top card of a column, the one in front, can be drawn.");
    else if (s.phase == Phase::Buy)
        refusal_ = tr("First buy a Sacrifice card, or none, then play from your hand: you draw "
                      "last.");
    else if (s.phase == Phase::Play)
        refusal_ = tr("First play a card from your hand: you draw last.");
    else if (s.phase == Phase::Draw)
        refusal_ = tr("Column %1 cannot be drawn from now.").arg(column + 1);
    else
        refusal_ = tr("Not now. %1").arg(prompt());
    emit changed();
}

void CardsTable::deckClicked() {
    if (!game_) return;
    refusal_ = tr("The deck only refills a column emptied by a draw; you draw from the columns.");
    emit changed();
}

// A choice's words, and for a draw where it leads, on a line of its own: which card it
// uncovers and, for the draw that fills the hand, what that card's scoring pays now.
QString CardsTable::labelWithOutlook(const State& s, const Choice& c) const {
    const QString label = CardsPosition::choiceLabel(s, c, true);
    const QString outlook = CardsPosition::drawOutlookText(s, c, seats_);
    return outlook.isEmpty() ? label : label + QLatin1Char('\n') + outlook;
}

void CardsTable::refreshView() {
    const State& s = game_->state();
    legal_.clear();
    refusal_.clear();
    QList<QVariantMap> rows;
    if (humanToDecide()) {
        ChoiceList list;
        s.legalChoices(list);
        for (const Choice& c : list) {
            const QString text = QString::fromStdString(toText(c));
            // The kind is the verb the engine's text form starts with ("buy fish": "buy").
            rows << QVariantMap{{"index", int(legal_.size())},
                                {"choice", text},
                                {"label", labelWithOutlook(s, c)},
                                {"kind", text.section(QLatin1Char(' '), 0, 0)}};
            legal_.push_back(c);
        }
    }
    choices_.setRows(rows);
    // A past position glows with none of today's choices, nor the hint.
    view_.setHint(showingPast() ? std::nullopt : hintedChoice());
    const std::size_t shown = showingPast() ? std::size_t(pastShown_) : game_->moves().size();
    view_.refreshPosition(seats_, chooseViewer(), CardsPosition::scoredColumnAt(*game_, shown),
                          showingPast() ? std::vector<Choice>{} : legal_);
    emit view_.changed();
}

QString CardsTable::hintWords(const State& at, const Choice& c) const {
    return CardsPosition::choiceLabel(at, c, true);
}

QString CardsTable::takeBackStop() const {
    return tr("Take back stops at a card turned up: what it showed stays");
}
