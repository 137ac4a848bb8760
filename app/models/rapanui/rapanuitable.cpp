#include "rapanuitable.h"

#include <QHash>
#include <algorithm>
#include <bit>

using namespace rano::rapanui;

namespace {
std::size_t z(int i) {
    return std::size_t(i);
}
} // namespace

RapaNuiTable::RapaNuiTable(QObject* parent)
    : KitTable(QStringLiteral("autosave-rapanui.rano.json"), parent), view_(*this),
      choices_({"index", "choice", "label", "kind", "places", "group", "members"}) {
    setPositionModel(&view_);
    // The hint's choice is drawn on the island as well as named in the panel.
    connect(this, &GameTable::hintChanged, this, [this] {
        const auto c = hintedChoice();
        view_.showHint(c ? RapaNuiPosition::placesOf(state(), *c) : QVariantList{});
    });
}

bool RapaNuiTable::newGame(const QVariantList& seats, qint64 seed, bool firstGame) {
    const auto setup = seatsFrom(
        seats, kMaxPlayers, [](const QString& l) { return levelNamed(l).has_value(); }, true);
    if (!setup) return false;
    std::string error;
    const auto board = shippedBoardFor(int(setup->size()), error);
    if (!board) {
        lastError_ = QString::fromStdString(error);
        emit autosaveChanged();
        return false;
    }
    install(
        std::make_unique<Game>(board, Options{int(setup->size()), firstGame}, std::uint64_t(seed)),
        *setup, Start::New);
    autosave();
    return true;
}

bool RapaNuiTable::newGameWith(const QVariantList& seats, qint64 seed, bool sameOptions) {
    return newGame(seats, seed, sameOptions && firstGame());
}

bool RapaNuiTable::startPosition(const State& s, std::vector<SeatSetup> seats) {
    if (seats.size() != z(s.players)) return false;
    std::string error;
    auto board = shippedBoardFor(s.players, error);
    if (!board) return false;
    auto game = std::make_unique<Game>(board, Options{s.players, s.firstGame != 0}, 0);
    game->reset(s);
    install(std::move(game), std::move(seats), Start::Staged);
    staged_ = true;
    return true;
}

void RapaNuiTable::logStart(Start how) {
    if (how == Start::Staged) return;
    const State& start = game_->stateAt(0);
    log_.appendHeading(
        [order = RapaNuiPosition::turnOrder(start, seats_), two = start.twoPlayers()] {
            return two ? tr("The turn order is %1. The second player drafts the first Ahu tile.")
                             .arg(order.join(tr(", ")))
                       : RapaNuiPosition::roundBegins(1, order);
        });
    for (std::size_t i = 0; i < game_->moves().size(); ++i) {
        const Move& m = game_->moves()[i];
        log_.setMove(int(i));
        logMove(game_->stateAt(i), game_->stateAt(i + 1), m.choice, m.player);
    }
    // The note goes with the last choice: taking that back makes the note untrue.
    log_.setMove(int(game_->moves().size()) - 1);
    if (how == Start::FromRecord)
        log_.append(
            [round = view_.round()] {
                return tr("The game goes on from round %1 of a recorded game.").arg(round);
            },
            -1);
    else if (how == Start::Loaded)
        log_.append(
            [round = view_.round()] { return tr("The game continues, round %1.").arg(round); }, -1);
    log_.setMove(-1);
    // The log now names what the others did last: mark it.
    refreshView();
}

// A choice's lines, each written again from the two positions whenever the log is shown in
// another language; each names the spaces it is about, for the board to light.
void RapaNuiTable::logMove(const State& before, const State& after, const Choice& c, int who) {
    const auto move = std::make_shared<const std::pair<State, State>>(before, after);
    const auto board = game_->sharedBoard();
    const QStringList lines = RapaNuiPosition::moveLines(before, after, c, who, seats_);
    const QVariantList places = RapaNuiPosition::placesOf(before, c);
    // A new round's line (moveLines' last) opens it, set apart in the log.
    const int heading = after.round > before.round && !after.over() ? int(lines.size()) - 1 : -1;
    for (int i = 0; i < int(lines.size()); ++i) {
        LogModel::Writer write = [move, board, c, who, seats = seats_, i] {
            return RapaNuiPosition::moveLines(move->first, move->second, c, who, seats).value(i);
        };
        if (i == heading)
            log_.appendHeading(std::move(write));
        else
            log_.append(std::move(write), i == 0 ? who : -1, i == 0 ? places : QVariantList{});
    }
}

