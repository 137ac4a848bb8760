#include "volcanictable.h"

#include "core/json_read.h"
#include "volcanic/report_json.h"

#include <algorithm>

#include "continents.h"
#include "motions.h"
#include "refusal.h"
#include "volcanic/scoring.h"

using namespace rano::volcanic;

int LiveVolcanicPosition::selected() const {
    return table_.selected();
}

bool LiveVolcanicPosition::boatSelectable() const {
    return table_.boatSelectable();
}

void LiveVolcanicPosition::select(int space) {
    table_.select(space);
}

bool LiveVolcanicPosition::moveTo(int space) {
    return table_.moveTo(space);
}

VolcanicTable::VolcanicTable(QObject* parent)
    : KitTable(QStringLiteral("autosave.rano.json"), parent), view_(*this) {
    setPositionModel(&view_);
    connect(this, &GameTable::hintChanged, this, &VolcanicTable::showHint);
}

bool VolcanicTable::newGame(const QVariantList& seats, qint64 seed, int volcanoFaces,
                            qint64 randomContinent, const QString& continentFile) {
    const auto setup = seatsFrom(
        seats, kMaxPlayers, [](const QString& l) { return levelNamed(l).has_value(); }, false);
    if (!setup) return false;
    if (volcanoFaces < 0 || volcanoFaces > kDieFaces) return false;
    QString error;
    const std::shared_ptr<const Board> board = continentFile.isEmpty()
                                                   ? continentBoard(randomContinent, error)
                                                   : continentBoardFromFile(continentFile, error);
    if (!board) {
        lastError_ = tr("This continent cannot be played on: %1").arg(error);
        emit autosaveChanged();
        return false;
    }
    install(std::make_unique<Game>(board, Options{int(setup->size()), volcanoFaces},
                                   std::uint64_t(seed)),
            *setup, Start::New);
    autosave();
    return true;
}

bool VolcanicTable::newGameWith(const QVariantList& seats, qint64 seed, bool sameOptions) {
    return newGame(seats, seed,
                   sameOptions && game_ ? game_->options().volcanoFaces : kDefaultVolcanoFaces);
}

void VolcanicTable::resetView() {
    view_.seats_.setSeats(seats_);
    view_.spaces_.setBoard(&game_->board());
    view_.edges_.setBoard(&game_->board());
    view_.clearDieAndEruptions();
    selected_ = -1;
    carry_ = false;
}

void VolcanicTable::logStart(Start how) {
    switch (how) {
    case Start::New:
        log_.append([name = seats_[state().first].name] { return tr("%1 begins.").arg(name); },
                    state().first);
        break;
    case Start::FromRecord:
        rebuildLog();
        // The note goes with the last choice: taking that back makes the note untrue.
        log_.setMove(int(game_->moves().size()) - 1);
        log_.append(
            [round = state().round] {
                return tr("The game goes on from round %1 of a recorded game.").arg(round);
            },
            -1);
        log_.setMove(-1);
        break;
    case Start::Loaded:
        rebuildLog();
        log_.setMove(int(game_->moves().size()) - 1);
        log_.append(
            [round = state().round] { return tr("The game continues, round %1.").arg(round); }, -1);
        log_.setMove(-1);
        break;
    case Start::Staged:
        break;
    }
    // The log now names what the others did last: mark it.
    if (game_) view_.spaces_.setRecent(recentChanges());
}

// Volcanic Isle hides nothing, so a resumed game's log is the whole game, rebuilt from the
// recorded choices and the events they make.
void VolcanicTable::rebuildLog() {
    const State& start = game_->stateAt(0);
    log_.append(
        [name = seats_[std::size_t(start.first)].name] { return tr("%1 begins.").arg(name); },
        start.first);
    for (std::size_t i = 0; i < game_->moves().size(); ++i) {
        log_.setMove(int(i));
        logEvents(game_->eventsOf(i), game_->moves()[i].player);
        logRound(game_->stateAt(i).round, game_->stateAt(i + 1));
    }
    log_.setMove(-1);
}

void VolcanicTable::logRound(int before) {
    logRound(before, state());
}