QString RapaNuiTable::phase() const {
    if (!game_) return {};
    static const char* const kNames[] = {"draft",  "place",     "changeJobs", "chipIn",
                                         "sculpt", "lendAHand", "transport",  "payment",
                                         "erect",  "style",     "over"};
    return QString::fromLatin1(kNames[int(game_->state().phase)]);
}

QString RapaNuiTable::prompt() const {
    if (!humanToDecide()) return {};
    const State& s = game_->state();
    const QString who = deciderName();
    switch (s.phase) {
    case Phase::Draft:
        return tr("%1: take an Ahu tile from the display; the identical ones are set aside.")
            .arg(who);
    case Phase::Place:
        if (s.acted == 1 && s.player[z(s.decider)].chief == Spot::Hand)
            return tr("%1: your turn goes on: place your Chief with your figurine, add an "
                      "Improvement, barter, or end your turn.")
                .arg(who);
        if (s.acted)
            return tr("%1: your turn goes on: add an Improvement or barter, or end your turn.")
                .arg(who);
        return tr("%1: place a figurine: a Villager on an island space or in the Moai Quarry, "
                  "or your Sorcerer on a free star. Improvements may be added first.")
            .arg(who);
    case Phase::ChangeJobs:
        return tr("%1: Change Jobs may turn your Sorcerer into a Sculptor or a Transporter now.")
            .arg(who);
    case Phase::ChipIn:
        return tr("%1: Chip In may add a virtual Sculptor to a column now.").arg(who);
    case Phase::Sculpt:
        return tr("%1: choose how your Sculptors combine into Moai.").arg(who);
    case Phase::LendAHand:
        return tr("%1: Lend a Hand may turn a Sculptor or your Chief into a Transporter now.")
            .arg(who);
    case Phase::Transport:
        if (s.acted)
            return tr("%1: your turn goes on: add an Improvement, barter or rest, or end your "
                      "turn.")
                .arg(who);
        return tr("%1: carry a Moai or a Pukao to an Ahu (click the Ahu), or drop out.").arg(who);
    case Phase::Payment: {
        const int sp = std::countr_zero(s.pending);
        return tr("%1: %2 crosses your Transporter on %3. Which Resource do you take?")
            .arg(who, seats_[z(Kit::active(s))].name, RapaNuiPosition::spaceName(*s.board, sp));
    }
    case Phase::Erect:
        return tr("%1: erect the Moai and take its Resources.").arg(who);
    case Phase::Style:
        return tr("%1: the Moai is styled. Exchange Resources for an Offering tile.").arg(who);
    case Phase::Over:
        break;
    }
    return {};
}

QVariantList RapaNuiTable::choicePlaces(const Choice& c) const {
    // Where the choice acts: a transport's Ahu, not its whole chain (the last of its places).
    const QVariantList places = RapaNuiPosition::placesOf(state(), c);
    return places.isEmpty() ? places : QVariantList{places.last()};
}

void RapaNuiTable::addCoachSituations(std::size_t from, QSet<QString>& situations) const {
    for (std::size_t n = from; n < game_->moves().size(); ++n) {
        const std::string text = toText(game_->moves()[n].choice);
        if (text.find(" via ") != std::string::npos) situations.insert(QStringLiteral("paid"));
        if (game_->stateAt(n + 1).round > game_->stateAt(n).round)
            situations.insert(QStringLiteral("round-end"));
    }
    // The track's end bites: a choice of the human's would lose Resources to it.
    if (humanToDecide())
        for (const Choice& c : legal_)
            if (state().resourcesLost(c) > 0) {
                situations.insert(QStringLiteral("cap"));
                break;
            }
}

bool RapaNuiTable::choose(int index) {
    if (!humanToDecide() || index < 0 || z(index) >= legal_.size()) return false;
    return playChosen(legal_[z(index)]);
}

bool RapaNuiTable::choosePlace(const QVariantList& indices) {
    if (!humanToDecide() || indices.isEmpty()) return false;
    if (indices.size() == 1) return choose(indices.front().toInt());
    narrow_.clear();
    for (const QVariant& i : indices)
        if (i.toInt() >= 0 && z(i.toInt()) < legal_.size()) narrow_.push_back(i.toInt());
    updateChoiceRows();
    emit changed();
    return true;
}

void RapaNuiTable::showAll() {
    if (narrow_.empty()) return;
    narrow_.clear();
    updateChoiceRows();
    emit changed();
}

namespace {
// The engine's reasons (State::reasonIllegal) in the player's language; a reason it does not
// name is the phase's task, which the prompt says.
QString refusalWords(const State& s, const Choice& c, const std::string& why,
                     const std::vector<SeatSetup>& seats) {
    const Board& b = *s.board;
    if (why.rfind("the first player may not open", 0) == 0)
        return RapaNuiTable::tr("The first player may not open the round with the Sorcerer on "
                                "the first star.");
    if (why == "that star already holds a Sorcerer")
        return RapaNuiTable::tr("That star already holds a Sorcerer.");
    if (why.rfind("no Transporter may be placed on the Crater", 0) == 0)
        return RapaNuiTable::tr("No figurine goes on the Crater or the Pukao Quarry: each "
                                "holds a neutral Transporter.");
    if (why.rfind("an opponent's Transporters stand on", 0) == 0)
        return RapaNuiTable::tr("%1's Transporters stand on %2: yours go on an empty space or "
                                "one of your own.")
            .arg(seats[z(s.owner[z(c.a)])].name, RapaNuiPosition::spaceName(b, c.a));
    if (why == "that column of the Moai Quarry is full")
        return RapaNuiTable::tr("Every Sculptor space of that column is taken.");
    if (why == "that Improvement is already on the board")
        return RapaNuiTable::tr("You have added that Improvement already.");
    if (why == "at most 3 Improvements may be added")
        return RapaNuiTable::tr("At most 3 of the 4 Improvements may be added.");
    if (why.rfind("not enough ", 0) == 0)
        return RapaNuiTable::tr("That Improvement costs %1.")
            .arg(RapaNuiPosition::resourceCount(c.a, kImprovementCost[z(c.a & 3)]));
    if (why.rfind("that Offering cannot be paid for", 0) == 0)
        return RapaNuiTable::tr("You cannot pay for that Offering, or its stack is empty.");
    const QString ahu =
        RapaNuiPosition::spaceName(b, c.b >= 0 && c.b < b.ahuCount() ? b.ahu[z(c.b)] : -1);
    if (why == "you have no such Moai sculpted this round")
        return RapaNuiTable::tr("You hold no such Moai: Moai are sculpted in phase 2, and those "
                                "not erected go back to the supply at the round's end.");
    if (why == "no unstyled Moai stands on that Ahu")
        return RapaNuiTable::tr("A Pukao needs a Moai without one: none stands on %1.").arg(ahu);
    if (why == "no Pukao is left") return RapaNuiTable::tr("No Pukao is left.");
    if (why.rfind("a Pukao may be carried only by", 0) == 0)
        return RapaNuiTable::tr("You may carry a Pukao only if you can then pay for an Offering "
                                "tile.");
    if (why == "you need a standing Transporter of your own on that Ahu")
        return RapaNuiTable::tr("To erect or style on %1 you need one of your own Transporters "
                                "standing there (not fatigued).")
            .arg(ahu);
    if (why.rfind("no chain of Transporters links the Crater", 0) == 0)
        return RapaNuiTable::tr("No chain of Transporters links the Crater to %1: every space "
                                "on the way needs a Transporter, anyone's.")
            .arg(ahu);
    if (why.rfind("no chain of Transporters links the Pukao Quarry", 0) == 0)
        return RapaNuiTable::tr("No chain of Transporters links the Pukao Quarry to %1: every "
                                "space on the way needs a Transporter, anyone's.")
            .arg(ahu);
    if (why.rfind("no chain of Transporters from", 0) == 0)
        return RapaNuiTable::tr("No chain to %1 pays just those spaces, or another pays less.")
            .arg(ahu);
    if (why.rfind("Barter needs", 0) == 0)
        return RapaNuiTable::tr("Barter needs a Barter tile or your Rongorongo Tablet.");
    if (why.rfind("Barter exchanges 3", 0) == 0)
        return RapaNuiTable::tr("Barter exchanges 3 of your Resources: you hold fewer than 3.");
    if (why.rfind("you do not hold the Resources", 0) == 0)
        return RapaNuiTable::tr("You do not hold the Resources that exchange would give.");
    if (why.rfind("a Barter gives", 0) == 0)
        return RapaNuiTable::tr("A Barter gives 1 to 3 Resources for as many others, no kind on "
                                "both sides.");
    return RapaNuiTable::tr("That is not one of your choices now.");
}
} // namespace