// A rule in the log between rounds, so a round's moves read together.
void VolcanicTable::logRound(int before, const State& after) {
    if (after.round != before && !after.over())
        log_.appendHeading([round = after.round] { return tr("Round %1").arg(round); });
}

void VolcanicTable::logOnline(const State& before, const nlohmann::json& told) {
    for (const nlohmann::json& t : told) {
        const auto seat = t.find("seat");
        const auto said = t.find("told");
        if (seat == t.end() || !rano::jsonread::inRange(*seat, 0, before.players - 1) ||
            said == t.end() || !said->is_object() || !said->contains("events") ||
            !(*said)["events"].is_array())
            continue;
        EventList events;
        for (const nlohmann::json& e : (*said)["events"])
            if (const auto event = eventFromJson(game_->board(), e)) events.push(*event);
        logOnlineMove(seat->get<int>(), [&] { logEvents(events, seat->get<int>()); });
    }
    logRound(before.round, state());
}

QStringList VolcanicTable::logEvents(const EventList& events, int who) {
    QStringList lines;
    for (const Event& e : events) {
        const QString line = VolcanicPosition::eventText(game_->board(), seats_, e);
        if (line.isEmpty()) continue;
        QVariantList places;
        const bool counts = e.kind == EventKind::DoubleEruption || e.kind == EventKind::PiecesSunk;
        const int other = counts ? -1 : e.other; // a count there, not a space
        for (int sp : {int(e.space), other})
            if (sp >= 0) places << sp;
        // An eruption is named by its Volcano: light its crater.
        const Board& b = game_->board();
        if (e.kind == EventKind::VolcanoErupts && e.value >= 1 &&
            e.value < int(b.volcanoArea.size()) && b.volcanoArea[std::size_t(e.value)] >= 0)
            places << b.areas[std::size_t(b.volcanoArea[std::size_t(e.value)])].crater;
        log_.append([board = game_->sharedBoard(), seats = seats_,
                     e] { return VolcanicPosition::eventText(*board, seats, e); },
                    e.player >= 0 ? e.player : who, places);
        lines << line;
    }
    return lines;
}

QString VolcanicTable::hintWords(const State&, const Choice& c) const {
    return VolcanicPosition::choiceSentence(game_->board(), c);
}

QString VolcanicTable::phase() const {
    if (!game_) return {};
    static const char* const kNames[] = {"turn", "prayer", "rescue", "over"};
    return QString::fromLatin1(kNames[int(state().phase)]);
}