void RapaNuiTable::explain(const QString& place, int at) {
    if (!humanToDecide()) return;
    const State& s = game_->state();
    const Board& b = *s.board;
    const int who = s.whoDecides();
    Choice c;
    if (place == u"space" && at >= 0 && at < b.spaceCount()) {
        const int ahu = b.spaces[z(at)].ahu;
        if (s.phase == Phase::Transport && ahu >= 0) {
            // The piece the player would carry there: their largest Moai, or a Pukao onto an
            // unstyled Moai when they hold none.
            int size = kSizes - 1;
            while (size > 0 && s.player[z(who)].moai[z(size)] == 0)
                --size;
            const bool holdsMoai = s.player[z(who)].moai[z(size)] > 0;
            c = !holdsMoai && s.unstyledOn(ahu) > 0 ? Choice::of(ChoiceKind::Pukao, -1, ahu)
                                                    : Choice::of(ChoiceKind::Moai, size, ahu);
        } else {
            c = Choice::of(ChoiceKind::Villager, at);
        }
    } else if (place == u"column" && at >= 0 && at < kSizes) {
        c = Choice::of(ChoiceKind::Sculptor, at);
    } else if (place == u"star" && at >= 0 && at < b.stars()) {
        c = Choice::of(ChoiceKind::Sorcerer, at);
    } else if (place == u"improvement" && at >= 0 && at < kImprovements) {
        c = Choice::of(ChoiceKind::Improve, at);
    } else if (place == u"offering" && at >= 0 && at < kOfferingTypes) {
        c = Choice::of(ChoiceKind::Offer, at);
    } else {
        return;
    }
    const std::string why = s.reasonIllegal(c);
    if (why.empty()) return;
    refusal_ = refusalWords(s, c, why, seats_);
    emit changed();
}

bool RapaNuiTable::apply(const Choice& c, std::int64_t ms) {
    clearHint();
    const State before = game_->state();
    const int who = before.whoDecides();
    const int move = int(game_->moves().size());
    if (!game_->play(c, ms).empty()) return false;
    narrow_.clear();
    log_.setMove(move);
    logMove(before, game_->state(), c, who);
    log_.setMove(-1);
    afterChoice();
    return true;
}

void RapaNuiTable::updateChoiceRows() {
    const State& s = game_->state();
    const auto narrowed = [&](std::size_t i) {
        return narrow_.empty() ||
               std::find(narrow_.begin(), narrow_.end(), int(i)) != narrow_.end();
    };
    // The turn's end heads the list, where it stays from one turn to the next; then the
    // turn's own move (a placement, a transport, dropping out); the free actions that may
    // come with it (Improvements, Barter, Rest) last.
    const auto passOf = [](ChoiceKind k) {
        if (k == ChoiceKind::EndTurn) return 0;
        const bool free =
            k == ChoiceKind::Improve || k == ChoiceKind::Barter || k == ChoiceKind::Rest;
        return free ? 2 : 1;
    };
    std::vector<std::size_t> order;
    for (int pass = 0; pass < 3; ++pass)
        for (std::size_t i = 0; i < legal_.size(); ++i)
            if (narrowed(i) && passOf(legal_[i].kind) == pass) order.push_back(i);
    // A list longer than the number keys reach shows choices alike (an Offering tile's ways
    // to pay) as one row, which lists them when chosen, as a click on their place does.
    // The row of every Barter, once taken, lists them by the kinds they give.
    const auto isBarter = [&](std::size_t i) { return legal_[i].kind == ChoiceKind::Barter; };
    std::size_t barters = 0;
    for (std::size_t i = 0; i < legal_.size(); ++i)
        barters += isBarter(i);
    const bool barterKinds = !narrow_.empty() && narrow_.size() == barters &&
                             std::all_of(narrow_.begin(), narrow_.end(),
                                         [&](int i) { return isBarter(std::size_t(i)); });
    QHash<int, int> members;
    if ((narrow_.empty() && legal_.size() > 9) || barterKinds)
        for (const std::size_t i : order)
            if (const int g = RapaNuiPosition::groupOf(s, legal_[i], barterKinds); g >= 0)
                ++members[g];
    QList<QVariantMap> rows;
    QHash<int, qsizetype> groupRow;
    for (const std::size_t i : order) {
        const Choice& c = legal_[i];
        const QString text = QString::fromStdString(toText(c));
        const int g = RapaNuiPosition::groupOf(s, c, barterKinds);
        if (g >= 0 && members.value(g) > 1) {
            if (const auto row = groupRow.constFind(g); row != groupRow.cend()) {
                QVariantMap& r = rows[*row];
                r[QStringLiteral("group")] = r.value(QStringLiteral("group")).toList() << int(i);
                r[QStringLiteral("members")] = r.value(QStringLiteral("members")).toStringList()
                                               << text;
                continue;
            }
            groupRow.insert(g, rows.size());
            rows << QVariantMap{
                {"index", int(i)},
                {"choice", text},
                {"label", RapaNuiPosition::groupLabel(s, c, members.value(g), barterKinds)},
                {"kind", text.section(QLatin1Char(' '), 0, 0)},
                {"places", choicePlaces(c)},
                {"group", QVariantList{int(i)}},
                {"members", QStringList{text}}};
            continue;
        }
        rows << QVariantMap{{"index", int(i)},
                            {"choice", text},
                            {"label", RapaNuiPosition::choiceLabel(s, c, seats_)},
                            {"kind", text.section(QLatin1Char(' '), 0, 0)},
                            {"places", RapaNuiPosition::placesOf(s, c)},
                            {"group", QVariantList{}},
                            {"members", QStringList{}}};
    }
    choices_.setRows(rows);
}