QString VolcanicTable::prompt() const {
    if (!game_ || !humanToDecide()) return {};
    const State& s = state();
    const QString who = seats_[std::size_t(s.whoDecides())].name;
    if (s.phase == Phase::Prayer) {
        const bool village = s.ground[std::size_t(s.hit)] == Ground::Village && !s.villageAsked;
        return tr("%1: lava is about to destroy your %2 on %3. Spend a Prayer token to save it?")
            .arg(who, village ? tr("Village") : tr("Moai"), spaceLabel(game_->board(), s.hit));
    }
    if (s.phase == Phase::Rescue) {
        // The part that sinks, the deciding player's Settlers on it and what they lose with it.
        const Board& b = game_->board();
        const int p = s.whoDecides();
        QStringList tiles;
        int settlers = 0, villages = 0, moai = 0;
        for (int a = 0; a < b.areaCount(); ++a) {
            if (!((s.sinking >> a) & 1u)) continue;
            tiles << QString::number(b.areas[std::size_t(a)].tile);
            villages += s.villagesIn(a, p);
            moai += s.moaiIn(a, p);
            for (int sp : b.areas[std::size_t(a)].spaces)
                settlers += s.settlers[std::size_t(sp)][std::size_t(p)];
        }
        // A rescue always has a part that sinks; a prompt all the same if it ever had none.
        if (tiles.isEmpty()) return tr("%1: land is sinking.").arg(who);
        const QString last = tiles.takeLast();
        const QString list = tiles.isEmpty() ? last : tiles.join(tr(", ")) + tr(" and ") + last;
        QString text = tr("%1: %n tile(s) sink into the sea (%2), lit in blue.", nullptr,
                          int(tiles.size()) + 1)
                           .arg(who, list) +
                       QLatin1Char(' ') +
                       // On another tribe's turn one Settler of each other tribe flees.
                       (p == s.active || settlers <= 1
                            ? tr("Click a ringed space for your %n Settler(s) there to flee to, "
                                 "then click it again.",
                                 nullptr, settlers)
                            : tr("On another tribe's turn one of your %n Settlers there flees, "
                                 "the others go back to your reserve: click a ringed space for "
                                 "it, then click it again.",
                                 nullptr, settlers));
        if (villages + moai > 0)
            text += QLatin1Char(' ') + tr("The sea sends your %1 there back to your reserve.")
                                           .arg(VolcanicPosition::piecesText(villages, moai));
        return text;
    }
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

void VolcanicTable::replayRecent() {
    if (!canReplayRecent()) return;
    QVariantList steps;
    for (std::size_t i = recentFrom(); i < game_->moves().size(); ++i) {
        // Each step says which move it belongs to, so the board can show the position that
        // move was made in while it plays (showMove).
        for (QVariant step : motionsOf(game_->board(), game_->eventsOf(i), int(steps.size()))) {
            QVariantMap m = step.toMap();
            m[QStringLiteral("move")] = int(i);
            steps << m;
        }
    }
    emit motions(steps);
}

void VolcanicTable::showMove(int move) {
    if (!game_) return;
    if (move < 0 || move >= int(game_->moves().size())) {
        showingPast_ = false;
        refresh();
        return;
    }
    // The board as it was before `move`; a click or a choice ends the replay (leavePast).
    showingPast_ = true;
    const State& past = game_->stateAt(std::size_t(move));
    view_.spaces_.update(past, -1, 0, 0);
    view_.spaces_.setRecent(0);
    view_.edges_.update(past);
    view_.seats_.update(past, {});
    view_.bays_.update(past);
    emit view_.changed();
}

std::uint64_t VolcanicTable::recentChanges() const {
    if (state().whoDecides() < 0) return 0; // the game is over: the end sheet tells the rest
    const std::size_t from = recentFrom();
    std::uint64_t recent = 0;
    for (int sp : log_.placesFrom(int(from)))
        if (sp >= 0 && sp < game_->board().spaceCount() && !state().spaceSunk(sp))
            recent |= std::uint64_t(1) << sp;
    return recent;
}

bool VolcanicTable::actsOn(int space) const {
    ChoiceList legal;
    state().legalChoices(legal);
    for (const Choice& c : legal)
        if (c.kind == ChoiceKind::Move ? c.from == space
                                       : c.kind != ChoiceKind::Land && c.to == space)
            return true;
    return false;
}

// A click while What just happened? shows a past position ends the replay first.
void VolcanicTable::leavePast() {
    if (!showingPast_) return;
    showMove(-1);
    emit replayInterrupted();
}

void VolcanicTable::select(int space) {
    if (!game_) return;
    leavePast();
    if (space < -2 || space >= game_->board().spaceCount()) space = -1;
    refusal_.clear();
    const State& s = state();
    if (humanToDecide() && s.phase == Phase::Rescue && space >= 0) {
        const int area = game_->board().spaces[std::size_t(space)].area;
        refusal_ = area >= 0 && ((s.sinking >> area) & 1u)
                       ? tr("That land is sinking: click a ringed space for your Settlers to flee "
                            "to.")
                       : tr("Your Settlers can flee only to a ringed space, beside the land that "
                            "sinks.");
        refresh();
        return;
    }
    if (humanToDecide() && s.phase == Phase::Turn && space >= 0 && space != selected_ &&
        !actsOn(space)) {
        const SpaceInfo& at = game_->board().spaces[std::size_t(space)];
        const bool beside =
            selected_ >= 0 && std::find(at.next.begin(), at.next.end(), selected_) != at.next.end();
        if (beside && s.settlers[std::size_t(space)][s.active] == 0) {
            // A step the selected Settler cannot take: say why, and keep it selected.
            refusal_ =
                refusalWords(s.reasonIllegal(Choice::move(selected_, space, carry_ && canCarry())));
            refresh();
            return;
        }
        // Nothing to do there: the engine's reason for the first step a Settler there would take.
        int step = -1;
        for (auto n : at.next)
            if (n >= 0 && step < 0) step = n;
        if (step >= 0) refusal_ = refusalWords(s.reasonIllegal(Choice::move(space, step, false)));
    }
    selected_ = space == selected_ ? -1 : space;
    carry_ = false;
    refresh();
}

bool VolcanicTable::moveTo(int space) {
    if (!humanToDecide()) return false;
    leavePast();
    const State& s = state();
    Choice c;
    if (s.phase == Phase::Rescue) {
        // The first click on a ringed space chooses it, the second confirms: a click meant to
        // pick a Settler up is never taken for where it flees.
        c = Choice::at(ChoiceKind::Rescue, space);
        if (!s.isLegal(c)) return false;
        if (selected_ != space) {
            selected_ = space;
            refusal_ = tr("Your Settlers flee to %1: click it again to confirm, or another ringed "
                          "space.")
                           .arg(spaceLabel(game_->board(), space));
            refresh();
            return true;
        }
    } else if (selected_ == -2)
        c = Choice::at(ChoiceKind::Land, space);
    else if (selected_ >= 0)
        c = Choice::move(selected_, space, carry_ && canCarry());
    else
        return false;
    if (!s.isLegal(c)) return false;
    const bool moved = playChosen(c);
    // Keep following the Settler that moved, so a walk of several steps is quick.
    if (moved && (c.kind == ChoiceKind::Move || c.kind == ChoiceKind::Land) && humanToDecide() &&
        state().phase == Phase::Turn) {
        selected_ = space;
        // A Settler carrying a Moai goes on carrying it, step after step, until unticked.
        carry_ = c.kind == ChoiceKind::Move && c.flag && canCarry();
    }
    refresh();
    return moved;
}

bool VolcanicTable::apply(const Choice& c, std::int64_t) {
    leavePast();
    clearHint();
    refusal_.clear();
    EventList events;
    const int who = state().whoDecides();
    const int move = int(game_->moves().size());
    const int round = state().round;
    if (!game_->play(c, 0, &events).empty()) return false;
    view_.noteDieAndEruptions(events);
    log_.setMove(move);
    const QStringList lines = logEvents(events, who);
    logRound(round);
    log_.setMove(-1);
    if (!humanToDecide() || state().phase != Phase::Turn) selected_ = -1;
    carry_ = false;
    afterChoice();
    if (!lines.isEmpty()) emit eventsHappened(lines);
    if (const QVariantList steps = motionsOf(game_->board(), events); !steps.isEmpty())
        emit motions(steps);
    return true;
}

void VolcanicTable::refreshView() {
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
                                    VolcanicPosition::choiceLabel(game_->board(), c),
                                    choiceDetail(c),
                                    c.kind == ChoiceKind::BuildVillage ? 2 : 1,
                                    QString::fromStdString(toText(c)).section(' ', 0, 0),
                                    {}});
                break;
            case ChoiceKind::TakePrayer: // see below
            case ChoiceKind::EndTurn:
                break;
            case ChoiceKind::Pray:
            case ChoiceKind::DontPray:
                rows.push_back({QString::fromStdString(toText(c)),
                                VolcanicPosition::choiceLabel(game_->board(), c),
                                choiceDetail(c),
                                0,
                                QString::fromStdString(toText(c)),
                                {}});
                break;
            }
        }
    }
    if (humanToDecide() && s.phase == Phase::Turn) {
        // The turn's own buttons first, always in their places: End turn, then the Prayer
        // token (greyed, with its reason, when it cannot be taken); the space's actions after.
        const Choice prayer = Choice::of(ChoiceKind::TakePrayer);
        const Choice end = Choice::endTurn();
        rows.insert(
            rows.begin(),
            {{QStringLiteral("end"),
              VolcanicPosition::choiceLabel(game_->board(), end),
              choiceDetail(end),
              0,
              QStringLiteral("end"),
              {}},
             {QStringLiteral("prayer"), VolcanicPosition::choiceLabel(game_->board(), prayer),
              tr("Costs one action point more for each token you hold; once per turn."),
              1 + s.player[s.active].prayers, QStringLiteral("prayer"),
              refusalWords(s.reasonIllegal(prayer))}});
    }
    view_.spaces_.update(s, selected_, targets, actionable);
    view_.spaces_.setRecent(recentChanges());
    view_.edges_.update(s);
    preview({});
    view_.seats_.update(s, winners(s));
    view_.bays_.update(s);
    actions_.setRows(std::move(rows));
    emit view_.changed();
}