void RapaNuiTable::refreshView() {
    const State& s = game_->state();
    legal_.clear();
    if (humanToDecide()) {
        ChoiceList list;
        s.legalChoices(list);
        legal_.assign(list.begin(), list.end());
    }
    refusal_.clear();
    if (std::any_of(narrow_.begin(), narrow_.end(), [&](int i) { return z(i) >= legal_.size(); }))
        narrow_.clear();
    updateChoiceRows();
    const auto& moves = game_->moves();
    if (moves.empty())
        view_.setLastMove(nullptr, nullptr, -1);
    else
        view_.setLastMove(&game_->stateAt(moves.size() - 1), &moves.back().choice,
                          moves.back().player);
    // What the others did since the player deciding now last decided stays marked; a finished
    // game's end sheet tells the rest.
    if (!over() && humanToDecide()) {
        QVariantList recent;
        for (int place : log_.placesFrom(int(recentFrom())))
            recent << place;
        view_.setRecentPlaces(recent);
    }
    view_.refreshPosition(seats_, legal_);
}

QVariantList RapaNuiTable::recentMoves() const {
    QVariantList moves;
    if (!game_) return moves;
    for (std::size_t i = recentFrom(); i < game_->moves().size(); ++i) {
        const Move& m = game_->moves()[i];
        const QVariantList places = RapaNuiPosition::placesOf(game_->stateAt(i), m.choice);
        if (places.isEmpty()) continue; // a payment, a tile's moment: nothing on the island
        moves << QVariantMap{{"places", places},
                             {"piece", RapaNuiPosition::pieceWord(m.choice)},
                             {"seat", m.player}};
    }
    return moves;
}

void RapaNuiTable::replayRecent() {
    if (canReplayRecent()) emit replaying(recentMoves());
}

QString RapaNuiTable::hintWords(const State& at, const Choice& c) const {
    return RapaNuiPosition::choiceLabel(at, c, seats_);
}

QVariantMap RapaNuiTable::lossOf(const QString& choice) const {
    if (!started() || choice != QStringLiteral("drop-out")) return {};
    ChoiceList legal;
    state().legalChoices(legal);
    bool moai = false, pukao = false;
    for (const Choice& c : legal) {
        moai = moai || c.kind == ChoiceKind::Moai;
        pukao = pukao || c.kind == ChoiceKind::Pukao;
    }
    if (!moai && !pukao) return {};
    return {{"title", tr("Drop out of the transport phase?")},
            {"text", moai ? tr("You can still carry a Moai to an Ahu. A Moai not erected by the "
                               "end of the round goes back to the supply.")
                          : tr("You can still carry a Pukao and buy an Offering with it.")},
            {"action", tr("Drop out")}};
}