void VolcanicTable::explainAction(const QString& choice) {
    if (!humanToDecide()) return;
    const auto c = parseChoice(choice.toStdString());
    if (!c) return;
    refusal_ = refusalWords(state().reasonIllegal(*c));
    emit changed();
}

QVariantList VolcanicTable::choicePlaces(const Choice& c) const {
    if (c.kind == ChoiceKind::Move) return {int(c.from)};
    return c.to >= 0 ? QVariantList{int(c.to)} : QVariantList{};
}

void VolcanicTable::addCoachSituations(std::size_t from, QSet<QString>& situations) const {
    int human = -1;
    for (std::size_t i = 0; i < seats_.size() && human < 0; ++i)
        if (seats_[i].human) human = int(i);
    for (std::size_t n = from; n < game_->moves().size(); ++n)
        for (const Event& e : game_->eventsOf(n)) {
            const QString name = QString::fromLatin1(eventName(e.kind));
            situations.insert(name);
            if (e.player >= 0 && e.player == human)
                situations.insert(QStringLiteral("mine:") + name);
        }
}

void VolcanicTable::light(const QVariantList& places) {
    std::uint64_t lit = 0;
    for (const QVariant& p : places)
        if (const int sp = p.toInt(); game_ && sp >= 0 && sp < game_->board().spaceCount())
            lit |= std::uint64_t(1) << sp;
    view_.spaces_.setLit(lit);
}

void VolcanicTable::showHint() {
    const std::optional<Choice> c = hintedChoice();
    if (!c) {
        view_.spaces_.setHint(-1, -1);
        return;
    }
    view_.spaces_.setHint(c->kind == ChoiceKind::Move ? c->from : -1, c->to);
}

std::uint64_t VolcanicTable::sinkingSpaces() const {
    const State& s = state();
    std::uint64_t spaces = 0;
    if (s.phase == Phase::Rescue)
        for (int a = 0; a < game_->board().areaCount(); ++a)
            if ((s.sinking >> a) & 1u)
                for (int sp : game_->board().areas[std::size_t(a)].spaces)
                    spaces |= std::uint64_t(1) << sp;
    return spaces;
}

void VolcanicTable::endPreview(const QString& choice) {
    if (choice == previewed_) preview(QString());
}

void VolcanicTable::preview(const QString& choice) {
    previewed_ = choice;
    const std::optional<Choice> c = parseChoice(choice.toStdString());
    if (!game_ || !humanToDecide() || !c || c->kind != ChoiceKind::Raise || !state().isLegal(*c)) {
        // No raise pointed at: during a rescue, the part that sinks is drawn the same way.
        view_.spaces_.setPreview(game_ ? sinkingSpaces() : 0, -1, -1);
        view_.edges_.setPreview(-1);
        return;
    }
    const RaisePreview seen = previewRaise(state(), *c);
    std::uint64_t doomed = 0;
    for (int a = 0; a < game_->board().areaCount(); ++a)
        if ((seen.sinks >> a) & 1u)
            for (int sp : game_->board().areas[std::size_t(a)].spaces)
                doomed |= std::uint64_t(1) << sp;
    view_.spaces_.setPreview(doomed, c->to, c->flag);
    view_.edges_.setPreview(seen.fissure == FissureOutcome::Opens ? seen.border : -1);
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
        return VolcanicPosition::raiseWords(game_->board(), previewRaise(state(), c), c,
                                            state().finalRound);
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

QString VolcanicTable::takeBackStop() const {
    return tr("Take back stops at a die roll: what it showed stays");
}

QVariantMap VolcanicTable::lossOf(const QString& choice) const {
    if (!started() || choice != QStringLiteral("end")) return {};
    const State& s = state();
    if (s.phase != Phase::Turn || s.ap == 0) return {};
    return {{"title", tr("End the turn?")},
            {"text",
             tr("End the turn with %n AP unspent? Unspent action points are lost.", "", int(s.ap))},
            {"action", tr("End turn")}};
}
